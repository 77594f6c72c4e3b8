// travelreq serve [--port N] [--host H] [--keys FILE] [--places FILE] [--cors-origin O]... [--rate-limit N/W] [--rate-limit-store URL] [--rate-limit-store-failure open|closed] [--rate-limit-store-timeout MS] [--no-metrics] [--gzip-level N] (SERVE_SPEC): runs the HTTP API on Node
// until SIGINT/SIGTERM. stdout carries JSON lines (a "listening" line, then the access log).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { KeysError, KEYS_ENV, type ApiKey } from '../http/auth.js';
import { corsOriginProblem } from '../http/index.js';
import { DEFAULT_GZIP_LEVEL, loadKeys, startServer } from '../http/node.js';
import { parseRateLimit, RateLimitError } from '../http/ratelimit.js';
import { redisUrlProblem } from '../http/ratelimit-redis.js';
import type { RateLimitStore, StoreFailureMode } from '../http/ratelimit-store.js';
import { BUILD_REMEDY, serveWebFiles, WEB_FILE, type WebFileContent, type WebFiles } from '../http/web.js';
import { createTravelRequirements } from '../node/create.js';
import { readLocales } from '../node/locales.js';
import { BUNDLED_LOCALES, BUNDLED_RULES, PACKAGE_ROOT } from '../node/paths.js';
import { BUNDLED_MISSIONS, readPlacesFile } from '../node/places.js';
import { PlacesDataError, type Places } from '../places/index.js';
import { integerCheck, parseOrExit, type CommandSpec } from './args.js';
import { checkInputs } from './file-error.js';
import { pageRebuilder, reloadingServer, type ReloadingServer } from './serve-watch.js';
import { untilStopSignal } from './stop-signal.js';

// New options: add them here (the parser rejects anything the spec does not declare).
export const SERVE_SPEC: CommandSpec = {
  command: 'travelreq serve',
  summary: 'Runs the HTTP API (docs/http.md) on Node until SIGINT/SIGTERM. stdout carries JSON lines:\n'
    + 'a "listening" line with the URL, then the access log.',
  options: {
    port: { type: 'string', value: 'N', check: integerCheck(0, 65535, ' (0 picks a free port)'), help: 'the port; default 8080' },
    host: { type: 'string', value: 'HOST', help: 'the address to listen on; default 127.0.0.1 (this machine only)' },
    keys: { type: 'string', value: 'FILE', help: 'the API key file (docs/http.md), e.g. examples/keys.json; without it,\nthe keys come from the TRAVELREQ_API_KEYS environment variable; with neither,\nonly the traveller page is served (the API refuses every key, GET /ready is 503)' },
    places: { type: 'string', value: 'FILE', help: 'the places data for GET /v2/places; default: the bundled diplomatic missions, data/places/missions.json (examples/places.example.json is fictional demo data)' },
    'cors-origin': { type: 'string', value: 'ORIGIN', multiple: true, check: (v) => v.split(',').map((o) => corsOriginProblem(o.trim())).find((p) => p !== undefined),
      help: 'let browser pages of this origin call the API (repeatable or comma-separated;\n* for any); default: no CORS' },
    'rate-limit': { type: 'string', value: 'LIMIT/WINDOW', check: rateLimitProblem,
      help: 'requests per key per window, e.g. 600/60s, 100/1m, 5000/1h, for keys without\ntheir own "rateLimit" in the key file; default: no limit' },
    'rate-limit-store': { type: 'string', value: 'redis://HOST[:PORT][/DB]', check: redisUrlProblem,
      help: 'count rate limits in this Redis, shared by every replica that names it;\ndefault: in this process\'s memory (README "Running at scale")' },
    'rate-limit-store-failure': { type: 'string', choices: ['open', 'closed'],
      help: 'while the store is unreachable: open (default) counts in memory per replica;\nclosed answers limited keys 503 and GET /ready 503' },
    'rate-limit-store-timeout': { type: 'string', value: 'MS', check: integerCheck(1, 60000),
      help: 'a store command that takes longer counts as the store being unreachable\n(see --rate-limit-store-failure); default 500' },
    'no-metrics': { type: 'boolean', help: 'do not serve GET /metrics (Prometheus text format; on by default)' },
    'shutdown-grace': { type: 'string', value: 'SECONDS', check: integerCheck(0, 3600),
      help: 'after SIGINT/SIGTERM, how long answers in progress may take before their connections\nare closed; default 10' },
    'gzip-level': { type: 'string', value: 'N', check: integerCheck(1, 9), help: `gzip level of compressed responses, 1 (fastest) to 9 (smallest); default ${DEFAULT_GZIP_LEVEL}` },
    web: { type: 'string', value: 'DIR', help: 'the built traveller page served at / (npm run build:web); default: the\npackage\'s dist/web, which npm ci, npm run build and npm pack build' },
    'no-web': { type: 'boolean', help: 'do not serve the traveller page (/ answers 404 like any unknown path)' },
    rules: { type: 'string', value: 'DIR', help: 'the ruleset directory; default: the bundled rules/' },
    locales: { type: 'string', value: 'DIR', help: 'the locales directory; default: the bundled locales/' },
    watch: { type: 'boolean', help: 'reload rules and locales when their files change: a change that lints clean is\nserved at once (a "reloaded" line), an invalid one keeps the running ruleset and\nits lint errors go to stderr (a "reload-refused" line)' },
  },
  epilog: 'Ctrl-C (SIGINT) or SIGTERM stops it once the answers in progress are sent; a second one stops it at once.\n'
    + 'exit status: 0 stopped by a signal, 1 cannot start (port in use, bad data file), 2 usage error, a file or\n'
    + 'directory named that cannot be read, or an invalid key file; 130/143 stopped at once by a second SIGINT/SIGTERM\n'
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
  const unreadable = checkInputs('travelreq serve', [
    { path: args.string('keys'), kind: 'file' }, { path: args.string('places'), kind: 'file' },
    { path: args.string('rules'), kind: 'directory' }, { path: args.string('locales'), kind: 'directory' },
  ]);
  if (unreadable !== undefined) return unreadable;
  const rawPort = args.string('port') ?? '8080';
  const host = args.string('host') ?? '127.0.0.1';
  let keys: ApiKey[];
  const keysFile = args.string('keys');
  if (keysFile === undefined && (process.env[KEYS_ENV] ?? '').trim() === '') {
    // The page needs no key: serve it, and keep the API closed (every key refused, not ready).
    keys = [];
    process.stderr.write(`keys: none (no --keys FILE, no ${KEYS_ENV}): the API refuses every request and GET /ready answers 503; the traveller page at / needs no key\n`);
  } else {
    try {
      keys = loadKeys(keysFile);
    } catch (cause) {
      if (!(cause instanceof KeysError)) throw cause;
      process.stderr.write(`travelreq serve: ${cause.message}\n`);
      return 2;
    }
  }
  if (args.has('no-web') && args.string('web') !== undefined) {
    process.stderr.write('travelreq serve: --web and --no-web exclude each other\n');
    return 2;
  }
  const webDir = args.has('no-web') ? undefined : resolve(args.string('web') ?? join(PACKAGE_ROOT, 'dist/web'));
  const remedy = webDir === undefined ? BUILD_REMEDY : notBuiltRemedy(webDir, args.string('web') !== undefined);
  serveWebFiles(webDir === undefined ? undefined : webDirectory(webDir, remedy));
  if (webDir !== undefined) {
    process.stderr.write(existsSync(join(webDir, 'index.html')) ? `web: the traveller page at / from ${webDir}\n`
      : `web: ${webDir} holds no built page (/ answers 503): ${remedy.replace(/`/g, '')}\n`);
  }
  const rulesDir = args.string('rules');
  const localesDir = args.string('locales');
  const tr = createTravelRequirements({ ...(rulesDir !== undefined ? { rulesDir } : {}), ...(localesDir !== undefined ? { locales: readLocales(localesDir) } : {}) });
  let places: Places | undefined;
  const placesFile = args.string('places') ?? (existsSync(BUNDLED_MISSIONS) ? BUNDLED_MISSIONS : undefined);
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
    else process.stderr.write(`places: ${placesFile} (${places.size} places)\n`);
  } else process.stderr.write('places: no data file; GET /v2/places answers 503\n');

  for (const option of ['rate-limit-store-failure', 'rate-limit-store-timeout']) {
    if (args.string(option) !== undefined && args.string('rate-limit-store') === undefined) {
      process.stderr.write(`travelreq serve: --${option} needs --rate-limit-store\n`);
      return 2;
    }
  }
  const storeUrl = args.string('rate-limit-store');
  const storeTimeout = args.string('rate-limit-store-timeout');
  let rateLimitStore: RateLimitStore | undefined;
  if (storeUrl !== undefined) {
    // Loaded only here: ioredis and rate-limiter-flexible cost nothing to servers that do not use them.
    const { createRedisRateLimitStore } = await import('../http/ratelimit-redis.js');
    rateLimitStore = await createRedisRateLimitStore({
      url: storeUrl, now: () => performance.now(),
      onFailure: (args.string('rate-limit-store-failure') ?? 'open') as StoreFailureMode,
      ...(storeTimeout !== undefined ? { commandTimeoutMs: Number(storeTimeout) } : {}),
      // Each change of state, once, as a JSON line beside the access log.
      log: (health) => void process.stdout.write(`${JSON.stringify({ event: 'rate-limit-store', time: new Date().toISOString(), ...health })}\n`),
    });
  }

  let server;
  const corsOrigins = args.strings('cors-origin').flatMap((v) => v.split(',').map((o) => o.trim()));
  const rateLimit = args.string('rate-limit');
  const gzipLevel = args.string('gzip-level');
  const shutdownGrace = args.string('shutdown-grace');
  const start = (served: typeof tr, port: number): ReturnType<typeof startServer> => startServer({
    ...(gzipLevel !== undefined ? { gzipLevel: Number(gzipLevel) } : {}),
    tr: served, keys, ...(places ? { places } : {}), port, host,
    ...(shutdownGrace !== undefined ? { limits: { shutdownGraceMs: Number(shutdownGrace) * 1000 } } : {}),
    ...(corsOrigins.length ? { corsOrigins } : {}), ...(rateLimitStore ? { rateLimitStore } : {}), ...(rateLimit !== undefined ? { rateLimit: parseRateLimit(rateLimit) } : {}), metrics: !args.has('no-metrics'),
  });
  // Listening for the stop signal before the server starts: a Ctrl-C any time after this point (the
  // "listening" line included) stops it gracefully, never by the signal's default action halfway
  // through starting. A second signal ends the process at once; a page build under way (--watch) is stopped first.
  let watching: ReloadingServer | undefined;
  const stopRequested = untilStopSignal('travelreq serve', () => watching?.abort());
  try {
    server = await start(tr, Number(rawPort));
  } catch (cause) {
    await rateLimitStore?.close();
    process.stderr.write(`cannot listen on ${host}:${rawPort}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify({ event: 'listening', url: server.url, keys: keys.length, places: places?.size ?? 0 })}\n`);
  const running = server;
  // --watch (src/cli/serve-watch.ts): the same server restarted on the same port with each valid change.
  const watched = { rules: resolve(rulesDir ?? BUNDLED_RULES), locales: resolve(localesDir ?? BUNDLED_LOCALES) };
  const rebuildPage = webDir !== undefined && args.has('watch') ? pageRebuilder(webDir, watched.rules, watched.locales) : undefined;
  watching = args.has('watch') ? reloadingServer({
    rulesDir: watched.rules, localesDir: watched.locales, tr, server, restart: start, ...(rebuildPage ? { rebuildPage } : {}),
    event: (value) => void process.stdout.write(`${JSON.stringify(value)}\n`), log: (line) => void process.stderr.write(`${line}\n`),
  }) : undefined;
  await stopRequested;
  await (watching ? watching.close() : running.close());
  await rateLimitStore?.close();
  process.stdout.write(`${JSON.stringify({ event: 'stopped' })}\n`);
  return 0;
}

/**
 * The built page's files in `dir`, read when asked (a rebuild shows without a restart) and kept
 * while their modification time stays the same.
 */
/**
 * What to do when `dir` holds no built page. A checkout (scripts/build-web.ts beside the package)
 * can build it; an installed package cannot (no esbuild, no sources), so it is told where a built
 * page comes from instead.
 */
export function notBuiltRemedy(dir: string, chosen: boolean, root: string = PACKAGE_ROOT): string {
  if (existsSync(join(root, 'scripts/build-web.ts'))) {
    return chosen ? `Build it there: run \`npm run build:web -- ${dir}\` in ${root.replace(/\/$/, '')}, then reload this page (no restart needed).` : BUILD_REMEDY;
  }
  return chosen ? 'Point `travelreq serve --web DIR` at a directory built with `npm run build:web -- DIR` in a clone of travel-requirements, or leave --web out to serve the page this package ships.'
    : 'This installed copy of travel-requirements was packed without its page, and an installed package cannot build it. '
      + 'Install a tarball made by `npm pack` in a clone (its build makes the page), or point `travelreq serve --web DIR` at a page built in a clone with `npm run build:web -- DIR`.';
}

export function webDirectory(dir: string, remedy?: string): WebFiles {
  const cache = new Map<string, { mtimeMs: number; content: WebFileContent }>();
  const read = (name: string): WebFileContent | undefined => {
    if (!WEB_FILE.test(name)) return undefined;
    const path = join(dir, name);
    let mtimeMs: number;
    try {
      const st = statSync(path);
      if (!st.isFile()) return undefined;
      mtimeMs = st.mtimeMs;
    } catch {
      return undefined;
    }
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === mtimeMs) return hit.content;
    try {
      const body = new Uint8Array(readFileSync(path));
      let gzip: Uint8Array | undefined;
      try {
        if (statSync(`${path}.gz`).mtimeMs >= mtimeMs) gzip = new Uint8Array(readFileSync(`${path}.gz`));
      } catch {
        gzip = undefined;
      }
      const content: WebFileContent = gzip ? { body, gzip } : { body };
      cache.set(name, { mtimeMs, content });
      return content;
    } catch {
      return undefined;
    }
  };
  return { read, built: () => existsSync(join(dir, 'index.html')), where: dir, ...(remedy !== undefined ? { remedy } : {}) };
}
