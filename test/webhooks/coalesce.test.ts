/**
 * The worker's coalescing of refills and ticks (src/domain/webhooks/coalesce.ts): one run per key at a time, and
 * requests made while it runs fold into one more round.
 */
import { describe, expect, it } from 'vitest';
import { createCoalescer } from '../../src/domain/webhooks/coalesce.js';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A coalescer whose runs are kept, to wait for them. */
function coalescer(stopped = () => false) {
  const runs: Promise<void>[] = [];
  return { runs, coalesced: createCoalescer({ stopped, track: (run) => runs.push(run) }) };
}

describe('createCoalescer', () => {
  it('runs a key once at a time, and requests made meanwhile as one more round', async () => {
    const { runs, coalesced } = coalescer();
    const first = gate();
    let rounds = 0;
    const work = async () => {
      rounds++;
      if (rounds === 1) await first.opened;
    };
    coalesced('tick', work);
    coalesced('tick', work);
    coalesced('tick', work);
    coalesced('tick', work);
    expect(runs).toHaveLength(1);
    first.open();
    await Promise.all(runs);
    expect(rounds).toBe(2);

    // Ended: the next request starts a run of its own.
    coalesced('tick', work);
    await Promise.all(runs);
    expect(runs).toHaveLength(2);
    expect(rounds).toBe(3);
  });

  it('runs different keys side by side', async () => {
    const { runs, coalesced } = coalescer();
    const held = gate();
    const seen: string[] = [];
    coalesced('endpoint:a', async () => {
      seen.push('a');
      await held.opened;
    });
    coalesced('endpoint:b', async () => {
      seen.push('b');
    });
    await runs[1];
    expect(seen).toEqual(['a', 'b']);
    held.open();
    await Promise.all(runs);
  });

  it('starts nothing once stopped, and a run asked to go round again stops instead', async () => {
    let stopped = false;
    const { runs, coalesced } = coalescer(() => stopped);
    const held = gate();
    let rounds = 0;
    const work = async () => {
      rounds++;
      await held.opened;
    };
    coalesced('tick', work);
    coalesced('tick', work);
    stopped = true;
    held.open();
    await Promise.all(runs);
    expect(rounds).toBe(1);
    coalesced('tick', work);
    expect(runs).toHaveLength(1);
  });

  it('hands a failed run to track, and the key is free again after it', async () => {
    const { runs, coalesced } = coalescer();
    coalesced('tick', async () => {
      throw new Error('claim failed');
    });
    await expect(runs[0]).rejects.toThrow('claim failed');
    let ran = false;
    coalesced('tick', async () => {
      ran = true;
    });
    await runs[1];
    expect(ran).toBe(true);
  });
});
