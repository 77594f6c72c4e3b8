// npm run bench:queue [-- --json] [--lines 1000000] [--base-lines 100000] [--chunk-lines 1000] [--no-build] [--source] [--no-check]
//
// travelreq batch on the job queue beside the local batch, on this machine: the bench corpus
// (bench-corpus.ts, every 1000th line not JSON, as in npm run bench) repeated to --lines, written
// to the null device by
//   - the local batch with 1 and 2 worker threads,
//   - batch --queue with 1 and 2 `travelreq worker` processes,
// all through a redis-server this script starts on a free loopback port (no persistence) and stops.
// First (unless --no-check) the --base-lines corpus goes through both with 2 workers to files, which
// must be byte-identical. Like npm run bench it measures the build (npm run build first; --no-build
// keeps dist/, --source runs src/ under tsx). Not a test: figures go to the README by hand.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { flag, parseArgs } from '../src/cli/io.js';
import { DEFAULT_SEED, generateCorpus } from './bench-corpus.js';
import { freePort } from './free-port.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = parseArgs(process.argv.slice(2), ['json', 'no-build', 'source', 'no-check']);
const SOURCE = args.flags.has('source');
const CLI: readonly string[] = SOURCE ? ['--import', 'tsx', join(ROOT, 'src/cli/main.ts')] : [join(ROOT, 'dist/cli/main.js')];
const num = (name: string, fallback: number): number => {
  const v = flag(args, name);
  return v === undefined ? fallback : Number(v);
};
const LINES = num('lines', 1_000_000);
const BASE = num('base-lines', 100_000);
const CHUNK = num('chunk-lines', 1000);
const log = (line: string): void => {
  if (!args.flags.has('json')) process.stderr.write(`${line}\n`);
};

interface Run { what: string; lines: number; wallSeconds: number; tripsPerSecond: number; summary: string }

function untilLine(child: ChildProcess, match: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (match.test(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

function stopped(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function batch(what: string, argv: string[], lines: number): Promise<Run> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, 'batch', ...argv], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${what} exited ${code}: ${err.slice(-2000)}`));
      const summary = err.trim().split('\n').pop() ?? '';
      const rate = /([\d.]+) trips\/s/.exec(summary);
      const run = { what, lines, wallSeconds: (performance.now() - t0) / 1000, tripsPerSecond: rate ? Number(rate[1]) : NaN, summary };
      log(`  ${what}: ${run.wallSeconds.toFixed(2)} s wall; ${summary}`);
      resolve(run);
    });
  });
}

/** `batch --queue` with `workers` worker processes started (and stopped) around it. */
async function queued(redisUrl: string, name: string, workers: number, input: string, output: string, lines: number): Promise<Run> {
  const started = Array.from({ length: workers }, () => spawn(process.execPath, [...CLI, 'worker', '--queue', redisUrl, '--queue-name', name], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }));
  try {
    await Promise.all(started.map((w) => untilLine(w, /"event":"ready"/, 'worker')));
    return await batch(`batch --queue, ${workers} worker process${workers === 1 ? '' : 'es'}, ${lines} lines -> ${output === devNull ? 'null device' : 'file'}`,
      ['--queue', redisUrl, '--queue-name', name, '--chunk-lines', String(CHUNK), input, '-o', output], lines);
  } finally {
    await Promise.all(started.map((w) => stopped(w)));
  }
}

async function main(): Promise<void> {
  if (!SOURCE && !args.flags.has('no-build')) {
    log('building dist/ (npm run build; --no-build to skip, --source to measure src/ under tsx)');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const redisBin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (redisBin === '') throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  log(`travel-requirements bench:queue: ${LINES} lines (${BASE}-line corpus repeated, seed ${DEFAULT_SEED + 1}), chunks of ${CHUNK} lines, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), node ${process.version}, ${SOURCE ? 'src/ under tsx' : 'the build (dist/)'}`);
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-bench-queue-'));
  const port = await freePort();
  const redis = spawn(redisBin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const redisUrl = `redis://127.0.0.1:${port}`;
  try {
    await untilLine(redis, /Ready to accept connections/, 'redis-server');
    const { createTravelRequirements } = (await import(join(ROOT, SOURCE ? 'src/index.ts' : 'dist/index.js'))) as typeof import('../src/index.js');
    const tr = createTravelRequirements();
    const corpus = generateCorpus(tr, { size: BASE, seed: DEFAULT_SEED + 1 });
    const text = `${corpus.map((q, i) => (i % 1000 === 999 ? '{"data": {"type": "TRIP", ' : JSON.stringify(q))).join('\n')}\n`;
    const base = join(dir, 'base.jsonl');
    writeFileSync(base, text);
    let identical: boolean | undefined;
    if (!args.flags.has('no-check')) {
      await batch(`local batch, 2 workers, ${BASE} lines -> file`, [base, '-o', join(dir, 'local.jsonl'), '--workers', '2'], BASE);
      await queued(redisUrl, 'bench-check', 2, base, join(dir, 'queue.jsonl'), BASE);
      identical = readFileSync(join(dir, 'local.jsonl')).equals(readFileSync(join(dir, 'queue.jsonl')));
      log(`  identical output: ${identical}`);
      rmSync(join(dir, 'local.jsonl'));
      rmSync(join(dir, 'queue.jsonl'));
    }
    const long = join(dir, 'long.jsonl');
    const copies = Math.max(1, Math.round(LINES / BASE));
    writeFileSync(long, text);
    for (let i = 1; i < copies; i++) appendFileSync(long, text);
    const lines = BASE * copies;
    const runs: Run[] = [];
    for (const workers of [1, 2]) runs.push(await batch(`local batch, ${workers} worker thread${workers === 1 ? '' : 's'}, ${lines} lines -> null device`, [long, '-o', devNull, '--workers', String(workers)], lines));
    for (const workers of [1, 2]) runs.push(await queued(redisUrl, `bench-${workers}`, workers, long, devNull, lines));
    const result = { lines, chunkLines: CHUNK, identical, runs };
    if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      log('\n| run | trips/s | wall |');
      log('|---|---|---|');
      for (const r of runs) log(`| ${r.what} | ${Math.round(r.tripsPerSecond).toLocaleString('en-US')} | ${r.wallSeconds.toFixed(1)} s |`);
    }
    if (identical === false) process.exitCode = 1;
  } finally {
    await stopped(redis, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
