/** The agencies' API request log: recorded off the request path (recorder.ts), read by the portal (reads.ts), kept by time (retention.ts). */
export * from './recorder.js';
export * from './reads.js';
export * from './retention.js';
export { MASK, maskedBody, maskedQuery } from './masking.js';
export type { LoggedProblem } from './problem.js';
