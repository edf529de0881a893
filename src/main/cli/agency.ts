/**
 * `npm run agency -- <command>`: issue and manage agency credentials (see auth/agency-admin.ts).
 * Uses the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR) and migrates it first.
 */
import { ConfigError, loadConfig } from '../../kernel/config.js';
import { configuredTarget, openDatabase } from '../../platform/db/client.js';
import { databaseClockOnce } from '../../platform/db/database-clock.js';
import { isOperatorInputError, runAgencyCommand } from '../../domain/auth/agency-admin.js';
import { createOperatorCommand, passwordFromEnvOrStdin } from '../../domain/accounts/operator-cli.js';

let exitCode = 1;
try {
  const config = loadConfig();
  const database = await openDatabase(configuredTarget(config, { poolSize: 2 }));
  try {
    await database.migrate();
    const io = {
      out: (line: string) => process.stdout.write(`${line}\n`),
      err: (line: string) => process.stderr.write(`${line}\n`),
    };
    const [command, ...rest] = process.argv.slice(2);
    if (command === 'create-operator') {
      // A portal login of the operator's staff (domain/accounts/operator-cli.ts); the rest manage agencies.
      try {
        await createOperatorCommand(rest, { db: database.db, io, readPassword: () => passwordFromEnvOrStdin() });
        exitCode = 0;
      } catch (error) {
        if (!isOperatorInputError(error) && !String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'))
          throw error;
        io.err(`agency: ${(error as Error).message.split('\n')[0]}`);
        exitCode = 1;
      }
    } else {
      exitCode = await runAgencyCommand(process.argv.slice(2), {
        db: database.db,
        clock: await databaseClockOnce(database.db),
        io,
      });
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`agency: invalid configuration: ${error.message}\n`);
  else process.stderr.write(`agency: ${(error as Error).message}\n`);
  exitCode = 1;
}
process.exit(exitCode);
