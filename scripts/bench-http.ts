// HTTP figures for npm run bench (scripts/bench.ts), or on their own:
//   npx tsx scripts/bench-http.ts [--size 2000] [--seconds 12] [--rounds 3] [--warmup 3] [--connections 50] [--gzip-levels 1,4,6] [--json] [--source]
//
// `travelreq serve` (the CLI itself, from the build, dist/, unless the bench is given --source) pinned to core 0 with
// taskset, the load generator (autocannon, keep-alive, its own process) pinned to core 1. The
// bodies are the valid trips of the bench corpus (bench-corpus.ts, a different seed from the
// library figures), each connection starting at its own place in the list and going round it.
// One setting uncompressed, and one with Accept-Encoding: gzip per gzip level (a server each); each
// has a warm-up first (JIT, per-locale records) that is not counted, then the settings take turns
// (--rounds) so that the machine's changing load falls on all of them alike. Before the load, a sample of the responses
// is checked byte for byte against tr.serialise(tr.trips(body).body) (and gunzipped for gzip).
// Alongside, the cost of each gzip level on the corpus' responses in this process (no HTTP), to
// choose the server's default level.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { flag, parseArgs } from '../src/cli/io.js';
import { DEFAULT_GZIP_LEVEL } from '../src/http/node.js';
import type { TravelRequirements } from '../src/service.js';
import { DEFAULT_SEED, generateCorpus } from './bench-corpus.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const KEY = 'bench-key-000000000000000000001';

export interface HttpRun {
  /** 'identity' or 'gzip level N'. */
  encoding: string;
  connections: number;
  seconds: number;
  requests: number;
  tripsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response body bytes on the wire (wrk: whole responses, headers included). */
  meanBytes: number;
  /** The load generator used: wrk (Debian's package, when on the PATH) or autocannon. */
  generator: string;
  /** CPU the load generator used, as a share of its one core: near 1, the figure is the generator's limit. */
  generatorCpu: number;
}

export interface GzipLevel { level: number; meanBytes: number; ratio: number; usPerResponse: number }

export interface HttpFigures {
  pinned: boolean;
  bodies: number;
  checked: number;
  runs: HttpRun[];
  rounds: number;
  gzipLevels: GzipLevel[];
  meanResponseBytes: number;
}

export interface HttpOptions {
  size: number;
  seed: number;
  seconds: number;
  warmup: number;
  connections: number;
  /** Turns each setting takes (seconds split between them), interleaved with the other settings'. */
  rounds: number;
  /** gzip levels to run over HTTP (the server's --gzip-level; undefined: its default); [] for none. */
  gzipLevels: Array<number | undefined>;
  log: (line: string) => void;
  /** node arguments that run the travelreq CLI (default: the build, dist/cli/main.js). */
  cli?: readonly string[];
}

const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0 && spawnSync('taskset', ['-c', '1', 'true']).status === 0;
const onCore = (core: number, argv: string[]): [string, string[]] => (pinned ? ['taskset', ['-c', String(core), ...argv]] : [argv[0]!, argv.slice(1)]);

/** Starts travelreq serve on a free port; resolves with its URL once it listens. */
function startServe(cli: readonly string[], keysFile: string, logFile: string, gzipLevel: number | undefined): Promise<{ url: string; child: ChildProcess }> {
  const out = openSync(logFile, 'w');
  const argv = [process.execPath, ...cli, 'serve', '--keys', keysFile, '--port', '0', ...(gzipLevel !== undefined ? ['--gzip-level', String(gzipLevel)] : [])];
  const [cmd, rest] = onCore(0, argv);
  const child = spawn(cmd, rest, { cwd: ROOT, stdio: ['ignore', out, 'pipe'] });
  closeSync(out);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => reject(new Error(`travelreq serve exited ${code}: ${err}`)));
    const poll = setInterval(() => {
      const first = readFileSync(logFile, 'utf8').split('\n')[0] ?? '';
      if (!first.endsWith('}')) return;
      clearInterval(poll);
      resolve({ url: (JSON.parse(first) as { url: string }).url, child });
    }, 50);
  });
}

function stopServe(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** wrk's Lua script: POST the bodies of the file in $BODIES in turn, with the bench key. */
const WRK_SCRIPT = `local bodies = {}
for line in io.lines(os.getenv("BODIES")) do bodies[#bodies + 1] = line end
local i = 0
wrk.method = "POST"
wrk.headers["content-type"] = "application/vnd.api+json"
wrk.headers["x-api-key"] = "${KEY}"
if os.getenv("GZIP") == "1" then wrk.headers["accept-encoding"] = "gzip" end
request = function()
  i = i % #bodies + 1
  return wrk.format(nil, "/v3/trips", nil, bodies[i])
end
`;

/** A wrk duration (e.g. 812.00us, 15.30ms, 1.53s) in milliseconds. */
function wrkMs(v: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** wrk's size (e.g. 234.93MB) in bytes. */
function wrkBytes(v: string): number {
  const m = /^([\d.]+)(B|KB|MB|GB)$/.exec(v.trim());
  if (!m) return NaN;
  return Number(m[1]) * ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as Record<string, number>)[m[2]!]!;
}

/** Runs wrk (one thread, pinned to core 1) under bash's `time`, so its CPU use is known. */
function loadWrk(url: string, bodiesFile: string, opts: { seconds: number; connections: number; gzip: boolean }): HttpRun {
  const script = join(dirname(bodiesFile), 'bodies.lua');
  writeFileSync(script, WRK_SCRIPT);
  const wrkArgs = ['wrk', '-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency', '-s', script, url];
  const [cmd, rest] = onCore(1, wrkArgs);
  const line = [cmd, ...rest].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%U %S'; time ${line}`], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BODIES: bodiesFile, GZIP: opts.gzip ? '1' : '0' } });
  if (r.status !== 0) throw new Error(`wrk exited ${r.status}: ${r.stderr}`);
  return parseWrk(r.stdout, r.stderr, opts);
}

/** A run's figures from wrk's --latency output and bash's `time` line (TIMEFORMAT='%U %S') on stderr. */
export function parseWrk(out: string, stderr: string, opts: { connections: number; gzip: boolean }): HttpRun {
  const pick = (re: RegExp): string => re.exec(out)?.[1] ?? '';
  const requests = Number(pick(/(\d+) requests in/));
  const seconds = wrkMs(pick(/requests in ([\d.]+\w+),/)) / 1000;
  const non2xx = Number(pick(/Non-2xx or 3xx responses: (\d+)/) || 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const [user, sys] = (stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
  return {
    encoding: opts.gzip ? 'gzip' : 'identity', connections: opts.connections, seconds, requests,
    tripsPerSecond: (requests - non2xx) / seconds,
    // Anchored: "65.99%" at the end of the Req/Sec line must not read as the 99% row.
    p50Ms: wrkMs(pick(/^\s+50%\s+(\S+)/m)), p90Ms: wrkMs(pick(/^\s+90%\s+(\S+)/m)), p99Ms: wrkMs(pick(/^\s+99%\s+(\S+)/m)), maxMs: wrkMs(pick(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m)),
    non2xx, errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0, timeouts: socket ? Number(socket[4]) : 0,
    meanBytes: requests ? wrkBytes(pick(/requests in [\d.]+\w+, (\S+) read/)) / requests : 0,
    generator: 'wrk', generatorCpu: ((user ?? 0) + (sys ?? 0)) / seconds,
  };
}

/**
 * Runs the load generator (pinned to core 1) once; its figures. wrk when it is installed (a C
 * client: on this machine autocannon saturates its core at about 1,600 responses of 9 KiB a second,
 * below what the server answers), else autocannon.
 */
function load(url: string, bodiesFile: string, opts: { seconds: number; connections: number; gzip: boolean }): HttpRun {
  if (hasWrk && process.env.TRAVELREQ_BENCH_LOADGEN !== 'autocannon') return loadWrk(url, bodiesFile, opts);
  const argv = [process.execPath, '--import', 'tsx', SELF, '--child', 'load', '--url', url, '--bodies', bodiesFile,
    '--seconds', String(opts.seconds), '--connections', String(opts.connections), ...(opts.gzip ? ['--gzip'] : [])];
  const [cmd, rest] = onCore(1, argv);
  const r = spawnSync(cmd, rest, { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`load generator exited ${r.status}`);
  return JSON.parse(r.stdout) as HttpRun;
}

/** Posts one body on `agent`; the status and the (decoded) body bytes. */
function post(agent: Agent, url: string, body: string, gzip: boolean): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/v3/trips`, { method: 'POST', agent, headers: { 'x-api-key': KEY, 'content-type': 'application/vnd.api+json', 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let bytes = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') bytes = gunzipSync(bytes);
        resolve({ status: res.statusCode ?? 0, bytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Posts `bodies` one by one and compares each response with the library's bytes. Each check has
 * its own keep-alive agent, closed after it: a connection left idle across a load run would meet
 * the server's keep-alive timeout and could be closed under a request ("other side closed").
 */
async function check(tr: TravelRequirements, url: string, bodies: string[], gzip: boolean): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let checked = 0;
  try {
    for (const body of bodies) {
      const { status, bytes } = await post(agent, url, body, gzip);
      const expected = tr.serialise(tr.trips(JSON.parse(body)).body);
      if (status !== 200 || bytes.toString('utf8') !== expected) throw new Error(`HTTP response differs from the library's for ${body}`);
      checked++;
    }
  } finally {
    agent.destroy();
  }
  return checked;
}

/** Size and time of gzip levels 1, 4, 6 and 9 on the responses, the levels taking turns on each response (noise falls on all alike). */
function gzipLevels(tr: TravelRequirements, bodies: string[]): GzipLevel[] {
  const responses = bodies.slice(0, 1000).map((b) => Buffer.from(tr.serialise(tr.trips(JSON.parse(b)).body)));
  const plain = responses.reduce((n, r) => n + r.length, 0) / responses.length;
  const levels = [1, 4, 6, 9];
  for (const r of responses.slice(0, 100)) for (const level of levels) gzipSync(r, { level }); // warm-up
  const bytes = levels.map(() => 0);
  const ms = levels.map(() => 0);
  for (let pass = 0; pass < 3; pass++) {
    for (const r of responses) {
      for (const [k, level] of levels.entries()) {
        const t0 = performance.now();
        bytes[k]! += gzipSync(r, { level }).length;
        ms[k]! += performance.now() - t0;
      }
    }
  }
  const n = 3 * responses.length;
  return levels.map((level, k) => ({ level, meanBytes: bytes[k]! / n, ratio: plain / (bytes[k]! / n), usPerResponse: (ms[k]! * 1000) / n }));
}

/** The turns of one setting as one run: counts summed, rate over the summed time, the median p50 and the worst p99 and max. */
function combine(turns: HttpRun[], encoding: string): HttpRun {
  const sum = (f: (r: HttpRun) => number): number => turns.reduce((n, r) => n + f(r), 0);
  const seconds = sum((r) => r.seconds);
  const requests = sum((r) => r.requests);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    encoding, connections: turns[0]!.connections, seconds, requests,
    tripsPerSecond: sum((r) => r.tripsPerSecond * r.seconds) / seconds,
    p50Ms: median(turns.map((r) => r.p50Ms)), p90Ms: median(turns.map((r) => r.p90Ms)),
    p99Ms: Math.max(...turns.map((r) => r.p99Ms)), maxMs: Math.max(...turns.map((r) => r.maxMs)),
    non2xx: sum((r) => r.non2xx), errors: sum((r) => r.errors), timeouts: sum((r) => r.timeouts),
    meanBytes: requests ? sum((r) => r.meanBytes * r.requests) / requests : 0,
    generator: turns[0]!.generator, generatorCpu: sum((r) => r.generatorCpu * r.seconds) / seconds,
  };
}

export async function httpFigures(tr: TravelRequirements, o: HttpOptions): Promise<HttpFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-bench-http-'));
  try {
    const corpus = generateCorpus(tr, { size: o.size, seed: o.seed + 2 });
    const bodies = corpus.filter((q) => tr.trips(q).status === 200).map((q) => JSON.stringify(q));
    const meanResponseBytes = bodies.reduce((n, b) => n + tr.serialiseUtf8(tr.trips(JSON.parse(b)).body).length, 0) / bodies.length;
    const bodiesFile = join(dir, 'bodies.jsonl');
    writeFileSync(bodiesFile, `${bodies.join('\n')}\n`);
    const keysFile = join(dir, 'keys.json');
    writeFileSync(keysFile, JSON.stringify({ keys: [{ key: KEY, name: 'bench' }] }));

    const levels = gzipLevels(tr, bodies);
    o.log(`  gzip levels on ${Math.min(1000, bodies.length)} responses (mean ${(meanResponseBytes / 1024).toFixed(1)} KiB, this process, no HTTP): ${levels.map((l) => `level ${l.level}: ${(l.meanBytes / 1024).toFixed(2)} KiB (${l.ratio.toFixed(1)}x), ${l.usPerResponse.toFixed(0)} us`).join('; ')}`);

    // One server per gzip level (identity requests go to the first), all started first; then the
    // settings take turns, `rounds` times, so the machine's changing load falls on all of them alike.
    const settings: Array<{ gzip: boolean; level?: number | undefined }> = [{ gzip: false }, ...o.gzipLevels.map((level) => ({ gzip: true, level }))];
    const levelsToServe = o.gzipLevels.length ? o.gzipLevels : [undefined];
    const servers: Array<{ url: string; child: ChildProcess }> = [];
    let checked = 0;
    try {
      for (const [i, level] of levelsToServe.entries()) servers.push(await startServe(o.cli ?? [join(ROOT, 'dist/cli/main.js')], keysFile, join(dir, `serve-${i}.log`), level));
      const serverOf = (s: { gzip: boolean; level?: number | undefined }): string => servers[s.gzip ? o.gzipLevels.indexOf(s.level) : 0]!.url;
      for (const s of settings) {
        checked += await check(tr, serverOf(s), bodies.slice(0, 100), s.gzip);
        if (o.warmup > 0) load(serverOf(s), bodiesFile, { seconds: o.warmup, connections: o.connections, gzip: s.gzip });
      }
      const rounds = Math.max(1, o.rounds);
      const parts = settings.map(() => [] as HttpRun[]);
      for (let r = 0; r < rounds; r++) {
        for (const [k, s] of settings.entries()) parts[k]!.push(load(serverOf(s), bodiesFile, { seconds: Math.max(1, Math.round(o.seconds / rounds)), connections: o.connections, gzip: s.gzip }));
      }
      return {
        pinned, bodies: bodies.length, checked, gzipLevels: levels, meanResponseBytes, rounds,
        runs: settings.map((s, k) => {
          const run = combine(parts[k]!, s.gzip ? `gzip level ${s.level ?? DEFAULT_GZIP_LEVEL}${s.level === undefined ? ' (default)' : ''}` : 'identity');
          o.log(`  HTTP POST /v3/trips, ${run.encoding}, ${run.connections} connections, ${run.seconds.toFixed(1)} s in ${rounds} turns: ${run.tripsPerSecond.toFixed(0)} trips/s (turns: ${parts[k]!.map((p) => p.tripsPerSecond.toFixed(0)).join(', ')}), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms, non-2xx ${run.non2xx}, errors ${run.errors}, ${(run.meanBytes / 1024).toFixed(2)} KiB/response; load by ${run.generator} at ${(run.generatorCpu * 100).toFixed(0)}% of its core${run.generatorCpu > 0.9 ? ' (saturated: the figure is the load generator\'s limit)' : ''}`);
          return run;
        }),
      };
    } finally {
      for (const server of servers) await stopServe(server.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the load generator's process ---------------------------------------------------------------

async function childLoad(args: ReturnType<typeof parseArgs>): Promise<void> {
  // autocannon ships no types; the few fields read here are typed below (AutocannonResult).
  const specifier = 'autocannon';
  const { default: autocannon } = (await import(specifier)) as { default: (opts: Record<string, unknown>) => Promise<AutocannonResult> };
  const bodies = readFileSync(flag(args, 'bodies')!, 'utf8').split('\n').filter(Boolean);
  const connections = Number(flag(args, 'connections'));
  const seconds = Number(flag(args, 'seconds'));
  const gzip = args.flags.has('gzip');
  const headers = { 'x-api-key': KEY, 'content-type': 'application/vnd.api+json', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) };
  let client = 0;
  const result = await autocannon({
    url: `${flag(args, 'url')}/v3/trips`,
    method: 'POST',
    connections,
    duration: seconds,
    headers,
    // Each connection goes round the bodies from its own starting place.
    setupClient: (c: { setRequests(r: unknown[]): void }) => {
      const from = Math.floor(((client++ % connections) * bodies.length) / connections);
      c.setRequests([...bodies.slice(from), ...bodies.slice(0, from)].map((body) => ({ method: 'POST', body, headers })));
    },
  });
  const cpu = process.cpuUsage();
  const ok = result['2xx'];
  const run: HttpRun = {
    encoding: gzip ? 'gzip' : 'identity', connections, seconds: result.duration,
    requests: result.requests.total, tripsPerSecond: ok / result.duration,
    p50Ms: result.latency.p50, p90Ms: result.latency.p90, p99Ms: result.latency.p99, maxMs: result.latency.max,
    non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
    meanBytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    generator: 'autocannon', generatorCpu: ((cpu.user + cpu.system) / 1e6) / result.duration,
  };
  process.stdout.write(JSON.stringify(run));
}

interface AutocannonResult {
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: { total: number };
  throughput: { total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
}

const argv = parseArgs(process.argv.slice(2), ['json', 'gzip', 'source']);
if (flag(argv, 'child') === 'load') await childLoad(argv);
else if (process.argv[1] === SELF) {
  const num = (name: string, fallback: number): number => (flag(argv, name) === undefined ? fallback : Number(flag(argv, name)));
  const { createTravelRequirements } = await import('../src/index.js');
  const json = argv.flags.has('json');
  const figures = await httpFigures(createTravelRequirements(), {
    size: num('size', 2000), seed: num('seed', DEFAULT_SEED), seconds: num('seconds', 12), warmup: num('warmup', 3), connections: num('connections', 50), rounds: num('rounds', 3),
    gzipLevels: (flag(argv, 'gzip-levels') ?? 'default').split(',').filter(Boolean).map((l) => (l === 'default' ? undefined : Number(l))),
    log: (line) => { if (!json) process.stderr.write(`${line}\n`); },
    // The server from the build (run `npm run build` first), or from src/ under tsx with --source.
    ...(argv.flags.has('source') ? { cli: ['--import', 'tsx', join(ROOT, 'src/cli/main.ts')] } : {}),
  });
  if (json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
