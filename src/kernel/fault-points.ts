/**
 * Fault points: places in the code where a crash-safety test makes the process die on purpose, to prove
 * that what was committed before is found again after a restart. Armed with BERTH_FAULT_POINT (config.ts),
 * which only a sandbox-mode process accepts; unarmed, a fault point is a comparison and nothing else.
 *
 *   BERTH_FAULT_POINT=after-confirm-commit   SIGKILL right after a confirm's transaction commits, before
 *                                            the answer leaves (test/scale/confirm-crash.pg.test.ts)
 *   BERTH_FAULT_POINT=after-payment-commit   the same after a payment's transaction commits
 *                                            (test/scale/payment-crash.pg.test.ts)
 *   BERTH_FAULT_POINT=after-cancel-commit    the same after a cancellation's transaction commits
 *                                            (test/scale/cancel-crash.pg.test.ts)
 *   BERTH_FAULT_POINT=after-change-commit    the same after a change quote's apply commits
 *                                            (test/scale/change-crash.pg.test.ts)
 *   BERTH_FAULT_POINT=after-create-commit    the same after a held booking's create commits
 *   BERTH_FAULT_POINT=before-create-commit   SIGKILL inside a create's transaction, before its commit: a crash
 *                                            mid-write (both: test/idempotency/crash-retry.pg.test.ts)
 *   BERTH_FAULT_POINT=before-keyed-answer    SIGKILL as any V1 or V2 write with an Idempotency-Key answers: its
 *                                            transactions committed, its answer not sent
 *                                            (test/idempotency/keyed-write-crash.pg.test.ts)
 */
export const FAULT_POINTS = [
  'after-confirm-commit',
  'after-payment-commit',
  'after-cancel-commit',
  'after-change-commit',
  'after-create-commit',
  'before-create-commit',
  'before-keyed-answer',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Kills this process at once (SIGKILL: no handler, no flush, no graceful close) when `point` is armed. */
export function faultPoint(armed: FaultPoint | undefined, point: FaultPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
