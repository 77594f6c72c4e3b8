// travelreq batch <in.jsonl|-> [-o out.jsonl] [--workers N] [--locale xx-XX]
//
// Answers one trip request per input line, streaming: one output line per input line, in input
// order, `{"line":n,"status":s,"body":...}`; a line that is not JSON, or not a valid request,
// gets its error document, never a skipped line. Worker threads do the work (--workers, default:
// the number of cores): this thread cuts the input into batches of whole lines and hands them out;
// each worker answers its batch and writes it to the output when its turn comes (a shared counter
// keeps input order), so the output is the same for any number of workers and no output passes
// through here. Memory stays flat: at most a few batches per worker are out at any time, and the
// input is read no faster than they come back. Progress goes to stderr (a bar on a TTY, a line
// every few seconds otherwise), then a summary: lines, ok, errors, trips/s.
import { closeSync, createReadStream, openSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import { MAX_LINE_BYTES, STOP, TURN, type BatchRequest, type WorkerMessage, type WorkerSetup } from './batch-worker.js';
import { flag, parseArgs } from './io.js';

const USAGE = 'usage: travelreq batch <in.jsonl|-> [-o out.jsonl] [--workers N] [--locale xx-XX]\n';
const MAX_WORKERS = 64;
/** Batches per worker sent ahead of the answers: enough to keep workers busy, few enough to keep memory flat. */
const AHEAD_PER_WORKER = 3;
const PLAIN_PROGRESS_MS = 5_000;

interface Options { input: string; output: string | undefined; workers: number; locale: string | undefined }

function options(argv: readonly string[]): Options | string {
  // -o is the one short flag; parseArgs knows only --long ones.
  const args = parseArgs(argv.map((a) => (a === '-o' ? '--output' : a)));
  for (const name of args.flags.keys()) if (!['output', 'workers', 'locale'].includes(name)) return `unknown option --${name}`;
  if (args.positional.length > 1) return `one input only (got ${args.positional.join(', ')})`;
  const workersFlag = flag(args, 'workers');
  if (args.flags.has('workers') && workersFlag === undefined) return '--workers needs a number';
  const workers = workersFlag === undefined ? availableParallelism() : Number(workersFlag);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) return `--workers must be an integer from 1 to ${MAX_WORKERS}`;
  const locale = flag(args, 'locale');
  if (args.flags.has('locale') && !(locale !== undefined && /^[a-z]{2}-[A-Z]{2}$/.test(locale))) return '--locale must be of the form xx-XX, for example en-US';
  if (args.flags.has('output') && flag(args, 'output') === undefined) return '-o needs a file name';
  const output = flag(args, 'output');
  return { input: args.positional[0] ?? '-', output: output === '-' ? undefined : output, workers, locale };
}

// Under tsx (src/*.ts) a worker needs tsx's loader registered first; built code loads the .js directly.
function startWorker(data: WorkerSetup): Worker {
  const self = import.meta.url;
  const workerData = { travelreqBatch: data };
  if (!self.endsWith('.ts')) return new Worker(new URL('./batch-worker.js', self), { workerData });
  const entry = new URL('./batch-worker.ts', self).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`, { eval: true, workerData });
}

/** Splits input chunks into batches of whole lines (bytes), cutting lines longer than MAX_LINE_BYTES. */
class LineSplitter {
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
        if (this.pendingLength) parts.push(...this.pending);
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
      else parts.push(...this.pending);
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

interface Progress { update(lines: number, bytes: number): void; stop(): void }

function progress(totalBytes: number | undefined, started: number): Progress {
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

export async function batchCommand(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const opts = options(argv);
  if (typeof opts === 'string') {
    process.stderr.write(`travelreq batch: ${opts}\n${USAGE}`);
    return 2;
  }
  let totalBytes: number | undefined;
  if (opts.input !== '-') {
    try {
      totalBytes = statSync(opts.input).size;
    } catch (cause) {
      process.stderr.write(`travelreq batch: cannot read ${opts.input}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
      return 1;
    }
  }
  const input = opts.input === '-' ? process.stdin : createReadStream(opts.input, { highWaterMark: 256 * 1024 });
  let fd: number;
  try {
    fd = opts.output === undefined ? 1 : openSync(opts.output, 'w');
  } catch (cause) {
    process.stderr.write(`travelreq batch: cannot write ${opts.output}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    return 1;
  }

  const t0 = Date.now();
  const control = new SharedArrayBuffer(8);
  const workers = Array.from({ length: opts.workers }, () => startWorker({ fd, control, ...(opts.locale !== undefined ? { locale: opts.locale } : {}) }));
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
  let ready = 0;
  let written = 0; // batches written, in order, by the workers
  let writtenLines = 0;
  let writtenBytes = 0; // input bytes of the written batches, for the progress bar
  const batchBytes = new Map<number, number>();
  let ok = 0;
  let errors = 0;
  let stopping = false;
  workers.forEach((worker, i) => {
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') ready++;
      else if (m.type === 'fatal') {
        if (m.code === 'EPIPE') quiet = true;
        failure ??= m.message;
        if (m.document !== undefined) process.stdout.write(`${JSON.stringify(m.document, null, 2)}\n`);
      } else {
        inFlight[i]!--;
        written++;
        writtenLines += m.lines;
        writtenBytes += batchBytes.get(m.seq) ?? 0;
        batchBytes.delete(m.seq);
        ok += m.ok;
        errors += m.errors;
      }
      notify();
    });
    worker.on('error', (e) => {
      failure ??= `worker failed: ${e.message}`;
      notify();
    });
    worker.on('exit', (code) => {
      if (!stopping) failure ??= `worker exited${code ? ` with code ${code}` : ''}`;
      notify();
    });
  });
  const stop = async (): Promise<void> => {
    stopping = true;
    const flags = new Int32Array(control);
    Atomics.store(flags, STOP, 1);
    Atomics.notify(flags, TURN);
    await Promise.all(workers.map((w) => w.terminate()));
    if (fd !== 1) closeSync(fd);
  };

  while (ready < workers.length && failure === undefined) await wait();
  if (failure !== undefined) {
    await stop();
    process.stderr.write(`travelreq batch: ${failure}\n`);
    return 1;
  }

  const started = Date.now();
  const bar = progress(totalBytes, started);
  const splitter = new LineSplitter();
  let seq = 0;

  const dispatch = async (batch: { data: Buffer; count: number; oversized: number[] }): Promise<void> => {
    const leastBusy = (): number => inFlight.reduce((best, n, i) => (n < inFlight[best]! ? i : best), 0);
    let w = leastBusy();
    while (inFlight[w]! >= AHEAD_PER_WORKER && failure === undefined) {
      await wait();
      bar.update(writtenLines, writtenBytes);
      w = leastBusy();
    }
    if (failure !== undefined) return;
    batchBytes.set(seq, batch.data.length);
    const request: BatchRequest = { seq: seq++, first: splitter.lines - batch.count + 1, data: batch.data, oversized: batch.oversized };
    inFlight[w]!++;
    // Transferred when the bytes own their memory (Buffer.concat's larger results do), else copied.
    const own = batch.data.byteOffset === 0 && batch.data.byteLength === batch.data.buffer.byteLength;
    workers[w]!.postMessage(request, own ? [batch.data.buffer as ArrayBuffer] : []);
  };

  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      const batch = splitter.push(chunk);
      if (batch) await dispatch(batch);
      if (failure !== undefined) break;
    }
    const last = splitter.push(Buffer.alloc(0), true);
    if (last) await dispatch(last);
    while (written < seq && failure === undefined) {
      await wait();
      bar.update(writtenLines, writtenBytes);
    }
  } catch (cause) {
    failure ??= `cannot read ${opts.input}: ${cause instanceof Error ? cause.message : String(cause)}`;
  } finally {
    bar.update(writtenLines, writtenBytes);
    bar.stop();
    await stop();
  }
  if (quiet) return 0;
  const seconds = (Date.now() - started) / 1000;
  const summary = `batch: ${writtenLines} lines, ${ok} ok, ${errors} errors, ${Math.round(writtenLines / Math.max(seconds, 1e-3))} trips/s (${seconds.toFixed(2)} s; workers ready in ${((started - t0) / 1000).toFixed(2)} s, ${workers.length} workers, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`;
  if (failure !== undefined) {
    process.stderr.write(`travelreq batch: ${failure}\n${summary}\n`);
    return 1;
  }
  process.stderr.write(`${summary}\n`);
  return 0;
}
