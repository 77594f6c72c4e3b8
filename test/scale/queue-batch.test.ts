// travelreq batch --queue with real processes: a redis-server, travelreq worker processes and the
// producer. The output is byte for byte the local batch's; a worker killed with SIGKILL while it
// holds a chunk loses nothing (the chunk is taken again by another worker and written once, in
// order); a worker with another ruleset revision stops the run before or during it. Which worker
// holds what is arranged, not raced: the worker to be killed is alone when the run starts, and a
// test hook makes it hold its chunk without finishing it.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkBuilder } from '../../src/cli/queue-batch.js';
import { exitOf, freePort, ROOT, startRedis, travelreq, watchLines, type RedisServer } from './processes.js';

let redis: RedisServer;
let dir: string;
let input: string;
let reference: Buffer;
let otherRules: string;
const children: ChildProcessWithoutNullStreams[] = [];
const LINES = 400;
/** Hang guard of each test: several processes start under tsx, each loading the ruleset; on a busy 2-core machine that takes a while. */
const GUARD_MS = 300_000;

function spawnTracked(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcessWithoutNullStreams {
  const c = travelreq(args, env);
  children.push(c);
  return c;
}

function startWorker(queueName: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}): { child: ChildProcessWithoutNullStreams; out: ReturnType<typeof watchLines>; ready: Promise<string> } {
  const child = spawnTracked(['worker', '--queue', redis.url, '--queue-name', queueName, '--lock-seconds', '3', ...extra], env);
  const out = watchLines(child);
  child.stderr.resume();
  return { child, out, ready: out.until((l) => l.includes('"event":"ready"'), 'worker ready') };
}

beforeAll(async () => {
  redis = await startRedis();
  dir = mkdtempSync(join(tmpdir(), 'travelreq-queue-'));
  // The example trips again and again, with lines a batch answers with error documents: not JSON,
  // empty, not UTF-8, CRLF endings, and a last line without a newline.
  const trips = readFileSync(join(ROOT, 'examples/trips.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
  const parts: Buffer[] = [];
  for (let i = 0; i < LINES; i++) {
    const text = i % 97 === 13 ? '{"data": {"type"' : i % 89 === 7 ? '' : trips[i % trips.length]!;
    parts.push(i % 101 === 50 ? Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) : Buffer.from(text));
    if (i < LINES - 1) parts.push(Buffer.from(i % 5 === 0 ? '\r\n' : '\n'));
  }
  input = join(dir, 'in.jsonl');
  writeFileSync(input, Buffer.concat(parts));
  const local = await exitOf(spawnTracked(['batch', input, '-o', join(dir, 'local.jsonl'), '--workers', '1']), 'local batch');
  expect(local.code).toBe(0);
  reference = readFileSync(join(dir, 'local.jsonl'));
  otherRules = join(dir, 'rules');
  cpSync(join(ROOT, 'rules'), otherRules, { recursive: true });
  const manifest = join(otherRules, 'manifest.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replaceAll(/"revision": "[^"]*"/g, '"revision": "test-other-revision"'));
}, GUARD_MS);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('travelreq batch --queue', () => {
  it('writes the local batch\'s bytes although the worker holding the first chunk is killed with SIGKILL', async () => {
    expect(reference.toString().split('\n')).toHaveLength(LINES + 1); // the reference itself: one line per input line
    const doomed = startWorker('t-kill', [], { TRAVELREQ_TEST_STALL_AFTER_CHUNKS: '0' });
    await doomed.ready;
    const out = join(dir, 'queue.jsonl');
    const producer = spawnTracked(['batch', '--queue', redis.url, '--queue-name', 't-kill', input, '-o', out, '--chunk-lines', '25']);
    const done = exitOf(producer, 'batch --queue');
    // The doomed worker is alone, so it takes chunk 0, and holds it.
    const held = JSON.parse(await doomed.out.until((l) => l.includes('"event":"stalling"'), 'the doomed worker holding a chunk')) as { seq: number };
    expect(held.seq).toBe(0);
    const others = [startWorker('t-kill'), startWorker('t-kill')];
    await Promise.all(others.map((w) => w.ready));
    await Promise.race(others.map((w) => w.out.until((l) => l.includes('"event":"chunk"'), 'another worker answering')));
    const killed = exitOf(doomed.child, 'killed worker');
    doomed.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');

    const result = await done;
    expect(result.code, result.stderr).toBe(0);
    const written = readFileSync(out);
    expect(written.equals(reference)).toBe(true);
    expect(result.stderr).toMatch(new RegExp(`batch: ${LINES} lines, \\d+ ok, \\d+ errors`));
    expect(result.stderr).toMatch(/16 chunks of 25 lines/);
    expect(result.stderr).toMatch(/1 chunk\(s\) retried after a worker stopped/);
    // Chunk 0 was answered by one of the others, once; every chunk by someone.
    const answered = others.flatMap((w) => w.out.lines.filter((l) => l.includes('"event":"chunk"')).map((l) => (JSON.parse(l) as { seq: number }).seq));
    expect(answered).toContain(0);
    expect(new Set(answered).size).toBe(16);

    for (const w of others) {
      const stopped = exitOf(w.child, 'worker');
      w.child.kill('SIGTERM');
      expect((await stopped).code).toBe(0);
      expect(w.out.lines.at(-1)).toMatch(/"event":"stopped"/);
    }
  }, GUARD_MS);

  it('refuses to start while a connected worker has another ruleset revision', async () => {
    const other = startWorker('t-rev1', ['--rules', otherRules]);
    expect(JSON.parse(await other.ready)).toMatchObject({ rulesetRevision: 'test-other-revision' });
    const result = await exitOf(spawnTracked(['batch', '--queue', redis.url, '--queue-name', 't-rev1', input, '-o', join(dir, 'rev1.jsonl')]), 'batch --queue');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/1 worker\(s\) .* another ruleset or version .*revision test-other-revision.*; this batch needs revision \d{4}\.\d\d\.\d\d-\d+ .*nothing was queued/);
    other.child.kill('SIGTERM');
  }, GUARD_MS);

  it('stops when a worker with another revision joins during the run, naming both revisions', async () => {
    const producer = spawnTracked(['batch', '--queue', redis.url, '--queue-name', 't-rev2', input, '-o', join(dir, 'rev2.jsonl'), '--chunk-lines', '50']);
    const stderr = watchLines(producer, 'stderr');
    producer.stdout.resume();
    const exited = new Promise<number | null>((resolve) => producer.once('close', (code) => resolve(code)));
    await stderr.until((l) => l.includes('no worker is connected'), 'the producer waiting for workers');
    const late = startWorker('t-rev2', ['--rules', otherRules]);
    await late.ready;
    expect(await exited).toBe(1);
    expect(stderr.text()).toMatch(/chunk \d+ failed: worker \S+ has ruleset revision test-other-revision .*the batch needs revision \d{4}\.\d\d\.\d\d-\d+/);
    late.child.kill('SIGTERM');
  }, GUARD_MS);

  it('refuses an output it cannot create before it queues anything', async () => {
    const result = await exitOf(spawnTracked(['batch', '--queue', redis.url, '--queue-name', 't-out', input, '-o', join(dir, 'no-such-dir', 'out.jsonl')]), 'batch --queue');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot write .*no-such-dir.*ENOENT/);
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      expect(await client.keys('bull:t-out:*')).toEqual(expect.not.arrayContaining([expect.stringMatching(/:wait$|:\d+-/)]));
      expect(await client.llen('bull:t-out:wait')).toBe(0);
    } finally {
      client.disconnect();
    }
  }, GUARD_MS);

  it('says so when Redis cannot be reached', async () => {
    const result = await exitOf(spawnTracked(['batch', '--queue', `redis://127.0.0.1:${await freePort()}`, input]), 'batch --queue');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot reach queue travelreq-batch at redis:\/\/127\.0\.0\.1:\d+/);
    expect(result.stdout).toBe('');
  }, GUARD_MS);
});

describe('ChunkBuilder', () => {
  const lines = (texts: string[], oversized: number[] = []): { data: Buffer; count: number; oversized: number[] } => ({ data: Buffer.from(texts.map((t) => `${t}\n`).join('')), count: texts.length, oversized });
  it('cuts batches of any size into chunks of exactly N lines, oversized indexes moved with their lines', () => {
    const b = new ChunkBuilder(3);
    expect(b.add(lines(['a', 'b']))).toEqual([]);
    const [first, second, ...rest] = b.add(lines(['c', '', 'e', 'f', 'g', 'h'], [1, 4]));
    expect(rest).toEqual([]);
    expect(first).toEqual({ data: Buffer.from('a\nb\nc\n'), count: 3, oversized: [] });
    expect(second).toEqual({ data: Buffer.from('\ne\nf\n'), count: 3, oversized: [0] });
    expect(b.take()).toEqual({ data: Buffer.from('g\nh\n'), count: 2, oversized: [0] }); // 'g' was line 4 of the batch
  });
});
