// The airside-transit table of the transit9 pass (data/transit/transit-airside.json) and its importer
// (scripts/import-transit-airside.ts): the committed rule file is what the importer builds, rows without
// an official or quoted source are refused, each settled hub states TRANSIT coverage while the hubs left
// out stay NOT_COVERED, and the source choices (reported rows quote their notice, Mexico's list is the
// matrix's visa nationals, South Africa's http:// page is not cited) are pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFile, type Hub, type Table } from '../../scripts/import-transit-airside.js';
import { hub, table, transitCoverage, transitVia } from './airside.js';


describe('import-transit-airside', () => {
  it('the committed rules/transit/generated-airside.json is what the importer builds from the table (deterministic)', () => {
    const committed = readFileSync(new URL('../../rules/transit/generated-airside.json', import.meta.url), 'utf8');
    expect(`${JSON.stringify(buildFile(table), null, 2)}\n`).toBe(committed);
    expect(JSON.stringify(buildFile(table))).toBe(JSON.stringify(buildFile(JSON.parse(JSON.stringify(table)) as Table)));
  });

  const withHub = (h: Hub): Table => ({ ...table, hubs: [h] });
  const eth = hub('ETH');

  it('refuses a hub whose only source is the dataset (no official or quoted source)', () => {
    const matrix = hub('MEX').sources.find((s) => s.tier === 'DATASET')!;
    expect(() => buildFile(withHub({ ...eth, sources: [matrix] }))).toThrow(/official source or a report quoting one/);
  });

  it('refuses a REPORTED source without the notice it quotes, an http:// source and a hub without sources', () => {
    const reported = hub('BRA').sources[0]!;
    const { quotes: _dropped, ...unquoted } = reported;
    expect(() => buildFile(withHub({ ...eth, sources: [unquoted] }))).toThrow(/quotes is required/);
    expect(() => buildFile(withHub({ ...eth, sources: [{ ...eth.sources[0]!, url: 'http://www.southafrica.org.tw/transit%20visa.htm' }] }))).toThrow(/not https/);
    expect(() => buildFile(withHub({ ...eth, sources: [] }))).toThrow(/at least one source/);
  });

  it("refuses a requirement that lists the hub's own nationality or has no source", () => {
    const col = hub('COL');
    const r = col.requirements[0]!;
    expect(() => buildFile(withHub({ ...col, requirements: [{ ...r, passports: [...r.passports, 'COL'] }] }))).toThrow(/own nationality/);
    expect(() => buildFile(withHub({ ...col, requirements: [{ ...r, sources: [] }] }))).toThrow(/at least one source/);
  });
});

describe('transit9 hubs: coverage', () => {
  it('every settled hub states TRANSIT COVERED for an airside transit there', () => {
    const trips: Array<[string, string, string, string]> = [
      ['USA', 'IAD', 'ADD', 'NBO'],
      ['GBR', 'LHR', 'NBO', 'JNB'],
      ['CHN', 'MAD', 'BOG', 'LIM'],
      ['IND', 'MAD', 'MEX', 'GUA'],
      ['DEU', 'FRA', 'IST', 'DEL'],
      ['IND', 'BOM', 'JNB', 'HRE'],
      ['CHN', 'PEK', 'GRU', 'EZE'],
      ['IND', 'MAD', 'SCL', 'SYD'],
    ];
    const covered = trips.map(([p, from, via, to]) => transitCoverage(transitVia(p, from, via, to), { ADD: 'ETH', NBO: 'KEN', BOG: 'COL', MEX: 'MEX', IST: 'TUR', JNB: 'ZAF', GRU: 'BRA', SCL: 'CHL' }[via]!));
    expect(covered).toEqual(Array(8).fill('COVERED'));
  });

  it('the hubs left out (Dubai, Doha) stay NOT_COVERED and say why in the table', () => {
    expect(transitCoverage(transitVia('IND', 'DEL', 'DXB', 'LHR'), 'ARE')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('IND', 'DEL', 'DOH', 'LHR'), 'QAT')).toBe('NOT_COVERED');
    const left = table.leftOut as Array<{ territories: string[]; reason: string }>;
    expect(left.find((l) => l.territories.includes('ARE'))!.reason).toMatch(/No official page/);
    expect(left.find((l) => l.territories.includes('QAT'))!.reason).toMatch(/No official statement/);
  });
});

describe('transit9 hubs: source choices', () => {
  it("Mexico's visa nationals are the passports the Passport Index snapshot marks 'visa required' for MEX (not its 'eta' ones)", () => {
    const csv = readFileSync(new URL('../../data/passport-index/passport-index-tidy-iso3.csv', import.meta.url), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const visaNationals = csv.filter(([, d, req]) => d === 'MEX' && req === 'visa required').map(([p]) => p!).sort();
    expect(hub('MEX').requirements[0]!.passports).toEqual(visaNationals);
    expect(visaNationals).not.toContain('TUR');
  });

  it("Colombia's airport transit visa list has the 27 nationalities of the Foreign Ministry page", () => {
    const list = hub('COL').requirements[0]!.passports;
    expect(list).toHaveLength(27);
    expect(list).toEqual(expect.arrayContaining(['AFG', 'IND', 'KEN', 'NGA', 'PAK', 'UZB']));
    expect(list).not.toContain('CHN');
  });

  it('the reported rows (Türkiye, South Africa, Brazil) quote the official notice; Ethiopia, Kenya, Colombia, Mexico and Chile rest on the destination government', () => {
    for (const t of ['TUR', 'ZAF', 'BRA']) {
      const h = hub(t);
      for (const s of [...h.sources, ...h.requirements.flatMap((r) => r.sources)]) {
        expect(s.tier).toBe('REPORTED');
        expect(s.quotes).toBeTruthy();
      }
    }
    for (const t of ['ETH', 'KEN', 'COL', 'MEX', 'CHL']) expect(hub(t).sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it("South Africa's undated http:// page of its Taipei office is not cited (kept in leftOut only)", () => {
    const urls = JSON.stringify(hub('ZAF'));
    expect(urls).not.toContain('southafrica.org.tw');
    expect(JSON.stringify(table.leftOut)).toContain('Liaison Office of South Africa in Taipei');
  });

  it("Chile's statement carries its 24-hour limit and its page date", () => {
    expect(hub('CHL').maxHours).toBe(24);
    expect(hub('CHL').sources[0]!.publishedAt).toBe('2017-08-08');
  });

  it("Türkiye's electronic airport transit visa is limited to Istanbul Airport, four next territories and 15 April 2024 onwards", () => {
    const r = hub('TUR').requirements[0]!;
    expect(r.airports).toEqual(['IST']);
    expect(r.nextTerritories).toEqual(['COL', 'MEX', 'PAN', 'VEN']);
    expect(r.from).toBe('2024-04-15');
    expect(r.passports).toHaveLength(10);
  });
});
