// SHA-1 (FIPS 180-4) for the v5 trip ids: a one-shot function over bytes. It runs once per
// response on a few hundred bytes, where a general streaming implementation spends as long on
// setup as on the handful of blocks (@noble/hashes: 5.5 us for a typical request, this: 3 us).
// v5 UUIDs only need SHA-1's distribution, not its security. Checked against node:crypto in
// test/envelope/sha1.test.ts.

const w = new Int32Array(80);

/** Byte i of the padded message: the message, then 0x80, then zeros. */
const byteAt = (bytes: Uint8Array, i: number): number => (i < bytes.length ? bytes[i]! : i === bytes.length ? 0x80 : 0);

export function sha1(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  // Message, 0x80, zero padding and the 64-bit big-endian bit length fill whole 64-byte blocks.
  const blocks = ((n + 8) >>> 6) + 1;
  let h0 = 0x67452301, h1 = 0xefcdab89 | 0, h2 = 0x98badcfe | 0, h3 = 0x10325476, h4 = 0xc3d2e1f0 | 0;
  for (let b = 0; b < blocks; b++) {
    const base = b * 64;
    const last = b === blocks - 1;
    for (let t = 0; t < 16; t++) {
      const i = base + t * 4;
      if (last && t === 14) w[t] = Math.floor(n / 0x20000000); // high word of the bit length
      else if (last && t === 15) w[t] = (n << 3) | 0;
      else if (i + 3 < n) w[t] = (bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!;
      else w[t] = (byteAt(bytes, i) << 24) | (byteAt(bytes, i + 1) << 16) | (byteAt(bytes, i + 2) << 8) | byteAt(bytes, i + 3);
    }
    for (let t = 16; t < 80; t++) {
      const x = w[t - 3]! ^ w[t - 8]! ^ w[t - 14]! ^ w[t - 16]!;
      w[t] = (x << 1) | (x >>> 31);
    }
    let a = h0, bb = h1, c = h2, d = h3, e = h4, t = 0, temp = 0;
    // One loop per round function rather than a branch per round.
    for (; t < 20; t++) {
      temp = (((a << 5) | (a >>> 27)) + ((bb & c) | (~bb & d)) + e + 0x5a827999 + w[t]!) | 0;
      e = d; d = c; c = (bb << 30) | (bb >>> 2); bb = a; a = temp;
    }
    for (; t < 40; t++) {
      temp = (((a << 5) | (a >>> 27)) + (bb ^ c ^ d) + e + 0x6ed9eba1 + w[t]!) | 0;
      e = d; d = c; c = (bb << 30) | (bb >>> 2); bb = a; a = temp;
    }
    for (; t < 60; t++) {
      temp = (((a << 5) | (a >>> 27)) + ((bb & c) | (bb & d) | (c & d)) + e - 0x70e44324 + w[t]!) | 0;
      e = d; d = c; c = (bb << 30) | (bb >>> 2); bb = a; a = temp;
    }
    for (; t < 80; t++) {
      temp = (((a << 5) | (a >>> 27)) + (bb ^ c ^ d) + e - 0x359d3e2a + w[t]!) | 0;
      e = d; d = c; c = (bb << 30) | (bb >>> 2); bb = a; a = temp;
    }
    h0 = (h0 + a) | 0; h1 = (h1 + bb) | 0; h2 = (h2 + c) | 0; h3 = (h3 + d) | 0; h4 = (h4 + e) | 0;
  }
  const out = new Uint8Array(20);
  const hs = [h0, h1, h2, h3, h4];
  for (let i = 0; i < 5; i++) {
    const h = hs[i]!;
    out[i * 4] = h >>> 24; out[i * 4 + 1] = h >>> 16; out[i * 4 + 2] = h >>> 8; out[i * 4 + 3] = h;
  }
  return out;
}
