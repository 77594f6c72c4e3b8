// The kind and passport index (src/rules/indexed.ts) must fire exactly the rules that the
// territory's candidates fire with their whole conditions, in the same order. evaluate() on a copy
// of a ruleset ({ ...ruleset }, which load.ts did not index) takes the unindexed path: the two are
// compared on hand-made rules that the index must not get wrong, and on the bundled ruleset.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { rng, tripSource } from '../../scripts/bench-corpus.js';
import type { Facts } from '../../src/facts/catalogue.js';
import type { FactValues } from '../../src/rules/compile.js';
import { evaluate, type Outcome } from '../../src/rules/evaluate.js';
import { mostFavourable } from '../../src/rules/favourable.js';
import { ruleIndex } from '../../src/rules/indexed.js';
import { loadRuleset } from '../../src/rules/load.js';
import type { Ruleset } from '../../src/rules/model.js';
import { createReferenceEngine } from '../../src/rules/reference-engine.js';
import type { Condition, LeafCondition } from '../../src/schema/generated.js';
import { createValidators } from '../../src/schema/validators.js';
import { engine } from '../helpers.js';

const ids = (o: Outcome): string[][] => [o.active.map((e) => e.rule.id), o.upcoming.map((e) => e.rule.id)];

/** evaluate() through the index, checked against the unindexed path; the rule ids that fired. */
function fired(ruleset: Ruleset, facts: Facts): string[] {
  expect(ruleIndex(ruleset)).toBeDefined();
  expect(ruleIndex({ ...ruleset })).toBeUndefined();
  const indexed = evaluate(ruleset, facts);
  expect(ids(indexed), JSON.stringify(facts)).toEqual(ids(evaluate({ ...ruleset }, facts)));
  return indexed.active.map((e) => e.rule.id);
}

describe('index on hand-made rules', () => {
  const T = (value: string) => ({ fact: 'territory', operator: 'equal', value });
  const KIND = (value: string) => ({ fact: 'checkpointKind', operator: 'equal', value });
  const P = (operator: string, value: LeafCondition['value']): LeafCondition => ({ fact: 'passport', operator, value });
  // Each rule names its own record, so that resolveOutcome keeps every rule that fired.
  const rules: Array<[string, Condition]> = [
    ['plain', { all: [T('GBR'), KIND('ENTRY'), P('in', ['FRA', 'USA'])] }],
    ['no-passport-leaf', { all: [T('GBR'), KIND('ENTRY')] }],
    ['no-kind-leaf', { all: [T('GBR'), P('equal', 'FRA')] }],
    ['kind-in', { all: [T('GBR'), { fact: 'checkpointKind', operator: 'in', value: ['ENTRY', 'TRANSIT'] }, P('equal', 'USA')] }],
    ['territory-in', { all: [{ fact: 'territory', operator: 'in', value: ['GBR', 'FRA'] }, KIND('ENTRY'), P('in', ['USA'])] }],
    ['territory-in-any', { all: [{ any: [T('GBR'), T('IRL')] }, KIND('ENTRY'), P('equal', 'FRA')] }],
    ['top-level-any', { any: [T('GBR'), P('equal', 'DEU')] }],
    ['top-level-not', { not: { all: [T('GBR'), KIND('ENTRY')] } }],
    ['passport-not-in', { all: [T('GBR'), KIND('ENTRY'), P('notIn', ['FRA', 'USA'])] }],
    ['passport-not-equal', { all: [T('GBR'), P('notEqual', 'FRA')] }],
    ['passports-contains', { all: [T('GBR'), KIND('ENTRY'), { fact: 'passports', operator: 'contains', value: 'IRL' }] }],
    ['passport-in-any', { all: [T('GBR'), { any: [P('equal', 'FRA'), P('equal', 'ESP')] }] }],
    ['two-passport-leaves', { all: [T('GBR'), P('in', ['FRA', 'USA']), P('equal', 'USA')] }],
    ['two-territory-leaves', { all: [T('GBR'), T('FRA'), KIND('ENTRY')] }],
    ['passport-not-a-string', { all: [T('GBR'), P('in', ['FRA', 5])] }],
    ['passport-fact-ref', { all: [T('GBR'), P('equal', { fact: 'territory' })] }],
    ['kind-with-path', { all: [T('GBR'), { fact: 'checkpointKind', operator: 'equal', value: 'E', path: '$.length' }] }],
    ['own-nationality', { all: [T('GBR'), { fact: 'ownNationality', operator: 'equal', value: true }] }],
    ['empty-all', { all: [] }],
    ['anywhere-entry', { all: [KIND('ENTRY'), P('equal', 'FRA')] }],
  ];
  const rec = (id: string) => ({
    id, type: 'PROCEDURE', text: 'common:x', location: 'GBR', category: 'VISA', enforcement: 'MANDATORY',
    sources: [{ type: 'GOVERNMENT', title: 'T', url: 'https://example.org' }], createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z',
  });
  const content = {
    schemaVersion: 1, description: 'd', provenance: { kind: 'example' },
    procedures: rules.map(([id]) => rec(id)),
    // Alternating priorities, so that candidate order is not load order.
    rules: rules.map(([id, conditions], i) => ({ id, priority: 1 + (i % 3), conditions, event: { type: 'PROCEDURE', params: { id, group: 'VISA_REQUIREMENTS' } } })),
  };
  const loaded = loadRuleset({ manifest: { schemaVersion: 1, name: 't', revision: 'r', files: ['a.json'], domesticTerritories: [] }, files: [{ path: 'a.json', content }] }, createValidators());
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const ruleset = loaded.ruleset;
  const base: Facts = {
    checkpointKind: 'ENTRY', entryReason: 'DESTINATION', territory: 'GBR', region: null, airport: null, previousTerritory: 'USA',
    originTerritory: 'USA', finalTerritory: 'GBR', passport: 'FRA', passports: ['FRA'], ownNationality: false, date: '2026-06-01',
    layoverHours: null, legIndex: 1, nextTerritory: null, departureDate: null, visitedBefore: ['USA'], documentsDisclosed: false,
    visasHeld: [], residencePermitsHeld: [], visasHeldPast10Years: [], vaccinationsDisclosed: false, vaccinations: [],
    exitTerritory: 'USA', vaccinationsAtExit: [],
  };
  const at = (over: Partial<Facts>): Facts => ({ ...base, ...over });

  it('fires what the whole conditions fire', () => {
    expect(fired(ruleset, at({})).sort()).toEqual([
      'plain', 'no-passport-leaf', 'no-kind-leaf', 'territory-in-any', 'top-level-any', 'passport-in-any', 'passport-not-a-string', 'empty-all', 'anywhere-entry',
    ].sort());
    expect(fired(ruleset, at({ passport: 'DEU', passports: ['DEU', 'IRL'] })).sort()).toEqual([
      'no-passport-leaf', 'top-level-any', 'passport-not-in', 'passport-not-equal', 'passports-contains', 'empty-all',
    ].sort());
    expect(fired(ruleset, at({ passport: 'USA', checkpointKind: 'TRANSIT' })).sort()).toEqual(['kind-in', 'top-level-any', 'top-level-not', 'passport-not-equal', 'two-passport-leaves', 'empty-all'].sort());
    expect(fired(ruleset, at({ territory: 'FRA', passport: 'USA' })).sort()).toEqual(['territory-in', 'top-level-not', 'empty-all'].sort());
    expect(fired(ruleset, at({ territory: 'IRL' })).sort()).toEqual(['territory-in-any', 'top-level-not', 'empty-all', 'anywhere-entry'].sort());
    expect(fired(ruleset, at({ passport: 'GBR', ownNationality: true })).sort()).toEqual(['no-passport-leaf', 'top-level-any', 'passport-not-in', 'passport-not-equal', 'passport-fact-ref', 'own-nationality', 'empty-all'].sort());
  });

  // Every combination of these, including values no rule names and facts of another type.
  const territories = ['GBR', 'FRA', 'IRL', 'USA'];
  const kinds = ['ENTRY', 'TRANSIT', 'DOMESTIC', 'E', 5];
  const passports = ['FRA', 'USA', 'DEU', 'GBR', 'ESP', 'XXX', 5, null];
  it('and so does json-rules-engine, for every combination of territory, kind and passport', async () => {
    const reference = createReferenceEngine(ruleset.rules);
    let n = 0;
    for (const territory of territories) for (const kind of kinds) for (const passport of passports) {
      // Facts of another type than the catalogue's, as a caller could pass: the index must not drop rules for them.
      const facts = at({ territory, checkpointKind: kind as Facts['checkpointKind'], passport: passport as string, passports: ['IRL', passport as string], ownNationality: passport === territory });
      const theirs = (await reference.run(facts as unknown as FactValues)).fired.map((r) => r.id);
      expect(fired(ruleset, facts), JSON.stringify(facts)).toEqual(theirs);
      n++;
    }
    expect(n).toBe(territories.length * kinds.length * passports.length);
  });
});

describe('index on the bundled ruleset', () => {
  const tr = engine();
  const ruleset = tr.ruleset;
  const nextTrip = tripSource(tr);
  let checkpoints = 0;
  const territories = [...new Set(ruleset.rules.flatMap((r) => {
    const c = r.conditions;
    return 'all' in c ? c.all.flatMap((l) => ('fact' in l && l.fact === 'territory' && typeof l.value === 'string' ? [l.value] : [])) : [];
  }))];
  const passports = [...new Set(ruleset.rules.flatMap((r) => {
    const c = r.conditions;
    return 'all' in c ? c.all.flatMap((l) => ('fact' in l && l.fact === 'passport' && Array.isArray(l.value) ? l.value.filter((v): v is string => typeof v === 'string') : [])) : [];
  }))];

  // A real checkpoint's facts, moved to any territory, kind and passport (most combinations are no real trip's).
  test.prop([fc.integer(), fc.constantFrom(...territories), fc.constantFrom('ENTRY', 'TRANSIT', 'DOMESTIC'), fc.constantFrom(...passports, 'XXX')], { numRuns: 400 })(
    'the same rules fire as with the whole conditions',
    async (seed, territory, kind, passport) => {
      await tr.tripsWith(nextTrip(rng(seed)), (factsFor, ps) => {
        const facts = factsFor(ps[0]!);
        fired(ruleset, facts);
        fired(ruleset, { ...facts, territory, checkpointKind: kind, passport, ownNationality: passport === territory });
        checkpoints++;
        return mostFavourable(ruleset, factsFor, ps);
      });
    },
  );

  test('the cases covered many checkpoints', () => {
    expect(checkpoints).toBeGreaterThanOrEqual(400);
  });
});
