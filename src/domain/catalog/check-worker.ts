/** The worker thread that checks uploaded catalogue files (catalog/upload.ts's pool; check.ts does the work). */
import { serveTasks } from '../../platform/workers/serve.js';
import { checkCatalogBytes, type CatalogCheck } from './check.js';

export interface CatalogCheckTask {
  bytes: Uint8Array;
  plan: boolean;
}

serveTasks<CatalogCheckTask, CatalogCheck>(({ bytes, plan }) => ({ result: checkCatalogBytes(bytes, plan) }));
