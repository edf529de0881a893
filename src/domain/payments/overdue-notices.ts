/**
 * The overdue notices sent (payment_overdue_notices), as another capability changes them: an amendment that
 * brings an obligation's due date forward forgets its notice, so that the partner is told again
 * (amendments/service.ts, which sits beside payments/ in the layers and gets this from main/services.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';

export type OverdueObligation = 'DEPOSIT' | 'BALANCE';

/** Forgets the notice sent for the booking's obligation, if one was: the overdue job will send it again. */
export async function forgetOverdueNotice(tx: Tx, bookingId: string, kind: OverdueObligation): Promise<void> {
  await tx.execute(sql`delete from payment_overdue_notices where booking_id = ${bookingId} and kind = ${kind}`);
}
