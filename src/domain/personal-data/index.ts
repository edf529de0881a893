/**
 * Guests' personal data (lifecycle.md "Personal data"): export and erasure (service.ts, routes.ts, shared
 * with the portal), the retention job (retention.ts, run by housekeeping.ts), the rules (rules.ts).
 */
export { createPersonalDataService, type PersonalDataService, type Scope } from './service.js';
export { runPersonalDataRetention, type RetentionResult, type RetentionSettings } from './retention.js';
export { accessHistory, type AuditEntry } from './sql.js';
export type { Actor, PersonalDataExport } from './rules.js';
