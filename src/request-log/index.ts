/** The agencies' API request log: recorded off the request path (recorder.ts), read by the portal (reads.ts). */
export * from './recorder.js';
export * from './reads.js';
