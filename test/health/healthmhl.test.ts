// The healthmhl pass of issue 26 (branch healthmhl): the Marshall Islands' proof of measles (MMR) vaccination, modelled as an
// `otherVaccinations` entry, then the Marshall Islands' yellow fever settled by the README's steps (a)-(e) for disagreeing
// pages, and a scan of the 2026 pages of 16 governments (JGNWW/Reisadviezen-buddy, worker/data/latest/<ISO3>.json, commit
// 8d9dd4d of 2026-08-22) for other compulsory vaccinations. The quoted words, dates and counts below were read in that copy
// (the build script asserted each quote is in the theme's text before writing the row); the expectations come from the pages
// (who says what, and how many), not from the engine's output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCoverage, buildOtherRuleFile, checkTable, OTHER_VACCINES } from '../../scripts/import-health.js';
import { table, statement, HEALTHMHL, NWW_COPY, answeredFromHealthmhl, terrhealthCovered } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const measles = (t: T) => (t.otherVaccinations ?? []).find((o) => o.territory === 'MHL')!;
const rule = (t: T) => t.requirements.find((r) => r.territory === 'MHL');
const full = (t: T) => t.fullyResearched!.find((f) => f.territory === 'MHL')!;
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The healthmhl pass (issue 26, branch healthmhl'))!;
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
/** Every source of the Marshall Islands' rows (rule, whole list, measles entry). */
const mhlSources = (t: T) => [...(rule(t)?.sources ?? []), ...full(t).sources, ...measles(t).sources];
const locale = (l: string) => JSON.parse(readFileSync(`locales/${l}/health.json`, 'utf8')) as { measles?: { mhl?: { title?: string; description?: string; more?: string[] } } };

describe('health table, the healthmhl pass (the Marshall Islands\' measles proof; issue 26)', () => {
  it('every 2026 page this pass cited follows the README format: GOVERNMENT, OTHER_OFFICIAL, the page address, lastModified (or why none), file and key in the note', () => {
    const own = mhlSources(table()).filter((s) => s.note?.includes(NWW_COPY) && s.note.includes(`(${HEALTHMHL})`));
    // Measles: GOV.UK, Italy, Australia, Canada, Austria; yellow fever: Ireland, Italy; whole list: Italy, Korea, GOV.UK, Australia, Ireland.
    expect(own.length).toBe(12);
    for (const s of own) expectNwwCitation('MHL', s, /Written for (British|Italian|Australian|Canadian|Austrian|Irish|Korean) citizens/);
    expect(answeredFromHealthmhl(table(), 'MHL')).toBe(true);
  });

  it('measles (MMR): five current pages state a proof for entry; children under 5 (GOV.UK, Italy, Australia) over every traveller from 6 months (Canada, Austria): step (a)', () => {
    const m = measles(table());
    expect(m).toMatchObject({ id: 'measles-mhl-children', vaccine: 'MEASLES_MMR', enforcement: 'MAY_BE_REQUIRED', text: 'health:measles.mhl' });
    const current = m.sources.filter((s) => s.note?.includes(NWW_COPY));
    expect(current.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['gov.uk', '2026-04-22'], ['viaggiaresicuri.it', '2025-11-13'], ['smartraveller.gov.au', '2026-07-22'], ['travel.gc.ca', '2026-07-29'], ['bmeia.gv.at', '2026-03-31'],
    ]);
    const children = current.filter((s) => /Reading: children/.test(s.note!));
    const everyone = current.filter((s) => /The wider reading \(every traveller from 6 months/.test(s.note!));
    expect(children.map((s) => host(s.url))).toEqual(['gov.uk', 'viaggiaresicuri.it', 'smartraveller.gov.au']);
    expect(everyone.map((s) => host(s.url))).toEqual(['travel.gc.ca', 'bmeia.gv.at']);
    expect(children[0]!.note).toContain("'To enter the Marshall Islands, you must show proof children aged 4 and under have had the measles, mumps and rubella (MMR) vaccine.'");
    expect(children[1]!.note).toContain("'Per i minori di 5 anni, è obbligatoria la vaccinazione contro morbillo, rosolia e parotite (MMR)");
    expect(children[1]!.note).toContain('"Zero Dose"');
    expect(children[2]!.note).toContain("'Children 5 years of age and below will require proof of MMR vaccination on arrival or will be denied entry.'");
    expect(everyone[0]!.note).toContain('All travellers between 6 months of age to adults born in or after 1957 must show proof of up-to-date measles vaccination given at least 2 weeks before entry');
    expect(everyone[1]!.note).toContain("'Es besteht ein Masern-Impfnachweis für alle Reisenden ab 6 Monaten.");
    // The U.S. Quick Facts (2020) are older than every counted page and only say 'Measles'.
    const us = m.sources.find((s) => host(s.url) === 'travel.state.gov')!;
    expect(us.publishedAt).toBe('2020-03-03');
    expect(us.note).toMatch(/Older \(2020\) than the 2025-2026 pages and not counted/);
  });

  it('the age: under 5 as GOV.UK and Italy state it (two pages) over Australia\'s 5 and under (one); the text names both and the wider reading, in every locale', () => {
    const en = locale('en-US').measles!.mhl!;
    expect(en.description).toContain('{{location}}');
    expect(en.description).toMatch(/children aged 4 and under have had the measles, mumps and rubella \(MMR\) vaccine/);
    const more = en.more!.join(' ');
    expect(more).toMatch(/children aged 5 and under/);
    expect(more).toMatch(/every traveler aged 6 months or over \(Canada: adults born in or after 1957, vaccinated at least 2 weeks before entry\)/);
    expect(more).toMatch(/"zero dose"/);
    expect(more).toMatch(/shown as may be required/);
    expect(locale('en-GB').measles!.mhl!.more!.join(' ')).toMatch(/every traveller aged 6 months or over/);
    const ages: Record<string, RegExp> = { 'de-DE': /bis einschließlich 4 Jahre/, 'es-ES': /4 años o menos/, 'fr-FR': /4 ans ou moins/ };
    for (const [l, age] of Object.entries(ages)) {
      const x = locale(l).measles!.mhl!;
      expect(x.title, l).toBeTruthy();
      expect(x.description, l).toContain('{{location}}');
      expect(x.description, l).toMatch(age);
      expect(x.more?.length, l).toBe(en.more!.length);
      expect(x.more!.join(' '), l).toMatch(/1957/);
    }
  });

  it('the generated record: MAY_BE_REQUIRED at every entry to the Marshall Islands (the request states no age), tagged measles-mmr, no "met" record', () => {
    const file = buildOtherRuleFile(table());
    const p = file.procedures!.find((x) => x.id === 'measles-mhl-children')!;
    expect(p).toMatchObject({ location: 'MHL', enforcement: 'MAY_BE_REQUIRED', documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['vaccination', 'measles-mmr'] });
    const r = file.rules.find((x) => x.id === 'health-measles-mhl-children')!;
    expect(r.conditions).toEqual({ all: [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: 'MHL' }] });
    expect(r.event.params).toMatchObject({ id: 'measles-mhl-children', group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: 'MAY_BE_REQUIRED' });
    expect(file.procedures!.some((x) => x.id.startsWith('measles-') && x.id.endsWith('-met'))).toBe(false);
    expect(file.description).toMatch(/or the traveller's age \(young children\)/);
  });

  it('the importer refuses a vaccine outside its list and an empty travellers description', () => {
    expect(OTHER_VACCINES).toContain('MEASLES_MMR');
    const bad = table();
    bad.otherVaccinations = bad.otherVaccinations!.map((o) => (o.territory === 'MHL' ? { ...o, vaccine: 'MEASLES' as never } : o));
    expect(() => checkTable(bad)).toThrow(/vaccine must be one of MENINGOCOCCAL_ACYW, MEASLES_MMR/);
    const empty = table();
    empty.otherVaccinations = empty.otherVaccinations!.map((o) => (o.territory === 'MHL' ? { ...o, travellers: ' ' } : o));
    expect(() => checkTable(empty)).toThrow(/travellers must not be empty/);
    expect(() => checkTable(table())).not.toThrow();
  });

  it('yellow fever: Ireland and Italy (arrivals from risk countries) against Canada and Korea (none), two pages each: the stricter, step (c); Canada kept superseded', () => {
    const t = table();
    const r = rule(t)!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, text: 'health:yellowFever.arrivingFromRiskCountries', includeDirectShortTransit: false });
    expect(r.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([['ireland.ie', '2025-06-10'], ['viaggiaresicuri.it', '2025-11-13'], ['travel.gc.ca', '2026-07-29']]);
    expect(r.sources[0]!.note).toContain("'Cholera and Yellow Fever immunisations are required for those arriving from infected areas.'");
    expect(r.sources[1]!.note).toContain("'È inoltre obbligatoria la vaccinazione contro la Febbre Gialla, se si proviene da un Paese in cui la malattia è presente.'");
    expect(r.sources[2]!.note).toContain(`Superseded (${HEALTHMHL}): this page's 'Proof of vaccination is not required to enter this country.'`);
    expect((t.noneRequired ?? []).some((n) => n.territory === 'MHL')).toBe(false);
    const kr = full(t).sources.find((s) => host(s.url) === '0404.go.kr')!;
    expect(kr.publishedAt).toBeUndefined();
    expect(kr.note).toContain("'□ 예방접종 ㅇ 방문시 특별한 예방접종 증명을 요구하고 있지 않습니다.'");
  });

  it('the whole-list row: measles step (a), yellow fever step (c), polio none step (b); COVERED with the rule', () => {
    const t = table();
    const f = full(t);
    expect(f.polio).toBe('NONE_REQUIRED');
    expect(f.scope).toMatch(/\(1\) proof of measles, mumps and rubella \(MMR\) vaccination for children under 5, step \(a\)/);
    expect(f.scope).toMatch(/\(2\) the yellow fever certificate for arrivals from risk countries, step \(c\)/);
    expect(f.scope).toMatch(/\(3\) no proof of polio vaccination, step \(b\): the whole lists of Italy \(MMR and yellow fever only\) and Korea \(none\)/);
    expect(f.scope).toMatch(/Ireland's cholera 'from infected areas' names no countries \(step \(d\)\)/);
    expect(statement(t, 'MHL')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS', scope: f.scope });
  });

  it('trips: the measles record at every entry to the Marshall Islands, whatever the passport; the yellow fever certificate only after a risk country', () => {
    const fromNigeria = healthTrip('NGA', 'LOS', 'MAJ').ids;
    expect(fromNigeria).toContain('measles-mhl-children');
    expect(fromNigeria).toContain('yf-mhl-required');
    const fromGermany = healthTrip('DEU', 'FRA', 'MAJ').ids;
    expect(fromGermany).toContain('measles-mhl-children');
    expect(fromGermany).not.toContain('yf-mhl-required');
    expect(healthTrip('MHL', 'HNL', 'MAJ').ids).toContain('measles-mhl-children');
    // Not elsewhere: Micronesia (none required, the healthsettle pass).
    expect(healthTrip('DEU', 'FRA', 'PNI').ids).not.toContain('measles-mhl-children');
  });

  it('HEALTH: the Marshall Islands COVERED; of the six PARTIAL after healthsettle, five remain; 202 COVERED statements in the table (201 before)', () => {
    const t = table();
    const all = buildCoverage(t);
    expect(all.filter((c) => c.status === 'COVERED')).toHaveLength(202 + terrhealthCovered(t)); // + the territories the terrhealth pass made COVERED
    const partial = all.filter((c) => c.status === 'PARTIAL').map((c) => c.territories[0]);
    expect('AFG DOM MAC MHL PLW QAT'.split(' ').filter((cc) => partial.includes(cc))).toEqual('AFG DOM MAC PLW QAT'.split(' '));
  });

  it("other destinations: none reaches three current pages for a modelable compulsory vaccination; the pass row says what was found (SLB measles, TKM's COVID-19 test, cholera lines) and closes leftOut", () => {
    const t = table();
    const row = passRow(t);
    // The healthtests pass's row (TKM's COVID-19 test modelled as entryTests; test/health/healthtests.test.ts) follows it.
    expect(t.leftOut.filter((l) => !l.reason.startsWith('The healthtests pass') && !l.reason.startsWith('The terrhealth pass')).at(-1)).toBe(row); // the terrhealth pass appends its row after these
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/none has three current pages stating a compulsory vaccination other than yellow fever and polio that could be modelled/);
    expect(row.reason).toMatch(/SLB: measles proof stated by Canada \(2026-07-29: .*and France \(2026-03-09: .*two pages, different countries/);
    expect(row.reason).toContain("'Potrebbe essere richiesto il certificato di vaccinazione contro il morbillo' (may be required: step (d))");
    expect(row.reason).toMatch(/TKM: a COVID-19 test on arrival by air .*a test, not a vaccination/);
    expect(row.reason).toMatch(/Look-ups: 2 of 15\./);
    // Nothing of this scan was modelled: the only other entries are Saudi Arabia's and this pass's.
    expect((t.otherVaccinations ?? []).map((o) => o.territory).sort()).toEqual(['MHL', 'SAU']);
  });
});
