/**
 * The operator's command line (`npm run disruption`): preview prints the affected bookings and saves nothing;
 * record saves and prints them; a refusal exits 1 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDisruptionCommand } from '../../src/domain/disruptions/command.js';
import { createDisruptionService } from '../../src/domain/disruptions/service.js';
import { findSailing } from '../../src/domain/catalog/sailings.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ days: 1 });
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const disruptions = createDisruptionService({
    db: t.tdb.database.db,
    clock: t.clock,
    records: bookingRecords,
    timeZone: t.config.operatorTimeZone,
    sessions: createSessionStore({ clock: t.clock, idleSeconds: 900, maxSeconds: 3600 }),
  });
  const code = await runDisruptionCommand(argv, {
    disruptions,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run disruption', () => {
  it('previews, then records a cancelled sailing, printing the affected bookings', async () => {
    const booking = await confirmBooking(api, { agencyReference: 'CLI-1' });
    const sailing = await findSailing(t.tdb.database.db, `RW+${FIRST_DEPARTURE_DAY}`);
    const preview = await run('preview', '--sailing', sailing.code, '--kind', 'SAILING_CANCELLED');
    expect(preview.code, preview.err).toBe(0);
    expect(preview.out).toContain(`sailing ${sailing.code}`);
    expect(preview.out).toContain('affected confirmed bookings: 1');
    expect(preview.out).toMatch(
      new RegExp(`${booking.bookingId}\\s+Sandbox Agency\\s+ref CLI-1\\s+lead Kari Nordmann`),
    );
    expect(preview.out).toContain('nothing saved');
    expect((await api.call('GET', `/bookings/${booking.bookingId}`)).json().status).toBe('CONFIRMED');

    const recorded = await run(
      'record',
      '--sailing',
      `RW+${FIRST_DEPARTURE_DAY}`,
      '--kind',
      'SAILING_CANCELLED',
      '--by',
      'ops-anna',
    );
    expect(recorded.code, recorded.err).toBe(0);
    expect(recorded.out).toContain(booking.bookingId);
    expect(recorded.out).toMatch(/recorded dis_[0-9a-f]+ at .* by ops-anna/);
    expect((await api.call('GET', `/bookings/${booking.bookingId}`)).json().status).toBe('CANCELLED');

    const again = await run('record', '--sailing', sailing.code, '--kind', 'SAILING_CANCELLED');
    expect(again.code).toBe(1);
    expect(again.err).toContain('SAILING_ALREADY_CANCELLED');
  });

  it('exits 1 naming what is wrong', async () => {
    const noKind = await run('preview', '--sailing', '1');
    expect(noKind).toMatchObject({ code: 1, err: expect.stringContaining('--kind must be one of') });
    const retime = await run(
      'preview',
      '--sailing',
      `RW+${FIRST_DEPARTURE_DAY}`,
      '--kind',
      'CALL_RETIMED',
      '--port',
      'BGO',
    );
    expect(retime.code).toBe(1);
    expect(retime.err).toContain('newDateTime: is required for CALL_RETIMED');
    const unknown = await run('preview', '--sailing', 'NOPE-1', '--kind', 'SAILING_CANCELLED');
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('SAILING_NOT_FOUND') });
  });
});
