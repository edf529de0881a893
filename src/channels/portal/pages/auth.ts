/** Sign-in (GET /portal shows the form to a visitor), sign-out, and each role's first page. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireRole, signedInUser } from '../guard.js';
import type { SignIn } from '../../../domain/accounts/sign-in.js';
import { portalForm, readForm } from '../forms.js';
import type { BusinessMetrics } from '../../../platform/metrics/business.js';

/** Both roles land on their home (pages/home.ts): what needs attention now. */
const HOME = { AGENCY: '/portal/home', OPERATOR: '/portal/home' } as const;

/** The sign-in: the password as typed; `next`, where to go after it (checked by safeNext). */
const SignInForm = portalForm(Type.Object({ email: Type.String(), password: Type.String(), next: Type.String() }), {
  untrimmed: ['password'],
});

/** Where to go after signing in: a portal path only (never another site: `next` comes from the URL). */
function safeNext(next: string | undefined): string | undefined {
  if (!next || !/^\/portal(\/[A-Za-z0-9\-._~%/?=&]*)?$/.test(next) || next.includes('//')) return undefined;
  return next;
}

export async function authPages(
  app: FastifyInstance,
  opts: { signIn: SignIn; metrics?: BusinessMetrics | undefined },
): Promise<void> {
  app.get<{ Querystring: { next?: string } }>('/', async (request, reply) => {
    const user = request.portalUser;
    if (user) return reply.redirect(HOME[user.role], 303);
    return reply.page('sign-in', {
      title: 'Sign in',
      section: 'sign-in',
      next: safeNext(request.query.next) ?? '',
      values: { email: '' },
      errors: {},
    });
  });

  app.post('/sign-in', async (request, reply) => {
    const form = readForm(SignInForm, request.body).values;
    const { email, password } = form;
    const next = safeNext(form.next);
    const again = (status: number, message: string) =>
      reply.code(status).page('sign-in', {
        title: 'Sign in',
        section: 'sign-in',
        next: next ?? '',
        values: { email },
        errors: { form: message },
      });
    if (email === '' || password === '') return again(400, 'Enter your e-mail address and your password.');
    const result = await opts.signIn(email, password, request.ip);
    if (!result.ok && result.reason === 'throttled') {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      opts.metrics?.rateLimited('portal_sign_in');
      return again(429, `Too many attempts. Wait ${result.retryAfterSeconds} seconds and try again.`);
    }
    if (!result.ok && result.reason === 'pending') {
      // Only with the request's own password (users.ts): nobody else learns that the address asked for access.
      return again(
        403,
        'Your request for access is waiting for the operator. You will receive an e-mail when it is decided; then sign in here.',
      );
    }
    if (!result.ok) return again(401, 'That e-mail address and password do not match an account.');
    // A new session id at sign-in, so a session id planted before it is worth nothing after.
    await request.session.regenerate();
    request.session.userId = result.user.id;
    return reply.redirect(next ?? HOME[result.user.role], 303);
  });

  app.post('/sign-out', { preHandler: requireRole('AGENCY', 'OPERATOR') }, async (request, reply) => {
    signedInUser(request);
    await request.session.destroy();
    return reply.redirect('/portal', 303);
  });
}
