/**
 * docs/ota.md's example runs as written (issue 35): bash against a test service listening on a free port, with
 * only the address (`B=`) changed and `DAY` set to the test catalogue's first departure day (the block reads it
 * from the environment when set). Every curl fails on an HTTP error status and bash stops at the first failure,
 * so a wrong path, a refused message or a step whose answer lacks what the block checks fails the test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';

const GUIDE = readFileSync(new URL('../../docs/ota.md', import.meta.url), 'utf8');
const DEFAULT_ADDRESS = /^B=http:\/\/127\.0\.0\.1:8080$/m;

let t: TestApp;
let base: string;
let cwd: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  cwd = mkdtempSync(join(tmpdir(), 'berth-ota-guide-'));
});
afterAll(async () => {
  rmSync(cwd, { recursive: true, force: true });
  await t.close();
});

describe('docs/ota.md', () => {
  it('the example runs as written, every message once', async () => {
    const start = GUIDE.indexOf('\n## Example (sandbox, curl)\n');
    const block = /```sh\n([\s\S]*?)```/.exec(GUIDE.slice(start))?.[1];
    expect(block).toMatch(DEFAULT_ADDRESS);
    const source = [
      'set -euo pipefail',
      'curl() { command curl --fail-with-body "$@"; }',
      block!.replace(DEFAULT_ADDRESS, `B=${base}`),
    ].join('\n');
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        'bash',
        ['-c', source],
        { cwd, timeout: 240_000, env: { ...process.env, DAY: FIRST_DEPARTURE_DAY } },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect(result, result.stderr + result.stdout).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(/booked and cancelled BR\w+/);
    expect(result.stdout).toContain('<PaymentSchedule>');
    expect(result.stdout).toContain('<CancellationFees>');
    expect(result.stdout).toContain('FareCode="STANDARD"');
    // The read by name and the history ran (their checks are in the block); the number held was a listed one.
    expect(block).toContain('HistoryRequestedInd');
    expect(block).toContain('CruiseReadRequest');
    // Every message of the channel appears in the example.
    for (const name of [
      'OTA_PingRQ',
      'OTA_CruiseSailAvailRQ',
      'OTA_CruiseFareAvailRQ',
      'OTA_CruiseCategoryAvailRQ',
      'OTA_CruiseCabinAvailRQ',
      'OTA_CruiseCabinHoldRQ',
      'OTA_CruiseCabinUnholdRQ',
      'OTA_CruisePriceBookingRQ',
      'OTA_CruiseBookRQ',
      'OTA_ReadRQ',
      'OTA_CruisePaymentRQ',
      'OTA_CruiseCancellationPricingRQ',
      'OTA_CancelRQ',
    ]) {
      expect(block).toContain(name);
    }
  }, 300_000);
});
