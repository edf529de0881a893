/**
 * The navigation of each role, in the layout's order. A new page that belongs in the menu adds one entry
 * here (see docs/portal.md "Adding a page"); `section` marks the entry as current on the pages that pass it.
 */
import type { PortalRole } from './users.js';

export interface NavEntry {
  section: string;
  label: string;
  href: string;
}

export const NAV: Record<PortalRole | 'ANONYMOUS', NavEntry[]> = {
  ANONYMOUS: [
    { section: 'sign-in', label: 'Sign in', href: '/portal' },
    { section: 'request-access', label: 'Request access', href: '/portal/request-access' },
  ],
  AGENCY: [
    { section: 'home', label: 'Home', href: '/portal/home' },
    { section: 'bookings', label: 'Bookings', href: '/portal/bookings' },
    { section: 'credentials', label: 'Credentials', href: '/portal/credentials' },
    { section: 'webhooks', label: 'Webhooks', href: '/portal/webhooks' },
    { section: 'request-log', label: 'Request log', href: '/portal/request-log' },
  ],
  OPERATOR: [
    { section: 'home', label: 'Home', href: '/portal/home' },
    { section: 'access-requests', label: 'Access requests', href: '/portal/access-requests' },
    { section: 'agencies', label: 'Agencies', href: '/portal/agencies' },
    { section: 'bookings', label: 'Bookings', href: '/portal/bookings' },
    { section: 'sailings', label: 'Sailings', href: '/portal/sailings' },
    { section: 'catalogue', label: 'Catalogue', href: '/portal/catalogue' },
    { section: 'disruptions', label: 'Disruptions', href: '/portal/disruptions' },
  ],
};
