// travelreq batch end to end (the CLI in a child process, as users run it): one output line per
// input line, in order, equal to single-trip calls; the same bytes for 1 and 2 workers; bad lines
// get error documents; usage errors exit 2. (scripts/bench.ts runs the 100,000-line version.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench-corpus.js';
import { engine } from '../helpers.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'travelreq-batch-'));
const input = join(dir, 'in.jsonl');
let lines: string[];

function batch(args: string[], stdin?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'batch', ...args], {
    cwd: ROOT, input: stdin, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** What the output line for input line n must be: a single-trip call, serialised by JSON.stringify. */
function expected(n: number, line: string, locale?: string): string {
  const tr = engine();
  let result: { status: number; body: unknown };
  try {
    result = tr.trips(JSON.parse(line.replace(/^\uFEFF/, '').replace(/\r$/, '')), locale ? { locale } : {});
  } catch (cause) {
    const detail = `Line ${n} is not valid JSON: ${(cause as Error).message}`;
    result = { status: 400, body: tr.errorDocument([{ status: '400', code: 'INVALID_JSON', title: 'Invalid JSON', detail: detail.slice(0, 400), source: { pointer: '' } }]) };
  }
  return JSON.stringify({ line: n, status: result.status, body: result.body });
}

beforeAll(() => {
  const corpus = generateCorpus(engine(), { size: 2000, seed: 4242 });
  lines = corpus.map((q) => JSON.stringify(q));
  // Lines a batch job meets: a BOM, broken JSON, a blank line, CRLF, JSON that is no request.
  lines[0] = `\uFEFF${lines[0]}`;
  lines[10] = '{"data": {"type": "TRIP", ';
  lines[11] = '';
  lines[12] = `${lines[12]}\r`;
  lines[13] = '[1, 2, 3]';
  lines[14] = 'null';
  writeFileSync(input, `${lines.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('travelreq batch', () => {
  it('answers every line in order, as single-trip calls do, with the same bytes for 1 and 2 workers', () => {
    const out1 = join(dir, 'out1.jsonl');
    const out2 = join(dir, 'out2.jsonl');
    const one = batch([input, '-o', out1, '--workers', '1']);
    const two = batch([input, '-o', out2, '--workers', '2']);
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    const a = readFileSync(out1);
    expect(a.equals(readFileSync(out2))).toBe(true);
    const output = a.toString('utf8').split('\n');
    expect(output.pop()).toBe('');
    expect(output).toHaveLength(lines.length);
    output.forEach((line, i) => expect(line).toBe(expected(i + 1, lines[i]!)));
    const statuses = output.map((l) => (JSON.parse(l) as { status: number }).status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1900);
    expect(statuses[10]).toBe(400);
    expect(statuses[11]).toBe(400);
    expect(statuses[13]).toBe(400);
    const summary = /batch: (\d+) lines, (\d+) ok, (\d+) errors, \d+ trips\/s/.exec(two.stderr);
    expect(summary?.slice(1).map(Number)).toEqual([lines.length, statuses.filter((s) => s === 200).length, statuses.filter((s) => s !== 200).length]);
  });

  it('reads stdin and writes stdout; applies --locale to every line; a last line needs no newline', () => {
    const some = lines.slice(100, 130);
    const r = batch(['-', '-o', '-', '--workers', '2', '--locale', 'fr-FR'], some.join('\n'));
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1);
    expect(output).toHaveLength(some.length);
    output.forEach((line, i) => expect(line).toBe(expected(i + 1, some[i]!, 'fr-FR')));
    const first = JSON.parse(output.find((l) => l.includes('"status":200'))!) as { body: { meta: { locale: string } } };
    expect(first.body.meta.locale).toBe('fr-FR');
  });

  it('answers a line over the size limit with a 413 document, and goes on', () => {
    const big = `{"data": "${'x'.repeat(1024 * 1024 + 10)}"}`;
    const r = batch(['-', '--workers', '1'], `${lines[100]}\n${big}\n${lines[101]}\n`);
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; status: number; body: { errors?: Array<{ code: string }> } });
    expect(output.map((o) => [o.line, o.status])).toEqual([[1, 200], [2, 413], [3, 200]]);
    expect(output[1]!.body.errors![0]!.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an empty input gives no output and a summary', () => {
    const r = batch(['-', '--workers', '1'], '');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/batch: 0 lines, 0 ok, 0 errors/);
  });

  it('usage errors exit 2; an unreadable input exits 1', () => {
    for (const args of [['--workers', '0', input], ['--workers', 'two', input], [input, '--workers'], ['--locale', 'french', input], ['--frobnicate', input], [input, input]]) {
      const r = batch(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/usage: travelreq batch/);
    }
    const r = batch([join(dir, 'missing.jsonl')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot read/);
  });
});
