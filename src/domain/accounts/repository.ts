/**
 * The accounts' SQL: the only code that names portal_users, portal_invitations, portal_password_resets and
 * portal_access_requests (the session store keeps portal_sessions, session-store.ts). Each function is one
 * statement; the services (sign-in.ts, team.ts, invitations.ts, passwords.ts, access-requests.ts) hold the
 * transactions and the rules (rules.ts).
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { agencyClientIdOf, agencyNameOf, agencySuspendedOf } from '../auth/agency-reads.js';
import { portalAccessRequests, portalInvitations, portalPasswordResets, portalUsers } from './schema.js';
import { normalEmail } from './rules.js';
import type { NewPortalUser, OpenInvitation, PortalUser, Team, TeamMember } from './types.js';

export type InvitationRow = typeof portalInvitations.$inferSelect;
export type PasswordResetRow = typeof portalPasswordResets.$inferSelect;
export type AccessRequestRow = typeof portalAccessRequests.$inferSelect;

// --- users

export async function findPortalUser(db: DbOrTx, userId: string): Promise<PortalUser | undefined> {
  const [row] = await db
    .select({
      id: portalUsers.id,
      email: portalUsers.email,
      name: portalUsers.name,
      role: portalUsers.role,
      agencyRole: portalUsers.agencyRole,
      agencyId: portalUsers.agencyId,
      // Null, as the user's agency_id, for the operator's staff.
      clientId: agencyClientIdOf(portalUsers.agencyId),
      agencyName: agencyNameOf(portalUsers.agencyId),
      suspended: agencySuspendedOf(portalUsers.agencyId),
    })
    .from(portalUsers)
    .where(eq(portalUsers.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    agencyRole: row.role === 'AGENCY' ? (row.agencyRole ?? 'AGENT') : null,
    agency:
      row.role === 'AGENCY' && row.agencyId
        ? { id: row.agencyId, clientId: row.clientId, name: row.agencyName, suspended: row.suspended }
        : null,
  };
}

/** A new user; the caller has checked the input. Returns the id; throws on a taken e-mail (unique index). */
export async function insertPortalUser(db: DbOrTx, user: NewPortalUser): Promise<string> {
  const [row] = await db
    .insert(portalUsers)
    .values({ ...user, email: normalEmail(user.email) })
    .returning({ id: portalUsers.id });
  return row!.id;
}

/** The same, for the sandbox's fixed logins: nothing when the address has an account already. */
export async function insertPortalUserIfAbsent(db: DbOrTx, user: NewPortalUser): Promise<boolean> {
  const inserted = await db
    .insert(portalUsers)
    .values(user)
    .onConflictDoNothing({ target: portalUsers.email })
    .returning({ id: portalUsers.id });
  return inserted.length > 0;
}

/** The account of a (normalised) e-mail address. */
export async function userByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; name: string; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ id: portalUsers.id, name: portalUsers.name, passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(eq(portalUsers.email, email));
  return row;
}

export async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(eq(portalUsers.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(portalUsers).set({ passwordHash }).where(eq(portalUsers.id, userId));
}

export async function recordSignIn(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(portalUsers).set({ lastSignedInAt: at }).where(eq(portalUsers.id, userId));
}

// --- teams

const teamUsers = (team: Team) =>
  team.kind === 'AGENCY' ? eq(portalUsers.agencyId, team.agencyId) : eq(portalUsers.role, 'OPERATOR');
const teamInvitations = (team: Team) =>
  team.kind === 'AGENCY' ? eq(portalInvitations.agencyId, team.agencyId) : eq(portalInvitations.role, 'OPERATOR');

export async function teamMembers(db: DbOrTx, team: Team): Promise<TeamMember[]> {
  return db
    .select({
      id: portalUsers.id,
      email: portalUsers.email,
      name: portalUsers.name,
      agencyRole: portalUsers.agencyRole,
      createdAt: portalUsers.createdAt,
      lastSignedInAt: portalUsers.lastSignedInAt,
    })
    .from(portalUsers)
    .where(teamUsers(team))
    .orderBy(asc(portalUsers.name), asc(portalUsers.email));
}

/** The team's invitations not yet used (expired ones too, marked by their date, so they can be sent again). */
export async function teamInvitationList(db: DbOrTx, team: Team): Promise<OpenInvitation[]> {
  return db
    .select({
      id: portalInvitations.id,
      email: portalInvitations.email,
      agencyRole: portalInvitations.agencyRole,
      createdAt: portalInvitations.createdAt,
      expiresAt: portalInvitations.expiresAt,
    })
    .from(portalInvitations)
    .where(teamInvitations(team))
    .orderBy(asc(portalInvitations.email));
}

/**
 * How many of the team can manage it (an agency's admins, or every operator), their rows locked: two admins
 * demoting each other at once cannot both pass the check.
 */
export async function lockTeamManagers(tx: DbOrTx, team: Team): Promise<number> {
  const condition =
    team.kind === 'AGENCY'
      ? and(eq(portalUsers.agencyId, team.agencyId), eq(portalUsers.agencyRole, 'ADMIN'))
      : eq(portalUsers.role, 'OPERATOR');
  const rows = await tx.select({ id: portalUsers.id }).from(portalUsers).where(condition).for('update');
  return rows.length;
}

export async function setAgencyRole(tx: DbOrTx, userId: string, agencyRole: 'ADMIN' | 'AGENT'): Promise<void> {
  await tx.update(portalUsers).set({ agencyRole }).where(eq(portalUsers.id, userId));
}

/** Deletes a user (their sessions cascade). */
export async function deletePortalUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(portalUsers).where(eq(portalUsers.id, userId));
}

// --- invitations

/** The open invitation of an address, locked (one per address). */
export async function lockInvitationOf(tx: DbOrTx, email: string): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(portalInvitations).where(eq(portalInvitations.email, email)).for('update');
  return row;
}

export async function invitationById(db: DbOrTx, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(portalInvitations).where(eq(portalInvitations.id, id));
  return row;
}

export async function insertInvitation(
  tx: DbOrTx,
  invitation: Omit<InvitationRow, 'id' | 'createdAt'>,
): Promise<string> {
  const [row] = await tx.insert(portalInvitations).values(invitation).returning({ id: portalInvitations.id });
  return row!.id;
}

/** Deletes an invitation; false when it was gone already (of two acceptances at once, the second). */
export async function deleteInvitation(tx: DbOrTx, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(portalInvitations)
    .where(eq(portalInvitations.id, id))
    .returning({ id: portalInvitations.id });
  return deleted.length > 0;
}

/** Deletes an invitation of the team; its address, or undefined when the team has no such invitation. */
export async function deleteTeamInvitation(
  db: DbOrTx,
  team: Team,
  invitationId: string,
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .delete(portalInvitations)
    .where(and(eq(portalInvitations.id, invitationId), teamInvitations(team)))
    .returning({ email: portalInvitations.email });
  return row;
}

// --- password resets

/** The user's one reset link: earlier ones are deleted. Returns the new row's id. */
export async function replacePasswordReset(
  tx: DbOrTx,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<string> {
  await tx.delete(portalPasswordResets).where(eq(portalPasswordResets.userId, reset.userId));
  const [row] = await tx.insert(portalPasswordResets).values(reset).returning({ id: portalPasswordResets.id });
  return row!.id;
}

export async function passwordResetById(db: DbOrTx, id: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(portalPasswordResets).where(eq(portalPasswordResets.id, id));
  return row;
}

/** Deletes a used reset link; false when it was used already. */
export async function deletePasswordReset(tx: DbOrTx, id: string): Promise<boolean> {
  const used = await tx
    .delete(portalPasswordResets)
    .where(eq(portalPasswordResets.id, id))
    .returning({ id: portalPasswordResets.id });
  return used.length > 0;
}

// --- access requests

const isPending = eq(portalAccessRequests.status, 'PENDING');

/** The password hash of an address's waiting access request. */
export async function pendingRequestHash(db: DbOrTx, email: string): Promise<string | undefined> {
  const [request] = await db
    .select({ passwordHash: portalAccessRequests.passwordHash })
    .from(portalAccessRequests)
    .where(and(eq(portalAccessRequests.email, email), isPending));
  return request?.passwordHash;
}

/** Files a request; nothing when the address has an open one (unique index). */
export async function insertAccessRequest(
  db: DbOrTx,
  request: Pick<AccessRequestRow, 'agencyName' | 'market' | 'currencies' | 'contactName' | 'email' | 'passwordHash'>,
): Promise<void> {
  await db.insert(portalAccessRequests).values(request).onConflictDoNothing();
}

export async function pendingRequestPage(db: DbOrTx, limit: number, offset: number): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(portalAccessRequests)
    .where(isPending)
    .orderBy(desc(portalAccessRequests.createdAt), desc(portalAccessRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function pendingRequestCount(db: DbOrTx): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(portalAccessRequests).where(isPending);
  return counted?.total ?? 0;
}

/** The most recently decided requests, approved or rejected. */
export async function decidedRequests(db: DbOrTx, limit: number): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(portalAccessRequests)
    .where(ne(portalAccessRequests.status, 'PENDING'))
    .orderBy(desc(portalAccessRequests.decidedAt))
    .limit(limit);
}

/** One pending request; `lock` locks it for the decision. */
export async function pendingRequest(
  db: DbOrTx,
  requestId: string,
  lock = false,
): Promise<AccessRequestRow | undefined> {
  const query = db
    .select()
    .from(portalAccessRequests)
    .where(and(eq(portalAccessRequests.id, requestId), isPending));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markRequestApproved(
  tx: DbOrTx,
  requestId: string,
  decision: { decidedBy: string; agencyId: string },
): Promise<void> {
  await tx
    .update(portalAccessRequests)
    .set({ status: 'APPROVED', decidedAt: sql`now()`, ...decision })
    .where(eq(portalAccessRequests.id, requestId));
}

/** Rejects a pending request; undefined when it is not (or no longer) pending. */
export async function markRequestRejected(
  db: DbOrTx,
  requestId: string,
  decision: { decidedBy: string; rejectionReason: string },
): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .update(portalAccessRequests)
    .set({ status: 'REJECTED', decidedAt: sql`now()`, ...decision })
    .where(and(eq(portalAccessRequests.id, requestId), isPending))
    .returning();
  return row;
}
