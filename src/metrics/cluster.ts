/**
 * `--workers N`: one scrape of the primary's listener shows the whole cluster. Each worker keeps its own
 * registry (its requests, its pool, its process) and answers the primary's request for it over the cluster's
 * IPC channel (prom-client's AggregatorRegistry); the primary adds them up (counters and histograms summed,
 * the default process metrics each by its own rule) and appends its own registry, which holds what must be
 * counted once: the database gauges (database-gauges.ts). A worker that does not answer in 5 s fails the
 * scrape (500) rather than showing a part of the cluster as the whole.
 */
import { AggregatorRegistry, Registry } from 'prom-client';

/** In a worker: answer the primary's metric requests with `registry`. */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs the worker's message listener (prom-client does it once per process).
  new AggregatorRegistry();
}

/** The primary's own registry: the database gauges only (the process metrics are the workers'). */
export const createPrimaryRegistry = () => new Registry();

/** In the primary: the cluster's metrics, then the primary's own. */
export function clusterRender(own: Registry): () => Promise<{ contentType: string; body: string }> {
  const aggregator = new AggregatorRegistry();
  return async () => {
    const [workers, mine] = await Promise.all([aggregator.clusterMetrics(), own.metrics()]);
    return {
      contentType: aggregator.contentType,
      body: `${workers}${workers === '' || workers.endsWith('\n') ? '' : '\n'}${mine}`,
    };
  };
}

export const registryRender = (registry: Registry) => async () => ({
  contentType: registry.contentType,
  body: await registry.metrics(),
});
