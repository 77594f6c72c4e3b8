// The healthrest pass of issue 26 (branch healthrest): the 31 PARTIAL destinations and Macao read again in the 2026
// advice pages of 16 governments kept as text in the public repository JGNWW/Reisadviezen-buddy
// (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), with the README's rules for disagreeing pages.
// These tests pin the citation format, each destination made COVERED (a trip from a risk country and one from a country
// without risk), the three rows whose answer changed (Taiwan, Panama, Trinidad and Tobago), India's polio rule, and the
// disagreements left open. The quoted words were checked against the copy (git show HEAD:worker/data/latest/<ISO3>.json)
// when the rows were written: the expectations below come from the pages, not from the engine's output.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, statement, HEALTHREST, NWW_COPY, answeredFromHealthrest, answeredFromHealthlead, answeredFromHealthsettle, answeredFromHealthmhl } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const rows = (t: T) => [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? []), ...(t.polio ?? [])];
/** The sources this pass read in the copy (not the older sources it marked superseded). */
const ownSources = (t: T) =>
  rows(t).flatMap((r) => r.sources.map((s) => ({ cc: r.territory, s }))).filter(({ s }) => s.note?.includes(NWW_COPY) && s.note.includes(`(${HEALTHREST})`) && !/^(Superseded|Older and narrower)/.test(s.note));
const full = (t: T, cc: string) => t.fullyResearched!.find((f) => f.territory === cc)!;
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The healthrest pass (issue 26, branch healthrest'))!;
const yf = (ids: string[], cc: string) => ids.filter((id) => id.startsWith(`yf-${cc}-`));

/** Destinations this pass made COVERED, with a trip from a risk country that must get the yellow fever certificate and
 * one from a country without risk that must not (Nigeria and Liberia: every traveller, so both get it). */
const COVERED_TRIPS: [cc: string, passport: string, riskFrom: string, plainFrom: string | null, to: string][] = [
  ['PAK', 'NGA', 'LOS', 'LHR', 'KHI'],
  ['BGD', 'NGA', 'LOS', 'LHR', 'DAC'],
  ['GUY', 'BRA', 'GRU', 'LHR', 'GEO'],
  ['JOR', 'NGA', 'LOS', 'FRA', 'AMM'],
  ['LSO', 'NGA', 'LOS', 'LHR', 'MSU'],
  ['SAU', 'NGA', 'LOS', 'LHR', 'JED'],
  ['PAN', 'BRA', 'GRU', 'MAD', 'PTY'],
  ['TTO', 'BRA', 'GRU', 'LHR', 'POS'],
  ['IND', 'GHA', 'ACC', 'LHR', 'DEL'],
];

describe('health table, the healthrest pass (the 31 PARTIAL destinations on the 2026 pages; issue 26)', () => {
  it('every source this pass read is cited as the README decided: GOVERNMENT, OTHER_OFFICIAL, the page address, lastModified, file and key in the note', () => {
    const sources = ownSources(table());
    expect(sources.length).toBeGreaterThanOrEqual(40);
    for (const { cc, s } of sources) {
      expectNwwCitation(cc, s, /Written for (German|Italian|Spanish|Canadian|Australian|British|French|Irish|Austrian) citizens/);
    }
  });

  it('HEALTH: 14 destinations COVERED by this pass; 17 PARTIAL and Macao left, each named in the pass row', () => {
    const t = table();
    const answered = 'PAK BGD GUY LBR NGA JOR LSO PSE SAU TWN PAN TTO IND TCD'.split(' ');
    for (const cc of answered) {
      expect(answeredFromHealthrest(t, cc), cc).toBe(true);
      expect(statement(t, cc)?.status, cc).toBe('COVERED');
    }
    const open = 'AFG AGO CUB DOM EGY FSM GNQ IRN MAR MHL NPL PHL PLW QAT SDN UGA VNM'.split(' ');
    const row = passRow(t);
    for (const cc of open) {
      // Uganda, Egypt and Morocco: COVERED since the healthlead pass (test/health/healthlead.test.ts).
      // AGO CUB FSM GNQ IRN NPL PHL SDN VNM: COVERED since the healthsettle pass (test/health/healthsettle.test.ts).
      // MHL: COVERED since the healthmhl pass (test/health/healthmhl.test.ts).
      if (!answeredFromHealthlead(t, cc) && !answeredFromHealthsettle(t, cc) && !answeredFromHealthmhl(t, cc)) expect(statement(t, cc)?.status, cc).toBe('PARTIAL');
      expect(row.reason, cc).toMatch(new RegExp(`\\b${cc}: `));
    }
    // Macao: a PARTIAL statement since the healthlead pass.
    if (answeredFromHealthlead(t, 'MAC')) expect(statement(t, 'MAC')?.status).toBe('PARTIAL');
    else expect(statement(t, 'MAC')).toBeUndefined();
    // The 31 PARTIAL destinations of ruleset 2026.11.27-105, each either answered or named open.
    expect([...answered, ...open].sort()).toEqual('AFG AGO BGD CUB DOM EGY FSM GNQ GUY IND IRN JOR LBR LSO MAR MHL NGA NPL PAK PAN PHL PLW PSE QAT SAU SDN TCD TTO TWN UGA VNM'.split(' '));
    // Every statement is COVERED or PARTIAL; no COVERED statement without a whole-list row.
    for (const c of buildCoverage(t)) if (c.status === 'COVERED') expect(t.fullyResearched!.some((f) => f.territory === c.territories[0]), c.territories[0]).toBe(true);
  });

  it.each(COVERED_TRIPS)('%s: the certificate from a risk country; none from a country without risk', (cc, passport, riskFrom, plainFrom, to) => {
    const lc = cc.toLowerCase();
    expect(healthTrip(passport, riskFrom, to).ids).toContain(`yf-${lc}-required`);
    if (plainFrom) expect(yf(healthTrip('DEU', plainFrom, to).ids, lc)).toEqual([]);
  });

  it('Nigeria and Liberia: every traveller needs the certificate (seven and five 2026 pages), even from London; whole lists by Spain and Italy', () => {
    const t = table();
    expect(healthTrip('GBR', 'LHR', 'LOS').ids).toContain('yf-nga-required');
    expect(healthTrip('GHA', 'ACC', 'LOS').ids).toContain('yf-nga-required');
    expect(healthTrip('GBR', 'LHR', 'ROB').ids).toContain('yf-lbr-required');
    expect(healthTrip('NGA', 'LOS', 'ROB').ids).toContain('yf-lbr-required');
    expect(full(t, 'NGA').sources[0]!.note).toContain("'La vacuna contra la fiebre amarilla es obligatoria en Nigeria.");
    expect(full(t, 'NGA').scope).toMatch(/Canada, France, Italy and Denmark \(2026: arrivals from risk countries\) are four pages against seven: not followed/);
    expect(full(t, 'LBR').sources[0]!.url).toBe('https://www.viaggiaresicuri.it/find-country/country/LBR');
    expect(full(t, 'LBR').scope).toMatch(/Canada's and the AA's 2026 lines \(arrivals from risk countries\) are two pages against five/);
  });

  it('Pakistan: no polio requirement at entry (the AA and Spain 2026 name yellow fever only); the departure rule stays; GOV.UK\'s unnamed circumstances read as it', () => {
    const t = table();
    const f = full(t, 'PAK');
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(t.polio!.some((p) => p.territory === 'PAK')).toBe(false);
    expect(t.polioDeparture!.some((p) => p.territory === 'PAK')).toBe(true);
    expect(f.sources.map((s) => s.url.split('/')[2])).toEqual(['www.auswaertiges-amt.de', 'www.exteriores.gob.es', 'www.diplomatie.gouv.fr', 'travel.gc.ca', 'www.gov.uk']);
    expect(f.sources[4]!.note).toMatch(/'a polio vaccine, in some circumstances'.*Not followed as an entry rule/);
    // Lagos to Karachi: yellow fever, no polio entry record.
    const ids = healthTrip('NGA', 'LOS', 'KHI').ids;
    expect(ids.filter((id) => id.startsWith('polio-pak'))).toEqual([]);
  });

  it('Bangladesh: the 2026 whole lists are newer than the Quick Facts (December 2024, hepatitis A and typhoid); GOV.UK\'s polio line alone not followed', () => {
    const f = full(table(), 'BGD');
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources.map((s) => s.publishedAt)).toEqual(['2026-08-19', '2026-05-05', '2026-07-15']);
    expect(f.scope).toMatch(/Quick Facts of December 2024 \(hepatitis A and typhoid 'required'\), older than both/);
  });

  it('Saudi Arabia: COVERED on the AA\'s and Spain\'s 2026 lists of the table\'s three rules; the GACA polio list and window kept', () => {
    const t = table();
    const f = full(t, 'SAU');
    expect(f.polio).toBeUndefined();
    const sau = t.polio!.find((p) => p.territory === 'SAU')!;
    expect([...sau.countries].sort()).toEqual(['AFG', 'COD', 'KEN', 'MOZ', 'PAK']);
    expect(sau.met).toBe('NONE');
    expect(f.sources[0]!.note).toContain('Alle Reisenden, die aus einem Poliomyelitis-Endemiegebiet einreisen');
    expect(healthTrip('PAK', 'KHI', 'JED').ids).toContain('polio-sau-required');
    expect(healthTrip('GBR', 'LHR', 'JED').ids.filter((id) => id.startsWith('polio-sau') || id.startsWith('yf-sau'))).toEqual([]);
  });

  it('Taiwan (disagreement pinned): three 2026 official pages say no certificate; the rule is gone, its two sources kept superseded', () => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === 'TWN')).toBe(false);
    const none = t.noneRequired!.find((n) => n.territory === 'TWN')!;
    expect(none.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED', 'DESTINATION_GOVERNMENT']);
    expect(none.sources.slice(3).every((s) => s.note!.startsWith(`Superseded (${HEALTHREST})`))).toBe(true);
    expect(statement(t, 'TWN')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(yf(healthTrip('NGA', 'LOS', 'TPE').ids, 'twn')).toEqual([]);
  });

  it('Panama (disagreement pinned): five pages of December 2025 to August 2026 over the reported July 2025 withdrawal: a rule from age 1', () => {
    const t = table();
    expect(t.noneRequired!.some((n) => n.territory === 'PAN')).toBe(false);
    const r = t.requirements.find((x) => x.territory === 'PAN')!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', minimumAge: '1 year', riskList: 'WHO', includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountriesFromAgeOne' });
    expect(r.sources.slice(0, 5).map((s) => s.publishedAt)).toEqual(['2026-02-19', '2025-12-10', '2026-08-19', '2026-08-20', '2026-08-21']);
    expect(r.sources.slice(5).map((s) => s.tier)).toEqual(['REPORTED', 'REPORTED']);
    expect(r.sources.slice(5).every((s) => s.note!.startsWith(`Superseded (${HEALTHREST})`))).toBe(true);
    // The transit cases (11 and 13 hours in Bogotá) are in rules/tests/healthrest.test.json.
    expect(healthTrip('COL', 'BOG', 'PTY').ids).toContain('yf-pan-required');
  });

  it('Trinidad and Tobago (disagreement pinned): three 2026 pages (AA, Spain, Australia) over Canada\'s and Italy\'s 2026 \'none\' and NaTHNaC 2022', () => {
    const t = table();
    const r = t.requirements.find((x) => x.territory === 'TTO')!;
    expect(r.sources.map((s) => s.url.split('/')[2])).toEqual(['www.auswaertiges-amt.de', 'www.exteriores.gob.es', 'www.smartraveller.gov.au', 'staging.travelhealthpro.org.uk']);
    expect(r.sources[0]!.note).toMatch(/Canada 2026-07-29 'Proof of vaccination is not required to enter this country\.'; Italy 2026-01-01 'Nessuna vaccinazione obbligatoria'/);
    expect(r.sources[3]!.note).toMatch(/^Superseded \(the healthrest pass/);
    expect(healthTrip('KEN', 'NBO', 'POS').ids).toContain('yf-tto-required');
  });

  it('Chad (disagreement pinned): six official pages of 2025-2026 say every traveller from nine months, over three saying arrivals from risk countries and the 2020 report', () => {
    const t = table();
    const r = t.requirements.find((x) => x.territory === 'TCD')!;
    expect(r).toMatchObject({ scope: 'ALL_TRAVELLERS', minimumAge: '9 months or over', text: 'health:yellowFever.tcdAll' });
    expect(r.sources.slice(0, 6).map((s) => s.publishedAt)).toEqual(['2026-08-12', '2026-05-18', '2026-03-13', '2026-05-12', '2026-03-31', '2025-11-10']);
    expect(r.sources[0]!.note).toContain("Nach Anweisungen des Ministeriums für öffentliche Gesundheit des Tschad");
    expect(r.sources[6]).toMatchObject({ tier: 'REPORTED' });
    expect(r.sources[6]!.note).toMatch(/^Superseded \(the healthrest pass/);
    expect(statement(t, 'TCD')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(healthTrip('FRA', 'CDG', 'NDJ').ids).toContain('yf-tcd-required');
    expect(healthTrip('NGA', 'LOS', 'NDJ').ids).toContain('yf-tcd-required');
  });

  it('India: polio for arrivals from the eight countries Canada names, whatever the passport; the 2014 resident-nationals summary kept as the older reading', () => {
    const t = table();
    const p = t.polio!.find((x) => x.territory === 'IND')!;
    expect(p).toMatchObject({ nationalsOnly: false, text: 'health:polio.indArrivals' });
    expect([...p.countries].sort()).toEqual(['AFG', 'COD', 'ETH', 'KEN', 'NGA', 'PAK', 'SOM', 'SYR']);
    expect(p.sources.map((s) => s.url.split('/')[2])).toEqual(['travel.gc.ca', 'www.gov.uk', 'www.ireland.ie', 'www.smartraveller.gov.au', 'www.diplomatie.gouv.fr', 'travax.nhs.uk']);
    expect(p.sources[5]!.note).toMatch(/^Older and narrower \(the healthrest pass/);
    expect(statement(t, 'IND')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(healthTrip('GBR', 'LOS', 'DEL').ids).toContain('polio-ind-required');
    expect(healthTrip('COD', 'FIH', 'DEL').ids).toContain('polio-ind-required');
    expect(healthTrip('PAK', 'DXB', 'DEL').ids).not.toContain('polio-ind-required');
    expect(healthTrip('GBR', 'LHR', 'DEL').ids.filter((id) => id.startsWith('polio-ind'))).toEqual([]);
  });

  it('left open on purpose: the Philippines (GOV.UK\'s polio line against two lists), Iran (two against two), Uganda (rule kept), Egypt (polio list unchanged)', () => {
    const t = table();
    // Uganda and Egypt: settled by the healthlead pass (test/health/healthlead.test.ts); the others still open.
    // The Philippines, Iran and Nepal: settled by the healthsettle pass (test/health/healthsettle.test.ts).
    for (const cc of ['PHL', 'IRN', 'UGA', 'EGY', 'NPL', 'QAT'].filter((c) => !answeredFromHealthlead(t, c) && !answeredFromHealthsettle(t, c))) expect(t.fullyResearched!.some((f) => f.territory === cc), cc).toBe(false);
    expect(t.requirements.find((r) => r.territory === 'UGA')!.scope).toBe('ALL_TRAVELLERS');
    if (!answeredFromHealthlead(t, 'EGY')) expect(t.polio!.find((p) => p.territory === 'EGY')!.countries).toEqual(['PAK', 'AFG', 'MWI', 'MOZ', 'COD']);
    const reason = passRow(t).reason;
    expect(reason).toMatch(/PHL: GOV\.UK 2026-07-15 polio .* one against two, not three, so left open/);
    expect(reason).toMatch(/UGA: seven 2026 pages required of everyone .* left for the lead/);
    expect(reason).toMatch(/MAC: GOV\.UK 2026-01-06 .* against Canada 2026-07-29/);
    expect(reason).toMatch(/Look-ups used: 4 of 60\./);
  });

  it('closes leftOut with this pass\'s row', () => {
    const t = table();
    // Only the healthlead pass's row may follow it.
    const after = t.leftOut.slice(t.leftOut.indexOf(passRow(t)) + 1);
    // The healthsettle pass's row follows the healthlead pass's.
    expect(after.every((l) => l.reason.startsWith('The healthlead pass') || l.reason.startsWith('The healthsettle pass') || l.reason.startsWith('The healthmhl pass') || l.reason.startsWith('The healthtests pass') || l.reason.startsWith('The terrhealth pass'))).toBe(true); // the terrhealth pass appends its row after these
    expect(passRow(t).territory).toBe('*');
    expect(passRow(t).reason).toMatch(/commit 8d9dd4d of 2026-08-22/);
  });
});
