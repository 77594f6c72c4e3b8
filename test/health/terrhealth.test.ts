// The terrhealth pass of issue 26 (branch terrhealth): health for the territories outside the visa matrix, read in the 2026
// advice pages of 16 governments (JGNWW/Reisadviezen-buddy, worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22) and
// in the word-for-word scrapes of marcolussetti/travel-advisories (commit bbc331d), with the README's steps (a)-(e) for
// disagreeing pages. The quoted words, dates and counts below were read in those copies (the build script asserted each quote
// is in the page's text before writing the row); the expectations come from the pages, not from the engine's output.
import { describe, expect, it } from 'vitest';
import { buildCoverage, checkTable } from '../../scripts/import-health.js';
import { table, statement, NWW_COPY, TERRHEALTH, answeredFromTerrhealth } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const full = (t: T, cc: string) => t.fullyResearched!.find((f) => f.territory === cc);
const rule = (t: T, cc: string) => t.requirements.find((r) => r.territory === cc);
const none = (t: T, cc: string) => (t.noneRequired ?? []).find((n) => n.territory === cc);
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The terrhealth pass (issue 26, branch terrhealth'))!;
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** COVERED, no vaccination required: Italy's 2026 'Vaccinazioni' says 'Nessuna' and Canada's 2026 page 'not required'. */
const NONE: Record<string, string> = { ASM: '2026-04-21', VIR: '2026-07-27', TCA: '2026-06-10' };
/** COVERED, the yellow fever rule the only vaccination, on Italy's 2026 whole list (its date). */
const IT_RULE: Record<string, string> = { GLP: '2026-08-13', MTQ: '2026-08-13', GUF: '2026-08-13', PYF: '2026-06-03', NCL: '2026-06-03', ABW: '2026-02-01', MSR: '2026-07-16', NIU: '2026-05-28' };
/** COVERED on GOV.UK's 'Vaccine requirements' naming yellow fever only (the page's date). */
const UK_RULE: Record<string, string> = { WLF: '2025-12-10', PCN: '2025-03-27', MYT: '2025-12-10', MAF: '2025-12-10', BLM: '2025-12-10' };
const US = ['PRI', 'GUM', 'MNP'];
const AU = ['CXR', 'CCK', 'NFK'];
const STILL_PARTIAL = ['REU', 'SPM', 'GIB', 'FLK', 'COK', 'TKL'];
const STILL_NOT = ['FRO', 'ALA', 'GGY', 'JEY', 'IMN', 'SHN', 'SJM'];

describe('health table, the terrhealth pass (territories outside the visa matrix; issue 26)', () => {
  it('the table still passes the importer checks', () => {
    expect(() => checkTable(table())).not.toThrow();
  });

  it('every 2026 page this pass cited in the JGNWW copy follows the README format, read 2026-11-28', () => {
    const t = table();
    const own = [...t.requirements, ...(t.noneRequired ?? []), ...t.fullyResearched!]
      .flatMap((r) => r.sources.map((s) => ({ cc: r.territory, s })))
      .filter(({ s }) => s.note?.includes(NWW_COPY) && s.note.includes(`(${TERRHEALTH})`) && s.readAt === '2026-11-28');
    // 14 whole-list rows (ASM..NIU from Italy, GOV.UK, Canada, Australia, the AA; WLF), Spain's US page for three territories,
    // Cook Islands (Spain, the AA, Italy), Reunion (Italy).
    expect(own.length).toBeGreaterThanOrEqual(30);
    for (const { cc, s } of own) {
      // Spain's page for the United States is cited for the U.S. territories.
      const file = US.includes(cc) ? 'USA' : cc;
      expectNwwCitation(file, s, /Written for (Spanish|Italian|British|Canadians|Australian|German) citizens|Written for Canadians/, '2026-11-28');
    }
  });

  it.each(Object.entries(NONE))("%s: Italy's whole list 'Nessuna' (%s) with Canada's 'not required': COVERED, NONE_REQUIRED, polio none", (cc, date) => {
    const t = table();
    const f = full(t, cc)!;
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([['viaggiaresicuri.it', date], ['travel.gc.ca', cc === 'TCA' ? '2026-08-19' : '2026-07-29']]);
    expect(f.sources[0]!.note).toMatch(/Source of: 'Nessuna/);
    expect(rule(t, cc)).toBeUndefined();
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it.each(Object.entries(IT_RULE))("%s: Italy's 2026 whole list (%s) names yellow fever only, as the table's rule: COVERED, REQUIREMENTS", (cc, date) => {
    const t = table();
    const f = full(t, cc)!;
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources[0]).toMatchObject({ url: `https://www.viaggiaresicuri.it/find-country/country/${cc}`, publishedAt: date });
    expect(f.sources[0]!.note).toMatch(/febbre gialla|Febbre Gialla/);
    expect(rule(t, cc)).toBeDefined();
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('French Guiana: every traveller (its own rule, not the metropolitan one), on Italy, GOV.UK and Canada', () => {
    const t = table();
    expect(rule(t, 'GUF')).toMatchObject({ scope: 'ALL_TRAVELLERS' });
    const notes = full(t, 'GUF')!.sources.map((s) => s.note ?? '');
    expect(notes[0]).toContain('indipendentemente dalla zona di provenienza');
    expect(notes[1]).toContain("To enter French Guiana, you must have a certificate to prove you’ve had a yellow fever vaccination.");
    expect(notes[2]).toContain('Proof of yellow fever vaccination for travellers from all countries.');
    // Guadeloupe and Martinique keep the certificate for arrivals from risk countries.
    for (const cc of ['GLP', 'MTQ']) expect(rule(t, cc)).toMatchObject({ scope: 'FROM_RISK_COUNTRIES' });
  });

  it.each(Object.entries(UK_RULE))("%s: GOV.UK's 'Vaccine requirements' (%s) names yellow fever only: COVERED", (cc, date) => {
    const t = table();
    const f = full(t, cc)!;
    expect(f.sources).toHaveLength(1);
    expect(f.sources[0]).toMatchObject({ publishedAt: date, tier: 'OTHER_OFFICIAL', readAt: '2026-11-28' });
    expect(f.sources[0]!.url).toMatch(/^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+(\/entry-requirements)?$/);
    expect(f.sources[0]!.note).toMatch(/you must have a certificate to prove you’ve had a yellow fever vaccination if you’re coming from a country listed as a transmission risk/i);
    expect(rule(t, cc)).toMatchObject({ scope: 'FROM_RISK_COUNTRIES' });
    expect(statement(t, cc)?.status).toBe('COVERED');
  });

  it("U.S. territories: Spain's 'Vacunas Obligatorias: Ninguna' for the United States, read for them with 42 CFR 71.1(a): COVERED, none", () => {
    const t = table();
    for (const cc of US) {
      const f = full(t, cc)!;
      expect(f.sources.map((s) => host(s.url))).toEqual(['exteriores.gob.es', 'law.cornell.edu']);
      expect(f.sources[0]!.note).toContain("Source of: 'Vacunas Obligatorias: Ninguna. Recomendadas: Ninguna.'");
      expect(f.sources[1]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', readAt: '2026-11-28' });
      expect(f.sources[1]!.note).toContain('from foreign countries into the States or possessions of the United States');
      expect(f.scope).toMatch(/42 CFR 71\.1\(a\)/);
      // The yellow fever answer is still Canada's page for the territory itself.
      expect(none(t, cc)!.sources[0]!.url).toMatch(/^https:\/\/travel\.gc\.ca\/destinations\//);
      expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    }
  });

  it("Australia's external territories: Australia's rule and whole list, with the law that applies it there: COVERED", () => {
    const t = table();
    const aus = rule(t, 'AUS')!;
    for (const cc of AU) {
      const r = rule(t, cc)!;
      expect({ ...r, territory: 'AUS', sources: [] }).toEqual({ ...aus, sources: [] });
      expect(r.sources.slice(0, 2).map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT']);
      expect(r.sources[1]!.note).toContain("This section applies to an individual who is entering Australian territory");
      expect(full(t, cc)!.polio).toBe('NONE_REQUIRED');
      expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    }
    expect(rule(t, 'NFK')!.sources[0]!.note).toContain('A reference to Australian territory includes Norfolk Island on and after 1 July 2016.');
    for (const cc of ['CXR', 'CCK']) expect(rule(t, cc)!.sources[0]!.note).toContain('7 Extension of Act to Christmas Island, Cocos (Keeling) Islands and other prescribed external Territories');
  });

  it("Cook Islands: two pages against two, step (c): a certificate for arrivals from risk countries; cholera open: PARTIAL", () => {
    const t = table();
    expect(none(t, 'COK')).toBeUndefined();
    const r = rule(t, 'COK')!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: false });
    expect(r.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['exteriores.gob.es', '2026-06-03'], ['auswaertiges-amt.de', '2026-04-22'], ['travel.gc.ca', '2026-07-29'], ['viaggiaresicuri.it', '2026-05-28'],
    ]);
    expect(r.sources[2]!.note).toMatch(/Not followed \(the terrhealth pass/);
    expect(r.sources[3]!.note).toMatch(/Not followed for yellow fever \(step \(c\)/);
    expect(full(t, 'COK')).toBeUndefined();
    expect(statement(t, 'COK')).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
  });

  it("Reunion: Canada's 'not required' against Italy's certificate, one page against one, step (e): no rule, PARTIAL naming both", () => {
    const t = table();
    expect(rule(t, 'REU')).toBeUndefined();
    const n = none(t, 'REU')!;
    expect(n.scope).toMatch(/One page against one \(step \(e\)/);
    expect(n.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([['travel.gc.ca', '2026-07-29'], ['viaggiaresicuri.it', '2026-08-18']]);
    expect(statement(t, 'REU')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
  });

  it('left PARTIAL or without a statement, as the pass row says', () => {
    const t = table();
    for (const cc of STILL_PARTIAL) expect(statement(t, cc)?.status, cc).toBe('PARTIAL');
    for (const cc of STILL_NOT) {
      expect(statement(t, cc), cc).toBeUndefined();
      expect(answeredFromTerrhealth(t, cc)).toBe(false);
      expect(passRow(t).reason).toContain(cc);
    }
    expect(passRow(t).reason).toMatch(/8 look-ups of 40/);
    expect(t.leftOut.at(-1)).toBe(passRow(t));
  });

  it('figures: 30 of the 51 territories COVERED for HEALTH among the territories this pass read (8 before)', () => {
    const t = table();
    const all = buildCoverage(t);
    const read = [...Object.keys(NONE), ...Object.keys(IT_RULE), ...Object.keys(UK_RULE), ...US, ...AU];
    expect(read).toHaveLength(22);
    for (const cc of read) expect(all.find((c) => c.territories.includes(cc))?.status, cc).toBe('COVERED');
  });
});

describe('answers, the terrhealth pass (direct trips)', () => {
  it('French Guiana asks every traveller, even from Paris; Guadeloupe only arrivals from risk countries', () => {
    expect(healthTrip('DEU', 'CDG', 'CAY').ids).toContain('yf-guf-required');
    expect(healthTrip('DEU', 'CDG', 'PTP').ids).not.toContain('yf-glp-required');
    expect(healthTrip('BRA', 'GRU', 'PTP').ids).toContain('yf-glp-required');
  });

  it("Australia's rule in Norfolk Island and Christmas Island: from a risk country, not from New Zealand", () => {
    expect(healthTrip('BRA', 'GRU', 'NLK').ids).toContain('yf-nfk-required');
    expect(healthTrip('GBR', 'AKL', 'NLK').ids).not.toContain('yf-nfk-required');
    expect(healthTrip('BRA', 'GRU', 'XCH').ids).toContain('yf-cxr-required');
  });

  it('Cook Islands: the certificate from Brazil, not from New Zealand; Puerto Rico: none from Brazil', () => {
    expect(healthTrip('BRA', 'GRU', 'RAR').ids).toContain('yf-cok-required');
    expect(healthTrip('NZL', 'AKL', 'RAR').ids).not.toContain('yf-cok-required');
    expect(healthTrip('BRA', 'GRU', 'SJU').ids.some((id) => id.startsWith('yf-pri-'))).toBe(false);
  });
});
