import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Which capability folders of src/ may import which (docs/architecture.md): a folder imports folders of lower
 * layers only, never one of its own layer or above, so no cycle between folders can form. The files at the top
 * of src/ are either leaves anyone may import (clock, config, errors, time, fault-points, logging) or the composition
 * (COMPOSITION below), which no capability imports. cli/ is the top: it may import anything.
 */
const LAYERS = [
  // Observability, below everything it observes: services take a BusinessMetrics, db/ wraps PGlite in spans.
  ['metrics', 'tracing'],
  ['db', 'pricing'],
  ['http', 'request-log', 'mail', 'audit'],
  ['workers', 'idempotency', 'auth', 'inventory'],
  ['events', 'sailings'],
  ['catalog'],
  ['sessions'],
  ['confirmed-bookings'],
  ['held-bookings'],
  ['amendments', 'disruptions', 'documents', 'payments', 'personal-data', 'quotes', 'webhooks'],
  ['portal'],
];
const COMPOSITION = [
  'app.ts',
  'server.ts',
  'services.ts',
  'jobs.ts',
  'partner-api.ts',
  'metric-readings.ts',
  'seed.ts',
  'housekeeping.ts',
  'health.ts',
];
const boundaryZones = LAYERS.flatMap((layer, i) =>
  layer.map((folder) => ({
    target: `./src/${folder}`,
    from: [
      ...LAYERS.slice(i)
        .flat()
        .filter((other) => other !== folder),
      'cli',
      ...COMPOSITION,
    ].map((name) => `./src/${name}`),
    message: `${folder}/ imports only folders of lower layers (eslint.config.js LAYERS, docs/architecture.md)`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'drizzle/',
      'coverage/',
      'bench/results/',
      'packages/*/dist/',
      'packages/sdk/src/generated/',
    ],
  },
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
    // No import cycles between files, and folders import downward only (LAYERS above; docs/architecture.md).
    // Only src/ is walked: the tests, bench and scripts import src but nothing imports them, so they cannot
    // close a cycle.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // A cycle cannot pass through node_modules (no package imports src/): not walking them is a third of the cost.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    // A test worker runs file after file with the modules loaded (vitest.config.ts, isolate: false): replacing
    // a module would not apply once an earlier file loaded it, and would leak into later files if it did.
    files: ['test/**/*.ts', 'packages/*/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message:
            'Test workers keep modules loaded between files (vitest.config.ts): wrap what you count at its source and put it back after the file instead.',
        },
      ],
    },
  },
);
