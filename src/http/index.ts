// travel-requirements/http: a hono app (web-standard fetch handler) that speaks the documented
// API: POST /v3/trips, GET /v2/procedures[/{id}], GET /v2/places (beta), GET /health (liveness),
// GET /ready (readiness), GET /metrics (when a metrics sink is given) and GET /openapi.json; with
// CORS (an allow-list, off by default), per-key rate limits and a request id on every response.
// Pure like the core: keys, places, clock, metrics and log sink are handed in (src/http/node.ts
// wires them for Node).
import { sha256 } from '@noble/hashes/sha2.js';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { createPlaces, PLACES_VERSION, type Places } from '../places/index.js';
import { createProcedures, PROCEDURES_VERSION } from '../procedures/index.js';
import { MAX_REQUEST_BYTES } from '../schema/bounds.js';
import { bounded, type ErrorObject } from '../schema/errors.js';
import type { ErrorDocument } from '../schema/generated.js';
import { TRIPS_VERSION, type TravelRequirements } from '../service.js';
import { createKeyring, type ApiKey, type Sha256 } from './auth.js';
import { COMPRESSION_THRESHOLD, negotiate, webCompressors, type Compressors, type Encoding } from './compress.js';
import { buildOpenApi } from './openapi.js';
import { createRateLimiter, type RateDecision, type RateLimit } from './ratelimit.js';
import { storeReady, type RateLimitStore, type StoreUnavailable } from './ratelimit-store.js';
import { webRoutes } from './web.js';

export { createKeyring, parseKeys, parseKeysEnv, KeysError, KEYS_ENV, type ApiKey, type Keyring, type Sha256 } from './auth.js';
export { negotiate, webCompressors, COMPRESSION_THRESHOLD, type Compressor, type Compressors, type Encoding } from './compress.js';
export { buildOpenApi } from './openapi.js';
export { createRateLimiter, parseRateLimit, checkRateLimit, RateLimitError, RATE_LIMIT_POLICY, type RateLimit, type RateLimiter, type RateDecision } from './ratelimit.js';
export { storeReady, rateDecision, type RateLimitStore, type RateLimitStoreHealth, type StoreFailureMode, type StoreUnavailable } from './ratelimit-store.js';
export { createPlaces, createProcedures };

const NOT_LIMITED: { rate?: Record<string, string>; refused?: never } = Object.freeze({});

/** Largest accepted request body (POST /v3/trips): 64 KiB, from real trip sizes (MAX_REQUEST_BYTES). */
export const MAX_BODY_BYTES = MAX_REQUEST_BYTES;

/** Status logged and counted for a request whose client went away before it was read (nginx's 499). */
export const CLIENT_CLOSED = 499;

/** A client's X-Request-Id is kept when it matches this (UUIDs, ULIDs, trace ids, base64); else one is generated. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._~:+/=@-]{1,128}$/;

export interface AccessLogEntry {
  /** The request id (the client's X-Request-Id when well-formed, else generated); echoed in X-Request-Id. */
  requestId: string;
  method: string;
  /** Path only: the query string may carry the key. */
  path: string;
  status: number;
  ms: number;
}

export interface AppOptions {
  /** Accepted API keys (see docs/http.md for the key-file format). */
  keys: readonly ApiKey[];
  /** SHA-256 for comparing API keys by digest; default: the JavaScript one of @noble/hashes (any runtime). */
  sha256?: Sha256;
  /** Places data (createPlaces); without it GET /v2/places answers 503. */
  places?: Places;
  /** Called once per request, after the response is ready. Never sees keys or bodies. */
  log?: (entry: AccessLogEntry) => void;
  /** Milliseconds clock for the access log (performance.now on Node); without it ms is 0. */
  now?: () => number;
  /** Today's date YYYY-MM-DD, the default arrival date of stand-alone entry requirements. */
  today?: () => string;
  /** Available compressors (default: gzip through CompressionStream). */
  compressors?: Compressors;
  /** Request body limit in bytes (default MAX_BODY_BYTES). */
  bodyLimit?: number;
  /**
   * CORS: origins allowed to call the API from a browser (`https://app.example.com`, or `*` for
   * any). Absent or empty: off, no CORS headers at all.
   */
  cors?: { origins: readonly string[] };
  /**
   * Rate limit of keys that have none of their own (ApiKey.rateLimit). Absent: such keys are not
   * limited. Any rate limit needs `now` (the window clock).
   */
  rateLimit?: RateLimit;
  /**
   * Where rate limits are counted: absent, in this process's memory; a shared store (Redis:
   * createRedisRateLimitStore of travel-requirements/http/node) gives every replica the same
   * counters. GET /ready reports its health (docs/http.md, README "Running at scale").
   */
  rateLimitStore?: RateLimitStore;
  /** Where request counts and latencies go; GET /metrics serves its render(). Absent: no /metrics (404). */
  metrics?: HttpMetrics;
  /** Generates request ids for requests without a well-formed X-Request-Id (default crypto.randomUUID). */
  requestId?: () => string;
  /** Readiness beyond the loaded ruleset: undefined when ready, else why not (GET /ready answers 503 with it). */
  readiness?: () => string | undefined;
}

/** One answered request, for metrics. */
export interface RequestSample {
  /** The route's path pattern (`/v2/procedures/:id`), or `unmatched` for unknown paths. */
  route: string;
  /** GET, HEAD, POST, OPTIONS, PUT, PATCH or DELETE; any other method is `OTHER`. */
  method: string;
  status: number;
  seconds: number;
}

export interface HttpMetrics {
  observe(sample: RequestSample): void;
  /** The exposition served at GET /metrics (Prometheus text format for createPrometheusMetrics). */
  render(): Promise<{ contentType: string; body: string }>;
}

const JSONAPI = 'application/vnd.api+json';
const ACCEPTED_TYPES = new Set([JSONAPI, 'application/json']);
const MAX_LOGGED_PATH = 200;

/** Allowed methods per route; anything else on these paths is a 405 with Allow. */
const ROUTES: ReadonlyArray<[string, string]> = [
  ['/v3/trips', 'POST'],
  ['/v2/procedures', 'GET'],
  ['/v2/procedures/:id', 'GET'],
  ['/v2/places', 'GET'],
  ['/health', 'GET'],
  ['/ready', 'GET'],
  ['/metrics', 'GET'],
  ['/openapi.json', 'GET'],
];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
/** Response headers a browser script may read when CORS allows its origin. */
const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id'];

/** The route pattern of a path (a metrics label: bounded, never the raw path). */
function routeOf(path: string): string {
  for (const [route] of ROUTES) {
    if (route === path) return route;
    if (route.endsWith('/:id') && path.startsWith(route.slice(0, -3)) && /^[^/]+$/.test(path.slice(route.length - 3))) return route;
  }
  return 'unmatched';
}

/** `scheme://*.domain[:port]`: any subdomain (one label or more) of domain, never domain itself. */
const WILDCARD_ORIGIN = /^(https?):\/\/\*\.((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?)(:\d{1,5})?$/;

/**
 * Why a CORS allow-list entry is not usable, or undefined: `*`, an origin as browsers send it
 * (scheme://host[:port]), or a subdomain wildcard `https://*.example.com[:port]` (any subdomain of
 * example.com, at any depth; not example.com itself). A `*` anywhere else is refused.
 */
export function corsOriginProblem(origin: string): string | undefined {
  if (origin === '*') return undefined;
  const shown = JSON.stringify(origin.slice(0, 100));
  if (origin.includes('*')) {
    if (WILDCARD_ORIGIN.test(origin)) return undefined;
    return `CORS origin ${shown}: a wildcard is * alone (any origin) or a whole first label, as in https://*.example.com (any subdomain of example.com, lower case, no path)`;
  }
  try {
    const u = new URL(origin);
    if ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin === origin) return undefined;
  } catch {
    // not a URL at all
  }
  return `CORS origin ${shown} is not an origin: give scheme://host[:port] without a path or trailing slash (e.g. https://app.example.com), https://*.example.com for its subdomains, or *`;
}

/** The allow-list as a test: any origin, an exact origin, or a subdomain of a wildcard entry. */
export interface CorsAllowList { any: boolean; allows(origin: string): boolean }

export function corsAllowList(origins: readonly string[] | undefined): CorsAllowList | undefined {
  if (!origins || origins.length === 0) return undefined;
  const exact = new Set<string>();
  const wildcards: Array<{ prefix: string; suffix: string }> = [];
  for (const o of origins) {
    const problem = corsOriginProblem(o);
    if (problem) throw new TypeError(problem);
    const m = WILDCARD_ORIGIN.exec(o);
    if (m) wildcards.push({ prefix: `${m[1]}://`, suffix: `.${m[2]}${m[3] ?? ''}` });
    else exact.add(o);
  }
  const any = exact.has('*');
  // What a wildcard's * may stand for: DNS labels, dot-separated.
  const LABELS = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  return {
    any,
    allows: (origin) => any || exact.has(origin) || (origin.length <= 300 && wildcards.some((w) => origin.startsWith(w.prefix) && origin.endsWith(w.suffix)
      && origin.length > w.prefix.length + w.suffix.length && LABELS.test(origin.slice(w.prefix.length, origin.length - w.suffix.length)))),
  };
}

/** The app's hono environment: the request id and the rate-limit headers of the request, per request. */
export type AppEnv = { Variables: { requestId: string; rate: Record<string, string> | undefined; stamped?: boolean } };
type Env = AppEnv;

/** A response as status, headers (lower-case names) and bytes. */
export interface Reply { status: number; headers: Record<string, string>; body: Uint8Array }

/** What POST /v3/trips needs of a request: its headers (lower-case names) and its body, read up to a limit. */
export interface TripsRequest {
  header(name: string): string | undefined;
  body(limit: number): Promise<Uint8Array | 'too-large'>;
}

/** The reply to POST /v3/trips, with the rate-limit headers of the key (to send with it). */
export interface TripsReply extends Reply { rate?: Record<string, string> }

/** The app and the pieces a host uses to answer POST /v3/trips itself (src/http/node.ts). */
export interface ServerParts {
  app: Hono<Env>;
  /** POST /v3/trips: the reply, without the request id. */
  trips(request: TripsRequest): Promise<TripsReply>;
  /** The request id for an X-Request-Id value (kept when well-formed, else generated). */
  requestIdOf(given: string | undefined): string;
  /** Metrics and access log of an answered request; `start` is options.now() when it came in. */
  finish(requestId: string, method: string, path: string, status: number, start: number): void;
  /** The 500 error document reply. */
  internalError(acceptEncoding: string | undefined): Promise<Reply>;
}

export function createServerParts(tr: TravelRequirements, options: AppOptions): ServerParts {
  const keyring = createKeyring(options.keys, options.sha256);
  const limited = options.rateLimit !== undefined || options.keys.some((k) => k.rateLimit);
  if (limited && options.now === undefined && options.rateLimitStore === undefined) throw new TypeError('createApp: rate limits need options.now, a milliseconds clock (performance.now or Date.now)');
  const limiter = createRateLimiter(options.now ?? ((): number => 0));
  const store = options.rateLimitStore;
  // The store's id of a key: a digest of the key itself, so replicas whose key files list the keys
  // in another order (or during a rolling change of the file) still share each key's counter.
  const storeIds = store ? options.keys.map((k) => storeIdOf(k.key, options.sha256 ?? sha256)) : [];
  const allowOrigins = corsAllowList(options.cors?.origins);
  const newRequestId = options.requestId ?? ((): string => crypto.randomUUID());
  const procedures = createProcedures(tr, options.today ? { today: options.today } : {});
  const compressors = options.compressors ?? webCompressors;
  const available = (['br', 'gzip'] as const).filter((e) => compressors[e] !== undefined);
  const limit = options.bodyLimit ?? MAX_BODY_BYTES;
  const now = options.now ?? ((): number => 0);
  const encoder = new TextEncoder();
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let openapi: string | undefined;
  // With CORS on, an answer depends on the Origin header (allowed or not), so caches must key on it
  // for every response, also those to other or missing origins.
  const vary = allowOrigins ? 'Accept-Encoding, Origin' : 'Accept-Encoding';

  /**
   * The bytes and headers of a response: the library's serialiser (tr.serialiseUtf8, the bytes of
   * JSON.stringify) or the text as it is, compressed when worthwhile and negotiated, with the
   * headers every response carries. Headers are a plain object (no Headers instance to build).
   */
  async function reply(acceptEncoding: string | undefined, status: number, body: unknown, type: string = JSONAPI, headers: Record<string, string> = {}, text = false): Promise<Reply> {
    let bytes: Uint8Array = text ? encoder.encode(String(body)) : tr.serialiseUtf8(body as Parameters<TravelRequirements['serialiseUtf8']>[0]);
    const h: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff', vary, ...headers };
    const encoding: Encoding | undefined = bytes.length >= COMPRESSION_THRESHOLD ? negotiate(acceptEncoding, available) : undefined;
    if (encoding) {
      bytes = await compressors[encoding]!(bytes);
      h['content-encoding'] = encoding;
    }
    h['content-length'] = String(bytes.length);
    return { status, headers: h, body: bytes };
  }

  /** A reply as a Response, with the request id and the key's rate-limit headers of this request. */
  function respond(c: Context<Env>, r: Reply): Response {
    const rate = c.get('rate');
    c.set('stamped', true);
    return new Response(r.body as Uint8Array<ArrayBuffer>, { status: r.status, headers: rate ? { ...r.headers, ...rate, 'x-request-id': c.get('requestId') } : { ...r.headers, 'x-request-id': c.get('requestId') } });
  }

  async function send(c: Context<Env>, status: number, body: unknown, type: string = JSONAPI, headers: Record<string, string> = {}, text = false): Promise<Response> {
    return respond(c, await reply(c.req.header('accept-encoding'), status, body, type, headers, text));
  }

  const versionFor = (path: string): string => (path.startsWith('/v2/places') ? PLACES_VERSION : path.startsWith('/v2/') ? PROCEDURES_VERSION : TRIPS_VERSION);
  const errorBody = (path: string, errors: ErrorObject[]): ErrorDocument => ({
    meta: { copyright: tr.texts(undefined).copyright(), version: versionFor(path) },
    errors: bounded(errors) as ErrorDocument['errors'],
  });
  const failReply = (path: string, acceptEncoding: string | undefined, status: number, code: string, title: string, detail: string, source: ErrorObject['source'] = {}, headers: Record<string, string> = {}): Promise<Reply> =>
    reply(acceptEncoding, status, errorBody(path, [{ status: String(status), code, title, detail, source }]), JSONAPI, headers);
  const fail = async (c: Context<Env>, status: number, code: string, title: string, detail: string, source: ErrorObject['source'] = {}, headers: Record<string, string> = {}): Promise<Response> =>
    respond(c, await failReply(c.req.path, c.req.header('accept-encoding'), status, code, title, detail, source, headers));

  /** GET credentials: query key (or the x-api-key header) plus affiliateId. Returns the query without them. */
  async function authorizeGet(c: Context<Env>): Promise<{ ok: true; query: URLSearchParams } | { ok: false; response: Response }> {
    const query = new URL(c.req.url).searchParams;
    // The credentials are singletons like every parameter: a repeat is a 400, never a guess of which counts.
    for (const name of ['key', 'affiliateId']) {
      if (query.getAll(name).length > 1) {
        return { ok: false, response: await fail(c, 400, 'DUPLICATE_PARAMETER', 'Duplicate parameter', `${name} is given more than once; give it once.`, { parameter: name }) };
      }
    }
    const key = query.get('key') ?? c.req.header('x-api-key');
    const outcome = keyring.check(key ?? undefined, query.get('affiliateId') ?? undefined);
    query.delete('key');
    query.delete('affiliateId');
    if (outcome.ok) {
      const refused = await rateLimit(c, outcome, { parameter: 'key' });
      return refused ? { ok: false, response: refused } : { ok: true, query };
    }
    const parameter = outcome.detail.includes('affiliateId') ? 'affiliateId' : 'key';
    return { ok: false, response: await fail(c, outcome.status, outcome.code, outcome.status === 401 ? 'Unauthorized' : 'Forbidden', outcome.detail, { parameter }, authenticate(outcome.status)) };
  }

  const limitOf = (key: { rateLimit: RateLimit | null | undefined }): RateLimit | null | undefined => (key.rateLimit === undefined ? options.rateLimit : key.rateLimit);

  /** Counts the request against the key's rate limit: its headers, and the 429 reply when its quota is used up. */
  async function rateLimitReply(path: string, acceptEncoding: string | undefined, key: { index: number; rateLimit: RateLimit | null | undefined }, source: ErrorObject['source']): Promise<{ rate?: Record<string, string>; refused?: Reply }> {
    const policy = limitOf(key);
    if (!policy) return NOT_LIMITED;
    const decision: RateDecision | StoreUnavailable = store ? await store.take(storeIds[key.index]!, policy) : limiter.take(String(key.index), policy);
    if ('unavailable' in decision) {
      return { refused: await failReply(path, acceptEncoding, 503, 'RATE_LIMIT_UNAVAILABLE', 'Rate limit unavailable',
        `This API key's rate limit cannot be checked right now; try again in ${decision.retryAfterSeconds} s (Retry-After).`, source, { 'retry-after': String(decision.retryAfterSeconds) }) };
    }
    if (decision.allowed) return { rate: decision.headers };
    return {
      rate: decision.headers,
      refused: await failReply(path, acceptEncoding, 429, 'RATE_LIMITED', 'Too many requests',
        `This API key may make ${policy.limit} request(s) per ${policy.windowSeconds} s; try again in ${decision.resetSeconds} s (Retry-After).`, source, decision.headers),
    };
  }

  /** Counts the request against the key's rate limit; the 429 response when its quota is used up. */
  async function rateLimit(c: Context<Env>, key: { index: number; rateLimit: RateLimit | null | undefined }, source: ErrorObject['source']): Promise<Response | undefined> {
    const { rate, refused } = await rateLimitReply(c.req.path, c.req.header('accept-encoding'), key, source);
    if (rate) c.set('rate', rate);
    return refused ? respond(c, refused) : undefined;
  }

  /**
   * POST /v3/trips, from the request's headers and body to the reply (with the key's rate-limit
   * headers, without the request id): the one implementation behind the hono route and the Node
   * host's direct path (src/http/node.ts).
   */
  async function trips(request: TripsRequest): Promise<TripsReply> {
    const path = '/v3/trips';
    const acceptEncoding = request.header('accept-encoding');
    const outcome = keyring.check(request.header('x-api-key'), null);
    if (!outcome.ok) {
      return failReply(path, acceptEncoding, outcome.status, outcome.code, outcome.status === 401 ? 'Unauthorized' : 'Forbidden',
        outcome.status === 401 ? 'The x-api-key header is required (trips take the key in the header, not the query).' : outcome.detail,
        { header: 'x-api-key' }, authenticate(outcome.status));
    }
    // Keys without a rate limit (the usual case) skip the limiter and its promise.
    const { rate, refused } = limitOf(outcome) ? await rateLimitReply(path, acceptEncoding, outcome, { header: 'x-api-key' }) : NOT_LIMITED;
    const withRate = (r: Reply): TripsReply => (rate ? { ...r, rate } : r);
    if (refused) return withRate(refused);
    const type = (request.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.has(type)) {
      return withRate(await failReply(path, acceptEncoding, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'Send the trip as Content-Type: application/vnd.api+json (application/json is accepted too).', { header: 'content-type' }));
    }
    let read: Uint8Array | 'too-large';
    try {
      read = await request.body(limit);
    } catch {
      // The client closed the connection before its body arrived: nothing can be sent back; the
      // request is logged and counted as 499 (nginx's "client closed request"), not as a failure of ours.
      return withRate(await failReply(path, acceptEncoding, CLIENT_CLOSED, 'CLIENT_CLOSED_REQUEST', 'Client closed request', 'The connection was closed before the request body arrived.', { pointer: '' }, { connection: 'close' }));
    }
    if (read === 'too-large') {
      // The rest of the body is left unread, so the connection cannot carry another request.
      return withRate(await failReply(path, acceptEncoding, 413, 'PAYLOAD_TOO_LARGE', 'Payload too large', `The body is larger than the limit of ${limit} bytes.`, { pointer: '' }, { connection: 'close' }));
    }
    let input: unknown;
    try {
      const text = utf8.decode(read);
      if (text.trim() === '') throw new SyntaxError('empty');
      input = JSON.parse(text) as unknown;
    } catch (cause) {
      // The parser's message quotes the body; only its position is repeated.
      const at = cause instanceof Error ? /position (\d+)/.exec(cause.message)?.[1] : undefined;
      const detail = cause instanceof SyntaxError && cause.message === 'empty' ? 'The body is empty: send a JSON trip document.'
        : `The body is not valid UTF-8 JSON${at !== undefined ? ` (error at position ${at})` : ''}.`;
      return withRate(await failReply(path, acceptEncoding, 400, 'INVALID_JSON', 'Invalid JSON', detail, { pointer: '' }));
    }
    const result = tr.trips(input);
    return withRate(await reply(acceptEncoding, result.status, result.body));
  }

  /** The request id of a request: the client's when well-formed, else a new one. */
  const requestIdOf = (given: string | undefined): string => (given !== undefined && REQUEST_ID_PATTERN.test(given) ? given : newRequestId());

  /** Metrics and the access-log entry of an answered request. */
  function finish(requestId: string, method: string, path: string, status: number, start: number): void {
    const ms = now() - start;
    options.metrics?.observe({ route: routeOf(path), method: METHODS.has(method) ? method : 'OTHER', status, seconds: ms / 1000 });
    if (options.log) {
      const logged = path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
      options.log({ requestId, method: method.slice(0, 20), path: logged, status, ms: Math.round(ms * 100) / 100 });
    }
  }

  const app = new Hono<Env>();

  // Every request: its id (echoed in X-Request-Id), the rate-limit headers of its key, metrics and
  // one access-log entry (path without the query string, which may hold the key).
  app.use('*', async (c, next) => {
    const start = now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    if (!c.get('stamped')) {
      // A response made elsewhere (OPTIONS, CORS preflight): add the request id and rate headers.
      c.res.headers.set('x-request-id', requestId);
      for (const [name, value] of Object.entries(c.get('rate') ?? {})) c.res.headers.set(name, value);
    }
    if (allowOrigins && !/\borigin\b/i.test(c.res.headers.get('vary') ?? '')) c.res.headers.append('vary', 'Origin');
    finish(requestId, c.req.method, c.req.path, c.res.status, start);
  });

  // CORS, only for allowed origins on known paths; other requests get no CORS headers at all (a
  // browser then refuses the response), and a plain OPTIONS still answers with Allow.
  if (allowOrigins) {
    const handler = cors({
      origin: allowOrigins.any ? '*' : (origin) => origin,
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'X-Api-Key', 'X-Request-Id'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
    app.use('*', async (c, next) => {
      const origin = c.req.header('origin');
      if (origin === undefined || !allowOrigins.allows(origin) || routeOf(c.req.path) === 'unmatched') return next();
      if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') === undefined) return next();
      return handler(c, next);
    });
  }

  app.post('/v3/trips', async (c) => {
    const r = await trips({ header: (name) => c.req.header(name), body: (max) => readBody(c.req.raw, max) });
    if (r.rate) c.set('rate', r.rate);
    return respond(c, r);
  });

  app.get('/v2/procedures', async (c) => {
    const auth = await authorizeGet(c);
    if (!auth.ok) return auth.response;
    const result = procedures.procedures(auth.query);
    return send(c, result.status, result.body);
  });

  app.get('/v2/procedures/:id', async (c) => {
    const auth = await authorizeGet(c);
    if (!auth.ok) return auth.response;
    const result = procedures.procedure(c.req.param('id'), auth.query);
    return send(c, result.status, result.body);
  });

  app.get('/v2/places', async (c) => {
    const auth = await authorizeGet(c);
    if (!auth.ok) return auth.response;
    if (!options.places) return fail(c, 503, 'PLACES_UNAVAILABLE', 'Places unavailable', 'No places data is configured on this server.');
    const result = options.places.places(auth.query);
    return send(c, result.status, result.body);
  });

  // Liveness: the process answers. Readiness: the ruleset is loaded (it is, once createApp has a
  // TravelRequirements) and the host's readiness check passes (src/http/node.ts: not shutting down).
  app.get('/health', (c) => send(c, 200, { status: 'ok', rulesetRevision: tr.ruleset.revision, places: options.places?.size ?? 0 }, 'application/json'));

  app.get('/ready', (c) => {
    const health = store?.health();
    const withStore = health ? { rateLimitStore: health } : {};
    const reason = options.readiness?.() ?? (health && !storeReady(health) ? `the rate-limit store is ${health.status} and fails closed` : undefined);
    if (reason !== undefined) return send(c, 503, { status: 'unavailable', reason, ...withStore }, 'application/json', { 'cache-control': 'no-store' });
    return send(c, 200, { status: 'ready', rulesetRevision: tr.ruleset.revision, rules: tr.ruleset.rules.length, places: options.places?.size ?? 0, ...withStore }, 'application/json', { 'cache-control': 'no-store' });
  });

  app.get('/metrics', async (c) => {
    if (!options.metrics) return fail(c, 404, 'NOT_FOUND', 'Not found', 'Metrics are not enabled on this server.');
    const { contentType, body } = await options.metrics.render();
    return send(c, 200, body, contentType, { 'cache-control': 'no-store' }, true);
  });

  app.get('/openapi.json', (c) => {
    openapi ??= JSON.stringify(buildOpenApi());
    return send(c, 200, JSON.parse(openapi) as unknown, 'application/json');
  });

  app.route('/', webRoutes()); // GET / and its files: the traveller page, when serveWebFiles() gave a source (src/http/web.ts)

  // Known paths with another method: 405 with Allow (OPTIONS answers 204 with the same Allow).
  const allowed = new Map<string, string[]>();
  for (const [path, method] of ROUTES) allowed.set(path, [...(allowed.get(path) ?? []), method, ...(method === 'GET' ? ['HEAD'] : [])]);
  for (const [path, methods] of allowed) {
    const allow = [...methods, 'OPTIONS'].join(', ');
    app.all(path, (c) => {
      if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow } });
      return fail(c, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed', `${c.req.method.slice(0, 20)} is not allowed here; use ${methods.join(' or ')}.`, {}, { allow });
    });
  }

  app.notFound((c) => fail(c, 404, 'NOT_FOUND', 'Not found', 'No operation at this path. See /openapi.json.'));
  app.onError((_cause, c) => fail(c, 500, 'INTERNAL_ERROR', 'Internal error', 'The request could not be processed.'));
  const internalError = (acceptEncoding: string | undefined): Promise<Reply> =>
    failReply('/v3/trips', acceptEncoding, 500, 'INTERNAL_ERROR', 'Internal error', 'The request could not be processed.');
  return { app, trips, requestIdOf, finish, internalError };
}

/**
 * The HTTP app (hono): a web-standard fetch handler for any host. On Node, startServer
 * (src/http/node.ts) serves it, answering POST /v3/trips without the web Request and Response
 * objects (the same code: createServerParts().trips).
 */
export function createApp(tr: TravelRequirements, options: AppOptions): Hono<Env> {
  return createServerParts(tr, options).app;
}

/** A key's name in the shared store: the first 128 bits of its SHA-256, in hex (never the key). */
function storeIdOf(key: string, hash: Sha256): string {
  const d = hash(new TextEncoder().encode(key));
  let hex = '';
  for (let i = 0; i < 16; i++) hex += d[i]!.toString(16).padStart(2, '0');
  return hex;
}

function authenticate(status: number): Record<string, string> {
  // RFC 9110: a 401 names how to authenticate; the API-key scheme has no standard token, so a descriptive one.
  return status === 401 ? { 'www-authenticate': 'ApiKey realm="travel-requirements"' } : {};
}

/** Reads at most `limit` bytes; the declared Content-Length is checked first so large uploads stop early. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
