// (a) The bundled ruleset is well formed: every listed file and the manifest validate against their
// schemas, and every rule file under rules/ is listed (nothing is silently left out of the bundle).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFilesUnder, manifest, RULES, ruleFiles, validators } from './data.js';

describe('ruleset files against the schemas', () => {
  const v = validators();

  it('the manifest validates against ruleset-manifest.schema.json', () => {
    expect(v.manifest(manifest()), JSON.stringify(v.manifest.errors)).toBe(true);
  });

  it('every file listed in the manifest validates against rule-file.schema.json', () => {
    const failures = ruleFiles()
      .filter((f) => !v.ruleFile(f.content))
      .map((f) => `${f.path}: ${JSON.stringify(v.ruleFile.errors?.slice(0, 3))}`);
    expect(failures).toEqual([]);
  });

  it('every rule file under rules/ is listed, and the list is sorted', () => {
    const listed = manifest().files;
    expect([...listed].sort()).toEqual(listed);
    // rules/lists holds official lists (data for the list check, schemas/official-list.schema.json), not rule files.
    const onDisk = allFilesUnder(RULES).filter((p) => !p.startsWith('tests/') && !p.startsWith('lists/') && p !== 'manifest.json');
    const json = onDisk.filter((p) => p.endsWith('.json'));
    expect(json).toEqual([...listed]);
    // Anything else is a licence notice or a readme, never rule content in another format.
    expect(onDisk.filter((p) => !p.endsWith('.json') && !/(^|\/)(LICENSE[^/]*|README\.md)$/.test(p))).toEqual([]);
  });

  it('generated files carry their provenance and hand-authored files explain theirs', () => {
    for (const { path, content } of ruleFiles()) {
      if (path.startsWith('visa-matrix/')) {
        expect(content.provenance, path).toMatchObject({ kind: 'generated', generatedBy: 'scripts/import-passport-index.ts', datasetDate: '2026-02-17' });
        expect(content.description, path).toMatch(/not edit by hand/i);
      } else if (content.provenance.kind === 'generated') {
        // Generated from a committed, sourced data file by a committed script.
        const { generatedBy, dataset } = content.provenance;
        expect(generatedBy && existsSync(join(RULES, '..', generatedBy)), `${path}: generatedBy ${generatedBy}`).toBe(true);
        expect(dataset?.length ?? 0, path).toBeGreaterThan(0);
        expect(content.description, path).toMatch(/not edit by hand/i);
      } else {
        expect(content.provenance.kind, path).toBe('hand-authored');
        expect(content.provenance.notes?.length ?? 0, path).toBeGreaterThan(0);
      }
    }
  });

  it('the manifest names the dataset the matrix was generated from', () => {
    const m = manifest();
    expect(m.domesticTerritories).toEqual(['USA', 'CAN', 'AUS']);
    expect(m.generatedFrom).toEqual([
      expect.objectContaining({ dataset: 'passport-index', origin: 'imorte/passport-index-data@9c59780dd0dbaefcbdfa0134d21cd99d0d547509', date: '2026-02-17', license: 'MIT' }),
    ]);
  });
});
