/**
 * User management (portal.md "Users"): a team is an agency's staff, managed by its admins, or the operator's
 * staff, managed by any operator. A member invites a colleague by e-mail (invitations.ts makes the account when
 * the link is used), lists the team and its open invitations, changes an agency colleague's role (ADMIN or
 * AGENT) and removes a colleague. An agency always keeps an admin, and the operator a member: the last one
 * cannot be demoted or removed (rules.ts). Removing a user ends their sessions (portal_sessions cascades).
 */
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { conflict } from '../../kernel/errors.js';
import { deletePortalUser, deleteTeamInvitation, lockTeamManagers, setAgencyRole, teamMembers } from './repository.js';
import { accountNotFound, isManager, removalRefusal, roleChangeRefusal } from './rules.js';
import type { AgencyRole, Team, TeamMember } from './types.js';

export { teamInvitationList, teamMembers } from './repository.js';
export { AGENCY_ROLES, parseAgencyRole, teamManagedBy } from './rules.js';
export type { OpenInvitation, Team, TeamMember } from './types.js';

/** One member of the team, or undefined (another team's user is "not found" too). */
export async function teamMember(db: DbOrTx, team: Team, userId: string): Promise<TeamMember | undefined> {
  const members = await teamMembers(db, team);
  return members.find((m) => m.id === userId);
}

/** Makes an agency colleague an ADMIN or an AGENT; the agency's last admin stays one. */
export async function changeAgencyRole(db: Db, team: Team, userId: string, role: AgencyRole): Promise<TeamMember> {
  if (team.kind !== 'AGENCY') throw accountNotFound();
  return db.transaction(async (tx) => {
    const member = await teamMember(tx, team, userId);
    if (!member) throw accountNotFound();
    if (member.agencyRole === role) return member;
    const refusal = role === 'AGENT' ? roleChangeRefusal(member, role, await lockTeamManagers(tx, team)) : undefined;
    if (refusal) throw conflict(refusal);
    await setAgencyRole(tx, userId, role);
    return { ...member, agencyRole: role };
  });
}

/** Removes a colleague (their sign-ins end with the row); never the team's last manager, never oneself. */
export async function removeTeamMember(db: Db, team: Team, userId: string, removedBy: string): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const member = await teamMember(tx, team, userId);
    if (!member) throw accountNotFound();
    // The managers are counted (and locked) only when one of them is to go.
    const counted = member.id !== removedBy && isManager(team, member);
    const managers = counted ? await lockTeamManagers(tx, team) : Number.POSITIVE_INFINITY;
    const refusal = removalRefusal(team, member, removedBy, managers);
    if (refusal) throw conflict(refusal);
    await deletePortalUser(tx, userId);
    return member;
  });
}

/** Withdraws an invitation of the team (its link stops working). */
export async function withdrawInvitation(db: Db, team: Team, invitationId: string): Promise<{ email: string }> {
  const row = await deleteTeamInvitation(db, team, invitationId);
  if (!row) throw accountNotFound();
  return row;
}
