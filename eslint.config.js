import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tableOwners from './eslint-rules/table-owners.js';

/**
 * The layers of src/ (docs/architecture.md), from the bottom. The tree shows them: `kernel/` (leaves: clock,
 * config, errors, time, fault points, log serializers), `platform/` (the database, HTTP, observability, the
 * shared stores), `domain/` (the capabilities of a booking system), `channels/` (V2, V1, OAuth, the portal:
 * parse, call the domain, render) and `main/` (composition, process entry points, command lines). A folder
 * imports only folders of lower layers, never one of its own layer or above, so no cycle between folders can
 * form; inside platform/ and domain/ the folders are layered too. Type-only imports count.
 */
const LAYERS = [
  ['kernel'],
  // Observability, below everything it observes: services take a BusinessMetrics, db/ wraps PGlite in spans.
  ['platform/metrics', 'platform/tracing'],
  ['platform/db'],
  ['platform/http', 'platform/request-log', 'platform/mail', 'platform/audit'],
  ['platform/workers', 'platform/idempotency'],
  ['domain/pricing'],
  // The catalogue, timetable included, is what the rest of the domain reads: the import is its writer, and its
  // tables' keys are what inventory, sessions and bookings refer to (domain/catalog/schema/sailings.ts).
  ['domain/catalog'],
  ['domain/auth', 'domain/inventory'],
  ['domain/accounts', 'domain/events', 'domain/promotions', 'domain/sailings'],
  ['domain/sessions'],
  ['domain/bookings'],
  [
    'domain/amendments',
    'domain/changes',
    'domain/disruptions',
    'domain/documents',
    'domain/payments',
    'domain/personal-data',
    'domain/quotes',
    'domain/watches',
    'domain/webhooks',
    'domain/ota-holds',
  ],
  // Channels never import each other: what two of them share belongs to the domain or the platform.
  ['channels/oauth', 'channels/v1', 'channels/v2', 'channels/portal', 'channels/ota'],
  ['main'],
];
/**
 * Files that still name a table they do not own (eslint-rules/table-owners.js), file and tables: each part of
 * issue 32 empties its section, and an entry that no longer matches anything is to be removed with the fix.
 */
const TABLE_OWNER_EXCEPTIONS = [
  // Empty: every table is named only in its owner's folder (issue 32). A read of a higher layer's table from below
  // it is a dependency the composition root hands in (inventory's HoldSessions, the event log's fan-out).
];

const boundaryZones = LAYERS.slice(0, -1).flatMap((layer, i) =>
  layer.map((folder) => ({
    target: `./src/${folder}`,
    from: LAYERS.slice(i)
      .flat()
      .filter((other) => other !== folder)
      .map((name) => `./src/${name}`),
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
    // A unit a newcomer can hold in mind (issues 20 and 32): no function longer than 100 lines of code, counted
    // as `npx tsx scripts/function-sizes.ts` counts them (blank and comment-only lines left out, nested
    // functions included, so a factory's closure counts all of its methods). Split by operation instead:
    // rules as pure functions, SQL in the capability's SQL module, orchestration in a short service.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Data tables and templates, where length is content rather than logic:
    // - src/domain/catalog/demo.ts: the demo catalogue (voyages, tours, prices) written out as literals.
    files: ['src/domain/catalog/demo.ts'],
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
    // Every table has one owner, the folder of its schema file: only that folder names it in SQL or imports its
    // table object (eslint-rules/table-owners.js; test/architecture/table-owners.test.ts).
    files: ['src/**/*.ts'],
    plugins: { berth: tableOwners },
    rules: {
      'berth/table-owners': [
        'error',
        {
          allow: TABLE_OWNER_EXCEPTIONS,
          // keyAbove: a foreign key from a lower layer's table names the higher one's table by a stand-in.
          pgTableAllowedIn: ['src/platform/db/columns.ts'],
        },
      ],
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
