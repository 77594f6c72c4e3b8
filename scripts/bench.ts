// npm run bench [-- --json] [--size 10000] [--baseline-sample 500] [--batch-lines 100000] [--batch-steady-lines 1000000] [--no-batch] [--no-baseline]
//                 [--no-http] [--http-seconds 12] [--http-rounds 3] [--http-gzip-levels 1,6] [--http-connections 50]
//
// Prints the production-speed figures (a script, not a test): end-to-end throughput on one core
// (validate + evaluate + build + serialise to JSON, tr.serialise: the same bytes as JSON.stringify,
// checked on every trip) with p50/p99 latency per trip, cold start
// (construct the library: load, validate, compile the bundled ruleset), peak RSS, the naive
// json-rules-engine baseline and our ratio over it, and travelreq batch with 1 and 2 workers over
// 100,000 generated lines (outputs compared between worker counts and with single-trip calls) and
// over a longer run (the same lines repeated) for the steady-state scaling and flat memory, and
// --format summary with 2 workers; then HTTP (scripts/bench-http.ts): travelreq serve on core 0,
// autocannon on core 1, keep-alive, 50 connections, uncompressed and gzip.
// The targets are issue 12's; a missed one is printed as MISSED and makes the exit status 1.
//
// Each measurement runs in a fresh child process (pinned to one core with taskset when there is
// one), so figures do not depend on what ran before. The corpus is fixed and seeded (bench-corpus.ts).
// What is measured is the shipped build, dist/ (what `import 'travel-requirements'`, `travelreq
// serve` and `travelreq batch` run): the bench runs `npm run build` first (--no-build: measure the
// dist/ that is there; --source: measure src/ under tsx instead, whose esbuild transform names
// every closure at run time and so runs a few percent slower than the build).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { flag, parseArgs } from '../src/cli/io.js';
import { DEFAULT_SEED, generateCorpus } from './bench-corpus.js';
import { httpFigures, type HttpFigures } from './bench-http.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const args = parseArgs(process.argv.slice(2), ['json', 'no-batch', 'no-baseline', 'no-http', 'no-build', 'source']);
/** The library's entry and the CLI measured: the build (dist/) unless --source. */
const SOURCE = args.flags.has('source');
const LIBRARY = join(ROOT, SOURCE ? 'src/index.ts' : 'dist/index.js');
const CLI: readonly string[] = SOURCE ? ['--import', 'tsx', join(ROOT, 'src/cli/main.ts')] : [join(ROOT, 'dist/cli/main.js')];
type Library = typeof import('../src/index.js');
const library = (): Promise<Library> => import(LIBRARY) as Promise<Library>;
const num = (name: string, fallback: number): number => {
  const v = flag(args, name);
  return v === undefined ? fallback : Number(v);
};
const SIZE = num('size', 10_000);
const SEED = num('seed', DEFAULT_SEED);
const PASSES = num('passes', 3);

// Issue 12's targets (the library, batch and HTTP), and the earlier ones it keeps (baseline ratio, RSS).
const TARGETS = {
  tripsPerSecond: 50_000, p99Ms: 0.1, ratio: 100, coldStartMs: 150, peakRssMb: 250,
  batchSpeedup: 1.7, batchTwoWorkers: 40_000, batchSummary: 100_000,
  httpTripsPerSecond: 10_000, httpP99Ms: 10, httpGzipTripsPerSecond: 6_000,
};

interface OursFigures {
  importMs: number;
  constructMs: number;
  trips: number;
  tripsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanBytes: number;
  statuses: Record<string, number>;
  peakRssMb: number;
  /** Mean ms per corpus index over the timed passes, to compare with the baseline on its sample. */
  perTripMs: number[];
  /**
   * The floor of any answer that writes these bytes this way: JSON.parse of each request's text
   * plus tr.serialise of its response built beforehand (the rules, texts and envelope cost nothing),
   * best of the passes, in ms per trip.
   */
  floorMs: number;
}

interface BaselineFigures {
  sample: number[];
  checked: number;
  tripsPerSecond: number;
  meanMs: number;
  runs: number;
  buildMs: number;
}

interface BatchRun { workers: number; lines: number; output: string; format: string; wallSeconds: number; summary: string; tripsPerSecond: number; peakRssMb: number }

interface BatchFigures {
  lines: number;
  /** The two runs over `lines` generated lines, output to files. */
  files: BatchRun[];
  identical: boolean;
  outputLines: number;
  statusesMatch: number;
  /** The two runs over `steadyLines` lines (the file above, repeated), output to the null device. */
  steady: BatchRun[];
  steadyLines: number;
  speedupFiles: number;
  speedupSteady: number;
  /** --format summary, 2 workers, to a file; and its bytes per line. */
  summaryRun: BatchRun;
  summaryBytesPerLine: number;
  fullBytesPerLine: number;
}

// ---- children --------------------------------------------------------------------------------

async function childCold(): Promise<void> {
  const t0 = performance.now();
  const { createTravelRequirements } = await library();
  const t1 = performance.now();
  createTravelRequirements();
  const t2 = performance.now();
  process.stdout.write(JSON.stringify({ importMs: t1 - t0, constructMs: t2 - t1 }));
}

async function childOurs(): Promise<void> {
  const t0 = performance.now();
  const { createTravelRequirements } = await library();
  const t1 = performance.now();
  const tr = createTravelRequirements();
  const t2 = performance.now();
  const corpus = generateCorpus(tr, { size: SIZE, seed: SEED });
  const statuses: Record<string, number> = {};
  let bytes = 0;
  for (const [i, q] of corpus.entries()) {
    const r = tr.trips(q);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const json = tr.serialise(r.body);
    if (json !== JSON.stringify(r.body)) throw new Error(`serialise differs from JSON.stringify on corpus trip ${i}`);
    bytes += json.length;
  }
  const lat = new Float64Array(corpus.length * PASSES);
  let k = 0;
  let sink = 0;
  const start = performance.now();
  for (let p = 0; p < PASSES; p++) {
    for (const q of corpus) {
      const a = performance.now();
      sink += tr.serialise(tr.trips(q).body).length;
      lat[k++] = performance.now() - a;
    }
  }
  const total = performance.now() - start;
  if (sink !== bytes * PASSES) throw new Error('responses changed between passes');
  const perTripMs = corpus.map((_, i) => {
    let s = 0;
    for (let p = 0; p < PASSES; p++) s += lat[p * corpus.length + i]!;
    return s / PASSES;
  });
  const peakRssMb = process.resourceUsage().maxRSS / 1024; // before the floor, which keeps every response
  // The floor: what is left when the answer is free (request texts parsed, ready responses written).
  const texts = corpus.map((c) => JSON.stringify(c));
  const ready = corpus.map((c) => tr.trips(c).body);
  let floorMs = Infinity;
  for (let p = 0; p < PASSES + 1; p++) {
    const a = performance.now();
    for (let i = 0; i < texts.length; i++) sink += (JSON.parse(texts[i]!) === null ? 0 : 1) + tr.serialise(ready[i]!).length;
    if (p > 0) floorMs = Math.min(floorMs, (performance.now() - a) / texts.length);
  }
  const sorted = Float64Array.from(lat).sort();
  const q = (x: number): number => sorted[Math.min(sorted.length - 1, Math.floor(x * sorted.length))]!;
  const figures: OursFigures = {
    importMs: t1 - t0, constructMs: t2 - t1, trips: corpus.length * PASSES,
    tripsPerSecond: (corpus.length * PASSES) / (total / 1000), p50Ms: q(0.5), p99Ms: q(0.99),
    meanBytes: bytes / corpus.length, statuses, peakRssMb, perTripMs, floorMs,
  };
  process.stdout.write(JSON.stringify(figures));
}

async function childBaseline(): Promise<void> {
  const { createTravelRequirements } = await library();
  const { rulesetReference } = (await import(join(ROOT, SOURCE ? 'src/rules/reference-engine.ts' : 'dist/rules/reference-engine.js'))) as typeof import('../src/rules/reference-engine.js');
  const tr = createTravelRequirements();
  const b0 = performance.now();
  const ref = rulesetReference(tr.ruleset);
  const buildMs = performance.now() - b0;
  const corpus = generateCorpus(tr, { size: SIZE, seed: SEED });
  const wanted = Math.min(num('baseline-sample', 500), corpus.length);
  const step = corpus.length / wanted;
  const sample = Array.from({ length: wanted }, (_, i) => Math.floor(i * step));
  // Equal work first: the baseline must answer exactly as we do, byte for byte.
  let runs = 0;
  const counting = (factsFor: Parameters<typeof ref.mostFavourable>[0], passports: readonly string[]): ReturnType<typeof ref.mostFavourable> => {
    runs += passports.length;
    return ref.mostFavourable(factsFor, passports);
  };
  for (const i of sample) {
    const ours = tr.trips(corpus[i]);
    const theirs = await tr.tripsWith(corpus[i], counting);
    if (ours.status !== theirs.status || JSON.stringify(ours.body) !== JSON.stringify(theirs.body)) {
      throw new Error(`baseline differs from ours on corpus trip ${i}: ${JSON.stringify(corpus[i])}`);
    }
  }
  const start = performance.now();
  let sink = 0;
  for (const i of sample) sink += tr.serialise((await tr.tripsWith(corpus[i], ref.mostFavourable)).body).length;
  const total = performance.now() - start;
  const figures: BaselineFigures = { sample, checked: sample.length, tripsPerSecond: sample.length / (total / 1000), meanMs: total / sample.length, runs, buildMs };
  process.stdout.write(JSON.stringify(figures));
  if (sink === 0) process.exitCode = 1;
}

// ---- orchestration ---------------------------------------------------------------------------

const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

function runChild<T>(mode: string, extra: string[] = []): T {
  const node = [process.execPath, '--import', 'tsx', SELF, '--child', mode, '--size', String(SIZE), '--seed', String(SEED), '--passes', String(PASSES), ...extra];
  const [cmd, ...rest] = pinned ? ['taskset', '-c', '0', ...node] : node;
  const out = execFileSync(cmd!, rest, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out) as T;
}

function log(line: string): void {
  if (!args.flags.has('json')) process.stderr.write(`${line}\n`);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function runBatch(input: string, output: string, workers: number, lines: number, format = 'full'): Promise<BatchRun> {
  const t0 = performance.now();
  return new Promise<BatchRun>((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, 'batch', input, '-o', output, '--workers', String(workers), '--format', format], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`batch --workers ${workers} exited ${code}: ${err}`));
      const summary = err.trim().split('\n').pop() ?? '';
      const rate = /([\d.]+) trips\/s/.exec(summary);
      const rss = /peak RSS (\d+) MB/.exec(summary);
      const run = { workers, lines, output, format, wallSeconds: (performance.now() - t0) / 1000, summary, tripsPerSecond: rate ? Number(rate[1]) : NaN, peakRssMb: rss ? Number(rss[1]) : NaN };
      log(`  batch --workers ${workers}${format === 'full' ? '' : ` --format ${format}`}, ${lines} lines -> ${output === devNull ? 'null device' : 'file'}: ${run.wallSeconds.toFixed(2)} s wall; ${summary}`);
      resolve(run);
    });
  });
}

// travelreq batch over `lines` generated lines: 1 and 2 workers writing files (compared with each
// other and with single-trip calls), then both again over the lines repeated to `steadyLines`,
// writing to the null device: a long job, where each worker's warm-up (~0.6 s: JIT, localized
// records) no longer counts and the page-cache copy of gigabytes of output is left out.
async function batchFigures(lines: number, steadyLines: number): Promise<BatchFigures> {
  const { createTravelRequirements } = await library();
  const tr = createTravelRequirements();
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-bench-'));
  try {
    const input = join(dir, 'in.jsonl');
    // Every 1000th line is not JSON at all, on top of the corpus' own ~2% invalid requests.
    const corpus = generateCorpus(tr, { size: lines, seed: SEED + 1 });
    const text = `${corpus.map((q, i) => (i % 1000 === 999 ? '{"data": {"type": "TRIP", ' : JSON.stringify(q))).join('\n')}\n`;
    writeFileSync(input, text);
    const files = [await runBatch(input, join(dir, 'out-1.jsonl'), 1, lines), await runBatch(input, join(dir, 'out-2.jsonl'), 2, lines)];
    const identical = readFileSync(join(dir, 'out-1.jsonl')).equals(readFileSync(join(dir, 'out-2.jsonl')));
    const fullBytesPerLine = statSync(join(dir, 'out-2.jsonl')).size / lines;
    // Statuses against single-trip calls, line by line, streaming the output.
    let outputLines = 0;
    let statusesMatch = 0;
    const source = text.split('\n');
    const rl = createInterface({ input: createReadStream(join(dir, 'out-2.jsonl')), crlfDelay: Infinity });
    for await (const line of rl) {
      const m = /^\{"line":(\d+),"status":(\d+),/.exec(line);
      outputLines++;
      if (!m || Number(m[1]) !== outputLines) continue;
      let expected = 400;
      try {
        expected = tr.trips(JSON.parse(source[outputLines - 1]!)).status;
      } catch {
        // not JSON: the batch answers 400 INVALID_JSON
      }
      if (Number(m[2]) === expected) statusesMatch++;
    }
    rmSync(join(dir, 'out-1.jsonl'));
    rmSync(join(dir, 'out-2.jsonl'));
    const summaryRun = await runBatch(input, join(dir, 'out-summary.jsonl'), 2, lines, 'summary');
    const summaryBytesPerLine = statSync(join(dir, 'out-summary.jsonl')).size / lines;
    rmSync(join(dir, 'out-summary.jsonl'));
    const long = join(dir, 'long.jsonl');
    const copies = Math.max(1, Math.round(steadyLines / lines));
    writeFileSync(long, text);
    for (let i = 1; i < copies; i++) appendFileSync(long, text);
    const steady = [await runBatch(long, devNull, 1, lines * copies), await runBatch(long, devNull, 2, lines * copies)];
    return {
      lines, files, identical, outputLines, statusesMatch, steady, steadyLines: lines * copies,
      speedupFiles: files[1]!.tripsPerSecond / files[0]!.tripsPerSecond,
      speedupSteady: steady[1]!.tripsPerSecond / steady[0]!.tripsPerSecond,
      summaryRun, summaryBytesPerLine, fullBytesPerLine,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!SOURCE && !args.flags.has('no-build')) {
    log('building dist/ (npm run build; --no-build to skip, --source to measure src/ under tsx)');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const cores = availableParallelism();
  log(`travel-requirements bench: ${SIZE} trips (seed ${SEED}), ${PASSES} timed passes, ${cores} cores (${cpus()[0]?.model ?? 'cpu'}), node ${process.version}, ${SOURCE ? 'src/ under tsx' : 'the build (dist/)'}${pinned ? ', measurements pinned to core 0' : ''}`);

  const colds = [0, 1, 2].map(() => runChild<{ importMs: number; constructMs: number }>('cold'));
  const coldStartMs = median(colds.map((c) => c.constructMs));
  const importMs = median(colds.map((c) => c.importMs));
  log(`  cold start ${coldStartMs.toFixed(0)} ms (median of 3 fresh processes; module import ${importMs.toFixed(0)} ms more)`);

  const ours = runChild<OursFigures>('ours');
  log(`  ours: ${ours.tripsPerSecond.toFixed(0)} trips/s, p50 ${(ours.p50Ms * 1000).toFixed(0)} us, p99 ${(ours.p99Ms * 1000).toFixed(0)} us, peak RSS ${ours.peakRssMb.toFixed(0)} MB`);

  let baseline: (BaselineFigures & { ratio: number }) | undefined;
  if (!args.flags.has('no-baseline')) {
    const b = runChild<BaselineFigures>('baseline', ['--baseline-sample', String(num('baseline-sample', 500))]);
    const oursMean = b.sample.reduce((s, i) => s + ours.perTripMs[i]!, 0) / b.sample.length;
    baseline = { ...b, ratio: b.meanMs / oursMean };
    log(`  baseline: ${b.tripsPerSecond.toFixed(1)} trips/s on ${b.checked} trips checked equal (${b.runs} engine runs); ours ${baseline.ratio.toFixed(0)}x`);
  }

  let batch: BatchFigures | undefined;
  if (!args.flags.has('no-batch')) batch = await batchFigures(num('batch-lines', 100_000), num('batch-steady-lines', 1_000_000));

  let http: HttpFigures | undefined;
  if (!args.flags.has('no-http')) {
    const { createTravelRequirements } = await library();
    http = await httpFigures(createTravelRequirements(), {
      cli: CLI,
      size: Math.min(SIZE, 5000), seed: SEED, seconds: num('http-seconds', 12), warmup: num('http-warmup', 3), connections: num('http-connections', 50), rounds: num('http-rounds', 3),
      gzipLevels: (flag(args, 'http-gzip-levels') ?? 'default').split(',').filter(Boolean).map((l) => (l === 'default' ? undefined : Number(l))),
      log,
    });
  }

  const rows: Array<[string, string, string, boolean | undefined]> = [
    ['end-to-end throughput (1 core)', `${ours.tripsPerSecond.toFixed(0)} trips/s`, `>= ${TARGETS.tripsPerSecond}`, ours.tripsPerSecond >= TARGETS.tripsPerSecond],
    ['latency p50', `${(ours.p50Ms * 1000).toFixed(1)} us`, '', undefined],
    ['latency p99', `${(ours.p99Ms * 1000).toFixed(1)} us`, `<= ${TARGETS.p99Ms * 1000} us`, ours.p99Ms <= TARGETS.p99Ms],
    ['mean response size', `${(ours.meanBytes / 1024).toFixed(1)} KiB`, '', undefined],
    ['floor: parse request + serialise a ready answer', `${(ours.floorMs * 1000).toFixed(1)} us`, `at most ${(1 / ours.floorMs * 1000).toFixed(0)} trips/s with the answer free`, undefined],
    ['cold start (construct)', `${coldStartMs.toFixed(0)} ms`, `<= ${TARGETS.coldStartMs} ms`, coldStartMs <= TARGETS.coldStartMs],
    [`module import (${SOURCE ? 'src/ under tsx' : 'dist/'})`, `${importMs.toFixed(0)} ms`, '', undefined],
    ['peak RSS (serving the corpus)', `${ours.peakRssMb.toFixed(0)} MB`, `<= ${TARGETS.peakRssMb} MB`, ours.peakRssMb <= TARGETS.peakRssMb],
  ];
  if (baseline) {
    rows.push(['json-rules-engine baseline', `${baseline.tripsPerSecond.toFixed(1)} trips/s`, `${baseline.checked} trips checked equal`, undefined]);
    rows.push(['ours / baseline', `${baseline.ratio.toFixed(0)}x`, `>= ${TARGETS.ratio}x`, baseline.ratio >= TARGETS.ratio]);
  }
  if (batch) {
    const [f1, f2] = batch.files as [BatchRun, BatchRun];
    const [s1, s2] = batch.steady as [BatchRun, BatchRun];
    rows.push([`batch ${batch.lines} lines to a file, 1 worker`, `${f1.tripsPerSecond.toFixed(0)} trips/s`, `${f1.wallSeconds.toFixed(1)} s wall with start-up; peak RSS ${f1.peakRssMb} MB`, undefined]);
    rows.push([`batch ${batch.lines} lines to a file, 2 workers`, `${f2.tripsPerSecond.toFixed(0)} trips/s`, `>= ${TARGETS.batchTwoWorkers}; ${f2.wallSeconds.toFixed(1)} s wall; ${(batch.fullBytesPerLine / 1024).toFixed(1)} KiB/line`, f2.tripsPerSecond >= TARGETS.batchTwoWorkers]);
    rows.push(['batch to a file, 2 workers / 1 worker', `${batch.speedupFiles.toFixed(2)}x`, `>= ${TARGETS.batchSpeedup}x`, batch.speedupFiles >= TARGETS.batchSpeedup]);
    rows.push([`batch ${batch.lines} lines --format summary, 2 workers`, `${batch.summaryRun.tripsPerSecond.toFixed(0)} trips/s`, `>= ${TARGETS.batchSummary}; ${batch.summaryBytesPerLine.toFixed(0)} bytes/line`, batch.summaryRun.tripsPerSecond >= TARGETS.batchSummary]);
    rows.push([`batch ${batch.steadyLines} lines, 1 / 2 workers`, `${s1.tripsPerSecond.toFixed(0)} / ${s2.tripsPerSecond.toFixed(0)} trips/s`, `${batch.speedupSteady.toFixed(2)}x, to the null device`, undefined]);
    rows.push([`batch ${batch.steadyLines} lines, peak RSS`, `${s1.peakRssMb} / ${s2.peakRssMb} MB`, `1 / 2 workers; ${f1.peakRssMb} / ${f2.peakRssMb} MB for ${batch.lines} lines (flat: within 20%)`,
      s2.peakRssMb <= f2.peakRssMb * 1.2 && s1.peakRssMb <= f1.peakRssMb * 1.2]);
    rows.push(['batch output', `${batch.outputLines} lines`, `identical for 1 and 2 workers: ${batch.identical}; statuses = single-trip calls: ${batch.statusesMatch}`,
      batch.identical && batch.outputLines === batch.lines && batch.statusesMatch === batch.lines]);
  }
  if (http) {
    for (const run of http.runs) {
      const gz = run.encoding !== 'identity';
      const target = gz ? TARGETS.httpGzipTripsPerSecond : TARGETS.httpTripsPerSecond;
      rows.push([`HTTP POST /v3/trips, ${run.encoding}`, `${run.tripsPerSecond.toFixed(0)} trips/s`, `>= ${target}; ${run.connections} connections, keep-alive, ${(run.meanBytes / 1024).toFixed(1)} KiB/response on the wire; load by ${run.generator} at ${(run.generatorCpu * 100).toFixed(0)}% of its core${run.generatorCpu > 0.9 ? ' (saturated)' : ''}`, run.tripsPerSecond >= target]);
      rows.push([`HTTP ${run.encoding} latency p50 / p99`, `${run.p50Ms} / ${run.p99Ms} ms`, `p99 <= ${TARGETS.httpP99Ms} ms`, gz ? undefined : run.p99Ms <= TARGETS.httpP99Ms]);
      rows.push([`HTTP ${run.encoding} non-2xx`, `${run.non2xx}`, `= 0 (errors ${run.errors}, timeouts ${run.timeouts})`, run.non2xx === 0 && run.errors === 0]);
    }
    rows.push(['HTTP responses = library bytes', `${http.checked} checked`, `${http.pinned ? 'server on core 0, load on core 1' : 'NOT pinned (no taskset or one core)'}`, http.checked > 0]);
    for (const l of http.gzipLevels) rows.push([`gzip level ${l.level} (no HTTP)`, `${l.usPerResponse.toFixed(0)} us/response`, `${(l.meanBytes / 1024).toFixed(2)} KiB, ${l.ratio.toFixed(1)}x smaller`, undefined]);
  }

  if (args.flags.has('json')) {
    const { perTripMs: _omit, ...oursOut } = ours;
    const baselineOut = baseline ? (({ sample: _s, ...rest }) => rest)(baseline) : undefined;
    process.stdout.write(`${JSON.stringify({ cores, pinned, size: SIZE, seed: SEED, passes: PASSES, coldStartMs, importMs, ours: oursOut, baseline: baselineOut, batch, http, targets: TARGETS, met: Object.fromEntries(rows.filter((r) => r[3] !== undefined).map((r) => [r[0], r[3]])) }, null, 2)}\n`);
  } else {
    const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
    process.stdout.write(`\n${'figure'.padEnd(w[0]!)}  ${'measured'.padEnd(w[1]!)}  target / note\n`);
    for (const [name, value, target, ok] of rows) {
      process.stdout.write(`${name.padEnd(w[0]!)}  ${value.padEnd(w[1]!)}  ${target}${ok === undefined ? '' : ok ? '  ok' : '  MISSED'}\n`);
    }
  }
  if (rows.some((r) => r[3] === false)) process.exitCode = 1;
}

const child = flag(args, 'child');
if (child === 'cold') await childCold();
else if (child === 'ours') await childOurs();
else if (child === 'baseline') await childBaseline();
else await main();
