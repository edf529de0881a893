/**
 * Validation against the OpenTravel 2017B schemas (vendor/ota/2017B, unchanged), in process with xmllint-wasm
 * (libxml2's xmllint compiled to WebAssembly, run in a worker thread per call): every request before it is
 * acted on, and every answer before it is sent. How much: libxml2 compiles the message's schema with its
 * includes on each call (the cruise messages include OTA_CruiseCommonTypes.xsd and OTA_CommonTypes.xsd,
 * about 2 MB), about 0.5 s of one core per validation on the development machine; the worker keeps it off
 * the event loop. The schema files are read once, at start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../vendor/ota/2017B');
/** 64 MiB to start, at most 1 GiB: the schemas alone take about 40 MiB compiled. */
const MEMORY = { initialMemoryPages: 1024, maxMemoryPages: 16384 };

export interface SchemaVerdict {
  valid: boolean;
  /** libxml2's messages, without the file name. */
  errors: { line: number | null; message: string }[];
}

let files: { fileName: string; contents: string }[] | undefined;
function schemaFiles() {
  files ??= readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: readFileSync(join(SCHEMA_DIR, fileName), 'utf8') }));
  return files;
}

/** Whether a schema of that message name exists in the publication (`OTA_CruiseBookRQ` -> its .xsd). */
export function hasSchema(messageName: string): boolean {
  return schemaFiles().some((file) => file.fileName === `${messageName}.xsd`);
}

/** Validates `xml` against the schema of `messageName` (the root element the document must have). */
export async function validateMessage(messageName: string, xml: string): Promise<SchemaVerdict> {
  const all = schemaFiles();
  const schema = all.find((file) => file.fileName === `${messageName}.xsd`);
  if (!schema) throw new Error(`No schema for ${messageName}`);
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [schema],
    preload: all.filter((file) => file !== schema),
    ...MEMORY,
  });
  return {
    valid: result.valid,
    errors: result.errors.map((error) => ({ line: error.loc?.lineNumber ?? null, message: error.message })),
  };
}
