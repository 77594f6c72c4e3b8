// Tenth pass of issue 26 (branch health7a): Europe, North America and Oceania. Twelve destinations are
// answered COVERED ("no vaccination required", polio none) from the U.S. Department of State's
// Quick Facts or travel-advisory vaccinations entry, Sweden from its own Public Health Agency; the
// others stay without a statement. These tests pin the rows, the sources they rest on, what the
// closing leftOut row records, and that nothing was inferred from silence, aggregator pages or
// outbreak measures; rules/tests/health-pass10-europe.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, wholeListNone, hasRow, citedHosts, answeredFromScrapes, answeredFromAA } from './table.js';
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';


// The destinations of the assignment (none had a HEALTH statement before this pass).
const EUROPE_NORTH_AMERICA = ['FRA', 'ESP', 'ITA', 'USA', 'GBR', 'DEU', 'GRC', 'AUT', 'POL', 'NLD', 'PRT', 'HRV', 'CAN', 'HUN', 'CZE', 'CHE', 'DNK', 'SWE', 'NOR', 'BEL', 'IRL', 'ROU', 'BGR', 'AUS', 'NZL', 'RUS', 'ISL', 'FIN', 'EST', 'LVA', 'LTU', 'LUX', 'MLT', 'CYP', 'SVK', 'SVN', 'LIE', 'MCO', 'SMR', 'AND', 'VAT', 'ALB', 'BIH', 'MNE', 'MKD', 'SRB', 'XKX', 'MDA', 'UKR', 'BLR', 'GEO', 'ARM', 'AZE'];
const OCEANIA = ['FJI', 'FSM', 'KIR', 'MHL', 'NRU', 'PLW', 'PNG', 'SLB', 'TON', 'TUV', 'VUT', 'WSM'];
const ASSIGNED = [...EUROPE_NORTH_AMERICA, ...OCEANIA];

// Answered by this pass, with the words of the vaccinations entry each first source quotes.
const ANSWERED: Record<string, string> = {
  FRA: "'VACCINATIONS: None'",
  ESP: "'No vaccinations required.'",
  ITA: "'VACCINATIONS: None'",
  GBR: "'None', 'None', 'None'",
  CHE: "'No legal requirement'",
  IRL: "'VACCINATIONS: None'",
  SWE: 'There are no vaccination requirements in order to visit Sweden or before leaving the country.',
  NOR: "'VACCINATIONS: None'",
  ROU: "'Vaccinations: No vaccinations are required.'",
  LUX: "'No immunization is necessary.'",
  GRC: "'Vaccinations: No vaccinations are required.'",
  NZL: "'None.', then the Border Cash Report",
};

// State Department pages whose vaccinations entry is empty or points elsewhere (or, for Hungary, says
// 'None.' only on a mirror copy): silence, so no statement.
// (Slovenia, read here only in archived sheets, was answered later from its 2017 page: twelfth pass, health8c.)
const READ_NOT_USED = ['DEU', 'PRT', 'AUT', 'POL', 'CZE', 'BEL', 'FIN', 'ISL', 'BGR', 'HUN', 'CAN'];

// Hosts of the pages this pass found and did not use (aggregators, a private publisher, a regional
// statement conditional on the origin, WHO Annex 1 copies naming only the countries that require).
const REJECTED_HOSTS = ['nhi.no', 'monde-du-voyage.com', 'requisitosnecesarios.com', 'sientemag.com', 'canadaonlinevisa.com', 'visaverge.com', 'vaxintour.sanofi-pacific-caribbean.com', 'gulflink.health.mil', 'studylib.es', 'comimex.org', 'hofer-reisen.at', 'kvzktv.com', 'travmed.com', 'travel.his.com', 'proxy-dev.blitzz.co'];

describe('health table, tenth pass (Europe, North America, Oceania; issue 26)', () => {
  it.each(Object.entries(ANSWERED))('%s: "none required" and whole-list rows on the same official source, COVERED, polio none', (cc, words) => {
    const t = table();
    const full = wholeListNone(t, cc);
    expect(full.sources[0]!.note).toContain(words);
    for (const s of full.sources) {
      expect(['OTHER_OFFICIAL', 'DESTINATION_GOVERNMENT']).toContain(s.tier);
      expect(s.url).toMatch(/^https:\/\/(travel\.state\.gov|www\.folkhalsomyndigheten\.se)\//);
    }
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect(buildCoverage(t).find((c) => c.territories.includes(cc))).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it('Sweden rests first on its own Public Health Agency (DESTINATION_GOVERNMENT), the State Department second', () => {
    const tiers = table().fullyResearched!.find((f) => f.territory === 'SWE')!.sources.map((s) => s.tier);
    expect(tiers).toEqual(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL']);
  });

  it('a State Department page is followed over an older one of the same tier only where it states the entry (Romania and Greece 2025; Italy 2025 kept second, read through a proxy)', () => {
    const t = table();
    expect(t.fullyResearched!.find((f) => f.territory === 'ROU')!.sources.map((s) => s.publishedAt)).toEqual(['2025-10-14']);
    expect(t.fullyResearched!.find((f) => f.territory === 'GRC')!.sources.map((s) => s.publishedAt)).toEqual(['2025-10-23']);
    const ita = t.fullyResearched!.find((f) => f.territory === 'ITA')!.sources;
    expect(ita.map((s) => s.publishedAt)).toEqual(['2017-03-01', '2025-05-23']);
    expect(ita[1]!.note).toMatch(/through a third-party proxy/);
  });

  it.each(READ_NOT_USED.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c)))('%s: its State Department page was read, but an empty or redirecting vaccinations entry is silence: no statement', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(buildCoverage(t).some((c) => c.territories.includes(cc))).toBe(false);
  });

  it('closes leftOut with the tenth pass row, which names every assigned destination, the answers and the pages read but not used', () => {
    const t = table();
    // Later passes append their own rows after it (the eleventh pass, health8a).
    const last = t.leftOut.find((l) => l.reason.startsWith('Tenth pass (issue 26, branch health7a'))!;
    expect(last.territory).toBe('*');
    expect(last.reason).toMatch(/^Tenth pass \(issue 26, branch health7a/);
    for (const cc of ASSIGNED) expect(last.reason).toContain(cc);
    for (const named of ['Sanidad Exterior', 'Recommandations sanitaires', 'FHI', 'LCR', 'Public Health Agency', 'F2025L00820', 'Samoa', 'travel.his.com', 'Quick Facts']) expect(last.reason).toContain(named);
    // The ninth pass row stays just before it (rows are appended, never reordered).
    expect(t.leftOut[t.leftOut.indexOf(last) - 1]!.reason).toMatch(/^Ninth pass \(issue 26, branch health5/);
  });

  it('no page this pass rejected is cited anywhere in the table', () => {
    const hosts = citedHosts(table());
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
  });

  it('the other assigned destinations still have no statement: silence, aggregators and WHO Annex 1 omissions are not "none required"', () => {
    const t = table();
    const answered = new Set([...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].map((r) => r.territory));
    // Answered later, from State Department pages this pass had not found (eleventh pass, health8b:
    // test/health/health-pass11-none.test.ts pins them).
    // Twelfth pass, health8c (test/health/health-pass12-none.test.ts): Russia, Slovenia, Belarus,
    // Liechtenstein, Andorra, Samoa and the Solomon Islands.
    const LATER = ['NLD', 'LTU', 'ALB', 'BIH', 'MNE', 'MKD', 'SRB', 'XKX', 'AZE', 'PLW', 'RUS', 'SVN', 'BLR', 'LIE', 'AND', 'WSM', 'SLB', ...PASS16_NEW_STATEMENT];
    // Sixteenth pass, healthfm (test/health/health-pass16-m-z.test.ts): the destinations in PASS16_NEW_STATEMENT.
    // Sixteenth pass (healthfa): destinations answered on the advice-page scrapes are skipped (answeredFromScrapes).
    // The Auswärtiges Amt pass (aahealth): the Holy See's 'none required' (test/health/health-aa.test.ts).
    for (const cc of ASSIGNED.filter((c) => !(c in ANSWERED) && !LATER.includes(c) && !answeredFromScrapes(t, c) && !answeredFromAA(t, c))) expect(answered.has(cc), cc).toBe(false);
  });

  // The sixteenth pass (healthfa) models a rule on the Canadian and British advice pages, on WHO's list
  // they link: Schedule 1 is still unread, so no rule rests on Australia's own list.
  it('Australia: Schedule 1 (the risk countries) is still unread; the only rule is the sixteenth pass\'s, on WHO\'s list', () => {
    const t = table();
    const rules = t.requirements.filter((r) => r.territory === 'AUS');
    expect(rules.map((r) => r.riskList)).toEqual(['WHO']);
    expect(answeredFromScrapes(t, 'AUS')).toBe(true);
    expect(t.leftOut.find((l) => l.territory === 'AUS')?.reason).toMatch(/Schedule 1/);
    expect(t.leftOut.find((l) => l.reason.startsWith('Tenth pass (issue 26, branch health7a'))!.reason).toMatch(/Schedule 1 \(the yellow fever risk countries\) is still unread/);
  });

  it.each([
    ['NGA', 'LOS', 'CDG', 'FRA', 'COVERED'],
    ['NGA', 'LOS', 'ARN', 'SWE', 'COVERED'],
    // Canada: COVERED since the sixteenth pass (healthfa: the State Department's Quick Facts of 2025, 'None').
    ['BRA', 'GRU', 'YYZ', 'CAN', 'COVERED'],
    // Samoa has a Factbook yellow fever rule since the twelfth pass (health8c), and American Samoa is no risk country;
    // COVERED since the Auswärtiges Amt pass (aahealth: yellow fever the only compulsory vaccination), PARTIAL before.
    ['USA', 'PPG', 'APW', 'WSM', 'COVERED'],
  ])('%s passport %s -> %s: no yellow fever procedure; HEALTH for %s is %s', (passport, from, to, cc, status) => {
    const { a, ids } = healthTrip(passport, from, to);
    expect(ids.filter((id) => id.startsWith(`yf-${cc.toLowerCase()}`))).toEqual([]);
    const health = a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH');
    expect(health?.status).toBe(status);
    if (status === 'COVERED') {
      expect(health).toMatchObject({ finding: cc === 'WSM' ? 'REQUIREMENTS' : 'NONE_REQUIRED' });
      // A COVERED topic raises no "we have no information on health requirements" alert.
      expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements/);
    }
  });
});
