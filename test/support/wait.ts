/**
 * Waiting in a test: for the thing itself (a request received, a row written, a log line), never for a time.
 * A loaded machine (a laptop building something else, two test workers on its two cores) is many times slower
 * than a quiet one, so the deadline only ends a wait that would otherwise last for ever: generous, the same
 * everywhere unless a test says why not.
 *
 *   await waitUntil(() => receiver.received.length === 6, { what: 'the six deliveries' });
 */

/** How long a test waits for something before it gives up (a webhook flood took over 30 s at load 20). */
export const PATIENCE_MS = 60_000;

/**
 * Until `condition` holds, checking every `every` ms (20; more where a check costs much, a page load); throws,
 * naming `what`, after `within` ms.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  options: { within?: number; every?: number; what?: string } = {},
): Promise<void> {
  const within = options.within ?? PATIENCE_MS;
  const every = options.every ?? 20;
  const deadline = Date.now() + within;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${options.what ?? 'the condition'}: not met within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
