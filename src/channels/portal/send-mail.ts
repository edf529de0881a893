/**
 * Sending a portal mail from a page: a failed send (the SMTP server away or refusing) is logged with the
 * recipient and subject only, never the body (its links carry single-use secrets), and reported to the page,
 * which tells the person; the action the mail announces has been done either way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../platform/mail/index.js';

export async function sendPortalMail(mailer: Mailer, log: FastifyBaseLogger, mail: Mail): Promise<boolean> {
  try {
    await mailer.send(mail);
    return mailer.kind !== 'off';
  } catch (error) {
    log.warn({ err: error, to: mail.to, subject: mail.subject }, 'portal mail could not be sent');
    return false;
  }
}
