/**
 * The database gauges' readings (metrics/database-gauges.ts), each from the capability that owns its rule:
 * what a live held booking is (bookings/hold-quota.ts), when a booking is overdue (payments/overdue-job.ts),
 * which deliveries are pending (webhooks/worker.ts). Composed here, beside app.ts, so that src/platform/metrics/
 * imports no capability and every capability may take its BusinessMetrics interface.
 */
import type { Clock } from '../kernel/clock.js';
import type { Db } from '../platform/db/client.js';
import type { DatabaseReadings } from '../platform/metrics/database-gauges.js';
import { countLiveHeldBookings } from '../domain/bookings/repository.js';
import { countOverdueBookings } from '../domain/payments/index.js';
import { oldestPendingDeliveryAgeSeconds } from '../domain/webhooks/index.js';

export function databaseReadings(db: Db, clock: Clock): DatabaseReadings {
  return {
    liveHeldBookings: () => countLiveHeldBookings(db, clock.now()),
    overdueBookings: () => countOverdueBookings(db, clock.now()),
    oldestPendingDeliveryAgeSeconds: () => oldestPendingDeliveryAgeSeconds(db, clock.now()),
  };
}
