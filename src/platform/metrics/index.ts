export { noMetrics, type BusinessMetrics, type RateLimitName, type WebhookOutcome } from './business.js';
export { createMetrics, registerPoolMetrics, type Metrics, type PoolStats, type PoolView } from './registry.js';
export { observeRequests, UNMATCHED_ROUTE } from './http.js';
export { registerDatabaseGauges, type DatabaseReadings } from './database-gauges.js';
export { startMetricsListener, type MetricsListener } from './listener.js';
export { clusterRender, createPrimaryRegistry, registryRender, shareWithPrimary } from './cluster.js';
export { registerReadRoutingMetrics, type ReadRoutingView } from './read-routing.js';
