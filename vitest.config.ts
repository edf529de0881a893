import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/**/test/**/*.test.ts'],
    // Deadlines for a busy machine, not a quiet one (a new engineer's laptop building something else; two
    // workers beside other processes on 2 cores, load average 12): the 14-s first test of
    // test/portal/webhooks.test.ts ran out of the 30 s this was with a CPU hog beside it, and its 37-s last one
    // took 63 s. A test waits for what it waits for (test/support/wait.ts); these only end one that would
    // otherwise wait for ever.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The migrated database each test file's fresh one starts from, built once per run.
    globalSetup: ['test/support/global-setup.ts'],
    // expect.poll's own default gives up after 1 s: a page's script answering a click takes longer on a busy machine.
    expect: { poll: { timeout: 20_000 } },
    // Browser and server-process files first (test/support/sequencer.ts says why).
    sequence: { sequencer: HeavyFirstSequencer },
    pool: 'forks',
    // Each file gets its own fresh database; two workers keep a 2-core machine busy without thrashing. A worker
    // runs file after file in one process (isolate: false) instead of a new Node.js for each, which loaded
    // PGlite's WebAssembly, Fastify, the service's modules and the rest again every time: a third of a PGlite
    // pass (496 s isolated, 344 s not, same machine, same hour). The modules stay loaded from one file to the
    // next, as in a long-running service: a file must not count on a module's state being fresh, must not
    // replace a module (vi.mock would not apply once another file loaded it), and puts back what it changes in
    // a shared one (node:crypto's scrypt, in test/auth/user-key-revalidation.test.ts).
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
  },
});
