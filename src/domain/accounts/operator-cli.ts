/**
 * `npm run agency -- create-operator --email ops@operator.example [--name "Kari Nordmann"]`: a portal user of
 * the operator's staff (production has no fixed login; this makes the first). The password is read from
 * PORTAL_PASSWORD, else from the first line of standard input; never from the command line, where it would
 * stay in the shell history and the process list.
 */
import { parseArgs } from 'node:util';
import type { Db } from '../../platform/db/client.js';
import { hashSecret } from '../auth/secrets.js';
import type { CliIo } from '../auth/agency-admin.js';
import { AppError, conflict, invalidCommand, invalidOption } from '../../kernel/errors.js';
import { sqlState } from '../../platform/db/transaction.js';
import { insertPortalUser } from './repository.js';
import { emailProblem, normalEmail, passwordProblem } from './rules.js';

export async function createOperatorCommand(
  argv: string[],
  deps: { db: Db; io: CliIo; readPassword: () => Promise<string> },
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw invalidCommand(`unexpected argument "${positionals[0]}"`);
  const email = normalEmail(values.email ?? '');
  const emailRule = emailProblem(email);
  if (emailRule) throw invalidOption('email', emailRule);
  const name = (values.name ?? email.split('@')[0] ?? '').trim();
  if (name === '' || name.length > 200) throw invalidOption('name', 'must be 1 to 200 characters');
  const password = (await deps.readPassword()).replace(/\r?\n$/, '');
  const passwordRule = passwordProblem(password);
  if (passwordRule) {
    const detail = `the password (PORTAL_PASSWORD or standard input) ${passwordRule}`;
    throw new AppError(400, 'VALIDATION_FAILED', detail, { password: [passwordRule] });
  }
  try {
    await insertPortalUser(deps.db, {
      email,
      passwordHash: await hashSecret(password),
      role: 'OPERATOR',
      agencyId: null,
      agencyRole: null,
      name,
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(`a portal user with e-mail ${email} exists already`);
    throw error;
  }
  deps.io.out(`operator ${email} created: sign in at /portal`);
}

/** PORTAL_PASSWORD, else standard input's first line (piped, or typed at a terminal). */
export async function passwordFromEnvOrStdin(env: Record<string, string | undefined> = process.env): Promise<string> {
  if (env.PORTAL_PASSWORD) return env.PORTAL_PASSWORD;
  if (process.stdin.isTTY)
    process.stderr.write('Password for the new operator (input is shown; prefer PORTAL_PASSWORD): ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0] ?? '';
}
