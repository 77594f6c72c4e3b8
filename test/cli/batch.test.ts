// travelreq batch end to end (the CLI in a child process, as users run it): one output line per
// input line, in order, equal to single-trip calls, with the request's meta; the same bytes for 1
// and 2 workers; bad lines get error documents; --format summary; gzip in and out; input that is
// not JSONL text refused; errors by status and code on stderr; usage errors exit 2.
// (scripts/bench.ts runs the 100,000-line version.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench-corpus.js';
import { formatTally } from '../../src/cli/batch.js';
import { notJsonl } from '../../src/cli/batch-input.js';
import { invalidUtf8At } from '../../src/cli/batch-worker.js';
import { schemas } from '../../src/schema/generated.js';
import { countryResolver, summarise } from '../../src/summary/index.js';
import { engine } from '../helpers.js';
import { CHILD_MS, TEST_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'travelreq-batch-'));
const input = join(dir, 'in.jsonl');
let lines: string[];
/** Lines of the corpus that are valid requests (the corpus mixes in invalid ones), from line 100 on. */
let good: string[];

function batch(args: string[], stdin?: string | Buffer): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'batch', ...args], {
    cwd: ROOT, input: stdin, encoding: 'utf8', maxBuffer: 256 << 20, timeout: CHILD_MS,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * What the output line for input line n must be: a single-trip call, serialised by JSON.stringify,
 * with the request's meta object; its summary with --format summary.
 */
function expected(n: number, line: string, locale?: string, format: 'full' | 'summary' = 'full'): string {
  const tr = engine();
  let result: { status: number; body: unknown };
  let meta: unknown;
  try {
    const input = JSON.parse(line.replace(/^\uFEFF/, '').replace(/\r$/, '')) as unknown;
    result = tr.trips(input, locale ? { locale } : {});
    const m = input !== null && typeof input === 'object' ? (input as { meta?: unknown }).meta : undefined;
    if (m !== null && typeof m === 'object' && !Array.isArray(m)) meta = m;
  } catch (cause) {
    const detail = `Line ${n} is not valid JSON: ${(cause as Error).message}`;
    result = { status: 400, body: tr.errorDocument([{ status: '400', code: 'INVALID_JSON', title: 'Invalid JSON', detail: detail.slice(0, 400), source: { pointer: '' } }]) };
  }
  const body = format === 'summary' ? summarise(result as Parameters<typeof summarise>[0], countryResolver(tr)) : result.body;
  return JSON.stringify({ line: n, ...(meta !== undefined ? { meta } : {}), status: result.status, body });
}

/** Validates an output line against BatchLine (schemas/trip-summary.schema.json). */
function batchLineValidator(): (line: unknown) => boolean {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema as object);
  return ajv.compile({ $ref: 'trip-summary.schema.json#/$defs/BatchLine' });
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
  // Join keys: a booking id in the request's meta, also on a request that is not valid.
  for (const i of [20, 21, 22]) lines[i] = JSON.stringify({ ...(JSON.parse(lines[i]!) as object), meta: { bookingId: `B-${i}`, n: [i] } });
  lines[23] = JSON.stringify({ meta: { bookingId: 'B-23' }, data: { type: 'TRIP' } });
  lines[24] = JSON.stringify({ ...(JSON.parse(lines[24]!) as object), meta: 'not an object' });
  writeFileSync(input, `${lines.join('\n')}\n`);
  good = lines.slice(100).filter((l) => engine().trips(JSON.parse(l)).status === 200);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('travelreq batch', () => {
  it('answers every line in order, as single-trip calls do, with the same bytes for 1 and 2 workers and the smallest --worker-heap', () => {
    const out1 = join(dir, 'out1.jsonl');
    const out2 = join(dir, 'out2.jsonl');
    const out3 = join(dir, 'out3.jsonl');
    const one = batch([input, '-o', out1, '--workers', '1']);
    const two = batch([input, '-o', out2, '--workers', '2']);
    // 128 MiB, the smallest cap allowed: the library's live heap (~100 MB) fits, and a capped heap changes no byte.
    const capped = batch([input, '-o', out3, '--workers', '1', '--worker-heap', '128']);
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(capped.status, capped.stderr).toBe(0);
    const a = readFileSync(out1);
    expect(a.equals(readFileSync(out2))).toBe(true);
    expect(a.equals(readFileSync(out3))).toBe(true);
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
    // meta comes back on its line, between line and status, also for an invalid request; a meta that is no object does not.
    const parsed = output.map((l) => JSON.parse(l) as { line: number; meta?: { bookingId?: string }; status: number });
    expect(parsed.filter((o) => o.meta !== undefined).map((o) => [o.line, o.meta!.bookingId, o.status])).toEqual([[21, 'B-20', 200], [22, 'B-21', 200], [23, 'B-22', 200], [24, 'B-23', 400]]);
    expect(Object.keys(parsed[20]!)).toEqual(['line', 'meta', 'status', 'body']);
    expect(parsed[24]!.status).toBe(400);
    const valid = batchLineValidator();
    for (const o of parsed.slice(0, 60)) expect(valid(o), `line ${o.line}`).toBe(true);
  }, TEST_MS);

  it('--format text: a block per line, "=== line N (status) ===" then what tr.text gives for that line', () => {
    const sample = lines.slice(0, 40);
    expect(sample.length).toBe(40);
    const r = batch(['-', '--workers', '2', '--format', 'text'], `${sample.join('\n')}\n`);
    expect(r.status, r.stderr).toBe(0);
    const tr = engine();
    const want = sample.map((line, i) => {
      const doc = JSON.parse(expected(i + 1, line)) as { status: number; body: Parameters<typeof tr.text>[0] };
      return `=== line ${i + 1} (${doc.status}) ===\n${tr.text(doc.body)}\n`;
    }).join('');
    expect(r.stdout).toBe(want);
  }, TEST_MS);

  it('--format summary: one summary per line, equal to src/summary of the single-trip call, a small fraction of the full bytes', () => {
    const full = readFileSync(join(dir, 'out1.jsonl'));
    const out = join(dir, 'summary.jsonl');
    const r = batch([input, '-o', out, '--workers', '2', '--format', 'summary']);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    const output = text.split('\n').slice(0, -1);
    expect(output).toHaveLength(lines.length);
    output.forEach((line, i) => expect(line).toBe(expected(i + 1, lines[i]!, undefined, 'summary')));
    const valid = batchLineValidator();
    for (const line of output) expect(valid(JSON.parse(line)), line.slice(0, 200)).toBe(true);
    const perLine = { full: full.length / lines.length, summary: Buffer.byteLength(text) / lines.length };
    console.log(`batch bytes per line on ${lines.length} generated trips: full ${Math.round(perLine.full)}, summary ${Math.round(perLine.summary)} (${(100 * perLine.summary / perLine.full).toFixed(1)}%)`);
    expect(perLine.summary / perLine.full).toBeLessThan(0.1);
    expect(batch([input, '-o', join(dir, 'x.jsonl'), '--workers', '1', '--format', 'sumary']).status).toBe(2);
  }, TEST_MS);

  it('reads .jsonl.gz and writes .jsonl.gz: the same lines as plain files, the same bytes for 1 and 3 workers', () => {
    const gzIn = join(dir, 'in.jsonl.gz');
    // The first 600 lines, as two gzip members (concatenated .gz files are one input).
    const firstLines = (text: Buffer, n: number): Buffer => {
      let end = 0;
      for (let i = 0; i < n; i++) end = text.indexOf(0x0a, end) + 1;
      return text.subarray(0, end);
    };
    const all = firstLines(readFileSync(input), 600);
    const cut = all.indexOf(0x0a, all.length >> 1) + 1;
    writeFileSync(gzIn, Buffer.concat([gzipSync(all.subarray(0, cut)), gzipSync(all.subarray(cut))]));
    const a = join(dir, 'a.jsonl.gz');
    const b = join(dir, 'b.jsonl.gz');
    const ra = batch([gzIn, '-o', a, '--workers', '1']);
    const rb = batch([gzIn, '-o', b, '--workers', '3']);
    expect(ra.status, ra.stderr).toBe(0);
    expect(rb.status, rb.stderr).toBe(0);
    const bytes = readFileSync(a);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.equals(readFileSync(b))).toBe(true);
    expect(gunzipSync(bytes).equals(firstLines(readFileSync(join(dir, 'out1.jsonl')), 600))).toBe(true);
    // gzip in, plain out to stdout; summary format into gzip.
    const plain = batch([gzIn, '--workers', '2', '--format', 'summary']);
    expect(plain.status, plain.stderr).toBe(0);
    const c = join(dir, 'c.jsonl.gz');
    const plainIn = join(dir, 'in600.jsonl');
    writeFileSync(plainIn, all);
    expect(batch([plainIn, '-o', c, '--workers', '2', '--format', 'summary']).status).toBe(0);
    expect(gunzipSync(readFileSync(c)).toString('utf8')).toBe(plain.stdout);
    expect(plain.stdout).toBe(firstLines(readFileSync(join(dir, 'summary.jsonl')), 600).toString('utf8'));
  }, TEST_MS);

  it('refuses input that is not JSONL text (exit 1, nothing written): gzip without .gz, other compressed data, NUL bytes, UTF-16, bad UTF-8, a .gz that is not gzip', () => {
    const sample = `${good[0]}\n${good[1]}\n`;
    const cases: Array<[string, Buffer, RegExp]> = [
      ['gz.jsonl', gzipSync(sample), /gz\.jsonl is gzip-compressed .*name it .*gz\.jsonl\.gz/],
      ['zst.jsonl', Buffer.concat([Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), Buffer.alloc(20, 1)]), /is zstd-compressed/],
      ['nul.jsonl', Buffer.concat([Buffer.from(good[0]!), Buffer.from([0x0a, 0x00, 0x01, 0x02, 0x0a])]), /binary, not JSONL text: a NUL byte at byte \d+/],
      ['utf16.jsonl', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]), /UTF-16/],
      ['latin1.jsonl', Buffer.from(`{"meta": {"name": "Jos\u00e9"}}\n`, 'latin1'), /not UTF-8 text: invalid byte 0xe9 at byte 23/],
      ['fake.jsonl.gz', Buffer.from(sample), /fake\.jsonl\.gz: not gzip data/],
      ['twice.jsonl.gz', gzipSync(gzipSync(sample)), /gzip-compressed .*after decompression/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = join(dir, name);
      const out = join(dir, `${name}.out.jsonl`);
      writeFileSync(file, bytes);
      const r = batch([file, '-o', out, '--workers', '1']);
      expect(r.status, name).toBe(1);
      expect(r.stderr, name).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      if (name !== 'fake.jsonl.gz') expect(existsSync(out), name).toBe(false);
    }
    const piped = batch(['-', '--workers', '1'], gzipSync(sample));
    expect(piped.status).toBe(1);
    expect(piped.stdout).toBe('');
    expect(piped.stderr).toMatch(/standard input is gzip-compressed .*gunzip -c/);
  }, TEST_MS);

  it('a damaged .gz: the complete lines before the damage are answered, then exit 1 naming the file', () => {
    const text = `${good.slice(0, 200).join('\n')}\n`;
    const whole = gzipSync(text);
    const file = join(dir, 'cut.jsonl.gz');
    writeFileSync(file, whole.subarray(0, whole.length >> 1));
    const r = batch([file, '--workers', '2']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cut\.jsonl\.gz: not gzip data, or damaged \(unexpected end of file\) \(the \d+ complete lines before it are answered\)/);
    const output = r.stdout.split('\n').slice(0, -1);
    const n = Number(/the (\d+) complete lines/.exec(r.stderr)![1]);
    expect(output).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(200);
    output.forEach((line, i) => expect(line).toBe(expected(i + 1, good[i]!)));
  }, TEST_MS);

  it('a line that is not UTF-8 after the checked start gets a 400 INVALID_ENCODING document; the others are answered', () => {
    const filler = good.slice(0, 30).join('\n'); // > 8 KiB
    expect(Buffer.byteLength(filler)).toBeGreaterThan(8192);
    const bytes = Buffer.concat([Buffer.from(`${filler}\n`), Buffer.from('{"meta": "caf'), Buffer.from([0xe9]), Buffer.from('"}\n'), Buffer.from(`${good[30]}\n`)]);
    const r = batch(['-', '--workers', '2'], bytes);
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; status: number; body: { errors?: Array<{ code: string; detail: string }> } });
    expect(output).toHaveLength(32);
    expect(output[30]!.status).toBe(400);
    expect(output[30]!.body.errors![0]).toMatchObject({ code: 'INVALID_ENCODING', detail: 'Line 31 is not valid UTF-8 (byte 14 of the line).' });
    expect(output.filter((o) => o.status === 200)).toHaveLength(31);
  }, TEST_MS);

  it('the summary on stderr breaks the error lines down by status and by code, with the first line of each', () => {
    const bad = [good[0]!, '{"data": ', '[1]', good[1]!, '{', JSON.stringify({ data: { type: 'TRIP', attributes: { traveller: { passports: ['XXX'] }, travelNodes: [] } } })];
    const r = batch(['-', '--workers', '2', '--format', 'summary'], `${bad.join('\n')}\n`);
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; status: number; body: { errors?: Array<{ code: string }> } });
    // What the output says, counted here: status -> lines, "status code" -> [lines, first line].
    const byStatus = new Map<number, number>();
    const byCode = new Map<string, [number, number]>();
    for (const o of output) {
      if (o.status === 200) continue;
      byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      for (const code of new Set(o.body.errors!.map((e) => e.code))) {
        const k = `${o.status} ${code}`;
        const had = byCode.get(k);
        byCode.set(k, had ? [had[0] + 1, had[1]] : [1, o.line]);
      }
    }
    expect(byStatus.get(400)).toBe(4);
    const status = /batch: errors by status: (.*)/.exec(r.stderr)![1]!;
    expect(status).toBe([...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n} line${n === 1 ? '' : 's'}`).join(', '));
    const codes = [...r.stderr.matchAll(/^ {2}(\d{3} [A-Z_]+) +(\d+) lines?, first line (\d+)$/gm)].map((m) => [m[1], Number(m[2]), Number(m[3])]);
    expect(new Map(codes.map(([k, n, f]) => [k as string, [n, f]]))).toEqual(byCode);
    expect(codes.find(([k]) => k === '400 INVALID_JSON')).toEqual(['400 INVALID_JSON', 2, 2]);
    expect(r.stderr.trim().split('\n').pop()).toMatch(/^batch: 6 lines, 2 ok, 4 errors, /); // the totals stay last (scripts/bench.ts reads them)
  }, TEST_MS);

  it('reads stdin and writes stdout; applies --locale to every line; a last line needs no newline', () => {
    const some = lines.slice(100, 130);
    const r = batch(['-', '-o', '-', '--workers', '2', '--locale', 'fr-FR'], some.join('\n'));
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1);
    expect(output).toHaveLength(some.length);
    output.forEach((line, i) => expect(line).toBe(expected(i + 1, some[i]!, 'fr-FR')));
    const first = JSON.parse(output.find((l) => l.includes('"status":200'))!) as { body: { meta: { locale: string } } };
    expect(first.body.meta.locale).toBe('fr-FR');
  }, TEST_MS);

  it('answers a line over the size limit with a 413 document, and goes on', () => {
    const big = `{"data": "${'x'.repeat(1024 * 1024 + 10)}"}`;
    const r = batch(['-', '--workers', '1'], `${good[0]}\n${big}\n${good[1]}\n`);
    expect(r.status, r.stderr).toBe(0);
    const output = r.stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; status: number; body: { errors?: Array<{ code: string }> } });
    expect(output.map((o) => [o.line, o.status])).toEqual([[1, 200], [2, 413], [3, 200]]);
    expect(output[1]!.body.errors![0]!.code).toBe('PAYLOAD_TOO_LARGE');
  }, TEST_MS);

  it('an empty input gives no output and a summary', () => {
    const r = batch(['-', '--workers', '1'], '');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/batch: 0 lines, 0 ok, 0 errors/);
  }, TEST_MS);

  it('usage errors exit 2; --help exits 0; a missing input exits 2', () => {
    for (const args of [['--workers', '0', input], ['--workers', 'two', input], [input, '--workers'], ['--worker-heap', '64', input], ['--worker-heap', 'lots', input], ['--queue', 'redis://127.0.0.1:9', '--worker-heap', '256', input], ['--locale', 'french', input], ['--frobnicate', input], [input, input], ['--format', 'csv', input], [input, '-o', input], ['--output', input, input]]) {
      const r = batch(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/usage: travelreq batch/);
    }
    for (const help of [['--help'], ['-h'], [input, '--format', 'summary', '-h']]) {
      const h = batch(help);
      expect(h.status, help.join(' ')).toBe(0);
      expect(h.stdout).toMatch(/^usage: travelreq batch/);
      expect(h.stdout).toMatch(/--format full\|summary/);
    }
    expect(readFileSync(input).length).toBeGreaterThan(0); // -o naming the input did not empty it
    // A missing input is a file error naming the path (exit 2), before any output exists.
    const r = batch([join(dir, 'missing.jsonl'), '-o', join(dir, 'never.jsonl')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`travelreq batch: cannot read ${join(dir, 'missing.jsonl')}: no such file or directory\n`);
    expect(existsSync(join(dir, 'never.jsonl'))).toBe(false);
  }, TEST_MS);
});

describe('input checks', () => {
  it('invalidUtf8At finds the first byte of the first ill-formed sequence', () => {
    const at = (...b: number[]): number => invalidUtf8At(Uint8Array.from(b));
    expect(at()).toBe(0);
    expect(invalidUtf8At(Buffer.from('plain, é, €, 😀'))).toBe(Buffer.byteLength('plain, é, €, 😀'));
    expect(at(0x61, 0xe9, 0x61)).toBe(1); // latin-1 é
    expect(at(0xc0, 0xaf)).toBe(0); // overlong
    expect(at(0xe0, 0x80, 0xaf)).toBe(0); // overlong
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // above U+10FFFF
    expect(at(0x61, 0xe2, 0x82)).toBe(1); // cut short
    expect(at(0x61, 0x80)).toBe(1); // lone continuation byte
  });

  it('notJsonl: compressed and binary starts, UTF-8 text, a sequence cut at the end of a partial start', () => {
    expect(notJsonl(Buffer.from('{"data": 1}\n'), true)).toBeUndefined();
    expect(notJsonl(Buffer.from([0x1f, 0x8b, 8, 0]), true)).toMatch(/gzip/);
    expect(notJsonl(Buffer.from('BZh91AY'), true)).toMatch(/bzip2/);
    expect(notJsonl(Buffer.from([0x50, 0x4b, 3, 4]), true)).toMatch(/zip archive/);
    expect(notJsonl(Buffer.from('{"a":\u0000}'), true)).toMatch(/NUL byte at byte 6/);
    const cut = Buffer.from('{"a": "€"}').subarray(0, 8); // € cut after 2 of its 3 bytes
    expect(notJsonl(cut, false)).toBeUndefined();
    expect(notJsonl(cut, true)).toMatch(/not UTF-8/);
    // Only the first 8 KiB are checked: later lines are answered one by one.
    expect(notJsonl(Buffer.concat([Buffer.alloc(8192, 0x20), Buffer.from([0])]), true)).toBeUndefined();
  });

  it('formatTally lists statuses in order, then codes by count', () => {
    expect(formatTally({})).toEqual([]);
    expect(formatTally({ 413: { lines: 1, first: 9 }, 400: { lines: 3, first: 2 }, '400 A': { lines: 1, first: 5 }, '400 B': { lines: 2, first: 2 }, '413 PAYLOAD_TOO_LARGE': { lines: 1, first: 9 } })).toEqual([
      'batch: errors by status: 400: 3 lines, 413: 1 line',
      'batch: errors by code (a line with several codes counts under each):',
      '  400 B                  2 lines, first line 2',
      '  400 A                  1 line, first line 5',
      '  413 PAYLOAD_TOO_LARGE  1 line, first line 9',
    ]);
  });
});
