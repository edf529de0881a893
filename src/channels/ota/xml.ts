/**
 * XML in and out of the OTA channel, with fast-xml-parser: no string concatenation of XML, and no entity
 * expansion. A document with a DOCTYPE is refused before it is parsed: OTA messages never carry one, and a DTD
 * is the only way to declare the entities of XXE and of the "billion laughs" (internal entities are not even
 * declared then, and the parser is told not to process entities at all). Nesting deeper than MAX_DEPTH is
 * refused by the parser itself, so neither the parser nor the code reading the tree recurses without bound.
 */
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
export const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
/** The deepest OTA cruise message is about 12 levels; a SOAP envelope adds 2. */
export const MAX_DEPTH = 40;

/** An element as parsed: attributes under `@Name`, text under `#text`, children by name (one or several). */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

const parserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
} as const;
/** Names as written (prefixes kept), to check the namespaces. */
const qualifiedParser = new XMLParser(parserOptions);
/** Local names only (prefixes and xmlns declarations dropped), to read the message once its namespace is known. */
const localParser = new XMLParser({ ...parserOptions, removeNSPrefix: true });

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  processEntities: true,
  format: false,
});

/**
 * Parses a whole document twice, with its prefixes (`qualified`) and with local names (`local`); XmlSyntaxError
 * when it is not well-formed, has a DOCTYPE or nests too deep.
 */
export function parseXml(text: string): { qualified: XmlNode; local: XmlNode } {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new XmlSyntaxError('A document type declaration (DOCTYPE, ENTITY) is not accepted.');
  }
  const wellFormed = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (wellFormed !== true) {
    throw new XmlSyntaxError(`The body is not well-formed XML (line ${wellFormed.err.line}: ${wellFormed.err.msg}).`);
  }
  try {
    return { qualified: qualifiedParser.parse(text) as XmlNode, local: localParser.parse(text) as XmlNode };
  } catch (error) {
    throw new XmlSyntaxError(`The body cannot be read as XML: ${(error as Error).message}`);
  }
}

/** The document's one root element: its qualified name and content. */
export function rootOf(document: XmlNode): { name: string; node: XmlNode } | undefined {
  const names = Object.keys(document).filter((key) => !key.startsWith('?'));
  if (names.length !== 1) return undefined;
  const name = names[0]!;
  const node = document[name];
  return { name, node: typeof node === 'object' && !Array.isArray(node) ? node : {} };
}

/** Splits `prefix:Local` into its prefix ('' when none) and local name. */
export function splitName(qualified: string): { prefix: string; local: string } {
  const colon = qualified.indexOf(':');
  return colon < 0
    ? { prefix: '', local: qualified }
    : { prefix: qualified.slice(0, colon), local: qualified.slice(colon + 1) };
}

/** The namespace a prefix means on an element, looking at its own declarations, then its ancestors'. */
export function namespaceOf(prefix: string, chain: XmlNode[]): string | undefined {
  const attribute = prefix ? `@xmlns:${prefix}` : '@xmlns';
  for (let i = chain.length - 1; i >= 0; i--) {
    const value = chain[i]![attribute];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** Writes a document: the root element `name` with `content` (attributes as `@Name`, in schema order). */
export function buildXml(name: string, content: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [name]: content }) as string}`;
}

// Readers of a parsed message: the schema has validated it, so these only normalise its shape.
export const many = (value: XmlValue | undefined): XmlNode[] =>
  value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'object' ? (v as XmlNode) : { '#text': v }));
export const one = (value: XmlValue | undefined): XmlNode | undefined => many(value)[0];
export const attr = (node: XmlNode | undefined, name: string): string | undefined => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value : undefined;
};
export const text = (node: XmlValue | undefined): string | undefined => {
  if (typeof node === 'string') return node;
  const first = one(node);
  const value = first?.['#text'];
  return typeof value === 'string' ? value : undefined;
};
/** The element at a path of child names, the first of each where there are several. */
export function at(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = one(current?.[name]);
  return current;
}
