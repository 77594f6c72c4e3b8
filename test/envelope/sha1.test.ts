// src/envelope/sha1.ts against node:crypto: every length across the padding boundaries, and random data.
import { createHash } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sha1 } from '../../src/envelope/sha1.js';

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const reference = (b: Uint8Array): string => createHash('sha1').update(b).digest('hex');

describe('sha1', () => {
  it('matches node:crypto for every length from 0 to 300 bytes', () => {
    for (let n = 0; n <= 300; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(hex(sha1(bytes))).toBe(reference(bytes));
    }
  });
  it('matches the FIPS 180 example "abc"', () => {
    expect(hex(sha1(new TextEncoder().encode('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
  test.prop([fc.uint8Array({ maxLength: 5000 })], { numRuns: 300 })('matches node:crypto on random data', (bytes) => {
    expect(hex(sha1(bytes))).toBe(reference(bytes));
  });
  it('reads a subarray, not the whole buffer', () => {
    const buffer = Uint8Array.from({ length: 100 }, (_, i) => i);
    expect(hex(sha1(buffer.subarray(10, 60)))).toBe(reference(buffer.subarray(10, 60)));
  });
});
