// A broken ruleset fails whole, with errors naming the file and the JSON pointer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTravelRequirements, readLocales, readRuleset, RulesetError } from '../../src/index.js';

const manifest = { schemaVersion: 1, name: 't', revision: 'r', files: ['a.json'], domesticTerritories: [] };
const rec = { id: 'p1', type: 'PROCEDURE', text: 'common:x', location: 'GBR', category: 'VISA', enforcement: 'MANDATORY',
  sources: [{ type: 'GOVERNMENT', title: 'T', url: 'https://example.org' }], createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z' };
const rule = { id: 'r1', conditions: { all: [{ fact: 'territory', operator: 'equal', value: 'GBR' }] }, event: { type: 'PROCEDURE', params: { id: 'p1', group: 'VISA_REQUIREMENTS' } } };
const file = (over: Record<string, unknown>) => ({ schemaVersion: 1, description: 'd', provenance: { kind: 'example' }, procedures: [rec], rules: [rule], ...over });

function loadErrors(files: Array<{ path: string; content: unknown }>, m: Record<string, unknown> = manifest): Array<[string, string | undefined, string | undefined]> {
  try {
    createTravelRequirements({ ruleset: { manifest: m, files } });
  } catch (e) {
    expect(e).toBeInstanceOf(RulesetError);
    return (e as RulesetError).document.errors.map((x) => [x.code, x.source.file, x.source.pointer]);
  }
  throw new Error('expected the ruleset to fail');
}

describe('ruleset loading', () => {
  it('a valid one-file ruleset loads', () => {
    expect(createTravelRequirements({ ruleset: { manifest, files: [{ path: 'a.json', content: file({}) }] } }).ruleset.rules).toHaveLength(1);
  });
  it('schema violations name the file and pointer', () => {
    expect(loadErrors([{ path: 'a.json', content: file({ rules: [{ ...rule, event: { type: 'PROCEDURE', params: { id: 'p1', group: 'VISAS' } } }] }) }]))
      .toEqual([['INVALID_VALUE', 'a.json', '/rules/0/event/params/group']]);
  });
  it('unknown record, duplicate ids, unknown operator, bad operand, impossible dates', () => {
    const errors = loadErrors([{ path: 'a.json', content: file({
      procedures: [rec, rec, { ...rec, id: 'p2', startDate: '2026-05-01', endDate: '2026-01-01' }],
      rules: [
        { ...rule, event: { type: 'PROCEDURE', params: { id: 'nope', group: 'VISA_REQUIREMENTS' } } },
        rule,
        { ...rule, id: 'r3', conditions: { all: [{ fact: 'territory', operator: 'like', value: 'G' }] } },
        { ...rule, id: 'r4', conditions: { any: [{ fact: 'passport', operator: 'in', value: 'GBR' }] } },
      ],
    }) }]);
    expect(errors).toEqual([
      ['DUPLICATE_ID', 'a.json', '/procedures/1/id'],
      ['IMPOSSIBLE_DATES', 'a.json', '/procedures/2/startDate'],
      ['UNKNOWN_RECORD', 'a.json', '/rules/0/event/params/id'],
      ['DUPLICATE_ID', 'a.json', '/rules/1/id'],
      ['UNKNOWN_OPERATOR', 'a.json', '/rules/2/conditions/all/0/operator'],
      ['INVALID_OPERAND', 'a.json', '/rules/3/conditions/any/0/value'],
    ]);
  });
  it('inherited object properties are not operators', () => {
    for (const op of ['toString', '__proto__', 'constructor']) {
      const bad = file({ rules: [{ ...rule, conditions: { all: [{ fact: 'territory', operator: op, value: 'GBR' }] } }] });
      expect(loadErrors([{ path: 'a.json', content: bad }])).toEqual([['UNKNOWN_OPERATOR', 'a.json', '/rules/0/conditions/all/0/operator']]);
    }
  });
  it('a file the manifest lists but nobody provides, and a broken manifest', () => {
    expect(loadErrors([])).toEqual([['MISSING_RULE_FILE', 'manifest.json', '/files']]);
    expect(loadErrors([], { ...manifest, revision: '' })).toEqual([['INVALID_LENGTH', 'manifest.json', '/revision']]);
  });
  it('an unknown documentTypes value is refused, naming the nearest valid value (it would rank an e-visa as an embassy visa)', () => {
    try {
      createTravelRequirements({ ruleset: { manifest, files: [{ path: 'a.json', content: file({ procedures: [{ ...rec, documentTypes: ['VISA', 'EVISA'] }] }) }] } });
      throw new Error('expected the ruleset to fail');
    } catch (e) {
      expect(e).toBeInstanceOf(RulesetError);
      const [err, ...rest] = (e as RulesetError).document.errors;
      expect(rest).toEqual([]);
      expect(err).toMatchObject({ code: 'UNKNOWN_DOCUMENT_TYPE', source: { file: 'a.json', pointer: '/procedures/0/documentTypes/1' } });
      expect(err!.detail).toContain('did you mean "E_VISA"?');
    }
  });
});

describe('reading rulesets and locales from disk', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-load-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const dir = (name: string, files: Record<string, string>): string => {
    const root = join(tmp, name);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };
  const good = JSON.stringify(file({}), null, 2);

  it('invalid JSON in a rule file is reported as file:line:column in the error detail', () => {
    const broken = good.replace('"description": "d",', '"description": "d"'); // a missing comma on line 3
    const r = readRuleset(dir('json', { 'manifest.json': JSON.stringify(manifest), 'a.json': broken }));
    expect(r.ok).toBe(false);
    const [e] = r.ok ? [] : r.errors;
    expect(e).toMatchObject({ code: 'INVALID_JSON', source: { file: 'a.json' } });
    expect(e!.detail).toMatch(/^a\.json:4:3: invalid JSON: Expected ',' or '}' after property value \(near "\\"provenance\\"/);
  });

  it('an invalid manifest, a truncated file, and a manifest that is not an object', () => {
    const r = readRuleset(dir('manifest', { 'manifest.json': '{\n  "schemaVersion": 1,\n  "files": [\n' }));
    expect(r.ok ? '' : r.errors[0]!.detail).toMatch(/^manifest\.json:3:13: invalid JSON: Unexpected end of JSON input/);
    const arr = readRuleset(dir('array', { 'manifest.json': '[]' }));
    expect(arr.ok).toBe(true); // not an object: createTravelRequirements reports the schema error, never a TypeError
    expect(() => createTravelRequirements({ rulesDir: join(tmp, 'array') })).toThrow(RulesetError);
  });

  it('a rule file on disk that the manifest does not list is an error; tests/ and lists/ are exempt', () => {
    const r = readRuleset(dir('unlisted', {
      'manifest.json': JSON.stringify(manifest), 'a.json': good, 'extra/b.json': good, 'tests/a.test.json': '{}', 'lists/l.json': '{}',
    }));
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.source.file])).toEqual([['UNLISTED_FILE', 'extra/b.json']]);
    expect(readRuleset(dir('listed', { 'manifest.json': JSON.stringify(manifest), 'a.json': good, 'tests/a.test.json': '{}' })).ok).toBe(true);
  });

  it('readLocales: invalid JSON is a RulesetError naming locale/file:line:column, never a SyntaxError', () => {
    const root = dir('locales', { 'en-US/common.json': '{"a": "b"}', 'fr-FR/common.json': '{\n  "a": "b",\n}\n', 'de-DE/common.json': '[1]' });
    try {
      readLocales(root);
      throw new Error('expected readLocales to fail');
    } catch (e) {
      expect(e).toBeInstanceOf(RulesetError);
      const errors = (e as RulesetError).document.errors;
      expect(errors.map((x) => [x.code, x.source.file])).toEqual([['INVALID_LOCALE_FILE', 'de-DE/common.json'], ['INVALID_JSON', 'fr-FR/common.json']]);
      expect(errors[1]!.detail).toMatch(/^fr-FR\/common\.json:3:1: invalid JSON: /);
    }
    expect(() => readLocales(join(tmp, 'nope'))).toThrow(RulesetError);
    expect(readLocales(dir('locales-ok', { 'en-US/common.json': '{"a": "b"}' }))).toEqual({ 'en-US': { common: { a: 'b' } } });
  });
});
