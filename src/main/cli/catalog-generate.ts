/**
 * npm run catalog:generate -- --start 2027-01-01 --days 30 [--ships 11] --out FILE
 * Writes the demo catalogue (see src/domain/catalog/demo.ts) as a catalogue file; without --out, to stdout.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { generateDemoCatalog } from '../../domain/catalog/demo.js';

const usage = 'usage: npm run catalog:generate -- --start YYYY-MM-DD --days N [--ships 1..11] [--out FILE]\n';

try {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      start: { type: 'string' },
      days: { type: 'string', default: '30' },
      ships: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (!values.start || !/^\d+$/.test(values.days ?? '') || (values.ships !== undefined && !/^\d+$/.test(values.ships))) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const catalog = generateDemoCatalog({
    startDate: values.start,
    days: Number(values.days),
    ...(values.ships !== undefined ? { shipCount: Number(values.ships) } : {}),
  });
  const text = `${JSON.stringify(catalog, null, 2)}\n`;
  if (values.out) {
    await writeFile(values.out, text);
    process.stderr.write(
      `Wrote ${values.out}: ${catalog.ships.length} ships, ${catalog.sailings.length} sailings (${catalog.sailings[0]?.code} .. ${catalog.sailings.at(-1)?.code})\n`,
    );
  } else {
    process.stdout.write(text);
  }
} catch (error) {
  process.stderr.write(`catalog:generate: ${(error as Error).message}\n${usage}`);
  process.exit(2);
}
