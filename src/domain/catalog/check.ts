/**
 * An uploaded catalogue file checked from its bytes: bounded before it is parsed (a nesting depth no
 * catalogue needs is refused by a one-pass scan, so a small file of nested brackets cannot make JSON.parse
 * build millions of arrays), then parsed and validated with the command line's validator. Pure and
 * synchronous: the portal runs it in a worker thread (check-worker.ts), off the event loop.
 */
import { jsonDeeperThan } from '../../platform/http/json-body.js';
import type { CatalogFile } from './format.js';
import { planCatalog, type CatalogPlan } from './materialize.js';
import { CatalogError, validateCatalog } from './validate.js';

/** Objects and arrays inside one another; the deepest part of a catalogue (a tour's stage routes) needs 7. */
export const CATALOG_MAX_DEPTH = 16;

export interface CatalogProblem {
  /** The record the problem is in, as the validator names it, or `(file)` for the file as a whole. */
  record: string;
  message: string;
}

export type CatalogCheck =
  | { problems: CatalogProblem[]; records?: undefined }
  | {
      problems: [];
      /** Records per collection (what an import writes). */
      records: Record<string, number>;
      /** The file and what it writes, when asked for (an import). */
      planned?: { file: CatalogFile; plan: CatalogPlan };
    };

/** A record as the validator names it: `sailings[12] (RW-2027-01-10)`, or a part of one, `ships[0] (RW): cabins[3]`. */
const RECORD = /^((?:\(file\))|(?:[A-Za-z]+\[\d+\](?: \([^)]*\))?)(?:: [A-Za-z]+\[\d+\](?: \([^)]*\))?)*): ([\s\S]*)$/;

/** `sailings[12] (RW-2027-01-10): ship "X" is not defined` -> its record and what is wrong with it. */
export function splitProblem(problem: string): CatalogProblem {
  const match = RECORD.exec(problem);
  return match ? { record: match[1]!, message: match[2]! } : { record: '(file)', message: problem };
}

const fileProblem = (message: string): CatalogCheck => ({ problems: [{ record: '(file)', message }] });

const recordCounts = (input: object): Record<string, number> =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );

/** Checks a file's bytes; with `plan`, also plans its import (materialize.ts) so the caller only writes. */
export function checkCatalogBytes(bytes: Uint8Array, plan: boolean): CatalogCheck {
  if (bytes.length === 0) return fileProblem('the file is empty');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (jsonDeeperThan(text, CATALOG_MAX_DEPTH)) {
    return fileProblem(
      `nests objects and arrays more than ${CATALOG_MAX_DEPTH} levels deep; a catalogue file needs at most 7 (nothing was parsed)`,
    );
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return fileProblem(`is not valid JSON: ${(error as Error).message}`);
  }
  try {
    const file = validateCatalog(input);
    return {
      problems: [],
      records: recordCounts(file),
      ...(plan ? { planned: { file, plan: planCatalog(file) } } : {}),
    };
  } catch (error) {
    if (error instanceof CatalogError) return { problems: error.problems.map(splitProblem) };
    throw error;
  }
}
