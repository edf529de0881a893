/**
 * User management's services (portal/team.ts, invitations.ts, passwords.ts, users.ts's sign-in): invitations
 * with single-use, hashed, expiring links; roles and the last admin; removal; password change and reset, and
 * the sessions they end; a waiting access request's sign-in; the rejection's reason.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/kernel/clock.js';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import {
  portalAccessRequests,
  portalInvitations,
  portalPasswordResets,
  portalUsers,
} from '../../src/domain/accounts/schema.js';
import { memoryRateCounter } from '../../src/platform/http/rate-counter.js';
import { AppError } from '../../src/kernel/errors.js';
import { fileAccessRequest, rejectAccessRequest } from '../../src/domain/accounts/access-requests.js';
import { acceptInvitation, invitationByToken, inviteToTeam } from '../../src/domain/accounts/invitations.js';
import {
  changePassword,
  createPasswordReset,
  resetPassword,
  resetRequestLimit,
} from '../../src/domain/accounts/passwords.js';
import {
  changeAgencyRole,
  removeTeamMember,
  teamManagedBy,
  teamMembers,
  type Team,
} from '../../src/domain/accounts/team.js';
import { findPortalUser } from '../../src/domain/accounts/repository.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { createSignIn } from '../../src/domain/accounts/sign-in.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
let db: Db;
const clock = new ManualClock('2027-01-05T09:00:00Z');
let team: Team;
let adminId: string;
let operatorId: string;

beforeAll(async () => {
  tdb = await createTestDatabase({ start: 'seeded' });
  db = tdb.database.db;
  await ensureSandboxPortalUsers(db);
  const [admin] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'agent@sandbox-agency.example'));
  const [operator] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'operator@berth.example'));
  adminId = admin!.id;
  operatorId = operator!.id;
  team = teamManagedBy((await findPortalUser(db, adminId))!)!;
});
afterAll(async () => tdb?.close());

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

async function session(userId: string, id: string) {
  await db.execute(
    sql`insert into portal_sessions (id, data, user_id, expires_at) values (${id}, '{}'::jsonb, ${userId}, now() + interval '1 hour')`,
  );
}
const sessionsOf = async (userId: string) =>
  (await queryRows<{ id: string }>(db, sql`select id from portal_sessions where user_id = ${userId} order by id`)).map(
    (r) => r.id,
  );

async function invited(email: string, agencyRole: 'ADMIN' | 'AGENT' | null = 'AGENT', to: Team = team) {
  return inviteToTeam(db, clock, { team: to, email, agencyRole, invitedBy: adminId });
}

describe('who manages which team', () => {
  it('an agency admin its agency, an operator the operator staff, an agent nobody', async () => {
    expect(team).toMatchObject({ kind: 'AGENCY' });
    expect(teamManagedBy((await findPortalUser(db, operatorId))!)).toEqual({ kind: 'OPERATOR' });
    const agent = { ...(await findPortalUser(db, adminId))!, agencyRole: 'AGENT' as const };
    expect(teamManagedBy(agent)).toBeUndefined();
  });
});

describe('invitations', () => {
  it('keeps only a hash of the link, and the link makes the account once, with the invited role', async () => {
    const { token } = await invited('Kari@Sandbox-Agency.example', 'AGENT');
    const [row] = await db
      .select()
      .from(portalInvitations)
      .where(eq(portalInvitations.email, 'kari@sandbox-agency.example'));
    expect(row!.tokenHash).not.toContain(token.split('.')[1]);
    expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);

    const userId = await acceptInvitation(db, clock, { token, name: 'Kari', password: 'kari-password-1' });
    const user = await findPortalUser(db, userId);
    expect(user).toMatchObject({ email: 'kari@sandbox-agency.example', role: 'AGENCY', agencyRole: 'AGENT' });
    expect(user!.agency!.clientId).toBe('sandbox-agency');
    // Used once.
    expect(
      (await refusal(acceptInvitation(db, clock, { token, name: 'Again', password: 'kari-password-2' }))).status,
    ).toBe(404);
  });

  it('refuses an altered link, and one older than 7 days', async () => {
    const { token } = await invited('late@sandbox-agency.example');
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await invitationByToken(db, clock, altered)).toBeUndefined();
    expect(await invitationByToken(db, clock, 'nonsense')).toBeUndefined();
    expect(await invitationByToken(db, clock, token)).toBeDefined();
    clock.advance(7 * 86_400_000 + 1000);
    try {
      expect(await invitationByToken(db, clock, token)).toBeUndefined();
    } finally {
      clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('names the field: a bad address, an address with an account, one invited by another team', async () => {
    expect((await refusal(invited('not-an-address'))).errors).toHaveProperty('email');
    expect((await refusal(invited('operator@berth.example'))).errors!.email![0]).toContain('has a portal account');
    await inviteToTeam(db, clock, {
      team: { kind: 'OPERATOR' },
      email: 'ops2@berth.example',
      agencyRole: null,
      invitedBy: operatorId,
    });
    expect((await refusal(invited('ops2@berth.example'))).errors!.email![0]).toContain('invited elsewhere');
  });

  it('inviting again replaces the earlier link', async () => {
    const first = await invited('twice@sandbox-agency.example');
    const second = await invited('twice@sandbox-agency.example', 'ADMIN');
    expect(await invitationByToken(db, clock, first.token)).toBeUndefined();
    expect((await invitationByToken(db, clock, second.token))!.agencyRole).toBe('ADMIN');
  });
});

describe('roles and removal', () => {
  it('keeps the last admin: no demotion, no removal; never oneself', async () => {
    expect((await refusal(changeAgencyRole(db, team, adminId, 'AGENT'))).status).toBe(409);
    expect((await refusal(removeTeamMember(db, team, adminId, operatorId))).detail).toContain('last admin');
    expect((await refusal(removeTeamMember(db, team, adminId, adminId))).detail).toContain('yourself');
  });

  it('promotes and demotes a colleague, and removal ends their sessions', async () => {
    const { token } = await invited('lena@sandbox-agency.example');
    const lena = await acceptInvitation(db, clock, { token, name: 'Lena', password: 'lena-password-1' });
    expect((await changeAgencyRole(db, team, lena, 'ADMIN')).agencyRole).toBe('ADMIN');
    // Two admins now: the first may become an agent, and back.
    await changeAgencyRole(db, team, adminId, 'AGENT');
    await changeAgencyRole(db, team, adminId, 'ADMIN');
    await session(lena, 'lena-session');
    await removeTeamMember(db, team, lena, adminId);
    expect(await findPortalUser(db, lena)).toBeUndefined();
    expect(await sessionsOf(lena)).toEqual([]);
  });

  it("another team's user is not found", async () => {
    expect((await refusal(removeTeamMember(db, team, operatorId, adminId))).status).toBe(404);
    expect((await refusal(changeAgencyRole(db, { kind: 'OPERATOR' }, adminId, 'AGENT'))).status).toBe(404);
  });
});

describe('passwords', () => {
  let userId: string;
  beforeAll(async () => {
    const { token } = await invited('pw@sandbox-agency.example');
    userId = await acceptInvitation(db, clock, { token, name: 'Pat', password: 'first-password' });
  });

  it('a change needs the current password and ends the other sessions', async () => {
    await session(userId, 'pw-a');
    await session(userId, 'pw-b');
    const wrong = await refusal(
      changePassword(db, {
        userId,
        current: 'nope-nope-nope',
        password: 'second-password',
        repeated: 'second-password',
        keepSession: 'pw-a',
      }),
    );
    expect(wrong.errors).toHaveProperty('current');
    const mismatch = await refusal(
      changePassword(db, {
        userId,
        current: 'first-password',
        password: 'second-password',
        repeated: 'other',
        keepSession: 'pw-a',
      }),
    );
    expect(mismatch.errors).toHaveProperty('repeat');
    await changePassword(db, {
      userId,
      current: 'first-password',
      password: 'second-password',
      repeated: 'second-password',
      keepSession: 'pw-a',
    });
    expect(await sessionsOf(userId)).toEqual(['pw-a']);
    const signIn = createSignIn({ db, clock, counter: memoryRateCounter(clock) });
    expect((await signIn('pw@sandbox-agency.example', 'second-password', '10.0.0.1')).ok).toBe(true);
  });

  it('a reset link: none for an unknown address; hashed; an hour; once; ends every session', async () => {
    expect(await createPasswordReset(db, clock, 'nobody@nowhere.example')).toBeUndefined();
    const reset = (await createPasswordReset(db, clock, 'PW@sandbox-agency.example'))!;
    const [row] = await db.select().from(portalPasswordResets).where(eq(portalPasswordResets.userId, userId));
    expect(JSON.stringify(row)).not.toContain(reset.token.split('.')[1]);

    clock.advance(61 * 60_000);
    expect(
      (
        await refusal(
          resetPassword(db, clock, { token: reset.token, password: 'third-password', repeated: 'third-password' }),
        )
      ).status,
    ).toBe(404);
    clock.advance(-61 * 60_000);

    await session(userId, 'pw-c');
    await resetPassword(db, clock, { token: reset.token, password: 'third-password', repeated: 'third-password' });
    expect(await sessionsOf(userId)).toEqual([]);
    expect(
      (
        await refusal(
          resetPassword(db, clock, { token: reset.token, password: 'fourth-password', repeated: 'fourth-password' }),
        )
      ).status,
    ).toBe(404);
  });

  it('reset requests are limited per client address (told) and per e-mail (silently)', async () => {
    const limit = resetRequestLimit({ counter: memoryRateCounter(clock), clock });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limit('10.1.1.1', 'x@y.example'));
    expect(answers.map((a) => a.ok && a.mail)).toEqual([true, true, true, false]);
    for (let i = 0; i < 6; i++) await limit('10.1.1.1', `other${i}@y.example`);
    expect((await limit('10.1.1.1', 'z@y.example')).ok).toBe(false);
  });
});

describe('access requests', () => {
  const request = {
    agencyName: 'Waiting Travel',
    market: 'NO',
    currencies: 'NOK',
    contactName: 'Wenche',
    email: 'wenche@waiting.example',
    password: 'waiting-password',
  };

  it("a waiting request's own password is told it waits; any other gets the usual answer", async () => {
    await fileAccessRequest(db, request);
    const signIn = createSignIn({ db, clock, counter: memoryRateCounter(clock) });
    expect(await signIn(request.email, request.password, '10.0.0.2')).toEqual({ ok: false, reason: 'pending' });
    expect(await signIn(request.email, 'wrong-password', '10.0.0.2')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a rejection needs a reason, keeps it, and the password is then just wrong', async () => {
    const [row] = await db.select().from(portalAccessRequests).where(eq(portalAccessRequests.email, request.email));
    expect((await refusal(rejectAccessRequest(db, row!.id, operatorId, '  '))).errors).toHaveProperty('reason');
    const applicant = await rejectAccessRequest(db, row!.id, operatorId, 'We sell in Norway through partners only.');
    expect(applicant).toEqual({ email: request.email, contactName: 'Wenche', agencyName: 'Waiting Travel' });
    const [decided] = await db.select().from(portalAccessRequests).where(eq(portalAccessRequests.id, row!.id));
    expect(decided!.rejectionReason).toBe('We sell in Norway through partners only.');
    const signIn = createSignIn({ db, clock, counter: memoryRateCounter(clock) });
    expect(await signIn(request.email, request.password, '10.0.0.3')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lists the team', async () => {
    const members = await teamMembers(db, team);
    expect(members.map((m) => m.email)).toContain('agent@sandbox-agency.example');
    expect(members.every((m) => m.agencyRole !== null)).toBe(true);
  });
});
