/**
 * The operator's message to partners (issue 23 item 7): stored with the disruption, carried in each affected
 * booking's `booking.disrupted` event and its `disruptions` entry; absent when none was written; refused,
 * naming `message`, when too long or holding control characters. A call picked by its seq alone (the portal's
 * list) tells apart a port the sailing calls at twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDisruptionCommand } from '../../src/domain/disruptions/command.js';
import { createDisruptionService, type DisruptionService } from '../../src/domain/disruptions/index.js';
import { wallPlus } from '../../src/domain/disruptions/resolve.js';
import { AppError } from '../../src/kernel/errors.js';
import { callsOfSailing, findSailing } from '../../src/domain/catalog/sailings.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let api: V2Client;
let service: DisruptionService;
const BY = { recordedBy: 'test-operator' };

beforeAll(async () => {
  t = await createTestApp({ days: 2 });
  api = await v2Client(t.app, 1);
  service = createDisruptionService({
    db: t.tdb.database.db,
    clock: t.clock,
    records: bookingRecords,
    timeZone: t.config.operatorTimeZone,
    sessions: createSessionStore({ clock: t.clock, idleSeconds: 900, maxSeconds: 3600 }),
  });
});
afterAll(async () => t?.close());

async function disruptedEvents(bookingId: string) {
  const res = await api.call('GET', '/events', undefined, {}, { limit: '1000' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().events as { type: string; data: Record<string, unknown> }[]).filter(
    (e) => e.type === 'booking.disrupted' && e.data.bookingId === bookingId,
  );
}

async function fields(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error.errors;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('a message to partners', () => {
  it('is stored, carried in the event and on the booking, trimmed', async () => {
    const booking = await confirmBooking(api, { day: FIRST_DEPARTURE_DAY, from: 'BGO', to: 'TOS' });
    const sailing = await findSailing(t.tdb.database.db, `RW+${FIRST_DEPARTURE_DAY}`);
    const tos = (await callsOfSailing(t.tdb.database.db, sailing.id)).find((c) => c.portCode === 'TOS')!;
    const message = 'Storm in the Vestfjord.\nGuests for Tromsø continue to Skjervøy; a bus brings them back.';
    const saved = await service.record(
      {
        sailing: sailing.code,
        kind: 'CALL_RETIMED',
        callSeq: tos.seq,
        newDateTime: wallPlus(tos.departureAt!, 5 * 60_000).slice(0, 16),
        message: `  ${message}\r\n`,
      },
      BY,
    );
    expect(saved.message).toBe(message);
    expect(saved.portCode).toBe('TOS');

    const [event] = await disruptedEvents(booking.bookingId);
    expect(event!.data.disruption).toMatchObject({ kind: 'CALL_RETIMED', portCode: 'TOS', message });
    const resource = (await api.call('GET', `/bookings/${booking.bookingId}`)).json();
    expect(resource.disruptions.at(-1).message).toBe(message);
    expect((await service.recent())[0]!.message).toBe(message);
  });

  it('is absent from the event and the entry when none was written', async () => {
    const day = '2027-01-11';
    const booking = await confirmBooking(api, { day, from: 'BGO', to: 'TOS' });
    const sailing = await findSailing(t.tdb.database.db, `HP+${day}`);
    const tos = (await callsOfSailing(t.tdb.database.db, sailing.id)).find((c) => c.portCode === 'TOS')!;
    await service.record({ sailing: sailing.code, kind: 'PORT_SKIPPED', callSeq: tos.seq, message: '   ' }, BY);
    const [event] = await disruptedEvents(booking.bookingId);
    expect(event!.data.disruption).not.toHaveProperty('message');
    const resource = (await api.call('GET', `/bookings/${booking.bookingId}`)).json();
    expect(resource.disruptions.at(-1)).not.toHaveProperty('message');
  });

  it('is refused, naming the field, when too long or with control characters', async () => {
    const sailing = await findSailing(t.tdb.database.db, `RW+${FIRST_DEPARTURE_DAY}`);
    const input = { sailing: sailing.code, kind: 'SAILING_CANCELLED' as const };
    expect(await fields(service.preview({ ...input, message: 'x'.repeat(501) }))).toEqual({
      message: ['must be at most 500 characters (got 501)'],
    });
    expect(await fields(service.preview({ ...input, message: 'bell\u0007' }))).toEqual({
      message: ['must not hold control characters'],
    });
    expect((await service.preview({ ...input, message: 'é'.repeat(500) })).message).toHaveLength(500);
  });
});

describe('the command line', () => {
  it('takes --message and prints it with the preview', async () => {
    const sailing = await findSailing(t.tdb.database.db, `RW+${FIRST_DEPARTURE_DAY}`);
    const out: string[] = [];
    const code = await runDisruptionCommand(
      ['preview', '--sailing', sailing.code, '--kind', 'SAILING_CANCELLED', '--message', 'Engine trouble.'],
      { disruptions: service, io: { out: (l) => out.push(l), err: (l) => out.push(l) } },
    );
    expect(code, out.join('\n')).toBe(0);
    expect(out).toContain('message to partners: Engine trouble.');
  });
});

describe('a call picked by its seq alone', () => {
  it('names the call of a port called twice; an unknown seq is refused on callSeq', async () => {
    const sailing = await findSailing(t.tdb.database.db, `RW+${FIRST_DEPARTURE_DAY}`);
    const calls = await callsOfSailing(t.tdb.database.db, sailing.id);
    const twice = calls.filter((c) => c.portCode === calls.at(-2)!.portCode);
    expect(twice.length).toBeGreaterThan(1);
    const preview = await service.preview({ sailing: sailing.code, kind: 'PORT_SKIPPED', callSeq: twice[1]!.seq });
    expect(preview).toMatchObject({ portCode: twice[1]!.portCode, callSeq: twice[1]!.seq });
    expect(await fields(service.preview({ sailing: sailing.code, kind: 'PORT_SKIPPED', callSeq: 999 }))).toEqual({
      callSeq: [`is not a call of the sailing (its calls are 0 to ${calls.length - 1})`],
    });
  });
});
