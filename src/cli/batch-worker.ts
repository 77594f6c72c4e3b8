// One worker thread of travelreq batch: builds the library once, then answers batches of input
// lines with output lines. answerBatch is the whole per-line contract, also used in-process by
// the tests.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { serialiseUtf8Into, Utf8Sink } from '../envelope/serialise.js';
import { createTravelRequirements } from '../node/create.js';
import type { TripResponseDocument } from '../schema/generated.js';
import { RulesetError, type Result, type TravelRequirements } from '../service.js';

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

export interface BatchReply {
  seq: number;
  /** UTF-8 output lines, one per input line, each ending in "\n". */
  data: Uint8Array;
  ok: number;
  errors: number;
}

export type WorkerMessage = { type: 'ready' } | { type: 'fatal'; message: string; document?: unknown } | ({ type: 'reply' } & BatchReply);

export interface WorkerOptions {
  locale?: string;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * `{"line":n,"status":s,"body":...}\n` for each line, as UTF-8: JSON.stringify's text, written
 * through one reused sink (a worker writes gigabytes; per-line buffers would keep its GC busy).
 */
export function answerLines(tr: TravelRequirements, first: number, lines: readonly (string | null)[], options: WorkerOptions, sink: Utf8Sink = new Utf8Sink()): { data: Uint8Array; ok: number; errors: number } {
  let ok = 0;
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const { status, body } = answerLine(tr, n, lines[i]!, options);
    if (status === 200) ok++;
    sink.text(`{"line":${n},"status":${status},"body":`);
    serialiseUtf8Into(body, sink);
    sink.raw(CLOSE_LINE);
  }
  return { data: sink.take(), ok, errors: lines.length - ok };
}

const CLOSE_LINE = encoder.encode('}\n');

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
    const detail = `Line ${n} is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`;
    return { status: 400, body: tr.errorDocument([{ status: '400', code: 'INVALID_JSON', title: 'Invalid JSON', detail: detail.slice(0, 400), source: { pointer: '' } }]) };
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

function serve(options: WorkerOptions): void {
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
  const sink = new Utf8Sink();
  port.on('message', (request: BatchRequest) => {
    const { data, ok, errors } = answerLines(tr, request.first, linesOf(request), options, sink);
    const reply: WorkerMessage = { type: 'reply', seq: request.seq, data, ok, errors };
    // Transferred, not copied: the main thread only writes the bytes out.
    port.postMessage(reply, [data.buffer as ArrayBuffer]);
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}

if (!isMainThread && parentPort && (workerData as { travelreqBatch?: WorkerOptions } | undefined)?.travelreqBatch) {
  serve((workerData as { travelreqBatch: WorkerOptions }).travelreqBatch);
}
