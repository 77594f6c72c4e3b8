// travelreq batch --queue redis://... IN -o OUT: the batch on a job queue (BullMQ on Redis).
//
// This process reads the input, cuts it into chunks of whole lines (the local batch's LineSplitter,
// so lines, line numbers, oversized and non-UTF-8 lines are the same), queues each chunk as a job
// and writes the chunks' output in input order as they come back; `travelreq worker` processes on
// any machines answer them (src/cli/worker.ts). The output is byte for byte the local batch's.
// At most --chunks-ahead chunks are queued or waiting to be written at any time, so Redis and this
// process hold a bounded amount. Each chunk is written once, by this process, in order: a chunk
// retried after its worker died (BullMQ's stalled-job check) or answered twice is read once.
// Before anything is queued, the connected workers' ruleset revisions are checked against this
// one (workers name themselves with it); a worker that joins later with another revision refuses
// its chunk, and the run stops with both named.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import { createTravelRequirements } from '../node/create.js';
import { redactRedisUrl } from '../http/ratelimit-redis.js';
import { probeRedis } from './redis-probe.js';
import { formatTally, LineSplitter, progress, type Options } from './batch.js';
import { readFailure, startInput } from './batch-input.js';
import { mergeTally, type ErrorTally } from './batch-worker.js';
import {
  jobId, outputKey, packageVersionOf, parseWorkerName,
  type ChunkJob, type ChunkResult, type Identity, type QueueOptions,
} from './queue-options.js';

/** How long the producer waits for Redis at start before it gives up. */
const CONNECT_TIMEOUT_MS = 10_000;

type Lines = { data: Buffer; count: number; oversized: number[] };

/** Cuts the splitter's batches (whatever a read gave) into chunks of exactly `size` lines, the last one shorter. */
export class ChunkBuilder {
  private parts: Buffer[] = [];
  private oversized: number[] = [];
  /** Lines held, not yet in a chunk. */
  count = 0;
  constructor(private readonly size: number) {}

  /** The full chunks that `batch` completes, in order. */
  add(batch: Lines): Lines[] {
    const out: Lines[] = [];
    let data = batch.data;
    let count = batch.count;
    let oversized = batch.oversized;
    while (this.count + count >= this.size) {
      const need = this.size - this.count;
      let cut = -1;
      for (let k = 0; k < need; k++) cut = data.indexOf(0x0a, cut + 1); // every line ends in "\n"
      this.hold({ data: data.subarray(0, cut + 1), count: need, oversized: oversized.filter((i) => i < need) });
      out.push(this.take());
      data = data.subarray(cut + 1);
      oversized = oversized.filter((i) => i >= need).map((i) => i - need);
      count -= need;
    }
    if (count > 0) this.hold({ data, count, oversized });
    return out;
  }

  /** What is held, as a chunk (the last, shorter one). */
  take(): Lines {
    const chunk = { data: this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts), count: this.count, oversized: this.oversized };
    this.parts = [];
    this.oversized = [];
    this.count = 0;
    return chunk;
  }

  private hold(lines: Lines): void {
    for (const i of lines.oversized) this.oversized.push(this.count + i);
    this.parts.push(lines.data);
    this.count += lines.count;
  }
}

/** The output: a file (gzip when named *.gz) or stdout, written with back-pressure. */
function openOutput(name: string | undefined): { opened: Promise<string | undefined>; write(bytes: Uint8Array): Promise<void>; end(): Promise<void>; failure(): string | undefined } {
  const file: WriteStream | NodeJS.WriteStream = name === undefined ? process.stdout : createWriteStream(name, { flags: 'w' });
  const gzip: Gzip | undefined = name !== undefined && /\.gz$/i.test(name) ? createGzip() : undefined;
  if (gzip) gzip.pipe(file);
  const head: NodeJS.WritableStream = gzip ?? file;
  let error: string | undefined;
  const onError = (e: Error): void => {
    error ??= `cannot write ${name ?? 'standard output'}: ${e.message}`;
  };
  file.on('error', onError);
  gzip?.on('error', onError);
  return {
    // A file that cannot be created is reported before anything is queued.
    opened: name === undefined ? Promise.resolve(undefined) : new Promise((resolve) => {
      (file as WriteStream).once('open', () => resolve(undefined));
      file.once('error', (e: Error) => resolve(`cannot write ${name}: ${e.message}`));
    }),
    write: (bytes) => new Promise((resolve) => {
      if (error !== undefined || head.write(bytes)) resolve();
      else head.once('drain', () => resolve());
    }),
    end: () => new Promise((resolve) => {
      if (name === undefined) {
        resolve();
        return;
      }
      finished(file, () => resolve());
      head.end();
    }),
    failure: () => error,
  };
}

export async function queueBatch(opts: Options, q: QueueOptions): Promise<number> {
  const fail = (message: string): 1 => {
    process.stderr.write(`travelreq batch: ${message}\n`);
    return 1;
  };
  const where = `queue ${q.name} at ${redactRedisUrl(q.url)}`;
  const identity: Identity = { revision: createTravelRequirements(q.rulesDir !== undefined ? { rulesDir: q.rulesDir } : {}).ruleset.revision, version: packageVersionOf() };

  // The input's start first, as the local batch: what is not JSONL text is refused before anything is queued.
  const opened = await startInput(opts.input);
  if (typeof opened === 'string') return fail(opened);
  const { input, first } = opened;
  let { ended } = opened;

  const [{ Queue, QueueEvents }, { Redis }] = await Promise.all([import('bullmq'), import('ioredis')]);
  // Reachable at all? One try, no reconnecting: an unreachable Redis is reported at once.
  const unreachable = await probeRedis(q.url, CONNECT_TIMEOUT_MS);
  if (unreachable !== undefined) {
    await input.chunks.return?.();
    return fail(`cannot reach ${where}: ${unreachable}`);
  }
  let redisError: string | undefined;
  const redis = new Redis(q.url, { maxRetriesPerRequest: null, connectTimeout: CONNECT_TIMEOUT_MS });
  redis.on('error', (e: Error) => (redisError = e.message));
  // BullMQ makes and closes its own connections from the URL.
  const queue = new Queue<ChunkJob, ChunkResult>(q.name, { connection: { url: q.url, connectTimeout: CONNECT_TIMEOUT_MS } });
  const events = new QueueEvents(q.name, { connection: { url: q.url, connectTimeout: CONNECT_TIMEOUT_MS } });
  queue.on('error', (e: Error) => (redisError = e.message));
  events.on('error', (e: Error) => (redisError = e.message));
  const closeAll = async (): Promise<void> => {
    // close() waits for Redis, which may be the thing that is gone: a bounded wait, then the sockets go.
    await Promise.race([Promise.allSettled([queue.close(), events.close()]), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    redis.disconnect();
  };
  const guard = <T>(p: Promise<T>): Promise<T> => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(redisError ?? 'no answer')), CONNECT_TIMEOUT_MS).unref())]);
  let workersAtStart: number;
  try {
    await guard(Promise.all([queue.waitUntilReady(), events.waitUntilReady(), redis.ping()]));
    // Workers name themselves with their revision: refuse to start beside one that would refuse us.
    const workers = (await guard(queue.getWorkers())).map((w) => parseWorkerName(String(w.rawname ?? '')));
    const other = workers.filter((w) => w !== undefined && (w.revision !== identity.revision || w.version !== identity.version));
    if (other.length > 0) {
      await input.chunks.return?.();
      await closeAll();
      return fail(`${other.length} worker(s) on ${where} answer with another ruleset or version (${other.slice(0, 5).map((w) => `${w!.label}: revision ${w!.revision}, travel-requirements ${w!.version}`).join('; ')}); this batch needs revision ${identity.revision} (travel-requirements ${identity.version}); nothing was queued`);
    }
    workersAtStart = workers.length;
  } catch (cause) {
    await input.chunks.return?.();
    await closeAll();
    return fail(`cannot reach ${where}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (workersAtStart === 0) process.stderr.write(`batch: no worker is connected to ${where} yet; the chunks wait for one (travelreq worker --queue ${redactRedisUrl(q.url)}${q.name !== 'travelreq-batch' ? ` --queue-name ${q.name}` : ''})\n`);

  const output = openOutput(opts.output);
  const cannotWrite = await output.opened;
  if (cannotWrite !== undefined) {
    await input.chunks.return?.();
    await closeAll();
    return fail(cannotWrite);
  }
  const run = randomUUID();
  const started = Date.now();
  const bar = progress(input.size, started);
  const splitter = new LineSplitter();
  const builder = new ChunkBuilder(q.chunkLines);
  let queuedLines = 0; // lines in queued chunks: the next chunk's first line is one more
  const chunkBytes = new Map<number, number>();
  let failure: string | undefined;
  let seq = 0; // chunks queued
  let written = 0; // chunks written, in order
  let writtenLines = 0;
  let writtenBytes = 0;
  let ok = 0;
  let errors = 0;
  let retried = 0;
  const tally: ErrorTally = {};
  let inputDone = false;
  // The reader and the writer wait on each other: each wait ends at the next notify.
  const waiters = new Set<() => void>();
  const notify = (): void => {
    for (const w of waiters) w();
    waiters.clear();
  };
  const wait = (): Promise<void> => new Promise((resolve) => waiters.add(resolve));
  let abort: (value: undefined) => void = () => {};
  const aborted = new Promise<undefined>((resolve) => (abort = resolve));
  const stop = (message: string): void => {
    failure ??= message;
    abort(undefined);
    notify();
  };
  const ours = (id: string | undefined): boolean => id !== undefined && id.startsWith(`${run}-`);
  // A chunk that failed for good (a worker with another revision, or workers dying on it again and again) stops the run.
  events.on('failed', ({ jobId: id, failedReason }) => {
    if (ours(id)) stop(`chunk ${id.slice(run.length + 1)} failed: ${failedReason}`);
  });
  events.on('stalled', ({ jobId: id }) => {
    if (ours(id)) retried++;
  });
  let interrupted = false;
  const interrupt = (): void => {
    interrupted = true;
    stop('interrupted');
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const jobs = new Map<number, Promise<ChunkResult>>();
  const enqueue = async (chunk: Lines): Promise<void> => {
    while (seq - written >= q.ahead && failure === undefined) await wait();
    if (failure !== undefined) return;
    const n = seq++;
    const data: ChunkJob = {
      run, seq: n, first: queuedLines + 1, data: chunk.data.toString('base64'), oversized: chunk.oversized,
      ...identity, format: opts.format, ...(opts.locale !== undefined ? { locale: opts.locale } : {}),
    };
    chunkBytes.set(n, chunk.data.length);
    queuedLines += chunk.count;
    const job = await queue.add('chunk', data, {
      jobId: jobId(run, n),
      // A worker's error (e.g. Redis gone while it stored the output) is retried; a refused revision is not.
      attempts: 3, backoff: { type: 'fixed', delay: 1000 },
      removeOnComplete: false, removeOnFail: { age: 24 * 3600 },
    });
    const result = job.waitUntilFinished(events) as Promise<ChunkResult>;
    result.catch(() => undefined); // failures are reported by the 'failed' listener, in any order
    jobs.set(n, result);
    notify();
  };

  // Writes the chunks' output in order as they are answered.
  const collect = async (): Promise<void> => {
    while (failure === undefined) {
      while (written >= seq && !inputDone && failure === undefined) await wait();
      if (failure !== undefined || (written >= seq && inputDone)) return;
      const n = written;
      const answered = await Promise.race([jobs.get(n)!, aborted]).catch((cause: unknown) => {
        stop(`chunk ${n} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
        return undefined;
      });
      if (answered === undefined) return;
      const key = outputKey(q.name, run, n);
      const bytes = await redis.getBuffer(key);
      if (bytes === null) {
        stop(`the output of chunk ${n} is missing from Redis (expired or deleted)`);
        return;
      }
      await output.write(bytes);
      if (output.failure() !== undefined) {
        stop(output.failure()!);
        return;
      }
      await Promise.all([redis.del(key), queue.remove(jobId(run, n)).catch(() => 0)]);
      jobs.delete(n);
      ok += answered.ok;
      errors += answered.errors;
      mergeTally(tally, answered.tally);
      written++;
      writtenLines += answered.lines;
      writtenBytes += chunkBytes.get(n) ?? 0;
      chunkBytes.delete(n);
      bar.update(writtenLines, writtenBytes);
      notify();
    }
  };
  const collecting = collect().catch((cause: unknown) => stop(`cannot read an answer from ${where}: ${cause instanceof Error ? cause.message : String(cause)}`));

  let readError: string | undefined;
  try {
    const push = async (batch: Lines | undefined): Promise<void> => {
      if (!batch) return;
      for (const chunk of builder.add(batch)) await enqueue(chunk);
    };
    for (const chunk of first) await push(splitter.push(chunk));
    while (!ended && failure === undefined) {
      let r: IteratorResult<Buffer>;
      try {
        r = await input.chunks.next();
      } catch (cause) {
        readError = readFailure(input.label, input.gzip, cause);
        break;
      }
      if (r.done) break;
      await push(splitter.push(r.value));
    }
    if (failure === undefined && readError === undefined) await push(splitter.push(Buffer.alloc(0), true));
    if (failure === undefined && builder.count > 0) await enqueue(builder.take());
  } catch (cause) {
    stop(`cannot queue a chunk on ${where}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  inputDone = true;
  notify();
  await collecting;
  bar.update(writtenLines, writtenBytes);
  bar.stop();
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  if (failure !== undefined) {
    await input.chunks.return?.().catch(() => undefined);
    // Take back what is still queued (a chunk a worker holds is answered, and its output expires).
    await Promise.allSettled(Array.from({ length: seq - written }, (_, i) => queue.remove(jobId(run, written + i))));
    await Promise.allSettled(Array.from({ length: seq - written }, (_, i) => redis.del(outputKey(q.name, run, written + i))));
  }
  await output.end();
  await closeAll();
  if (readError !== undefined) failure ??= `${readError} (the ${writtenLines} complete lines before it are answered)`;
  if (output.failure() !== undefined) failure ??= output.failure();
  const seconds = (Date.now() - started) / 1000;
  const summary = [
    ...formatTally(tally),
    `batch: ${writtenLines} lines, ${ok} ok, ${errors} errors, ${Math.round(writtenLines / Math.max(seconds, 1e-3))} trips/s (${seconds.toFixed(2)} s; ${where}, ${written} chunks of ${q.chunkLines} lines, ${workersAtStart} workers at start, ${retried} chunk(s) retried after a worker stopped, ruleset ${identity.revision}, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`,
  ].join('\n');
  if (failure !== undefined) {
    process.stderr.write(`travelreq batch: ${failure}\n${summary}\n`);
    return interrupted ? 130 : 1;
  }
  process.stderr.write(`${summary}\n`);
  return 0;
}
