import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/**/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file gets its own fresh database; two workers keep a 2-core machine busy without thrashing.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
