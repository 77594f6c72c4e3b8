// travelreq batch <in.jsonl|-> [-o out.jsonl] [--workers N] [--locale xx-XX]
//
// Answers one trip request per input line, streaming: one output line per input line, in input
// order, `{"line":n,"status":s,"body":...}`; a line that is not JSON, or not a valid request,
// gets its error document, never a skipped line. Worker threads do the work (--workers, default:
// the number of cores); the output is the same for any number of workers. Memory stays flat: the
// input is read only as fast as answers are written. Progress goes to stderr (a bar on a TTY, a
// line every few seconds otherwise), then a summary: lines, ok, errors, trips/s.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import { MAX_LINE_BYTES, type BatchRequest, type WorkerMessage, type WorkerOptions } from './batch-worker.js';
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
  const workers = workersFlag === undefined ? availableParallelism() : Number(workersFlag);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) return `--workers must be an integer from 1 to ${MAX_WORKERS}`;
  const locale = flag(args, 'locale');
  if (args.flags.has('locale') && !(locale !== undefined && /^[a-z]{2}-[A-Z]{2}$/.test(locale))) return '--locale must be of the form xx-XX, for example en-US';
  if (args.flags.has('output') && flag(args, 'output') === undefined) return '-o needs a file name';
  return { input: args.positional[0] ?? '-', output: flag(args, 'output'), workers, locale };
}

// Under tsx (src/*.ts) a worker needs tsx's loader registered first; built code loads the .js directly.
function startWorker(data: WorkerOptions): Worker {
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
  const output = opts.output === undefined ? process.stdout : createWriteStream(opts.output);

  const t0 = Date.now();
  const workers = Array.from({ length: opts.workers }, () => startWorker(opts.locale !== undefined ? { locale: opts.locale } : {}));
  const inFlight = new Array<number>(workers.length).fill(0);
  const replies = new Map<number, Uint8Array>();
  let failure: string | undefined;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const wait = (): Promise<void> => new Promise((resolve) => (wake = resolve));
  let ready = 0;
  let ok = 0;
  let errors = 0;
  workers.forEach((worker, i) => {
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') ready++;
      else if (m.type === 'fatal') {
        failure ??= m.message;
        if (m.document !== undefined) process.stdout.write(`${JSON.stringify(m.document, null, 2)}\n`);
      } else {
        inFlight[i]!--;
        ok += m.ok;
        errors += m.errors;
        replies.set(m.seq, m.data);
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
  let outputError: Error | undefined;
  output.on('error', (e) => {
    outputError ??= e;
    notify();
  });
  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all(workers.map((w) => w.terminate()));
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
  let written = 0; // batches written
  let writtenLines = 0;
  let bytesRead = 0;
  const lineCounts = new Map<number, number>();

  // Writes the answers that are next in order; resolves once the output has room again.
  const flush = async (): Promise<void> => {
    for (let data = replies.get(written); data !== undefined; data = replies.get(written)) {
      replies.delete(written);
      writtenLines += lineCounts.get(written)!;
      lineCounts.delete(written);
      written++;
      if (!output.write(data)) await new Promise<void>((resolve) => output.once('drain', resolve));
    }
    bar.update(writtenLines, bytesRead);
  };
  const dispatch = async (batch: { data: Buffer; count: number; oversized: number[] }): Promise<void> => {
    let w = 0;
    for (let i = 1; i < workers.length; i++) if (inFlight[i]! < inFlight[w]!) w = i;
    while (inFlight[w]! >= AHEAD_PER_WORKER && failure === undefined && outputError === undefined) {
      await wait();
      await flush();
      for (let i = 0; i < workers.length; i++) if (inFlight[i]! < inFlight[w]!) w = i;
    }
    if (failure !== undefined || outputError !== undefined) return;
    const request: BatchRequest = { seq, first: splitter.lines - batch.count + 1, data: batch.data, oversized: batch.oversized };
    lineCounts.set(seq, batch.count);
    seq++;
    inFlight[w]!++;
    // Transferred when the bytes own their memory (Buffer.concat's larger results do), else copied.
    const own = batch.data.byteOffset === 0 && batch.data.byteLength === batch.data.buffer.byteLength;
    workers[w]!.postMessage(request, own ? [batch.data.buffer as ArrayBuffer] : []);
  };

  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      bytesRead += chunk.length;
      const batch = splitter.push(chunk);
      if (batch) await dispatch(batch);
      await flush();
      if (failure !== undefined || outputError !== undefined) break;
    }
    const last = splitter.push(Buffer.alloc(0), true);
    if (last) await dispatch(last);
    while (written < seq && failure === undefined && outputError === undefined) {
      await flush();
      if (written < seq) await wait();
    }
    await flush();
  } catch (cause) {
    failure ??= `cannot read ${opts.input}: ${cause instanceof Error ? cause.message : String(cause)}`;
  } finally {
    bar.stop();
    await stop();
  }
  if (outputError && (outputError as NodeJS.ErrnoException).code === 'EPIPE') return 0; // the reader went away (e.g. | head)
  if (output !== process.stdout) await new Promise<void>((resolve) => output.end(resolve));
  const seconds = (Date.now() - started) / 1000;
  const summary = `batch: ${writtenLines} lines, ${ok} ok, ${errors} errors, ${Math.round(writtenLines / Math.max(seconds, 1e-3))} trips/s (${seconds.toFixed(2)} s; workers ready in ${((started - t0) / 1000).toFixed(2)} s, ${workers.length} workers)`;
  if (failure !== undefined || outputError !== undefined) {
    process.stderr.write(`travelreq batch: ${failure ?? outputError!.message}\n${summary}\n`);
    return 1;
  }
  process.stderr.write(`${summary}\n`);
  return 0;
}
