// The options of travelreq batch that put it on a job queue (src/cli/queue-batch.ts), and what the
// producer and `travelreq worker` (src/cli/worker.ts) share about the queue. No queue library is
// imported here: batch.ts loads this module on every run.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { redisUrlProblem } from '../http/ratelimit-redis.js';
import { integerCheck, type OptionSpec, type ParsedArgs } from './args.js';
import type { OutputFormat } from './batch-worker.js';

/** The BullMQ queue both sides use unless told otherwise. */
export const DEFAULT_QUEUE_NAME = 'travelreq-batch';
export const DEFAULT_CHUNK_LINES = 1000;
export const DEFAULT_CHUNKS_AHEAD = 32;
/** Output of a chunk waits in Redis at most this long for its producer (a producer that died leaves it there). */
export const OUTPUT_TTL_SECONDS = 24 * 3600;
const QUEUE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export interface QueueOptions {
  url: string;
  name: string;
  chunkLines: number;
  ahead: number;
  rulesDir?: string;
}

export const queueNameCheck = (v: string): string | undefined => (QUEUE_NAME.test(v) ? undefined : 'must be 1 to 64 characters of A-Z a-z 0-9 . _ -');

export const QUEUE_URL_OPTION: OptionSpec = { type: 'string', value: 'redis://HOST[:PORT][/DB]', check: redisUrlProblem, help: '' };

export const QUEUE_OPTIONS: Record<string, OptionSpec> = {
  queue: { ...QUEUE_URL_OPTION, help: 'answer on a job queue (BullMQ) in this Redis: chunks of lines go to\n`travelreq worker` processes on any machines; the output is the same (README\n"Running at scale")' },
  'queue-name': { type: 'string', value: 'NAME', check: queueNameCheck, help: `with --queue: the queue's name; default ${DEFAULT_QUEUE_NAME}` },
  'chunk-lines': { type: 'string', value: 'N', check: integerCheck(1, 100_000), help: `with --queue: lines per chunk (job); default ${DEFAULT_CHUNK_LINES}` },
  'chunks-ahead': { type: 'string', value: 'N', check: integerCheck(1, 10_000), help: `with --queue: chunks queued or answered ahead of the output (at least two\nper worker; bounds Redis memory); default ${DEFAULT_CHUNKS_AHEAD}` },
  rules: { type: 'string', value: 'DIR', help: 'with --queue: the ruleset whose revision every worker must have (workers\nload it with travelreq worker --rules DIR); default: the bundled one' },
};

/** The queue options of a batch command line; undefined without --queue, a message when they do not fit together. */
export function queueOptions(args: ParsedArgs): QueueOptions | undefined | string {
  const url = args.string('queue');
  if (url === undefined) {
    const stray = ['queue-name', 'chunk-lines', 'chunks-ahead', 'rules'].find((o) => args.has(o));
    return stray ? `--${stray} needs --queue` : undefined;
  }
  if (args.has('workers')) return '--workers counts local threads; with --queue, start `travelreq worker --queue URL` processes instead';
  if (args.has('worker-heap')) return '--worker-heap caps local threads; with --queue, the `travelreq worker` processes have their own memory';
  const rules = args.string('rules');
  return {
    url,
    name: args.string('queue-name') ?? DEFAULT_QUEUE_NAME,
    chunkLines: Number(args.string('chunk-lines') ?? DEFAULT_CHUNK_LINES),
    ahead: Number(args.string('chunks-ahead') ?? DEFAULT_CHUNKS_AHEAD),
    ...(rules !== undefined ? { rulesDir: rules } : {}),
  };
}

/** What a worker must share with the producer to write the same bytes. */
export interface Identity { revision: string; version: string }

/** A chunk of input lines: one job. */
export interface ChunkJob extends Identity {
  run: string;
  seq: number;
  /** Line number (1-based) of the chunk's first line. */
  first: number;
  /** The lines' bytes (each ending in "\n"; an oversized line is empty), base64. */
  data: string;
  /** Indexes of lines longer than MAX_LINE_BYTES within the chunk. */
  oversized: number[];
  format: OutputFormat;
  locale?: string;
}

/** A job's return value; the chunk's output bytes are in Redis at outputKey(run, seq). */
export interface ChunkResult { lines: number; ok: number; errors: number; tally: Record<string, { lines: number; first: number }>; worker: string }

export const jobId = (run: string, seq: number): string => `${run}-${seq}`;
export const outputKey = (queueName: string, run: string, seq: number): string => `travelreq:${queueName}:out:${run}:${seq}`;

/**
 * A worker's BullMQ name (it becomes its Redis client name, so the producer can list connected
 * workers and their revisions before it queues anything): no spaces, `/` between fields.
 */
export function workerName(id: Identity, pid: number = process.pid): string {
  return ['travelreq', id.version, id.revision, hostname().replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64), String(pid)].join('/');
}

/** The identity and label of a worker from its Redis client name, or undefined for other clients. */
export function parseWorkerName(rawname: string): (Identity & { label: string }) | undefined {
  const at = rawname.indexOf(':w:');
  const parts = (at >= 0 ? rawname.slice(at + 3) : rawname).split('/');
  if (parts.length !== 5 || parts[0] !== 'travelreq') return undefined;
  return { version: parts[1]!, revision: parts[2]!, label: `${parts[3]}:${parts[4]}` };
}

/** The package version (package.json two levels up, from src/cli/ and dist/cli/ alike). */
export function packageVersionOf(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
