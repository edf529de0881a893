/**
 * UTF-8 bytes of a text that is kept (a cache's entry), in memory of their own. `Buffer.from` takes a text under
 * 4 KiB from Node's shared 8 KiB pool, and a kept slice keeps its whole pool block alive: an empty availability
 * answer (200 bytes) would hold 8 KiB, forty times what the cache counts for it.
 */
export function keptBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
