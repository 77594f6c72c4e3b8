// Shared rate limits (travelreq serve --rate-limit-store): two real server processes counting in
// one real redis-server give a key with limit N exactly N answers between them; the headers are
// those of the in-memory limiter; when Redis goes away the servers fail open (counting in memory),
// say so once in their log and in GET /ready, and recover when it is back; --rate-limit-store-failure
// closed answers limited keys 503 and makes /ready 503.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http/ratelimit.js';
import { createRedisRateLimitStore, redactRedisUrl } from '../../src/http/ratelimit-redis.js';
import { eventually, freePort, ROOT, startRedis, travelreq, type RedisServer } from './processes.js';

const LIMITED = 'scale-test-key-limited-0007';
const SMALL = 'scale-test-key-limited-0003';
const AFTER = 'scale-test-key-limited-0002';
const FREE = 'scale-test-key-unlimited-01';
const TRIP = readFileSync(join(ROOT, 'examples/trips/01-usa-to-gbr.json'));

interface Server { url: string; child: ChildProcessWithoutNullStreams; log: Array<Record<string, unknown>> }

let redis: RedisServer;
let dir: string;
let keysFile: string;
const servers: Server[] = [];

async function startServe(storeUrl: string, extra: string[] = [], metrics = false): Promise<Server> {
  const child = travelreq(['serve', '--keys', keysFile, '--port', '0', '--no-web', ...(metrics ? [] : ['--no-metrics']), '--rate-limit-store', storeUrl, ...extra]);
  const log: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start within 240 s: ${stderr}`)), 240_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      log.push(entry);
      if (entry.event === 'listening') {
        clearTimeout(timer);
        resolve(entry.url as string);
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${stderr}`)));
  });
  const server = { url, child, log };
  servers.push(server);
  return server;
}

const trip = (s: Server, key: string): Promise<Response> =>
  fetch(`${s.url}/v3/trips`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/vnd.api+json' }, body: TRIP });

async function ready(s: Server): Promise<{ status: number; body: { status: string; reason?: string; rateLimitStore?: { status: string; onFailure: string; store: string } } }> {
  const res = await fetch(`${s.url}/ready`);
  return { status: res.status, body: (await res.json()) as never };
}

beforeAll(async () => {
  redis = await startRedis();
  dir = mkdtempSync(join(tmpdir(), 'travelreq-scale-'));
  keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify({ keys: [
    { key: LIMITED, rateLimit: { limit: 7, windowSeconds: 3600 } },
    { key: SMALL, rateLimit: { limit: 3, windowSeconds: 3600 } },
    { key: AFTER, rateLimit: { limit: 2, windowSeconds: 3600 } },
    { key: FREE, rateLimit: null },
  ] }));
  // A generous command timeout: the counting tests check the shared quota, and on a machine loaded far beyond its
  // cores a 500 ms default lets a slow command fail open (each replica then counts alone, by design).
  await Promise.all([startServe(redis.url, ['--rate-limit-store-timeout', '30000']), startServe(redis.url, ['--rate-limit-store-timeout', '30000'])]);
  // A replica listens before its Redis connection is up and counts in memory until it is (fail
  // open, by design): on a busy machine that can take a while, so the counting tests start once
  // both replicas say the store is ok.
  for (const s of servers) await eventually(async () => ((await ready(s)).body.rateLimitStore?.status === 'ok' ? true : undefined), 'the store connected');
}, 300_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('two replicas sharing one redis-server', () => {
  it('give a key with limit 7 exactly 7 answers across both, the rest 429 with the limit headers', async () => {
    const [a, b] = servers as [Server, Server];
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => trip(i % 2 ? a : b, LIMITED)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    // The requests alternate between the replicas: one quota between them, not one per replica.
    for (const r of responses) expect(r.headers.get('ratelimit-policy')).toBe('"key";q=7;w=3600');
    const remaining = responses.filter((r) => r.status === 200).map((r) => /r=(\d+)/.exec(r.headers.get('ratelimit') ?? '')?.[1]).sort();
    expect(remaining).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('RATE_LIMITED');
  });

  it('leave keys without a limit alone', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => trip(servers[i % 2]!, FREE).then((r) => r.status)));
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('report the store as ok in GET /ready, without credentials', async () => {
    for (const s of servers.slice(0, 2)) {
      const r = await ready(s);
      expect(r.status).toBe(200);
      expect(r.body.rateLimitStore).toEqual({ store: redis.url, status: 'ok', onFailure: 'open' });
    }
    expect(redactRedisUrl('redis://user:secret@example.invalid:6380/2')).toBe('redis://example.invalid:6380/2');
  });

  it('fail open when redis goes away: logged once, /ready says so, each replica counts in memory', async () => {
    const [a] = servers as [Server];
    await redis.kill();
    const r = await eventually(async () => {
      const x = await ready(a);
      return x.body.rateLimitStore?.status === 'unreachable' ? x : undefined;
    }, '/ready reporting the store unreachable');
    expect(r.status).toBe(200); // open: the replica still takes traffic
    expect(r.body.rateLimitStore!.onFailure).toBe('open');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await trip(a, SMALL)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const events = a.log.filter((e) => e.event === 'rate-limit-store');
    expect(events.map((e) => e.status)).toEqual(['ok', 'unreachable']);
    expect(events[1]).toMatchObject({ store: redis.url, onFailure: 'open' });
  });

  it('count in redis again once it is back', async () => {
    const [a, b] = servers as [Server, Server];
    await redis.restart(); // an empty redis (no persistence): counters start afresh
    for (const s of [a, b]) await eventually(async () => ((await ready(s)).body.rateLimitStore?.status === 'ok' ? true : undefined), '/ready reporting the store ok again');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await trip(i % 2 ? a : b, AFTER)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(a.log.filter((e) => e.event === 'rate-limit-store').map((e) => e.status)).toEqual(['ok', 'unreachable', 'ok']);
  });
});

describe('--rate-limit-store-failure closed', () => {
  it('answers limited keys 503 and /ready 503 while the store is unreachable; unlimited keys still get answers', async () => {
    const nothing = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
    const s = await startServe(nothing, ['--rate-limit-store-failure', 'closed'], true);
    const r = await ready(s);
    expect(r.status).toBe(503);
    expect(r.body.reason).toMatch(/rate-limit store/);
    expect(r.body.rateLimitStore).toMatchObject({ status: 'unreachable', onFailure: 'closed' });
    const refused = await trip(s, SMALL);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const doc = (await refused.json()) as { errors: Array<{ status: string; code: string; source: unknown }> };
    expect(doc.errors[0]).toMatchObject({ status: '503', code: 'RATE_LIMIT_UNAVAILABLE', source: { header: 'x-api-key' } });
    expect((await trip(s, FREE)).status).toBe(200);
    await eventually(async () => (s.log.some((e) => e.event === 'rate-limit-store' && e.status === 'unreachable') ? true : undefined), 'the unreachable store logged');
    // The balancer's other signal: the store's state as a Prometheus gauge.
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).toContain(`travelreq_rate_limit_store_up{store="${nothing}",on_failure="closed"} 0`);
  });
});

describe('the Redis store beside the in-memory limiter', () => {
  it('gives the same decisions and headers for the same requests', async () => {
    const store = await createRedisRateLimitStore({ url: redis.url, now: () => 0, prefix: `travelreq:test:${process.pid}` });
    try {
      await eventually(async () => (store.health().status === 'ok' ? true : undefined), 'store connected');
      const memory = createRateLimiter(() => 0);
      const policy = { limit: 3, windowSeconds: 3600 };
      for (let i = 0; i < 5; i++) {
        const fromStore = await store.take('same-key', policy);
        expect(fromStore).toEqual(memory.take('same-key', policy));
      }
    } finally {
      await store.close();
    }
  });

  it('refuses a URL that is not redis:// or rediss://', async () => {
    await expect(createRedisRateLimitStore({ url: 'http://localhost:6379', now: () => 0 })).rejects.toThrow(/redis:\/\//);
  });
});
