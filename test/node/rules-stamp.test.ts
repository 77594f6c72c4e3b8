// The build-time stamp (src/node/rules-stamp.ts) lets construction skip the rule-file schema for
// bundled files whose bytes were validated at build time. It must be current, stamp only valid
// files, and never spare the validator a file whose bytes differ (an edit, a user's directory).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT, render, stampedHashes } from '../../scripts/build-rules-stamp.js';
import { createTravelRequirements, readRuleset, RulesetError } from '../../src/index.js';
import { BUNDLED_RULES } from '../../src/node/paths.js';
import { RULES_STAMP } from '../../src/node/rules-stamp.js';
import { readRulesetSeeing } from '../../src/node/ruleset.js';
import { sha256Hex, stampMarker, validatorIdentity } from '../../src/node/validated.js';
import { isSchemaChecked, markSchemaChecked } from '../../src/rules/checked.js';
import { loadRuleset } from '../../src/rules/load.js';
import { createValidators, currentSchemasFingerprint } from '../../src/schema/validators.js';

const tmp = mkdtempSync(join(tmpdir(), 'travelreq-stamp-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const manifest = (files: string[]) => ({ schemaVersion: 1, name: 't', revision: 'r', files, domesticTerritories: [] });
const rec = { id: 'p1', type: 'PROCEDURE', text: 'common:x', location: 'GBR', category: 'VISA', enforcement: 'MANDATORY',
  sources: [{ type: 'GOVERNMENT', title: 'T', url: 'https://example.org' }], createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z' };
const rule = { id: 'r1', conditions: { all: [{ fact: 'territory', operator: 'equal', value: 'GBR' }] }, event: { type: 'PROCEDURE', params: { id: 'p1', group: 'VISA_REQUIREMENTS' } } };
const good = { schemaVersion: 1, description: 'd', provenance: { kind: 'example' }, procedures: [rec], rules: [rule] };
const bad = { ...good, rules: [{ ...rule, event: { type: 'PROCEDURE', params: { id: 'p1', group: 'VISAS' } } }] };

function dir(name: string, files: Record<string, string>): string {
  const root = join(tmp, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const errorsOf = (build: () => unknown): unknown[] => {
  try {
    build();
  } catch (e) {
    expect(e).toBeInstanceOf(RulesetError);
    return (e as RulesetError).document.errors;
  }
  throw new Error('expected a RulesetError');
};

describe('the rules stamp', () => {
  it('is up to date with rules/ and the validator (run: npm run build:rules-stamp)', () => {
    expect(RULES_STAMP.validator).toBe(validatorIdentity());
    expect(readFileSync(OUTPUT, 'utf8')).toBe(render());
  });

  it('covers every bundled rule file, so construction validates none of them again', () => {
    const read = readRulesetSeeing(undefined, stampMarker());
    expect(read.ok).toBe(true);
    const files = read.ok ? read.source.files : [];
    expect(files.length).toBeGreaterThan(200);
    const fingerprint = currentSchemasFingerprint();
    expect(files.filter((f) => !isSchemaChecked(f.content, fingerprint)).map((f) => f.path)).toEqual([]);
  });

  it('stamps only files that parse and pass the rule-file schema', () => {
    const texts = { 'good.json': JSON.stringify(good), 'bad.json': JSON.stringify(bad), 'broken.json': '{"rules": [' };
    const root = dir('mixed', { 'manifest.json': JSON.stringify(manifest([...Object.keys(texts), 'missing.json'])), ...texts });
    expect(stampedHashes(root)).toEqual([sha256Hex(Buffer.from(texts['good.json']))]);
  });
});

describe('construction with the stamp', () => {
  it('marks the values of stamped bytes only, and only under the validator the stamp names', () => {
    const a = JSON.stringify(good);
    const b = JSON.stringify(good, null, 2); // the same value, other bytes: not stamped
    const root = dir('marks', { 'manifest.json': JSON.stringify(manifest(['a.json', 'b.json'])), 'a.json': a, 'b.json': b });
    const marker = stampMarker({ validator: validatorIdentity(), sha256: [sha256Hex(Buffer.from(a))] });
    const read = readRulesetSeeing(root, marker);
    if (!read.ok) throw new Error('expected the directory to read');
    const [fa, fb] = read.source.files;
    expect(isSchemaChecked(fa!.content, currentSchemasFingerprint())).toBe(true);
    expect(isSchemaChecked(fb!.content, currentSchemasFingerprint())).toBe(false);
    expect(isSchemaChecked(fa!.content, 'other schemas')).toBe(false);
    expect(stampMarker({ validator: 'schemas 0, ajv 0, ajv-formats 0', sha256: [sha256Hex(Buffer.from(a))] })).toBeUndefined();
  });

  it('readRuleset (public) marks nothing: values a caller passes in are always validated', () => {
    const read = readRuleset();
    if (!read.ok) throw new Error('bundled ruleset does not read');
    expect(read.source.files.some((f) => isSchemaChecked(f.content, currentSchemasFingerprint()))).toBe(false);
  });

  it('loads the bundled ruleset exactly as the validating path does', () => {
    const stamped = createTravelRequirements();
    const read = readRuleset();
    if (!read.ok) throw new Error('bundled ruleset does not read');
    const validated = createTravelRequirements({ ruleset: read.source });
    const view = (tr: typeof stamped) => tr.ruleset.rules.map((r) => [r.id, r.file, r.pointer, r.priority, r.order, r.event]);
    expect(view(stamped)).toEqual(view(validated));
    expect([...stamped.ruleset.records]).toEqual([...validated.ruleset.records]);
    expect(stamped.ruleset.revision).toBe(validated.ruleset.revision);
  });

  it('an edited bundled file is validated: the same RulesetError as without the stamp', () => {
    const root = join(tmp, 'edited');
    cpSync(BUNDLED_RULES, root, { recursive: true });
    const path = 'visa-matrix/AFG.json';
    const content = JSON.parse(readFileSync(join(root, path), 'utf8')) as { rules: Array<{ event: { params: { group: string } } }> };
    content.rules[0]!.event.params.group = 'VISAS';
    writeFileSync(join(root, path), `${JSON.stringify(content, null, 2)}\n`);
    const withStamp = errorsOf(() => createTravelRequirements({ rulesDir: root }));
    const read = readRuleset(root);
    if (!read.ok) throw new Error('edited directory does not read');
    expect(withStamp).toEqual(errorsOf(() => createTravelRequirements({ ruleset: read.source })));
    expect(withStamp).toMatchObject([{ code: 'INVALID_VALUE', source: { file: path, pointer: '/rules/0/event/params/group' } }]);
  });

  it('loadRuleset honours a mark only for the current schemas', () => {
    const source = () => ({ manifest: manifest(['a.json']), files: [{ path: 'a.json', content: structuredClone(bad) }] });
    const other = source();
    markSchemaChecked(other.files[0]!.content, 'other schemas');
    expect(loadRuleset(other, createValidators())).toMatchObject({ ok: false, errors: [{ code: 'INVALID_VALUE', source: { file: 'a.json' } }] });
    // What a mark means: the validator is not run again (only the Node entry marks, from stamped bytes).
    const current = source();
    markSchemaChecked(current.files[0]!.content, currentSchemasFingerprint());
    expect(loadRuleset(current, createValidators()).ok).toBe(true);
  });
});
