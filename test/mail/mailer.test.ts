/**
 * The mailer (src/platform/mail): nodemailer against a real SMTP server in this process (smtp-server, tests only); the
 * sandbox's store and mailbox page; production without SMTP_URL sends nothing and says so; the settings'
 * validation; and the mailbox is "not found" when mail really goes out.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { composeMail, createMailer, sandboxMailbox } from '../../src/platform/mail/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let tdb: TestDatabase;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await tdb?.close();
});

const mail = composeMail({
  to: 'anna@agency.example',
  subject: 'Reset your Berth portal password',
  greeting: 'Hello Anna <3,',
  paragraphs: ['Open the link.'],
  link: { label: 'Choose a new password', url: 'https://berth.example/portal/reset-password?token=a.b&x=1' },
});

describe('composeMail', () => {
  it('writes the same words as plain text and as escaped HTML, with the absolute link in both', () => {
    expect(mail.text).toContain('Hello Anna <3,');
    expect(mail.text).toContain('https://berth.example/portal/reset-password?token=a.b&x=1');
    expect(mail.html).toContain('Hello Anna &#60;3,');
    expect(mail.html).toContain('href="https://berth.example/portal/reset-password?token=a.b&#38;x=1"');
  });
});

describe('createMailer', () => {
  it('sends through SMTP_URL with nodemailer, from MAIL_FROM, text and HTML', async () => {
    received = [];
    const config = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'Berth <portal@operator.example>' });
    const mailer = createMailer({ config, db: tdb.database.db });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(mail);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('portal@operator.example');
    expect(received[0]!.to).toEqual(['anna@agency.example']);
    expect(received[0]!.data).toContain('Subject: Reset your Berth portal password');
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
    // Nothing kept for the sandbox mailbox when mail really goes out.
    expect(await sandboxMailbox(tdb.database.db)).toEqual([]);
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const mailer = createMailer({ config, db: tdb.database.db });
    await expect(mailer.send(mail)).rejects.toThrow();
    mailer.close();
  });

  it('keeps the mail in the database in sandbox mode without SMTP_URL', async () => {
    const mailer = createMailer({ config: loadConfig({}), db: tdb.database.db });
    expect(mailer.kind).toBe('sandbox');
    await mailer.send(mail);
    const [kept] = await sandboxMailbox(tdb.database.db);
    expect(kept).toMatchObject({ toAddress: 'anna@agency.example', subject: mail.subject, textBody: mail.text });
  });

  it('in production without SMTP_URL sends nothing and logs recipient and subject, never the body', async () => {
    const lines: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args), info: () => undefined };
    const mailer = createMailer({
      config: { mode: 'production', mail: { smtpUrl: undefined, from: 'x@y.example' } },
      db: tdb.database.db,
      log: log as never,
    });
    expect(mailer.kind).toBe('off');
    await mailer.send(mail);
    expect(JSON.stringify(lines)).toContain('SMTP_URL is not set');
    expect(JSON.stringify(lines)).toContain('anna@agency.example');
    expect(JSON.stringify(lines)).not.toContain('token=');
  });
});

describe('configuration', () => {
  it('takes smtp and smtps URLs and refuses others without echoing the URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://user:pw@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(
      /SMTP_URL must be a URL with scheme smtp or smtps/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'two\nlines@x.example' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({}).mail.from).toBe('Berth partner portal <portal@berth.example>');
  });
});

describe('the sandbox mailbox page', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('is not found when SMTP_URL sends real mail', async () => {
    t = await createTestApp({ env: { SMTP_URL: smtpUrl } });
    const response = await t.app.inject({ method: 'GET', url: '/portal/sandbox/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});
