// Eleventh pass of issue 26 (branch health8a): the PARTIAL destinations. Where the U.S. Department
// of State's Quick Facts vaccinations entry names yellow fever only and agrees with the table's rule,
// or says "None" beside a "none required" row, a whole-list row makes the destination COVERED with
// polio none. These tests pin the rows, their sources, the disagreements and silences that were not
// turned into statements, and the closing leftOut row; rules/tests/health-pass11-partial.test.json
// pins trips.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';
import { table, answeredFromScrapes, answeredLater, answeredFromHealthrest, answeredFromHealthlead } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_COVERED } from './pass16-answered.js';


// Answered by this pass: the scope of the yellow fever rule the entry agrees with, and the words
// of the vaccinations entry the first source's note quotes.
const YELLOW_FEVER_ONLY: Record<string, [string, string]> = {
  THA: ['FROM_RISK_COUNTRIES', 'Yellow fever may be required if arriving from certain countries with yellow fever'],
  ZAF: ['FROM_RISK_COUNTRIES', 'Yellow Fever: Required for travelers who come from designated countries by the WHO.'],
  LKA: ['FROM_RISK_COUNTRIES', 'Yellow fever vaccine is required for individuals older than nine months of age'],
  RWA: ['FROM_RISK_COUNTRIES', 'Yes. Yellow fever vaccination if entering from a country where yellow fever is endemic'],
  MWI: ['FROM_RISK_COUNTRIES', 'Yellow fever, if arriving from a yellow fever country'],
  MOZ: ['FROM_RISK_COUNTRIES', 'VACCINATIONS: Yellow Fever if endemic country recently visited'],
  SLE: ['ALL_TRAVELLERS', "'Yellow Fever.'"],
  GAB: ['ALL_TRAVELLERS', "'Yellow Fever'"],
  BFA: ['ALL_TRAVELLERS', "'Yellow fever'"],
  MLI: ['ALL_TRAVELLERS', "'Yellow Fever'"],
  // freshen pass: Guinea's rule is now for arrivals from risk countries (GOV.UK, Canada, AA 2026); the Quick Facts still name yellow fever only.
  GIN: ['FROM_RISK_COUNTRIES', "'VACCINATIONS: Yellow fever'"],
  BEN: ['ALL_TRAVELLERS', "'Yellow fever vaccine required'"],
  CAF: ['ALL_TRAVELLERS', "'Yellow Fever'"],
  BDI: ['ALL_TRAVELLERS', "'Yellow fever'"],
  SSD: ['ALL_TRAVELLERS', "'Yellow fever'"],
  HND: ['FROM_RISK_COUNTRIES', "'Required: yellow fever, if arriving from countries with a risk of yellow fever transmission."],
};

// Read and not turned into a whole-list row: a proxy-only statement (JPN), a disagreement with a
// higher tier (MYS), a recommendation (PER), an entry naming no vaccination (SAU), polio named
// without terms (UGA, CMR), a stated COVID-19 requirement on the same page (LBR), an entry whose
// scope the table's rule contradicts (TCD: every visitor against arrivals from risk countries), and
// empty entries.
const NOT_ANSWERED = ['JPN', 'MYS', 'PER', 'SAU', 'UGA', 'CMR', 'LBR', 'JOR', 'URY', 'DOM', 'NPL', 'CRI', 'IND', 'CHN', 'EGY', 'KEN', 'TZA', 'MEX', 'TUR', 'ARG', 'NGA', 'GHA', 'COD', 'CIV', 'JAM', 'ECU', 'TCD', 'NER', 'COG', 'GNQ', 'GMB', 'BOL', 'PRY'];

const NEW = [...Object.keys(YELLOW_FEVER_ONLY), 'ARE'];

// This pass's leftOut row, found by its opening words: later passes append their own rows after it.
const eleventh = (t: ReturnType<typeof table>) => t.leftOut.findIndex((l) => l.reason.startsWith('Eleventh pass (issue 26, branch health8a'));

it('Chad stays PARTIAL: its Quick Facts name yellow fever for every visitor, the table asks it of arrivals from risk countries', () => {
  const t = table();
  // The healthrest pass followed six 2025-2026 official pages (every traveller from nine months) over the 2020 report:
  // ALL_TRAVELLERS and COVERED since then, pinned in test/health/healthrest.test.ts.
  expect(t.requirements.find((r) => r.territory === 'TCD')!.scope).toBe(answeredFromHealthrest(t, 'TCD') ? 'ALL_TRAVELLERS' : 'FROM_RISK_COUNTRIES');
  expect(t.leftOut[eleventh(t)]!.reason).toMatch(/Chad \(Quick Facts 'Yellow fever', the body asking every visitor for the WHO card/);
});

describe('health table, eleventh pass (PARTIAL destinations, State Department Quick Facts; issue 26)', () => {
  it.each(Object.entries(YELLOW_FEVER_ONLY))('%s: the Quick Facts name yellow fever only and agree with the %s rule: COVERED, REQUIREMENTS, polio none', (cc, [scope, words]) => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === cc)!;
    expect(rule.scope).toBe(scope);
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.scope).toMatch(/^Entry vaccinations as a whole, per the U\.S\. Department of State's Quick Facts/);
    expect(full.scope).toMatch(/no proof of polio vaccination\.$/);
    expect(full.sources[0]!.note).toContain(words);
    expect((t.polio ?? []).some((p) => p.territory === cc)).toBe(false);
    expect(buildCoverage(t).find((c) => c.territories.includes(cc))).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS', scope: full.scope });
  });

  it('the United Arab Emirates: Quick Facts "None" beside its noneRequired row: COVERED, NONE_REQUIRED', () => {
    const t = table();
    const full = t.fullyResearched!.find((f) => f.territory === 'ARE')!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.sources[0]!.note).toMatch(/the vaccinations entry, in the page's fixed order .* is 'None'/);
    expect(t.noneRequired!.some((n) => n.territory === 'ARE')).toBe(true);
    expect(t.requirements.some((r) => r.territory === 'ARE')).toBe(false);
    expect(buildCoverage(t).find((c) => c.territories.includes('ARE'))).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it.each(NEW)('%s: every source of the new row is an official State Department page, read 2026-11-27, with a note on the stored copy', (cc) => {
    const full = table().fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.sources.length).toBeGreaterThan(0);
    for (const s of full.sources) {
      expect(s.tier).toBe('OTHER_OFFICIAL');
      expect(s.readAt).toBe('2026-11-27');
      expect(s.url).toMatch(/^https:\/\/travel\.state\.gov\/content\//);
      expect(s.note).toMatch(/^Read from (a stored copy|two stored copies|three stored copies)/);
      if (s.publishedAt !== undefined) expect(s.note).toContain('Last Updated');
    }
  });

  it('dated Students Abroad sheets carry their "Last Updated" date as publishedAt', () => {
    const t = table();
    const published = (cc: string) => t.fullyResearched!.find((f) => f.territory === cc)!.sources.map((s) => s.publishedAt ?? null);
    expect(published('MWI')).toEqual(['2017-08-23']);
    expect(published('MOZ')).toEqual(['2017-08-08']);
    expect(published('BFA')).toEqual(['2017-01-05']);
    expect(published('MLI')).toEqual(['2017-05-16']);
    expect(published('GIN')).toEqual(['2017-01-17']);
    expect(published('THA')).toEqual([null, '2017-01-12']);
    expect(published('CAF')).toEqual(['2017-08-31']);
    expect(published('BDI')).toEqual(['2017-03-03']);
    expect(published('BEN')).toEqual([null]);
    expect(published('SSD')).toEqual(['2017-10-11']);
    expect(published('HND')).toEqual(['2016-11-08']);
  });

  it('the rows are appended after the tenth pass rows (shared file: earlier rows untouched)', () => {
    const rows = table().fullyResearched!.map((f) => f.territory);
    expect(rows.slice(rows.indexOf('THA'), rows.indexOf('THA') + NEW.length)).toEqual(['THA', 'ZAF', 'LKA', 'RWA', 'MWI', 'MOZ', 'SLE', 'GAB', 'BFA', 'MLI', 'GIN', 'ARE', 'BEN', 'CAF', 'BDI', 'SSD', 'HND']);
    expect(rows.indexOf('GRC')).toBeLessThan(rows.indexOf('THA'));
  });

  // Skipped too: the destinations the Auswärtiges Amt pass answered as a whole (aahealth, test/health/health-aa.test.ts).
  it.each(NOT_ANSWERED.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_COVERED.has(c) && !answeredLater(table(), c)))('%s: read or searched, no whole-list row (silence, a proxy, a recommendation or a disagreement is not a statement)', (cc) => {
    const t = table();
    expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
    const statement = buildCoverage(t).find((c) => c.territories.includes(cc));
    if (statement) expect(statement.status).toBe('PARTIAL');
  });

  it("Malaysia: the State Department's 'None' disagrees with the Ministry of Health's rule, which (higher tier) stands", () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'MYS')!;
    expect(rule.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(t.noneRequired!.some((n) => n.territory === 'MYS')).toBe(false);
    expect(t.leftOut[eleventh(t)]!.reason).toMatch(/Malaysia \('VACCINATIONS: None' on the Department's page, undated, disagrees with the table's rule/);
  });

  it('closes leftOut with the eleventh pass row: every assigned destination, the answers, the pages not used and what is left', () => {
    const t = table();
    const last = t.leftOut[eleventh(t)]!;
    expect(last.territory).toBe('*');
    expect(last.reason).toMatch(/^Eleventh pass \(issue 26, branch health8a, 2026-11-27\)/);
    const assigned = 'AGO ARE ARG BDI BEN BFA BLZ BOL CAF CHN CIV CMR COD COG CRI CUB DJI DOM ECU EGY ERI GAB GHA GIN GMB GNB GNQ GUY HND IND IRQ JAM JOR JPN KEN KGZ LAO LBR LBY LKA LSO MEX MLI MOZ MWI MYS NER NGA NIC NPL PAN PER PRY RWA SAU SDN SLE SOM SSD SYR TCD THA TTO TUR TWN TZA UGA URY VCT ZAF'.split(' ');
    expect(assigned).toHaveLength(70);
    for (const cc of assigned) expect(last.reason).toContain(cc);
    for (const named of ['x1q28cagmx0d6vxrhw.salvatore.rest', 'travel.his.com', 'aardy.com', 'CIA World Factbook', 'Proof of vaccination against COVID-19', 'Polio (for children under 5)']) expect(last.reason).toContain(named);
    expect(t.leftOut[eleventh(t) - 1]!.reason).toMatch(/^Tenth pass \(issue 26, branch health7a/);
  });

  it('no proxy, mirror or reproduction this pass rejected is cited anywhere in the table', () => {
    const t = table();
    const hosts = [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? []), ...(t.polio ?? [])].flatMap((r) => r.sources).map((s) => new URL(s.url).hostname);
    for (const rejected of ['x1q28cagmx0d6vxrhw.salvatore.rest', 'travel.his.com', 'www.aardy.com', 'zambianobserver.com', 'hesaidgo.org']) expect(hosts).not.toContain(rejected);
  });

  it.each([
    ['NGA', 'LOS', 'BKK', 'THA', 'yf-tha-required', 'COVERED'],
    ['FRA', 'CDG', 'FNA', 'SLE', 'yf-sle-required', 'COVERED'],
    // Malaysia: COVERED since the Auswärtiges Amt pass (aahealth), the Ministry of Health's rule unchanged.
    ['NGA', 'LOS', 'KUL', 'MYS', 'yf-mys-required', 'COVERED'],
    // Uganda: COVERED since the healthlead pass (the AA's 2026 whole list; test/health/healthlead.test.ts), the rule unchanged.
    ['FRA', 'CDG', 'EBB', 'UGA', 'yf-uga-required', answeredFromHealthlead(table(), 'UGA') ? 'COVERED' : 'PARTIAL'],
  ])('%s passport %s -> %s (HEALTH for %s): %s is asked and the statement is %s', (passport, from, to, cc, id, status) => {
    const { a, ids } = healthTrip(passport, from, to);
    expect(ids).toContain(id);
    const health = a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH');
    expect(health).toMatchObject({ status, finding: 'REQUIREMENTS' });
  });

  it('Nigerian passport Lagos -> Dubai: no health procedure, HEALTH for ARE is COVERED (NONE_REQUIRED) and raises no health alert', () => {
    const r = engine().trips(trip(['NGA'], [{ airport: 'LOS', date: '2026-12-10' }, { airport: 'DXB', date: '2026-12-10' }]));
    expect(r.status).toBe(200);
    const a = (r.body as TripResponseDocument).data.attributes;
    expect(a.informationGroups.some((g) => g.type === 'PUBLIC_HEALTH_REQUIREMENTS')).toBe(false);
    expect(a.coverage!.find((e) => e.territory === 'ARE' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements/);
  });
});
