// Issue 11, deployers: CORS allow-list, per-key rate limits (429, Retry-After, RateLimit and
// RateLimit-Policy), request ids, metrics, readiness vs liveness, and all validation errors of a
// trip in one answer over HTTP. The app is driven through app.request with an injected clock, so
// nothing here waits for real time.
import { describe, expect, it } from 'vitest';
import { createApp, parseKeys, parseRateLimit, KeysError, RateLimitError, REQUEST_ID_PATTERN, type AccessLogEntry, type AppOptions, type RequestSample } from '../../src/http/index.js';
import { createPrometheusMetrics, startServer } from '../../src/http/node.js';
import type { ApiKey } from '../../src/http/auth.js';
import { engine, trip } from '../helpers.js';

const tr = engine();
const KEY_A = 'deploy-key-a-000000000001';
const KEY_B = 'deploy-key-b-000000000002';
const KEY_FREE = 'deploy-key-free-00000003';
const AUTH = (key: string): string => `key=${key}&affiliateId=aff`;
const ONE = (key = KEY_A): string => `/v2/procedures/usa-real-id?${AUTH(key)}`;
const JSONAPI = 'application/vnd.api+json';
const usaToGbr = trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);

/** A clock the test moves by hand (milliseconds). */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

function app(options: Partial<AppOptions> = {}, keys: ApiKey[] = [{ key: KEY_A }, { key: KEY_B }]): ReturnType<typeof createApp> {
  return createApp(tr, { keys, ...options });
}

const postTrip = (a: ReturnType<typeof createApp>, body: unknown, key = KEY_A, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(a.request('/v3/trips', { method: 'POST', body: JSON.stringify(body), headers: { 'x-api-key': key, 'content-type': JSONAPI, ...headers } }));

describe('CORS', () => {
  const ORIGIN = 'https://app.example.com';

  it('is off by default: no CORS headers, and OPTIONS answers with Allow only', async () => {
    const a = app();
    const res = await a.request(ONE(), { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const pre = await a.request('/v3/trips', { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('allow')).toBe('POST, OPTIONS');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an allowed origin (simple request and preflight) and exposes the rate-limit and request-id headers', async () => {
    const a = app({ cors: { origins: [ORIGIN, 'http://localhost:3000'] } });
    const res = await a.request(ONE(), { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('access-control-expose-headers')).toBe('RateLimit,RateLimit-Policy,Retry-After,X-Request-Id');
    const pre = await a.request('/v3/trips', { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-api-key' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST,OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Content-Type,X-Api-Key,X-Request-Id');
    expect(pre.headers.get('access-control-max-age')).toBe('600');
  });

  it('gives an origin outside the list no CORS headers (the browser refuses), also on preflight', async () => {
    const a = app({ cors: { origins: [ORIGIN] } });
    for (const origin of ['https://evil.example', 'https://app.example.com.evil.example', 'null']) {
      const res = await a.request(ONE(), { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const pre = await a.request('/v3/trips', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('* allows any origin', async () => {
    const res = await app({ cors: { origins: ['*'] } }).request(ONE(), { headers: { origin: 'https://anyone.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses an allow-list entry that is not an origin', () => {
    for (const bad of ['https://app.example.com/', 'app.example.com', 'https://app.example.com/path', 'ftp://files.example', '']) {
      expect(() => app({ cors: { origins: [bad] } }), bad).toThrow(/not an origin/);
    }
  });
});

describe('rate limits', () => {
  it('counts requests per key in a fixed window: RateLimit headers, then 429 with Retry-After, then a new window', async () => {
    const c = clock();
    const a = app({ now: c.now, rateLimit: { limit: 2, windowSeconds: 60 } });
    const first = await a.request(ONE());
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"key";q=2;w=60');
    expect(first.headers.get('ratelimit')).toBe('"key";r=1;t=60');
    c.advance(10_500);
    const second = await a.request(ONE());
    expect(second.headers.get('ratelimit')).toBe('"key";r=0;t=50');
    c.advance(20_000);
    const third = await a.request(ONE());
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toBe(JSONAPI);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(third.headers.get('ratelimit')).toBe('"key";r=0;t=30');
    const body = (await third.json()) as { errors: Array<{ status: string; code: string; source: Record<string, string> }> };
    expect(tr.validators.get('error-document.schema.json')(body)).toBe(true);
    expect(body.errors[0]).toMatchObject({ status: '429', code: 'RATE_LIMITED', source: { parameter: 'key' } });
    // Another key has its own window.
    expect((await a.request(ONE(KEY_B))).headers.get('ratelimit')).toBe('"key";r=1;t=60');
    c.advance(30_000); // 60 s after the window opened
    const fresh = await a.request(ONE());
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ratelimit')).toBe('"key";r=1;t=60');
  });

  it('limits trips before reading the body, and names the x-api-key header', async () => {
    const c = clock();
    const a = app({ now: c.now, rateLimit: { limit: 1, windowSeconds: 1 } });
    expect((await postTrip(a, usaToGbr)).status).toBe(200);
    const refused = await postTrip(a, 'not a trip');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    const body = (await refused.json()) as { errors: Array<{ source: Record<string, string> }> };
    expect(body.errors[0]!.source).toEqual({ header: 'x-api-key' });
  });

  it('a key\'s own limit wins over the default; null means no limit; without any limit no headers', async () => {
    const c = clock();
    const keys: ApiKey[] = [{ key: KEY_A, rateLimit: { limit: 5, windowSeconds: 10 } }, { key: KEY_B }, { key: KEY_FREE, rateLimit: null }];
    const a = app({ now: c.now, rateLimit: { limit: 1, windowSeconds: 60 } }, keys);
    expect((await a.request(ONE(KEY_A))).headers.get('ratelimit-policy')).toBe('"key";q=5;w=10');
    expect((await a.request(ONE(KEY_B))).headers.get('ratelimit-policy')).toBe('"key";q=1;w=60');
    for (let i = 0; i < 5; i++) {
      const res = await a.request(ONE(KEY_FREE));
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
    }
    expect((await app({}, [{ key: KEY_A }]).request(ONE())).headers.get('ratelimit')).toBeNull();
  });

  it('missing or wrong credentials are not counted against any key', async () => {
    const c = clock();
    const a = app({ now: c.now, rateLimit: { limit: 1, windowSeconds: 60 } });
    for (let i = 0; i < 3; i++) {
      expect((await a.request('/v2/procedures/usa-real-id?key=wrong-key-00000000000&affiliateId=aff')).status).toBe(403);
      expect((await postTrip(a, usaToGbr, '')).status).toBe(401);
    }
    expect((await a.request(ONE())).status).toBe(200);
  });

  it('a rate limit without a clock is a configuration error', () => {
    expect(() => app({ rateLimit: { limit: 1, windowSeconds: 1 } })).toThrow(/options\.now/);
    expect(() => app({}, [{ key: KEY_A, rateLimit: { limit: 1, windowSeconds: 1 } }])).toThrow(/options\.now/);
  });

  it('parses LIMIT/WINDOW and the key file\'s rateLimit, with clear errors', () => {
    expect(parseRateLimit('600/60')).toEqual({ limit: 600, windowSeconds: 60 });
    expect(parseRateLimit('100/1m')).toEqual({ limit: 100, windowSeconds: 60 });
    expect(parseRateLimit('5000/1h')).toEqual({ limit: 5000, windowSeconds: 3600 });
    expect(parseRateLimit('20000/1d')).toEqual({ limit: 20000, windowSeconds: 86400 });
    for (const bad of ['600', '0/60', '10/0', '10/2d', 'ten/60s', '10/60x', '-1/60']) expect(() => parseRateLimit(bad), bad).toThrow(RateLimitError);
    expect(parseKeys({ keys: [{ key: KEY_A, rateLimit: { limit: 10, windowSeconds: 1 } }, { key: KEY_B, rateLimit: null }] })).toEqual([
      { key: KEY_A, rateLimit: { limit: 10, windowSeconds: 1 } }, { key: KEY_B, rateLimit: null },
    ]);
    expect(() => parseKeys({ keys: [{ key: KEY_A, rateLimit: { limit: 0, windowSeconds: 1 } }] })).toThrow(/keys\[0\]\.rateLimit\.limit/);
    expect(() => parseKeys({ keys: [{ key: KEY_A, rateLimit: { limit: 1, window: 1 } }] })).toThrow(KeysError);
    expect(() => parseKeys({ keys: [{ key: KEY_A, rateLimit: '10/60' }] })).toThrow(/keys\[0\]\.rateLimit must be an object/);
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, echoes it and logs it', async () => {
    const log: AccessLogEntry[] = [];
    const a = app({ log: (e) => log.push(e), requestId: () => 'generated' });
    for (const id of ['b1c9a6e2-5a55-4d6e-9f0e-1d2c3b4a5f60', '01HZX3K9Q8V7', 'Root=1-67891233-abcdef012345678912345678'.replace(';', '')]) {
      const res = await a.request(ONE(), { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id')).toBe(id);
      expect(log.at(-1)!.requestId).toBe(id);
    }
  });

  it('replaces a missing or malformed one with a generated id, on every kind of response', async () => {
    let n = 0;
    const log: AccessLogEntry[] = [];
    const a = app({ log: (e) => log.push(e), requestId: () => `gen-${++n}` });
    const cases: Array<[string, RequestInit]> = [
      [ONE(), {}],
      [ONE(), { headers: { 'x-request-id': 'has space' } }],
      [ONE(), { headers: { 'x-request-id': 'x'.repeat(129) } }],
      [ONE(), { headers: { 'x-request-id': '"quoted"' } }],
      ['/no/such/path', { headers: { 'x-request-id': '' } }],
      ['/v3/trips', { method: 'POST' }], // 401
    ];
    for (const [i, [path, init]] of cases.entries()) {
      const res = await a.request(path, init);
      expect(res.headers.get('x-request-id'), path).toBe(`gen-${i + 1}`);
      expect(log.at(-1)!.requestId).toBe(`gen-${i + 1}`);
    }
    expect(REQUEST_ID_PATTERN.test('a'.repeat(128))).toBe(true);
  });

  it('generates UUIDs by default', async () => {
    const res = await app().request('/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('metrics', () => {
  it('observes every request by route pattern (never the raw path), method and status, timed with the clock', async () => {
    const samples: RequestSample[] = [];
    const c = clock();
    let calls = 0;
    const now = (): number => (++calls % 2 === 0 ? (c.advance(30), c.now()) : c.now()); // each request takes 30 ms
    const a = app({ now, metrics: { observe: (s) => samples.push(s), render: async () => ({ contentType: 'text/plain', body: '' }) } });
    await a.request(ONE());
    await a.request('/v2/procedures/another-id?key=wrong-key-00000000000&affiliateId=aff');
    await a.request('/secret/path/with/a/key/in/it');
    await a.request('/health', { method: 'BREW' });
    await postTrip(a, usaToGbr);
    expect(samples).toEqual([
      { route: '/v2/procedures/:id', method: 'GET', status: 200, seconds: 0.03 },
      { route: '/v2/procedures/:id', method: 'GET', status: 403, seconds: 0.03 },
      { route: 'unmatched', method: 'GET', status: 404, seconds: 0.03 },
      { route: '/health', method: 'OTHER', status: 405, seconds: 0.03 },
      { route: '/v3/trips', method: 'POST', status: 200, seconds: 0.03 },
    ]);
  });

  it('serves the Prometheus text format: requests by route and status, a latency histogram, the ruleset', async () => {
    const c = clock();
    let calls = 0;
    const now = (): number => (++calls % 2 === 0 ? (c.advance(20), c.now()) : c.now());
    const metrics = createPrometheusMetrics({ rulesetRevision: tr.ruleset.revision, defaultMetrics: false });
    const a = app({ now, metrics });
    await postTrip(a, usaToGbr);
    await postTrip(a, usaToGbr);
    await postTrip(a, { data: {} });
    const res = await a.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE travelreq_http_requests_total counter');
    expect(text).toContain('travelreq_http_requests_total{route="/v3/trips",method="POST",status="200"} 2');
    expect(text).toContain('travelreq_http_requests_total{route="/v3/trips",method="POST",status="400"} 1');
    expect(text).toContain('# TYPE travelreq_http_request_duration_seconds histogram');
    expect(text).toContain('travelreq_http_request_duration_seconds_bucket{le="0.01",route="/v3/trips",method="POST",status="200"} 0');
    expect(text).toContain('travelreq_http_request_duration_seconds_bucket{le="0.025",route="/v3/trips",method="POST",status="200"} 2');
    expect(text).toContain('travelreq_http_request_duration_seconds_count{route="/v3/trips",method="POST",status="200"} 2');
    expect(text).toContain(`travelreq_ruleset_info{revision="${tr.ruleset.revision}"} 1`);
    expect(text).not.toContain(KEY_A);
  });

  it('without a metrics sink /metrics is a 404 error document', async () => {
    const res = await app().request('/metrics');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe(JSONAPI);
  });
});

describe('liveness and readiness', () => {
  it('/ready answers 200 with the loaded ruleset, 503 while the host says not ready; /health stays 200', async () => {
    let reason: string | undefined;
    const a = app({ readiness: () => reason });
    const ready = await a.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', rulesetRevision: tr.ruleset.revision, rules: tr.ruleset.rules.length, places: 0 });
    reason = 'the server is shutting down';
    const notReady = await a.request('/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', reason: 'the server is shutting down' });
    expect((await a.request('/health')).status).toBe(200);
    expect((await a.request('/ready', { method: 'POST' })).status).toBe(405);
  });

  it('the Node server serves /ready, /metrics (prom-client, with process metrics) and logs request ids', async () => {
    const lines: string[] = [];
    const server = await startServer({ tr, keys: [{ key: KEY_A }], port: 0, host: '127.0.0.1', write: (l) => lines.push(l) });
    try {
      const ready = await fetch(`${server.url}/ready`, { headers: { 'x-request-id': 'probe-1' } });
      expect(ready.status).toBe(200);
      expect(ready.headers.get('x-request-id')).toBe('probe-1');
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).toContain('travelreq_http_requests_total{route="/ready",method="GET",status="200"} 1');
      expect(metrics).toContain('process_cpu_user_seconds_total');
    } finally {
      await server.close();
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'probe-1', path: '/ready', status: 200 });
  });
});

describe('all validation errors in one answer, over HTTP', () => {
  it('an unknown passport is reported together with the schema errors', async () => {
    const body = trip(['USA', 'ZZZ'], [{ airport: 'JFK' }, { airport: 'QQQ' }], { currency: 'JPY' }) as { data: { attributes: Record<string, unknown> } };
    const res = await postTrip(app(), body);
    expect(res.status).toBe(400);
    const doc = (await res.json()) as { errors: Array<{ code: string; source: { pointer: string } }> };
    expect(doc.errors.map((e) => [e.code, e.source.pointer])).toEqual([
      ['INVALID_VALUE', '/data/attributes/currency'],
      ['UNKNOWN_TERRITORY', '/data/attributes/traveller/passports/1'],
      ['UNKNOWN_AIRPORT', '/data/attributes/travelNodes/1/airportCode'],
    ]);
  });
});
