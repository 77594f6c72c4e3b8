// The healthsettle pass of issue 26 (branch healthsettle): the 15 PARTIAL destinations of ruleset 2026.11.27-119 settled by
// the lead's rule for disagreeing pages of the same tier (README Decisions): per item, among the current (2025-2026)
// official pages, (a) three or more over one or two, (b) a plurality of two or more pages, (c) a tie of two or more each:
// the stricter reading, (d) a reading that cannot be modelled without a guess counts for nothing, (e) one against one stays
// PARTIAL. The pages were read in the 2026 copy of JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d
// of 2026-08-22) and the U.S. Quick Facts in marcolussetti/travel-advisories; the quoted words below were checked against
// those copies when the rows were written (the build script asserted each quote is in the theme's text). The expectations
// come from the pages (their words, dates and how many say what), not from the engine's output.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, statement, HEALTHSETTLE, NWW_COPY, answeredFromHealthsettle, answeredFromHealthmhl, terrhealthCovered } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const rows = (t: T) => [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? []), ...(t.polio ?? [])];
/** The 2026 pages this pass cited (not the older sources it marked superseded). */
const ownSources = (t: T) =>
  rows(t).flatMap((r) => r.sources.map((s) => ({ cc: r.territory, s }))).filter(({ s }) => s.note?.includes(NWW_COPY) && s.note.includes(`(${HEALTHSETTLE})`) && !s.note.startsWith('Superseded'));
const superseded = (t: T, cc: string) => rows(t).filter((r) => r.territory === cc).flatMap((r) => r.sources).filter((s) => s.note?.startsWith(`Superseded (${HEALTHSETTLE})`));
const full = (t: T, cc: string) => t.fullyResearched!.find((f) => f.territory === cc)!;
const rule = (t: T, cc: string) => t.requirements.find((r) => r.territory === cc);
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The healthsettle pass (issue 26, branch healthsettle'))!;
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const yf = (ids: string[], cc: string) => ids.filter((id) => id.startsWith(`yf-${cc.toLowerCase()}-`));

/** Settled, with the step that decided yellow fever (and polio where it differed). */
const SETTLED: Record<string, RegExp> = {
  AGO: /Decided by step \(a\)/,
  CUB: /Decided by step \(c\)/,
  FSM: /Decided by step \(a\)/,
  GNQ: /Yellow fever decided by step \(a\).*Polio decided by step \(b\)/,
  IRN: /Yellow fever decided by step \(a\).*Polio decided by step \(b\)/,
  NPL: /Polio decided by step \(a\)/,
  PHL: /Yellow fever decided by step \(a\).*Polio decided by step \(a\)/,
  SDN: /Decided by step \(b\)/,
  VNM: /Yellow fever decided by step \(b\).*Polio decided by step \(b\)/,
};
/** Left PARTIAL, each with the reason the pass row gives. */
const OPEN: Record<string, RegExp> = {
  AFG: /AFG \(yellow fever: Canada 2026-07-29 'not required' against Italy 2026-05-17 .* one against one \(e\)/,
  DOM: /DOM \(yellow fever: three readings, one page each/,
  MAC: /MAC \(one against one, as the lead decided; the U\.S\. Quick Facts of 2025-01-21 also say 'VACCINATIONS: None', noted for the lead\)/,
  MHL: /MHL \(.*proof of measles \(MMR\) vaccination.*is not modelled by the engine/,
  PLW: /PLW \(yellow fever: two against two, the table's rule is the stricter \(c\); cholera from infected areas/,
  QAT: /QAT \(yellow fever settled by \(a\).*polio: GOV\.UK's 'in some circumstances' and the AA's 'Infektionsgebiete' name no countries/,
};

describe('health table, the healthsettle pass (the 15 PARTIAL destinations; issue 26)', () => {
  it('every 2026 page this pass cited follows the README format: GOVERNMENT, OTHER_OFFICIAL, the page address, lastModified (or why none), file and key in the note', () => {
    const sources = ownSources(table());
    // AGO 4+1, CUB 2+1, FSM 2, GNQ 3+2, IRN 2+4, NPL 5, PHL 3+4, SDN 2+2, VNM 3 (some pages cited in both rows).
    expect(sources.length).toBe(40);
    for (const { cc, s } of sources) expectNwwCitation(cc, s, /Written for (German|British|Canadian|Irish|French|Spanish|Italian|Austrian|Australian) citizens/);
    expect(new Set(sources.map(({ cc }) => cc))).toEqual(new Set(Object.keys(SETTLED)));
  });

  it.each(Object.entries(SETTLED))('%s: COVERED, the whole-list row names the deciding step', (cc, step) => {
    const t = table();
    expect(answeredFromHealthsettle(t, cc)).toBe(true);
    const f = full(t, cc);
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.scope).toMatch(step);
    expect(f.scope).toMatch(/README Decisions, healthsettle/);
    expect(f.scope).toMatch(/\(the healthsettle pass, branch healthsettle\)\.$/);
    expect(statement(t, cc)?.status).toBe('COVERED');
    // No polio entry rule is left for a settled destination: each whole list names none.
    expect(t.polio!.some((p) => p.territory === cc)).toBe(false);
  });

  it('Angola: every traveller (Canada, Spain, Australia, Austria 2026) over France and Italy reporting the 2023 decree; the rule by nationality kept as superseded sources', () => {
    const t = table();
    const r = rule(t, 'AGO')!;
    expect(r).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null, minimumAge: null, text: 'health:yellowFever.allTravellers' });
    expect(r.nationals).toBeUndefined();
    expect(r.sources.slice(0, 4).map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['travel.gc.ca', '2026-07-29'], ['exteriores.gob.es', '2026-06-10'], ['smartraveller.gov.au', '2026-06-02'], ['bmeia.gv.at', '2026-04-23'],
    ]);
    expect(r.sources[0]!.note).toContain("'Country Entry Requirement* Proof of yellow fever vaccination for travellers from all countries.'");
    expect(r.sources[3]!.note).toContain("'Der Nachweis einer Gelbfieberimpfung wird bei der Einreise verlangt.'");
    // The destination government's 2023 notice (embassy) and the two press reports stay, marked superseded, with the count.
    const old = superseded(t, 'AGO');
    expect(old.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'REPORTED', 'REPORTED']);
    expect(old[0]!.note).toMatch(/France \(2026-03-18\) and Italy \(2026-04-20\) report the decree .* step \(a\)/);
    expect(full(t, 'AGO').sources[0]!.note).toContain("'Obligatorias: fiebre amarilla.'");
    expect(full(t, 'AGO').scope).toMatch(/U\.S\. Quick Facts \(2025-06-30\) say 'None'/);
    // Every traveller: a Portuguese passport from Lisbon (exempt under the former rule) and a German one from Frankfurt.
    expect(healthTrip('PRT', 'LIS', 'LAD').ids).toContain('yf-ago-required');
    expect(healthTrip('DEU', 'FRA', 'LAD').ids).toContain('yf-ago-required');
  });

  it("Cuba: two against two (GOV.UK, Canada: a certificate from risk countries; Spain, Italy: none): the stricter reading, step (c); GOV.UK's list is the whole list", () => {
    const t = table();
    expect(rule(t, 'CUB')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO' });
    const f = full(t, 'CUB');
    expect(f.sources.map((s) => host(s.url))).toEqual(['gov.uk']);
    expect(f.scope).toContain("Spain (2026-03-25: 'Ninguna vacuna es obligatoria para entrar a Cuba') and Italy (2026-06-10: 'Nessuna') say none; two against two, the stricter reading is followed");
    expect(f.scope).toMatch(/U\.S\. Quick Facts' 'None\.' \(2025-05-27\) is older than the British and Canadian pages that agree/);
    expect(healthTrip('NGA', 'LOS', 'HAV').ids).toContain('yf-cub-required');
    expect(yf(healthTrip('DEU', 'FRA', 'HAV').ids, 'CUB').filter((id) => id.endsWith('-required'))).toEqual([]);
  });

  it("Micronesia: none (Canada, the AA, Italy) over Spain's and the Quick Facts' certificate from yellow fever, cholera or smallpox regions; cholera and smallpox name no countries (step (d))", () => {
    const t = table();
    expect(rule(t, 'FSM')).toBeUndefined();
    expect(t.noneRequired!.some((n) => n.territory === 'FSM')).toBe(true);
    const f = full(t, 'FSM');
    expect(f.sources.map((s) => host(s.url))).toEqual(['auswaertiges-amt.de', 'viaggiaresicuri.it']);
    expect(f.sources[0]!.note).toContain("'Für die Einreise nach Mikronesien sind keine Pflichtimpfungen vorgeschrieben.'");
    expect(f.sources[1]!.note).toContain("'Nessuna vaccinazione obbligatoria.'");
    expect(f.scope).toMatch(/three against two for yellow fever; a cholera or smallpox 'region' names no countries and cannot be modelled without a guess, step \(d\)/);
    expect(statement(t, 'FSM')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(yf(healthTrip('NGA', 'LOS', 'PNI').ids, 'FSM')).toEqual([]);
  });

  it('Equatorial Guinea: every traveller (GOV.UK, Ireland, Austria, Korea) over Canada and Italy; polio none on two whole lists, the 2023 Quick Facts older than every page counted', () => {
    const t = table();
    const r = rule(t, 'GNQ')!;
    expect(r.scope).toBe('ALL_TRAVELLERS');
    expect(r.sources.filter((s) => s.note?.includes(HEALTHSETTLE)).map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['gov.uk', '2026-01-08'], ['ireland.ie', '2025-08-18'], ['bmeia.gv.at', '2026-04-23'],
    ]);
    const f = full(t, 'GNQ');
    expect(f.sources.map((s) => host(s.url))).toEqual(['gov.uk', 'viaggiaresicuri.it']);
    expect(f.scope).toMatch(/the Auswärtiges Amt \(2025-09-05\) and France \(2026-03-06\) state both readings on the same page/);
    expect(f.scope).toMatch(/'yellow fever and polio required' is of 2023-04-25/);
    expect(healthTrip('DEU', 'FRA', 'SSG').ids).toContain('yf-gnq-required');
  });

  it("Iran: five pages state the rule; polio's 'polio-affected' and 'endémicos ... reinfectados' countries are unnamed (step (d)), the AA's and Italy's whole lists name none (step (b))", () => {
    const t = table();
    expect(rule(t, 'IRN')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO' });
    const f = full(t, 'IRN');
    expect(f.sources.map((s) => host(s.url))).toEqual(['auswaertiges-amt.de', 'viaggiaresicuri.it', 'gov.uk', 'exteriores.gob.es']);
    expect(f.sources[2]!.note).toContain("'a polio vaccine if you’re coming from a polio-affected country'");
    expect(f.sources[3]!.note).toContain('que procedan de países endémicos de polio o países reinfectados');
    expect(f.sources[2]!.note).toMatch(/step \(d\)\) and is not followed/);
    expect(healthTrip('NGA', 'LOS', 'IKA').ids).toContain('yf-irn-required');
    expect(healthTrip('PAK', 'KHI', 'IKA').ids.filter((id) => id.startsWith('polio-irn'))).toEqual([]);
  });

  it("Nepal: the 32-country polio rule withdrawn: three whole lists (the AA, Spain, Italy) over France's six countries; GOV.UK's 'certain countries' counts for nothing", () => {
    const t = table();
    expect(t.polio!.some((p) => p.territory === 'NPL')).toBe(false);
    expect(rule(t, 'NPL')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'NPL', minimumAge: '9 months' });
    const f = full(t, 'NPL');
    expect(f.sources.slice(0, 5).map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['auswaertiges-amt.de', '2026-08-19'], ['exteriores.gob.es', '2026-04-08'], ['viaggiaresicuri.it', '2025-01-06'], ['diplomatie.gouv.fr', '2026-03-11'], ['gov.uk', '2026-08-06'],
    ]);
    expect(f.sources[3]!.note).toContain("d’Afghanistan, du Kenya, du Nigéria, du Pakistan, de Papouasie-Nouvelle-Guinée ou de Somalie");
    // The U.S. Embassy's undated list (quoting Nepal's Aeronautical Information) is kept, marked superseded.
    const old = superseded(t, 'NPL');
    expect(old).toHaveLength(1);
    expect(old[0]!.title).toMatch(/^U\.S\. Embassy in Nepal/);
    expect(healthTrip('GBR', 'NBO', 'KTM').ids.filter((id) => id.startsWith('polio-npl'))).toEqual([]);
    expect(healthTrip('GBR', 'NBO', 'KTM').ids).toContain('yf-npl-required');
  });

  it("the Philippines: five pages state the rule over Spain's 'none'; polio none on three whole lists, GOV.UK's 'certain countries' counts for nothing", () => {
    const t = table();
    const r = rule(t, 'PHL')!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', includeDirectShortTransit: true });
    // The Factbook stays first; three 2026 pages appended.
    expect(r.sources.map((s) => host(s.url))).toEqual(['cia.gov', 'travel.gc.ca', 'auswaertiges-amt.de', 'viaggiaresicuri.it']);
    const f = full(t, 'PHL');
    expect(f.scope).toMatch(/U\.S\. Quick Facts \(2025-04-22: 'Required for travelers from countries with yellow fever\.'\) over Spain \(2025-09-24/);
    expect(f.sources.find((s) => host(s.url) === 'gov.uk')!.note).toContain("'a polio vaccine if you are coming from certain countries with a transmission risk'");
    expect(healthTrip('NGA', 'LOS', 'MNL').ids).toContain('yf-phl-required');
  });

  it("Sudan: a certificate for arrivals from risk countries (Spain, Italy: step (b)) over GOV.UK's every traveller and Canada's none; the 2022 'none required' superseded", () => {
    const t = table();
    expect(t.noneRequired!.some((n) => n.territory === 'SDN')).toBe(false);
    const r = rule(t, 'SDN')!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(r.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['viaggiaresicuri.it', '2025-12-29'], ['exteriores.gob.es', '2025-02-28'], ['staging.travelhealthpro.org.uk', undefined],
    ]);
    expect(r.sources[2]!.note).toMatch(/^Superseded \(the healthsettle pass, branch healthsettle\): the 'none required' row/);
    expect(r.sources[0]!.note).toMatch(/'superiori ai 9 mesi d’età' \(over nine months\), so no age is modelled/);
    expect(full(t, 'SDN').scope).toMatch(/GOV\.UK \(2026-05-11: 'To enter Sudan, you must have a certificate to prove you’ve had a yellow fever vaccination\.', every traveller\) and Canada \(2026-08-20/);
    expect(healthTrip('NGA', 'LOS', 'PZU').ids).toContain('yf-sdn-required');
    expect(healthTrip('DEU', 'FRA', 'PZU').ids).not.toContain('yf-sdn-required');
  });

  it("Viet Nam: none (Canada, Spain) over Italy's rule (one page); GOV.UK's health declaration names no vaccination (step (d))", () => {
    const t = table();
    expect(rule(t, 'VNM')).toBeUndefined();
    const f = full(t, 'VNM');
    expect(f.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([['exteriores.gob.es', '2025-07-09'], ['viaggiaresicuri.it', '2026-06-24'], ['gov.uk', '2026-08-12']]);
    expect(f.sources[0]!.note).toContain("'Vacunas Obligatorias: Ninguna.'");
    expect(f.sources[2]!.note).toContain('which may include providing proof of vaccinations');
    expect(statement(t, 'VNM')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(yf(healthTrip('NGA', 'LOS', 'SGN').ids, 'VNM')).toEqual([]);
  });

  it.each(Object.entries(OPEN))('%s: left PARTIAL, no row of this pass, the reason in the pass row', (cc, reason) => {
    const t = table();
    expect(answeredFromHealthsettle(t, cc)).toBe(false);
    // MHL: COVERED since the healthmhl pass (measles proof modelled; yellow fever by step (c), as this pass's row foresaw).
    if (!answeredFromHealthmhl(t, cc)) expect(statement(t, cc)?.status).toBe('PARTIAL');
    expect(passRow(t).reason).toMatch(reason);
  });

  it('HEALTH: nine of the 15 COVERED, six left PARTIAL; 201 COVERED statements in the table (192 before)', () => {
    const t = table();
    const all = buildCoverage(t);
    // The healthmhl pass made the Marshall Islands COVERED (202; test/health/healthmhl.test.ts).
    const later = Object.keys(OPEN).filter((cc) => answeredFromHealthmhl(t, cc));
    expect(all.filter((c) => c.status === 'COVERED')).toHaveLength(201 + later.length + terrhealthCovered(t)); // + the territories the terrhealth pass made COVERED
    const assigned = 'AFG AGO CUB DOM FSM GNQ IRN MAC MHL NPL PHL PLW QAT SDN VNM'.split(' ');
    expect([...Object.keys(SETTLED), ...Object.keys(OPEN)].sort()).toEqual(assigned);
    const partial = new Set(all.filter((c) => c.status === 'PARTIAL').map((c) => c.territories[0]));
    expect(assigned.filter((cc) => partial.has(cc))).toEqual(Object.keys(OPEN).filter((cc) => !later.includes(cc)).sort());
  });

  it("closes leftOut with this pass's row, naming the steps and every assigned destination", () => {
    const t = table();
    const row = passRow(t);
    // Only the healthmhl and healthtests passes' rows may follow it.
    expect(t.leftOut.slice(t.leftOut.indexOf(row) + 1).every((l) => l.reason.startsWith('The healthmhl pass') || l.reason.startsWith('The healthtests pass') || l.reason.startsWith('The terrhealth pass'))).toBe(true); // the terrhealth pass appends its row after these
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/\(d\) a reading that cannot be modelled without a guess counts for nothing, \(e\) one page against one stays PARTIAL/);
    for (const cc of [...Object.keys(SETTLED), ...Object.keys(OPEN)]) expect(row.reason).toContain(cc);
  });
});
