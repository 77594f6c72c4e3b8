// The page's ruleset in parts (src/web/ruleset-parts.ts): a core over the parts of a trip's
// territories answers that trip byte for byte as the core over the whole ruleset does, for every
// trip of the rule tests (rules/tests), in two locales; leaving a needed part out changes answers
// (so the comparison can fail); the parts hold every rule once per territory it names.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTravelRequirementsCore, type TravelRequirements } from '../../src/core.js';
import { readBundledData, type BundledData } from '../../src/data/bundle.js';
import { markSchemaChecked } from '../../src/rules/checked.js';
import { territoriesOf } from '../../src/rules/load.js';
import { requestOf } from '../../src/ruletest/shortform.js';
import { currentSchemasFingerprint } from '../../src/schema/validators.js';
import type { FullTrip, ShortTrip } from '../../src/schema/generated.js';
import {
  airportsList, ANYWHERE, assembleRuleset, indexAirports, splitRuleset, territoryLookup, tripTerritories, type RulesetPart, type TerritoryLookup,
} from '../../src/web/ruleset-parts.js';
import { packTable, unpackTable } from '../../src/web/packed-table.js';
import { TEST_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;

let data: BundledData;
let full: TravelRequirements;
let parts: Map<string, RulesetPart>;
let manifest: unknown;
let lookup: TerritoryLookup;
const cores = new Map<string, TravelRequirements>();

/** The core the page builds from these territories' parts (page-data.ts: assembled, marked as the build validated it). */
function coreOf(territories: readonly string[]): TravelRequirements {
  const key = territories.join(',');
  let core = cores.get(key);
  if (!core) {
    const ruleset = assembleRuleset(manifest, territories.filter((t) => parts.has(t)).map((t) => parts.get(t)!));
    for (const f of ruleset.files) markSchemaChecked(f.content, currentSchemasFingerprint());
    core = createTravelRequirementsCore({ ruleset, locales: data.locales, referenceData: data.referenceData });
    cores.set(key, core);
  }
  return core;
}

const cases: Array<{ file: string; name: string; request: unknown }> = [];

beforeAll(() => {
  data = readBundledData();
  full = createTravelRequirementsCore(data);
  const split = splitRuleset(JSON.parse(JSON.stringify(data.ruleset)) as BundledData['ruleset']);
  parts = new Map(split.parts.map((p) => [p.territory, p]));
  manifest = split.index.manifest;
  lookup = territoryLookup(data.referenceData, manifest);
  const dir = join(ROOT, 'rules/tests');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.json')).sort()) {
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { cases: Array<{ name: string; trip: ShortTrip | FullTrip }> };
    for (const c of doc.cases) cases.push({ file, name: c.name, request: requestOf(c.trip) });
  }
}, TEST_MS);

describe('the page\'s ruleset in parts', { timeout: TEST_MS }, () => {
  it('answers every rule-test trip exactly as the whole ruleset does (en-US and fr-FR)', () => {
    expect(cases.length).toBeGreaterThan(500);
    const differ: string[] = [];
    cases.forEach((c, i) => {
      const core = coreOf(tripTerritories(c.request, lookup));
      for (const locale of i % 4 === 0 ? [undefined, 'fr-FR'] : [undefined]) {
        const options = locale ? { locale } : {};
        const whole = full.trips(c.request, options);
        const part = core.trips(c.request, options);
        if (part.status !== whole.status || JSON.stringify(part.body) !== JSON.stringify(whole.body)) differ.push(`${c.file}: ${c.name} (${locale ?? 'request locale'})`);
      }
    });
    expect(differ).toEqual([]);
  });

  it('answers differently without the destination\'s part (the comparison above can fail)', () => {
    const request = requestOf({ passports: ['IND'], from: 'airport:DEL', to: 'airport:JFK', date: '2027-03-02' });
    expect(tripTerritories(request, lookup)).toEqual(['IND', 'USA', ANYWHERE]);
    const whole = JSON.stringify(full.trips(request).body);
    expect(JSON.stringify(coreOf(['IND', 'USA']).trips(request).body)).toBe(whole);
    expect(JSON.stringify(coreOf(['IND']).trips(request).body)).not.toBe(whole);
    // Each part matters: over every rule-test trip, leaving out the last territory changes some answers.
    const changed = cases.slice(0, 200).filter((c) => {
      const ts = tripTerritories(c.request, lookup).filter((t) => t !== ANYWHERE);
      return ts.length > 1 && JSON.stringify(coreOf(ts.slice(0, -1)).trips(c.request).body) !== JSON.stringify(full.trips(c.request).body);
    });
    expect(changed.length).toBeGreaterThan(10);
  });

  it('holds every rule once in the part of each territory it names, without descriptions', () => {
    let expected = 0;
    for (const f of data.ruleset.files) {
      for (const r of (f.content as { rules: Array<{ conditions: never }> }).rules) expected += new Set(territoriesOf(r.conditions) ?? [ANYWHERE]).size;
    }
    let held = 0;
    for (const p of parts.values()) {
      for (const f of p.files) {
        held += f.rules.length;
        for (const [, r] of f.rules) expect(r).not.toHaveProperty('description');
        // Records only of the rules in the part, each once.
        const named = new Set(f.rules.map(([, r]) => r.event.params.id));
        expect(f.records.map(([, , d]) => d.id).filter((id) => !named.has(id))).toEqual([]);
        expect(new Set(f.records.map(([, , d]) => d.id)).size).toBe(f.records.length);
      }
    }
    expect(held).toBe(expected);
    expect(parts.size).toBeGreaterThan(150);
  });

  it('puts a rule without a territory leaf in the part every trip loads, and answers as the whole ruleset does', () => {
    // None in the bundled ruleset: make one (the first rule of the UK's ETA file, its territory leaf removed).
    const source = JSON.parse(JSON.stringify(data.ruleset)) as BundledData['ruleset'];
    const file = source.files.find((f) => f.path === 'authorisations/gbr-eta.json')!.content as { rules: Array<{ id: string; conditions: { all: Array<{ fact?: string }> } }> };
    const rule = file.rules[0]!;
    rule.conditions.all = rule.conditions.all.filter((c) => c.fact !== 'territory');
    expect(territoriesOf(rule.conditions as never)).toBeUndefined();
    const split = splitRuleset(JSON.parse(JSON.stringify(source)) as BundledData['ruleset']);
    expect(split.index.territories).toContain(ANYWHERE);
    const anywhere = split.parts.find((p) => p.territory === ANYWHERE)!;
    expect(anywhere.files.flatMap((f) => f.rules.map(([, r]) => r.id))).toEqual([rule.id]);
    const whole = createTravelRequirementsCore({ ruleset: source, locales: data.locales, referenceData: data.referenceData });
    const byTerritory = new Map(split.parts.map((p) => [p.territory, p]));
    const differ = cases.filter((_, i) => i % 10 === 0).filter((c) => {
      const ruleset = assembleRuleset(split.index.manifest, tripTerritories(c.request, lookup).filter((t) => byTerritory.has(t)).map((t) => byTerritory.get(t)!));
      for (const f of ruleset.files) markSchemaChecked(f.content, currentSchemasFingerprint());
      const core = createTravelRequirementsCore({ ruleset, locales: data.locales, referenceData: data.referenceData });
      return JSON.stringify(core.trips(c.request).body) !== JSON.stringify(whole.trips(c.request).body);
    });
    expect(differ.map((c) => c.name)).toEqual([]);
  });

  it('reads a trip\'s territories from airports, regions and territory codes, with its domestic area', () => {
    const nodes = (...places: Array<Record<string, string>>): unknown => ({ data: { attributes: { travelNodes: places.map((p) => ({ type: 'TRANSIT', ...p })) } } });
    expect(tripTerritories(nodes({ airportCode: 'LHR' }, { locationCode: 'FR-IDF' }, { locationCode: 'DEU' }), lookup)).toEqual(['DEU', 'FRA', 'GBR', ANYWHERE]);
    // San Juan is in Puerto Rico, whose domestic area is the USA's (manifest domesticAreas).
    expect(tripTerritories(nodes({ airportCode: 'SJU' }), lookup)).toEqual(['PRI', 'USA', ANYWHERE]);
    expect(tripTerritories(nodes({ airportCode: 'ZZZ' }, { locationCode: 'XX-YY' }, { locationCode: 7 } as never), lookup)).toEqual([]);
    for (const junk of [null, 7, 'x', {}, { data: { attributes: { travelNodes: [null, 3, 'a'] } } }]) expect(tripTerritories(junk, lookup)).toEqual([]);
  });

  it('the index\'s airport list gives each airport\'s territory (the page starts loading parts with it)', () => {
    const airports = indexAirports(airportsList(data.referenceData.airports));
    expect(airports.size).toBe(data.referenceData.airports.length);
    expect(airports.get('DEL')).toBe('IND');
    expect(airports.get('JFK')).toBe('USA');
    expect(indexAirports('').size).toBe(0);
  });

  it('packs the reference data\'s tables (keys once) and unpacks them to the same objects, keys in the same order', () => {
    for (const [name, table] of Object.entries(data.referenceData)) {
      const packed = packTable(table as unknown as Array<Record<string, unknown>>);
      expect(Array.isArray(packed), name).toBe(false);
      expect(JSON.stringify(unpackTable(JSON.parse(JSON.stringify(packed)) as typeof packed))).toBe(JSON.stringify(table));
      expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(table).length);
    }
    // Objects with other keys (or keys in another order) stay as they are.
    const mixed = [{ a: 1, b: 2 }, { b: 2, a: 1 }];
    expect(packTable(mixed)).toEqual(mixed);
    expect(unpackTable(packTable([]))).toEqual([]);
  });
});
