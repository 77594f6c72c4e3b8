// A missing or unreadable file or directory named on the command line is a file error: the path and
// the reason in words on stderr, exit 2, before any work; never "error 400" (there was no request).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { fileProblem, inputProblem } from '../../src/cli/file-error.js';
import { runCli } from '../ruletest/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'travelreq-file-errors-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const missing = join(tmp, 'missing.json');
const run = (argv: string[]) => runCli(main, argv);
// Root reads files whatever their mode: the permission case only means something for other users.
const asRoot = process.getuid?.() === 0;

describe('file errors of the travelreq commands', () => {
  it('trip with a missing file: the path and "no such file" on stderr, exit 2, an error document on stdout', async () => {
    const r = await run(['trip', missing]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`travelreq trip: cannot read ${missing}: no such file or directory\n`);
    expect(r.err).not.toMatch(/error 400/);
    const doc = JSON.parse(r.out) as { errors: Array<{ code: string; detail: string; source: { pointer: string; parameter: string } }> };
    expect(doc.errors).toHaveLength(1);
    expect(doc.errors[0]).toMatchObject({ code: 'FILE_NOT_FOUND', source: { pointer: '', parameter: 'FILE' } });
    expect(doc.errors[0]!.detail).toBe(`Cannot read ${missing}: no such file or directory.`);
  });

  it('trip with a directory: "it is a directory", exit 2', async () => {
    const r = await run(['trip', tmp]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`travelreq trip: cannot read ${tmp}: it is a directory, not a file\n`);
    expect((JSON.parse(r.out) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('UNREADABLE_FILE');
  });

  it.skipIf(asRoot)('trip with a file it may not read: "permission denied", exit 2', async () => {
    const locked = join(tmp, 'locked.json');
    writeFileSync(locked, '{}');
    chmodSync(locked, 0o000);
    const r = await run(['trip', locked]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`travelreq trip: cannot read ${locked}: permission denied\n`);
  });

  it('a file that is there but not JSON is still a 400 of the request (exit 1), not a file error', async () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, '{ not json');
    const r = await run(['trip', bad]);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('INVALID_JSON');
  });

  it('rules explain, batch, rules lint, rules test and serve name the missing path, exit 2', async () => {
    const nodir = join(tmp, 'no-such-dir');
    const cases: Array<{ argv: string[]; command: string; path: string }> = [
      { argv: ['rules', 'explain', missing], command: 'travelreq rules explain', path: missing },
      { argv: ['rules', 'explain', 'examples/short-trip.json', '--rules', nodir], command: 'travelreq rules explain', path: nodir },
      { argv: ['batch', join(tmp, 'missing.jsonl'), '-o', join(tmp, 'out.jsonl')], command: 'travelreq batch', path: join(tmp, 'missing.jsonl') },
      { argv: ['rules', 'lint', nodir], command: 'travelreq rules lint', path: nodir },
      { argv: ['rules', 'lint', '--locales', nodir], command: 'travelreq rules lint', path: nodir },
      { argv: ['rules', 'test', nodir], command: 'travelreq rules test', path: nodir },
      { argv: ['rules', 'test', '--tests', nodir], command: 'travelreq rules test', path: nodir },
      { argv: ['serve', '--keys', missing, '--port', '0'], command: 'travelreq serve', path: missing },
      { argv: ['serve', '--keys', 'examples/keys.json', '--places', missing, '--port', '0'], command: 'travelreq serve', path: missing },
      { argv: ['serve', '--keys', 'examples/keys.json', '--rules', nodir, '--port', '0'], command: 'travelreq serve', path: nodir },
    ];
    for (const c of cases) {
      const r = await run(c.argv);
      expect(r.code, c.argv.join(' ')).toBe(2);
      expect(r.err, c.argv.join(' ')).toBe(`${c.command}: cannot read ${c.path}: no such file or directory\n`);
    }
  });

  it('a file named where a directory is wanted, and the reverse, say so', async () => {
    const file = join(tmp, 'file.txt');
    writeFileSync(file, 'x');
    mkdirSync(join(tmp, 'dir.jsonl'), { recursive: true });
    expect((await run(['rules', 'lint', file])).err).toBe(`travelreq rules lint: cannot read ${file}: not a directory\n`);
    expect((await run(['batch', join(tmp, 'dir.jsonl'), '-o', join(tmp, 'o.jsonl')])).err).toBe(`travelreq batch: cannot read ${join(tmp, 'dir.jsonl')}: it is a directory, not a file\n`);
  });
});

describe('fileProblem and inputProblem', () => {
  it('say why in words', () => {
    const errno = (code: string) => Object.assign(new Error(`${code}: raw message`), { code });
    expect(fileProblem(errno('ENOENT'))).toBe('no such file or directory');
    expect(fileProblem(errno('EACCES'))).toBe('permission denied');
    expect(fileProblem(errno('ENOTDIR'))).toBe('a part of the path is not a directory');
    expect(fileProblem(errno('EIO'))).toBe('EIO: raw message');
    expect(inputProblem('examples/keys.json', 'file')).toBeUndefined();
    expect(inputProblem('examples', 'directory')).toBeUndefined();
    expect(inputProblem('examples/keys.json/x', 'file')).toBe('a part of the path is not a directory');
  });
});
