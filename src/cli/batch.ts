// travelreq batch [IN.jsonl[.gz]|-] [-o OUT.jsonl[.gz]|-] [--workers N] [--locale xx-XX] [--format full|summary]
//
// Answers one trip request per input line, streaming: one output line per input line, in input
// order, `{"line":n,"meta":...,"status":s,"body":...}` (meta: the request's own top-level meta
// object, when it has one); a line that is not JSON, or not a valid request, gets its error
// document, never a skipped line. --format summary writes the compact summary of src/summary
// instead of the documents (schemas/trip-summary.schema.json). A file ending in .gz is read or
// written as gzip (node:zlib streams). Input that is not JSONL text (gzip or other compressed data,
// NUL bytes, UTF-16, invalid UTF-8 in its first 8 KiB) is refused before anything is written.
//
// Worker threads do the work (--workers, default: the number of cores): this thread cuts the input
// into batches of whole lines and hands them out; each worker answers its batch and writes it to the
// output itself when its turn comes (a shared counter keeps input order), so the output is the same
// for any number of workers and no output passes through here. Gzip output is the exception: the
// workers hand their bytes back and this thread feeds them, in order, to one gzip stream. Memory
// stays flat: at most a few batches per worker are out at any time, and the input is read no faster
// than they come back. Progress goes to stderr (a bar on a TTY, a line every few seconds
// otherwise), then the error lines by status and by code, and a last line: lines, ok, errors, trips/s.
import { closeSync, createWriteStream, fstatSync, openSync, statSync, writeSync } from 'node:fs';
import type { ErrorDocument } from '../schema/generated.js';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { finished } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { createGzip, type Gzip } from 'node:zlib';
import cliProgress from 'cli-progress';
import { integerCheck, LOCALE_CHECK, parseOrExit, usageError, type CommandSpec } from './args.js';
import { checkInputs } from './file-error.js';
import { readFailure, startInput } from './batch-input.js';
import { QUEUE_OPTIONS, queueOptions, type QueueOptions } from './queue-options.js';
import {
  FORMATS, MAX_LINE_BYTES, STOP, TURN, failedLines, mergeTally,
  type BatchRequest, type ErrorTally, type OutputFormat, type WorkerMessage, type WorkerSetup,
} from './batch-worker.js';

const MAX_WORKERS = 64;
/**
 * Old-generation heap of each worker thread, in MiB (--worker-heap). Without a cap V8 sizes the heap
 * from the machine's memory (4 GiB here) and collects lazily, so a long batch's RSS grew with its
 * input (2.4 GB for 1,000,000 lines) although the live heap stays near 100 MB. A worker that still
 * runs out answers its batches with error lines (see answerForDead), never a lost line.
 */
export const DEFAULT_WORKER_HEAP_MB = 512;
const MIN_WORKER_HEAP_MB = 128;
const MAX_WORKER_HEAP_MB = 16_384;
/** Batches per worker sent ahead of the answers: enough to keep workers busy, few enough to keep memory flat. */
const AHEAD_PER_WORKER = 3;
const PLAIN_PROGRESS_MS = 5_000;
/**
 * Decompressed (.gz) input: this many consecutive lines that are blank or errors stop the run
 * (exit 1). A small .gz can hold gigabytes of newlines, each of which would become a ~600-byte
 * error line; no real batch has such a run.
 */
export const MAX_ERROR_RUN = 100_000;

export const BATCH_SPEC: CommandSpec = {
  command: 'travelreq batch',
  summary: 'Answers one trip request (the JSON body of POST /v3/trips) per line of a JSONL file: one output\n'
    + 'line {"line","meta"?,"status","body"} per input line, in input order, the same for any --workers.\n'
    + 'meta is the request\'s own top-level meta object (e.g. a booking id), copied so results join back.',
  positionals: [{ name: 'IN.jsonl|IN.jsonl.gz|-', help: 'the requests, one per line; .gz is read as gzip; - (or none, when stdin\nis not a terminal) reads stdin' }],
  options: {
    output: { type: 'string', short: 'o', value: 'FILE|-', help: 'where the answers go (default stdout); a name ending in .gz is\nwritten as gzip' },
    workers: { type: 'string', value: 'N', check: integerCheck(1, MAX_WORKERS), help: 'worker threads (default: the number of cores)' },
    'worker-heap': { type: 'string', value: 'MB', check: integerCheck(MIN_WORKER_HEAP_MB, MAX_WORKER_HEAP_MB), help: `old-generation heap of each worker thread, in MiB (default ${DEFAULT_WORKER_HEAP_MB}):\nbounds the batch's memory; a worker that runs out answers its lines with\nerror lines` },
    locale: { type: 'string', value: 'xx-XX', check: LOCALE_CHECK, help: 'answer every line in this locale (overrides data.attributes.locale)' },
    format: { type: 'string', choices: FORMATS, help: 'full: the response or error document (default); summary: headline,\n'
      + 'openness, each group\'s type and enforcement, each grouping\'s country,\nenforcement and record ids; error codes (schemas/trip-summary.schema.json);\n'
      + 'text: a block per line, "=== line N (status) ===" then the answer as a traveller reads it' },
    ...QUEUE_OPTIONS,
  },
  epilog: 'stderr: progress, then the error lines by status and code, then the totals\n'
    + '(lines, ok, errors, trips/s).\n'
    + 'exit status: 0 when every line is answered (even with error documents), 1 on an I/O or ruleset\n'
    + 'failure, an input that is not JSONL text (gzip without .gz, binary, not UTF-8) or a .gz input with\n'
    + `more than ${MAX_ERROR_RUN} blank or error lines in a row, 2 on a usage error (also: output = input)\n`
    + 'or an input file that cannot be read (missing, a directory, no permission),\n'
    + '130/143 when stopped by SIGINT/SIGTERM (whole lines written, the summary says where to resume)\n'
    + 'example: travelreq batch trips.jsonl.gz -o answers.jsonl.gz --format summary --workers 4',
};

export interface Options { input: string; output: string | undefined; workers: number; workerHeapMb: number; locale: string | undefined; format: OutputFormat; queue?: QueueOptions }

const isGzipName = (name: string): boolean => /\.gz$/i.test(name);

function options(argv: readonly string[]): Options | number {
  const args = parseOrExit(BATCH_SPEC, argv);
  if (typeof args === 'number') return args;
  const input = args.positionals[0] ?? '-';
  if (args.positionals.length === 0 && process.stdin.isTTY) return usageError(BATCH_SPEC, 'no input: give a JSONL file, or - to read the terminal');
  const outputFlag = args.string('output');
  const output = outputFlag === undefined || outputFlag === '-' ? undefined : outputFlag;
  if (output !== undefined && input !== '-' && sameFile(input, output)) return usageError(BATCH_SPEC, `the output ${output} is the input: it would be emptied before it is read`);
  // The same file reached through stdin or stdout (batch - -o x < x, batch x >> x): refused before
  // anything is opened for writing.
  const inputFd = input === '-' ? 0 : undefined;
  const outputFd = output === undefined ? 1 : undefined;
  if (inputFd !== undefined || outputFd !== undefined) {
    const a = inputFd !== undefined ? identity(inputFd) : identity(input);
    const b = outputFd !== undefined ? identity(outputFd) : identity(output!);
    if (a !== undefined && a === b) {
      return usageError(BATCH_SPEC, `the output (${output ?? 'standard output'}) is the same file as the input (${input === '-' ? 'standard input' : input}): it would be overwritten or grow while it is read`);
    }
  }
  const workers = args.string('workers');
  const workerHeap = args.string('worker-heap');
  const queue = queueOptions(args);
  if (typeof queue === 'string') return usageError(BATCH_SPEC, queue);
  return {
    ...(queue ? { queue } : {}),
    input,
    output,
    workers: workers === undefined ? Math.min(availableParallelism(), MAX_WORKERS) : Number(workers),
    workerHeapMb: workerHeap === undefined ? DEFAULT_WORKER_HEAP_MB : Number(workerHeap),
    locale: args.string('locale'),
    format: (args.string('format') ?? 'full') as OutputFormat,
  };
}

/** "dev:ino" of a regular file (by name or descriptor); undefined for pipes, terminals, absent files. */
function identity(file: string | number): string | undefined {
  try {
    const st = typeof file === 'number' ? fstatSync(file) : statSync(file);
    return st.isFile() ? `${st.dev}:${st.ino}` : undefined;
  } catch {
    return undefined;
  }
}

function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    const sa = statSync(a);
    const sb = statSync(b);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

// Under tsx (src/*.ts) a worker needs tsx's loader registered first; built code loads the .js directly.
function startWorker(data: WorkerSetup, heapMb: number): Worker {
  const self = import.meta.url;
  const workerData = { travelreqBatch: data };
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!self.endsWith('.ts')) return new Worker(new URL('./batch-worker.js', self), { workerData, resourceLimits });
  const entry = new URL('./batch-worker.ts', self).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`, { eval: true, workerData, resourceLimits });
}

/** Splits input chunks into batches of whole lines (bytes), cutting lines longer than MAX_LINE_BYTES. */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private skipping = false;
  lines = 0;

  /** Whole lines in `chunk` (plus what was pending), as one batch; undefined when there are none. */
  push(chunk: Buffer, final = false): { data: Buffer; count: number; oversized: number[] } | undefined {
    const parts: Buffer[] = [];
    const oversized: number[] = [];
    let count = 0;
    let start = 0;
    let run = -1; // start of the current run of ordinary lines in `chunk`: copied as one piece
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) break;
      if (this.skipping || this.pendingLength + (nl - start) > MAX_LINE_BYTES) {
        if (run >= 0) parts.push(chunk.subarray(run, start));
        run = -1;
        oversized.push(count);
        parts.push(NEWLINE);
      } else {
        if (this.pendingLength) for (const piece of this.pending) parts.push(piece); // no spread: a trickling pipe leaves one piece per byte
        if (run < 0) run = start;
      }
      this.pending = [];
      this.pendingLength = 0;
      this.skipping = false;
      count++;
      start = nl + 1;
    }
    if (run >= 0) parts.push(chunk.subarray(run, start));
    const rest = chunk.subarray(start);
    if (!this.skipping) {
      if (this.pendingLength + rest.length > MAX_LINE_BYTES) {
        this.skipping = true; // keep nothing of a line that is already too long
        this.pending = [];
        this.pendingLength = 0;
      } else if (rest.length) {
        this.pending.push(Buffer.from(rest)); // a copy: the stream owns its chunk
        this.pendingLength += rest.length;
      }
    }
    if (final && (this.skipping || this.pendingLength > 0)) {
      // The last line need not end in a newline.
      if (this.skipping) oversized.push(count);
      else for (const piece of this.pending) parts.push(piece); // no spread: a trickling pipe leaves one piece per byte
      parts.push(NEWLINE);
      this.pending = [];
      this.pendingLength = 0;
      this.skipping = false;
      count++;
    }
    if (!count) return undefined;
    this.lines += count;
    return { data: Buffer.concat(parts), count, oversized };
  }
}

const NEWLINE = Buffer.from('\n');

/** Writes all of `bytes` to `fd` (a full non-blocking pipe is retried). */
function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EAGAIN') throw cause;
    }
  }
}

export interface Progress { update(lines: number, bytes: number): void; stop(): void }

export function progress(totalBytes: number | undefined, started: number): Progress {
  const rate = (lines: number): number => Math.round(lines / Math.max((Date.now() - started) / 1000, 1e-3));
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar({
      stream: process.stderr,
      format: totalBytes ? 'batch |{bar}| {percentage}% | {lines} lines | {rate} trips/s | eta {eta_formatted}' : 'batch {lines} lines | {rate} trips/s',
      hideCursor: true,
      clearOnComplete: true,
    }, cliProgress.Presets.shades_classic);
    bar.start(totalBytes ?? 0, 0, { lines: 0, rate: 0 });
    return {
      update: (lines, bytes) => bar.update(Math.min(bytes, totalBytes ?? bytes), { lines, rate: rate(lines) }),
      stop: () => bar.stop(),
    };
  }
  let last = Date.now();
  return {
    update(lines) {
      if (Date.now() - last < PLAIN_PROGRESS_MS) return;
      last = Date.now();
      process.stderr.write(`batch: ${lines} lines, ${rate(lines)} trips/s\n`);
    },
    stop() {},
  };
}

/** Error lines by status, then by status and code: the lines of the summary on stderr. */
export function formatTally(tally: ErrorTally): string[] {
  const entries = Object.entries(tally);
  if (!entries.length) return [];
  const byStatus = entries.filter(([k]) => !k.includes(' ')).sort(([a], [b]) => Number(a) - Number(b));
  const byCode = entries.filter(([k]) => k.includes(' ')).sort(([a, x], [b, y]) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]) || y.lines - x.lines || (a < b ? -1 : 1));
  const lines = (n: number): string => `${n} line${n === 1 ? '' : 's'}`;
  const width = Math.max(...byCode.map(([k]) => k.length));
  return [
    `batch: errors by status: ${byStatus.map(([k, t]) => `${k}: ${lines(t.lines)}`).join(', ')}`,
    'batch: errors by code (a line with several codes counts under each):',
    ...byCode.map(([k, t]) => `  ${k.padEnd(width)}  ${lines(t.lines)}, first line ${t.first}`),
  ];
}

/** A run's signal state: which signal stopped it, a promise settled then, and how to wake the run. */
interface Interrupt { signal: NodeJS.Signals | undefined; promise: Promise<void>; wake: (() => void) | undefined }

export async function batchCommand(argv: readonly string[]): Promise<number> {
  const opts = options(argv);
  if (typeof opts === 'number') return opts;
  // A named input that cannot be read is a file error (exit 2) before anything starts or is written.
  const unreadable = checkInputs('travelreq batch', [{ path: opts.input, kind: 'file' }]);
  if (unreadable !== undefined) return unreadable;
  // SIGINT/SIGTERM: stop reading, let the batches handed out be written (whole lines, in order),
  // close the output (a gzip stream ends properly), print the summary with where to resume, and
  // exit 130/143. A second signal stops at once. Installed first, so a signal during start-up is
  // handled the same way.
  let settle: () => void = () => undefined;
  const interrupt: Interrupt = { signal: undefined, promise: new Promise<void>((resolve) => (settle = resolve)), wake: undefined };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupt.signal !== undefined) process.exit(signal === 'SIGINT' ? 130 : 143);
    interrupt.signal = signal;
    settle();
    interrupt.wake?.();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await runBatch(opts, interrupt);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function runBatch(opts: Options, interrupt: Interrupt): Promise<number> {
  // On a job queue (src/cli/queue-batch.ts): loaded only then, with BullMQ and ioredis.
  if (opts.queue) return (await import('./queue-batch.js')).queueBatch(opts, opts.queue);
  const fail = (message: string): 1 => {
    process.stderr.write(`travelreq batch: ${message}\n`);
    return 1;
  };

  // The input's start first: what is not JSONL text is refused before any output exists.
  const opened = await startInput(opts.input);
  if (typeof opened === 'string') return fail(opened);
  const { input, first } = opened;
  let { ended } = opened;

  // The output: a file descriptor the workers write in turn, or a gzip stream fed here.
  let fd = -1;
  let gzip: Gzip | undefined;
  let outputDone: Promise<void> = Promise.resolve();
  let outputError: string | undefined;
  try {
    if (opts.output === undefined) fd = 1;
    else if (!isGzipName(opts.output)) fd = openSync(opts.output, 'w');
    else {
      const file = createWriteStream(opts.output, { flags: 'w' });
      await new Promise<void>((ok, ko) => file.once('open', () => ok()).once('error', ko));
      gzip = createGzip();
      gzip.pipe(file);
      const out = gzip;
      outputDone = new Promise<void>((ok) => {
        const failed = (e: Error): void => {
          outputError ??= `cannot write ${opts.output}: ${e.message}`;
          ok();
        };
        out.once('error', failed);
        finished(file, (e) => (e ? failed(e) : ok()));
      });
    }
  } catch (cause) {
    await input.chunks.return?.();
    return fail(`cannot write ${opts.output}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }

  const t0 = Date.now();
  const control = new SharedArrayBuffer(8);
  const setup: WorkerSetup = { fd, control, format: opts.format, ...(opts.locale !== undefined ? { locale: opts.locale } : {}) };
  const workers = Array.from({ length: opts.workers }, () => startWorker(setup, opts.workerHeapMb));
  const inFlight = new Array<number>(workers.length).fill(0);
  let failure: string | undefined;
  let quiet = false; // the reader of our output went away (EPIPE): stop without a fuss
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const wait = (): Promise<void> => new Promise((resolve) => (wake = resolve));
  interrupt.wake = notify;
  let ready = 0;
  let written = 0; // batches written, in order
  let writtenLines = 0;
  let writtenBytes = 0; // input bytes of the written batches, for the progress bar
  const batchBytes = new Map<number, number>();
  let ok = 0;
  let errors = 0;
  const tally: ErrorTally = {};
  let stopping = false;
  // Gzip output: answers that came back before an earlier one, and whether gzip asked us to wait.
  const early = new Map<number, { data: Uint8Array; lines: number }>();
  let draining = false;
  const wrote = (seq: number, lines: number): void => {
    written++;
    writtenLines += lines;
    writtenBytes += batchBytes.get(seq) ?? 0;
    batchBytes.delete(seq);
  };
  const feedGzip = (): void => {
    for (let next = early.get(written); next; next = early.get(written)) {
      early.delete(written);
      const more = gzip!.write(next.data);
      wrote(written, next.lines);
      if (!more && !draining) {
        draining = true;
        gzip!.once('drain', () => {
          draining = false;
          notify();
        });
      }
    }
  };
  // Batches out at each worker, so a worker that dies has its lines answered by another.
  const outstanding = new Map<number, { worker: number; first: number; count: number }>();
  const dead = new Set<number>();
  const deathCause = new Map<number, string>();
  // Runs of blank or error lines, in input order (answers may come back out of order).
  const runs = new Map<number, { lines: number; lead: number; trail: number }>();
  let runSeq = 0;
  let run = 0;
  const countRuns = (seq: number, r: { lines: number; lead: number; trail: number }): void => {
    runs.set(seq, r);
    for (let next = runs.get(runSeq); next; next = runs.get(runSeq)) {
      runs.delete(runSeq++);
      const longest = next.lead === next.lines ? run + next.lines : Math.max(run + next.lead, next.trail);
      run = next.lead === next.lines ? run + next.lines : next.trail;
      if (input.gzip && longest > MAX_ERROR_RUN) {
        failure ??= `${input.label}: more than ${MAX_ERROR_RUN} blank or error lines in a row after decompression; stopped (is it the right file?)`;
      }
    }
  };
  // The error meta the workers use, for the lines of a worker that dies.
  let errorMeta: ErrorDocument['meta'] | undefined;
  // Bookkeeping of an answered batch, whoever answered it.
  const answered = (m: { seq: number; lines: number; ok: number; errors: number; tally: ErrorTally; lead: number; trail: number }): void => {
    outstanding.delete(m.seq);
    ok += m.ok;
    errors += m.errors;
    mergeTally(tally, m.tally);
    countRuns(m.seq, m);
  };
  /**
   * The batches of a dead worker, answered here with a 500 error line per line, in their turn (not
   * by another worker: it may be blocked waiting for the turn of its own batch after these).
   */
  const answerForDead = async (from: number): Promise<void> => {
    const cause = deathCause.get(from) ?? 'it exited';
    const flags = new Int32Array(control);
    for (const [seq, b] of [...outstanding].filter(([, b]) => b.worker === from).sort(([a], [c]) => a - c)) {
      const { data, tally: t } = failedLines(errorMeta!, b.first, b.count, cause, opts.format);
      const m = { seq, lines: b.count, ok: 0, errors: b.count, tally: t, lead: b.count, trail: b.count };
      if (gzip) {
        answered(m);
        early.set(seq, { data, lines: b.count });
        feedGzip();
        continue;
      }
      while (Atomics.load(flags, TURN) !== seq && failure === undefined && !stopping) await new Promise((r) => setTimeout(r, 5));
      if (failure !== undefined || stopping) return;
      try {
        writeAllSync(fd, data);
      } catch (cause) {
        failure ??= `cannot write the output: ${cause instanceof Error ? cause.message : String(cause)}`;
        return;
      }
      Atomics.store(flags, TURN, seq + 1);
      Atomics.notify(flags, TURN);
      answered(m);
      wrote(seq, b.count);
      notify();
    }
  };
  workers.forEach((worker, i) => {
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') {
        ready++;
        errorMeta ??= m.meta;
      }
      else if (m.type === 'fatal') {
        if (m.code === 'EPIPE') quiet = true;
        failure ??= m.message;
        if (m.document !== undefined) process.stdout.write(`${JSON.stringify(m.document, null, 2)}\n`);
      } else {
        inFlight[i]!--;
        answered(m);
        if (m.data === undefined) wrote(m.seq, m.lines);
        else {
          early.set(m.seq, { data: m.data, lines: m.lines });
          feedGzip();
        }
      }
      notify();
    });
    worker.on('error', (e) => {
      deathCause.set(i, `worker failed: ${e.message}`);
      notify();
    });
    worker.on('exit', (code) => {
      if (!stopping) {
        dead.add(i);
        inFlight[i] = Number.POSITIVE_INFINITY; // never chosen again
        if (!deathCause.has(i)) deathCause.set(i, `worker exited${code ? ` with code ${code}` : ''}`);
        if (ready < workers.length) failure ??= deathCause.get(i);
        else if (dead.size === workers.length) failure ??= `every worker stopped (${deathCause.get(i)})`;
        else {
          process.stderr.write(`travelreq batch: ${deathCause.get(i)}; its lines are answered with error lines\n`);
          void answerForDead(i);
        }
      }
      notify();
    });
  });
  if (gzip) {
    void outputDone.then(() => {
      if (outputError !== undefined) failure ??= outputError;
      notify();
    });
  }
  const stop = async (): Promise<void> => {
    stopping = true;
    const flags = new Int32Array(control);
    Atomics.store(flags, STOP, 1);
    Atomics.notify(flags, TURN);
    await Promise.all(workers.map((w) => w.terminate()));
    if (fd > 1) closeSync(fd);
    if (gzip) {
      gzip.end();
      await outputDone;
    }
  };

  while (ready < workers.length && failure === undefined && interrupt.signal === undefined) await wait();
  if (failure !== undefined || interrupt.signal !== undefined) {
    if (opts.input === '-') process.stdin.destroy();
    else await input.chunks.return?.();
    await stop();
    if (failure !== undefined) return fail(failure);
    process.stderr.write(`travelreq batch: interrupted by ${interrupt.signal} while starting: no line was answered\n`);
    return interrupt.signal === 'SIGINT' ? 130 : 143;
  }

  const started = Date.now();
  const bar = progress(input.size, started);
  const splitter = new LineSplitter();
  let seq = 0;
  const maxEarly = workers.length * AHEAD_PER_WORKER;

  const dispatch = async (batch: { data: Buffer; count: number; oversized: number[] }): Promise<void> => {
    const leastBusy = (): number => inFlight.reduce((best, n, i) => (n < inFlight[best]! ? i : best), 0);
    let w = leastBusy();
    while ((inFlight[w]! >= AHEAD_PER_WORKER || draining || early.size >= maxEarly) && failure === undefined && interrupt.signal === undefined) {
      await wait();
      bar.update(writtenLines, writtenBytes);
      w = leastBusy();
    }
    if (failure !== undefined || interrupt.signal !== undefined) return;
    batchBytes.set(seq, batch.data.length);
    const request: BatchRequest = { seq: seq++, first: splitter.lines - batch.count + 1, data: batch.data, oversized: batch.oversized };
    inFlight[w]!++;
    outstanding.set(request.seq, { worker: w, first: request.first, count: batch.count });
    // Transferred when the bytes own their memory (Buffer.concat's larger results do), else copied.
    const own = batch.data.byteOffset === 0 && batch.data.byteLength === batch.data.buffer.byteLength;
    workers[w]!.postMessage(request, own ? [batch.data.buffer as ArrayBuffer] : []);
  };

  // A read error (a damaged .gz) still lets the lines read before it be answered and written.
  let readError: string | undefined;
  try {
    for (const chunk of first) {
      const batch = splitter.push(chunk);
      if (batch) await dispatch(batch);
    }
    while (!ended && failure === undefined && interrupt.signal === undefined) {
      let r: IteratorResult<Buffer> | undefined;
      try {
        // A read that waits (a pipe) gives way to a signal.
        r = await Promise.race([input.chunks.next(), interrupt.promise.then(() => undefined)]);
      } catch (cause) {
        readError = readFailure(input.label, input.gzip, cause);
        break;
      }
      if (r === undefined || r.done) break;
      const batch = splitter.push(r.value);
      if (batch) await dispatch(batch);
    }
    // After a read error the last, unfinished line is left out: it is not what the file holds.
    const last = failure === undefined && readError === undefined && interrupt.signal === undefined ? splitter.push(Buffer.alloc(0), true) : undefined;
    if (last) await dispatch(last);
    // Every batch handed out is written, also after a signal: the output ends with a whole line.
    while ((written < seq || draining) && failure === undefined) {
      await wait();
      bar.update(writtenLines, writtenBytes);
    }
  } finally {
    bar.update(writtenLines, writtenBytes);
    bar.stop();
    if (interrupt.signal !== undefined && opts.input === '-') process.stdin.destroy(); // a pipe's writer may never end it
    else if (failure !== undefined || interrupt.signal !== undefined) await input.chunks.return?.().catch(() => undefined);
    await stop();
  }
  if (readError !== undefined) failure ??= `${readError} (the ${writtenLines} complete lines before it are answered)`;
  if (outputError !== undefined) failure ??= outputError;
  if (quiet) return 0;
  const seconds = (Date.now() - started) / 1000;
  // The breakdown first: the totals stay the last line (scripts/bench.ts and other readers take it).
  const summary = [
    ...formatTally(tally),
    `batch: ${writtenLines} lines, ${ok} ok, ${errors} errors, ${Math.round(writtenLines / Math.max(seconds, 1e-3))} trips/s (${seconds.toFixed(2)} s; workers ready in ${((started - t0) / 1000).toFixed(2)} s, ${workers.length} workers, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`,
  ].join('\n');
  if (failure !== undefined) {
    process.stderr.write(`travelreq batch: ${failure}\n${summary}\n`);
    return 1;
  }
  if (interrupt.signal !== undefined) {
    const next = writtenLines + 1;
    const resume = opts.input === '-' ? `tail -n +${next} FILE` : input.gzip ? `gunzip -c ${opts.input} | tail -n +${next}` : `tail -n +${next} ${opts.input}`;
    process.stderr.write(`travelreq batch: interrupted by ${interrupt.signal}: lines 1-${writtenLines} are answered, each output line whole; `
      + `resume from line ${next} (e.g. ${resume} | travelreq batch - -o MORE.jsonl, whose "line" numbers then start at 1)\n${summary}\n`);
    return interrupt.signal === 'SIGINT' ? 130 : 143;
  }
  process.stderr.write(`${summary}\n`);
  return 0;
}
