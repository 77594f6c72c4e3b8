// The start of a batch's input, shared by the local batch (batch.ts) and the queue producer
// (queue-batch.ts): open the file (gunzipped when named *.gz) or stdin, read its first bytes, and
// refuse what is not JSONL text (compressed data, NUL bytes, UTF-16, invalid UTF-8) before anything
// is answered or queued. The refusal message names the input and says what to do.
import { createReadStream, statSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { invalidUtf8At } from './batch-worker.js';

const isGzipName = (name: string): boolean => /\.gz$/i.test(name);

/** How much of the input's start is checked for binary content (git looks at 8000 bytes). */
export const SNIFF_BYTES = 8192;
/** Read before the check even when the first chunks are smaller (a slow pipe). */
const MIN_SNIFF_BYTES = 16;

const MAGIC: ReadonlyArray<{ bytes: number[]; what: string }> = [
  { bytes: [0x1f, 0x8b], what: 'gzip-compressed (it starts with the gzip magic bytes 1f 8b)' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], what: 'zstd-compressed' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'xz-compressed' },
  { bytes: [0x42, 0x5a, 0x68], what: 'bzip2-compressed' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a zip archive' },
  { bytes: [0xff, 0xfe], what: 'UTF-16 text (little-endian byte order mark); JSONL must be UTF-8' },
  { bytes: [0xfe, 0xff], what: 'UTF-16 text (big-endian byte order mark); JSONL must be UTF-8' },
];

/**
 * Why the start of an input is not JSONL text, or undefined when it may be: compressed or archive
 * magic bytes, a NUL byte, or bytes that are not UTF-8, in the first SNIFF_BYTES. `whole`: `start`
 * is the whole input (else a UTF-8 sequence cut at its end is not held against it).
 */
export function notJsonl(start: Uint8Array, whole: boolean): string | undefined {
  for (const m of MAGIC) {
    if (start.length >= m.bytes.length && m.bytes.every((b, i) => start[i] === b)) return `is ${m.what}`;
  }
  const head = start.subarray(0, SNIFF_BYTES);
  const nul = head.indexOf(0);
  if (nul >= 0) return `is binary, not JSONL text: a NUL byte at byte ${nul + 1}`;
  const bad = invalidUtf8At(head);
  const cut = !whole || head.length < start.length;
  if (bad < head.length && !(cut && isCutSequence(head.subarray(bad)))) {
    return `is not UTF-8 text: invalid byte 0x${head[bad]!.toString(16).padStart(2, '0')} at byte ${bad + 1}`;
  }
  return undefined;
}

/** Whether `tail` (1 to 3 bytes) is the start of a well-formed UTF-8 sequence, cut short. */
function isCutSequence(tail: Uint8Array): boolean {
  const c = tail[0]!;
  const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
  if (need === 0 || tail.length > need) return false;
  for (let k = 1; k < tail.length; k++) if ((tail[k]! & 0xc0) !== 0x80) return false;
  return true;
}

/** An input as a stream of byte chunks: the file (gunzipped when its name ends in .gz) or stdin. */
export function openInput(name: string): BatchInput | string {
  if (name === '-') return { chunks: (process.stdin as AsyncIterable<Buffer>)[Symbol.asyncIterator](), label: 'standard input', gzip: false, size: undefined };
  let size: number;
  try {
    const stat = statSync(name);
    if (stat.isDirectory()) return `cannot read ${name}: it is a directory`;
    size = stat.size;
  } catch (cause) {
    return `cannot read ${name}: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
  const file = createReadStream(name, { highWaterMark: 256 * 1024 });
  if (!isGzipName(name)) return { chunks: (file as AsyncIterable<Buffer>)[Symbol.asyncIterator](), label: name, gzip: false, size };
  const gunzip = createGunzip();
  pipeline(file, gunzip, () => {}); // an error of either ends the iteration below with it
  return { chunks: (gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator](), label: name, gzip: true, size: undefined };
}

export function readFailure(label: string, gzip: boolean, cause: unknown): string {
  const e = cause as NodeJS.ErrnoException;
  const message = e instanceof Error ? e.message : String(cause);
  if (gzip && typeof e?.code === 'string' && e.code.startsWith('Z_')) return `cannot read ${label}: not gzip data, or damaged (${message})`;
  return `cannot read ${label}: ${message}`;
}

/** The advice that goes with a refused input. */
export function refusalHint(label: string, why: string, gzip: boolean): string {
  if (why.startsWith('is gzip')) {
    if (gzip) return ' after decompression (compressed twice?)';
    return label === 'standard input' ? ': decompress it first (gunzip -c FILE | travelreq batch -), or pass the file itself, named *.gz' : `: name it ${label}.gz to have it read as gzip, or decompress it first`;
  }
  return '';
}

export type BatchInput = { chunks: AsyncIterator<Buffer>; label: string; gzip: boolean; size: number | undefined };

/**
 * Opens `name` and reads at least MIN_SNIFF_BYTES (or to its end): the input with the chunks read so
 * far (`first`) and whether that was all of it (`ended`), or the message refusing it.
 */
export async function startInput(name: string): Promise<{ input: BatchInput; first: Buffer[]; ended: boolean } | string> {
  const input = openInput(name);
  if (typeof input === 'string') return input;
  const first: Buffer[] = [];
  let firstLength = 0;
  let ended = false;
  try {
    // Enough for the magic bytes even from a pipe that trickles; no more, so streaming starts at once.
    while (firstLength < MIN_SNIFF_BYTES) {
      const r = await input.chunks.next();
      if (r.done) {
        ended = true;
        break;
      }
      first.push(r.value);
      firstLength += r.value.length;
    }
  } catch (cause) {
    return readFailure(input.label, input.gzip, cause);
  }
  if (firstLength > 0) {
    const why = notJsonl(first.length === 1 ? first[0]! : Buffer.concat(first), ended);
    if (why !== undefined) {
      await input.chunks.return?.();
      return `${input.label} ${why}${refusalHint(input.label, why, input.gzip)}; nothing was answered`;
    }
  }
  return { input, first, ended };
}
