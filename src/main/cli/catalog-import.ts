/**
 * npm run catalog:import -- FILE
 * Imports a catalogue file into the database of DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite),
 * after applying migrations. Prints a summary; on an invalid file prints every problem and exits 1.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../../kernel/config.js';
import { configuredTarget, openDatabase } from '../../platform/db/client.js';
import { CatalogError, importCatalog } from '../../domain/catalog/import.js';

async function main(): Promise<number> {
  const path = process.argv.slice(2).find((a) => a !== '--');
  if (!path) {
    process.stderr.write('usage: npm run catalog:import -- FILE\n');
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    process.stderr.write(`catalog:import: cannot read ${path} as JSON: ${(error as Error).message}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(configuredTarget(config, { poolSize: 2 }));
  try {
    await database.migrate();
    const summary = await importCatalog(database.db, input);
    const { skipped: _skipped, durationMs, ...counts } = summary;
    process.stdout.write(`Imported ${path} into ${database.engine} in ${durationMs} ms:\n`);
    for (const [name, count] of Object.entries(counts)) process.stdout.write(`  ${name.padEnd(26)} ${count}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CatalogError) {
      process.stderr.write(`catalog:import: ${path} was not imported (nothing changed).\n${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`catalog:import: invalid configuration: ${error.message}\n`);
  else process.stderr.write(`catalog:import: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
}
