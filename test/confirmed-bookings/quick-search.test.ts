/**
 * The portal's quick search and agency-reference search (issue 37 item 8), at the service: one text found in
 * the booking id, the agency reference, any guest's name or any guest's e-mail, partly and without regard to
 * case or accents, within the scope asked (an agency's own bookings, or every agency's for the operator); the
 * agency reference alone, partly and in any case (it was exact). LIKE's wildcards in the text are only text.
 * PGlite by default; PostgreSQL with TEST_DATABASE_URL (the folding is the database's own function).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingSearchQuery } from '../../src/domain/bookings/search.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { agencyIdOfBooking, bookingSearchOf } from './search-support.js';
import { confirmBooking } from '../support/lifecycle.js';
import { CHILD, LEAD, v2Client } from '../support/v2.js';

let t: TestApp;
let search: ReturnType<typeof bookingSearchOf>;
let agency1: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [api1, api2] = [await v2Client(t.app, 1), await v2Client(t.app, 2)];
  const make = async (name: string, api: typeof api1, reference: string, lead: Record<string, string>) => {
    t.clock.advanceSeconds(60);
    const guests = [{ guestId: 1, ...LEAD, ...lead }, CHILD];
    ids[name] = (await confirmBooking(api, { agencyReference: reference, guests })).bookingId;
  };
  await make('solveig', api1, 'Fjord-Trip/2027-A', {
    firstName: 'Sølveig',
    lastName: 'Åsheim',
    email: 'Solveig.Asheim@Example.NO',
  });
  await make('percent', api1, 'DISCOUNT 100%_OFF', { firstName: 'Per', lastName: 'Hansen', email: 'per@hansen.no' });
  await make('theirs', api2, 'fjord-trip/2027-b', {
    firstName: 'Solveig',
    lastName: 'Berg',
    email: 'solveig@berg.de',
  });
  agency1 = await agencyIdOfBooking(t, ids.solveig!);
  search = bookingSearchOf(t);
});
afterAll(async () => t?.close());

const found = async (q: BookingSearchQuery, scope: string | null = agency1) =>
  (await search.search(scope, q, { page: 1, pageSize: 50 })).bookings.map((b) => b.bookingId).sort();
const named = (...names: string[]) => names.map((n) => ids[n]!).sort();

describe('the quick search', () => {
  it('finds part of a booking id in any case', async () => {
    const id = ids.percent!;
    expect(await found({ text: id.slice(2, 8).toLowerCase() })).toEqual(named('percent'));
    expect(await found({ text: id })).toEqual(named('percent'));
  });

  it('finds part of the agency reference, any case and accents', async () => {
    expect(await found({ text: 'trip/2027' })).toEqual(named('solveig'));
    expect(await found({ text: 'FJORD-TRIP' }, null)).toEqual(named('solveig', 'theirs'));
  });

  it("finds part of any guest's name without regard to accents or case, and names the guest", async () => {
    expect(await found({ text: 'solveig asheim' })).toEqual(named('solveig'));
    const [row] = (await search.search(agency1, { text: 'SØLV' }, { page: 1, pageSize: 50 })).bookings;
    expect(row?.matchedGuest).toEqual({ firstName: 'Sølveig', lastName: 'Åsheim', isLead: true });
  });

  it("finds part of any guest's e-mail in any case, and names the guest whose e-mail matched", async () => {
    expect(await found({ text: 'asheim@example' })).toEqual(named('solveig'));
    const [row] = (await search.search(null, { text: 'BERG.DE' }, { page: 1, pageSize: 50 })).bookings;
    expect(row).toMatchObject({ bookingId: ids.theirs, matchedGuest: { firstName: 'Solveig', lastName: 'Berg' } });
  });

  it("keeps to the scope: an agency never finds another agency's booking", async () => {
    expect(await found({ text: 'solveig' })).toEqual(named('solveig'));
    expect(await found({ text: 'berg.de' })).toEqual([]);
    expect(await found({ text: 'solveig' }, null)).toEqual(named('solveig', 'theirs'));
  });

  it("takes LIKE's wildcards as text", async () => {
    expect(await found({ text: '100%_off' })).toEqual(named('percent'));
    expect(await found({ text: '%' })).toEqual(named('percent'));
    expect(await found({ text: '_' })).toEqual(named('percent'));
  });
});

describe('the agency reference search', () => {
  it('finds part of the reference in any case (it was exact and case-sensitive)', async () => {
    expect(await found({ agencyReferenceContains: 'fjord-trip' })).toEqual(named('solveig'));
    expect(await found({ agencyReferenceContains: '2027' }, null)).toEqual(named('solveig', 'theirs'));
    expect(await found({ agencyReferenceContains: 'Hansen' })).toEqual([]);
  });
});
