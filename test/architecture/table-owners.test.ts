/**
 * The table-owner rule of `npm run lint` (eslint-rules/table-owners.js): the owner map read from the schema
 * files, and what the rule lets through and reports, on made-up files placed in the real tree.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { ownerMap } from '../../eslint-rules/table-owners.js';

const root = path.resolve(import.meta.dirname, '../..');
const rule = plugin.rules['table-owners'];
const at = (rel: string) => path.join(root, rel);
const quotes = at('src/domain/quotes/made-up.ts');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('the owner map', () => {
  const { tables } = ownerMap(root);
  const ownerOf = (table: string) => tables.get(table)?.owner;

  it('is read from the schema files, tables built by a helper included', () => {
    expect(ownerOf('agencies')).toBe('src/domain/auth');
    expect(ownerOf('portal_users')).toBe('src/domain/accounts');
    expect(ownerOf('server_keys')).toBe('src/platform/db');
    expect(ownerOf('sessions')).toBe('src/domain/sessions');
    // A schema/ folder's files make the folder above it the owner.
    expect(ownerOf('sailings')).toBe('src/domain/catalog');
    // guestPriceTable('addon_prices', ...): a function of the schema file that calls pgTable with its argument.
    expect(ownerOf('addon_prices')).toBe('src/domain/catalog');
    // keyAbove's stand-in (platform/db/columns.ts) is no schema file, so it owns nothing.
    expect(tables.get('bookings')?.file).toBe('src/domain/bookings/schema.ts');
  });
});

tester.run('table-owners', rule, {
  valid: [
    { filename: at('src/domain/sessions/made-up.ts'), code: 'const q = sql`delete from sessions where id = ${id}`;' },
    // Prose in comments is free.
    { filename: quotes, code: '// the hold is released when its row is deleted from sessions\nconst a = 1;' },
    // A word that only looks like a table: a table's name must follow an SQL keyword.
    { filename: quotes, code: "const m = 'the sessions of an agency';" },
    // A schema file imports another owner's table for a foreign key.
    { filename: at('src/domain/quotes/schema.ts'), code: "import { agencies } from '../auth/schema.js';" },
    // A schema file's other exports (types) are not table objects.
    {
      filename: quotes,
      code: "import type { LoggedFieldError } from '../../platform/request-log/schema.js';",
    },
    // The exceptions of the configuration, by file and table.
    {
      filename: quotes,
      code: 'const q = sql`update bookings set status = ${s}`;',
      options: [{ root, allow: [{ file: 'src/domain/quotes/made-up.ts', tables: ['bookings'] }] }],
    },
    {
      filename: at('src/platform/db/columns.ts'),
      code: "pgTable(name, { id: uuid('id') });",
      options: [{ root, pgTableAllowedIn: ['src/platform/db/columns.ts'] }],
    },
    // Files outside src/ (tests, scripts) are not checked.
    { filename: at('test/made-up.test.ts'), code: "const q = 'select * from bookings';" },
  ].map((test) => ({ options: [{ root }], ...test })),
  invalid: [
    {
      filename: quotes,
      code: 'const q = sql`update bookings set status = ${s} where id = ${id}`;',
      errors: [
        {
          messageId: 'foreignSql',
          data: { file: 'src/domain/quotes/made-up.ts', table: 'bookings', owner: 'src/domain/bookings' },
        },
      ],
    },
    {
      filename: quotes,
      code: "const q = 'delete from sessions where expires_at < now()';",
      errors: [{ messageId: 'foreignSql' }],
    },
    {
      filename: quotes,
      code: 'const q = sql`select 1 from sailings s join "sailing_calls" c on c.sailing_id = s.id`;',
      errors: [{ messageId: 'foreignSql' }, { messageId: 'foreignSql' }],
    },
    { filename: quotes, code: 'const q = sql`lock table cabin_allocations`;', errors: [{ messageId: 'foreignSql' }] },
    { filename: quotes, code: "const q = 'truncate idempotency_keys';", errors: [{ messageId: 'foreignSql' }] },
    {
      filename: quotes,
      code: "const q = 'insert into addon_prices values (1)';",
      errors: [{ messageId: 'foreignSql' }],
    },
    {
      filename: quotes,
      code: "const q = 'alter table x add foreign key (a) references agencies(id)';",
      errors: [{ messageId: 'foreignSql' }],
    },
    // An allowed table of one file is not allowed in another.
    {
      filename: quotes,
      code: 'const q = sql`update bookings set status = ${s}`;',
      options: [{ root, allow: [{ file: 'src/domain/payments/made-up.ts', tables: ['bookings'] }] }],
      errors: [{ messageId: 'foreignSql' }],
    },
    {
      filename: quotes,
      code: "import { sessions } from '../sessions/schema.js';",
      errors: [{ messageId: 'foreignImport', data: { table: 'sessions', owner: 'src/domain/sessions' } }],
    },
    // Type-only imports count: a row type derived from another owner's table couples to its columns.
    {
      filename: quotes,
      code: "import type { cabins } from '../catalog/schema/catalog.js';",
      errors: [{ messageId: 'foreignImport' }],
    },
    {
      filename: quotes,
      code: "import * as t from '../auth/schema.js';",
      errors: [{ messageId: 'foreignImport' }, { messageId: 'foreignImport' }],
    },
    {
      filename: quotes,
      code: "export const stray = pgTable('stray', {});",
      errors: [{ messageId: 'strayTable' }],
    },
  ].map((test) => ({ options: [{ root }], ...test })),
});
