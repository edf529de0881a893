/**
 * User management (portal.md "Users"): a team is an agency's staff, managed by its admins, or the operator's
 * staff, managed by any operator. A member invites a colleague by e-mail (invitations.ts makes the account when
 * the link is used), lists the team and its open invitations, changes an agency colleague's role (ADMIN or
 * AGENT) and removes a colleague. An agency always keeps an admin, and the operator a member: the last one
 * cannot be demoted or removed. Removing a user ends their sessions (portal_sessions cascades).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { portalInvitations, portalUsers } from '../../domain/accounts/schema.js';
import { conflict, invalidField } from '../../kernel/errors.js';
import { PortalNotFound } from './guard.js';
import type { AgencyRole, PortalUser } from './users.js';

/** Whose users a page manages: one agency's, or the operator's staff. */
export type Team = { kind: 'AGENCY'; agencyId: string; agencyName: string } | { kind: 'OPERATOR' };

/** The team the user manages, or undefined: an agency's AGENT manages nobody. */
export function teamManagedBy(user: PortalUser): Team | undefined {
  if (user.role === 'OPERATOR') return { kind: 'OPERATOR' };
  if (user.agency && user.agencyRole === 'ADMIN') {
    return { kind: 'AGENCY', agencyId: user.agency.id, agencyName: user.agency.name };
  }
  return undefined;
}

export const AGENCY_ROLES: readonly AgencyRole[] = ['ADMIN', 'AGENT'];

export function parseAgencyRole(value: string): AgencyRole {
  if (!(AGENCY_ROLES as readonly string[]).includes(value)) throw invalidField('role', 'must be Admin or Agent');
  return value as AgencyRole;
}

/** The rows of the team's users (portal_users) and invitations, as SQL conditions. */
export function teamUsers(team: Team) {
  return team.kind === 'AGENCY' ? eq(portalUsers.agencyId, team.agencyId) : eq(portalUsers.role, 'OPERATOR');
}
export function teamInvitations(team: Team) {
  return team.kind === 'AGENCY'
    ? eq(portalInvitations.agencyId, team.agencyId)
    : eq(portalInvitations.role, 'OPERATOR');
}

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  agencyRole: AgencyRole | null;
  createdAt: Date;
  lastSignedInAt: Date | null;
}

export interface OpenInvitation {
  id: string;
  email: string;
  agencyRole: AgencyRole | null;
  createdAt: Date;
  expiresAt: Date;
}

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

/** One member of the team, or undefined (another team's user is "not found" too). */
export async function teamMember(db: DbOrTx, team: Team, userId: string): Promise<TeamMember | undefined> {
  const members = await teamMembers(db, team);
  return members.find((m) => m.id === userId);
}

/** How many of the team can manage it: an agency's admins, or every operator. */
async function managers(tx: DbOrTx, team: Team): Promise<number> {
  const condition =
    team.kind === 'AGENCY'
      ? and(eq(portalUsers.agencyId, team.agencyId), eq(portalUsers.agencyRole, 'ADMIN'))
      : eq(portalUsers.role, 'OPERATOR');
  // Locks the managers' rows: two admins demoting each other at once cannot both pass the check.
  const rows = await tx.select({ id: portalUsers.id }).from(portalUsers).where(condition).for('update');
  return rows.length;
}

/** Makes an agency colleague an ADMIN or an AGENT; the agency's last admin stays one. */
export async function changeAgencyRole(db: Db, team: Team, userId: string, role: AgencyRole): Promise<TeamMember> {
  if (team.kind !== 'AGENCY') throw new PortalNotFound();
  return db.transaction(async (tx) => {
    const member = await teamMember(tx, team, userId);
    if (!member) throw new PortalNotFound();
    if (member.agencyRole === role) return member;
    if (role === 'AGENT' && (await managers(tx, team)) <= 1) {
      throw conflict(`${member.name} is the agency's only admin: make another colleague an admin first.`);
    }
    await tx.update(portalUsers).set({ agencyRole: role }).where(eq(portalUsers.id, userId));
    return { ...member, agencyRole: role };
  });
}

/** Removes a colleague (their sign-ins end with the row); never the team's last manager, never oneself. */
export async function removeTeamMember(db: Db, team: Team, userId: string, removedBy: string): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const member = await teamMember(tx, team, userId);
    if (!member) throw new PortalNotFound();
    if (member.id === removedBy) throw conflict('You cannot remove yourself: ask a colleague to.');
    const isManager = team.kind === 'OPERATOR' || member.agencyRole === 'ADMIN';
    if (isManager && (await managers(tx, team)) <= 1) {
      throw conflict(`${member.name} is the last ${team.kind === 'AGENCY' ? 'admin of the agency' : 'operator'}.`);
    }
    await tx.delete(portalUsers).where(eq(portalUsers.id, userId));
    return member;
  });
}

/** Withdraws an invitation of the team (its link stops working). */
export async function withdrawInvitation(db: Db, team: Team, invitationId: string) {
  const rows = await db
    .delete(portalInvitations)
    .where(and(eq(portalInvitations.id, invitationId), teamInvitations(team)))
    .returning({ email: portalInvitations.email });
  if (rows.length === 0) throw new PortalNotFound();
  return rows[0]!;
}

/** Whether a portal account uses this address already (invitations.ts). */
export async function userWithEmail(tx: DbOrTx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(portalUsers)
    .where(eq(portalUsers.email, email));
  return row !== undefined;
}
