// The transit12 pass: New Caledonia and the Falkland Islands join the airside-transit table
// (data/transit/transit-airside.json), and rules/transit/sovereign-territories.json gives Puerto Rico,
// the U.S. Virgin Islands, Guam and the Northern Mariana Islands the U.S. rule (no airside transit: a
// C-1 visa for the passports visa-required for the USA) and Norfolk Island Australia's transit rules.
// The territories searched without a usable source stay NOT_COVERED with the reason in leftOut.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../rules-data/data.js';
import { buildFile, type Table } from '../../scripts/import-transit-airside.js';
import { hub, table, transitCoverage, transitVia } from './airside.js';

type Leaf = { fact: string; operator: string; value: unknown };
interface RuleFile {
  coverage: Array<{ territories: string[]; passports?: string[]; status: string; sources: Array<{ url: string; tier: string }> }>;
  procedures: Array<{ id: string; location: string; included?: string[] }>;
  rules: Array<{ id: string; conditions: { all: Leaf[] }; event: { params: { id: string } } }>;
}
const read = (rel: string): RuleFile => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as RuleFile;
const sovereign = read('rules/transit/sovereign-territories.json');
const usa = read('rules/transit/usa.json');
const aus = read('rules/transit/aus.json');
const leaf = (ruleId: string, fact: string) => sovereign.rules.find((r) => r.id === ruleId)!.conditions.all.find((c) => c.fact === fact)!;
const left = table.leftOut as Array<{ territories: string[]; searched: string; reason: string }>;
const reason = (t: string) => left.filter((l) => l.territories.includes(t) && l.searched.startsWith('transit12')).map((l) => l.reason).join(' ');
// The Guam-CNMI Visa Waiver Program's participants (8 CFR 212.1(q)(2), as rules/territories/gcnmi-eta.json lists them).
const GCNMI = ['AUS', 'BRN', 'HKG', 'JPN', 'MYS', 'NRU', 'NZL', 'PNG', 'KOR', 'SGP', 'TWN', 'GBR'];

describe('transit12: coverage at the new hubs and territories', () => {
  it('Nouméa, Mount Pleasant, San Juan, St Thomas, Guam, Saipan and Norfolk Island state TRANSIT COVERED', () => {
    expect(transitCoverage(transitVia('IND', 'SYD', 'NOU', 'PPT'), 'NCL')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'PUQ', 'MPN', 'SCL'), 'FLK')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'PTY', 'SJU', 'AUA'), 'PRI')).toBe('COVERED');
    expect(transitCoverage(transitVia('CAN', 'PTY', 'SJU', 'AUA'), 'PRI')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'ANU', 'STT', 'SXM'), 'VIR')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'MNL', 'GUM', 'ROR'), 'GUM')).toBe('COVERED');
    expect(transitCoverage(transitVia('DEU', 'MNL', 'GUM', 'ROR'), 'GUM')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'NRT', 'SPN', 'MNL'), 'MNP')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'NOU', 'NLK', 'AKL'), 'NFK')).toBe('COVERED');
  });

  it('the Guam-CNMI Visa Waiver Program passports visa-required for the USA stay NOT_COVERED at Guam and Saipan', () => {
    expect(transitCoverage(transitVia('MYS', 'MNL', 'GUM', 'ROR'), 'GUM')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('HKG', 'NRT', 'SPN', 'MNL'), 'MNP')).toBe('NOT_COVERED');
  });

  it('territories searched without a usable source stay NOT_COVERED, with the reason in leftOut', () => {
    expect(transitCoverage(transitVia('IND', 'LHR', 'GIB', 'TNG'), 'GIB')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('IND', 'MIA', 'PLS', 'NAS'), 'TCA')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('IND', 'AKL', 'RAR', 'PPT'), 'COK')).toBe('NOT_COVERED');
    expect(reason('TCA')).toMatch(/not from an official source/);
    expect(reason('COK')).toMatch(/not inferred from 'no visas'/);
    expect(reason('CXR')).toMatch(/unlike Norfolk Island's page/);
    expect(reason('ALA')).toMatch(/Schengen transit table/);
  });
});

describe('transit12: the sovereign territories file', () => {
  it("the C-1 rule's passports are usa.json's, less the territory's Guam-CNMI program passports at Guam and Saipan", () => {
    const c1 = usa.rules[0]!.conditions.all.find((c) => c.fact === 'passport')!.value as string[];
    expect(leaf('transit-pri-us-c1-visa', 'passport').value).toEqual(c1);
    expect(leaf('transit-vir-us-c1-visa', 'passport').value).toEqual(c1);
    const gum = leaf('transit-gum-us-c1-visa', 'passport').value as string[];
    expect(gum).toEqual(c1.filter((p) => !GCNMI.includes(p)));
    expect(c1.filter((p) => !gum.includes(p)).sort()).toEqual(['HKG', 'MYS', 'NRU', 'PNG']);
    expect(leaf('transit-mnp-us-c1-visa', 'passport').value).toEqual(gum);
  });

  it("Guam's and Saipan's statement leaves out exactly those four passports", () => {
    const s = sovereign.coverage.find((c) => c.territories.includes('GUM'))!;
    expect(s.territories).toEqual(['GUM', 'MNP']);
    for (const p of ['HKG', 'MYS', 'NRU', 'PNG']) expect(s.passports).not.toContain(p);
    for (const p of ['IND', 'DEU', 'CAN', 'CHN', 'JPN']) expect(s.passports).toContain(p);
  });

  it("Norfolk Island's rules are Australia's (same passports, 8-hour limit)", () => {
    const ausLeaf = (id: string, fact: string) => aus.rules.find((r) => r.id === id)!.conditions.all.find((c) => c.fact === fact)!;
    expect(leaf('transit-nfk-771', 'passport')).toEqual(ausLeaf('transit-aus-771', 'passport'));
    expect(leaf('transit-nfk-twov', 'passport')).toEqual(ausLeaf('transit-aus-twov', 'passport'));
    expect(leaf('transit-nfk-twov', 'layoverHours')).toEqual({ fact: 'layoverHours', operator: 'lessThanInclusive', value: 8 });
  });

  it("flights from or to the sovereign's own migration area are excluded (domestic for immigration)", () => {
    expect(leaf('transit-pri-us-c1-visa', 'previousTerritory')).toEqual({ fact: 'previousTerritory', operator: 'notIn', value: ['USA', 'VIR', 'GUM', 'MNP'] });
    expect(leaf('transit-gum-us-c1-visa', 'nextTerritory')).toEqual({ fact: 'nextTerritory', operator: 'notIn', value: ['USA', 'PRI', 'VIR', 'MNP'] });
    expect(leaf('transit-nfk-771', 'previousTerritory')).toEqual({ fact: 'previousTerritory', operator: 'notIn', value: ['AUS'] });
    expect(leaf('transit-nfk-twov', 'nextTerritory')).toEqual({ fact: 'nextTerritory', operator: 'notIn', value: ['AUS'] });
  });

  it('each record is located in its territory and the statements cite no dataset', () => {
    expect(sovereign.procedures.map((p) => p.location).filter((l) => l !== 'CXR' && l !== 'CCK').sort()).toEqual(['GUM', 'MNP', 'NFK', 'NFK', 'PRI', 'VIR']);
    for (const c of sovereign.coverage) for (const s of c.sources) expect(s.tier).not.toBe('DATASET');
  });
});

describe('transit12: source choices in the table', () => {
  it("New Caledonia rests on France's AIP (another government's for the publisher table) and names no airport or limit", () => {
    const ncl = hub('NCL');
    expect(ncl.airports).toBeNull();
    expect(ncl.maxHours).toBeNull();
    expect(ncl.requirements).toEqual([]);
    expect(ncl.sources.map((s) => [s.tier, s.publishedAt])).toEqual([['OTHER_OFFICIAL', '2017-12-07']]);
    expect(ncl.sources[0]!.note).toMatch(/boarding a connecting flight at the same airport/);
  });

  it("Nouméa's MAY_BE_REQUIRED nationalities are France's airport-transit-visa lists (transit-europe.json), plus Russia and India", () => {
    const europe = JSON.parse(readFileSync(join(ROOT, 'data/transit/transit-europe.json'), 'utf8')) as { schengen: { annexIV: { nationalities: string[] }; national: Record<string, { nationalities: string[] }> } };
    const want = [...new Set([...europe.schengen.annexIV.nationalities, ...europe.schengen.national.FRA!.nationalities, 'RUS', 'IND'])].sort();
    expect(hub('NCL').mayNeedVisa!.passports).toEqual(want);
    const file = buildFile(table);
    const noVisa = file.rules.find((r) => r.id === 'rule-ncl-transit-airside')!.conditions.all as Leaf[];
    expect(noVisa).toContainEqual({ fact: 'passport', operator: 'notIn', value: want });
    const may = file.rules.find((r) => r.id === 'rule-ncl-transit-may-need-visa')!;
    expect(may.priority).toBe(12);
    expect(file.procedures.find((p) => p.id === 'ncl-transit-may-need-visa')!.enforcement).toBe('MAY_BE_REQUIRED');
    // The statement cites the texts that raise the doubt, never a dataset.
    const statement = file.coverage.find((c) => c.territories[0] === 'NCL')!;
    expect(statement.sources.map((s) => new URL(s.url).host)).toEqual(['www.sia.aviation-civile.gouv.fr', 'juriblio.fr', 'legal.tricoteuses.fr', 'mesnilsurlestree.evreuxportesdenormandie.fr']);
  });

  it('the importer refuses a mayNeedVisa list naming the hub, without a note, or overlapping a requirement', () => {
    const withHub = (m: NonNullable<Table['hubs'][number]['mayNeedVisa']>, requirements = hub('NCL').requirements): Table => ({
      ...table,
      hubs: table.hubs.map((h) => (h.territory === 'NCL' ? { ...h, mayNeedVisa: m, requirements } : h)),
    });
    const m = hub('NCL').mayNeedVisa!;
    expect(() => buildFile(withHub({ ...m, passports: ['NCL'] }))).toThrow(/mayNeedVisa names other nationalities/);
    expect(() => buildFile(withHub({ ...m, note: '' }))).toThrow(/mayNeedVisa names other nationalities/);
    const req = { id: 'ncl-transit-visa', text: 'ncl.visa', documentType: 'VISA', passports: ['AFG'], sources: m.sources };
    expect(() => buildFile(withHub(m, [req]))).toThrow(/mayNeedVisa and a requirement name the same passport/);
  });

  it("the Falkland Islands rest on the Falkland Islands Government's own page", () => {
    const flk = hub('FLK');
    expect(flk.sources.map((s) => [s.tier, new URL(s.url).host])).toEqual([['DESTINATION_GOVERNMENT', 'www.falklands.gov.fk']]);
    expect(flk.sources[0]!.note).toMatch(/is in transit and that the principal reason for their landing/);
  });
});
