/**
 * The payments capability: record and list payments on account (routes.ts, payment-service.ts) and the
 * overdue job (overdue-job.ts), which server.ts starts; in sandbox mode, moving one booking through time
 * (sandbox-time.ts).
 */
export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './payment-service.js';
export { countOverdueBookings, overdueNow, runOverdueJob, startOverdueJob } from './overdue-job.js';
