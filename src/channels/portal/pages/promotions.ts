/**
 * The operator's promotion codes (commerce.md "Promotions"; portal.md "Promotions"): the list with where each
 * stands now, a form to make one and the same form to edit it, and "End now" after a confirmation. Everything
 * goes through the app's own promotion service (services.ts), which checks the promotion against the
 * catalogue's fares; the portal reads what staff type (promotion-views.ts) and shows the service's refusals
 * beside their fields. Each change is recorded in the audit log. A promotion's page also lists its redemptions
 * (the booking domain's read, bookings/redemptions.ts): how many are taken against the cap and the bookings
 * that took it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Promotion } from '../../../domain/promotions/index.js';
import { AppError } from '../../../kernel/errors.js';
import { GUEST_TYPES } from '../../../domain/pricing/price.js';
import type { AuditAction } from '../../../platform/audit/index.js';
import type { PageData, PortalDeps } from '../deps.js';
import type { PortalViews } from '../views.js';
import { portalFormat } from '../format.js';
import { formErrorsOf, readForm, type FormErrors } from '../forms.js';
import { PortalNotFound, requireRole, signedInUser } from '../guard.js';
import {
  NEW_PROMOTION_VALUES,
  PROMOTION_FIELD_LABELS,
  PROMOTION_FIELDS,
  promotionInputOf,
  PromotionForm,
  promotionValues,
  promotionView,
  redemptionsView,
  type PromotionValues,
} from '../promotion-views.js';
import { recordAction } from '../support-view.js';
import { GUEST_TYPE_LABELS } from './booking-detail.js';

type CodeParams = { Params: { code: string } };

/** A code in a URL: as agencies type it, any case; anything else is no page. */
function codeOf(request: FastifyRequest<CodeParams>): string {
  const code = request.params.code;
  if (!/^[A-Za-z0-9]{1,30}$/.test(code)) throw new PortalNotFound();
  return code.toUpperCase();
}

const LIST = '/portal/promotions';
/** Where a change's notice is shown and focused: above the list, which shows what changed. */
const DONE = `${LIST}#done`;

/** The confirmation page of "End now": what ending does, and the post that does it. */
function endConfirmation(promotion: Promotion): PageData & PortalViews['confirm'] {
  const code = promotion.promotionCode;
  return {
    title: `End promotion ${code}?`,
    section: 'promotions',
    lines: [
      `Ending "${promotion.name}" now cannot be undone: agencies can no longer use the code ${code} for a new booking.`,
      'Bookings and holds that already use it keep their price.',
    ],
    action: `/portal/promotions/${code}/end`,
    button: 'End the promotion',
    cancel: `/portal/promotions/${code}`,
  };
}

export async function promotionPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { promotions, promotionRedemptions, catalog, clock } = deps;
  const timeZone = deps.config.operatorTimeZone;
  const fmt = portalFormat(timeZone);
  const operator = { preHandler: requireRole('OPERATOR') };
  const guestTypes = GUEST_TYPES.map((code) => ({ code, label: GUEST_TYPE_LABELS[code] }));

  /** The form, new (`promotion` null) or of one promotion, with what was typed and its problems. */
  async function form(
    reply: FastifyReply,
    shown: { promotion: Promotion | null; values: PromotionValues; errors?: FormErrors },
  ) {
    const errors = shown.errors ?? {};
    const fares = [...(await catalog.fareCatalogue(deps.db)).values()].map((f) => ({ code: f.fareCode, name: f.name }));
    const { promotion } = shown;
    const redemptions = promotion
      ? redemptionsView(promotion, await promotionRedemptions.of(promotion.promotionCode), fmt)
      : null;
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('operator/promotion', {
      title: promotion ? `Promotion ${promotion.promotionCode}` : 'New promotion',
      section: 'promotions',
      promotion: promotion ? promotionView(promotion, clock.now(), fmt) : null,
      redemptions,
      fares,
      guestTypes,
      timeZone,
      labels: PROMOTION_FIELD_LABELS,
      values: shown.values,
      errors,
    });
  }

  /** After a change: the audit entry, then the list with the notice beside it. */
  async function done(
    request: FastifyRequest,
    reply: FastifyReply,
    change: { action: AuditAction; code: string; notice: string },
  ) {
    await recordAction(deps, request, { action: change.action, target: change.code });
    request.session.flash = change.notice;
    return reply.redirect(DONE, 303);
  }

  app.get('/promotions', operator, async (_request, reply) => {
    const now = clock.now();
    return reply.page('operator/promotions', {
      title: 'Promotions',
      section: 'promotions',
      flashInPage: true,
      guestTypeLabels: GUEST_TYPE_LABELS,
      promotions: (await promotions.list()).map((p) => promotionView(p, now, fmt)),
    });
  });

  app.get('/promotions/new', operator, async (_request, reply) =>
    form(reply, { promotion: null, values: NEW_PROMOTION_VALUES }),
  );

  app.post('/promotions', operator, async (request, reply) => {
    const read = readForm(PromotionForm, request.body);
    const values = { ...read.values, promotionCode: read.values.promotionCode.toUpperCase() };
    const { input, errors } = promotionInputOf(read, timeZone);
    if (!input) return form(reply, { promotion: null, values, errors });
    try {
      await promotions.create(input, signedInUser(request).id);
    } catch (error) {
      const errors =
        error instanceof AppError && error.code === 'PROMOTION_CODE_TAKEN'
          ? { promotionCode: 'is taken by another promotion: choose another.' }
          : formErrorsOf(error, 'form', PROMOTION_FIELDS);
      return form(reply, { promotion: null, values, errors });
    }
    const notice = `Promotion ${input.promotionCode} created.`;
    return done(request, reply, { action: 'promotion.created', code: input.promotionCode, notice });
  });

  app.get<CodeParams>('/promotions/:code', operator, async (request, reply) => {
    const promotion = await promotions.get(codeOf(request));
    return form(reply, { promotion, values: promotionValues(promotion, timeZone) });
  });

  app.post<CodeParams>('/promotions/:code', operator, async (request, reply) => {
    const promotion = await promotions.get(codeOf(request));
    const code = promotion.promotionCode;
    const read = readForm(PromotionForm, request.body);
    const values = { ...read.values, promotionCode: code };
    const { input, errors } = promotionInputOf({ ...read, values }, timeZone);
    if (!input) return form(reply, { promotion, values, errors });
    try {
      await promotions.update(code, input);
    } catch (error) {
      return form(reply, { promotion, values, errors: formErrorsOf(error, 'form', PROMOTION_FIELDS) });
    }
    return done(request, reply, { action: 'promotion.changed', code, notice: `Promotion ${code} saved.` });
  });

  // Ending is confirmed on a page of its own: the GET asks, only the POST ends it.
  app.get<CodeParams>('/promotions/:code/end', operator, async (request, reply) => {
    const promotion = await promotions.get(codeOf(request));
    return reply.page('confirm', endConfirmation(promotion));
  });

  app.post<CodeParams>('/promotions/:code/end', operator, async (request, reply) => {
    const ended = await promotions.end(codeOf(request));
    const code = ended.promotionCode;
    const notice = `Promotion ${code} ended at ${fmt.when(ended.endedAt)}: it applies to no new booking.`;
    return done(request, reply, { action: 'promotion.ended', code, notice });
  });
}
