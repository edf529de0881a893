/**
 * Confirmation PDFs bounded per agency (issue 24, item 8): one agency's expensive requests beyond its few
 * in progress and waiting are refused at once with 429 TOO_MANY_CONCURRENT_REQUESTS while another agency's
 * are served; the agencies waiting are served in turn; the PDF is rendered in a worker thread, and an
 * unchanged booking asked for again gets the document already made, a changed one a new one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyContext } from '../../src/domain/auth/context.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createDocumentService } from '../../src/domain/documents/service.js';
import { AppError } from '../../src/kernel/errors.js';
import { createFairLimiter } from '../../src/platform/workers/fair-limiter.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { pdfText } from '../support/pdf.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let first: V2Client;
let second: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: { DOCUMENTS_PER_AGENCY: '1', DOCUMENTS_QUEUE_PER_AGENCY: '1' } });
  first = await v2Client(t.app, 1);
  second = await v2Client(t.app, 2);
});
afterAll(() => t?.close());

const pdfOf = (api: V2Client, bookingId: string) => api.call('GET', `/bookings/${bookingId}/documents/confirmation`);

describe('confirmation PDFs per agency', () => {
  it("refuses an agency's request beyond 1 in progress and 1 waiting with 429, while another agency's is served", async () => {
    const mine = await confirmBooking(first);
    const theirs = await confirmBooking(second);
    const [a, b, c, other] = await Promise.all([
      pdfOf(first, mine.bookingId),
      pdfOf(first, mine.bookingId),
      pdfOf(first, mine.bookingId),
      pdfOf(second, theirs.bookingId),
    ]);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');
    const statuses = [a, b, c].map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 200, 429]);
    const refused = [a, b, c].find((r) => r.statusCode === 429)!;
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_CONCURRENT_REQUESTS',
      detail: expect.stringContaining('1 confirmation documents in progress and 1 waiting'),
    });
    // A bound on what is in progress, not a count: once they are done the agency is served again.
    expect((await pdfOf(first, mine.bookingId)).statusCode).toBe(200);
  });

  it('renders in a worker thread, and makes a new document only when what it prints changed', async () => {
    const mine = await confirmBooking(first);
    const [row] = await queryRows<{ id: string }>(
      t.tdb.database.db,
      sql`select id from agencies where client_id = 'sandbox-agency'`,
    );
    const agency = { id: row!.id } as AgencyContext;
    const documents = createDocumentService({
      db: t.tdb.database.db,
      clock: t.clock,
      operatorName: 'Berth Coastal Voyages',
      timeZone: 'Europe/Oslo',
      limits: { perAgency: 2, queuePerAgency: 4, threads: 1, cacheSeconds: 60 },
      records: bookingRecords,
    });
    try {
      const once = await documents.confirmation(agency, mine.bookingId);
      const again = await documents.confirmation(agency, mine.bookingId);
      expect(documents.stats()).toMatchObject({ started: 1, completed: 1 });
      expect(again.pdf.equals(once.pdf)).toBe(true);

      const renamed = await first.call('PATCH', `/bookings/${mine.bookingId}/guests/2`, { firstName: 'Zoë' });
      expect(renamed.statusCode).toBe(200);
      const changed = await documents.confirmation(agency, mine.bookingId);
      expect(documents.stats()).toMatchObject({ started: 1, completed: 2 });
      expect(await pdfText(changed.pdf)).toContain('Zoë');
    } finally {
      await documents.close();
    }
  });
});

describe('the fair limiter', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('serves the agencies waiting in turn, never more than the global bound at once', async () => {
    const limiter = createFairLimiter({ perKey: 2, queuePerKey: 2, global: 2, what: 'documents' });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (key: string, name: string) =>
      limiter.run(key, async () => {
        started.push(name);
        const gate = deferred();
        gates.set(name, gate);
        await gate.promise;
        return name;
      });
    const a1 = job('A', 'a1');
    const a2 = job('A', 'a2');
    const a3 = job('A', 'a3');
    const b1 = job('B', 'b1');
    const a4 = job('A', 'a4');
    await expect(job('A', 'a5')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_CONCURRENT_REQUESTS' });
    await expect(job('A', 'a5')).rejects.toBeInstanceOf(AppError);
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2']);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 3 });

    gates.get('a1')!.resolve();
    await a1;
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2', 'a3']);
    // A was served last: B's request goes before A's next one.
    gates.get('a2')!.resolve();
    await a2;
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    gates.get('a3')!.resolve();
    gates.get('b1')!.resolve();
    await Promise.all([a3, b1]);
    await new Promise((r) => setImmediate(r));
    gates.get('a4')!.resolve();
    expect(await a4).toBe('a4');
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
