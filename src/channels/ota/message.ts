/** What a message of the OTA channel is to the transport: its request's name, its answer's, and its handler. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AgencyContext } from '../../domain/auth/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { XmlNode } from './xml.js';

export interface OtaCall {
  agency: AgencyContext;
  /** The request message, local names (attributes as `@Name`), validated against its schema. */
  message: XmlNode;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * With an Idempotency-Key: stores the answer `result` makes in the caller's transaction (transport.ts `answer`),
   * so that it commits with the change; the transport then sends what was stored. Undefined without a key.
   */
  storeWithin?: (tx: DbOrTx, result: OtaAnswer) => Promise<void>;
}

export interface OtaAnswer {
  /** The answer's elements after `<Success/>`, in the schema's order. */
  content: XmlNode;
  /** Root attributes besides the echoed ones (a hold's TransactionIdentifier when the request had none). */
  attributes?: Record<string, string>;
}

export interface OtaMessage {
  request: string;
  answer: string;
  handle(call: OtaCall): Promise<OtaAnswer>;
  /**
   * The answer a request gets when it is not `answer`, with `<Success/>` or `<Errors>` alike (OTA_ReadRQ with
   * HistoryRequestedInd is answered as OTA_CruiseBookingHistoryRS).
   */
  answerFor?: (message: XmlNode) => string;
  /** The request's XPath of a field the domain names in its field errors (`departureDate` -> `/.../@Start`). */
  tagOf?: (field: string) => string | undefined;
  /** Root attributes an answer with errors still needs (OTA_CancelRS requires a Status). */
  errorAttributes?: Record<string, string>;
}
