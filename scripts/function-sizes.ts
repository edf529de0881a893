/**
 * Lists the longest functions in src/ (or the folders given), longest first.
 *
 * Length is counted the way ESLint's `max-lines-per-function` counts it with `skipBlankLines` and
 * `skipComments`: the lines from the function's first to its last line, less the lines that are blank
 * or hold only a comment. So the figures printed here are the figures the lint rule enforces.
 * A function's lines include those of the functions nested in it (a factory's closure counts all of
 * its methods), which is what makes a 500-line closure visible.
 *
 *   npx tsx scripts/function-sizes.ts [--top 10] [--min 0] [dir or file ...]   (default: src; --top 0: all)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

interface FunctionSize {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * Line numbers (0-based) that hold code: every line a token spans (a multi-line template literal counts
 * on each of its lines). A non-blank line that no token reaches holds only a comment.
 */
function codeLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isJSDoc(node)) return;
    const children = node.getChildren(source);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.EndOfFileToken) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = first; line <= last; line++) lines.add(line);
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return lines;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : '';
    return `(callback of ${callee}${label})`;
  }
  return '(anonymous)';
}

function measure(file: string, root: string): FunctionSize[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const code = codeLines(source);
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      let count = 0;
      for (let line = first; line <= last; line++) {
        if (lines[line]!.trim() === '' || !code.has(line)) continue;
        count++;
      }
      sizes.push({ file: relative(root, file), name: nameOf(fn, source), line: first + 1, lines: count });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

function main(): void {
  const args = process.argv.slice(2);
  let top = 10;
  let min = 0;
  const dirs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--top') top = Number(args[++i]);
    else if (arg === '--min') min = Number(args[++i]);
    else dirs.push(arg);
  }
  if (dirs.length === 0) dirs.push('src');
  const root = process.cwd();
  const all = dirs
    .flatMap((dir) => sourceFiles(dir))
    .flatMap((file) => measure(file, root))
    .filter((size) => size.lines >= min)
    .sort((a, b) => b.lines - a.lines);
  const shown = Number.isFinite(top) && top > 0 ? all.slice(0, top) : all;
  console.log('lines  function  (non-blank, non-comment lines; nested functions included)');
  for (const size of shown) console.log(`${String(size.lines).padStart(5)}  ${size.name}  ${size.file}:${size.line}`);
}

main();
