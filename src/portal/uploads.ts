/**
 * File uploads in portal forms (the operator's catalogue upload): multipart/form-data read by
 * @fastify/multipart into the body, each file as an UploadedFile, the other fields as strings. It is
 * registered before the portal's CSRF hook so that hook finds the form's `_csrf` field as in any other form.
 * Limits: one file of at most PORTAL_UPLOAD_MAX_MB, a few small fields; beyond them the request is refused
 * (413) before any handler runs.
 */
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export async function registerUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    async onFile(part: MultipartFile) {
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as MultipartFile & { value: UploadedFile }).value = file;
    },
  });
}
