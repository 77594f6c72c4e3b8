// travelreq serve [--port N] [--host H] [--keys FILE] [--places FILE] [--cors-origin O]... [--rate-limit N/W] [--no-metrics] (SERVE_SPEC): runs the HTTP API on Node
// until SIGINT/SIGTERM. stdout carries JSON lines (a "listening" line, then the access log).
import { existsSync } from 'node:fs';
import { KeysError } from '../http/auth.js';
import { corsOriginProblem } from '../http/index.js';
import { loadKeys, startServer } from '../http/node.js';
import { parseRateLimit, RateLimitError } from '../http/ratelimit.js';
import { createTravelRequirements } from '../node/create.js';
import { EXAMPLE_PLACES, readPlacesFile } from '../node/places.js';
import { PlacesDataError, type Places } from '../places/index.js';
import { integerCheck, parseOrExit, type CommandSpec } from './args.js';

// New options: add them here (the parser rejects anything the spec does not declare).
export const SERVE_SPEC: CommandSpec = {
  command: 'travelreq serve',
  summary: 'Runs the HTTP API (docs/http.md) on Node until SIGINT/SIGTERM. stdout carries JSON lines:\n'
    + 'a "listening" line with the URL, then the access log.',
  options: {
    port: { type: 'string', value: 'N', check: integerCheck(0, 65535, ' (0 picks a free port)'), help: 'the port; default 8080' },
    host: { type: 'string', value: 'HOST', help: 'the address to listen on; default 127.0.0.1 (this machine only)' },
    keys: { type: 'string', value: 'FILE', help: 'the API key file (docs/http.md), e.g. examples/keys.json; without it,\nthe keys come from the TRAVELREQ_API_KEYS environment variable' },
    places: { type: 'string', value: 'FILE', help: 'the places data for GET /v2/places; default: examples/places.example.json when present' },
    'cors-origin': { type: 'string', value: 'ORIGIN', multiple: true, check: (v) => v.split(',').map((o) => corsOriginProblem(o.trim())).find((p) => p !== undefined),
      help: 'let browser pages of this origin call the API (repeatable or comma-separated;\n* for any); default: no CORS' },
    'rate-limit': { type: 'string', value: 'LIMIT/WINDOW', check: rateLimitProblem,
      help: 'requests per key per window, e.g. 600/60s, 100/1m, 5000/1h, for keys without\ntheir own "rateLimit" in the key file; default: no limit' },
    'no-metrics': { type: 'boolean', help: 'do not serve GET /metrics (Prometheus text format; on by default)' },
  },
  epilog: 'exit status: 0 stopped by a signal, 1 cannot start (port in use, bad data file), 2 usage error\n'
    + 'example: travelreq serve --keys examples/keys.json --port 8080',
};

function rateLimitProblem(value: string): string | undefined {
  try {
    parseRateLimit(value);
    return undefined;
  } catch (cause) {
    if (cause instanceof RateLimitError) return cause.message;
    throw cause;
  }
}

export async function serveCommand(argv: readonly string[]): Promise<number> {
  const args = parseOrExit(SERVE_SPEC, argv);
  if (typeof args === 'number') return args;
  const rawPort = args.string('port') ?? '8080';
  const host = args.string('host') ?? '127.0.0.1';
  let keys;
  try {
    keys = loadKeys(args.string('keys'));
  } catch (cause) {
    if (!(cause instanceof KeysError)) throw cause;
    process.stderr.write(`${cause.message}\n`);
    return 2;
  }
  const tr = createTravelRequirements();
  let places: Places | undefined;
  const placesFile = args.string('places') ?? (existsSync(EXAMPLE_PLACES) ? EXAMPLE_PLACES : undefined);
  if (placesFile !== undefined) {
    try {
      places = readPlacesFile(tr, placesFile);
    } catch (cause) {
      if (!(cause instanceof PlacesDataError)) throw cause;
      process.stdout.write(`${JSON.stringify(cause.document)}\n`);
      process.stderr.write(`${cause.message}\n`);
      return 1;
    }
    if (places.dataset.fictional) process.stderr.write(`places: ${placesFile} is FICTIONAL example data (${places.size} places)\n`);
  } else process.stderr.write('places: no data file; GET /v2/places answers 503\n');

  let server;
  try {
    const corsOrigins = args.strings('cors-origin').flatMap((v) => v.split(',').map((o) => o.trim()));
    const rateLimit = args.string('rate-limit');
    server = await startServer({
      tr, keys, ...(places ? { places } : {}), port: Number(rawPort), host,
      ...(corsOrigins.length ? { corsOrigins } : {}), ...(rateLimit !== undefined ? { rateLimit: parseRateLimit(rateLimit) } : {}), metrics: !args.has('no-metrics'),
    });
  } catch (cause) {
    process.stderr.write(`cannot listen on ${host}:${rawPort}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify({ event: 'listening', url: server.url, keys: keys.length, places: places?.size ?? 0 })}\n`);
  const running = server;
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await running.close();
  process.stdout.write(`${JSON.stringify({ event: 'stopped' })}\n`);
  return 0;
}
