// A broken ruleset fails whole, with errors naming the file and the JSON pointer.
import { describe, expect, it } from 'vitest';
import { createTravelRequirements, RulesetError } from '../../src/index.js';

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
});
