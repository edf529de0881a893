/**
 * Disruptions: the operator's port skips, retimes and sailing cancellations (service.ts, shared by the CLI,
 * the portal and the sandbox route), the SQL beside it (sql.ts), the sandbox route (routes.ts).
 */
export {
  createDisruptionService,
  type DisruptionService,
  type DisruptionInput,
  type DisruptionPreview,
  type RecordedDisruption,
  type RecordedDisruptionRow,
} from './service.js';
export { PARTNER_MESSAGE_MAX } from './resolve.js';
export { DISRUPTION_KINDS, type DisruptionKind } from './sql.js';
