/**
 * The error-code catalogue of docs/api.md cannot drift from the code: every `code` the service can emit
 * (string literals given to AppError and the error constructors, their defaults, the problem handler's
 * codes, `{ code, detail }` not-found texts) and every RFC 6749 error of the token endpoint is in the
 * catalogue, and the catalogue lists no code the service no longer emits.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
/** Functions and classes whose string arguments are problem codes. */
const PROBLEM_CALLEES = new Set([
  'AppError',
  'invalidField',
  'notFound',
  'conflict',
  'throwIfAny',
  'problem',
]);
const PROBLEM_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const OAUTH_CODE = /^[a-z]+(_[a-z]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** String literals of an expression, through conditionals (`unavailable ? 'A' : 'B'`). */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literals(node.expression);
  return [];
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** A function that passes one of its parameters on as a code (`const itemConflict = (code, detail) => new AppError(409, code, detail)`). */
function wrapperName(node: ts.Node, callees: Set<string>): string | undefined {
  let name: string | undefined;
  let fn: ts.SignatureDeclaration | undefined;
  if (ts.isFunctionDeclaration(node) && node.name) [name, fn] = [node.name.text, node];
  else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) {
      [name, fn] = [node.name.text, node.initializer];
    }
  }
  if (!name || !fn || callees.has(name)) return undefined;
  const params = new Set(fn.parameters.map((p) => p.name.getText()));
  let passesCode = false;
  const visit = (child: ts.Node): void => {
    if ((ts.isCallExpression(child) || ts.isNewExpression(child)) && callees.has(calleeName(child) ?? '')) {
      if (child.arguments?.some((arg) => ts.isIdentifier(arg) && params.has(arg.text))) passesCode = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(fn);
  return passesCode ? name : undefined;
}

export function emittedCodes(): { problem: Map<string, string>; oauth: Map<string, string> } {
  const problem = new Map<string, string>();
  const oauth = new Map<string, string>();
  const sources = sourceFiles(join(ROOT, 'src')).map((file) => ({
    file,
    source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const callees = new Set(PROBLEM_CALLEES);
  for (let grew = true; grew;) {
    grew = false;
    for (const { source } of sources) {
      const visit = (node: ts.Node): void => {
        const name = wrapperName(node, callees);
        if (name) [grew] = [true, callees.add(name)];
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }

  for (const { file, source } of sources) {
    const where = (node: ts.Node) =>
      `${file.slice(ROOT.length)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        for (const arg of node.arguments ?? []) {
          for (const text of literals(arg)) {
            if (name && callees.has(name) && PROBLEM_CODE.test(text)) problem.set(text, where(arg));
            if (name === 'OAuthError' && OAUTH_CODE.test(text)) oauth.set(text, where(arg));
          }
        }
      }
      // Defaults of the constructors' code parameters: `code = 'VALIDATION_FAILED'`.
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'code') {
        for (const text of literals(node.initializer)) if (PROBLEM_CODE.test(text)) problem.set(text, where(node));
      }
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map(
          node.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(source), p.initializer]),
        );
        // Not-found texts handed to the isolation helpers: `{ detail: '...', code: 'QUOTE_NOT_FOUND' }`.
        if (props.has('detail') && props.has('code')) {
          for (const text of literals(props.get('code'))) if (PROBLEM_CODE.test(text)) problem.set(text, where(node));
        }
        // RFC 6749 bodies written directly: `{ error: 'server_error', error_description: '...' }`.
        if (props.has('error') && props.has('error_description')) {
          for (const text of literals(props.get('error'))) if (OAUTH_CODE.test(text)) oauth.set(text, where(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { problem, oauth };
}

const guide = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');

/** The rows of the catalogue tables: the first cell of each row, a backticked code. */
function catalogueRows(heading: string): string[] {
  const start = guide.indexOf(heading);
  expect(start, `docs/api.md has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const section = guide.slice(start + heading.length).split(/\n#/)[0]!;
  return [...section.matchAll(/^\| `([A-Za-z0-9_]+)` \|/gm)].map((m) => m[1]!);
}

describe('the error-code catalogue of docs/api.md', () => {
  const { problem, oauth } = emittedCodes();

  it('finds the codes in the source', () => {
    // A sanity check of the scan itself: codes from each place a code can come from.
    for (const code of [
      'VALIDATION_FAILED',
      'SESSION_NOT_FOUND',
      'TOKEN_MISSING',
      'ROUTE_NOT_FOUND',
      'CABIN_NUMBER_TAKEN',
    ]) {
      expect([...problem.keys()]).toContain(code);
    }
    expect([...oauth.keys()]).toContain('invalid_client');
  });

  it('lists every problem code the service emits, and no other', () => {
    const rows = catalogueRows('## Error codes');
    const missing = [...problem].filter(([code]) => !rows.includes(code)).map(([code, at]) => `${code} (${at})`);
    expect(missing, 'codes emitted but not in the catalogue').toEqual([]);
    expect(
      rows.filter((code) => !problem.has(code)),
      'catalogue rows no code emits',
    ).toEqual([]);
  });

  it('lists every RFC 6749 error of the token endpoint', () => {
    const rows = catalogueRows('### Token endpoint errors');
    expect([...oauth.keys()].filter((code) => !rows.includes(code))).toEqual([]);
    expect(rows.filter((code) => !oauth.has(code))).toEqual([]);
  });
});
