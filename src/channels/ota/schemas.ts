/**
 * Validation against the OpenTravel 2017B schemas (vendor/ota/2017B, unchanged), in process with libxml2
 * compiled to WebAssembly (libxml2-wasm): every request before it is acted on, and every answer before it is
 * sent.
 *
 * Each message's schema is compiled once, on its first use, and kept: compiling one (its includes,
 * OTA_CruiseCommonTypes.xsd and OTA_CommonTypes.xsd, are about 2 MB) takes about 100 ms of one core, while
 * validating a message against the compiled schema takes about 0.2 ms. The channel used xmllint-wasm before,
 * which compiles the schema on every call: about 0.5 s of CPU per validation, twice per message.
 *
 * libxml2 reads nothing but the schema files: they are served from memory under a virtual `file:///ota-2017b/`
 * base by the only input provider registered, which refuses every other name. A message is parsed with
 * network access and external entities off (it was parsed before, by the transport, which refuses a DOCTYPE).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ParseOption,
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  xmlRegisterInputProvider,
  XsdValidator,
} from 'libxml2-wasm';

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../vendor/ota/2017B');
const BASE = 'file:///ota-2017b/';
const MESSAGE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;

export interface SchemaVerdict {
  valid: boolean;
  /** libxml2's messages, without the file name. */
  errors: { line: number | null; message: string }[];
}

let names: Set<string> | undefined;
function schemaNames(): Set<string> {
  if (!names) {
    const files = readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.xsd'));
    const buffers: Record<string, Uint8Array> = {};
    for (const file of files) buffers[BASE + file] = readFileSync(join(SCHEMA_DIR, file));
    // The provider answers only its own names; libxml2 asks it for every file a schema includes.
    xmlRegisterInputProvider(new XmlBufferInputProvider(buffers));
    names = new Set(files.map((file) => file.slice(0, -'.xsd'.length)));
  }
  return names;
}

/** Whether a schema of that message name exists in the publication (`OTA_CruiseBookRQ` -> its .xsd). */
export function hasSchema(messageName: string): boolean {
  return schemaNames().has(messageName);
}

const validators = new Map<string, XsdValidator>();
function validatorOf(messageName: string): XsdValidator {
  let validator = validators.get(messageName);
  if (!validator) {
    if (!hasSchema(messageName)) throw new Error(`No schema for ${messageName}`);
    const url = `${BASE}${messageName}.xsd`;
    const schema = XmlDocument.fromBuffer(readFileSync(join(SCHEMA_DIR, `${messageName}.xsd`)), { url });
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
    validators.set(messageName, validator);
  }
  return validator;
}

const verdictOf = (error: unknown): SchemaVerdict => {
  if (!(error instanceof XmlLibError)) throw error;
  return {
    valid: false,
    errors: error.details.map((detail) => ({ line: detail.line || null, message: detail.message.trim() })),
  };
};

/** Validates `xml` against the schema of `messageName` (the root element the document must have). */
export function validateMessage(messageName: string, xml: string): SchemaVerdict {
  const validator = validatorOf(messageName);
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml, { option: MESSAGE_OPTIONS });
  } catch (error) {
    return verdictOf(error);
  }
  try {
    validator.validate(document);
    return { valid: true, errors: [] };
  } catch (error) {
    return verdictOf(error);
  } finally {
    document.dispose();
  }
}
