// Random query strings and paths against the real server: never a 500, always a JSON:API
// document (or the /health and /openapi.json JSON) with a status the API documents.
import { fc, test as prop } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AFFILIATE, BOUND_KEY, start, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  await server?.close();
});

const DOCUMENTED = [200, 400, 401, 403, 404, 405];
const names = fc.constantFrom('filter[country]', 'filter[nationalities]', 'filter[destination]', 'filter[origin]', 'filter[date]', 'filter[category]',
  'filter[latitude]', 'filter[longitude]', 'filter[radius]', 'filter[tags]', 'page[limit]', 'page[offset]', 'language', 'key', 'affiliateId');
const pair = fc.tuple(fc.oneof(names, fc.string()), fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.double().map(String), fc.constantFrom('GB', 'USA', '51.47', '-0.45', '25', '0', '%', '%zz', '')));
// Raw text after "?", including stray %, &, = and non-ASCII, sent as the client typed it.
const rawQuery = fc.oneof(
  fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ unit: fc.constantFrom('%', '&', '=', '[', ']', 'a', '1', '.', '-', ',', '+', 'é', ' ') }),
);

async function check(path: string): Promise<void> {
  const res = await fetch(`${server.url}${path}`);
  expect(DOCUMENTED, `${path} -> ${res.status}`).toContain(res.status);
  const body = (await res.json()) as { errors?: Array<{ status: string }>; meta?: unknown };
  if (res.status !== 200) {
    expect(body.meta).toBeTypeOf('object');
    expect(body.errors?.[0]?.status).toBe(String(res.status));
  }
}

describe('random queries never produce a 500', () => {
  const auth = `key=${BOUND_KEY}&affiliateId=${AFFILIATE}`;
  prop.prop([rawQuery, fc.boolean()], { numRuns: 120 })('GET /v2/procedures', async (query, withAuth) => {
    await check(`/v2/procedures?${withAuth ? `${auth}&` : ''}${query}`);
  });
  prop.prop([rawQuery, fc.boolean()], { numRuns: 120 })('GET /v2/places', async (query, withAuth) => {
    await check(`/v2/places?${withAuth ? `${auth}&` : ''}${query}`);
  });
  prop.prop([fc.string({ unit: fc.constantFrom('a', '-', '%', '2', 'F', '.', '/', 'é') }), rawQuery], { numRuns: 80 })('GET /v2/procedures/{id}', async (id, query) => {
    await check(`/v2/procedures/${id}?${auth}&${query}`);
  });
});
