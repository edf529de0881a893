import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/**/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The migrated database each test file's fresh one starts from, built once per run.
    globalSetup: ['test/support/global-setup.ts'],
    // Browser and server-process files first (test/support/sequencer.ts says why).
    sequence: { sequencer: HeavyFirstSequencer },
    pool: 'forks',
    // Each file gets its own fresh database; two workers keep a 2-core machine busy without thrashing. A worker
    // runs file after file without a new process for each (isolate: false): each file still gets fresh modules
    // of its own (vitest resets the module graph between files; only node_modules stay loaded), but not a fresh
    // Node.js, PGlite's WebAssembly, Fastify and the rest, which was a third of a PGlite pass (496 s isolated,
    // 344 s not, same machine, same hour). So a file leaves no state behind outside its own modules and
    // databases: what it changes in a shared module (node:crypto's scrypt, in one test) it puts back.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
  },
});
