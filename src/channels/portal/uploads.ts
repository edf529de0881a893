/**
 * File uploads in portal forms (the operator's catalogue upload): multipart/form-data read into the body,
 * each file as an UploadedFile, the other fields as strings (a repeated name as a list, as in a url-encoded
 * form). It is registered before the portal's CSRF hook so that hook finds the form's `_csrf` field as in
 * any other form. Limits: one file of at most PORTAL_UPLOAD_MAX_MB, a few small fields; beyond them the
 * request is refused (413) before any handler runs.
 *
 * The body is read by this module's own hook rather than by @fastify/multipart's `attachFieldsToBody`:
 * busboy throws plain errors (no status) for a body it cannot read (a Content-Type without a boundary, a
 * body cut short or not multipart at all), which any portal post may be sent as; here they are the
 * client's 400, not a 500.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors.js';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

type FormValue = string | UploadedFile;

async function readParts(request: FastifyRequest): Promise<Record<string, FormValue | FormValue[]>> {
  const body: Record<string, FormValue | FormValue[]> = Object.create(null) as Record<string, FormValue | FormValue[]>;
  for await (const part of request.parts()) {
    const value: FormValue =
      part.type === 'file'
        ? { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() }
        : String(part.value);
    const earlier = body[part.fieldname];
    body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
  }
  return body;
}

export async function registerUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readParts(request);
    } catch (error) {
      // The plugin's own refusals (limits 413, a `__proto__` field 400) keep their status.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new AppError(
        400,
        'BAD_REQUEST',
        'The form could not be read: the multipart/form-data body is malformed or its Content-Type has no boundary.',
      );
    }
  });
}
