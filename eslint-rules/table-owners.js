/**
 * Every table has one owner (issue 32): the folder whose `schema.ts` (or `schema/` folder) defines it with
 * `pgTable('name', ...)`. Only that folder's code names the table, in SQL text or through Drizzle's builder;
 * the others call the owner's functions (a repository, a read, or a SQL fragment the owner builds).
 *
 * The owner map is read from the schema files themselves, never kept by hand: a table is owned by the folder
 * that holds the schema file defining it (for `src/domain/catalog/schema/extras.ts`, `src/domain/catalog`).
 * A file belongs to the deepest owner folder that contains it.
 *
 * Reported:
 * - SQL text naming another owner's table: a string or template literal (drizzle's `sql` templates included)
 *   where a table name follows from, join, update, into, table (lock/truncate table), truncate or references.
 *   Comments are not literals, so prose about a table is free.
 * - An import of a table object from another owner's schema file, except in schema files (a foreign key's
 *   `.references()` needs the referenced table's column).
 * - A `pgTable(` call outside an owner's schema file.
 *
 * Options: `allow`, a list of `{ file, tables }` for the violations that other work still has to remove (say
 * why beside each), and `pgTableAllowedIn`, files that may build a stand-in table (platform/db/columns.ts's
 * keyAbove, for a foreign key that points up the layers).
 */
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const SQL_KEYWORDS = ['from', 'join', 'update', 'into', 'table', 'truncate', 'references'];

/** A schema file: `schema.ts`, or any `.ts` directly in a folder named `schema`. */
function isSchemaFile(relPath) {
  const parts = relPath.split('/');
  return parts.at(-1) === 'schema.ts' || (parts.at(-2) === 'schema' && relPath.endsWith('.ts'));
}

/** The folder a schema file makes the owner: its own folder, or the one above a `schema/` folder. */
function ownerOfSchemaFile(relPath) {
  const dir = path.posix.dirname(relPath);
  return path.posix.basename(relPath) === 'schema.ts' ? dir : path.posix.dirname(dir);
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** The first argument's text when it is a string literal. */
const literalName = (node) =>
  node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/**
 * The tables one schema file defines: each `pgTable('name', ...)` call, and each call of a function of the same
 * file that builds a table from its name argument (catalog's guestPriceTable), with the exported binding.
 */
function tablesOfSchemaFile(text) {
  const { ast } = tseslint.parser.parseForESLint(text, { range: true, sourceType: 'module' });
  const builders = new Set(['pgTable']);
  for (const node of ast.body) {
    const fn = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (fn?.type === 'FunctionDeclaration' && fn.id && /\bpgTable\(\s*[A-Za-z_]\w*\s*,/.test(text.slice(...fn.range))) {
      builders.add(fn.id.name);
    }
  }
  const tables = [];
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of node.declaration.declarations) {
      const init = declarator.init;
      if (init?.type !== 'CallExpression' || init.callee.type !== 'Identifier' || !builders.has(init.callee.name)) {
        continue;
      }
      const name = literalName(init.arguments[0]);
      if (name !== undefined && declarator.id.type === 'Identifier') tables.push({ name, binding: declarator.id.name });
    }
  }
  return tables;
}

const maps = new Map();

/**
 * The owner map of the tree under `root`: tables by name ({ owner, file, binding }) and, per schema file, its
 * table bindings. Read once per process (a lint run, a test file).
 */
export function ownerMap(root) {
  let map = maps.get(root);
  if (map) return map;
  const tables = new Map();
  const schemaFiles = new Map();
  for (const full of walk(path.join(root, 'src'), [])) {
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (!isSchemaFile(rel)) continue;
    const owner = ownerOfSchemaFile(rel);
    const bindings = new Map();
    for (const table of tablesOfSchemaFile(fs.readFileSync(full, 'utf8'))) {
      const known = tables.get(table.name);
      if (known && known.owner !== owner) {
        throw new Error(`table-owners: ${table.name} is defined in ${known.file} and in ${rel}: one owner only`);
      }
      tables.set(table.name, { owner, file: rel, binding: table.binding });
      bindings.set(table.binding, table.name);
    }
    if (bindings.size > 0) schemaFiles.set(rel, { owner, bindings });
  }
  const owners = [...new Set([...tables.values()].map((t) => t.owner))].sort((a, b) => b.length - a.length);
  const names = [...tables.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `\\b(?:${SQL_KEYWORDS.join('|')})\\s+(?:only\\s+|if\\s+exists\\s+)?(?:public\\.)?"?(${names.join('|')})"?(?![\\w.])`,
    'gi',
  );
  map = { tables, schemaFiles, owners, pattern };
  maps.set(root, map);
  return map;
}

/** The deepest owner folder holding `rel`, or undefined. */
function ownerOfFile(map, rel) {
  return map.owners.find((owner) => rel.startsWith(owner + '/'));
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owner of a table (the folder of its schema file) names it' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, tables: { type: 'array', items: { type: 'string' } } },
              required: ['file', 'tables'],
              additionalProperties: false,
            },
          },
          pgTableAllowedIn: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreignSql:
        '{{file}} names the table {{table}}, which {{owner}} owns (its schema file): call a function of {{owner}} instead (eslint-rules/table-owners.js)',
      foreignImport:
        'the table {{table}} belongs to {{owner}}: only its own code and schema files use its table object; call a function of {{owner}} instead',
      strayTable: "a table is defined in its owner's schema.ts (or schema/ folder), not in {{file}}",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (!rel.startsWith('src/')) return {};
    const map = ownerMap(root);
    const own = ownerOfFile(map, rel);
    const allowed = new Set((options.allow ?? []).filter((a) => a.file === rel).flatMap((a) => a.tables));
    const foreign = (table) => {
      const entry = map.tables.get(table);
      return entry && entry.owner !== own && !allowed.has(table) ? entry : undefined;
    };

    function checkText(node, text) {
      for (const match of text.matchAll(map.pattern)) {
        const table = match[1].toLowerCase();
        const entry = foreign(table);
        if (entry) context.report({ node, messageId: 'foreignSql', data: { file: rel, table, owner: entry.owner } });
      }
    }

    return {
      Literal(node) {
        if (typeof node.value === 'string' && node.parent?.type !== 'ImportDeclaration') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'pgTable') return;
        if (isSchemaFile(rel) || (options.pgTableAllowedIn ?? []).includes(rel)) return;
        context.report({ node, messageId: 'strayTable', data: { file: rel } });
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.') || isSchemaFile(rel)) return;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), source)).replace(/\.js$/, '.ts');
        const schema = map.schemaFiles.get(target);
        if (!schema || schema.owner === own) return;
        for (const specifier of node.specifiers) {
          const tables =
            specifier.type === 'ImportSpecifier'
              ? [schema.bindings.get(specifier.imported.name ?? specifier.imported.value)].filter(Boolean)
              : [...schema.bindings.values()];
          for (const table of tables) {
            if (!foreign(table)) continue;
            context.report({ node: specifier, messageId: 'foreignImport', data: { table, owner: schema.owner } });
          }
        }
      },
    };
  },
};

export default { rules: { 'table-owners': rule } };
