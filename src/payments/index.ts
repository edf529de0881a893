/**
 * The payments capability: record and list payments on account (routes.ts, payment-service.ts) and the
 * overdue job (overdue-job.ts), which server.ts starts.
 */
import type { onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import type { FaultPoint } from '../fault-points.js';
import type { AgencyRateLimitOptions } from '../http/rate-limit.js';
import { createPaymentService } from './payment-service.js';
import type { PaymentRouteOptions } from './routes.js';
import type { BusinessMetrics } from '../metrics/business.js';

export { paymentRoutes } from './routes.js';
export { countOverdueBookings, runOverdueJob, startOverdueJob } from './overdue-job.js';

export function createPayments(deps: {
  db: Db;
  clock: Clock;
  authenticate: onRequestHookHandler;
  rateLimit: AgencyRateLimitOptions;
  faultPoint?: FaultPoint | undefined;
  /** Counts the payments (and, in `rateLimit`, the 429s). */
  metrics?: BusinessMetrics;
}): PaymentRouteOptions {
  return { ...deps, payments: createPaymentService(deps) };
}
