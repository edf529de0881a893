/**
 * A person's own account (portal.md "Users"): changing the password (signed in), a forgotten password's
 * request and reset link, an invitation's acceptance (not signed in), and in sandbox mode the mailbox that
 * shows the mails these send (404 outside sandbox mode, and whenever SMTP_URL sends real mail).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../../domain/auth/guessing-guard.js';
import { requestBaseUrl } from '../../../platform/http/public-url.js';
import { sandboxMailbox } from '../../../platform/mail/index.js';
import type { PortalDeps } from '../deps.js';
import { doneWith } from '../feedback.js';
import { field, formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { PortalNotFound, requireRole, signedInUser } from '../guard.js';
import {
  acceptInvitation,
  acceptProblems,
  invitationByToken,
  invitationGone,
} from '../../../domain/accounts/invitations.js';
import { passwordResetMail } from '../mails.js';
import {
  changePassword,
  createPasswordReset,
  resetLinkGone,
  resetLinkValid,
  resetPassword,
  resetRequestLimit,
} from '../../../domain/accounts/passwords.js';
import { sendPortalMail } from '../send-mail.js';
import { emailProblem, normalEmail } from '../../../domain/accounts/rules.js';

type TokenQuery = { Querystring: Record<string, unknown> };

// The rules of a password, an address and a name are the domain's (passwords.ts, rules.ts, invitations.ts),
// which the forms call; passwords are read as typed, spaces kept.
const PasswordChangeForm = portalForm(
  Type.Object({ current: Type.String(), password: Type.String(), repeat: Type.String() }),
  { untrimmed: ['current', 'password', 'repeat'] },
);
const ForgottenPasswordForm = portalForm(Type.Object({ email: Type.String() }));
const ResetForm = portalForm(Type.Object({ token: Type.String(), password: Type.String(), repeat: Type.String() }), {
  untrimmed: ['password', 'repeat'],
});
const InvitationForm = portalForm(Type.Object({ token: Type.String(), name: Type.String(), password: Type.String() }), {
  untrimmed: ['password'],
});

export async function accountPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  passwordRoutes(app, deps);
  forgottenPasswordRoutes(app, deps);
  invitationRoutes(app, deps);
  sandboxMailboxRoute(app, deps);
}

const tokenOf = (request: FastifyRequest<TokenQuery>) => field(request.query, 'token');

/** Changing one's password, signed in. */
function passwordRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db } = deps;
  const signedIn = { preHandler: requireRole('AGENCY', 'OPERATOR') };

  const passwordPage = (reply: FastifyReply, errors: FormErrors = {}) =>
    reply
      .code(Object.keys(errors).length > 0 ? 400 : 200)
      .page('account', { title: 'Your account', section: 'account', errors });

  app.get('/account', signedIn, async (_request, reply) => passwordPage(reply));

  app.post('/account/password', signedIn, async (request, reply) => {
    const { current, password, repeat } = readForm(PasswordChangeForm, request.body).values;
    try {
      await changePassword(db, {
        userId: signedInUser(request).id,
        current,
        password,
        repeated: repeat,
        keepSession: request.session.sessionId,
      });
    } catch (error) {
      return passwordPage(reply, formErrorsOf(error, 'form', ['current', 'password', 'repeat']));
    }
    return doneWith(request, reply, {
      notice: 'Password changed. Your other sign-ins have ended.',
      to: '/portal/account',
      at: 'password',
    });
  });
}

/** A forgotten password: the request for a link (limited, answered alike for every address) and the reset. */
function forgottenPasswordRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db, clock, config, mailer } = deps;
  const forgotPage = (
    reply: FastifyReply,
    status: number,
    data: { email: string; errors: FormErrors; sent?: boolean },
  ) => reply.code(status).page('forgot-password', { title: 'Forgotten password', section: 'sign-in', ...data });

  app.get('/forgot-password', async (_request, reply) => forgotPage(reply, 200, { email: '', errors: {} }));

  const withinLimit = resetRequestLimit({ counter: deps.signInCounter, clock });
  app.post('/forgot-password', async (request, reply) => {
    const email = normalEmail(readForm(ForgottenPasswordForm, request.body).values.email);
    const problem = emailProblem(email);
    if (problem) return forgotPage(reply, 400, { email, errors: { email: problem } });
    const limit = await withinLimit(addressKey(request.ip), email);
    if (!limit.ok) {
      reply.header('Retry-After', String(limit.retryAfterSeconds));
      deps.metrics?.rateLimited('password_reset');
      return forgotPage(reply, 429, {
        email,
        errors: {
          form: `Too many requests from here. Wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
        },
      });
    }
    if (limit.mail) {
      // After the answer, so its timing does not tell whether the address has an account.
      const base = requestBaseUrl(config, request);
      setImmediate(() => {
        createPasswordReset(db, clock, email)
          .then((reset) =>
            reset ? sendPortalMail(mailer, request.log, passwordResetMail({ base, to: reset.email, ...reset })) : false,
          )
          .catch((error: unknown) => request.log.warn({ err: error }, 'password reset request failed'));
      });
    }
    return forgotPage(reply, 200, { email, errors: {}, sent: true });
  });

  const resetPage = (reply: FastifyReply, status: number, token: string, errors: FormErrors = {}) =>
    reply.code(status).page('reset-password', { title: 'Choose a new password', section: 'sign-in', token, errors });

  app.get<TokenQuery>('/reset-password', async (request, reply) => {
    const token = tokenOf(request);
    if (!(await resetLinkValid(db, clock, token))) throw resetLinkGone();
    return resetPage(reply, 200, token);
  });

  app.post('/reset-password', async (request, reply) => {
    const { token, password, repeat } = readForm(ResetForm, request.body).values;
    try {
      await resetPassword(db, clock, { token, password, repeated: repeat });
    } catch (error) {
      return resetPage(reply, 400, token, formErrorsOf(error, 'form', ['password', 'repeat']));
    }
    return reply.page('message', {
      title: 'Password changed',
      section: 'sign-in',
      lines: ['Your new password is set, and you were signed out everywhere.'],
      link: { href: '/portal', label: 'Sign in' },
    });
  });
}

/** An invitation's acceptance: a name and a password, and the new account is signed in. */
function invitationRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db, clock } = deps;
  const invitationPage = async (
    reply: FastifyReply,
    status: number,
    token: string,
    data: { values: { name: string }; errors: FormErrors },
  ) => {
    const invitation = await invitationByToken(db, clock, token);
    if (!invitation) throw invitationGone();
    return reply
      .code(status)
      .page('invitation', { title: 'Join the Berth portal', section: 'sign-in', token, invitation, ...data });
  };

  app.get<TokenQuery>('/invitation', async (request, reply) =>
    invitationPage(reply, 200, tokenOf(request), { values: { name: '' }, errors: {} }),
  );

  app.post('/invitation', async (request, reply) => {
    const input = readForm(InvitationForm, request.body).values;
    const { token } = input;
    const errors = acceptProblems(input);
    if (Object.keys(errors).length === 0) {
      try {
        const userId = await acceptInvitation(db, clock, input);
        // Signed in at once: the new session id also drops any session a visitor had before.
        await request.session.regenerate();
        request.session.userId = userId;
        request.session.flash = 'Welcome: your account is ready.';
        return reply.redirect('/portal', 303);
      } catch (error) {
        Object.assign(errors, formErrorsOf(error));
      }
    }
    return invitationPage(reply, 400, token, { values: { name: input.name }, errors });
  });
}

function sandboxMailboxRoute(app: FastifyInstance, deps: PortalDeps) {
  const { db, mailer } = deps;
  app.get('/sandbox/mailbox', async (_request, reply) => {
    if (mailer.kind !== 'sandbox') throw new PortalNotFound();
    // The links of each mail as links, to follow them from here as from a mail program.
    const mails = (await sandboxMailbox(db)).map((mail) => ({
      ...mail,
      links: mail.textBody.match(/https?:\/\/\S+/g) ?? [],
    }));
    return reply.page('sandbox-mailbox', { title: 'Sandbox mailbox', section: 'mailbox', mails });
  });
}
