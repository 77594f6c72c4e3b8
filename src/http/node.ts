// Runs the HTTP app on Node (@hono/node-server): adds what the web-standard app leaves to its
// host — the clock, request ids, br + gzip through node:zlib, key files, Prometheus metrics
// (prom-client), readiness that turns false while the server shuts down, and a JSON-lines access
// log on stdout.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import type { Places } from '../places/index.js';
import type { TravelRequirements } from '../service.js';
import { KeysError, KEYS_ENV, parseKeys, parseKeysEnv, type ApiKey } from './auth.js';
import type { Compressors } from './compress.js';
import { createApp, type AccessLogEntry, type HttpMetrics } from './index.js';
import { createPrometheusMetrics } from './metrics.js';
import type { RateLimit } from './ratelimit.js';

export { createPrometheusMetrics, DEFAULT_BUCKETS, type PrometheusMetrics, type PrometheusOptions } from './metrics.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const nodeCompressors: Compressors = {
  // Quality 5: most of brotli's gain at a fraction of the default (11) CPU cost per response.
  br: async (data) => new Uint8Array(await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
  gzip: async (data) => new Uint8Array(await gz(data)),
};

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
  /** GET /metrics: true (default) for Prometheus metrics through prom-client, false for none, or your own sink. */
  metrics?: boolean | HttpMetrics;
  /** Milliseconds clock for timing and rate-limit windows (default performance.now); tests pass their own. */
  now?: () => number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  const write = options.write ?? ((line: string): void => void process.stdout.write(`${line}\n`));
  const metrics = options.metrics === false ? undefined
    : options.metrics === undefined || options.metrics === true ? createPrometheusMetrics({ rulesetRevision: options.tr.ruleset.revision })
      : options.metrics;
  let closing = false;
  const app = createApp(options.tr, {
    keys: options.keys,
    ...(options.places ? { places: options.places } : {}),
    ...(options.corsOrigins ? { cors: { origins: options.corsOrigins } } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(metrics ? { metrics } : {}),
    requestId: () => randomUUID(),
    readiness: () => (closing ? 'the server is shutting down' : undefined),
    compressors: nodeCompressors,
    now: options.now ?? ((): number => performance.now()),
    today: () => new Date().toISOString().slice(0, 10),
    log: (entry: AccessLogEntry) => write(JSON.stringify({ time: new Date().toISOString(), ...entry })),
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const onError = (cause: Error): void => reject(cause);
    const server: ServerType = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, (info: AddressInfo) => {
      server.off('error', onError);
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done, fail) => {
          closing = true; // GET /ready answers 503 on connections still open
          server.close((cause) => (cause ? fail(cause) : done()));
          // Keep-alive sockets would hold close() open; idle ones can go now.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }),
      });
    });
    server.on('error', onError);
  });
}
