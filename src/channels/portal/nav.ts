/**
 * The navigation of each role, in the layout's order. A new page that belongs in the menu adds one entry
 * here (see docs/portal.md "Adding a page"); `section` marks the entry as current on the pages that pass it.
 */
import type { PortalRole, PortalUser } from '../../domain/accounts/types.js';

export interface NavEntry {
  section: string;
  label: string;
  href: string;
  /** Shown to an agency's admins only (an agent is "not found" there: guard.ts requireAgencyAdmin). */
  adminOnly?: true;
}

export const NAV: Record<PortalRole | 'ANONYMOUS', NavEntry[]> = {
  ANONYMOUS: [
    { section: 'sign-in', label: 'Sign in', href: '/portal' },
    { section: 'request-access', label: 'Request access', href: '/portal/request-access' },
  ],
  AGENCY: [
    { section: 'home', label: 'Home', href: '/portal/home' },
    { section: 'bookings', label: 'Bookings', href: '/portal/bookings' },
    { section: 'credentials', label: 'Credentials', href: '/portal/credentials', adminOnly: true },
    { section: 'webhooks', label: 'Webhooks', href: '/portal/webhooks' },
    { section: 'request-log', label: 'Request log', href: '/portal/request-log' },
    { section: 'users', label: 'Users', href: '/portal/users', adminOnly: true },
  ],
  OPERATOR: [
    { section: 'home', label: 'Home', href: '/portal/home' },
    { section: 'access-requests', label: 'Access requests', href: '/portal/access-requests' },
    { section: 'agencies', label: 'Agencies', href: '/portal/agencies' },
    { section: 'bookings', label: 'Bookings', href: '/portal/bookings' },
    { section: 'sailings', label: 'Sailings', href: '/portal/sailings' },
    { section: 'catalogue', label: 'Catalogue', href: '/portal/catalogue' },
    { section: 'disruptions', label: 'Disruptions', href: '/portal/disruptions' },
    { section: 'promotions', label: 'Promotions', href: '/portal/promotions' },
    { section: 'users', label: 'Staff', href: '/portal/users' },
    { section: 'audit-log', label: 'Audit log', href: '/portal/audit-log' },
  ],
};

/** The menu of this user (or a visitor): their role's entries, less the admins' for an agency's agent. */
export function navFor(user: PortalUser | null): NavEntry[] {
  if (!user) return NAV.ANONYMOUS;
  const entries = NAV[user.role];
  return user.role === 'AGENCY' && user.agencyRole !== 'ADMIN' ? entries.filter((e) => !e.adminOnly) : entries;
}
