/**
 * Search's session, written in groups (sessions/session-store.ts `open`, platform/db/group-write.ts): many
 * searches in flight on one instance share insert statements, and still each answer names a session that is
 * committed before the answer leaves. Two server processes on one PostgreSQL database: another instance books
 * on a session the moment its search answered, and a SIGKILL of the searching instance right after its answers
 * loses none of the sessions they named.
 */
import { describe, expect, it } from 'vitest';
import { partnerClient, serverProcessFixture, tomorrowSearch } from '../support/server-process.js';

const servers = serverProcessFixture();
const SEARCHES = 40;

describe('sessions of concurrent searches', () => {
  it('are readable on another instance as each answers, and survive a crash of the instance that answered', async () => {
    const [searching, other] = await Promise.all([servers.start(), servers.start()]);
    const call = await partnerClient(searching.base);
    const search = tomorrowSearch();

    // Each search, as soon as it answers, is continued on the other instance: a create there needs its session.
    const continued: Promise<number>[] = [];
    const answers = await Promise.all(
      Array.from({ length: SEARCHES }, async (_, i) => {
        const answer = await call(searching.base, 'POST', '/search/voyages', search);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        if (i % 10 === 0) {
          continued.push(
            call(other.base, 'POST', `/bookings/create/voyage-only/${answer.body.sessionId}`, {
              departureDate: answer.body.results[0].departureDate,
              cabinMix: [{ code: 'I2', guestIds: [1] }],
            }).then((r) => r.status),
          );
        }
        return answer.body.sessionId as string;
      }),
    );
    // The crash, the moment the last answer arrived.
    await searching.kill();
    expect(searching.child.signalCode).toBe('SIGKILL');

    expect(await Promise.all(continued)).toEqual(Array.from({ length: SEARCHES / 10 }, () => 201));
    const stored = await servers.sql<{ id: string }>(`select id from sessions where id = any($1::uuid[])`, [answers]);
    expect(new Set(stored.map((r) => r.id))).toEqual(new Set(answers));
    expect(new Set(answers).size).toBe(SEARCHES);
  });
});
