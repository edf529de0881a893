/**
 * The one error handler: every failure leaves as problem+json (RFC 9457) with a stable code and the
 * request's correlation id. 5xx answers never carry internals; the log line has them.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault, type DatabaseWriteHealth } from '../db/availability.js';
import { sqlState, violatedConstraint } from '../db/transaction.js';
import { problem, SESSION_EXPIRES_HEADER } from './errors.js';
import { requestBaseUrl } from './public-url.js';
import { AppError } from '../../kernel/errors.js';
import { recordRouteMethods } from './route-methods.js';
import { schemaFailureOf, validationFailed } from './validation.js';

interface PgError {
  code?: string;
  constraint?: string;
}

type SendProblem = (
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  errors?: Record<string, string[]>,
) => FastifyReply;

/**
 * The senders of problems, whose docUrl is on PUBLIC_BASE_URL when set, else on the address the request came to
 * (http/public-url.ts), as the guide it links to is served there.
 */
function problemSenders(publicBaseUrl: string | undefined) {
  const sendProblem: SendProblem = (reply, status, code, detail, errors) =>
    reply
      .code(status)
      .type('application/problem+json')
      .send(
        problem(
          status,
          code,
          detail,
          String(reply.request.id),
          requestBaseUrl({ publicBaseUrl }, reply.request),
          errors,
        ),
      );
  const sendAppError = (reply: FastifyReply, error: AppError) => {
    if (error.headers) reply.headers(error.headers);
    if (error.sessionExpiresAt) reply.header(SESSION_EXPIRES_HEADER, error.sessionExpiresAt.toISOString());
    if (error.status >= 500) reply.request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, error.status, error.code, error.detail, error.errors);
  };
  return { sendProblem, sendAppError };
}

/** What a call the database could not serve answers (db/availability.ts says which fault it was). */
const DATABASE_FAULT_ANSWERS = {
  unavailable: {
    code: 'DATABASE_UNAVAILABLE',
    detail:
      'The booking database is unavailable for a moment; nothing of this request was kept. Retry after Retry-After.',
    retryAfterSeconds: 2,
    log: 'the database could not serve the call',
  },
  busy: {
    code: 'DATABASE_BUSY',
    detail:
      'The request waited too long for data another request is changing; nothing of it was kept. Retry after Retry-After.',
    retryAfterSeconds: 1,
    log: 'the database call waited past its timeout',
  },
} as const;

export interface ProblemHandlingOptions {
  /** PUBLIC_BASE_URL: the address problems' docUrl names (else the one the request came to). */
  publicBaseUrl?: string | undefined;
  /**
   * Told of every call that failed because the database could not serve (readiness reads it, health.ts) and
   * of every write call that went through.
   */
  writeHealth?: DatabaseWriteHealth | undefined;
}

export function registerProblemHandling(app: FastifyInstance, options: ProblemHandlingOptions = {}): void {
  const { writeHealth } = options;
  const { sendProblem, sendAppError } = problemSenders(options.publicBaseUrl);
  const routeMethods = recordRouteMethods(app);
  if (writeHealth) {
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) writeHealth.wrote();
      done();
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    // A known path called with a method it does not have: 405 naming the ones it has, not "no such path".
    const allowed = routeMethods.allowedFor(path);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendProblem(
        reply,
        405,
        'METHOD_NOT_ALLOWED',
        `${path} does not take ${request.method}; it takes ${allowed.join(', ')}.`,
      );
    }
    return sendProblem(reply, 404, 'ROUTE_NOT_FOUND', `No operation ${request.method} ${path}.`);
  });

  app.setErrorHandler(async (thrown: FastifyError & PgError, request: FastifyRequest, reply: FastifyReply) => {
    let error = thrown;
    if (error.validation) {
      // A route may answer a schema failure with more (the rules' errors of the sound parts, the session's expiry).
      const failure = schemaFailureOf(error, request.body);
      const explain = request.routeOptions.config.explainSchemaFailure;
      if (!explain) return sendAppError(reply, validationFailed(failure.errors));
      try {
        await explain(request, failure);
        return sendAppError(reply, validationFailed(failure.errors));
      } catch (explained) {
        error = explained as FastifyError & PgError;
      }
    }
    if (error instanceof AppError) return sendAppError(reply, error);
    // The database could not serve this call (gone, full, read-only, or a lock or statement past its timeout):
    // nothing of it was kept, and the same call may go through in a moment. 503 with Retry-After, as the
    // contract has a back end's unavailability answered, never a 500 that reads as the service's own fault.
    const fault = databaseFault(error);
    if (fault) {
      if (fault === 'unavailable') writeHealth?.failed(error);
      const answer = DATABASE_FAULT_ANSWERS[fault];
      request.log.warn({ err: error }, answer.log);
      reply.header('Retry-After', String(answer.retryAfterSeconds));
      return sendProblem(reply, 503, answer.code, answer.detail);
    }
    // Constraint violations the code did not map itself: the database refused a conflicting write. (Drizzle
    // wraps driver errors: the SQLSTATE is read through the wrapping.)
    const state = sqlState(error);
    if (state === '23505' || state === '23P01') {
      request.log.warn({ constraint: violatedConstraint(error) }, 'constraint violation');
      return sendProblem(reply, 409, 'CONFLICT', 'The request conflicts with the current state of the resource.');
    }
    // Text PostgreSQL cannot store (a NUL, invalid encoding) that got past the edge: the input's fault.
    if (state === '22021' || state === '22P05') {
      return sendProblem(reply, 400, 'INVALID_CHARACTER', 'The request contains a character that cannot be stored.');
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendProblem(
          reply,
          413,
          'PAYLOAD_TOO_LARGE',
          `The request body is larger than the limit of ${app.initialConfig.bodyLimit} bytes.`,
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendProblem(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendProblem(reply, 400, 'INVALID_JSON', 'The body is empty but the Content-Type is application/json.');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendProblem(reply, 400, 'INVALID_JSON', 'The body is not valid JSON.');
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendProblem(reply, 400, 'INVALID_CONTENT_LENGTH', 'The Content-Length does not match the body.');
      default:
        break;
    }
    if (error instanceof SyntaxError || (error as { type?: string }).type === 'entity.parse.failed') {
      return sendProblem(reply, 400, 'INVALID_JSON', 'The body is not valid JSON.');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      500,
      'INTERNAL_ERROR',
      'An unexpected error occurred. Quote the correlationId to support.',
    );
  });
}
