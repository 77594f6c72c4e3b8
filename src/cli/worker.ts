// travelreq worker --queue redis://... [--queue-name NAME] [--rules DIR] [--lock-seconds N]
//
// Answers chunks of a queued batch (src/cli/queue-batch.ts) until SIGINT/SIGTERM: one BullMQ worker,
// one chunk at a time (run one process per core, on any number of machines). Each chunk is answered
// with the same code as a local batch (answerLines of batch-worker.ts) and its output bytes are put
// in Redis for the producer, which writes them in input order. A chunk whose producer has another
// ruleset revision or package version is refused (the job fails for good, and the producer stops
// with both named): one output never mixes two rulesets. A worker that dies mid-chunk holds its
// lock until --lock-seconds pass; then another worker takes the chunk again (BullMQ's stalled-job
// check). stdout: JSON lines (ready, each chunk, stopped).
import { performance } from 'node:perf_hooks';
import { Utf8Sink } from '../envelope/serialise.js';
import { createTravelRequirements } from '../node/create.js';
import { countryResolver } from '../summary/index.js';
import { integerCheck, parseOrExit, type CommandSpec } from './args.js';
import { answerLines, linesOf } from './batch-worker.js';
import { redactRedisUrl } from '../http/ratelimit-redis.js';
import { probeRedis } from './redis-probe.js';
import { untilStopSignal } from './stop-signal.js';
import {
  DEFAULT_QUEUE_NAME, OUTPUT_TTL_SECONDS, QUEUE_URL_OPTION, outputKey, packageVersionOf, queueNameCheck, workerName,
  type ChunkJob, type ChunkResult, type Identity,
} from './queue-options.js';

export const WORKER_SPEC: CommandSpec = {
  command: 'travelreq worker',
  summary: 'Answers the chunks of `travelreq batch --queue` runs from a BullMQ queue in Redis, one at a time,\n'
    + 'until SIGINT/SIGTERM. Start one per core, on as many machines as you like.',
  options: {
    queue: { ...QUEUE_URL_OPTION, help: 'the Redis of the queue (required), as given to travelreq batch --queue' },
    'queue-name': { type: 'string', value: 'NAME', check: queueNameCheck, help: `the queue's name; default ${DEFAULT_QUEUE_NAME}` },
    rules: { type: 'string', value: 'DIR', help: 'answer with this ruleset (default: the bundled one); the producer must\nname the same revision (travelreq batch --queue URL --rules DIR)' },
    'lock-seconds': { type: 'string', value: 'N', check: integerCheck(1, 3600), help: 'how long a chunk stays locked to a worker that stopped answering before\nanother worker takes it; default 30' },
  },
  epilog: 'stdout: JSON lines {"event":"ready"|"chunk"|"stopped",...}; stderr: problems.\n'
    + 'exit status: 0 stopped by a signal, 1 cannot start (ruleset, Redis), 2 usage error\n'
    + 'example: travelreq worker --queue redis://queue.internal:6379',
};

/**
 * Test hook (not an option): after this many chunks the worker takes its next chunk and never
 * finishes it, as a worker would that hangs or is killed mid-chunk; test/scale kills it then.
 */
const STALL_AFTER_ENV = 'TRAVELREQ_TEST_STALL_AFTER_CHUNKS';
/** How long a stopping worker waits for the queue to close. */
const CLOSE_WAIT_MS = 10_000;

const line = (event: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(event)}\n`);

export async function workerCommand(argv: readonly string[]): Promise<number> {
  const args = parseOrExit(WORKER_SPEC, argv);
  if (typeof args === 'number') return args;
  const url = args.string('queue');
  if (url === undefined) {
    process.stderr.write('travelreq worker: --queue redis://HOST[:PORT] is required\n');
    return 2;
  }
  const queueName = args.string('queue-name') ?? DEFAULT_QUEUE_NAME;
  const lockMs = Number(args.string('lock-seconds') ?? 30) * 1000;
  const rulesDir = args.string('rules');
  const tr = createTravelRequirements(rulesDir !== undefined ? { rulesDir } : {});
  const identity: Identity = { revision: tr.ruleset.revision, version: packageVersionOf() };
  const name = workerName(identity);
  const countryOf = countryResolver(tr);
  const sink = new Utf8Sink();

  const unreachable = await probeRedis(url, 10_000);
  if (unreachable !== undefined) {
    process.stderr.write(`travelreq worker: cannot reach the queue at ${redactRedisUrl(url)}: ${unreachable}\n`);
    return 1;
  }
  const [{ Worker, UnrecoverableError }, { Redis }] = await Promise.all([import('bullmq'), import('ioredis')]);
  const output = new Redis(url, { maxRetriesPerRequest: null });
  let problem: string | undefined;
  const report = (message: string): void => {
    if (message === problem) return; // a Redis that stays down repeats its error on every reconnect
    problem = message;
    process.stderr.write(`travelreq worker: ${message}\n`);
  };
  output.on('error', (e: Error) => report(`redis: ${e.message}`));

  const stallAfter = process.env[STALL_AFTER_ENV] !== undefined ? Number(process.env[STALL_AFTER_ENV]) : undefined;
  let answered = 0;
  const worker = new Worker<ChunkJob, ChunkResult>(queueName, async (job) => {
    const c = job.data;
    if (c.revision !== identity.revision || c.version !== identity.version) {
      throw new UnrecoverableError(`worker ${name.split('/').slice(3).join(':')} has ruleset revision ${identity.revision} (travel-requirements ${identity.version}); the batch needs revision ${c.revision} (travel-requirements ${c.version})`);
    }
    if (stallAfter !== undefined && answered >= stallAfter) {
      line({ event: 'stalling', seq: c.seq, run: c.run });
      await new Promise<never>(() => {});
    }
    const t0 = performance.now();
    const lines = linesOf({ seq: c.seq, first: c.first, data: Buffer.from(c.data, 'base64'), oversized: c.oversized });
    const { ok, errors, tally } = answerLines(tr, c.first, lines, { format: c.format, ...(c.locale !== undefined ? { locale: c.locale } : {}) }, sink, countryOf);
    const bytes = sink.view();
    // A retried chunk writes the same bytes again under the same key: the producer reads it once.
    await output.set(outputKey(queueName, c.run, c.seq), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'EX', OUTPUT_TTL_SECONDS);
    sink.clear();
    answered++;
    line({ event: 'chunk', run: c.run, seq: c.seq, lines: lines.length, ms: Math.round(performance.now() - t0) });
    return { lines: lines.length, ok, errors, tally, worker: name };
  }, {
    connection: { url, maxRetriesPerRequest: null },
    name,
    concurrency: 1,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // A chunk whose workers keep dying is given up only after this many: the producer then stops.
    maxStalledCount: 5,
  });
  worker.on('error', (e: Error) => report(`queue: ${e.message}`));
  worker.on('ready', () => {
    problem = undefined;
  });
  // Listening for the stop signal from here on (before the "ready" line): a Ctrl-C is always a
  // graceful stop, and a second one ends the process at once.
  const stopRequested = untilStopSignal('travelreq worker');
  try {
    await worker.waitUntilReady();
  } catch (cause) {
    process.stderr.write(`travelreq worker: cannot reach the queue at ${redactRedisUrl(url)}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    await worker.close(true);
    output.disconnect();
    return 1;
  }
  line({ event: 'ready', queue: queueName, worker: name, rulesetRevision: identity.revision, version: identity.version });
  await stopRequested;
  // Finishes the chunk in hand (unless stalled by the test hook), then stops taking new ones. With
  // Redis gone, close() would wait for it for ever: after CLOSE_WAIT_MS the worker leaves without
  // it (its chunk, if any, is retried elsewhere once its lock expires).
  const closed = await Promise.race([worker.close(stallAfter !== undefined).then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_WAIT_MS).unref())]);
  output.disconnect();
  line({ event: 'stopped', chunks: answered, ...(closed ? {} : { note: `the queue did not answer within ${CLOSE_WAIT_MS / 1000} s; left without it` }) });
  if (!closed) process.exit(0); // BullMQ's reconnecting clients would keep the process alive
  return 0;
}
