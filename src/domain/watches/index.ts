export { createWatchService, WATCH_LIMIT, type WatchService } from './service.js';
export { evaluateWatches, startWatchEvaluation, type WatchEvaluationDeps } from './evaluation.js';
