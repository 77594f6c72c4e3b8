// npm run fuzz [-- --n 100000] [--seed 20] [--only trips,procedures,places,http,batch] [--json]
//
// Long hostile-input runs (issue 20): for each entry point, --n generated inputs (default 100,000)
// drawn from a seeded generator (the same inputs for the same seed), and what came back:
// answers by status class, 5xx answers, throws, and the slowest input with its time. Exit 1 when
// any entry point gave a 5xx or threw. The short, always-run version is test/hardening/.
//
// Inputs: valid requests of the bench corpus, mutated (a value replaced by a hostile one: deep
// nesting, long or huge arrays, long strings, lone surrogates, edge dates, wrong types, cycles
// for the library), random queries for the GET operations (repeats, unknown names, bad encodings),
// random HTTP requests through app.fetch (methods, paths, headers, bodies, cut JSON), and batch
// lines through the worker's own line code (answerLines), bytes included.
import { generateCorpus, rng } from './bench-corpus.js';
import { answerLines, linesOf, MAX_LINE_BYTES } from '../src/cli/batch-worker.js';
import { Utf8Sink } from '../src/envelope/serialise.js';
import { createApp } from '../src/http/index.js';
import { createTravelRequirements } from '../src/node/create.js';
import { EXAMPLE_PLACES, readPlacesFile } from '../src/node/places.js';
import { createProcedures } from '../src/procedures/index.js';
import { parseArgs, flag } from '../src/cli/io.js';

type Rand = () => number;
const args = parseArgs(process.argv.slice(2), ['json']);
const N = Number(flag(args, 'n') ?? 100_000);
const SEED = Number(flag(args, 'seed') ?? 20);
const ONLY = new Set((flag(args, 'only') ?? 'trips,procedures,places,http,batch').split(','));

const tr = createTravelRequirements();
const places = readPlacesFile(tr, EXAMPLE_PLACES);
const procedures = createProcedures(tr, { today: () => '2026-12-01' });
const KEY = 'fuzz-key-00000000000000001';
const AFF = 'fuzz-affiliate';
const app = createApp(tr, { keys: [{ key: KEY, affiliateId: AFF }], places, cors: { origins: ['https://app.example.com', 'https://*.example.org'] }, today: () => '2026-12-01' });
const corpus = generateCorpus(tr, { size: 2000, seed: SEED, invalid: 0.05 });

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rand, n: number): number => Math.floor(r() * n);

const STRINGS = ['', 'USA', 'GBR', 'XKX', 'ZZZ', 'usa', 'LHR', 'JFK', 'FR-IDF', 'US-NY', '2026-12-01', '9999-12-31', '9999-12-22', '0000-01-01', '0099-12-31',
  '2026-02-30', '24:00', '23:59', '00:00', 'en-US', 'fr-FR', 'xx-XX', 'TRIP', 'ORIGIN', 'DESTINATION', 'TRANSIT', 'VISA', 'RESIDENCE_PERMIT', 'YELLOW_FEVER',
  '\uD800', '\uDFFF', 'a\uD83D', '\u0000', '\uFEFF', '../../etc/passwd', '%00', '${x}', '{{x}}', '<script>', '\u202E', 'é'.repeat(300)];

/** A hostile value: primitives, long strings, deep nesting, wide arrays and objects. */
function hostile(r: Rand, budget = 3): unknown {
  switch (int(r, 16)) {
    case 0: return null;
    case 1: return pick(r, [0, -1, 1e308, -0, 0.1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2]);
    case 2: return r() < 0.5;
    case 3: case 4: case 5: return pick(r, STRINGS);
    case 6: return 'x'.repeat(int(r, 5000));
    case 7: { // deep nesting
      let v: unknown = 1;
      const depth = int(r, 3) === 0 ? 20_000 : int(r, 40);
      for (let i = 0; i < depth; i++) v = r() < 0.5 ? [v] : { a: v };
      return v;
    }
    case 8: return Array.from({ length: int(r, 3) === 0 ? 70_000 : int(r, 200) }, () => (r() < 0.5 ? {} : int(r, 10)));
    case 9: return Object.fromEntries(Array.from({ length: int(r, 100) }, (_, i) => [`k${i}`, i]));
    case 10: return budget > 0 ? [hostile(r, budget - 1), hostile(r, budget - 1)] : [];
    case 11: return budget > 0 ? { type: pick(r, STRINGS), date: pick(r, STRINGS), x: hostile(r, budget - 1) } : {};
    case 12: return { date: pick(r, ['9999-12-22', '9999-12-31', '0000-01-01', '0050-06-30', '2026-12-01']), time: pick(r, ['23:59', '00:00', '12:00']) };
    case 13: return [pick(r, STRINGS), pick(r, STRINGS)];
    case 14: return { ['k'.repeat(int(r, 2000))]: 1 };
    default: return {};
  }
}

/** JSON of a value; a value nested too deep for JSON.stringify becomes JSON nested 20,000 deep. */
function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return `{"meta":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}},"data":{}}`;
  }
}

/** A copy of a valid request with one to three values replaced by hostile ones. */
function mutatedTrip(r: Rand): unknown {
  const base = structuredClone(pick(r, corpus)) as Record<string, unknown>;
  const edits = 1 + int(r, 3);
  for (let e = 0; e < edits; e++) {
    // Walk down a random path, then replace, add or delete there.
    let node: unknown = base;
    for (let d = 0; d < 6; d++) {
      if (node === null || typeof node !== 'object') break;
      const keys = Object.keys(node);
      if (keys.length === 0 || r() < 0.2) break;
      const k = pick(r, keys);
      const child = (node as Record<string, unknown>)[k];
      if (child === null || typeof child !== 'object' || r() < 0.25) {
        const op = int(r, 10);
        if (op === 0) delete (node as Record<string, unknown>)[k];
        else (node as Record<string, unknown>)[op === 1 ? pick(r, ['meta', 'extra', 'vaccinations', 'documents', 'selfTransfer']) : k] = hostile(r);
        break;
      }
      node = child;
    }
  }
  if (r() < 0.05) return hostile(r);
  return base;
}

interface Tally { name: string; n: number; byClass: Record<string, number>; fiveXx: number; throws: number; slowestMs: number; slowest: string; totalMs: number; firstFailure?: string }

function describe(input: unknown): string {
  if (input instanceof Request) return `${input.method} ${input.url.length > 200 ? `${input.url.slice(0, 200)}…` : input.url} (${input.headers.get('content-type') ?? 'no content-type'})`;
  if (input instanceof Uint8Array) return describe(`line of ${input.length} bytes: ${Buffer.from(input.subarray(0, 160)).toString('utf8')}`);
  try {
    const s = typeof input === 'string' ? input : JSON.stringify(input) ?? String(input);
    return s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s;
  } catch {
    return '(not serialisable: cyclic or too deep)';
  }
}

async function run(name: string, gen: (r: Rand, i: number) => unknown, call: (input: unknown) => Promise<number> | number): Promise<Tally> {
  const r = rng(SEED * 7919 + name.length);
  const t: Tally = { name, n: N, byClass: {}, fiveXx: 0, throws: 0, slowestMs: 0, slowest: '', totalMs: 0 };
  for (let i = 0; i < N; i++) {
    const input = gen(r, i);
    const start = performance.now();
    let status: number;
    try {
      status = await call(input);
    } catch (cause) {
      t.throws++;
      t.firstFailure ??= `throw ${cause instanceof Error ? cause.message : String(cause)} on ${describe(input)}`;
      continue;
    }
    const ms = performance.now() - start;
    t.totalMs += ms;
    if (ms > t.slowestMs) {
      t.slowestMs = ms;
      t.slowest = describe(input);
    }
    const cls = `${Math.floor(status / 100)}xx`;
    t.byClass[cls] = (t.byClass[cls] ?? 0) + 1;
    if (status >= 500) {
      t.fiveXx++;
      t.firstFailure ??= `${status} on ${describe(input)}`;
    }
  }
  return t;
}

const QUERY_NAMES = ['filter[country]', 'filter[nationalities]', 'filter[category]', 'filter[subCategory]', 'filter[documentType]', 'filter[travelPurpose]', 'filter[type]', 'filter[id]',
  'filter[date]', 'filter[destination]', 'filter[origin]', 'language', 'page[limit]', 'page[offset]', 'filter[latitude]', 'filter[longitude]', 'filter[radius]', 'filter[tags]', 'unknown', 'filter[', ''];
const QUERY_VALUES = ['GB', 'USA', 'US-NY', 'IND,FRA', 'ETA', 'TOURISM', 'PROCEDURE', '2026-12-01', '9999-12-31', '0000-01-01', 'fr', 'fr-FR', '50', '0', '-1', '1e3', '51.47', '-0.45', '25',
  '999999999999', 'NaN', '', ',,,', 'a'.repeat(3000), '\uD800', '%', 'x\u0000'];

function randomQuery(r: Rand): Record<string, string | string[]> | URLSearchParams {
  const q: Record<string, string | string[]> = {};
  for (let i = int(r, 6); i > 0; i--) {
    const name = pick(r, QUERY_NAMES);
    const value = r() < 0.1 ? Array.from({ length: int(r, 4) }, () => pick(r, QUERY_VALUES)) : pick(r, QUERY_VALUES);
    q[name] = value;
  }
  if (r() < 0.1) return new URLSearchParams(Object.entries(q).flatMap(([k, v]): Array<[string, string]> => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v as string]])));
  return q;
}

function hostileQuery(r: Rand): unknown {
  return r() < 0.9 ? randomQuery(r) : hostile(r);
}

const PATHS = ['/v3/trips', '/v2/procedures', '/v2/procedures/uk-eta', '/v2/procedures/%FF', '/v2/places', '/health', '/ready', '/metrics', '/openapi.json', '/', '/nowhere', '/v2/procedures/', '//v3/trips', '/v3/trips/'];

function randomRequest(r: Rand): Request {
  const path = pick(r, PATHS);
  const method = pick(r, ['GET', 'GET', 'POST', 'POST', 'OPTIONS', 'HEAD', 'PUT', 'DELETE', 'PATCH']);
  const params = new URLSearchParams();
  if (r() < 0.8) params.append('key', r() < 0.9 ? KEY : 'wrong');
  if (r() < 0.8) params.append('affiliateId', AFF);
  if (r() < 0.05) params.append(pick(r, ['key', 'affiliateId']), KEY);
  const q = randomQuery(r);
  for (const [k, v] of q instanceof URLSearchParams ? q.entries() : Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
  const headers: Record<string, string> = {};
  if (r() < 0.9) headers['x-api-key'] = r() < 0.9 ? KEY : 'x';
  if (r() < 0.9) headers['content-type'] = pick(r, ['application/vnd.api+json', 'application/json', 'text/plain', 'application/json; charset=utf-8', '']);
  if (r() < 0.3) headers.origin = pick(r, ['https://app.example.com', 'https://a.example.org', 'https://example.org', 'null', 'https://evil.example']);
  if (r() < 0.2) headers['access-control-request-method'] = 'POST';
  if (r() < 0.3) headers['accept-encoding'] = pick(r, ['gzip', 'br', 'gzip;q=0', '*', 'identity']);
  if (r() < 0.2) headers['x-request-id'] = pick(r, ['ok-1', '', 'x'.repeat(300), 'bad id']);
  let body: string | Uint8Array | undefined;
  if (method === 'POST' || method === 'PUT') {
    const k = int(r, 10);
    if (k < 6) body = json(mutatedTrip(r));
    else if (k === 6) body = new Uint8Array(Array.from({ length: int(r, 200) }, () => int(r, 256)));
    else if (k === 7) body = (JSON.stringify(pick(r, corpus)) ?? '').slice(0, int(r, 300));
    else if (k === 8) body = '';
    else body = `{"meta":{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}}`;
  }
  const url = `http://fuzz.local${path}${params.size || r() < 0.5 ? `?${params}` : ''}`;
  return new Request(url, { method, headers, ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}) });
}

/** A batch line: a request's JSON (mutated), cut JSON, blank, deep, or bytes that are not UTF-8. */
function batchLine(r: Rand): Uint8Array {
  const k = int(r, 10);
  let text: string;
  if (k < 6) text = json(mutatedTrip(r));
  else if (k === 6) text = '';
  else if (k === 7) text = (JSON.stringify(pick(r, corpus)) ?? '').slice(0, int(r, 200));
  else if (k === 8) text = `{"meta":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}},"data":{}}`;
  else return new Uint8Array(Array.from({ length: int(r, 100) }, () => { const b = int(r, 256); return b === 10 ? 32 : b; }));
  return Buffer.from(text.replace(/\n/g, ' '));
}

/** One entry point's figures on one line (and its first failure, if any, on the next). */
function line(t: Tally): string {
  const classes = Object.entries(t.byClass).sort().map(([k, v]) => `${k} ${v}`).join(', ');
  return `${t.name.padEnd(10)} ${t.n} inputs: ${classes}; 5xx ${t.fiveXx}, throws ${t.throws}; mean ${(t.totalMs / t.n * 1000).toFixed(0)} us, slowest ${t.slowestMs.toFixed(1)} ms: ${t.slowest}`
    + (t.firstFailure ? `\n           first failure: ${t.firstFailure}` : '');
}

const sink = new Utf8Sink();
async function main(): Promise<void> {
  const results: Tally[] = [];
  const entry = async (name: string, gen: (r: Rand, i: number) => unknown, call: (input: unknown) => Promise<number> | number): Promise<void> => {
    if (!ONLY.has(name)) return;
    const t = await run(name, gen, call);
    results.push(t);
    // Each entry point's line as soon as it is done (a long run cut short keeps what it measured).
    process.stderr.write(`fuzz: ${line(t)}\n`);
  };
  await entry('trips', mutatedTrip, (input) => tr.trips(input).status);
  await entry('procedures', (r) => ({ id: r() < 0.3 ? pick(r, ['uk-eta', '', 'x'.repeat(500), '\uD800']) : undefined, q: hostileQuery(r) }), (input) => {
    const { id, q } = input as { id?: string; q: never };
    return id === undefined ? procedures.procedures(q).status : procedures.procedure(id, q).status;
  });
  await entry('places', hostileQuery, (input) => places.places(input as never).status);
  await entry('http', randomRequest, async (input) => {
    const res = await app.fetch(input as Request);
    await res.arrayBuffer();
    return res.status;
  });
  await entry('batch', batchLine, (input) => {
    // One line through the worker's own code: split, parse, answer, write; the output must be one
    // whole JSON line whose status is the answer's.
    const bytes = input as Uint8Array;
    const data = new Uint8Array(bytes.length + 1);
    data.set(bytes);
    data[bytes.length] = 10;
    // Lines over the limit are cut by the reader before they reach a worker: the same here.
    const lines = linesOf({ seq: 0, first: 1, data: bytes.length > MAX_LINE_BYTES ? new Uint8Array([10]) : data, oversized: bytes.length > MAX_LINE_BYTES ? [0] : [] });
    sink.clear();
    answerLines(tr, 1, lines, { format: 'full' }, sink);
    const text = Buffer.from(sink.view()).toString('utf8');
    if (!text.endsWith('\n') || text.indexOf('\n') !== text.length - 1) throw new Error('not exactly one output line');
    return (JSON.parse(text) as { status: number }).status;
  });

  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ n: N, seed: SEED, results }, null, 2)}\n`);
  } else {
    process.stdout.write(`fuzz: ${N} inputs per entry point, seed ${SEED} (node ${process.version})\n`);
    for (const t of results) process.stdout.write(`${line(t)}\n`);
  }
  process.exitCode = results.some((t) => t.fiveXx > 0 || t.throws > 0) ? 1 : 0;
}

await main();
