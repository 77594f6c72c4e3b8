// npm run rules:register (scripts/register-rules.ts): lists new and removed rule files, gives a
// changed ruleset a new revision with the day's date and stamps the digest; a second run is a no-op;
// a revision bumped by hand is kept; a file the engine would refuse is never listed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRules, revisionFor } from '../../scripts/register-rules.js';
import { rulesetDigest } from '../../src/lint/digest.js';
import { BUNDLED_RULES } from '../../src/node/paths.js';
import { readRuleset } from '../../src/node/ruleset.js';

interface Manifest { revision: string; digest: { revision: string; sha256: string }; files: string[] }

describe('revisionFor', () => {
  it('starts the day at 1 and counts on within the same day', () => {
    expect(revisionFor('2026-11-26', '2026.11.23-30')).toBe('2026.11.26-1');
    expect(revisionFor('2026-11-26', '2026.11.26-1')).toBe('2026.11.26-2');
    expect(revisionFor('2026-11-26', '2026.11.26-9')).toBe('2026.11.26-10');
    expect(revisionFor('2026-11-26', 'fixture')).toBe('2026.11.26-1');
    expect(revisionFor('2026-11-26', undefined)).toBe('2026.11.26-1');
    expect(() => revisionFor('26/11/2026', undefined)).toThrow(/YYYY-MM-DD/);
  });
});

describe('registerRules', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-register-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const dir = join(tmp, 'rules');
  cpSync(BUNDLED_RULES, dir, { recursive: true });
  const manifest = (): Manifest => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const stamped = (): void => {
    const read = readRuleset(dir);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(manifest().digest).toEqual({ revision: manifest().revision, sha256: rulesetDigest(read.source) });
  };
  const newFile = {
    $schema: '../../schemas/rule-file.schema.json', schemaVersion: 1, description: 'Test file for rules:register.',
    provenance: { kind: 'hand-authored', notes: 'test' }, rules: [],
  };

  it('changes nothing on the committed ruleset', () => {
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    const r = registerRules({ dir, today: '2027-02-03' });
    expect(r).toMatchObject({ changed: false, added: [], removed: [], wroteManifest: false, wroteStamp: false });
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
  });

  it('lists a new file, bumps to the day\'s first revision, stamps; again on the same day counts on', () => {
    const previous = manifest().revision;
    writeFileSync(join(dir, 'authorisations/zz-new.json'), JSON.stringify(newFile, null, 2));
    const r = registerRules({ dir, today: '2027-02-03' });
    expect(r).toMatchObject({ previousRevision: previous, revision: '2027.02.03-1', changed: true, added: ['authorisations/zz-new.json'], removed: [], wroteManifest: true });
    expect(manifest().files).toContain('authorisations/zz-new.json');
    expect(manifest().files).toEqual([...manifest().files].sort());
    stamped();
    expect(registerRules({ dir, today: '2027-02-03' })).toMatchObject({ revision: '2027.02.03-1', changed: false, wroteManifest: false });

    writeFileSync(join(dir, 'authorisations/zz-new.json'), JSON.stringify({ ...newFile, description: 'Edited.' }, null, 2));
    expect(registerRules({ dir, today: '2027-02-03' }).revision).toBe('2027.02.03-2');
    stamped();
  });

  it('unlists a removed file; keeps a revision bumped by hand', () => {
    rmSync(join(dir, 'authorisations/zz-new.json'));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest(), revision: 'by-hand-1' }, null, 2));
    const r = registerRules({ dir, today: '2027-02-04' });
    expect(r).toMatchObject({ revision: 'by-hand-1', removed: ['authorisations/zz-new.json'] });
    expect(manifest().files).not.toContain('authorisations/zz-new.json');
    stamped();
  });

  it('refuses a file the engine would not load, naming it, and writes nothing', () => {
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    writeFileSync(join(dir, 'authorisations/zz-bad.json'), JSON.stringify({ ...newFile, provenance: { kind: 'guessed' } }));
    expect(() => registerRules({ dir, today: '2027-02-05' })).toThrow(/authorisations\/zz-bad\.json does not pass the rule-file schema.*\n.*#\/provenance\/kind/);
    writeFileSync(join(dir, 'authorisations/zz-bad.json'), '{ "schemaVersion": 1,');
    expect(() => registerRules({ dir, today: '2027-02-05' })).toThrow(/authorisations\/zz-bad\.json is not valid JSON/);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
    rmSync(join(dir, 'authorisations/zz-bad.json'));
  });

  it('a revision given explicitly wins', () => {
    expect(registerRules({ dir, revision: 'explicit-3' }).revision).toBe('explicit-3');
    stamped();
  });
});
