/** Shared helpers of every write on a confirmed booking (see each file). */
export * from './cancellation-policy.js';
export * from './payment.js';
export * from './record.js';
export * from './repository-confirmed.js';
export * from './resource.js';
export * from './write.js';
