/**
 * An OTA hold and a V2 hold compete for the same last cabin (issue 35 "Done when"), on PostgreSQL (never PGlite:
 * one connection, nothing would race). Two instances of the app on one database (test/support/instances.ts
 * listeningPair), real HTTP clients: in each round the OTA hold goes to one instance as one agency and the V2
 * create to the other as the other agency, at the same moment, for a grade with exactly one cabin left. Exactly
 * one wins, never both; the winner's hold is released and the next round races again (sides swapped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { sandboxAuthForServer } from '../support/auth.js';
import { callServer, listeningPair, type ServerClient } from '../support/instances.js';
import { otaOverHttp as ota, pos } from '../support/ota.js';

const ROUNDS = 12;
/**
 * Which side starts first, and by how much (ms): positive, the V2 create starts that long after the OTA holds;
 * negative, the OTA holds start after the V2 create. The rounds sweep from V2 a second ahead to OTA a second ahead,
 * so the first rounds go to V2 and the last to OTA whatever the machine's speed, and the rounds between meet
 * where the two arrive together. (The sweep was from 0 to 5.5 s of V2 delay when an OTA hold spent about a second
 * validating its message; since the schemas are compiled once, OTA took every round.)
 */
const v2OffsetMs = (round: number) => Math.round((round / (ROUNDS - 1) - 0.5) * 2000);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const holdXml = (name: string, voyageId: string, grade: string) =>
  `<OTA_CruiseCabinHoldRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" TransactionIdentifier="${name}">${pos()}` +
  `<GuestCounts><GuestCount Code="10" Quantity="1"/></GuestCounts><SelectedSailing VoyageID="${voyageId}">` +
  `<SelectedCategory PricedCategoryCode="${grade}"><SelectedCabin CabinNumber="GTY"/></SelectedCategory></SelectedSailing></OTA_CruiseCabinHoldRQ>`;
type Client = ServerClient;

let t: TestApp;
let pair: Awaited<ReturnType<typeof listeningPair>> | undefined;
/** [instance][agency] */
let clients: Client[][];

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, env: { ...MANY_HOLDS, V2_RATE_LIMIT_MAX: '0' } });
  expect(t.tdb.database.engine).toBe('postgres');
  pair = await listeningPair(t);
  clients = await Promise.all(
    pair.bases.map((base) => Promise.all([sandboxAuthForServer(base, 1), sandboxAuthForServer(base, 2)])),
  );
}, 120_000);
afterAll(async () => {
  await pair?.close();
  await t?.close();
});

const v2 = callServer;

const search = (client: Client, adults: number) =>
  v2(client, 'POST', '/search/voyages', {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: Array.from({ length: adults }, () => ({ type: 'ADULT' })),
  });

const voyageIdOf = (departureDate: string) => `BGOTOS${departureDate.slice(0, 16).replace(/[-T:]/g, '')}`;

describe('the last cabin: an OTA hold against a V2 hold', () => {
  it('one wins, never both, round after round', async () => {
    // The grade with the fewest cabins, held by agency 2 down to its last one (nine cabins per create).
    const first = await search(clients[0]![1]!, 1);
    const departureDate: string = first.body.results[0].departureDate;
    const grade = [...first.body.results[0].cabinGrades]
      .filter((g: { maximumOccupancy: number }) => g.maximumOccupancy >= 1)
      .sort(
        (a: { availableCabins: number }, b: { availableCabins: number }) => a.availableCabins - b.availableCabins,
      )[0];
    let left: number = grade.availableCabins;
    while (left > 1) {
      const n = Math.min(9, left - 1);
      const s = await search(clients[0]![1]!, n);
      const created = await v2(clients[0]![1]!, 'POST', `/bookings/create/voyage-only/${s.body.sessionId}`, {
        departureDate,
        cabinMix: Array.from({ length: n }, (_, i) => ({ code: grade.code, guestIds: [i + 1] })),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      left -= n;
    }
    const check = await search(clients[0]![0]!, 1);
    expect(check.body.results[0].cabinGrades.find((g: { code: string }) => g.code === grade.code).availableCabins).toBe(
      1,
    );

    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Two OTA holds (one per instance, agency 1) and a V2 create (agency 2, alternating instances) for the one cabin.
      const otaHolds = [0, 1].map((instance) => ({
        client: clients[instance]![0]!,
        name: `RACE-${round}-${instance}`,
      }));
      const v2Sides = await Promise.all(
        [v2OffsetMs(round)].map(async (offset) => {
          const client = clients[round % 2]![1]!;
          return { client, offset, sessionId: (await search(client, 1)).body.sessionId as string };
        }),
      );
      const otaRace = otaHolds.map(async (h) => {
        await delay(-v2OffsetMs(round));
        return ota(h.client, 'OTA_CruiseCabinHoldRQ', holdXml(h.name, voyageIdOf(departureDate), grade.code));
      });
      const v2Race = v2Sides.map(async (side) => {
        await delay(side.offset);
        return v2(side.client, 'POST', `/bookings/create/voyage-only/${side.sessionId}`, {
          departureDate,
          cabinMix: [{ code: grade.code, guestIds: [1] }],
        });
      });
      const [otaAnswers, v2Answers] = await Promise.all([Promise.all(otaRace), Promise.all(v2Race)]);
      const otaWinners = otaHolds.filter((_, i) => otaAnswers[i]!.root.Success !== undefined);
      const v2Winners = v2Sides.filter((_, i) => v2Answers[i]!.status === 201);
      expect(otaWinners.length + v2Winners.length, `${JSON.stringify(otaAnswers)} ${JSON.stringify(v2Answers)}`).toBe(
        1,
      );
      otaAnswers.forEach(
        (a) => a.root.Success === undefined && expect(a.root.Errors.Error['@ShortText']).toBe('CABIN_UNAVAILABLE'),
      );
      v2Answers.forEach((a) => a.status !== 201 && expect(a.body.code).toBe('CABIN_UNAVAILABLE'));
      outcomes.push(otaWinners.length ? 'ota' : 'v2');
      // Free the last cabin again for the next round.
      for (const winner of otaWinners) {
        const unhold = await ota(
          winner.client,
          'OTA_CruiseCabinUnholdRQ',
          `<OTA_CruiseCabinUnholdRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" TransactionIdentifier="${winner.name}">${pos()}<SelectedSailing><SelectedCabin CabinNumber="GTY"/></SelectedSailing></OTA_CruiseCabinUnholdRQ>`,
        );
        expect(unhold.root.Success).toBe('');
      }
      for (const winner of v2Winners) {
        expect((await v2(winner.client, 'POST', `/sandbox/sessions/${winner.sessionId}/expire`)).status).toBe(204);
      }
    }
    // Both channels won rounds: the race was a race, not a queue.
    expect(new Set(outcomes).size, outcomes.join(', ')).toBe(2);
    console.log(`OTA against V2 for the last cabin, ${ROUNDS} rounds: ${outcomes.join(', ')}`);
  }, 600_000);
});
