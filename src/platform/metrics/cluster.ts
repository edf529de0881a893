/**
 * `--workers N`: one scrape of the primary's listener shows the whole cluster. Each worker keeps its own
 * registry (its requests, its pool, its process) and answers the primary's request for it over the cluster's
 * IPC channel; the primary adds them up with prom-client's aggregation (counters and histograms summed, the
 * default process metrics each by its own rule) and appends its own registry, which holds what must be
 * counted once: the database gauges (database-gauges.ts).
 *
 * The exchange is ours, not prom-client's AggregatorRegistry.clusterMetrics(), because that one asks every
 * forked worker, including one still starting (migrating, opening its pool): it cannot answer yet, so every
 * scrape during a worker's start or restart failed after 5 s. Here a worker says it is ready once it listens,
 * and the primary asks the workers that said so and still run. A ready worker that does not answer in 5 s
 * fails the scrape (500) rather than showing a part of the cluster as the whole.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Registry } from 'prom-client';

/** One registry's metrics as JSON: what a worker sends and the aggregation adds up. */
type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const READY = 'berth:metrics-ready';
const REQUEST = 'berth:metrics-request';
const RESPONSE = 'berth:metrics-response';
const ANSWER_TIMEOUT_MS = 5000;

type Message =
  | { type: typeof READY }
  | { type: typeof REQUEST; id: number }
  | { type: typeof RESPONSE; id: number; metrics?: MetricsJson; error?: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** In a worker, once it serves: answer the primary's metric requests with `registry`. */
export function shareWithPrimary(registry: Registry): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== REQUEST) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: RESPONSE, id: message.id, metrics } satisfies Message),
      (error: unknown) =>
        process.send?.({ type: RESPONSE, id: message.id, error: String((error as Error)?.message) } satisfies Message),
    );
  });
  process.send?.({ type: READY } satisfies Message);
}

/** The primary's own registry: the database gauges only (the process metrics are the workers'). */
export const createPrimaryRegistry = () => new Registry();

/** In the primary (call before forking): the cluster's metrics, then the primary's own. */
export function clusterRender(own: Registry): () => Promise<{ contentType: string; body: string }> {
  const ready = new Set<number>();
  const waiting = new Map<number, { resolve(metrics: MetricsJson): void; reject(error: Error): void }>();
  let nextId = 0;
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === READY) ready.add(worker.id);
    else if (message.type === RESPONSE) {
      const answer = waiting.get(message.id);
      if (!answer) return;
      waiting.delete(message.id);
      if (message.metrics) answer.resolve(message.metrics);
      else answer.reject(new Error(`worker ${worker.id}: ${message.error ?? 'no metrics'}`));
    }
  });
  cluster.on('exit', (worker: Worker) => ready.delete(worker.id));

  const ask = (worker: Worker) =>
    new Promise<MetricsJson>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`worker ${worker.id} did not answer the metrics request in ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (metrics) => (clearTimeout(timer), resolve(metrics)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      worker.send({ type: REQUEST, id } satisfies Message);
    });

  return async () => {
    const workers = [...ready]
      .map((id) => cluster.workers?.[id])
      .filter((worker): worker is Worker => worker !== undefined && worker.isConnected());
    const [answers, mine] = await Promise.all([Promise.all(workers.map(ask)), own.metrics()]);
    const aggregated = AggregatorRegistry.aggregate(answers);
    const theirs = await aggregated.metrics();
    return {
      contentType: aggregated.contentType,
      body: `${theirs}${theirs === '' || theirs.endsWith('\n') ? '' : '\n'}${mine}`,
    };
  };
}

export const registryRender = (registry: Registry) => async () => ({
  contentType: registry.contentType,
  body: await registry.metrics(),
});
