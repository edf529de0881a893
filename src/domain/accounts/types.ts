/**
 * The portal's accounts (portal.md "Users"): who signs in, in which role, and for which team. The portal
 * (channels/portal) renders them; this folder keeps their rules and their tables.
 */
export type PortalRole = 'AGENCY' | 'OPERATOR';
/** An agency user's role in the agency: ADMIN also manages its users and API credentials. */
export type AgencyRole = 'ADMIN' | 'AGENT';

export interface PortalUser {
  id: string;
  email: string;
  name: string;
  role: PortalRole;
  /** ADMIN or AGENT for an agency's staff; null for the operator's staff. */
  agencyRole: AgencyRole | null;
  /** The user's agency (role AGENCY); null for the operator's staff. */
  agency: { id: string; clientId: string; name: string; suspended: boolean } | null;
}

/** Whose users a page manages: one agency's, or the operator's staff. */
export type Team = { kind: 'AGENCY'; agencyId: string; agencyName: string } | { kind: 'OPERATOR' };

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

/** A form's problems by field name (the portal shows each beside its field). */
export type FieldProblems = Record<string, string>;

/** A new account's row; the caller has checked the input. */
export interface NewPortalUser {
  email: string;
  passwordHash: string;
  role: PortalRole;
  agencyId: string | null;
  agencyRole: AgencyRole | null;
  name: string;
}
