/**
 * Response compression (@fastify/compress): JSON, problem+json, HTML, Markdown, CSS and scripts above
 * COMPRESSION_THRESHOLD_BYTES are sent gzip-, br- or deflate-coded as the client's Accept-Encoding allows,
 * with `Vary: Accept-Encoding`. A client that sends no Accept-Encoding (autocannon, curl without
 * --compressed) gets what it got before.
 *
 * What is never compressed, and why:
 * - below the threshold (2 KiB): such an answer and its headers fit in two TCP segments, far inside the
 *   initial congestion window (ten), so coding it saves no round trip and at most a kilobyte, while the zlib
 *   call costs 25-35 µs of CPU (its set-up, mostly), a tenth of what the hottest answer costs the server
 *   altogether: a held booking of one or two cabins (about 1 KB; GET 0.3 ms of CPU). The same holds for a
 *   token or a problem. From 2 KiB on the bytes saved grow with the answer and the call's cost hardly does
 *   (a 5.8 KB search answer: 31 µs gzip, 45 µs br, to 700 / 600 bytes);
 * - PDFs, images, fonts and archives: mime-db marks them incompressible (they are compressed already);
 * - an answer carrying a strong ETag (the booking's `"<version>"`, what If-Match takes): a strong ETag names
 *   one sequence of bytes, so a gzip body under the identity body's strong tag would be wrong (RFC 9110
 *   8.8.3), and weakening it (W/"3", as nginx does) would make every If-Match built from it fail, because
 *   If-Match compares strongly (bookings/resource.ts). A booking is a few KB; it is sent as is.
 *   A weak ETag (the static files of /docs and the portal, W/"size-mtime") says "equivalent", which a coded
 *   body is: those are compressed; their 304s are not (there is no body to code);
 * There is no streamed feed to keep out: the event feed is polled page by page (events/routes.ts).
 *
 * Brotli at quality 5, not zlib's default 11: on the 437 KB OpenAPI document quality 11 takes about 110 ms
 * of CPU for 15.0 KB, quality 5 about 2 ms for 17.2 KB, quality 4 1.8 ms for 18.8 KB, gzip level 6 2.5 ms
 * for 25.7 KB (docs/performance.md, "Compression"). Request bodies are not decompressed: the API has never
 * taken coded bodies, and a decompressing parser would be a new way in for a zip bomb.
 *
 * The plugin adds its onSend hook to each route (route-level hooks run after every application hook), so the
 * idempotency store, the request log and the no-store header see the uncompressed answer. Registered before
 * any route: it finds the routes through onRoute.
 */
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 2048;
export const BROTLI_QUALITY = 5;

/** Text types Berth answers with; anything else is left to mime-db's `compressible` flag (PDF: false). */
const TEXT_TYPES = /^(application\/([a-z.+-]*\+)?json|text\/(html|markdown|plain|css|javascript)|application\/javascript)\b/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: TEXT_TYPES,
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    },
  });
  // The plugin has no per-answer switch; its documented one is the request header `x-no-compression`. An
  // answer with a strong ETag, or a 304 (no body: the plugin would code an empty stream and announce a coding
  // for it), sets it on the request as the later hooks see it (the setter adds to the raw headers, which stay
  // as received), so the plugin's onSend, which runs last, leaves the answer alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    const etag = reply.getHeader('etag');
    const strong = typeof etag === 'string' && !etag.startsWith('W/');
    if (strong || reply.statusCode === 304) request.headers = { 'x-no-compression': strong ? 'strong-etag' : '304' };
    done(null, payload);
  });
}
