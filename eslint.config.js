import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'drizzle/', 'coverage/', 'bench/results/', 'packages/*/dist/', 'packages/sdk/src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A unit a newcomer can hold in mind (issue 20): no function longer than 150 lines of code, counted
    // as `npx tsx scripts/function-sizes.ts` counts them (blank and comment-only lines left out, nested
    // functions included, so a factory's closure counts all of its methods). Split by operation instead:
    // rules as pure functions, SQL in the capability's SQL module, orchestration in a short service.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Data tables and templates, where length is content rather than logic:
    // - src/catalog/demo.ts: the demo catalogue (voyages, tours, prices) written out as literals.
    files: ['src/catalog/demo.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Split pending (issue 20), left as whole files so other branches editing them merge cleanly:
    // - src/webhooks/worker.ts: createDeliveryWorker (272 lines); the lead splits it.
    // - src/bookings/routes.ts: v2Routes (296 lines), services built and routes registered in one plugin;
    //   it shrinks when the composition root moves to app.ts.
    files: ['src/webhooks/worker.ts', 'src/bookings/routes.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
);
