/**
 * Prometheus's `promtool`, which the operator's alerting runs on every scrape target (`promtool check
 * metrics`), found or obtained by the test that needs it, so that it runs on a fresh machine and never skips.
 *
 * PROMTOOL_PATH, or `promtool` where Debian's `prometheus` package puts it, when present. Otherwise the package
 * is fetched with `apt-get download` (no root needed) and only its promtool, a static binary, is unpacked into
 * node_modules/.cache: installing the package would also install and, where services start on install, run a
 * Prometheus server and its recommended node exporter on fixed ports. Without apt-get the test fails with one
 * line saying what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_PROMTOOL = '/usr/bin/promtool';
const CACHE = new URL('../../node_modules/.cache/berth-promtool/', import.meta.url).pathname;
const CACHED = join(CACHE, 'usr/bin/promtool');

function unpackFromDebianPackage(): void {
  if (!existsSync('/usr/bin/apt-get') || !existsSync('/usr/bin/dpkg-deb')) {
    throw new Error(
      "test/metrics/promtool.test.ts needs promtool: install Debian's `prometheus` package or set PROMTOOL_PATH",
    );
  }
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, 'download-'));
  try {
    execFileSync('apt-get', ['download', '-qq', 'prometheus'], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    const deb = readdirSync(work).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error('apt-get download prometheus wrote no .deb');
    execFileSync('sh', ['-c', `dpkg-deb --fsys-tarfile "${deb}" | tar -x ./usr/bin/promtool`], { cwd: work });
    // Into place in one step: a run stopped half-way leaves no half-written binary where the next one looks.
    mkdirSync(join(CACHE, 'usr/bin'), { recursive: true });
    renameSync(join(work, 'usr/bin/promtool'), CACHED);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The path of a promtool executable, fetched once when the machine has none. */
export function promtoolPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PROMTOOL_PATH) {
    if (!existsSync(env.PROMTOOL_PATH)) throw new Error(`PROMTOOL_PATH=${env.PROMTOOL_PATH} does not exist`);
    return env.PROMTOOL_PATH;
  }
  if (existsSync(DEBIAN_PROMTOOL)) return DEBIAN_PROMTOOL;
  if (!existsSync(CACHED)) unpackFromDebianPackage();
  return CACHED;
}
