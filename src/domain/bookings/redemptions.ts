/**
 * A promotion's redemptions as the operator's portal shows them: how many are taken against the cap (counted
 * as the cap counts them, inventory's `redemptionsTaken`) and the bookings that took it, newest first.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { redemptionsTaken } from '../inventory/fare-places.js';
import type { HoldSessions } from '../inventory/hold-sessions.js';
import { redemptionRows } from './repository-redemptions.js';
import type { BookingStatus } from './states.js';

/** The most bookings listed; the count covers them all. */
export const REDEMPTIONS_LISTED = 100;

export interface Redemption {
  /** The partner-facing id; null while the booking is held (set at confirm). */
  reference: string | null;
  agencyName: string;
  status: BookingStatus;
  /** The total the promotion took off the booking, in major units of `currency`. */
  discount: number | null;
  currency: string;
  takenAt: Date;
}

export interface PromotionRedemptions {
  /** The live redemptions' count and the bookings of the newest REDEMPTIONS_LISTED of them. */
  of(promotionCode: string): Promise<{ taken: number; bookings: Redemption[] }>;
}

export function createPromotionRedemptions(deps: {
  db: Db;
  clock: Clock;
  sessions: HoldSessions;
}): PromotionRedemptions {
  const { db, clock, sessions } = deps;
  return {
    async of(promotionCode) {
      const now = clock.now();
      const [taken, rows] = await Promise.all([
        redemptionsTaken(db, sessions, promotionCode, now),
        redemptionRows(db, sessions, promotionCode, now, REDEMPTIONS_LISTED),
      ]);
      const bookings = rows.map((r): Redemption => ({
        reference: r.reference,
        agencyName: r.agency_name,
        status: r.status as BookingStatus,
        discount: r.discount,
        currency: r.currency,
        takenAt: new Date(r.taken_at),
      }));
      return { taken, bookings };
    },
  };
}
