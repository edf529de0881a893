/**
 * The browser the portal's tests drive (test/portal/support.ts), found or obtained before any test file runs,
 * so that the README's `npm install && npm test` passes on a fresh machine and never skips a browser test.
 *
 * Playwright's own browser download is refused on this kind of machine (closed network but for the npm
 * registry and Debian's packages), and an npm package that carries a Chromium build is made for AWS Lambda's
 * Amazon Linux, not for Debian. Debian's `chromium` package is what this machine supports: when it is
 * missing and we may install packages (root with apt-get, as on CI and the workplace's machines), it is
 * installed once, by the run's global set-up (debian-packages.ts); otherwise the run stops at once with one line saying what to install, instead of
 * failing every browser test file one by one.
 *
 * `CHROMIUM_PATH` names another executable (a developer's own Chrome, say); it must exist.
 */
import { existsSync } from 'node:fs';
import type { DebianPart } from './debian-packages.js';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

/** Debian's Chromium, unless CHROMIUM_PATH names another browser (then nothing is installed: it must exist). */
export function chromiumPart(env: NodeJS.ProcessEnv = process.env): DebianPart[] {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist: point it at a Chromium or Chrome executable`);
    }
    return [];
  }
  return [{ pkg: 'chromium', paths: [DEBIAN_CHROMIUM], usedBy: "the portal's browser tests" }];
}
