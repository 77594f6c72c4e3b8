// Issue 12: the Node server answers POST /v3/trips without web Request/Response objects
// (tripsListener), through the same code as the hono route: same status, headers and bytes; the
// library's serialiser makes the bytes; access-log lines are written once per turn of the event
// loop; the gzip level is a server option.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AccessLogEntry, type RequestSample } from '../../src/http/index.js';
import { accessLogLine, bufferedWriter, createNodeCompressors, DEFAULT_GZIP_LEVEL, startServer, type RunningServer } from '../../src/http/node.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const KEY = 'direct-key-000000000000001';
const LIMITED = 'direct-key-limited-0000002';
const JSONAPI = 'application/vnd.api+json';
const usaToGbr = trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);
const indToFra = trip(['IND'], [{ airport: 'DEL' }, { airport: 'CDG' }], { locale: 'fr-FR' });

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function post(url: string, body: string, headers: Record<string, string> = {}, path = '/v3/trips'): Promise<Raw> {
  const u = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: 'POST', headers: { 'content-type': JSONAPI, 'x-api-key': KEY, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let server: RunningServer;
let gzip6: RunningServer;
const log: string[] = [];
let ids = 0;
beforeAll(async () => {
  server = await startServer({
    tr, keys: [{ key: KEY }, { key: LIMITED, rateLimit: { limit: 100, windowSeconds: 60 } }], port: 0, write: (line) => log.push(line),
    corsOrigins: ['https://app.example.com'], metrics: false,
  });
  gzip6 = await startServer({ tr, keys: [{ key: KEY }], port: 0, write: () => undefined, gzipLevel: 6, metrics: false });
});
afterAll(async () => {
  await server?.close();
  await gzip6?.close();
});

// The same CORS allow-list as the server: with CORS on, every answer varies by Origin.
const app = createApp(tr, { keys: [{ key: KEY }], requestId: () => `id-${++ids}`, cors: { origins: ['https://app.example.com'] } });
const viaApp = async (body: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> => {
  const res = await app.request('/v3/trips', { method: 'POST', body, headers: { 'content-type': JSONAPI, 'x-api-key': KEY, ...headers } });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
};
/** The headers a response's meaning depends on (not the date, connection or request id; not the length of gzip, whose compressor differs). */
const meaningful = (h: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(k) && !(k === 'content-length' && h['content-encoding'])).sort(([a], [b]) => (a < b ? -1 : 1)));

describe('POST /v3/trips on the Node server (direct path)', () => {
  it('answers the library\'s bytes (tr.serialiseUtf8), with the same status and headers as the hono app', async () => {
    for (const [body, headers] of [
      [JSON.stringify(usaToGbr), {}], [JSON.stringify(indToFra), {}], [JSON.stringify(usaToGbr), { 'accept-encoding': 'gzip' }],
      ['{"data":', {}], ['', {}], [JSON.stringify({ data: { type: 'TRIP' } }), {}], [JSON.stringify(usaToGbr), { 'content-type': 'text/plain' }],
      [JSON.stringify(usaToGbr), { 'x-api-key': 'wrong-key-000000000000000' }],
    ] as Array<[string, Record<string, string>]>) {
      const direct = await post(server.url, body, headers);
      const hono = await viaApp(body, headers);
      expect(direct.status, body).toBe(hono.status);
      expect(meaningful(direct.headers), body).toEqual(meaningful(hono.headers));
      const bytes = direct.headers['content-encoding'] === 'gzip' ? gunzipSync(direct.body) : direct.body;
      const honoBytes = hono.headers['content-encoding'] === 'gzip' ? gunzipSync(hono.body) : hono.body;
      expect(bytes.equals(honoBytes), body).toBe(true);
      if (direct.status === 200) expect(bytes.equals(Buffer.from(tr.serialiseUtf8(tr.trips(JSON.parse(body)).body)))).toBe(true);
    }
  });

  it('echoes a well-formed X-Request-Id, sends the key\'s RateLimit headers, and logs each request', async () => {
    const res = await post(server.url, JSON.stringify(usaToGbr), { 'x-api-key': LIMITED, 'x-request-id': 'trace-0001' });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-0001');
    expect(res.headers['ratelimit-policy']).toBe('"key";q=100;w=60');
    expect(res.headers.ratelimit).toMatch(/^"key";r=99;t=\d+$/);
    const entry = JSON.parse(log.at(-1)!) as AccessLogEntry;
    expect(entry).toMatchObject({ requestId: 'trace-0001', method: 'POST', path: '/v3/trips', status: 200 });
    const generated = await post(server.url, JSON.stringify(usaToGbr), { 'x-request-id': 'not valid' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves CORS requests, query strings and other methods to the hono app', async () => {
    const cors = await post(server.url, JSON.stringify(usaToGbr), { origin: 'https://app.example.com' });
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const plain = await post(server.url, JSON.stringify(usaToGbr));
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const query = await post(server.url, JSON.stringify(usaToGbr), {}, '/v3/trips?x=1');
    expect(query.status).toBe(200);
    expect(query.body.equals(plain.body)).toBe(true);
  });

  it('refuses a body above the limit, declared or streamed, and closes the connection', async () => {
    const big = `{"pad":"${'x'.repeat(1024 * 1024)}"}`;
    const res = await post(server.url, big);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect((JSON.parse(res.body.toString()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 429 with Retry-After once a key\'s quota is used up, before reading the body', async () => {
    let t = 0;
    const s = await startServer({ tr, keys: [{ key: KEY, rateLimit: { limit: 1, windowSeconds: 60 } }], port: 0, write: () => undefined, now: () => (t += 1), metrics: false });
    try {
      expect((await post(s.url, JSON.stringify(usaToGbr))).status).toBe(200);
      const refused = await post(s.url, '{"not read": ');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers.ratelimit).toMatch(/^"key";r=0;t=\d+$/);
      expect((JSON.parse(refused.body.toString()) as { errors: Array<{ code: string; source: unknown }> }).errors[0]).toMatchObject({ code: 'RATE_LIMITED', source: { header: 'x-api-key' } });
    } finally {
      await s.close();
    }
  });

  it('observes metrics for the direct path with two clock readings, like the app', async () => {
    const samples: RequestSample[] = [];
    let t = 0;
    const s = await startServer({ tr, keys: [{ key: KEY }], port: 0, write: () => undefined, now: () => (t += 5), metrics: { observe: (x) => samples.push(x), render: async () => ({ contentType: 'text/plain', body: '' }) } });
    try {
      await post(s.url, JSON.stringify(usaToGbr));
      expect(samples).toEqual([{ route: '/v3/trips', method: 'POST', status: 200, seconds: 0.005 }]);
    } finally {
      await s.close();
    }
  });
});

describe('gzip level', () => {
  it('defaults to 1; the server option changes the bytes, not the content', async () => {
    expect(DEFAULT_GZIP_LEVEL).toBe(1);
    const a = await post(server.url, JSON.stringify(usaToGbr), { 'accept-encoding': 'gzip' });
    const b = await post(gzip6.url, JSON.stringify(usaToGbr), { 'accept-encoding': 'gzip' });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(b.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(a.body).equals(gunzipSync(b.body))).toBe(true);
    expect(a.body.equals(b.body)).toBe(false);
  });

  it('refuses a level outside 1 to 9', () => {
    for (const level of [0, 10, 4.5, Number.NaN]) expect(() => createNodeCompressors(level), String(level)).toThrow(/gzip level must be a whole number from 1 to 9/);
  });
});

describe('bufferedWriter', () => {
  it('writes the lines of one turn of the event loop at once, in order', async () => {
    const writes: string[] = [];
    const w = bufferedWriter((text) => writes.push(text));
    w.line('a');
    w.line('b');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n']);
    w.line('c');
    w.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});

describe('accessLogLine', () => {
  it('is JSON.stringify({ time, ...entry }) for any path, status and duration', () => {
    const entries: AccessLogEntry[] = [
      { requestId: 'r-1', method: 'POST', path: '/v3/trips', status: 200, ms: 0.42 },
      { requestId: '0b6d3c1e-3a4f-4f7e-9a5e-0a1b2c3d4e5f', method: 'OTHER', path: '/a"b\\c/\u00e9\u2028\ud800', status: 404, ms: Number.NaN },
      { requestId: 'x', method: 'GET', path: '', status: 503, ms: 12345.67 },
    ];
    for (const [i, entry] of entries.entries()) {
      const t = Date.UTC(2026, 10, 26, 9, 0, 0, i);
      expect(accessLogLine(entry, t)).toBe(JSON.stringify({ time: new Date(t).toISOString(), ...entry }));
      expect(accessLogLine(entry, t)).toBe(JSON.stringify({ time: new Date(t).toISOString(), ...entry })); // the kept time
    }
  });
});
