/**
 * The payments capability: record and list payments on account (routes.ts, payment-service.ts) and the
 * overdue job (overdue-job.ts), which server.ts starts; in sandbox mode, moving one booking through time
 * (sandbox-time.ts).
 */
export { createPaymentService, type PaymentService } from './payment-service.js';
export { countOverdueBookings, runOverdueJob, startOverdueJob } from './overdue-job.js';
