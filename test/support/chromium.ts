/**
 * The browser the portal's tests drive (test/portal/support.ts), found or obtained before any test file runs,
 * so that the README's `npm install && npm test` passes on a fresh machine and never skips a browser test.
 *
 * Playwright's own browser download is refused on this kind of machine (closed network but for the npm
 * registry and Debian's packages), and an npm package that carries a Chromium build is made for AWS Lambda's
 * Amazon Linux, not for Debian. Debian's `chromium` package is what this machine supports: when it is
 * missing and we may install packages (root with apt-get, as on CI and the workplace's machines), it is
 * installed once, here; otherwise the run stops at once with one line saying what to install, instead of
 * failing every browser test file one by one.
 *
 * `CHROMIUM_PATH` names another executable (a developer's own Chrome, say); it must exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

const canInstallPackages = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const path = chromiumPath(env);
  if (existsSync(path)) return path;
  if (env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist: point it at a Chromium or Chrome executable`);
  }
  if (!canInstallPackages()) {
    throw new Error(
      `The portal's browser tests need Chromium at ${DEBIAN_CHROMIUM}: run \`sudo apt-get install chromium\` ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome executable), then npm test again',
    );
  }
  console.log(`Chromium is missing: installing Debian's chromium package for the browser tests (once)`);
  const apt = (...args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is missing`);
  return DEBIAN_CHROMIUM;
}
