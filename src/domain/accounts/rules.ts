/**
 * The accounts' rules, as pure functions (rules.test.ts): what an e-mail address, a password, a name and a
 * reason must be, who manages which team, and when a team would lose its last manager.
 */
import { AppError, invalidField } from '../../kernel/errors.js';
import type { AgencyRole, FieldProblems, PortalUser, Team } from './types.js';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

/** Problems with an e-mail address, or undefined when it is acceptable (lower-case it before storing). */
export function emailProblem(email: string): string | undefined {
  if (email === '') return 'is required';
  if (email.length > 254 || !EMAIL.test(email)) return 'must be an e-mail address such as anna@agency.example';
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A person's or an agency's name: required, at most 200 characters. */
export function nameProblem(value: string): string | undefined {
  if (value === '') return 'is required';
  if (value.length > 200) return 'must be at most 200 characters';
  return undefined;
}

/** The form's rules for a new password typed twice. */
export function newPasswordProblems(password: string, repeated: string): FieldProblems {
  const problem = passwordProblem(password);
  if (problem) return { password: problem };
  if (repeated !== password) return { repeat: 'does not match the new password' };
  return {};
}

/** Throws the first of a form's problems as a field error (a service's refusal of input it was given). */
export function throwFirstProblem(problems: FieldProblems): void {
  const [name] = Object.keys(problems);
  if (name) throw invalidField(name, problems[name]!);
}

/** The invitation form's name and password. */
export function acceptProblems(input: { name: string; password: string }): FieldProblems {
  const errors: FieldProblems = {};
  const name = nameProblem(input.name);
  if (name) errors.name = name;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

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

/** Whether an open invitation of the address belongs to `team` (inviting again replaces only the team's own). */
export function invitedBy(team: Team, invitation: { agencyId: string | null; role: string }): boolean {
  return team.kind === 'AGENCY' ? invitation.agencyId === team.agencyId : invitation.role === 'OPERATOR';
}

/** Whether the member manages the team: every operator of the operator's staff, an agency's admins. */
export const isManager = (team: Team, member: { agencyRole: AgencyRole | null }) =>
  team.kind === 'OPERATOR' || member.agencyRole === 'ADMIN';

/** Why a member may not be removed (oneself; the team's last manager), or undefined. */
export function removalRefusal(
  team: Team,
  member: { id: string; name: string; agencyRole: AgencyRole | null },
  removedBy: string,
  managers: number,
): string | undefined {
  if (member.id === removedBy) return 'You cannot remove yourself: ask a colleague to.';
  if (isManager(team, member) && managers <= 1) {
    return `${member.name} is the last ${team.kind === 'AGENCY' ? 'admin of the agency' : 'operator'}.`;
  }
  return undefined;
}

/** Why an agency colleague may not become `role` (the agency's only admin stays one), or undefined. */
export function roleChangeRefusal(
  member: { name: string; agencyRole: AgencyRole | null },
  role: AgencyRole,
  managers: number,
): string | undefined {
  if (role === 'AGENT' && member.agencyRole !== 'AGENT' && managers <= 1) {
    return `${member.name} is the agency's only admin: make another colleague an admin first.`;
  }
  return undefined;
}

export const REASON_MAX = 1000;

/** The rejection's reason, sent to the applicant: required, so they learn what to change. */
export function reasonProblem(reason: string): string | undefined {
  if (reason === '') return 'is required: the applicant receives it by e-mail';
  if (reason.length > REASON_MAX) return `must be at most ${REASON_MAX} characters`;
  return undefined;
}

/** A 404 of the accounts (another team's user or invitation is "not found" too), worded as the portal's. */
export const accountNotFound = () =>
  new AppError(404, 'NOT_FOUND', 'The page you asked for does not exist, or is not yours to see.');
