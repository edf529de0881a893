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
    // Each file gets its own fresh database; two workers keep a 2-core machine busy without thrashing.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
