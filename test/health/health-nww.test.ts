// The Reisadviezen-buddy pass of issue 26 (branch nwwhealth): the 2026 advice pages of 16 governments, kept as text in
// the public repository JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), read
// for the PARTIAL and NOT covered destinations and for every row citing the Auswärtiges Amt's 2024 copy (README,
// Decisions: the Reisadviezen-buddy pages). These tests pin the citation format, the destinations made COVERED (a trip
// from a risk country and one from a country without risk for each), Mauritius's new rule, the AA's 2026 page added
// where it says the same, the two rows where it says something else (Guatemala, Bolivia) and every disagreement
// settled or left open. The quoted words were checked against the copy (git show HEAD:worker/data/latest/<ISO3>.json).
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, statement, answeredFromAA, answeredFromNWW, NWW_COPY, AA_COPY, withoutNWW, answeredFromHealthrest, HEALTHREST, answeredFromHealthlead, HEALTHLEAD, answeredFromHealthsettle, HEALTHSETTLE, HEALTHMHL, TERRHEALTH } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';


const nwwSources = (t: ReturnType<typeof table>) =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].flatMap((r) => r.sources.map((s) => ({ cc: r.territory, s }))).filter(({ s }) => s.note?.includes(NWW_COPY) && !s.note.includes(HEALTHREST) && !s.note.includes(HEALTHLEAD) && !s.note.includes(HEALTHSETTLE) && !s.note.includes(HEALTHMHL) && !s.note.includes('branch freshen') && !s.note.includes(TERRHEALTH) && !s.note.includes('auditfix')); // auditfix's own citations (DOM): test/health/auditfix.test.ts; terrhealth: its citations (read 2026-11-28) are pinned by test/health/terrhealth.test.ts // the healthrest, healthlead, healthsettle and healthmhl passes' own citations: test/health/healthrest.test.ts, healthlead.test.ts, healthsettle.test.ts, healthmhl.test.ts
const passRow = (t: ReturnType<typeof table>) => t.leftOut.find((l) => l.reason.startsWith('The Reisadviezen-buddy pass (issue 26, branch nwwhealth'))!;
const full = (t: ReturnType<typeof table>, cc: string) => t.fullyResearched!.find((f) => f.territory === cc)!;

/** COVERED, none required, on Spain's 'Vacunas Obligatorias: Ninguna' (2026) with Canada's 2026 yellow fever line. */
const NONE: Record<string, [string, string]> = { USA: ['JFK', '2026-07-24'], VUT: ['VLI', '2026-04-15'], MEX: ['MEX', '2026-07-24'] };
/** Rows whose AA 2024 source got the AA's 2026 page with the same words. */
const AA_SAME = 'JOR AUT BGR GEO MCO SMR ATG AUS BHR DMA DZA ERI FJI GMB HTI IDN KAZ KEN KNA LCA MLT MMR MRT MYS PNG PRK SEN SLB SLV VCT WSM ZWE'.split(' ');
/** The same rule in more precise words on the 2026 page. */
const AA_PRECISE = 'CHN KHM STP COL CMR'.split(' ');

describe('health table, the Reisadviezen-buddy pass (16 governments, 2026; issue 26)', () => {
  it('every source read in the copy is cited as the lead decided: GOVERNMENT, OTHER_OFFICIAL, the page address, lastModified, the file and key in the note', () => {
    const sources = nwwSources(table());
    expect(sources.length).toBeGreaterThanOrEqual(AA_SAME.length + AA_PRECISE.length + 3 * 2 + 2 + 3 + 2);
    for (const { cc, s } of sources) {
      expectNwwCitation(cc, s, /Written for (Spanish|Italian|Finnish|Australian|German|French) citizens|table's 'none required' row/);
      // Never the AA's 2024 copy's words about its own repository (that citation format is health-aa.test.ts's).
      expect(s.note).not.toContain(AA_COPY);
    }
  });

  it.each(Object.entries(NONE))("%s: Spain's 'Vacunas Obligatorias: Ninguna' is a whole list: COVERED, NONE_REQUIRED, polio none", (cc, [, date]) => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect(t.noneRequired!.some((n) => n.territory === cc)).toBe(true);
    const f = full(t, cc);
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.scope).toMatch(/no vaccination is required for entry, so no yellow fever certificate and no proof of polio vaccination/);
    expect(f.sources.map((s) => s.url.split('/')[2])).toEqual(['www.exteriores.gob.es', 'travel.gc.ca']);
    expect(f.sources[0]!.publishedAt).toBe(date);
    expect(f.sources[0]!.note).toMatch(/Source of: 'Vacunas •?Obligatorias: [Nn]inguna/);
    expect(f.sources[1]!.note).toContain("Source of: 'Proof of vaccination is not required to enter this country.'");
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(answeredFromNWW(t, cc)).toBe(true);
    expect(answeredFromAA(t, cc)).toBe(false);
  });

  it.each(Object.entries(NONE))('%s: from Lagos (risk) and from Frankfurt (no risk) no yellow fever procedure; HEALTH COVERED', (cc, [airport]) => {
    for (const [passport, from] of [['NGA', 'LOS'], ['DEU', 'FRA']] as const) {
      const { a, ids } = healthTrip(passport, from, airport);
      expect(ids.filter((id) => id.startsWith(`yf-${cc.toLowerCase()}`))).toEqual([]);
      expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    }
  });

  it("Mexico (disagreement pinned): France Diplomatie's older 'Fièvre jaune : obligatoire' line is not followed; Spain and Canada (2026, newer) are", () => {
    const t = table();
    const note = full(t, 'MEX').sources[0]!.note!;
    expect(note).toContain("'Fièvre jaune : obligatoire pour les voyageurs en provenance de zones d’endémie'");
    expect(note).toMatch(/Spain's page \(2026-07-24\) and Canada's \(2026-08-14\) are newer/);
    expect(full(t, 'MEX').sources[1]!.publishedAt).toBe('2026-08-14');
    expect(healthTrip('BRA', 'GRU', 'MEX').ids.filter((id) => id.startsWith('yf-mex'))).toEqual([]);
  });

  it("Vanuatu: Spain's 2026 list is newer than the Quick Facts that named COVID-19 vaccination", () => {
    expect(full(table(), 'VUT').sources[0]!.note).toMatch(/Newer than the U\.S\. Quick Facts that still named COVID-19 vaccination/);
  });

  it("Bhutan (disagreement pinned): Spain's 2026 whole list names the table's rule only: COVERED; Canada's newer 'not required' alone is not followed", () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'BTN')!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true });
    const f = full(t, 'BTN');
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources.map((s) => s.url.split('/')[2])).toEqual(['www.exteriores.gob.es', 'www.viaggiaresicuri.it']);
    expect(f.sources[0]!.note).toContain("Source of: 'Vacunas Obligatorias: Fiebre amarilla para viajeros procedentes de áreas donde sea enémica.'");
    expect(f.sources[0]!.note).toMatch(/Canada's newer page \(2026-08-21\) says 'Proof of vaccination is not required to enter this country\.'/);
    expect(f.sources[1]!.note).toContain("'consigliate, tuttavia non obbligatorie'");
    expect(statement(t, 'BTN')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(healthTrip('NGA', 'LOS', 'PBH').ids).toContain('yf-btn-required');
    expect(healthTrip('DEU', 'FRA', 'PBH').ids).not.toContain('yf-btn-required');
  });

  it("Mauritius (disagreement pinned): a rule on Italy's, Finland's and Australia's 2026 pages over Canada's older 'not required'; Italy's whole list: COVERED", () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'MUS')!;
    expect(rule).toMatchObject({
      scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: '1 year or over', includeDirectShortTransit: false,
      text: 'health:yellowFever.arrivingFromRiskCountriesFromAgeOne',
    });
    expect(rule.sources.map((s) => s.publishedAt)).toEqual(['2026-02-23', '2026-08-11', '2026-08-21']);
    expect(rule.sources.map((s) => s.url)).toEqual([
      'https://www.viaggiaresicuri.it/find-country/country/MUS', 'https://um.fi/matkustustiedote/-/c/MU',
      'https://www.smartraveller.gov.au/destinations/africa/mauritius',
    ]);
    expect(rule.sources[0]!.note).toContain('(con l’esclusione di Panama)');
    expect(rule.sources[0]!.note).toMatch(/Canada's page \(2026-08-06, 'Proof of vaccination is not required to enter this country\.'\) is older than Finland's \(2026-08-11\) and Australia's \(2026-08-21\)/);
    expect(rule.sources[0]!.note).toMatch(/its exception of Panama is not modelled/);
    expect(rule.sources[1]!.note).toContain("'Mikäli saapuu maahan keltakuumealueelta, tulee esittää keltakuumerokotustodistus.'");
    expect(full(t, 'MUS')).toMatchObject({ polio: 'NONE_REQUIRED' });
    expect(statement(t, 'MUS')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const ids = buildHealthRuleFile(t).rules.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['health-yf-mus-required', 'health-yf-mus-met']));
  });

  it('Mauritius: from Lagos the certificate is asked, from Frankfurt it is not; HEALTH COVERED', () => {
    const risk = healthTrip('NGA', 'LOS', 'MRU');
    expect(risk.ids).toContain('yf-mus-required');
    expect(risk.a.coverage!.find((e) => e.territory === 'MUS' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(healthTrip('DEU', 'FRA', 'MRU').ids).not.toContain('yf-mus-required');
  });

  it.each(AA_SAME)("%s: the AA's 2026 page says the same as the 2024 copy: added after it, quoting the same words", (cc) => {
    const t = table();
    const row = [...t.requirements, ...t.fullyResearched!].find((r) => r.territory === cc && r.sources.some((s) => s.note?.includes(AA_COPY)))!;
    const old = row.sources.find((s) => s.note?.includes(AA_COPY))!;
    const neu = row.sources.find((s) => s.note?.includes(NWW_COPY) && s.note.includes("source 'de'"))!;
    expect(row.sources.indexOf(neu)).toBeGreaterThan(row.sources.indexOf(old));
    expect(neu.publishedAt! > old.publishedAt!).toBe(true);
    expect(neu.publishedAt! >= '2025-01-01').toBe(true);
    const quoted = (note: string, re: RegExp) => re.exec(note)![1];
    expect(quoted(neu.note!, /Source of: '(.+?)' \(/)).toBe(quoted(old.note!, /Impfschutz: '(.+?)' \(/));
    expect(neu.note).toMatch(/says the same as its 2024 copy cited above/);
  });

  it.each(AA_PRECISE)("%s: the AA's 2026 page states the same rule in more precise words: added, the difference named", (cc) => {
    const f = full(table(), cc);
    const neu = f.sources.find((s) => s.note?.includes(NWW_COPY) && s.note.includes("source 'de'"))!;
    expect(neu).toBeDefined();
    expect(neu.note).toMatch(/(same rule|same kind of rule|same four countries)/);
  });

  it("Colombia: the AA's 2026 page now says 12 hours of transit, as the rule's own sources do (the 2024 copy said 24)", () => {
    const neu = full(table(), 'COL').sources.find((s) => s.note?.includes(NWW_COPY))!;
    expect(neu.note).toContain('länger als 12 Stunden im Transit');
    expect(neu.note).toMatch(/the 2024 copy said 24/);
  });

  it.each([
    ['GTM', "'nach Aussage der guatemaltekischen Behörden ab dem ersten Lebensjahr empfohlen'", 'GUA'],
    ['BOL', "'Ausschließlich bei Einreise in bolivianische Gelbfiebergebiete", 'VVI'],
  ])("%s (disagreement pinned): the AA's 2026 page says something else; the 2024 copy is marked superseded, Italy's 2026 whole list carries the row, the rule stands", (cc, words, airport) => {
    const t = table();
    const f = full(t, cc);
    const old = f.sources.find((s) => s.note?.includes(AA_COPY))!;
    expect(old.note).toMatch(/Superseded \(the Reisadviezen-buddy pass, branch nwwhealth, 2026-11-27\)/);
    expect(old.note).toContain(words);
    expect(f.sources.at(-1)!.url).toBe(`https://www.viaggiaresicuri.it/find-country/country/${cc}`);
    expect(f.scope).toMatch(/rests on Italy's Viaggiare Sicuri page \(2026\)/);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(healthTrip('NGA', 'LOS', airport).ids).toContain(`yf-${cc.toLowerCase()}-required`);
  });

  it("Ecuador and Paraguay: the AA's 2026 page is not added (Ecuador: only the direct-from-Germany line; Paraguay: a longer list, not settled)", () => {
    const t = table();
    for (const cc of ['ECU', 'PRY']) expect(withoutNWW(full(t, cc).sources)).toEqual(full(t, cc).sources);
    expect(passRow(t).reason).toMatch(/ECU \(the 2026 page keeps only the direct-from-Germany sentence/);
    expect(passRow(t).reason).toMatch(/PRY \(the 2026 page names a longer list/);
    expect(t.riskLists.PRY!.countries.slice().sort()).toEqual(['BOL', 'BRA', 'PER', 'VEN']);
  });

  it.each([
    ['CUB', 'HAV', 'the rule stands'],
    ['UGA', 'EBB', 'a same-age disagreement on the rule'],
    ['VNM', 'SGN', "Italy 2026-06-24"],
    ['MAR', 'CMN', 'a polio vaccine if you’re coming from a polio-affected country'],
    ['PLW', 'ROR', 'Cholera und Gelbfieber'],
    ['FSM', 'PNI', 'left for the lead'],
  ])('%s: read and not settled: no row from this pass, PARTIAL, the reason in the pass row', (cc, airport, words) => {
    const t = table();
    // Uganda and Morocco: COVERED since the healthlead pass (its citations make answeredFromNWW true), pinned in
    // test/health/healthlead.test.ts.
    // Cuba, Viet Nam and Micronesia: COVERED since the healthsettle pass (the lead's steps (a)-(c)), pinned in
    // test/health/healthsettle.test.ts.
    if (!answeredFromHealthlead(t, cc) && !answeredFromHealthsettle(t, cc)) {
      expect(answeredFromNWW(t, cc)).toBe(false);
      expect(statement(t, cc)?.status).toBe('PARTIAL');
    }
    expect(passRow(t).reason).toContain(words);
    expect(airport).toMatch(/^[A-Z]{3}$/);
  });

  // Lead, session 10, settling what this pass left open: five official pages of 2025-2026 (Italy, France, Australia,
  // Spain, the AA) over Canada's 2026-07-29 'not required' and the reported 2020 removal.
  it("Lesotho (settled by the lead): the certificate for arrivals from risk countries, on five 2025-2026 pages; asked from Lagos, not from London; PARTIAL (Spain's cholera line)", () => {
    const t = table();
    expect(t.noneRequired!.some((n) => n.territory === 'LSO')).toBe(false);
    const r = t.requirements.find((x) => x.territory === 'LSO')!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', minimumAge: 'over 9 months', riskList: 'WHO', includeDirectShortTransit: false });
    expect(r.sources.map((s) => [s.url.split('/')[2], s.publishedAt])).toEqual([
      ['www.viaggiaresicuri.it', '2026-02-23'], ['www.exteriores.gob.es', '2026-05-18'], ['www.diplomatie.gouv.fr', '2026-03-10'],
      ['www.smartraveller.gov.au', '2026-03-26'], ['www.auswaertiges-amt.de', '2025-11-03'],
    ]);
    expect(r.sources[0]!.note).toMatch(/Canada's page \(2026-07-29: 'Proof of vaccination is not required to enter this country\.'\) is the only current page against it/);
    expect(healthTrip('NGA', 'LOS', 'MSU').ids).toContain('yf-lso-required');
    expect(healthTrip('GBR', 'LHR', 'MSU').ids.filter((id) => id.startsWith('yf-lso'))).toEqual([]);
    // COVERED since the healthrest pass (Italy's 2026 and the AA's 2025 whole lists over Spain's cholera line alone), pinned
    // in test/health/healthrest.test.ts.
    expect(statement(t, 'LSO')?.status).toBe(answeredFromHealthrest(t, 'LSO') ? 'COVERED' : 'PARTIAL');
  });

  it('Macao: left out as before (GOV.UK alone states a rule among the 16 pages); no statement', () => {
    const t = table();
    // A PARTIAL none-required statement naming both 2026 pages since the healthlead pass (test/health/healthlead.test.ts).
    if (answeredFromHealthlead(t, 'MAC')) expect(statement(t, 'MAC')?.status).toBe('PARTIAL');
    else expect(statement(t, 'MAC')).toBeUndefined();
    expect(passRow(t).reason).toMatch(/MAC: only GOV\.UK \(2026-01-06\) states a rule of its own/);
  });

  it("closes leftOut with this pass's row, naming the answered and the unsettled destinations", () => {
    const t = table();
    const row = passRow(t);
    // Only the healthrest and healthlead passes' rows may follow it.
    expect(t.leftOut.slice(t.leftOut.indexOf(row) + 1).every((l) => /^The (healthrest|healthlead|healthsettle|healthmhl|healthtests|terrhealth) pass/.test(l.reason))).toBe(true); // the terrhealth pass appends its row after these
    expect(row.territory).toBe('*');
    for (const cc of ['USA', 'VUT', 'MEX', 'BTN', 'MUS', 'GTM', 'BOL', 'ECU', 'PRY', 'VAT', 'LSO', 'CUB', 'TWN', 'VNM', 'MAR', 'PLW', 'MHL', 'FSM', 'UGA', 'MAC'])
      expect(row.reason).toContain(cc);
    expect(row.reason).toMatch(/commit 8d9dd4d of 2026-08-22/);
  });
});
