/**
 * Invitations (portal.md "Users"): a team's manager (team.ts) invites a colleague by e-mail; the mail's link
 * carries a single-use secret (user-tokens.ts), valid 7 days; the invitee opens it, chooses a name and a
 * password, and the account is made in the team with the role it was invited to. One invitation per address:
 * inviting again replaces the team's own (a new link; the old one stops), never another team's open one.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { portalInvitations } from '../../domain/accounts/schema.js';
import { hashSecret } from '../../domain/auth/secrets.js';
import { sqlState } from '../../platform/db/transaction.js';
import { AppError, conflict, invalidField } from '../../kernel/errors.js';
import type { FormErrors } from './forms.js';
import { type Team, userWithEmail } from './team.js';
import { linkToken, newLinkSecret, parseLinkToken, secretMatches } from './user-tokens.js';
import { emailProblem, insertPortalUser, normalEmail, passwordProblem, type AgencyRole } from './users.js';

export const INVITATION_DAYS = 7;

export type Invitation = typeof portalInvitations.$inferSelect;

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
    if (await userWithEmail(tx, email)) throw invalidField('email', 'has a portal account already');
    const [existing] = await tx
      .select()
      .from(portalInvitations)
      .where(eq(portalInvitations.email, email))
      .for('update');
    if (existing) {
      const sameTeam = team.kind === 'AGENCY' ? existing.agencyId === team.agencyId : existing.role === 'OPERATOR';
      if (!sameTeam && existing.expiresAt > now) throw invalidField('email', 'is invited elsewhere already');
      await tx.delete(portalInvitations).where(eq(portalInvitations.id, existing.id));
    }
    const [row] = await tx
      .insert(portalInvitations)
      .values({
        email,
        role: team.kind,
        agencyId: team.kind === 'AGENCY' ? team.agencyId : null,
        agencyRole: team.kind === 'AGENCY' ? (input.agencyRole ?? 'AGENT') : null,
        tokenHash: hash,
        invitedBy: input.invitedBy,
        expiresAt,
      })
      .returning({ id: portalInvitations.id });
    return { token: linkToken(row!.id, secret), expiresAt, email };
  });
}

/** The open invitation a link's token names, or undefined (unknown, used, withdrawn, expired or altered). */
export async function invitationByToken(db: DbOrTx, clock: Clock, token: string): Promise<Invitation | undefined> {
  const parsed = parseLinkToken(token);
  if (!parsed) return undefined;
  const [row] = await db.select().from(portalInvitations).where(eq(portalInvitations.id, parsed.id));
  if (!row || !secretMatches(parsed.secret, row.tokenHash) || row.expiresAt <= clock.now()) return undefined;
  return row;
}

export const invitationGone = () =>
  new AppError(
    404,
    'NOT_FOUND',
    'This invitation link is not valid: it has been used, withdrawn or has expired (after 7 days). Ask your colleague to invite you again.',
  );

export function acceptProblems(input: { name: string; password: string }): FormErrors {
  const errors: FormErrors = {};
  if (input.name === '') errors.name = 'is required';
  else if (input.name.length > 200) errors.name = 'must be at most 200 characters';
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

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
      const deleted = await tx
        .delete(portalInvitations)
        .where(eq(portalInvitations.id, invitation.id))
        .returning({ id: portalInvitations.id });
      if (deleted.length === 0) throw invitationGone();
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
