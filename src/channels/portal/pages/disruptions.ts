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
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DISRUPTION_KINDS,
  PARTNER_MESSAGE_MAX,
  type DisruptionInput,
  type DisruptionPreview,
  type RecordedDisruption,
} from '../../../domain/disruptions/index.js';
import { DisruptionKindSchema } from '../../../domain/disruptions/schemas.js';
import { AppError } from '../../../kernel/errors.js';
import {
  callsOfSailing,
  findSailing,
  portNames,
  type CallRow,
  type SailingRow,
} from '../../../domain/catalog/sailings.js';
import { callChoices } from '../disruption-views.js';
import { portalFormat } from '../format.js';
import { formErrorsOf, portalForm, readForm, type FormErrors, type FormRead } from '../forms.js';
import { requireRole, signedInUser } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import type { DisruptionValues } from '../views.js';
import { recordAction } from '../support-view.js';

type Values = DisruptionValues;

/**
 * The disruption form: the kinds as the API names them (DisruptionKindSchema); the call, the new time and the
 * message are the service's to check (the call's number only with the kind, in inputOf). The message keeps
 * its inner line breaks; the service trims it and checks its length.
 */
const DisruptionForm = portalForm(
  Type.Object({
    sailing: Type.String({ minLength: 1 }),
    kind: DisruptionKindSchema,
    callSeq: Type.String(),
    newDateTime: Type.String(),
    message: Type.String(),
  }),
  { untrimmed: ['message'], messages: { sailing: 'is required (its id, its code, or SHIP+YYYY-MM-DD)' } },
);

/** What a page shows besides the form: the form's problems, a preview or what was saved. */
interface Shown {
  values?: Partial<Values>;
  errors?: FormErrors;
  preview?: DisruptionPreview;
  saved?: RecordedDisruption;
}

/** The field a refusal without field errors is shown beside (the sailing's state, or the call's). */
const FIELD_OF_CODE: Record<string, string> = {
  SAILING_NOT_FOUND: 'sailing',
  SAILING_CANCELLED: 'sailing',
  SAILING_ALREADY_CANCELLED: 'sailing',
  SAILING_DEPARTED: 'sailing',
  CALL_PASSED: 'callSeq',
  CALL_SKIPPED: 'callSeq',
  DISRUPTION_ALREADY_RECORDED: 'callSeq',
};

/** The form as the service's input, or the fields the form itself refuses (sailing, kind, call seq). */
function inputOf(form: FormRead<typeof DisruptionForm.schema>): { input?: DisruptionInput; errors: FormErrors } {
  const { values, body } = form;
  const errors: FormErrors = { ...form.errors };
  if (values.kind !== 'SAILING_CANCELLED' && !/^\d{1,4}$/.test(values.callSeq))
    errors.callSeq = 'must be one of the sailing’s calls';
  if (!body || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      sailing: body.sailing,
      kind: body.kind,
      // A cancelled sailing has no call: the list's choice is left out rather than refused.
      ...(body.callSeq && body.kind !== 'SAILING_CANCELLED' ? { callSeq: Number(body.callSeq) } : {}),
      ...(body.newDateTime ? { newDateTime: body.newDateTime } : {}),
      ...(body.message ? { message: body.message } : {}),
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

/** Every port the page names: the shown disruption's call, its affected bookings' voyages, the list's calls. */
function portsShown(data: Shown, recent: { portCode: string | null }[]): string[] {
  const shown = data.saved ?? data.preview;
  return [
    ...(shown?.portCode ? [shown.portCode] : []),
    ...(shown?.affectedBookings ?? []).flatMap((b) => [b.departurePort, b.arrivalPort]),
    ...recent.flatMap((d) => (d.portCode ? [d.portCode] : [])),
  ];
}

export async function disruptionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { disruptions } = deps;
  const fmt = portalFormat(deps.config.operatorTimeZone);
  const operator = { preHandler: requireRole('OPERATOR') };

  /** The sailing the form is about and its calls to pick from; an error on `sailing` when there is none such. */
  async function chosenSailing(
    ref: string,
  ): Promise<{ chosen?: { sailing: SailingRow; calls: CallRow[] }; error?: FormErrors }> {
    if (ref === '') return {};
    try {
      const sailing = await findSailing(deps.db, ref.slice(0, 64));
      return { chosen: { sailing, calls: await callsOfSailing(deps.db, sailing.id) } };
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 400))
        return { error: formErrorsOf(new AppError(400, error.code, error.detail, error.errors)) };
      throw error;
    }
  }

  async function page(reply: FastifyReply, data: Shown) {
    const { chosen, error } = await chosenSailing(data.values?.sailing ?? '');
    const errors = { ...error, ...data.errors };
    const recent = await disruptions.recent();
    // One read of the names of every port the page shows: the calls to pick from, the disruption shown, the list.
    const names = await portNames(deps.db, [
      ...(chosen?.calls ?? []).map((c) => c.portCode),
      ...portsShown(data, recent),
    ]);
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('operator/disruptions', {
      title: 'Disruptions',
      section: 'disruptions',
      kinds: DISRUPTION_KINDS,
      messageMax: PARTNER_MESSAGE_MAX,
      recent,
      portNames: Object.fromEntries(names),
      ...data,
      chosen: chosen ? { sailing: chosen.sailing, calls: callChoices(chosen.calls, names, fmt) } : null,
      values: { kind: 'PORT_SKIPPED', ...data.values, ...(chosen ? { sailing: chosen.sailing.code } : {}) },
      errors,
    });
  }

  /** Reads the form and runs `run` on it; a refusal is the form again with the messages beside the fields. */
  async function withInput(
    request: FastifyRequest,
    reply: FastifyReply,
    run: (input: DisruptionInput, values: Values) => Promise<FastifyReply>,
  ) {
    const form = readForm(DisruptionForm, request.body);
    const { values } = form;
    const { input, errors } = inputOf(form);
    if (!input) return page(reply, { values, errors });
    try {
      return await run(input, values);
    } catch (error) {
      return page(reply, { values, errors: refusalErrors(error) });
    }
  }

  // `?sailing=` (the sailing page's "Report a disruption") opens the form on that sailing with its calls.
  app.get<{ Querystring: { sailing?: unknown } }>('/disruptions', operator, async (request, reply) => {
    const sailing = typeof request.query.sailing === 'string' ? request.query.sailing.trim() : '';
    return page(reply, { values: { sailing } });
  });

  app.post('/disruptions/preview', operator, async (request, reply) =>
    withInput(request, reply, async (input, values) =>
      page(reply, { values, preview: await disruptions.preview(input) }),
    ),
  );

  app.post('/disruptions', operator, async (request, reply) =>
    withInput(request, reply, async (input) => {
      const saved = await disruptions.record(input, { recordedBy: signedInUser(request).email });
      await recordAction(deps, request, {
        action: 'disruption.recorded',
        target: saved.sailing.code,
        detail: { disruptionId: saved.disruptionId, kind: saved.kind },
      });
      // The form starts again on the same sailing; the saved disruption is the answer and heads the list below.
      return page(reply, { saved, values: { sailing: saved.sailing.code } });
    }),
  );
}
