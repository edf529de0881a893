/**
 * Spans for the embedded database, which no instrumentation covers: PGlite's query, exec and the statements of
 * its transactions are wrapped, on this one client, only when tracing is on (db/client.ts). Each statement gets
 * a client span with its text (never its parameters), under the request's span (context.ts databaseSpan).
 */
import { databaseSpan } from './context.js';

type Run = (text: string, ...rest: never[]) => Promise<unknown>;
interface Statements {
  query: Run;
  exec: Run;
}
interface EmbeddedClient extends Statements {
  transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T>;
}

function wrapStatements(target: Statements): void {
  for (const method of ['query', 'exec'] as const) {
    const original = target[method].bind(target);
    target[method] = (text, ...rest) => databaseSpan(text, () => original(text, ...rest));
  }
}

export function traceEmbeddedQueries(client: EmbeddedClient): void {
  wrapStatements(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      wrapStatements(tx);
      return callback(tx);
    });
}
