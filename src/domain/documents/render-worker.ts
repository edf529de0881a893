/** The worker thread that renders confirmation PDFs (documents/service.ts's pool). */
import { serveTasks } from '../../platform/workers/serve.js';
import { renderConfirmationPdf, type ConfirmationInput } from './confirmation-pdf.js';

serveTasks<ConfirmationInput, Uint8Array>(async (input) => {
  // A buffer of its own to hand over: the renderer's may share memory with Node's buffer pool.
  const pdf = new Uint8Array(await renderConfirmationPdf(input));
  return { result: pdf, transfer: [pdf.buffer] };
});
