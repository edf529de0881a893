/**
 * The operator's disruptions page (portal.md "What the operator does there", 3): enter a port skipped, a
 * call retimed or a sailing cancelled, see the bookings it touches (the service's preview, nothing changed),
 * then save it. Both go through the app's own disruption service (services.ts), so a save clears this
 * app's catalogue cache as the API's sandbox operation does; the portal holds no rule of its own.
 *
 * The save is answered with what was saved rather than a redirect: the affected bookings are the save's own
 * answer, and posting the same form again is refused by the service (DISRUPTION_ALREADY_RECORDED, or
 * SAILING_ALREADY_CANCELLED), so a reload cannot record it twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DISRUPTION_KINDS, type DisruptionInput, type DisruptionKind } from '../../disruptions/index.js';
import { AppError } from '../../http/errors.js';
import { field, formErrorsOf, type FormErrors } from '../forms.js';
import { requireRole, signedInUser } from '../guard.js';
import type { PortalDeps } from '../deps.js';

const FIELDS = ['sailing', 'kind', 'portCode', 'callSeq', 'newDateTime'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The field a refusal without field errors is shown beside (the sailing's state, or the call's). */
const FIELD_OF_CODE: Record<string, string> = {
  SAILING_NOT_FOUND: 'sailing',
  SAILING_CANCELLED: 'sailing',
  SAILING_ALREADY_CANCELLED: 'sailing',
  SAILING_DEPARTED: 'sailing',
  CALL_PASSED: 'portCode',
  DISRUPTION_ALREADY_RECORDED: 'portCode',
};

function valuesOf(body: unknown): Values {
  const values = Object.fromEntries(FIELDS.map((name) => [name, field(body, name)])) as Values;
  values.portCode = values.portCode.toUpperCase();
  return values;
}

/** The form as the service's input, or the fields the form itself refuses (kind, call seq). */
function inputOf(values: Values): { input?: DisruptionInput; errors: FormErrors } {
  const errors: FormErrors = {};
  if (!values.sailing) errors.sailing = 'is required (its id, its code, or SHIP+YYYY-MM-DD)';
  if (!DISRUPTION_KINDS.includes(values.kind as DisruptionKind))
    errors.kind = `must be one of ${DISRUPTION_KINDS.join(', ')}`;
  if (values.callSeq && !/^\d{1,4}$/.test(values.callSeq)) errors.callSeq = 'must be a whole number (the call’s seq)';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      sailing: values.sailing,
      kind: values.kind as DisruptionKind,
      ...(values.portCode ? { portCode: values.portCode } : {}),
      ...(values.callSeq ? { callSeq: Number(values.callSeq) } : {}),
      ...(values.newDateTime ? { newDateTime: values.newDateTime } : {}),
    },
    errors,
  };
}

/** The service's refusal beside its field; an unknown sailing (404) is a form error here, not a missing page. */
function refusalErrors(error: unknown): FormErrors {
  if (error instanceof AppError && !error.errors && FIELD_OF_CODE[error.code]) {
    return { [FIELD_OF_CODE[error.code]!]: `— ${error.detail}` };
  }
  if (error instanceof AppError && error.status === 404 && error.errors) {
    return formErrorsOf(new AppError(400, error.code, error.detail, error.errors));
  }
  return formErrorsOf(error);
}

export async function disruptionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { disruptions } = deps;
  const operator = { preHandler: requireRole('OPERATOR') };

  async function page(
    reply: FastifyReply,
    data: { values?: Partial<Values>; errors?: FormErrors; [k: string]: unknown },
  ) {
    const errors = data.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('operator/disruptions', {
      title: 'Disruptions',
      section: 'disruptions',
      kinds: DISRUPTION_KINDS,
      recent: await disruptions.recent(),
      ...data,
      values: { kind: 'PORT_SKIPPED', ...data.values },
      errors,
    });
  }

  /** Reads the form and runs `run` on it; a refusal is the form again with the messages beside the fields. */
  async function withInput(
    request: FastifyRequest,
    reply: FastifyReply,
    run: (input: DisruptionInput, values: Values) => Promise<FastifyReply>,
  ) {
    const values = valuesOf(request.body);
    const { input, errors } = inputOf(values);
    if (!input) return page(reply, { values, errors });
    try {
      return await run(input, values);
    } catch (error) {
      return page(reply, { values, errors: refusalErrors(error) });
    }
  }

  app.get('/disruptions', operator, async (_request, reply) => page(reply, {}));

  app.post('/disruptions/preview', operator, async (request, reply) =>
    withInput(request, reply, async (input, values) =>
      page(reply, { values, preview: await disruptions.preview(input) }),
    ),
  );

  app.post('/disruptions', operator, async (request, reply) =>
    withInput(request, reply, async (input) => {
      const saved = await disruptions.record(input, { recordedBy: signedInUser(request).email });
      // The form starts empty again; the saved disruption is the answer and heads the list below.
      return page(reply, { saved });
    }),
  );
}
