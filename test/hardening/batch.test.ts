// Hostile input to travelreq batch (issue 20): items 2, 3, 4 and 5, and a worker that dies. The
// CLI runs in a child process as users run it. Waits poll for an outcome with a deadline.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_RUN } from '../../src/cli/batch.js';
import { CHILD_MS, TEST_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const MAIN = join(ROOT, 'src/cli/main.ts');
const dir = mkdtempSync(join(tmpdir(), 'travelreq-hardening-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TRIP = JSON.stringify(JSON.parse(readFileSync(join(ROOT, 'examples/trips/01-usa-to-gbr.json'), 'utf8')));

function batch(args: string[], options: { stdin?: string | Buffer | number; env?: Record<string, string>; stdout?: number } = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'batch', ...args], {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 256 << 20, timeout: CHILD_MS,
    env: { ...process.env, ...options.env },
    stdio: [typeof options.stdin === 'number' ? options.stdin : 'pipe', options.stdout ?? 'pipe', 'pipe'],
    ...(typeof options.stdin === 'number' ? {} : { input: options.stdin }),
  });
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr };
}

/** Output lines as objects, checking each is whole JSON and the line numbers run 1..n in order. */
function parsedLines(text: string): Array<{ line: number; status: number; body: { errors?: Array<{ code: string }> } }> {
  expect(text === '' || text.endsWith('\n')).toBe(true);
  const lines = text.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; status: number; body: { errors?: Array<{ code: string }> } });
  lines.forEach((l, i) => expect(l.line).toBe(i + 1));
  return lines;
}

const deep = (levels: number): string => `{"meta":{"x":${'['.repeat(levels)}${']'.repeat(levels)}},"data":{}}`;

describe('item 2: no line can kill a worker or lose other lines', { timeout: TEST_MS }, () => {
  it('1,000 lines with lines nested 20,000 deep, 2 workers: 1,000 lines out, in order, exit 0', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => (i % 10 === 3 ? deep(20_000) : TRIP));
    const file = join(dir, 'deep.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = batch([file, '--workers', '2']);
    expect(r.stderr).not.toMatch(/worker (failed|exited)/);
    expect(r.status).toBe(0);
    const out = parsedLines(r.stdout);
    expect(out).toHaveLength(1000);
    out.forEach((l, i) => {
      expect(l.status).toBe(i % 10 === 3 ? 400 : 200);
      if (i % 10 === 3) expect(l.body.errors![0]!.code).toBe('TOO_DEEP');
    });
  });

  it('a worker that dies anyway has its lines answered with error lines: N in, N out, in order', () => {
    const lines = Array.from({ length: 3000 }, () => TRIP);
    const file = join(dir, 'crash.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    for (const extra of [[], ['-o', join(dir, 'crash.jsonl.gz')]]) {
      const r = batch([file, '--workers', '2', '--format', 'summary', ...extra], { env: { TRAVELREQ_BATCH_TEST_CRASH: 'line-1' } });
      expect(r.status).toBe(0);
      expect(r.stderr).toMatch(/worker exited with code 70; its lines are answered with error lines/);
      const out = parsedLines(extra.length ? gunzipSync(readFileSync(extra[1]!)).toString() : r.stdout);
      expect(out).toHaveLength(3000);
      expect(out[0]!.status).toBe(500);
      // The lines handed to the dead worker are error lines; every other line is answered.
      for (const l of out) if (l.status !== 200) expect(JSON.stringify(l.body)).toContain('WORKER_FAILED');
      expect(out.filter((l) => l.status === 200).length).toBeGreaterThan(0);
    }
    // With one worker there is no one left to answer: a failure, exit 1.
    const alone = batch([file, '--workers', '1', '-o', join(dir, 'alone.jsonl')], { env: { TRAVELREQ_BATCH_TEST_CRASH: 'line-1' } });
    expect(alone.status).toBe(1);
    expect(alone.stderr).toMatch(/every worker stopped/);
  });
});

describe('item 3: output = input through any route is refused before anything is written', { timeout: TEST_MS }, () => {
  it('batch - -o x.jsonl < x.jsonl, and batch x.jsonl >> x.jsonl', () => {
    const file = join(dir, 'same.jsonl');
    const content = `${Array.from({ length: 2000 }, () => TRIP).join('\n')}\n`;
    writeFileSync(file, content);
    const stdin = openSync(file, 'r');
    const r = batch(['-', '-o', file], { stdin });
    closeSync(stdin);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/same file as the input/);
    expect(readFileSync(file, 'utf8')).toBe(content);
    const append = openSync(file, 'a');
    const r2 = batch([file], { stdout: append });
    closeSync(append);
    expect(r2.status).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });
});

describe('item 4: SIGINT/SIGTERM stop with whole lines, a closed gzip stream, a summary, 130/143', { timeout: TEST_MS }, () => {
  const big = join(dir, 'big.jsonl');
  const LINES = 100_000;

  async function interrupted(signal: 'SIGINT' | 'SIGTERM', output: string): Promise<{ code: number | null; stderr: string }> {
    if (!existsSync(big)) writeFileSync(big, `${Array.from({ length: LINES }, () => TRIP).join('\n')}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'batch', big, '-o', output, '--workers', '2', '--format', 'summary'], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Signal once answers are being written (the output grows).
    const end = Date.now() + CHILD_MS;
    while (Date.now() < end && !(existsSync(output) && statSync(output).size > 20_000)) await new Promise((r) => setTimeout(r, 20));
    child.kill(signal);
    return { code: await exited, stderr };
  }

  for (const [signal, code, gz] of [['SIGINT', 130, false], ['SIGTERM', 143, true]] as const) {
    {
      it(`${signal}, ${gz ? 'gzip' : 'plain'} output`, async () => {
        const output = join(dir, `out-${signal}.jsonl${gz ? '.gz' : ''}`);
        const r = await interrupted(signal, output);
        expect(r.code).toBe(code);
        const text = gz ? gunzipSync(readFileSync(output)).toString() : readFileSync(output, 'utf8'); // a whole gzip stream
        const out = parsedLines(text);
        expect(out.length).toBeGreaterThan(0);
        expect(out.length).toBeLessThan(LINES);
        expect(r.stderr).toContain(`interrupted by ${signal}: lines 1-${out.length} are answered`);
        expect(r.stderr).toContain(`resume from line ${out.length + 1}`);
        expect(r.stderr).toMatch(/batch: \d+ lines, \d+ ok/);
      });
    }
  }

  it('a signal while waiting on a quiet pipe stops at once with the lines read so far', async () => {
    const output = join(dir, 'pipe.jsonl');
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'batch', '-', '-o', output, '--workers', '1'], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.stdin.write(`${Array.from({ length: 50 }, () => TRIP).join('\n')}\n`);
    const end = Date.now() + CHILD_MS;
    while (Date.now() < end && !(existsSync(output) && readFileSync(output, 'utf8').split('\n').length > 50)) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(parsedLines(readFileSync(output, 'utf8'))).toHaveLength(50);
    expect(stderr).toContain('resume from line 51');
    child.stdin.destroy();
  });
});

describe('item 5: decompressed input of only blank or error lines stops', { timeout: TEST_MS }, () => {
  it(`a small .gz of newlines stops after ${MAX_ERROR_RUN} blank lines in a row, exit 1`, () => {
    const file = join(dir, 'newlines.jsonl.gz');
    writeFileSync(file, gzipSync(Buffer.alloc(3 * MAX_ERROR_RUN, 0x0a)));
    expect(statSync(file).size).toBeLessThan(2000);
    const output = join(dir, 'newlines.out.jsonl');
    const r = batch([file, '-o', output, '--workers', '2', '--format', 'summary']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/more than 100000 blank or error lines in a row/);
    const written = parsedLines(readFileSync(output, 'utf8')).length;
    expect(written).toBeLessThan(2 * MAX_ERROR_RUN);
  });

  it('the same run in a plain file, or broken by an answered trip, is answered in full', () => {
    const lines = [...Array.from({ length: MAX_ERROR_RUN - 10 }, () => ''), TRIP, ...Array.from({ length: MAX_ERROR_RUN - 10 }, () => '')];
    const file = join(dir, 'broken-run.jsonl.gz');
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
    const r = batch([file, '-o', '/dev/null', '--workers', '2', '--format', 'summary']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`batch: ${lines.length} lines, 1 ok`);
  });
});
