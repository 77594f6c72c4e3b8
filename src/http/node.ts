// Runs the HTTP app on Node (@hono/node-server): adds what the web-standard app leaves to its
// host — the clock, request ids, br + gzip through node:zlib, key files, Prometheus metrics
// (prom-client), readiness that turns false while the server shuts down, and a JSON-lines access
// log on stdout.
import { hash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type RequestListener, type ServerOptions as HttpServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import type { Places } from '../places/index.js';
import type { TravelRequirements } from '../service.js';
import { KeysError, KEYS_ENV, parseKeys, parseKeysEnv, type ApiKey } from './auth.js';
import type { Compressors } from './compress.js';
import { CLIENT_CLOSED, createServerParts, MAX_BODY_BYTES, type AccessLogEntry, type HttpMetrics, type ServerParts, type TripsReply } from './index.js';
import { createPrometheusMetrics } from './metrics.js';
import type { RateLimit } from './ratelimit.js';
import type { RateLimitStore } from './ratelimit-store.js';

export { createPrometheusMetrics, DEFAULT_BUCKETS, type PrometheusMetrics, type PrometheusOptions } from './metrics.js';
// Loads ioredis and rate-limiter-flexible only when called (README "Running at scale").
export { createRedisRateLimitStore, redactRedisUrl, redisUrlProblem, type RedisRateLimitStoreOptions } from './ratelimit-redis.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Default gzip level: 1 (nginx's default too). On the ~8-10 KiB JSON of a trip response (the bench
 * corpus; scripts/bench-http.ts prints it) level 1 costs about 0.95 M instructions per response
 * against 1.18 M at level 4 and 1.27 M at level 6 (callgrind), for output 4% and 6% larger (2.79,
 * 2.69, 2.63 KiB): the records repeat, which every level finds. Compressing costs about as much as
 * answering the trip, so the level decides the throughput of gzip responses.
 */
export const DEFAULT_GZIP_LEVEL = 1;
/** Bodies up to this size are compressed on the event loop: a thread-pool round trip costs more than gzip of a few KB. */
const SYNC_COMPRESS_BYTES = 64 * 1024;

/** br (quality 5) and gzip (`gzipLevel`, default DEFAULT_GZIP_LEVEL) through node:zlib. */
export function createNodeCompressors(gzipLevel: number = DEFAULT_GZIP_LEVEL): Compressors {
  if (!Number.isInteger(gzipLevel) || gzipLevel < 1 || gzipLevel > 9) throw new RangeError(`gzip level must be a whole number from 1 to 9; got ${String(gzipLevel)}`);
  return {
    // Quality 5: most of brotli's gain at a fraction of the default (11) CPU cost per response.
    br: async (data) => new Uint8Array(await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
    gzip: async (data) => {
      const out = data.length <= SYNC_COMPRESS_BYTES ? gzipSync(data, { level: gzipLevel }) : await gz(data, { level: gzipLevel });
      return new Uint8Array(out.buffer, out.byteOffset, out.length) as Uint8Array<ArrayBuffer>;
    },
  };
}

export const nodeCompressors: Compressors = createNodeCompressors();

/**
 * A line writer for the access log that writes once per turn of the event loop instead of once per
 * request: under load, one write(2) carries many lines. flush() writes what is pending now.
 */
export function bufferedWriter(write: (text: string) => void): { line: (line: string) => void; flush: () => void } {
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  return {
    line(line) {
      pending += `${line}\n`;
      if (pending.length >= 64 * 1024) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let lastMs = NaN;
let lastIso = '';

/**
 * JSON.stringify({ time, ...entry }), the same text, written directly: under load several requests
 * end in the same millisecond, so its ISO time is formatted once.
 */
export function accessLogLine(entry: AccessLogEntry, epochMs: number): string {
  if (epochMs !== lastMs) {
    lastMs = epochMs;
    lastIso = new Date(epochMs).toISOString();
  }
  const { requestId, method, path, status, ms } = entry;
  return `{"time":"${lastIso}","requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${JSON.stringify(status)},"ms":${JSON.stringify(ms)}}`;
}

/** node:crypto's one-shot SHA-256: the same digest as the default, in half the time (no JavaScript rounds). */
const nodeSha256 = (bytes: Uint8Array): Uint8Array => hash('sha256', bytes, 'buffer');

/** A header of a Node request as a web Headers.get would give it (repeated fields joined). */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Reads a Node request's body up to `limit` bytes; the declared Content-Length is checked first. */
function readNodeBody(req: IncomingMessage, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  // Gone before we got to it: its 'close' has fired already and would never be heard below.
  if (req.destroyed) return Promise.reject(new Error('aborted'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (cause: Error): void => {
      cleanup();
      reject(cause);
    };
    // A connection that closes before the body ended (a cut upload) may emit no error: without
    // this the answer would wait forever.
    const onClose = (): void => {
      cleanup();
      if (!req.complete) reject(new Error('aborted'));
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * A Node request listener that answers POST /v3/trips itself, through the same code as the hono
 * route (ServerParts.trips), without building web Request and Response objects for it; everything
 * else (other paths, CORS requests when CORS is on) goes to `fallback`, the hono app's listener.
 */
export function tripsListener(parts: ServerParts, fallback: RequestListener, options: { now: () => number; bodyLimit?: number; cors: boolean }): RequestListener {
  const limit = options.bodyLimit ?? MAX_BODY_BYTES;
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v3/trips' || (options.cors && req.headers.origin !== undefined)) {
      fallback(req, res);
      return;
    }
    void answerTrips(parts, req, res, limit, options.now);
  };
}

async function answerTrips(parts: ServerParts, req: IncomingMessage, res: ServerResponse, limit: number, now: () => number): Promise<void> {
  const start = now();
  const requestId = parts.requestIdOf(headerOf(req, 'x-request-id'));
  let status = 500;
  try {
    let r: TripsReply;
    try {
      r = await parts.trips({ header: (name) => headerOf(req, name), body: (max) => readNodeBody(req, Math.min(max, limit)) });
    } catch {
      r = await parts.internalError(headerOf(req, 'accept-encoding'));
    }
    status = r.status;
    res.writeHead(r.status, r.rate ? { ...r.headers, ...r.rate, 'x-request-id': requestId } : { ...r.headers, 'x-request-id': requestId });
    res.end(r.body);
  } catch {
    // The connection went away while answering: nothing left to send.
    if (!res.headersSent) res.destroy();
  }
  // A client that went away before its answer was sent closed the request (499), whatever it was.
  if (status !== CLIENT_CLOSED && (req.destroyed || res.destroyed) && !res.writableFinished && !req.complete) status = CLIENT_CLOSED;
  parts.finish(requestId, 'POST', '/v3/trips', status, start);
}

/** Keys from a key file, else from the TRAVELREQ_API_KEYS environment variable; KeysError if neither. */
export function loadKeys(file: string | undefined, env: NodeJS.ProcessEnv = process.env): ApiKey[] {
  if (file !== undefined) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (cause) {
      throw new KeysError(`${file}: ${cause instanceof SyntaxError ? 'not valid JSON' : cause instanceof Error ? cause.message : String(cause)}`);
    }
    return parseKeys(value, file);
  }
  const text = env[KEYS_ENV];
  if (text !== undefined && text.trim() !== '') return parseKeysEnv(text);
  throw new KeysError(`no API keys: pass --keys FILE or set ${KEYS_ENV}`);
}

export interface ServeOptions {
  tr: TravelRequirements;
  keys: readonly ApiKey[];
  places?: Places;
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Receives each access-log line (JSON); default: stdout. */
  write?: (line: string) => void;
  /** CORS allow-list (origins, or `*`); default: off. */
  corsOrigins?: readonly string[];
  /** Rate limit of keys without their own; default: none. */
  rateLimit?: RateLimit;
  /** Shared rate-limit counters (createRedisRateLimitStore); default: this process's memory. The caller closes it. */
  rateLimitStore?: RateLimitStore;
  /** GET /metrics: true (default) for Prometheus metrics through prom-client, false for none, or your own sink. */
  metrics?: boolean | HttpMetrics;
  /** Milliseconds clock for timing and rate-limit windows (default performance.now); tests pass their own. */
  now?: () => number;
  /** gzip level for compressed responses, 1 (fastest) to 9 (smallest); default DEFAULT_GZIP_LEVEL. */
  gzipLevel?: number;
  /** Connection limits and timeouts; defaults: SERVER_LIMITS. */
  limits?: Partial<ServerLimits>;
}

/** How long a connection may take and how many may be open (node:http settings). */
export interface ServerLimits {
  /** Time to receive a request's headers (headersTimeout). */
  headersMs: number;
  /** Time to receive a whole request, body included (requestTimeout): a slow upload is cut after it with 408. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this (keepAliveTimeout). */
  keepAliveMs: number;
  /** A socket with no activity at all is closed after this (server.timeout). */
  idleMs: number;
  /** Connections open at once; more are refused at accept (maxConnections). */
  maxConnections: number;
  /** At shutdown, connections still busy after this are closed. */
  shutdownGraceMs: number;
}

/** The defaults: far above what a trip request needs (64 KiB in one round trip), far below Node's 300 s. */
export const SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000, maxConnections: 1024, shutdownGraceMs: 10_000,
});

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  // The default log writer writes once per turn of the event loop (bufferedWriter); a writer handed in gets every line at once.
  const buffered = options.write === undefined ? bufferedWriter((text) => void process.stdout.write(text)) : undefined;
  const write = options.write ?? buffered!.line;
  const metrics = options.metrics === false ? undefined
    : options.metrics === undefined || options.metrics === true ? createPrometheusMetrics({ rulesetRevision: options.tr.ruleset.revision, ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}) })
      : options.metrics;
  let closing = false;
  const now = options.now ?? ((): number => performance.now());
  const parts = createServerParts(options.tr, {
    keys: options.keys,
    sha256: nodeSha256,
    ...(options.places ? { places: options.places } : {}),
    ...(options.corsOrigins ? { cors: { origins: options.corsOrigins } } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(metrics ? { metrics } : {}),
    requestId: () => randomUUID(),
    // Without keys the API refuses every request: not ready, so a deployment missing its keys never goes live.
    readiness: () => (closing ? 'the server is shutting down' : options.keys.length === 0 ? 'no API keys (--keys FILE or TRAVELREQ_API_KEYS)' : undefined),
    compressors: options.gzipLevel === undefined ? nodeCompressors : createNodeCompressors(options.gzipLevel),
    now,
    today: () => new Date().toISOString().slice(0, 10),
    log: (entry: AccessLogEntry) => write(accessLogLine(entry, Date.now())),
  });
  const cors = (options.corsOrigins?.length ?? 0) > 0;
  const host = options.host ?? '127.0.0.1';
  const limits: ServerLimits = { ...SERVER_LIMITS, ...options.limits };
  // Answers not yet sent: at shutdown they close their connection instead of keeping it alive.
  const pending = new Set<ServerResponse>();
  const answer = (listener: RequestListener): RequestListener => {
    const inner = tripsListener(parts, listener, { now, cors });
    return (req, res) => {
      // While shutting down, every answer closes its connection: no keep-alive to wait out.
      if (closing) res.shouldKeepAlive = false;
      else {
        pending.add(res);
        res.once('close', () => pending.delete(res));
      }
      inner(req, res);
    };
  };
  return new Promise((resolve, reject) => {
    const onError = (cause: Error): void => reject(cause);
    const server = serve({
      fetch: parts.app.fetch, port: options.port ?? 8080, hostname: host,
      createServer: ((serverOptions: HttpServerOptions, listener: RequestListener) => createServer({
        ...serverOptions,
        headersTimeout: limits.headersMs,
        requestTimeout: limits.requestMs,
        keepAliveTimeout: limits.keepAliveMs,
        // How often the request and headers timeouts are checked (Node's default is 30 s).
        connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 4))),
      }, answer(listener))) as typeof createServer,
    }, (info: AddressInfo) => {
      server.off('error', onError);
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done, fail) => {
          closing = true; // GET /ready answers 503 on connections still open
          for (const res of pending) if (!res.headersSent) res.shouldKeepAlive = false;
          const http = server as Server;
          // A connection busy now turns idle when its answer is sent (that answer says
          // Connection: close when it starts after this point): close idle ones as they appear,
          // and whatever is still open after the grace period.
          const sweep = setInterval(() => http.closeIdleConnections(), 25);
          const grace = setTimeout(() => http.closeAllConnections(), limits.shutdownGraceMs);
          server.close((cause) => {
            clearInterval(sweep);
            clearTimeout(grace);
            buffered?.flush();
            if (cause) fail(cause);
            else done();
          });
          http.closeIdleConnections();
        }),
      });
    }) as ServerType;
    const http = server as Server;
    http.maxConnections = limits.maxConnections;
    http.timeout = limits.idleMs;
    server.on('error', onError);
  });
}
