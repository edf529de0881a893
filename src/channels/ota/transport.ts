/**
 * The OTA channel's transport (spec ota.md "Transport"): `POST /ota/rest/{MessageName}` with the message as the
 * body, and `POST /ota/ws` with it inside a SOAP 1.1 envelope. Registered by main/partner-api.ts inside a scope
 * with V2's credentials, V2's request budget and the Idempotency-Key store; this plugin adds what only XML
 * needs, in this order for each request:
 *
 *   1. the body, as text (application/xml, text/xml; anything else 415), within the server's body limit (413);
 *   2. parsed without entities and without a DTD (400), its root checked against the path (400);
 *   3. the user key of `POS/Source/RequestorID[@ID_Context="BERTH_USER_KEY"]/@ID` when the query has none, then
 *      `authenticate` and the budget (installed by the scope, after these hooks);
 *   4. validated against the message's 2017B schema (400 with libxml2's words);
 *   5. the message's handler, whose answer is validated against its schema before it is sent (an answer that
 *      does not validate is Berth's fault: logged, and answered as Type 12 errors, which do validate).
 *
 * Every answer is the message's `...RS` with `<Success/>` or `<Errors>`; a SOAP body that names no message
 * Berth can answer gets a SOAP Fault (there is no message to answer with).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors.js';
import { errorsElement, EWT, ERR, fromAppError, OtaErrors, protocolError, statusOf, type OtaError } from './errors.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { storeAnswer } from '../../platform/idempotency/idempotency.js';
import type { OtaAnswer, OtaMessage } from './message.js';
import { hasSchema, validateMessage } from './schemas.js';
import {
  at,
  attr,
  buildXml,
  many,
  namespaceOf,
  OTA_NAMESPACE,
  parseXml,
  rootOf,
  SOAP_NAMESPACE,
  splitName,
  XmlSyntaxError,
  type XmlNode,
} from './xml.js';

export const USER_KEY_CONTEXT = 'BERTH_USER_KEY';
const XML_TYPE = 'application/xml; charset=utf-8';
const SOAP_TYPE = 'text/xml; charset=utf-8';
/** The standard attributes echoed from request to answer, in this order (OTA_PayloadStdAttributes). */
const ECHOED = ['EchoToken', 'Target', 'TargetName', 'TransactionIdentifier', 'SequenceNmbr', 'CorrelationID'];

interface OtaRequestState {
  soap: boolean;
  /** The message the answer is for: from the path (REST) or the SOAP body, once known. */
  definition?: OtaMessage;
  /** The request message's root element, local names. */
  message?: XmlNode;
  /** The request message as a document of its own, to validate. */
  xml?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ota?: OtaRequestState;
  }
}

export interface OtaTransportOptions {
  messages: OtaMessage[];
}

/** The answer's root attributes: the namespace, the echoed ones, TimeStamp and Version. */
function rootAttributes(request: XmlNode | undefined, now: Date, extra: Record<string, string> = {}): XmlNode {
  const attributes: XmlNode = { '@xmlns': OTA_NAMESPACE };
  for (const name of ECHOED) {
    const value = name in extra ? extra[name] : attr(request, name);
    if (value !== undefined) attributes[`@${name}`] = value;
  }
  attributes['@TimeStamp'] = now.toISOString();
  attributes['@Version'] = attr(request, 'Version') ?? '1.0';
  for (const [name, value] of Object.entries(extra)) {
    if (!ECHOED.includes(name)) attributes[`@${name}`] = value;
  }
  return attributes;
}

/** The answer as it goes out: the message, or a SOAP request's envelope around it. */
function written(
  state: OtaRequestState | undefined,
  answerName: string,
  root: XmlNode,
): { type: string; body: string } {
  if (state?.soap) {
    const envelope = { '@xmlns:soap': SOAP_NAMESPACE, 'soap:Body': { [answerName]: root } };
    return { type: SOAP_TYPE, body: buildXml('soap:Envelope', envelope) };
  }
  return { type: XML_TYPE, body: buildXml(answerName, root) };
}

function send(
  reply: FastifyReply,
  state: OtaRequestState | undefined,
  status: number,
  answerName: string,
  root: XmlNode,
) {
  const { type, body } = written(state, answerName, root);
  return reply.code(status).type(type).send(body);
}

/** A SOAP 1.1 Fault, for a SOAP request whose body names no message Berth can answer. */
function soapFault(reply: FastifyReply, status: number, faultString: string) {
  const envelope = {
    '@xmlns:soap': SOAP_NAMESPACE,
    'soap:Body': { 'soap:Fault': { faultcode: 'soap:Client', faultstring: faultString } },
  };
  return reply.code(status).type(SOAP_TYPE).send(buildXml('soap:Envelope', envelope));
}

/** Any failure as OTA errors; unexpected ones are logged and worded without detail (never a stack trace). */
export function otaErrorsOf(error: unknown, request: FastifyRequest): OtaError[] {
  if (error instanceof OtaErrors) return error.errors;
  if (error instanceof AppError) return fromAppError(error, request.ota?.definition?.tagOf);
  if (error instanceof XmlSyntaxError) return [protocolError('INVALID_XML', error.message)];
  const code = (error as { code?: string }).code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return [{ ...protocolError('PAYLOAD_TOO_LARGE', 'The request body is larger than the limit.'), status: 413 }];
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return [
      { ...protocolError('UNSUPPORTED_MEDIA_TYPE', 'Send the message as application/xml or text/xml.'), status: 415 },
    ];
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return [protocolError('INVALID_XML', 'The body is empty or its length does not match Content-Length.')];
  }
  request.log.error({ err: error }, 'OTA request failed');
  return [
    {
      status: 500,
      type: EWT.PROCESSING_EXCEPTION,
      code: ERR.SYSTEM_ERROR,
      shortText: 'INTERNAL_ERROR',
      words: 'An unexpected error occurred. Quote the correlationId to support.',
    },
  ];
}

/** The answer's message name: the definition's, or the one it names for this request (answerFor). */
const answerNameOf = (definition: OtaMessage, message: XmlNode | undefined) =>
  (message && definition.answerFor?.(message)) ?? definition.answer;

/** Answers errors as the message's RS, or, with no message to answer, a SOAP Fault or a 400 of the path's RS. */
async function sendErrors(request: FastifyRequest, reply: FastifyReply, errors: OtaError[], fallbackAnswer?: string) {
  const state = request.ota;
  const answerName = state?.definition ? answerNameOf(state.definition, state.message) : fallbackAnswer;
  for (const [name, value] of Object.entries(errors[0]?.headers ?? {})) reply.header(name, value);
  if (!answerName && state?.soap) {
    return soapFault(reply, statusOf(errors), errors[0]?.words ?? 'The request cannot be read.');
  }
  if (!answerName) {
    // The path names no message Berth answers: there is no RS to answer with.
    return reply.code(404).type('application/problem+json').send({
      type: 'about:blank',
      status: 404,
      code: 'MESSAGE_NOT_FOUND',
      title: 'Not Found',
      detail: errors[0]?.words,
    });
  }
  const extra = Object.fromEntries(
    Object.entries(state?.definition?.errorAttributes ?? {}).map(([name, value]) => [`@${name}`, value]),
  );
  const root = { ...rootAttributes(state?.message, new Date()), ...extra, Errors: errorsElement(errors) };
  return send(reply, state, statusOf(errors), answerName, root);
}

/**
 * Finds the message in the parsed body: for REST the root must be the path's message in OTA's namespace, for
 * SOAP the one element of the envelope's Body. Throws XmlSyntaxError-worded AppErrors (400) otherwise.
 */
function locateMessage(
  state: OtaRequestState,
  parsed: { qualified: XmlNode; local: XmlNode },
  byName: Map<string, OtaMessage>,
  pathName: string | undefined,
): void {
  const wrong = (words: string) => new AppError(400, 'WRONG_MESSAGE', words);
  const root = rootOf(parsed.qualified);
  if (!root) throw new XmlSyntaxError('The body has no single root element.');
  let element = root;
  const chain: XmlNode[] = [root.node];
  if (state.soap) {
    const envelope = splitName(root.name);
    if (envelope.local !== 'Envelope' || namespaceOf(envelope.prefix, chain) !== SOAP_NAMESPACE) {
      throw wrong('The body of /ota/ws must be a SOAP 1.1 Envelope.');
    }
    const bodyName = Object.keys(root.node).find((key) => splitName(key).local === 'Body');
    const body = bodyName ? many(root.node[bodyName])[0] : undefined;
    const inner = body ? Object.keys(body).filter((key) => !key.startsWith('@')) : [];
    if (!body || inner.length !== 1) throw wrong('The SOAP Body must hold exactly one OTA message.');
    chain.push(body);
    element = { name: inner[0]!, node: many(body[inner[0]!])[0] ?? {} };
    chain.push(element.node);
  }
  const { prefix, local } = splitName(element.name);
  if (!state.soap) state.definition = byName.get(pathName ?? '');
  const definition = byName.get(local);
  if (!state.soap && local !== pathName) {
    throw wrong(`The body's root is ${local}, but the path names ${pathName}.`);
  }
  if (!definition) throw wrong(`${local} is not a message Berth answers.`);
  state.definition = definition;
  if (namespaceOf(prefix, chain) !== OTA_NAMESPACE) {
    throw wrong(`${local} must be in the namespace ${OTA_NAMESPACE}.`);
  }
  const localRoot = rootOf(parsed.local)!;
  const message = state.soap ? (many(many(localRoot.node.Body)[0]?.[local])[0] ?? {}) : localRoot.node;
  state.message = message;
}

/** The user key an OTA system sends in POS, when the query has none (spec: either is accepted). */
function posUserKey(message: XmlNode | undefined): string | undefined {
  const sources = many(at(message, 'POS')?.Source);
  for (const source of sources) {
    for (const requestor of many(source.RequestorID)) {
      if (attr(requestor, 'ID_Context') === USER_KEY_CONTEXT) return attr(requestor, 'ID');
    }
  }
  return undefined;
}

/**
 * The hooks that must run before the scope's authentication (body, message, user key), the error handler, and
 * the routes. The scope registers its authenticate hook and its budget after calling this (partner-api.ts),
 * and `validateAndAnswer`'s preHandler runs before the Idempotency-Key store.
 */
export function installOtaTransport(scope: FastifyInstance, opts: OtaTransportOptions): void {
  const byName = new Map(opts.messages.map((message) => [message.request, message]));
  for (const message of opts.messages) {
    if (!hasSchema(message.request) || !hasSchema(message.answer)) throw new Error(`No schema for ${message.request}`);
  }

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  scope.setErrorHandler(async (error, request, reply) => {
    const pathName = (request.params as { messageName?: string } | undefined)?.messageName;
    const fallback = pathName && byName.has(pathName) ? byName.get(pathName)!.answer : undefined;
    return sendErrors(request, reply, otaErrorsOf(error, request), fallback);
  });

  // 2. and 3.: the message, and the user key from POS (before the scope's authenticate, registered after this plugin).
  scope.addHook('preValidation', async (request) => {
    request.ota = { soap: request.routeOptions.url?.endsWith('/ws') ?? false };
    const body = typeof request.body === 'string' ? request.body : '';
    if (body.trim() === '') throw new XmlSyntaxError('The body is empty: send an OTA message.');
    const parsed = parseXml(body);
    const pathName = (request.params as { messageName?: string }).messageName;
    if (!request.ota.soap && !byName.has(pathName ?? '')) {
      throw new AppError(404, 'MESSAGE_NOT_FOUND', `${pathName} is not a message Berth answers.`);
    }
    locateMessage(request.ota, parsed, byName, pathName);
    request.ota.xml = request.ota.soap
      ? buildXml(request.ota.definition!.request, withNamespace(request.ota.message!))
      : body;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.user_key === undefined) {
      const key = posUserKey(request.ota.message);
      if (key !== undefined) request.query = { ...query, user_key: key };
    }
  });
}

/** The message as a document of its own in OTA's namespace (a SOAP body's message, to validate). */
const withNamespace = (message: XmlNode): XmlNode => ({ '@xmlns': OTA_NAMESPACE, ...message });

/** 4.: the request against its schema; after authentication and the budget, before the Idempotency-Key store. */
export async function validateRequest(request: FastifyRequest): Promise<void> {
  const state = request.ota!;
  const verdict = validateMessage(state.definition!.request, state.xml!);
  if (!verdict.valid) {
    const errors = verdict.errors.slice(0, 20).map((error) => ({
      status: 400,
      type: EWT.PROTOCOL_VIOLATION,
      code: ERR.INVALID_VALUE,
      shortText: 'SCHEMA_INVALID',
      words: `${error.line !== null && !state.soap ? `line ${error.line}: ` : ''}${error.message}`,
    }));
    throw new OtaErrors(errors);
  }
}

/**
 * 5.: the handler, its answer validated. A handler whose change must keep its answer (book) stores it with
 * `storeWithin` in its own unit of work, as V2's confirm does: the Idempotency-Key store's onSend hook runs only
 * after the commit, and a process that died in between would leave the key unanswered, so a retry would run
 * again on a booking already made (answered BOOKING_NOT_FOUND: the booking id lost). What was stored is what is
 * sent.
 */
export async function answer(request: FastifyRequest, reply: FastifyReply, now: Date) {
  const state = request.ota!;
  const definition = state.definition!;
  const render = (result: OtaAnswer) => {
    const answerName = answerNameOf(definition, state.message);
    const root = { ...rootAttributes(state.message, now, result.attributes), Success: '', ...result.content };
    const verdict = validateMessage(answerName, buildXml(answerName, root));
    if (!verdict.valid) {
      request.log.error({ message: answerName, errors: verdict.errors.slice(0, 5) }, 'an OTA answer failed its schema');
      throw new Error(`${answerName} failed its schema`);
    }
    return written(state, answerName, root);
  };
  let stored: { type: string; body: string } | undefined;
  const storeWithin = request.idempotencyKey
    ? async (tx: DbOrTx, result: OtaAnswer) => {
        const out = render(result);
        await storeAnswer(tx, request, { statusCode: 200, headers: { 'content-type': out.type }, body: out.body });
        stored = out;
      }
    : undefined;
  const call = {
    agency: request.agency,
    message: state.message!,
    request,
    reply,
    ...(storeWithin ? { storeWithin } : {}),
  };
  const result = await definition.handle(call);
  const out = stored ?? render(result);
  return reply.code(200).type(out.type).send(out.body);
}
