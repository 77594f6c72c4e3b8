// One worker thread of travelreq batch: builds the library once, answers batches of input lines,
// and writes each batch's output lines to the output itself when its turn comes (a counter in
// shared memory keeps input order). The main thread then only reads and hands out input: on a
// two-core machine every cycle it spends on output is taken from the workers.
import { writeSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { serialiseUtf8Into, Utf8Sink } from '../envelope/serialise.js';
import { createTravelRequirements } from '../node/create.js';
import type { TripResponseDocument } from '../schema/generated.js';
import { RulesetError, type Result, type TravelRequirements } from '../service.js';
import { invalidJsonDocument } from './io.js';

/** Longest line answered, in bytes: the HTTP API's body limit (MAX_BODY_BYTES in src/http). */
export const MAX_LINE_BYTES = 1024 * 1024;

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
  | { type: 'ready' }
  | { type: 'fatal'; message: string; code?: string; document?: unknown }
  | { type: 'written'; seq: number; lines: number; ok: number; errors: number };

export interface WorkerOptions {
  locale?: string;
}

export interface WorkerSetup extends WorkerOptions {
  /** Output file descriptor, shared by all workers. */
  fd: number;
  /** Int32Array over it: [TURN] the next batch to write, [STOP] set to 1 to make waiting workers give up. */
  control: SharedArrayBuffer;
}

export const TURN = 0;
export const STOP = 1;

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const CLOSE_LINE = encoder.encode('}\n');

/**
 * Writes `{"line":n,"status":s,"body":...}\n` for each line to `sink`, as UTF-8: the text
 * JSON.stringify gives, written with tr's serialiser. One sink is reused for every batch (a worker
 * writes gigabytes; a buffer per line would keep its GC busy).
 */
export function answerLines(tr: TravelRequirements, first: number, lines: readonly (string | null)[], options: WorkerOptions, sink: Utf8Sink): { ok: number; errors: number } {
  let ok = 0;
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const { status, body } = answerLine(tr, n, lines[i]!, options);
    if (status === 200) ok++;
    sink.text(`{"line":${n},"status":${status},"body":`);
    serialiseUtf8Into(body, sink);
    sink.raw(CLOSE_LINE);
  }
  return { ok, errors: lines.length - ok };
}

/** The answer to line n: its trip response, or the error document when it is not a valid request. */
export function answerLine(tr: TravelRequirements, n: number, line: string | null, options: WorkerOptions): Result<TripResponseDocument> {
  if (line === null) {
    return { status: 413, body: tr.errorDocument([{ status: '413', code: 'PAYLOAD_TOO_LARGE', title: 'Payload too large', detail: `Line ${n} is longer than the limit of ${MAX_LINE_BYTES} bytes.`, source: { pointer: '' } }]) };
  }
  let input: unknown;
  try {
    // A byte order mark may start the file; JSON.parse would reject it.
    input = JSON.parse(n === 1 && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
  } catch (cause) {
    return { status: 400, body: invalidJsonDocument(tr, `Line ${n}`, cause) };
  }
  return tr.trips(input, options.locale !== undefined ? { locale: options.locale } : {});
}

/** Splits a batch's bytes into its lines (oversized ones as null). */
export function linesOf(request: BatchRequest): Array<string | null> {
  const text = decoder.decode(request.data);
  const lines: Array<string | null> = text.split('\n');
  lines.pop(); // every line ends in "\n": the last piece is empty
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  for (const i of request.oversized) lines[i] = null;
  return lines;
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
  port.on('message', (request: BatchRequest) => {
    const lines = linesOf(request);
    const { ok, errors } = answerLines(tr, request.first, lines, setup, sink);
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
    port.postMessage({ type: 'written', seq: request.seq, lines: lines.length, ok, errors } satisfies WorkerMessage);
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}

if (!isMainThread && parentPort && (workerData as { travelreqBatch?: WorkerSetup } | undefined)?.travelreqBatch) {
  serve((workerData as { travelreqBatch: WorkerSetup }).travelreqBatch);
}
