/**
 * The operator's catalogue upload (portal.md, "What the operator does there", 5): a catalogue file posted as
 * multipart/form-data (parsed, size-limited, by @fastify/multipart in index.ts before the CSRF check reads its
 * `_csrf` field), checked with the command line's validator and, when asked and valid, imported with its
 * importer (catalog/upload.ts), in a worker thread. The page shows the report: every problem with its record, or
 * what was written; while two other files are being checked, 429 and the form again.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { CatalogBusyError, checkCatalogUpload, type CatalogReport } from '../../../domain/catalog/upload.js';
import { portalForm, readForm } from '../forms.js';
import { requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import type { UploadedFile } from '../uploads.js';

const LABELS: Record<string, string> = {
  ports: 'Ports',
  ships: 'Ships',
  decks: 'Decks',
  cabinGrades: 'Cabin grades',
  cabins: 'Cabins',
  routes: 'Routes',
  fareTables: 'Fare tables',
  fares: 'Fares',
  sailings: 'Sailings',
  sailingCalls: 'Sailing calls',
  addons: 'Addons',
  excursions: 'Excursions',
  excursionDepartures: 'Excursion departures',
  supplementalTours: 'Supplemental tours',
  packages: 'Packages',
  packageDepartures: 'Package departures',
  embarkationNotifications: 'Embarkation notifications',
};

/** The upload's text field (`import` imports a valid file); the file itself is the upload's (uploads.ts). */
const UploadForm = portalForm(Type.Object({ action: Type.String() }));

const rows = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([name]) => name !== 'durationMs')
    .map(([name, count]) => ({ name: LABELS[name] ?? name, count }));

export async function cataloguePages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db, config } = deps;
  const operator = { preHandler: requireRole('OPERATOR') };
  const maxMb = Math.round((config.portal.uploadMaxBytes / 1024 / 1024) * 10) / 10;

  function page(
    reply: FastifyReply,
    status: number,
    state: { report?: CatalogReport; fileName?: string; fileError?: string } = {},
  ) {
    const { report } = state;
    return reply.code(status).page('operator/catalogue', {
      title: 'Catalogue',
      section: 'catalogue',
      maxMb,
      report: report ?? null,
      fileName: state.fileName ?? '',
      fileError: state.fileError ?? '',
      recordRows: report?.records ? rows(report.records) : [],
      importedRows: report?.imported ? rows(report.imported) : [],
    });
  }

  // A file over the limit is refused while the form is read, before any handler: answer with the form.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (
      request.portalUser?.role === 'OPERATOR' &&
      (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
    ) {
      return page(reply, 413, {
        fileError: `The file is larger than ${maxMb} MB, or more than one file was sent; nothing was read.`,
      });
    }
    throw error;
  });

  app.get('/catalogue', operator, async (_request, reply) => page(reply, 200));

  app.post('/catalogue', operator, async (request, reply) => {
    const file = (request.body as Record<string, unknown> | undefined)?.file as UploadedFile | undefined;
    if (!file || !Buffer.isBuffer(file.data) || file.filename === '')
      return page(reply, 400, { fileError: 'Choose a catalogue file.' });
    let report: CatalogReport;
    try {
      report = await checkCatalogUpload(db, file.data, readForm(UploadForm, request.body).values.action === 'import');
    } catch (error) {
      if (error instanceof CatalogBusyError) {
        deps.metrics?.rateLimited('catalogue_checks');
        return page(reply.header('Retry-After', '10'), 429, { fileError: error.message });
      }
      throw error;
    }
    return page(reply, report.problems.length > 0 ? 422 : 200, { report, fileName: file.filename });
  });
}
