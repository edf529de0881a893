/** The accounts' rules (src/domain/accounts/rules.ts), without a database. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/kernel/errors.js';
import {
  acceptProblems,
  emailProblem,
  invitedBy,
  newPasswordProblems,
  normalEmail,
  parseAgencyRole,
  passwordProblem,
  reasonProblem,
  removalRefusal,
  roleChangeRefusal,
  teamManagedBy,
} from '../../src/domain/accounts/rules.js';
import type { PortalUser, Team } from '../../src/domain/accounts/types.js';

const agency: Team = { kind: 'AGENCY', agencyId: 'a1', agencyName: 'Fjord Travel' };
const operator: Team = { kind: 'OPERATOR' };
const user = (over: Partial<PortalUser>): PortalUser => ({
  id: 'u1',
  email: 'anna@agency.example',
  name: 'Anna',
  role: 'AGENCY',
  agencyRole: 'ADMIN',
  agency: { id: 'a1', clientId: 'fjord', name: 'Fjord Travel', suspended: false },
  ...over,
});

describe('accounts rules', () => {
  it('checks e-mail addresses and passwords', () => {
    expect(emailProblem('')).toBe('is required');
    expect(emailProblem('anna')).toMatch(/must be an e-mail address/);
    expect(emailProblem('anna@agency.example')).toBeUndefined();
    expect(normalEmail('  Anna@Agency.Example ')).toBe('anna@agency.example');
    expect(passwordProblem('short')).toBe('must be at least 10 characters');
    expect(passwordProblem('x'.repeat(201))).toBe('must be at most 200 characters');
    expect(passwordProblem('long enough')).toBeUndefined();
  });

  it('asks for a new password twice, the same', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({ password: 'must be at least 10 characters' });
    expect(newPasswordProblems('long enough', 'long enougH')).toEqual({ repeat: 'does not match the new password' });
    expect(newPasswordProblems('long enough', 'long enough')).toEqual({});
    expect(acceptProblems({ name: '', password: 'short' })).toEqual({
      name: 'is required',
      password: 'must be at least 10 characters',
    });
  });

  it('says which team a user manages: an agency admin its agency, an operator the staff, an agent none', () => {
    expect(teamManagedBy(user({}))).toEqual(agency);
    expect(teamManagedBy(user({ agencyRole: 'AGENT' }))).toBeUndefined();
    expect(teamManagedBy(user({ role: 'OPERATOR', agencyRole: null, agency: null }))).toEqual(operator);
    expect(parseAgencyRole('AGENT')).toBe('AGENT');
    expect(() => parseAgencyRole('OWNER')).toThrow(AppError);
  });

  it('replaces only the team’s own invitation', () => {
    expect(invitedBy(agency, { agencyId: 'a1', role: 'AGENCY' })).toBe(true);
    expect(invitedBy(agency, { agencyId: 'a2', role: 'AGENCY' })).toBe(false);
    expect(invitedBy(operator, { agencyId: null, role: 'OPERATOR' })).toBe(true);
    expect(invitedBy(operator, { agencyId: 'a1', role: 'AGENCY' })).toBe(false);
  });

  it('keeps a team’s last manager and refuses removing oneself', () => {
    const admin = { id: 'u2', name: 'Bo', agencyRole: 'ADMIN' as const };
    expect(removalRefusal(agency, admin, 'u2', 2)).toBe('You cannot remove yourself: ask a colleague to.');
    expect(removalRefusal(agency, admin, 'u1', 1)).toBe('Bo is the last admin of the agency.');
    expect(removalRefusal(agency, admin, 'u1', 2)).toBeUndefined();
    expect(removalRefusal(agency, { ...admin, agencyRole: 'AGENT' }, 'u1', 1)).toBeUndefined();
    expect(removalRefusal(operator, { ...admin, agencyRole: null }, 'u1', 1)).toBe('Bo is the last operator.');
    expect(roleChangeRefusal(admin, 'AGENT', 1)).toMatch(/only admin/);
    expect(roleChangeRefusal(admin, 'AGENT', 2)).toBeUndefined();
    expect(roleChangeRefusal(admin, 'ADMIN', 1)).toBeUndefined();
  });

  it('requires a rejection’s reason, of bounded length', () => {
    expect(reasonProblem('')).toMatch(/is required/);
    expect(reasonProblem('x'.repeat(1001))).toBe('must be at most 1000 characters');
    expect(reasonProblem('No IATA number.')).toBeUndefined();
  });
});
