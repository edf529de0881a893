/**
 * Debian packages the tests drive as real parts (Chromium for the portal's browser tests, PgBouncer for the
 * pooler test), found or installed before any test file runs, so that the README's `npm install && npm test`
 * passes on a fresh machine of this kind and never skips a test. They are installed only when missing and we
 * may install packages (root with apt-get, as on CI and the workplace's machines), all in one apt-get call;
 * otherwise the run stops at once with one line naming the command to run, instead of failing test files one
 * by one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianPart {
  /** The Debian package. */
  pkg: string;
  /** Where its executable may be; the first that exists is used. */
  paths: string[];
  /** What needs it, for the messages. */
  usedBy: string;
}

/** The lock test runs take around their apt-get calls (ensureDebianParts); root's, as installing is. */
const APT_LOCK = '/var/lock/berth-tests-apt.lock';
const APT_GET = 'apt-get -o DPkg::Lock::Timeout=600';

const canInstallPackages = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

export const found = (part: DebianPart) => part.paths.find((path) => existsSync(path));

/** Installs the parts that are missing, in one apt-get call; throws naming the command when it may not. */
export function ensureDebianParts(parts: DebianPart[]): void {
  const missing = parts.filter((part) => !found(part));
  if (missing.length === 0) return;
  const names = missing.map((part) => part.pkg);
  if (!canInstallPackages()) {
    throw new Error(
      `${missing.map((part) => `${part.usedBy} need(s) ${part.pkg}`).join('; ')}: run ` +
        `\`sudo apt-get install ${names.join(' ')}\`, then npm test again`,
    );
  }
  console.log(`Missing for the tests: installing Debian's ${names.join(', ')} (once)`);
  // Two test runs can start on a fresh machine together (CI runs its PGlite pass and its PgBouncer pass side by
  // side), and apt-get does not wait for another apt-get's lock: the second run stopped at once ("Could not get lock
  // /var/lib/apt/lists/lock"). So the update and the install run under one lock of ours, which the other run waits
  // for; it then installs what is there already, a no-op. apt's own lock timeout covers an apt-get of someone else.
  execFileSync(
    'flock',
    ['-w', '900', APT_LOCK, 'sh', '-c', `${APT_GET} update -qq && ${APT_GET} install -y -qq "$@"`, 'sh', ...names],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  for (const part of missing) {
    if (!found(part)) throw new Error(`apt-get installed ${part.pkg}, but none of ${part.paths.join(', ')} exists`);
  }
}
