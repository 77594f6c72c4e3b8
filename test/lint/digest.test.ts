// The manifest's content digest (src/lint/digest.ts): what it covers, that the bundled manifest is
// stamped for its revision, and that the import script stamps it and bumps the revision after a
// hand edit (the fix STALE_DIGEST names).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson, nextRevision, rulesetDigest } from '../../src/lint/digest.js';
import { readRuleset } from '../../src/node/ruleset.js';
import { BUNDLED_RULES } from '../../src/node/paths.js';
import { TEST_MS } from '../timeouts.js';

const source = (manifest: object, files: Array<[string, unknown]>) => ({ manifest, files: files.map(([path, content]) => ({ path, content })) });
const m = { schemaVersion: 1, name: 'x', revision: 'r-1', domesticTerritories: ['USA'], files: ['a.json', 'b.json'] };
const a = { rules: [{ id: 'one', priority: 10 }], description: 'a' };
const b = { rules: [], description: 'b' };

describe('canonicalJson', () => {
  it('sorts keys at every depth, writes no whitespace, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: 'é' } })).toBe('{"a":{"c":"é","d":[3,1]},"b":1}');
    expect(canonicalJson(JSON.parse('{ "b" : 1,\n "a" : 2 }'))).toBe(canonicalJson({ a: 2, b: 1 }));
  });
});

describe('rulesetDigest', () => {
  const base = rulesetDigest(source(m, [['a.json', a], ['b.json', b]]));

  it('ignores key order, $schema, revision and the digest itself', () => {
    expect(rulesetDigest(source({ $schema: 'x', ...m, revision: 'r-9', digest: { revision: 'r-1', sha256: '0'.repeat(64) } }, [['a.json', { description: 'a', rules: a.rules }], ['b.json', b]]))).toBe(base);
  });

  it('changes with any value, the file order, a manifest field or the file paths', () => {
    const variants = [
      rulesetDigest(source(m, [['a.json', { ...a, rules: [{ id: 'one', priority: 11 }] }], ['b.json', b]])),
      rulesetDigest(source({ ...m, files: ['b.json', 'a.json'] }, [['a.json', a], ['b.json', b]])),
      rulesetDigest(source({ ...m, domesticTerritories: ['USA', 'CAN'] }, [['a.json', a], ['b.json', b]])),
      rulesetDigest(source({ ...m, files: ['a.json', 'c.json'] }, [['a.json', a], ['c.json', b]])),
    ];
    expect(new Set([base, ...variants]).size).toBe(5);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the bundled manifest is stamped for its own revision and content', () => {
    const read = readRuleset(BUNDLED_RULES);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const manifest = read.source.manifest as { revision: string; digest: { revision: string; sha256: string } };
    expect(manifest.digest).toEqual({ revision: manifest.revision, sha256: rulesetDigest(read.source) });
  });

  it('nextRevision bumps the trailing counter', () => {
    expect(nextRevision('2026.11.23-3')).toBe('2026.11.23-4');
    expect(nextRevision('fixture')).toBe('fixture-2');
  });
});

describe('npm run import:passport-index registers (rules:register): stamps the digest', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-digest-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const ROOT = resolve(BUNDLED_RULES, '..');
  const run = (dir: string): void => {
    execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/import-passport-index.ts'), '--out', dir, '--date', '2027-02-03'], { cwd: ROOT, stdio: 'pipe' });
  };
  const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { revision: string; digest: { revision: string; sha256: string } };
  const stampedOk = (dir: string): void => {
    const read = readRuleset(dir);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(manifestOf(dir).digest).toEqual({ revision: manifestOf(dir).revision, sha256: rulesetDigest(read.source) });
  };

  it('keeps revision and digest when nothing changed; bumps the revision once after a hand edit; keeps a revision bumped by hand', () => {
    const dir = join(tmp, 'rules');
    cpSync(BUNDLED_RULES, dir, { recursive: true });
    const before = manifestOf(dir);
    run(dir);
    expect(manifestOf(dir)).toEqual(before);

    const file = join(dir, 'authorisations/gbr-eta.json');
    const edited = JSON.parse(readFileSync(file, 'utf8')) as { description: string };
    edited.description += ' Edited.';
    writeFileSync(file, JSON.stringify(edited, null, 2));
    run(dir);
    expect(manifestOf(dir).revision).toBe('2027.02.03-1'); // a new revision of the day (scripts/register-rules.ts)
    stampedOk(dir);
    const once = manifestOf(dir);
    run(dir);
    expect(manifestOf(dir)).toEqual(once); // a second run is a no-op

    edited.description += ' Again.';
    writeFileSync(file, JSON.stringify(edited, null, 2));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...once, revision: '2027.01.01-1' }, null, 2));
    run(dir);
    expect(manifestOf(dir).revision).toBe('2027.01.01-1');
    stampedOk(dir);
  }, TEST_MS);
});
