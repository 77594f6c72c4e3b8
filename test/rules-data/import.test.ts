// (c) The import script is deterministic (two runs on the same CSV give byte-identical files, so a
// re-run never shows up as a change) and the committed generated files are what it produces.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allFilesUnder, manifest, ROOT, RULES } from './data.js';

const SCRIPT = join(ROOT, 'scripts/import-passport-index.ts');
const dirs: string[] = [];

function runImport(...args: string[]): string {
  const out = mkdtempSync(join(tmpdir(), 'passport-index-'));
  dirs.push(out);
  execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--out', out, ...args], { cwd: ROOT, stdio: 'pipe' });
  return out;
}

function contents(dir: string): Map<string, string> {
  return new Map(allFilesUnder(dir).map((p) => [p, readFileSync(join(dir, p), 'utf8')]));
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('scripts/import-passport-index.ts', () => {
  it('gives byte-identical output when run twice, into fresh directories or over its own output', () => {
    const a = runImport();
    const b = runImport();
    const first = contents(a);
    expect(first.size).toBeGreaterThan(199);
    expect(contents(b)).toEqual(first);
    execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--out', a], { cwd: ROOT, stdio: 'pipe' });
    expect(contents(a)).toEqual(first);
  });

  it('produces exactly the committed visa-matrix files', () => {
    const out = contents(runImport('--revision', manifest().revision));
    const committed = contents(RULES);
    for (const [path, text] of out) {
      if (path.startsWith('visa-matrix/')) expect(committed.get(path), path).toBe(text);
    }
    const generated = [...committed.keys()].filter((p) => p.startsWith('visa-matrix/'));
    expect(generated).toEqual([...out.keys()].filter((p) => p.startsWith('visa-matrix/')));
  });

  it('keeps the MIT notice of the dataset beside the generated files', () => {
    const notice = readFileSync(join(RULES, 'visa-matrix/LICENSE.passport-index'), 'utf8');
    const original = readFileSync(join(ROOT, 'data/passport-index/LICENSE'), 'utf8');
    expect(notice.endsWith(original)).toBe(true);
    expect(notice.split('\n')[0]).toMatch(/imorte\/passport-index-data@9c59780dd0dbaefcbdfa0134d21cd99d0d547509/);
  });

  it('keeps the revision when nothing changed, and takes --revision when given', () => {
    const a = runImport('--revision', 'test-7');
    const m = (): { revision: string } => JSON.parse(readFileSync(join(a, 'manifest.json'), 'utf8')) as { revision: string };
    expect(m().revision).toBe('test-7');
    execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--out', a], { cwd: ROOT, stdio: 'pipe' });
    expect(m().revision).toBe('test-7');
  });

  it('fails loudly on a value it does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passport-index-bad-'));
    dirs.push(dir);
    const csv = join(dir, 'bad.csv');
    execFileSync('sh', ['-c', `printf 'Passport,Destination,Requirement\\nFRA,GBR,maybe\\n' > '${csv}' && cp '${join(ROOT, 'data/passport-index/LICENSE')}' '${dir}/LICENSE'`]);
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, csv, '--out', join(dir, 'out')], { cwd: ROOT, stdio: 'pipe' })).toThrow(/unknown Requirement value/);
  });
});
