import { Type } from '@sinclair/typebox';

/** RFC 9457 problem details, as every error of the API (but the token endpoint) is sent. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'Always about:blank' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String({ description: 'Stable upper-snake error code; see the error catalogue' }),
    docUrl: Type.String({
      format: 'uri',
      description:
        "The absolute URL of the code's entry in the error catalogue of the guide this service serves (GET /docs/api.md#<code>). An extension member: `type` stays about:blank",
    }),
    correlationId: Type.String({ description: 'Also in the X-Correlation-Id response header; quote it to support' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Validation failures only: field path (e.g. cabinMix[0].guestIds) to messages',
      }),
    ),
  },
  {
    $id: 'Problem',
    description: 'application/problem+json',
    examples: [
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The held booking request is not valid.',
        code: 'VALIDATION_FAILED',
        docUrl: 'https://berth.example/docs/api.md#VALIDATION_FAILED',
        correlationId: '9f1c2d7e-5b1a-4c1e-9a55-3f0f0c7b2a10',
        errors: { 'cabinMix[0].guestIds': ['guest 3 is not in the session'] },
      },
    ],
  },
);

/** A route's problem+json responses, by status, for its `response` schema. */
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProblemSchema]));

/** A V2 partner route's problem responses: every one counts against the V2 request limit, so 429 too. */
export const v2ProblemResponses = (...statuses: number[]) => problemResponses(...statuses, 429);

/**
 * The security of every partner operation: a bearer token and the agency's user_key. The token either pasted
 * (bearerAuth) or fetched by the client itself with the client credentials grant (oauth2: what lets Swagger
 * UI's Authorize button get a token); the same Authorization header either way.
 */
export const partnerSecurity: Record<string, string[]>[] = [
  { bearerAuth: [], userKey: [] },
  { oauth2: [], userKey: [] },
];

/**
 * The user_key query parameter of every V1 and V2 route, for route querystring schemas (spread its properties
 * in). `authenticate` has already checked it by the time validation runs (400 USER_KEY_REQUIRED when missing,
 * 403 when unknown); declared so that validation never refuses it and the OpenAPI document shows it.
 */
export const userKeyQueryProperties = {
  user_key: Type.String({
    minLength: 1,
    description:
      'The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency.',
  }),
};
/** A querystring schema of user_key alone. */
export const UserKeyQuery = Type.Object(userKeyQueryProperties);
