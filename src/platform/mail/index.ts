/**
 * Outgoing mail: invitations, password resets and access request decisions (portal/). `createMailer` picks
 * the way out once, from the configuration:
 * - SMTP_URL set: nodemailer's SMTP transport to that server;
 * - sandbox mode without it: the mail is kept in `sandbox_mails` (the database, so every instance shows the
 *   same), where the portal's sandbox mailbox shows it, and the flows can be tried without a mail server;
 * - production without it: nothing is sent; start-up and every unsent mail say so in the log (recipient and
 *   subject only). The service still starts: the API does not need mail, and refusing to start would take it
 *   down for the portal's sake.
 * A mail's body is never logged: invitation and reset links carry single-use secrets.
 */
import { desc, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../kernel/config.js';
import type { Db } from '../db/client.js';
import { sandboxMails } from './schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailerKind = 'smtp' | 'sandbox' | 'off';

export interface Mailer {
  readonly kind: MailerKind;
  /** Sends (or keeps) one mail; rejects when the SMTP server refused it or could not be reached. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

type MailLog = Pick<Logger, 'info' | 'warn'>;

/** How long an SMTP conversation may take before the send fails (a page waits for it). */
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(deps: {
  config: Pick<Config, 'mode' | 'mail'>;
  db: Db;
  log?: MailLog | undefined;
}): Mailer {
  const { config, db, log } = deps;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mail.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  if (config.mode === 'sandbox') {
    return {
      kind: 'sandbox',
      async send(mail) {
        await db.insert(sandboxMails).values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        });
      },
      close: () => undefined,
    };
  }
  return {
    kind: 'off',
    async send(mail) {
      log?.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
    },
    close: () => undefined,
  };
}

/** Says at start-up where mail goes, so that a production without SMTP_URL is seen at once. */
export function logMailerKind(mailer: Mailer, log: MailLog): void {
  if (mailer.kind === 'off') {
    log.warn('SMTP_URL is not set: the portal sends no mail (invitations, password resets, access request decisions)');
  } else if (mailer.kind === 'sandbox') {
    log.info('mail is kept for the sandbox mailbox at /portal/sandbox/mailbox (SMTP_URL is not set)');
  }
}

export type SandboxMail = typeof sandboxMails.$inferSelect;

/** The sandbox mailbox: the newest mails first. */
export async function sandboxMailbox(db: Db, limit = 50): Promise<SandboxMail[]> {
  return db.select().from(sandboxMails).orderBy(desc(sandboxMails.createdAt), desc(sandboxMails.id)).limit(limit);
}

/** Housekeeping: sandbox mails older than `before` (they carry expired links by then). */
export async function removeOldSandboxMails(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sandboxMails)
    .where(lt(sandboxMails.createdAt, before))
    .returning({ id: sandboxMails.id });
  return rows.length;
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A mail from paragraphs and one action link: the plain-text part and a simple HTML part that say the same.
 * `link.url` must be absolute (http/public-url.ts), as a mail is read outside the portal.
 */
export function composeMail(parts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  footer?: string;
}): Mail {
  const { link } = parts;
  const textParts = [parts.greeting, ...parts.paragraphs];
  if (link) textParts.push(`${link.label}:\n${link.url}`);
  if (parts.footer) textParts.push(parts.footer);
  const htmlParts = [parts.greeting, ...parts.paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    htmlParts.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
    htmlParts.push(`<p style="font-size:small">${escapeHtml(link.url)}</p>`);
  }
  if (parts.footer) htmlParts.push(`<p style="font-size:small;color:#555">${escapeHtml(parts.footer)}</p>`);
  return {
    to: parts.to,
    subject: parts.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${htmlParts.join('')}</body></html>`,
  };
}
