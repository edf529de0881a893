/**
 * Gauges of the business state, read from the database at each scrape: held bookings live, overdue bookings,
 * and the age of the oldest pending webhook delivery. The database is shared by every instance, so each
 * figure is the whole service's: one process reads them (a single server, or a cluster's primary; never each
 * worker, whose sums would multiply them by N), and several instances behind one Prometheus report the same
 * value (alert on max(), not sum()).
 *
 * The queries belong to the capabilities that own their rules (the caller passes them in; see
 * metric-readings.ts), so this folder imports none of them. Cost per scrape: three small queries, each an
 * aggregate over a partial index's rows (HELD bookings; unpaid confirmed bookings due; PENDING deliveries),
 * so proportional to what is held, overdue or pending, not to the tables; run together, each given
 * READING_TIMEOUT_MS. A reading that fails or takes longer is left out of that scrape (the series is
 * absent) rather than holding the scrape or showing a stale value.
 */
import { Gauge, type Registry } from 'prom-client';
import { answerWithin } from '../../kernel/clock.js';

export interface DatabaseReadings {
  liveHeldBookings(): Promise<number>;
  overdueBookings(): Promise<number>;
  /** Seconds since the oldest PENDING delivery was created; 0 when none is pending. */
  oldestPendingDeliveryAgeSeconds(): Promise<number>;
}

export const READING_TIMEOUT_MS = 2000;

export function registerDatabaseGauges(
  registry: Registry,
  readings: DatabaseReadings,
  onError: (error: unknown) => void = () => {},
): void {
  const gauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          this.set(await answerWithin(READING_TIMEOUT_MS, read(), name));
        } catch (error) {
          onError(error);
        }
      },
    });
  gauge(
    'berth_held_bookings',
    'Held bookings whose session has neither ended nor expired (inventory held, not yet confirmed).',
    readings.liveHeldBookings,
  );
  gauge(
    'berth_overdue_bookings',
    'Confirmed, not yet departed bookings with a payment obligation (deposit or balance) unpaid past its due instant.',
    readings.overdueBookings,
  );
  gauge(
    'berth_webhook_oldest_pending_delivery_age_seconds',
    'Age of the oldest webhook delivery not yet delivered or given up (0 when none is pending).',
    readings.oldestPendingDeliveryAgeSeconds,
  );
}
