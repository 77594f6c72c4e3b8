// What the traveller page downloads before its first answer, and how long that answer takes, in
// Debian's headless Chromium (npm run measure:page is not a test: figures for the README).
// Builds the page, serves it with `travelreq serve --web DIR`, opens a trip URL RUNS times in fresh
// pages (cache disabled) and prints bytes on the wire (gzip as served), bytes decoded, and the
// median time from navigation start to the answer shown (performance.mark('first-answer') when
// the page sets it, else the moment the answer is seen).
// Usage: tsx scripts/measure-page.ts [RUNS] [--web DIR]   (default 5 runs; --web: an existing build)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.js';
import { launchChromium, serve, SHOTS } from './screenshots.js';

export interface PageFigures {
  runs: number; wireBytes: number; decodedBytes: number; requests: number; medianMs: number; allMs: number[]; medianTaskMs: number;
  /** One-minute load average when the runs started and ended: the figures mean little without it on a shared machine. */
  load: [number, number];
}

export async function measurePage(runs = 5, webDir?: string): Promise<PageFigures> {
  const work = mkdtempSync(join(tmpdir(), 'travelreq-measure-'));
  const dir = webDir ?? (await buildWeb(join(work, 'web'))).dir;
  const server = await serve(dir);
  const context = await launchChromium(join(work, 'profile'));
  const times: number[] = [];
  const tasks: number[] = [];
  const loadBefore = loadavg()[0]!;
  let wire = 0;
  let decoded = 0;
  let requests = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Performance.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const sizes = new Map<string, { wire: number; decoded: number }>();
      // The cities and the missions load after the first answer by design: not counted.
      const later = new Set<string>();
      cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
        if (/\/page-(cities|missions)\.js$/.test(new URL(e.request.url).pathname)) later.add(e.requestId);
      });
      cdp.on('Network.dataReceived', (e: { requestId: string; dataLength: number }) => {
        const s = sizes.get(e.requestId) ?? { wire: 0, decoded: 0 };
        s.decoded += e.dataLength;
        sizes.set(e.requestId, s);
      });
      cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
        const s = sizes.get(e.requestId) ?? { wire: 0, decoded: 0 };
        s.wire = e.encodedDataLength;
        sizes.set(e.requestId, s);
      });
      await page.goto(`${server.url}/?lang=en-US&${SHOTS[0]!.query}`);
      await page.waitForFunction(() => !!document.querySelector('travel-requirements')?.shadowRoot?.querySelector('.answer, .errors'), undefined, { timeout: 120_000 });
      const ms = await page.evaluate(() => {
        const mark = performance.getEntriesByName('first-answer')[0];
        return mark ? mark.startTime : performance.now();
      });
      times.push(Math.round(ms));
      // Main-thread busy time (CPU, seconds) of the page so far: less dependent on what else the machine runs.
      const metrics = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      tasks.push(Math.round((metrics.metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000));
      if (process.env.MEASURE_MARKS) process.stdout.write(`${JSON.stringify(await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)])))}\n`);
      const before = [...sizes].filter(([id]) => !later.has(id)).map(([, s]) => s);
      wire = before.reduce((n, s) => n + s.wire, 0);
      decoded = before.reduce((n, s) => n + s.decoded, 0);
      requests = before.length;
      await page.close();
    }
  } finally {
    await context.close().catch(() => undefined);
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { runs, wireBytes: wire, decodedBytes: decoded, requests, medianMs: median(sorted), allMs: times, medianTaskMs: median(tasks), load: [loadBefore, loadavg()[0]!] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--web');
  const web = at >= 0 ? resolve(args[at + 1] ?? '') : undefined;
  const rest = args.filter((_a, i) => at < 0 || (i !== at && i !== at + 1));
  const runs = rest[0] === undefined ? 5 : Number(rest[0]);
  if (!Number.isInteger(runs) || runs < 1 || rest.length > 1) {
    process.stderr.write('usage: tsx scripts/measure-page.ts [RUNS] [--web DIR]\n');
    process.exit(2);
  }
  measurePage(runs, web).then((f) => {
    const kib = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;
    process.stdout.write(`requests ${f.requests}, on the wire ${kib(f.wireBytes)}, decoded ${kib(f.decodedBytes)}, first answer median ${f.medianMs} ms (${f.allMs.join(', ')} ms, ${f.runs} runs), main-thread busy median ${f.medianTaskMs} ms, load average ${f.load.map((l) => l.toFixed(1)).join(' -> ')}\n`);
  }, (cause: unknown) => {
    process.stderr.write(`measure-page: ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}\n`);
    process.exit(1);
  });
}
