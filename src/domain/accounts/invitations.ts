/**
 * Invitations (portal.md "Users"): a team's manager (team.ts) invites a colleague by e-mail; the mail's link
 * carries a single-use secret (link-tokens.ts), valid 7 days; the invitee opens it, chooses a name and a
 * password, and the account is made in the team with the role it was invited to. One invitation per address:
 * inviting again replaces the team's own (a new link; the old one stops), never another team's open one.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { hashSecret } from '../auth/secrets.js';
import { sqlState } from '../../platform/db/transaction.js';
import { AppError, conflict, invalidField } from '../../kernel/errors.js';
import { linkToken, newLinkSecret, parseLinkToken, secretMatches } from './link-tokens.js';
import {
  deleteInvitation,
  insertInvitation,
  insertPortalUser,
  invitationById,
  lockInvitationOf,
  userByEmail,
  type InvitationRow,
} from './repository.js';
import { emailProblem, invitedBy, normalEmail } from './rules.js';
import type { AgencyRole, Team } from './types.js';

export { acceptProblems } from './rules.js';

export const INVITATION_DAYS = 7;

export type Invitation = InvitationRow;

/**
 * Invites `email` to the team (as `agencyRole` in an agency). Returns the link's token, for the mail only.
 * Refused: a bad address (field `email`), an address with an account, another team's open invitation.
 */
export async function inviteToTeam(
  db: Db,
  clock: Clock,
  input: { team: Team; email: string; agencyRole: AgencyRole | null; invitedBy: string },
): Promise<{ token: string; expiresAt: Date; email: string }> {
  const email = normalEmail(input.email);
  const problem = emailProblem(email);
  if (problem) throw invalidField('email', problem);
  const { team } = input;
  const { secret, hash } = newLinkSecret();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    if (await userByEmail(tx, email)) throw invalidField('email', 'has a portal account already');
    const existing = await lockInvitationOf(tx, email);
    if (existing) {
      if (!invitedBy(team, existing) && existing.expiresAt > now) {
        throw invalidField('email', 'is invited elsewhere already');
      }
      await deleteInvitation(tx, existing.id);
    }
    const id = await insertInvitation(tx, {
      email,
      role: team.kind,
      agencyId: team.kind === 'AGENCY' ? team.agencyId : null,
      agencyRole: team.kind === 'AGENCY' ? (input.agencyRole ?? 'AGENT') : null,
      tokenHash: hash,
      invitedBy: input.invitedBy,
      expiresAt,
    });
    return { token: linkToken(id, secret), expiresAt, email };
  });
}

/** The open invitation a link's token names, or undefined (unknown, used, withdrawn, expired or altered). */
export async function invitationByToken(db: DbOrTx, clock: Clock, token: string): Promise<Invitation | undefined> {
  const parsed = parseLinkToken(token);
  if (!parsed) return undefined;
  const row = await invitationById(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.tokenHash) || row.expiresAt <= clock.now()) return undefined;
  return row;
}

export const invitationGone = () =>
  new AppError(
    404,
    'NOT_FOUND',
    'This invitation link is not valid: it has been used, withdrawn or has expired (after 7 days). Ask your colleague to invite you again.',
  );

/** Uses the invitation: the account is made and the invitation deleted, in one transaction. Returns the user id. */
export async function acceptInvitation(
  db: Db,
  clock: Clock,
  input: { token: string; name: string; password: string },
): Promise<string> {
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await invitationByToken(tx, clock, input.token);
      if (!invitation) throw invitationGone();
      // Deleted first: of two acceptances at once, the second finds nothing to delete and is refused.
      if (!(await deleteInvitation(tx, invitation.id))) throw invitationGone();
      return insertPortalUser(tx, {
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        agencyId: invitation.agencyId,
        agencyRole: invitation.agencyRole,
        name: input.name,
      });
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('A portal account uses this address already: sign in.');
    throw error;
  }
}
