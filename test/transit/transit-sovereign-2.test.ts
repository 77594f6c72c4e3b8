// The transit13 pass: Christmas Island and the Cocos (Keeling) Islands get Australia's transit rules in
// rules/transit/sovereign-territories.json (the Department of Infrastructure's pages: normal Australian
// customs and immigration procedures apply to arrivals from outside Australia). The other targets of the
// pass, searched without a usable source, stay NOT_COVERED with the reason in leftOut.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../rules-data/data.js';
import { table, transitCoverage, transitVia } from './airside.js';

type Leaf = { fact: string; operator: string; value: unknown };
interface RuleFile {
  coverage: Array<{ territories: string[]; passports?: string[]; status: string; finding: string; sources: Array<{ url: string; tier: string }> }>;
  procedures: Array<{ id: string; location: string; text: string; sources: Array<{ url: string; tier: string }> }>;
  rules: Array<{ id: string; conditions: { all: Leaf[] }; event: { params: { id: string } } }>;
}
const read = (rel: string): RuleFile => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as RuleFile;
const sovereign = read('rules/transit/sovereign-territories.json');
const aus = read('rules/transit/aus.json');
const leaf = (f: RuleFile, ruleId: string, fact: string) => f.rules.find((r) => r.id === ruleId)!.conditions.all.find((c) => c.fact === fact)!;
const left = table.leftOut as Array<{ territories: string[]; searched: string; reason: string }>;
const reason = (t: string) => left.filter((l) => l.territories.includes(t) && l.searched.startsWith('transit13')).map((l) => l.reason).join(' ');
const INFRA = 'https://www.infrastructure.gov.au/territories-regions-cities/territories/indian-ocean-territories/';

describe('transit13: coverage', () => {
  it('Christmas Island and the Cocos (Keeling) Islands state TRANSIT COVERED for a transit between two places outside Australia', () => {
    expect(transitCoverage(transitVia('IND', 'KUL', 'XCH', 'CGK'), 'CXR')).toBe('COVERED');
    expect(transitCoverage(transitVia('DEU', 'KUL', 'XCH', 'CGK'), 'CXR')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'CGK', 'CCK', 'KUL'), 'CCK')).toBe('COVERED');
  });

  it('the targets searched without a usable source stay NOT_COVERED, with the reason in leftOut', () => {
    expect(transitCoverage(transitVia('IND', 'CDG', 'JER', 'DUB'), 'JEY')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('IND', 'CDG', 'PTP', 'SXM'), 'GLP')).toBe('NOT_COVERED');
    for (const t of ['ASM', 'JEY', 'GGY', 'IMN', 'GLP', 'MTQ', 'GUF', 'REU', 'MYT', 'ALA']) expect(reason(t), t).not.toBe('');
  });
});

describe('transit13: the Indian Ocean Territories records', () => {
  it("copy Australia's passports and 8-hour limit", () => {
    for (const t of ['cxr', 'cck']) {
      expect(leaf(sovereign, `transit-${t}-771`, 'passport')).toEqual(leaf(aus, 'transit-aus-771', 'passport'));
      expect(leaf(sovereign, `transit-${t}-twov`, 'passport')).toEqual(leaf(aus, 'transit-aus-twov', 'passport'));
      expect(leaf(sovereign, `transit-${t}-twov`, 'layoverHours')).toEqual({ fact: 'layoverHours', operator: 'lessThanInclusive', value: 8 });
    }
  });

  it('treat flights from or to mainland Australia or the other Indian Ocean Territory as domestic', () => {
    for (const fact of ['previousTerritory', 'nextTerritory']) {
      expect(leaf(sovereign, 'transit-cxr-771', fact)).toEqual({ fact, operator: 'notIn', value: ['AUS', 'CCK'] });
      expect(leaf(sovereign, 'transit-cck-twov', fact)).toEqual({ fact, operator: 'notIn', value: ['AUS', 'CXR'] });
    }
  });

  it("cite each island's own Department of Infrastructure page, tiered as the territory's own government (Australia governs them under its own entry regime), not Norfolk Island's page", () => {
    for (const t of ['CXR', 'CCK']) {
      const ps = sovereign.procedures.filter((p) => p.location === t);
      expect(ps.map((p) => p.id).sort()).toEqual([`${t.toLowerCase()}-transit-twov`, `${t.toLowerCase()}-transit-visa-771`]);
      const page = t === 'CXR' ? 'christmas-island' : 'cocos-keeling-islands';
      for (const p of ps) {
        expect(p.sources[0]).toMatchObject({ url: `${INFRA}${page}/travel-information`, tier: 'DESTINATION_GOVERNMENT' });
        expect(p.sources.map((s) => s.url).join(' ')).not.toMatch(/norfolk/);
      }
    }
    const s = sovereign.coverage.find((c) => c.territories.includes('CXR'))!;
    expect(s).toMatchObject({ territories: ['CXR', 'CCK'], status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(s.passports).toBeUndefined();
  });
});
