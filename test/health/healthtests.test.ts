// The healthtests pass of issue 26 (branch healthtests): health tests and screening on arrival that are not vaccinations,
// read in the 2026 pages of 16 governments (JGNWW/Reisadviezen-buddy, worker/data/latest/<ISO3>.json, commit 8d9dd4d of
// 2026-08-22). Turkmenistan's COVID-19 test on arrival by air (five pages) and Tanzania's body temperature check at every
// point of entry (three pages, a fourth for arrivals from the DR Congo and Uganda) are `entryTests` rows of the health
// table. The quoted words, dates and counts below were read in that copy (who says what, and how many), not taken from the
// engine's output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCoverage, buildEntryTestsRuleFile, checkTable, ENTRY_TESTS } from '../../scripts/import-health.js';
import { table, statement, NWW_COPY } from './table.js';
import { healthTrip } from './answer.js';
import { expectNwwCitation } from './nww-citation.js';

type T = ReturnType<typeof table>;

const PASS = '(the healthtests pass, branch healthtests)';
const test = (t: T, id: string) => (t.entryTests ?? []).find((e) => e.id === id)!;
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const passRow = (t: T) => t.leftOut.find((l) => l.reason.startsWith('The healthtests pass (issue 26, branch healthtests'))!;
type Text = { title?: string; description?: string; more?: string[] };
const locale = (l: string) =>
  JSON.parse(readFileSync(`locales/${l}/health.json`, 'utf8')) as { covidTest?: { tkm?: Text }; temperatureScreening?: { tza?: Text } };
const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR'];

describe('health table, the healthtests pass (tests and screening on arrival; issue 26)', () => {
  it('Turkmenistan: five current pages state a COVID-19 test on arrival (three or more: step (a)); each cited in the README format', () => {
    const e = test(table(), 'covid-test-tkm');
    expect(e).toMatchObject({ territory: 'TKM', test: 'COVID_19', enforcement: 'MANDATORY', text: 'health:covidTest.tkm' });
    expect(e.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['gov.uk', '2026-06-04'], ['ireland.ie', '2026-01-26'], ['exteriores.gob.es', '2026-06-23'], ['diplomatie.gouv.fr', '2026-03-13'], ['smartraveller.gov.au', '2026-06-17'],
    ]);
    for (const s of e.sources) {
      expectNwwCitation('TKM', s, /Written for (British|Irish|Spanish|French|Australian) citizens/);
      expect(s.note).toContain(PASS);
      expect(s.note).toContain(`${NWW_COPY}, worker/data/latest/TKM.json`);
    }
    const [uk, ie, es, fr, au] = e.sources;
    expect(uk!.note).toContain("'You do not need a COVID-19 vaccination to enter Turkmenistan. All travellers entering Turkmenistan must undergo a COVID-19 test upon arrival, which costs 31 US dollars cash.");
    expect(ie!.note).toContain('all travellers arriving by air must undergo a COVID-19 test upon arrival, which costs about 31 US dollars, to be paid in cash');
    expect(es!.note).toContain("'Es obligatorio realizar un test de Covid-19 a la llegada al país por aire. El test se hace en el aeropuerto y debe pagarse en metálico en dólares estadounidenses (USD 31). El test no es necesario si la entrada a país se hace por tierra o mar.'");
    expect(fr!.note).toContain("les voyageurs à leur arrivée au Turkménistan sont toujours tenus d’effectuer un test antigénique Covid-19 payant (prévoir 50 USD)");
    expect(au!.note).toContain("'You must pay for and take a COVID-19 (PCR) test on arrival, and if your test results are positive, you may be required to quarantine");
    // The amount: USD 31 on three pages (GOV.UK, Ireland, Spain) over France's allowance of USD 50 (one).
    const quoted = (note: string) => note.slice(note.indexOf('Source of:'), note.indexOf(PASS));
    expect(e.sources.filter((s) => /31 US dollars|USD 31/.test(quoted(s.note!))).map((s) => host(s.url))).toEqual(['gov.uk', 'ireland.ie', 'exteriores.gob.es']);
    expect(quoted(fr!.note!)).toContain('50 USD');
    expect(e.travellers).toMatch(/every traveller arriving by air \(at the airport; USD 31 in cash\), as five current official pages state/);
  });

  it('Turkmenistan: the whole-list rows keep their vaccination answer and now point to the modelled test; HEALTH stays COVERED, finding REQUIREMENTS', () => {
    const t = table();
    const full = t.fullyResearched!.find((f) => f.territory === 'TKM')!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.sources[0]!.note).toContain("'VACCINATIONS: None'");
    expect(full.sources[0]!.note).toContain('it is modelled apart, in entryTests (the healthtests pass');
    expect(full.sources[0]!.note).not.toContain('The COVID-19 arrival test is not a vaccination and is not modelled');
    const s = statement(t, 'TKM')!;
    expect(s).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(s.scope).toContain('no vaccination is required for entry');
    expect(s.scope).toContain('Health test or screening at entry (entryTests, the healthtests pass): COVID_19 on arrival of every traveller arriving by air');
    expect(s.sources.map((x) => host(x.url))).toEqual(expect.arrayContaining(['travel.state.gov.', 'gov.uk', 'ireland.ie', 'exteriores.gob.es', 'diplomatie.gouv.fr', 'smartraveller.gov.au']));
  });

  it('Tanzania: a body temperature check at every point of entry since 19 May 2026 (GOV.UK, Ireland, Austria: three); Canada for arrivals from the DR Congo and Uganda', () => {
    const e = test(table(), 'temperature-screening-tza');
    expect(e).toMatchObject({ territory: 'TZA', test: 'TEMPERATURE_SCREENING', enforcement: 'MANDATORY', text: 'health:temperatureScreening.tza' });
    expect(e.sources.map((s) => [host(s.url), s.publishedAt])).toEqual([
      ['gov.uk', '2026-05-19'], ['ireland.ie', '2026-06-29'], ['bmeia.gv.at', '2026-05-26'], ['travel.gc.ca', '2026-08-21'],
    ]);
    for (const s of e.sources) expectNwwCitation('TZA', s, /Written for (British|Irish|Austrian|Canadian) citizens/);
    const [uk, ie, at, ca] = e.sources;
    expect(uk!.note).toContain("'You will need to pass through mpox screening, in the form of body temperature checks, at all points of entry into Tanzania.'");
    expect(ie!.note).toContain("'On 18 May 2026, the Tanzania Ministry of Health announced that all travellers entering Tanzania will receive a temperature check on arrival.");
    expect(at!.note).toContain('An Flughäfen, Grenzen und Häfen werden Gesundheitskontrollen und Temperaturmessungen durchgeführt.');
    expect(at!.note).toContain('mit 19. Mai 2026');
    expect(ca!.note).toContain('all travellers arriving from or transiting through these countries are subject to health screening measures at points of entry');
    expect(ca!.note).toMatch(/narrower than the three pages above, not against them/);
    // Three pages state it for every arrival: step (a).
    expect(e.sources.filter((s) => /Reading: every traveller/.test(s.note!))).toHaveLength(3);
    const st = statement(table(), 'TZA')!;
    expect(st.status).toBe('COVERED');
    expect(st.scope).toContain('TEMPERATURE_SCREENING on arrival of every traveller at every point of entry');
  });

  it('the generated records: MANDATORY, ON_ARRIVAL, PUBLIC_HEALTH_REQUIREMENTS at every entry of every passport, no document and no "met" record', () => {
    const file = buildEntryTestsRuleFile(table());
    expect(file.provenance).toMatchObject({ kind: 'generated', generatedBy: 'scripts/import-health.ts' });
    expect(file.procedures!.map((p) => p.id)).toEqual(['covid-test-tkm', 'temperature-screening-tza']);
    for (const [id, cc, tag] of [['covid-test-tkm', 'TKM', 'covid-19'], ['temperature-screening-tza', 'TZA', 'temperature-screening']] as const) {
      const p = file.procedures!.find((x) => x.id === id)!;
      expect(p).toMatchObject({ location: cc, category: 'DOC_REQUIREMENT', subCategory: 'ON_ARRIVAL', enforcement: 'MANDATORY', tags: ['health-test', tag] });
      expect(p.documentTypes).toBeUndefined();
      const r = file.rules.find((x) => x.id === `health-${id}`)!;
      expect(r.conditions).toEqual({ all: [{ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' }, { fact: 'territory', operator: 'equal', value: cc }] });
      expect(r.event.params).toMatchObject({ id, group: 'PUBLIC_HEALTH_REQUIREMENTS', enforcement: 'MANDATORY' });
    }
    expect(file.procedures!.some((x) => x.id.endsWith('-met'))).toBe(false);
  });

  it('the importer refuses a test outside its list, fewer than three official pages and an empty travellers description', () => {
    expect(ENTRY_TESTS).toEqual(['COVID_19', 'TEMPERATURE_SCREENING']);
    const bad = table();
    bad.entryTests = bad.entryTests!.map((e) => (e.territory === 'TKM' ? { ...e, test: 'PCR' as never } : e));
    expect(() => checkTable(bad)).toThrow(/test must be one of COVID_19, TEMPERATURE_SCREENING/);
    const two = table();
    two.entryTests = two.entryTests!.map((e) => (e.territory === 'TKM' ? { ...e, sources: e.sources.slice(0, 2) } : e));
    expect(() => checkTable(two)).toThrow(/needs three or more official sources/);
    const empty = table();
    empty.entryTests = empty.entryTests!.map((e) => (e.territory === 'TZA' ? { ...e, travellers: ' ' } : e));
    expect(() => checkTable(empty)).toThrow(/travellers must say whom and where/);
    expect(() => checkTable(table())).not.toThrow();
  });

  it('texts in every locale: the amount of three pages, both kinds of test, Spain\'s land and sea exception, Australia\'s quarantine; Tanzania\'s date and form', () => {
    const en = locale('en-US');
    expect(en.covidTest!.tkm!.description).toMatch(/\{\{location\}\} requires every traveller arriving by air to take a COVID-19 test at the airport on arrival, paid for in cash: 31 US dollars/);
    const more = en.covidTest!.tkm!.more!.join(' ');
    expect(more).toMatch(/PCR test/);
    expect(more).toMatch(/antigen test \(and tells travellers to allow 50 US dollars\)/);
    expect(more).toMatch(/not needed when entering by land or sea/);
    expect(more).toMatch(/quarantine in a state-run facility/);
    expect(en.temperatureScreening!.tza!.description).toMatch(/since 19 May 2026/);
    for (const l of LOCALES) {
      const x = locale(l);
      for (const text of [x.covidTest?.tkm, x.temperatureScreening?.tza]) {
        expect(text?.title, l).toBeTruthy();
        expect(text?.description, l).toContain('{{location}}');
        expect(text?.more?.length, l).toBeGreaterThanOrEqual(2);
      }
      expect(x.covidTest!.tkm!.description, l).toMatch(/31/);
      expect(x.covidTest!.tkm!.more!.length, l).toBe(en.covidTest!.tkm!.more!.length);
      expect(x.temperatureScreening!.tza!.description, l).toMatch(/19/);
    }
  });

  it('trips: the test at every entry into Turkmenistan, whatever the passport; the temperature check at Tanzania; neither elsewhere', () => {
    expect(healthTrip('DEU', 'FRA', 'ASB').ids).toContain('covid-test-tkm');
    expect(healthTrip('TKM', 'IST', 'ASB').ids).toContain('covid-test-tkm');
    expect(healthTrip('GBR', 'LHR', 'DAR').ids).toContain('temperature-screening-tza');
    const uzbekistan = healthTrip('DEU', 'FRA', 'TAS').ids;
    expect(uzbekistan).not.toContain('covid-test-tkm');
    expect(uzbekistan).not.toContain('temperature-screening-tza');
    // Kenya: two pages state temperature checks as fact (Spain, the AA): not modelled.
    expect(healthTrip('GBR', 'LHR', 'NBO').ids).not.toContain('temperature-screening-tza');
  });

  it('the pass row: what was modelled, and the measures fewer than three pages state or only as "may", with the pages counted', () => {
    const t = table();
    const row = passRow(t);
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/TKM: a COVID-19 test on arrival by air, USD 31 in cash \(GOV\.UK 2026-06-04, Ireland 2026-01-26, Spain 2026-06-23, France 2026-03-13/);
    expect(row.reason).toMatch(/an HIV test certificate for stays over three months: one page, not modelled/);
    expect(row.reason).toMatch(/TZA: a body temperature check at every point of entry since 19 May 2026/);
    expect(row.reason).toMatch(/KEN temperature checks at international airports \(Spain, the AA naming Nairobi and Mombasa: two/);
    expect(row.reason).toMatch(/MUS \(an entry ban for non-Mauritians .* left for the lead\)/);
    expect(row.reason).toMatch(/India's Self-Declaration Form for all arrivals \(GOV\.UK, Ireland, Australia\)/);
    // Only the two modelled destinations have entryTests rows.
    expect((t.entryTests ?? []).map((e) => e.territory)).toEqual(['TKM', 'TZA']);
    const withTests = buildCoverage(t).filter((c) => c.scope?.includes('(entryTests, the healthtests pass)'));
    expect(withTests.map((c) => c.territories[0])).toEqual(['TKM', 'TZA']);
  });
});
