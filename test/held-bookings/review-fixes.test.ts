/**
 * Rules found in review: a request names each item once; a booking places the whole party; confirm
 * confirms the booking as it is when it commits; a write that outlived its session's expiry never revives it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInReservationBackend, type ReservationBackend } from '../../src/domain/bookings/reservation-backend.js';
import { eq } from 'drizzle-orm';
import { agencies } from '../../src/domain/auth/schema.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
/** Runs during the next reservation, i.e. while a confirm is between its checks and its transaction. */
let duringReserve: (() => Promise<void>) | undefined;
const backend: ReservationBackend = {
  async reserve(request) {
    const hook = duringReserve;
    duringReserve = undefined;
    await hook?.();
    return builtInReservationBackend.reserve(request);
  },
};

beforeAll(async () => {
  t = await createTestApp({ reservationBackend: backend });
  api = await v2Client(t.app);
});
afterAll(async () => t?.close());

const PARTY = [{ type: 'ADULT' }, { type: 'CHILD' }];

async function held() {
  const s = (
    await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: PARTY,
    })
  ).json();
  const res = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return s.sessionId as string;
}

describe('one entry per item code in a request', () => {
  it('refuses a repeated addon or excursion code (400) and changes nothing', async () => {
    const sid = await held();
    const excursion = (await api.sub('GET', 'voyage-only', sid, 'excursions')).json().excursions[0];
    for (const [path, body, field] of [
      [
        'addons',
        {
          addons: [
            { code: 'DINNER', guestIds: [1] },
            { code: 'DINNER', guestIds: [2] },
          ],
        },
        'addons[1].code',
      ],
      [
        'excursions',
        {
          excursions: [
            { code: excursion.code, guestIds: [1] },
            { code: excursion.code, guestIds: [1] },
          ],
        },
        'excursions[1].code',
      ],
      [
        'supplemental-tours',
        { supplementalTours: [{ code: 'BGO-PRE-1N' }, { code: 'BGO-PRE-1N' }] },
        'supplementalTours[1].code',
      ],
    ] as const) {
      const res = await api.sub('POST', 'voyage-only', sid, path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toBeDefined();
    }
    const booking = (await api.get('voyage-only', sid)).json();
    expect([booking.addons, booking.excursions, booking.supplementalTours]).toEqual([[], [], []]);
  });
});

describe('the party of the search', () => {
  it('must be placed whole at create (400 naming cabinMix)', async () => {
    const s = (
      await api.searchVoyages({
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [...PARTY, { type: 'ADULT' }],
      })
    ).json();
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.cabinMix[0]).toMatch(/guest\(s\) 3/);
  });
});

describe('confirm', () => {
  it('confirms the booking as it is when the confirm commits, not as it was read before the back end call', async () => {
    const sid = await held();
    duringReserve = async () => {
      const res = await api.sub('POST', 'voyage-only', sid, 'addons', {
        addons: [{ code: 'DINNER', guestIds: [1, 2] }],
      });
      expect(res.statusCode).toBe(200);
    };
    const confirmed = await api.sub('POST', 'voyage-only', sid, 'confirm', {
      guests: [
        { guestId: 1, ...LEAD },
        { guestId: 2, firstName: 'Ola', lastName: 'N', dateOfBirth: '2016-06-01', gender: 'MALE', nationality: 'NO' },
      ],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().addons).toEqual([{ code: 'DINNER', guests: [1, 2], isMandatory: false }]);
    const read = (await api.call('GET', `/bookings/${confirmed.json().bookingId}`)).json();
    expect(read.priceBreakdown.addons.map((a: { code: string }) => a.code)).toEqual(['DINNER']);
  });
});

describe('session expiry during a write', () => {
  it('a write that reaches its end after the expiry rolls back with 404 instead of extending the session', async () => {
    const sessions = createSessionStore({ clock: t.clock, idleSeconds: 900, maxSeconds: 7200 });
    const sid = await held();
    const db = t.tdb.database.db;
    const agencyId = (
      await sessions.loadLive(
        db,
        sid,
        (await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.clientId, 'sandbox-agency')))[0]!.id,
      )
    ).agencyId;
    await expect(
      db.transaction(async (tx) => {
        await sessions.loadLive(tx, sid, agencyId, { forUpdate: true }); // live at the start of the write
        t.clock.advanceSeconds(901); // ... and expired before its end
        await sessions.touch(tx, sid);
      }),
    ).rejects.toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
    await expect(sessions.loadLive(db, sid, agencyId)).rejects.toMatchObject({ status: 404 });
  });
});
