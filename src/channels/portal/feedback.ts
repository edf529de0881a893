/**
 * Feedback where the action happened (issue 37): after a successful post the portal redirects (303, so a
 * reload does not post again) to the page to show, and that page shows the one-time notice inside the section
 * the form was in, focused (`data-autofocus`, assets/focus.js) and announced (`role="status"`). The redirect
 * carries the section's id as its fragment, so the browser scrolls there even without JavaScript; the
 * section's template includes `partials/notice.eta` with its id.
 *
 *   return doneWith(request, reply, { notice: 'Payment of NOK 100.00 recorded.', to: `/portal/bookings/${id}`, at: 'pay' });
 *
 * A notice without `at`, or one the page has no section for (a booking cancelled: its cancel card is gone),
 * is shown by the layout at the top of the page, focused all the same, so no notice is ever lost below the
 * fold with the focus left on <body>. Such a top notice may end on a `link` to what the action made (an
 * approved agency's terms); a notice in a section has no link.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A section id as it may appear in a URL's fragment and an element's id. */
const SECTION_ID = /^[a-z][a-z0-9-]{0,63}$/;

export function doneWith(
  request: FastifyRequest,
  reply: FastifyReply,
  done: { notice: string; to: string; at?: string; link?: { href: string; text: string } },
): FastifyReply {
  const at = done.at !== undefined && SECTION_ID.test(done.at) ? done.at : undefined;
  request.session.flash = done.notice;
  request.session.flashAt = at;
  if (done.link !== undefined) request.session.flashLink = done.link;
  return reply.redirect(at ? `${done.to}#${at}` : done.to, 303);
}
