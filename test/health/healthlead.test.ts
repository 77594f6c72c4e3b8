// The healthlead pass of issue 26 (branch healthlead): the 17 PARTIAL destinations and Macao of ruleset 2026.11.27-116
// read again in the 2026 advice pages kept as text in the public repository JGNWW/Reisadviezen-buddy
// (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), this time also the Korean, Japanese, Danish, New
// Zealand and Finnish pages, with the decisions the healthrest pass left for the lead (Uganda, Egypt, Angola, Macao).
// The quoted words were checked against the copy (git show HEAD:worker/data/latest/<ISO3>.json) when the rows were
// written: the expectations below come from the pages (their words and lastModified dates), not from the engine's output.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, statement, HEALTHLEAD, NWW_COPY, answeredFromHealthlead, answeredFromHealthsettle, answeredFromHealthmhl, terrhealthCovered } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const rows = (t: T) => [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? []), ...(t.polio ?? [])];
/** The sources this pass read in the copy (not the older sources it marked superseded). */
const ownSources = (t: T) =>
  rows(t).flatMap((r) => r.sources.map((s) => ({ cc: r.territory, s }))).filter(({ s }) => s.note?.includes(NWW_COPY) && s.note.includes(`(${HEALTHLEAD})`) && !s.note.startsWith('Superseded'));
const full = (t: T, cc: string) => t.fullyResearched!.find((f) => f.territory === cc);
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The healthlead pass (issue 26, branch healthlead'))!;
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Destinations read and left PARTIAL (the pages still disagree or are silent), each named in the pass row. */
const STILL_PARTIAL = 'AGO GNQ MHL FSM AFG CUB DOM IRN NPL PHL PLW QAT SDN VNM'.split(' ');

describe('health table, the healthlead pass (the 17 PARTIAL destinations and Macao; issue 26)', () => {
  it('every source this pass read is cited as the README decided: GOVERNMENT, OTHER_OFFICIAL, the page address, lastModified (or why none), file and key in the note', () => {
    const sources = ownSources(table());
    // Uganda 6 + its whole list 1, Egypt 2 + 1, Morocco 2, Macao 3.
    expect(sources.length).toBe(15);
    for (const { cc, s } of sources) {
      expectNwwCitation(cc, s, /Written for (German|British|Canadian|Irish|French|Danish|Spanish|Korean) citizens/);
    }
    // The Danish and Korean pages are cited for the first time by a health pass: their bodies and hosts.
    const keys = sources.map(({ s }) => /source '([a-z]{2})'/.exec(s.note!)![1]);
    expect(keys).toContain('dk');
    expect(keys).toContain('kr');
  });

  it('Uganda: every traveller needs the certificate (six pages dated after January 2026 against the three reporting the January 2026 lifting); COVERED on the AA whole list', () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'UGA')!;
    expect(rule).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null });
    const pages = rule.sources.filter((s) => s.note?.includes(`(${HEALTHLEAD})`));
    expect(pages.map((s) => host(s.url)).sort()).toEqual(['auswaertiges-amt.de', 'diplomatie.gouv.fr', 'gov.uk', 'ireland.ie', 'travel.gc.ca', 'um.dk']);
    // Each postdates the lifting the other pages date to January 2026: the rule of the README counts them against it.
    for (const s of pages) expect(s.publishedAt! > '2026-01-31', s.url).toBe(true);
    expect(pages.find((s) => host(s.url) === 'diplomatie.gouv.fr')!.note).toContain('reste obligatoire pour l’entrée sur le territoire ougandais');
    expect(pages.find((s) => host(s.url) === 'um.dk')!.note).toContain('skal du kunne vise dokumentation for, at du er vaccineret mod gul feber');
    const f = full(t, 'UGA')!;
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources[0]!.note).toContain('Eine Gelbfieberimpfung ist für alle Personen ab dem Alter von 12 Monaten zur Einreise vorgeschrieben');
    // The three pages not followed are named, with the words of the lifting.
    expect(f.scope).toMatch(/Italy \(2026-07-27: 'non è più obbligatoria'\), Austria \(2026-08-18: 'im Jänner 2026 aufgehoben'\) and Australia \(2026-07-06/);
    expect(f.scope).toMatch(/six current pages against three/);
    expect(statement(t, 'UGA')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // Every traveller: from Frankfurt (no risk) as from Lagos.
    expect(healthTrip('DEU', 'FRA', 'EBB').ids).toContain('yf-uga-required');
    expect(healthTrip('NGA', 'LOS', 'EBB').ids).toContain('yf-uga-required');
  });

  it("Egypt: polio proof for arrivals from the DR Congo, Kenya, Niger and Syria (the AA's 2026 page, the newest official list); the 2023 press list superseded; France's other five not followed", () => {
    const t = table();
    const polio = t.polio!.find((p) => p.territory === 'EGY')!;
    expect(polio.countries).toEqual(['COD', 'KEN', 'NER', 'SYR']);
    expect(polio.nationalsOnly).toBe(false);
    const [aa, fr, ...old] = polio.sources;
    expect(host(aa!.url)).toBe('auswaertiges-amt.de');
    expect(host(fr!.url)).toBe('diplomatie.gouv.fr');
    // The AA's page is the newer of the two 2026 pages naming countries.
    expect(aa!.publishedAt).toBe('2026-08-03');
    expect(fr!.publishedAt).toBe('2026-03-05');
    expect(aa!.note).toContain('die aus der Demokratischen Republik Kongo, Kenia, Niger oder Syrien einreisen');
    expect(fr!.note).toMatch(/not followed: France's list is a recommendation list \(README\) and older/);
    expect(old).toHaveLength(3);
    for (const s of old) {
      expect(s).toMatchObject({ tier: 'REPORTED', publishedAt: '2023-09-25' });
      expect(s.note).toMatch(new RegExp(`^Superseded \\(${HEALTHLEAD}\\)`));
    }
    expect(full(t, 'EGY')!.scope).toMatch(/France's list \(2026-03-05\) names the same four and five more \(Afghanistan, Nigeria, Pakistan, Papua New Guinea, Somalia\)/);
    expect(statement(t, 'EGY')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // By route: from Nairobi asked, from Karachi and Lagos (France's extra countries, the old list) not; London nothing.
    expect(healthTrip('KEN', 'NBO', 'CAI').ids).toContain('polio-egy-required');
    expect(healthTrip('GBR', 'NBO', 'CAI').ids).toContain('polio-egy-required');
    expect(healthTrip('PAK', 'KHI', 'CAI').ids).not.toContain('polio-egy-required');
    const lagos = healthTrip('NGA', 'LOS', 'CAI').ids;
    expect(lagos).not.toContain('polio-egy-required');
    expect(lagos).toContain('yf-egy-required');
    expect(healthTrip('GBR', 'LHR', 'CAI').ids.filter((id) => /^(yf|polio)-egy-/.test(id))).toEqual([]);
  });

  it("Morocco: none required, COVERED on Spain's and Korea's whole lists (with Canada) over GOV.UK's polio line naming no countries", () => {
    const t = table();
    const f = full(t, 'MAR')!;
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.sources.map((s) => /source '([a-z]{2})'/.exec(s.note!)![1])).toEqual(['es', 'kr']);
    expect(f.sources[0]!.note).toContain("'Vacunas: Obligatorias: Ninguna.'");
    expect(f.sources[1]!.note).toContain('모로코에는 특이한 전염병이 없으며 예방접종 불요');
    // The Korean page has no date in the copy: publishedAt omitted, and the note says so.
    expect(f.sources[1]!.publishedAt).toBeUndefined();
    expect(f.scope).toMatch(/GOV\.UK's line \(2026: a polio certificate 'if you’re coming from a polio-affected country', no countries named\)/);
    expect(statement(t, 'MAR')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(t.requirements.some((r) => r.territory === 'MAR')).toBe(false);
    expect(t.polio!.some((p) => p.territory === 'MAR')).toBe(false);
    expect(healthTrip('NGA', 'LOS', 'CMN').ids.filter((id) => /^(yf|polio)-mar-/.test(id))).toEqual([]);
  });

  it('Macao: one 2026 page against one: a PARTIAL none-required statement naming both, the newer (Canada) followed, no rule', () => {
    const t = table();
    const row = t.noneRequired!.find((n) => n.territory === 'MAC')!;
    const [ca, uk, de] = row.sources;
    expect([host(ca!.url), host(uk!.url), host(de!.url)]).toEqual(['travel.gc.ca', 'gov.uk', 'auswaertiges-amt.de']);
    expect(ca!.publishedAt! > uk!.publishedAt!).toBe(true);
    expect(ca!.note).toContain("'Country Entry Requirement* Proof of vaccination is not required to enter this country.'");
    expect(uk!.note).toContain('if you’re coming from a country listed as a transmission risk');
    expect(de!.note).toContain('wenn sich der Besuch auf Macau beschränkt');
    expect(row.scope).toMatch(/disputed between two 2026 pages of equal tier/);
    expect(row.scope).toMatch(/Canada's travel advice for Macao \(2026-07-29\).*GOV\.UK's entry requirements for Macao \(2026-01-06\)/);
    expect(statement(t, 'MAC')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
    expect(t.requirements.some((r) => r.territory === 'MAC')).toBe(false);
    expect(healthTrip('NGA', 'LOS', 'MFM').ids.filter((id) => id.startsWith('yf-mac'))).toEqual([]);
  });

  it.each(STILL_PARTIAL)('%s: read and not settled: PARTIAL, no row of this pass, named in the pass row', (cc) => {
    const t = table();
    expect(answeredFromHealthlead(t, cc)).toBe(false);
    // AGO CUB FSM GNQ IRN NPL PHL SDN VNM: settled by the healthsettle pass (the lead's steps (a)-(e)); test/health/healthsettle.test.ts pins them.
    // MHL: COVERED since the healthmhl pass (test/health/healthmhl.test.ts).
    if (!answeredFromHealthsettle(t, cc) && !answeredFromHealthmhl(t, cc)) expect(statement(t, cc)?.status).toBe('PARTIAL');
    expect(passRow(t).reason).toMatch(new RegExp(`\\b${cc}\\b`));
  });

  it("the Korean lines read for Equatorial Guinea, the Marshall Islands and Micronesia are quoted in the pass row with why they settle nothing", () => {
    const reason = passRow(table()).reason;
    expect(reason).toContain("'적도기니 입국을 위해 황열병 예방접종증명서가 의무적으로 요구됩니다'");
    expect(reason).toContain("'방문시 특별한 예방접종 증명을 요구하고 있지 않습니다'");
    expect(reason).toMatch(/FSM \(Korea's 'none' line is scoped to visits from Korea \('한국에서 방문시'\)/);
    expect(reason).toMatch(/AGO \(no 2026 page of the five new keys states Angola's rule/);
  });

  it('HEALTH: Uganda, Egypt and Morocco COVERED, Macao PARTIAL; of the assigned 18 only the 14 named stay PARTIAL', () => {
    const t = table();
    const all = buildCoverage(t);
    // The table's statements cover more territories than the 199 destinations of coverage:data (dependencies too):
    // 189 COVERED before this pass (branch base 53f32b5), 192 after.
    // The healthsettle pass made nine more COVERED (AGO CUB FSM GNQ IRN NPL PHL SDN VNM: 201), pinned in test/health/healthsettle.test.ts.
    // The healthmhl pass made the Marshall Islands COVERED (202), pinned in test/health/healthmhl.test.ts.
    const settled = STILL_PARTIAL.filter((cc) => answeredFromHealthsettle(t, cc) || answeredFromHealthmhl(t, cc));
    expect(all.filter((c) => c.status === 'COVERED')).toHaveLength(192 + settled.length + terrhealthCovered(t)); // + the territories the terrhealth pass made COVERED
    for (const cc of ['UGA', 'EGY', 'MAR']) expect(statement(t, cc)?.status, cc).toBe('COVERED');
    const partial = new Set(all.filter((c) => c.status === 'PARTIAL').map((c) => c.territories[0]));
    const assigned = 'AFG AGO CUB DOM EGY FSM GNQ IRN MAR MHL NPL PHL PLW QAT SDN UGA VNM MAC'.split(' ');
    expect(assigned.filter((cc) => partial.has(cc)).sort()).toEqual([...STILL_PARTIAL.filter((cc) => !settled.includes(cc)), 'MAC'].sort());
  });

  it("closes leftOut with this pass's row, naming every assigned destination and the look-ups", () => {
    const t = table();
    const row = passRow(t);
    // Only the healthsettle pass's row may follow it.
    expect(t.leftOut.slice(t.leftOut.indexOf(row) + 1).every((l) => l.reason.startsWith('The healthsettle pass') || l.reason.startsWith('The healthmhl pass') || l.reason.startsWith('The healthtests pass') || l.reason.startsWith('The terrhealth pass'))).toBe(true); // the terrhealth pass appends its row after these
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/commit 8d9dd4d of 2026-08-22/);
    for (const cc of ['UGA', 'EGY', 'MAR', 'MAC', ...STILL_PARTIAL]) expect(row.reason).toContain(cc);
    expect(row.reason).toMatch(/Look-ups used: 0 of 20\./);
  });
});
