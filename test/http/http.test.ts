import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../src/schema/generated.js';
import type { PlacesResponseDocument, ProceduresResponseDocument } from '../../src/schema/generated.js';
import { createProcedures } from '../../src/procedures/index.js';
import { MAX_BODY_BYTES } from '../../src/http/index.js';
import { engine, trip } from '../helpers.js';
import { AFFILIATE, BOUND_KEY, FREE_KEY, start, type TestServer } from './server.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
for (const s of Object.values(schemas)) ajv.addSchema(s as object);
const validError = ajv.getSchema('error-document.schema.json')!;
const validTrip = ajv.getSchema('trip-response.schema.json')!;

const tr = engine();
let server: TestServer;
let noPlaces: TestServer;
beforeAll(async () => {
  server = await start();
  noPlaces = await start(false);
});
afterAll(async () => {
  await server?.close();
  await noPlaces?.close();
});

const JSONAPI = 'application/vnd.api+json';
const usaToGbr = trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }]);
const auth = `key=${BOUND_KEY}&affiliateId=${AFFILIATE}`;

async function post(body: string | Uint8Array, headers: Record<string, string> = {}, path = '/v3/trips'): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'x-api-key': BOUND_KEY, 'content-type': JSONAPI, ...headers } });
}
const get = (path: string, headers: Record<string, string> = {}, base = server.url): Promise<Response> => fetch(`${base}${path}`, { headers });

/** Asserts a JSON:API error document with meta and the status; returns its first error. */
async function expectError(res: Response, status: number): Promise<{ code: string; source: Record<string, string | undefined> }> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe(JSONAPI);
  const body = (await res.json()) as { errors: Array<{ code: string; status: string; source: Record<string, string | undefined> }>; meta: { version: string } };
  expect(validError(body), JSON.stringify(validError.errors)).toBe(true);
  expect(body.errors[0]!.status).toBe(String(status));
  expect(body.meta.version).toMatch(/^\d+\.\d+\.\d+$/);
  return body.errors[0]!;
}

/** Raw bytes and headers, without fetch's automatic decompression. */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /v3/trips', () => {
  it('answers exactly what the library answers for the same body', async () => {
    const res = await post(JSON.stringify(usaToGbr));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSONAPI);
    const body: unknown = await res.json();
    expect(validTrip(body)).toBe(true);
    expect(body).toEqual(tr.trips(usaToGbr).body);
  });

  it('accepts application/json and media-type parameters', async () => {
    expect((await post(JSON.stringify(usaToGbr), { 'content-type': 'application/json' })).status).toBe(200);
    expect((await post(JSON.stringify(usaToGbr), { 'content-type': 'application/vnd.api+json; charset=utf-8' })).status).toBe(200);
  });

  it('passes the library\'s 400 and 422 through', async () => {
    const bad = { data: { type: 'TRIP' } };
    const res = await post(JSON.stringify(bad));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(tr.trips(bad).body);
    const invalid = trip(['USA'], [{ location: 'USA' }, { location: 'US-NY' }]);
    expect((await expectError(await post(JSON.stringify(invalid)), 422)).code).toBe('INVALID_TRIP');
  });

  it('401 without x-api-key (also with the key in the query), 403 with a wrong one', async () => {
    const body = JSON.stringify(usaToGbr);
    const missing = await fetch(`${server.url}/v3/trips?key=${BOUND_KEY}`, { method: 'POST', body, headers: { 'content-type': JSONAPI } });
    expect(missing.headers.get('www-authenticate')).toMatch(/ApiKey/);
    expect((await expectError(missing, 401)).source.header).toBe('x-api-key');
    const wrong = await post(body, { 'x-api-key': 'not-a-real-key-0000000000' });
    const text = await wrong.clone().text();
    expect(text).not.toContain('not-a-real-key');
    expect((await expectError(wrong, 403)).code).toBe('INVALID_CREDENTIALS');
    expect((await post(body, { 'x-api-key': FREE_KEY })).status).toBe(200);
  });

  it('checks credentials before anything else', async () => {
    expect((await post('{bad', { 'x-api-key': '', 'content-type': 'text/plain' })).status).toBe(401);
  });

  it('415 for another or a missing Content-Type', async () => {
    const e = await expectError(await post(JSON.stringify(usaToGbr), { 'content-type': 'text/plain' }), 415);
    expect(e.source.header).toBe('content-type');
    const none = await fetch(`${server.url}/v3/trips`, { method: 'POST', body: new Uint8Array(Buffer.from(JSON.stringify(usaToGbr))), headers: { 'x-api-key': BOUND_KEY } });
    await expectError(none, 415);
  });

  it('400 for malformed JSON, an empty body or invalid UTF-8, without echoing the body', async () => {
    const bad = await post('{"data": secret-value');
    expect(await bad.clone().text()).not.toContain('secret-value');
    expect((await expectError(bad, 400)).code).toBe('INVALID_JSON');
    expect((await expectError(await post(''), 400)).code).toBe('INVALID_JSON');
    expect((await expectError(await post(new Uint8Array([0x7b, 0xff, 0x7d])), 400)).code).toBe('INVALID_JSON');
  });

  it('413 above 64 KiB (MAX_BODY_BYTES), declared or streamed; 64 KiB itself is read', async () => {
    const big = `{"meta":{"pad":"${'x'.repeat(MAX_BODY_BYTES)}"},"data":{}}`;
    expect((await expectError(await post(big), 413)).code).toBe('PAYLOAD_TOO_LARGE');
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) controller.close();
        else {
          sent++;
          controller.enqueue(chunk);
        }
      },
    });
    const chunked = await fetch(`${server.url}/v3/trips`, { method: 'POST', body: stream, headers: { 'x-api-key': BOUND_KEY, 'content-type': JSONAPI }, duplex: 'half' } as RequestInit);
    await expectError(chunked, 413);
    const exact = JSON.stringify(usaToGbr);
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
    const padded = exact.padEnd(MAX_BODY_BYTES, ' ');
    expect((await post(padded)).status).toBe(200);
  });
});

describe('routing', () => {
  it('404 for an unknown path, as an error document', async () => {
    for (const path of ['/nope', '/v3/trip', '/v2/procedures/a/b', '/%zz', '/v1/places']) {
      expect((await expectError(await get(path), 404)).code).toBe('NOT_FOUND');
    }
  });

  it('405 with Allow for a wrong method; OPTIONS lists the methods', async () => {
    const del = await fetch(`${server.url}/v3/trips`, { method: 'DELETE' });
    expect(del.headers.get('allow')).toBe('POST, OPTIONS');
    await expectError(del, 405);
    const getTrips = await get('/v3/trips');
    expect(getTrips.headers.get('allow')).toBe('POST, OPTIONS');
    await expectError(getTrips, 405);
    const postPlaces = await fetch(`${server.url}/v2/places?${auth}`, { method: 'POST', body: '{}' });
    expect(postPlaces.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await expectError(postPlaces, 405);
    const put = await fetch(`${server.url}/v2/procedures/usa-real-id`, { method: 'PUT' });
    await expectError(put, 405);
    const options = await fetch(`${server.url}/v2/procedures`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('GET /health and HEAD', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', rulesetRevision: tr.ruleset.revision, places: 18 });
    const head = await fetch(`${server.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('GET /v2/procedures', () => {
  const lib = createProcedures(tr);

  it('answers like the library, with filters and paging', async () => {
    const q = 'filter[country]=GB&filter[nationalities]=USA&page[limit]=1';
    const res = await get(`/v2/procedures?${q}&${auth}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProceduresResponseDocument;
    expect(body).toEqual(lib.procedures(new URLSearchParams(q)).body);
    expect(body.data.every((r) => r.relationships.location.data.id === 'GBR')).toBe(true);
    // Links never repeat the credentials.
    expect(JSON.stringify(body.links)).not.toMatch(/key|affiliate/);
    const next = (await (await get(`${body.links.next!}&${auth}`)).json()) as ProceduresResponseDocument;
    expect(next.links.prev).toBe(body.links.self);
  });

  it('400 names the parameter', async () => {
    for (const [q, parameter] of [['filter[country]=XX', 'filter[country]'], ['filter[whatever]=1', 'filter[whatever]'], ['page[limit]=1000', 'page[limit]']]) {
      expect((await expectError(await get(`/v2/procedures?${q}&${auth}`), 400)).source.parameter).toBe(parameter);
    }
  });

  it('stand-alone entry requirements default to today on the server', async () => {
    const res = await get(`/v2/procedures?filter[destination]=GBR&filter[nationalities]=IND&${auth}`);
    const body = (await res.json()) as ProceduresResponseDocument;
    expect(body.meta.entryRequirements!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.meta.entryRequirements!.informationGroup!.type).toBe('VISA_REQUIREMENTS');
  });

  it('GET /v2/procedures/{id}: 200 and 404', async () => {
    const one = await get(`/v2/procedures/usa-real-id?language=fr-FR&${auth}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(lib.procedure('usa-real-id', { language: 'fr-FR' }).body);
    expect((await expectError(await get(`/v2/procedures/no-such-thing?${auth}`), 404)).code).toBe('NOT_FOUND');
  });

  it('authentication: query key plus affiliateId (or the x-api-key header)', async () => {
    const path = '/v2/procedures?page[limit]=1';
    expect((await expectError(await get(path), 401)).source.parameter).toBe('key');
    expect((await expectError(await get(`${path}&key=${BOUND_KEY}`), 401)).source.parameter).toBe('affiliateId');
    expect((await expectError(await get(`${path}&affiliateId=${AFFILIATE}`), 401)).source.parameter).toBe('key');
    expect((await expectError(await get(`${path}&key=wrong-key-00000000000000&affiliateId=${AFFILIATE}`), 403)).source.parameter).toBe('key');
    expect((await expectError(await get(`${path}&key=${BOUND_KEY}&affiliateId=someone-else`), 403)).source.parameter).toBe('affiliateId');
    expect((await get(`${path}&key=${FREE_KEY}&affiliateId=anyone`)).status).toBe(200);
    expect((await get(`${path}&affiliateId=${AFFILIATE}`, { 'x-api-key': BOUND_KEY })).status).toBe(200);
    expect((await get(`${path}&key=${BOUND_KEY}&affiliateId=${AFFILIATE}`)).status).toBe(200);
  });
});

describe('GET /v2/places', () => {
  const q = 'filter[latitude]=51.47&filter[longitude]=-0.45&filter[radius]=500';

  it('orders by distance and pages', async () => {
    const all = (await (await get(`/v2/places?${q}&page[limit]=500&${auth}`)).json()) as PlacesResponseDocument;
    expect(all.meta.count).toBe(all.data.length);
    expect(all.meta.version).toMatch(/^2\./);
    const d = all.data.map((p) => p.meta.distanceKm);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    const ids: string[] = [];
    let link: string | null = `/v2/places?${q}&page[limit]=3`;
    for (let i = 0; link !== null && i < 50; i++) {
      const page = (await (await get(`${link}&${auth}`)).json()) as PlacesResponseDocument;
      ids.push(...page.data.map((p) => p.id));
      link = page.links.next;
    }
    expect(ids).toEqual(all.data.map((p) => p.id));
  });

  it('400 names the parameter; 401/403 like procedures; 503 without data', async () => {
    expect((await expectError(await get(`/v2/places?filter[latitude]=91&filter[longitude]=0&filter[radius]=5&${auth}`), 400)).source.parameter).toBe('filter[latitude]');
    expect((await expectError(await get(`/v2/places?filter[latitude]=1&filter[longitude]=0&${auth}`), 400)).source.parameter).toBe('filter[radius]');
    await expectError(await get(`/v2/places?${q}`), 401);
    await expectError(await get(`/v2/places?${q}&key=${BOUND_KEY}&affiliateId=nope`), 403);
    expect((await expectError(await get(`/v2/places?${q}&${auth}`, {}, noPlaces.url), 503)).code).toBe('PLACES_UNAVAILABLE');
  });
});

describe('compression', () => {
  const path = `/v2/procedures?page[limit]=20&${auth}`;

  it('br and gzip round trip above the threshold; identity when not asked or small', async () => {
    const plain = await raw(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const expected: unknown = JSON.parse(plain.body.toString('utf8'));

    const br = await raw(path, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected);

    const gz = await raw(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(expected);

    const weighted = await raw(path, { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    const refused = await raw(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const small = await raw('/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses trips responses; fetch decodes them transparently', async () => {
    const res = await post(JSON.stringify(usaToGbr), { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.json()).toEqual(tr.trips(usaToGbr).body);
  });
});

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document whose every $ref resolves inside it', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/health', '/metrics', '/openapi.json', '/ready', '/v2/places', '/v2/procedures', '/v2/procedures/{id}', '/v3/trips']);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['TripRequestDocument', 'TripResponseDocument', 'ProceduresResponseDocument', 'PlacesResponseDocument', 'PlaceRecord', 'ErrorDocument', 'Common']));
    const refs: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (k === '$ref' && typeof x === 'string' ? refs.push(x) : walk(x));
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      let at: unknown = doc;
      for (const part of ref.slice(2).split('/')) at = (at as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      expect(at, ref).toBeTypeOf('object');
    }
    expect(JSON.stringify(doc)).not.toMatch(/"\$id"|\.schema\.json#/);
  });
});

describe('access log', () => {
  it('one JSON line per request with method, path, status and ms; never keys, queries or bodies', async () => {
    const before = server.log.length;
    await get(`/v2/procedures?filter[country]=GB&${auth}`);
    await post('{"secret-body": 1}', { 'x-api-key': FREE_KEY });
    const lines = server.log.slice(before);
    expect(lines).toHaveLength(2);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/v2/procedures', status: 200 });
    expect(entries[1]).toMatchObject({ method: 'POST', path: '/v3/trips', status: 400 });
    for (const e of entries) expect(e.ms).toBeTypeOf('number');
    const all = server.log.join('\n');
    for (const secret of [BOUND_KEY, FREE_KEY, AFFILIATE, 'secret-body', 'filter[']) expect(all).not.toContain(secret);
  });
});
