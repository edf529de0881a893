import { describe, expect, it } from 'vitest';
import { keptBytes } from '../../src/kernel/bytes.js';

describe('keptBytes', () => {
  it("holds a short text's UTF-8 bytes in memory of their own, not in a slice of Node's shared pool", () => {
    const text = ',"departures":[]}·Tromsø';
    const kept = keptBytes(text);
    expect(kept.toString()).toBe(text);
    expect(kept.length).toBe(Buffer.byteLength(text));
    // The whole memory behind the bytes is theirs (Buffer.from's would be the 8 KiB pool block).
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(kept.length);
  });
});
