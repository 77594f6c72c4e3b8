// Response compression: Accept-Encoding negotiation and the compressors. The web-standard
// default has gzip only (CompressionStream); the Node server adds br through node:zlib.

export type Encoding = 'br' | 'gzip';
export type Compressor = (data: Uint8Array) => Promise<Uint8Array<ArrayBuffer>>;
export type Compressors = Partial<Record<Encoding, Compressor>>;

/** Bodies smaller than this are sent as they are: compressing them saves little and costs CPU. */
export const COMPRESSION_THRESHOLD = 1024;
/** Server preference when the client weighs encodings equally. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

async function gzipWeb(data: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const webCompressors: Compressors = { gzip: gzipWeb };

/** Picks the encoding for an Accept-Encoding value among those available (RFC 9110 12.5.3 weights). */
export function negotiate(header: string | null | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.slice(0, 1000).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Math.min(1, Number(m[1]));
    }
    weights.set(token.trim(), q);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const enc of PREFERENCE) {
    if (!available.includes(enc)) continue;
    const q = weights.get(enc) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = enc;
      bestQ = q;
    }
  }
  return best;
}
