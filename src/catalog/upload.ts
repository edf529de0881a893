/**
 * A catalogue file uploaded by the operator (the portal's catalogue page): read it, check it with the
 * validator of the command line, and import it with the same importer, so the portal and
 * `npm run catalog:import` accept and refuse the same files. The answer is a report: every problem split
 * into the record it names (`sailings[12] (RW-2027-01-10)`) and what is wrong with it, or what was imported.
 */
import type { Db } from '../db/client.js';
import { CatalogError, importCatalog, type ImportSummary } from './import.js';
import { validateCatalog } from './validate.js';

export interface CatalogProblem {
  /** The record the problem is in, as the validator names it, or `(file)` for the file as a whole. */
  record: string;
  message: string;
}

export interface CatalogReport {
  /** The file's problems; empty when it is valid. */
  problems: CatalogProblem[];
  /** Records per collection of a valid file (what an import writes), null when it is not valid. */
  records: Record<string, number> | null;
  /** What was written, when the file was imported; null when only checked or not valid. */
  imported: Omit<ImportSummary, 'skipped'> | null;
}

/** A record as the validator names it: `sailings[12] (RW-2027-01-10)`, or a part of one, `ships[0] (RW): cabins[3]`. */
const RECORD = /^((?:\(file\))|(?:[A-Za-z]+\[\d+\](?: \([^)]*\))?)(?:: [A-Za-z]+\[\d+\](?: \([^)]*\))?)*): ([\s\S]*)$/;

/** `sailings[12] (RW-2027-01-10): ship "X" is not defined` -> its record and what is wrong with it. */
export function splitProblem(problem: string): CatalogProblem {
  const match = RECORD.exec(problem);
  return match ? { record: match[1]!, message: match[2]! } : { record: '(file)', message: problem };
}

function parse(bytes: Buffer): { input: unknown } | { problem: CatalogProblem } {
  if (bytes.length === 0) return { problem: { record: '(file)', message: 'the file is empty' } };
  try {
    return { input: JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    return { problem: { record: '(file)', message: `is not valid JSON: ${(error as Error).message}` } };
  }
}

const recordCounts = (input: object): Record<string, number> =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );

/** Checks an uploaded catalogue and, when `importIt` and it is valid, imports it (in one transaction). */
export async function checkCatalogUpload(db: Db, bytes: Buffer, importIt: boolean): Promise<CatalogReport> {
  const parsed = parse(bytes);
  if ('problem' in parsed) return { problems: [parsed.problem], records: null, imported: null };
  try {
    if (!importIt) return { problems: [], records: recordCounts(validateCatalog(parsed.input)), imported: null };
    // importCatalog runs the same validator before it writes anything.
    const { skipped: _skipped, ...imported } = await importCatalog(db, parsed.input);
    return { problems: [], records: recordCounts(parsed.input as object), imported };
  } catch (error) {
    if (error instanceof CatalogError)
      return { problems: error.problems.map(splitProblem), records: null, imported: null };
    throw error;
  }
}
