// One worker thread of travelreq batch: builds the library once, answers batches of input lines,
// and writes each batch's output lines to the output itself when its turn comes (a counter in
// shared memory keeps input order). The main thread then only reads and hands out input: on a
// two-core machine every cycle it spends on output is taken from the workers.
import { writeSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { serialiseUtf8Into, Utf8Sink } from '../envelope/serialise.js';
import { createTravelRequirements } from '../node/create.js';
import type { ErrorDocument, ErrorObject, TripResponseDocument } from '../schema/generated.js';
import { countryResolver, summarise, type CountryOf } from '../summary/index.js';
import { checkBounds, MAX_REQUEST_BYTES } from '../schema/bounds.js';
import { RulesetError, type Result, type TravelRequirements } from '../service.js';
import { invalidJsonDocument } from './io.js';

/** Longest line answered, in bytes: the HTTP API's body limit (MAX_REQUEST_BYTES, 64 KiB). */
export const MAX_LINE_BYTES = MAX_REQUEST_BYTES;

export interface BatchRequest {
  seq: number;
  /** Line number (1-based) of the first line. */
  first: number;
  /** UTF-8 lines, each ending in "\n"; an oversized line is an empty line here. */
  data: Uint8Array;
  /** Indexes (0-based, within this batch) of lines that were longer than MAX_LINE_BYTES. */
  oversized: number[];
}

export type WorkerMessage =
  /** Ready to answer; `meta` is the meta of its error documents (for the lines of a worker that dies). */
  | { type: 'ready'; meta: ErrorDocument['meta'] }
  | { type: 'fatal'; message: string; code?: string; document?: unknown }
  /** The batch is written (mode fd), or here are its output bytes (mode post: `data`). */
  | { type: 'written'; seq: number; lines: number; ok: number; errors: number; tally: ErrorTally; lead: number; trail: number; data?: Uint8Array };

/** Error lines: key "status" -> lines with that status, key "status code" -> lines with that code; and the first of them. */
export type ErrorTally = Record<string, { lines: number; first: number }>;

export type OutputFormat = 'full' | 'summary' | 'text';
export const FORMATS: readonly OutputFormat[] = ['full', 'summary', 'text'];

export interface WorkerOptions {
  locale?: string;
  /** full (default): the response document or error document; summary: src/summary. */
  format?: OutputFormat;
}

export interface WorkerSetup extends WorkerOptions {
  /**
   * Output file descriptor, shared by all workers, written in turn; -1: post each batch's output
   * bytes back to the main thread instead (which writes them in order, e.g. through gzip).
   */
  fd: number;
  /** Int32Array over it: [TURN] the next batch to write, [STOP] set to 1 to make waiting workers give up. */
  control: SharedArrayBuffer;
}

export const TURN = 0;
export const STOP = 1;

const strict = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();
const CLOSE_LINE = encoder.encode('}\n');

/** An input line that is not answered as JSON: longer than MAX_LINE_BYTES, or not UTF-8 (at byte `offset` of the line). */
export type LineProblem = { problem: 'oversized' } | { problem: 'encoding'; offset: number };
export type InputLine = string | LineProblem;

/** What the answer to a line writes besides its body. */
interface Answer { result: Result<TripResponseDocument>; meta?: Record<string, unknown> }

/**
 * Writes `{"line":n,"meta":...,"status":s,"body":...}\n` for each line to `sink`, as UTF-8: the text
 * JSON.stringify gives, written with tr's serialiser. One sink is reused for every batch (a worker
 * writes gigabytes; a buffer per line would keep its GC busy). `meta` is there when the request has
 * a top-level meta object; with format summary the body is its summary (src/summary).
 */
export function answerLines(
  tr: TravelRequirements, first: number, lines: readonly InputLine[], options: WorkerOptions, sink: Utf8Sink,
  countryOf: CountryOf = countryResolver(tr),
): { ok: number; errors: number; tally: ErrorTally; lead: number; trail: number } {
  let ok = 0;
  let lead = -1; // error lines before the first answered trip (all of them when none is)
  let trail = 0; // error lines after the last answered trip
  const tally: ErrorTally = {};
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const { result, meta } = guardedLine(tr, n, lines[i]!, options);
    const { status, body } = result;
    if (status === 200) {
      ok++;
      if (lead < 0) lead = i;
      trail = 0;
    } else {
      trail++;
      countErrors(tally, n, status, (body as ErrorDocument).errors);
    }
    if (options.format === 'text') {
      // A block per line for a person to read: its number and status, then the answer as text.
      sink.text(`${textHeader(n, status)}${tr.text(body)}\n`);
      continue;
    }
    sink.text(meta === undefined ? `{"line":${n},"status":${status},"body":` : `{"line":${n},"meta":${JSON.stringify(meta)},"status":${status},"body":`);
    if (options.format === 'summary') sink.text(JSON.stringify(summarise(result, countryOf)));
    else serialiseUtf8Into(body, sink);
    sink.raw(CLOSE_LINE);
  }
  return { ok, errors: lines.length - ok, tally, lead: lead < 0 ? lines.length : lead, trail };
}

/** The first line of a line's block in --format text. */
export const textHeader = (n: number, status: number): string => `=== line ${n} (${status}) ===\n`;

/**
 * The output of a batch whose worker died: a 500 error line for each of its lines (format summary:
 * its error summary), written by the main thread (a worker may be blocked waiting for its own turn).
 * `meta` is the error documents' meta (sent by the workers when ready). Pure: no library needed.
 */
export function failedLines(meta: ErrorDocument['meta'], first: number, count: number, reason: string, format: OutputFormat | undefined): { data: Uint8Array; tally: ErrorTally } {
  const tally: ErrorTally = {};
  let text = '';
  for (let i = 0; i < count; i++) {
    const n = first + i;
    const errors = [{ status: '500', code: 'WORKER_FAILED', title: 'Worker failed', detail: `Line ${n} was not answered: the worker answering it stopped (${reason}).`.slice(0, 400), source: { pointer: '' } }];
    countErrors(tally, n, 500, errors);
    const body: ErrorDocument = { meta: { ...meta }, errors } as ErrorDocument;
    text += format === 'text'
      ? `${textHeader(n, 500)}${errors[0]!.detail}\n\n`
      : `{"line":${n},"status":500,"body":${JSON.stringify(format === 'summary' ? summarise({ status: 500, body }) : body)}}\n`;
  }
  return { data: encoder.encode(text), tally };
}

/**
 * answerLine, and a 500 error line should it ever throw: whatever a line holds, its worker lives
 * on and every other line is answered (N lines in, N lines out).
 */
function guardedLine(tr: TravelRequirements, n: number, line: InputLine, options: WorkerOptions): Answer {
  try {
    return answerLine(tr, n, line, options);
  } catch (cause) {
    const detail = `Line ${n} could not be processed: ${cause instanceof Error ? cause.message : 'unexpected failure'}`.slice(0, 400);
    return { result: { status: 500, body: tr.errorDocument([{ status: '500', code: 'INTERNAL_ERROR', title: 'Internal error', detail, source: { pointer: '' } }]) } };
  }
}

function countErrors(tally: ErrorTally, n: number, status: number, errors: readonly ErrorObject[] | undefined): void {
  const codes = new Set((errors ?? []).map((e) => e.code));
  if (codes.size === 0) codes.add('(no code)');
  for (const key of [String(status), ...[...codes].map((code) => `${status} ${code}`)]) {
    const t = tally[key];
    if (t) t.lines++;
    else tally[key] = { lines: 1, first: n };
  }
}

/** Adds `more` to `into` (lines summed, the first line kept). */
export function mergeTally(into: ErrorTally, more: ErrorTally): void {
  for (const [key, t] of Object.entries(more)) {
    const have = into[key];
    if (!have) into[key] = { ...t };
    else {
      have.lines += t.lines;
      have.first = Math.min(have.first, t.first);
    }
  }
}

/** The answer to line n: its trip response, or the error document when it is not a valid request; with the request's meta object. */
export function answerLine(tr: TravelRequirements, n: number, line: InputLine, options: WorkerOptions): Answer {
  if (typeof line !== 'string') {
    if (line.problem === 'oversized') {
      return { result: { status: 413, body: tr.errorDocument([{ status: '413', code: 'PAYLOAD_TOO_LARGE', title: 'Payload too large', detail: `Line ${n} is longer than the limit of ${MAX_LINE_BYTES} bytes.`, source: { pointer: '' } }]) } };
    }
    return { result: { status: 400, body: tr.errorDocument([{ status: '400', code: 'INVALID_ENCODING', title: 'Invalid encoding', detail: `Line ${n} is not valid UTF-8 (byte ${line.offset + 1} of the line).`, source: { pointer: '' } }]) } };
  }
  let input: unknown;
  try {
    // A byte order mark may start the file; JSON.parse would reject it.
    input = JSON.parse(n === 1 && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
  } catch (cause) {
    return { result: { status: 400, body: invalidJsonDocument(tr, `Line ${n}`, cause) } };
  }
  const result = tr.trips(input, options.locale !== undefined ? { locale: options.locale } : {});
  const meta = metaOf(input);
  return meta === undefined ? { result } : { result, meta };
}

/**
 * The request's top-level meta, when it is a JSON object within the request's bounds (JSON:API meta
 * is an object; anything else is a 400 anyway). A meta nested too deep or too large is not copied:
 * the line's error document says what is wrong with it, and copying it could overflow the stack.
 */
function metaOf(input: unknown): Record<string, unknown> | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input) || !Object.hasOwn(input, 'meta')) return undefined;
  const meta = (input as { meta: unknown }).meta;
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return undefined;
  return checkBounds(meta).length === 0 ? (meta as Record<string, unknown>) : undefined;
}

/** Splits a batch's bytes into its lines (without "\r\n" or "\n"); oversized or non-UTF-8 ones as a LineProblem. */
export function linesOf(request: BatchRequest): InputLine[] {
  let lines: InputLine[];
  try {
    lines = strict.decode(request.data).split('\n');
    lines.pop(); // every line ends in "\n": the last piece is empty
  } catch {
    lines = linesOfBytes(request.data); // some line is not UTF-8: find it, line by line
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (typeof line === 'string' && line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  for (const i of request.oversized) lines[i] = { problem: 'oversized' };
  return lines;
}

function linesOfBytes(data: Uint8Array): InputLine[] {
  const lines: InputLine[] = [];
  for (let start = 0; start < data.length;) {
    const nl = data.indexOf(0x0a, start);
    const bytes = data.subarray(start, nl);
    try {
      lines.push(strict.decode(bytes));
    } catch {
      lines.push({ problem: 'encoding', offset: invalidUtf8At(bytes) });
    }
    start = nl + 1;
  }
  return lines;
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence; bytes.length when there is none. */
export function invalidUtf8At(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const c = bytes[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    const more = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (more === 0 || i + more >= bytes.length) return i; // not a lead byte, or the sequence is cut short
    // The second byte's range excludes overlong forms, surrogates and code points above U+10FFFF.
    const low = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const high = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    const second = bytes[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k <= more; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return bytes.length;
}

/** Writes all of `bytes`; a non-blocking pipe that is full is waited for, not an error. */
function writeAll(fd: number, bytes: Uint8Array, pause: Int32Array): void {
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EAGAIN') throw cause;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

function serve(setup: WorkerSetup): void {
  const port = parentPort!;
  let tr: TravelRequirements;
  try {
    tr = createTravelRequirements();
  } catch (cause) {
    const message: WorkerMessage = cause instanceof RulesetError
      ? { type: 'fatal', message: cause.message, document: cause.document }
      : { type: 'fatal', message: cause instanceof Error ? cause.message : String(cause) };
    port.postMessage(message);
    return;
  }
  const control = new Int32Array(setup.control);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const sink = new Utf8Sink();
  const countryOf = countryResolver(tr);
  port.on('message', (request: BatchRequest) => {
    // Test hook (test/hardening/batch.test.ts): the worker given line 1 dies, as one out of memory would.
    if (request.first === 1 && process.env.TRAVELREQ_BATCH_TEST_CRASH === 'line-1') process.exit(70);
    const lines = linesOf(request);
    const count = lines.length;
    const { ok, errors, tally, lead, trail } = answerLines(tr, request.first, lines, setup, sink, countryOf);
    if (setup.fd < 0) {
      // The main thread writes (through gzip): hand over a copy, in any order; it restores the order.
      const data = sink.view().slice();
      sink.clear();
      port.postMessage({ type: 'written', seq: request.seq, lines: count, ok, errors, tally, lead, trail, data } satisfies WorkerMessage, [data.buffer as ArrayBuffer]);
      return;
    }
    // Wait for this batch's turn: every earlier batch is written or being answered by another worker.
    for (let turn = Atomics.load(control, TURN); turn !== request.seq; turn = Atomics.load(control, TURN)) {
      if (Atomics.load(control, STOP)) return;
      Atomics.wait(control, TURN, turn, 1000);
    }
    try {
      writeAll(setup.fd, sink.view(), pause);
    } catch (cause) {
      Atomics.store(control, STOP, 1);
      Atomics.notify(control, TURN);
      const e = cause as NodeJS.ErrnoException;
      port.postMessage({ type: 'fatal', message: `cannot write the output: ${e.message}`, ...(e.code ? { code: e.code } : {}) } satisfies WorkerMessage);
      return;
    }
    sink.clear();
    Atomics.store(control, TURN, request.seq + 1);
    Atomics.notify(control, TURN);
    port.postMessage({ type: 'written', seq: request.seq, lines: count, ok, errors, tally, lead, trail } satisfies WorkerMessage);
  });
  port.postMessage({ type: 'ready', meta: tr.errorDocument([]).meta } satisfies WorkerMessage);
}

if (!isMainThread && parentPort && (workerData as { travelreqBatch?: WorkerSetup } | undefined)?.travelreqBatch) {
  serve((workerData as { travelreqBatch: WorkerSetup }).travelreqBatch);
}
