// Eleventh pass of issue 26 (branch health8b): destinations that had no HEALTH statement, answered from
// the U.S. Department of State's Quick Facts and travel advisories (a whole list of entry vaccinations)
// and from the CIA World Factbook's Travel Facts (a yellow fever sentence, not a whole list). These
// tests pin the rows, the words each first source quotes, the statements they give, the sources
// followed over others, and what stays silence; rules/tests/health-pass11-none.test.json pins trips.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, wholeListNone, statement, hasRow, citedHosts, answeredFromScrapes, answeredLater, answeredFromHealthrest, answeredFromHealthlead, HEALTHSETTLE } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';

const locale = (loc: string) => JSON.parse(readFileSync(`locales/${loc}/health.json`, 'utf8')) as Record<string, Record<string, { description: string; more?: string[] }>>;

// "No vaccination required": the words of the vaccinations entry each row's first source quotes.
const NONE_REQUIRED: Record<string, string> = {
  KOR: "'Vaccinations: Not required'",
  NLD: "'None', '10,000 Euros or equivalent'",
  KWT: "'None for temporary visitors.'",
  MNE: "'No vaccines are required to enter Montenegro.'",
  MKD: "'VACCINATIONS: None'",
  SRB: "'No vaccines are required to enter Serbia.'",
  BIH: "'None required'",
  XKX: "'None', 'You must declare",
  AZE: "'VACCINATIONS: None'",
  HKG: "'None', 'None', 'None'",
  CHL: "'None', then the two currency entries",
  UZB: "'Vaccinations: No vaccinations are required.'",
  BRN: "'None', 'BND 15,000",
  LTU: "'1 page per stamp', 'No', 'None'",
};

// Yellow fever sentences of the Factbook (from or through a risk country's airport): PARTIAL, polio open.
const FACTBOOK = ['OMN', 'BHR', 'PHL', 'KAZ', 'ATG'];

// State Department pages read whose vaccinations entry is empty, points elsewhere or gives only
// recommendations, or whose statement was read only on a mirror or proxy: silence, no statement.
const SILENCE = ['IDN', 'EST', 'LVA', 'SVK', 'CYP', 'QAT', 'KHM', 'TUN', 'ARM', 'MNG', 'FJI', 'GEO', 'MAR', 'ZWE', 'ISR', 'MAC', 'VNM'];

// Hosts of pages this pass read and did not use.
const REJECTED_HOSTS = ['travmed.com', 'sitata.com', 'monde-du-voyage.com', 'iexplore.com', 'requisitosnecesarios.com', 'travelout.app', 'uscisguide.com', 'evisa-for-qatar.com', 'traveldoctor.network', 'worldtraderef.com', 'tnt-aviation.aero', 'traveldocs.com', 'worldvisatravel.com', 'holbrooktravel.com', 'travel.his.com', 'aardy.medium.com', 'x1q28cagmx0d6vxrhw.jollibeefood.rest'];

describe('health table, eleventh pass (State Department and Factbook; issue 26)', () => {
  it.each(Object.entries(NONE_REQUIRED))('%s: "none required" and whole-list rows on the same State Department source, COVERED, polio none', (cc, words) => {
    const t = table();
    const full = wholeListNone(t, cc);
    const [first] = full.sources;
    expect(first!.note).toContain(words);
    expect(first).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
    // Only the Department's own hosts (adoption.state.gov serves its pages too): no mirror or proxy.
    expect(first!.url).toMatch(/^https:\/\/(travel|adoption)\.state\.gov\//);
    expect(first!.note).toMatch(/^Read from a stored copy/);
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it('dated pages carry their date: Korea 28 May 2025, Uzbekistan 26 January 2026, Azerbaijan 2 October 2017', () => {
    const t = table();
    const date = (cc: string) => t.noneRequired!.find((n) => n.territory === cc)!.sources[0]!.publishedAt;
    expect([date('KOR'), date('UZB'), date('AZE')]).toEqual(['2025-05-28', '2026-01-26', '2017-10-02']);
    expect(date('NLD')).toBeUndefined();
  });

  it('Hong Kong: the newer State Department page ("None") is followed over the 2022 summary\'s unspecified change, and the leftOut row says so', () => {
    const t = table();
    const note = t.noneRequired!.find((n) => n.territory === 'HKG')!.sources[0]!.note;
    expect(note).toMatch(/Other changes to requirement for yellow fever ICVP: China \(Hong Kong and Macao\)/);
    expect(note).toMatch(/newer, of the same tier, and states the whole list, so it is followed/);
    expect(t.leftOut.find((l) => l.territory === 'HKG')!.reason).toMatch(/Eleventh pass \(health8b, 2026-11-27\): answered/);
    // Macao, named in the same summary, stays without a statement (only 'See WHO recommendations' read), until the
    // healthlead pass's PARTIAL statement on two 2026 pages (test/health/healthlead.test.ts).
    if (!answeredFromHealthlead(t, 'MAC')) expect(statement(t, 'MAC')).toBeUndefined();
  });

  it('Albania: the whole vaccinations entry is a yellow fever certificate from age 1 for arrivals from risk countries: COVERED, REQUIREMENTS, polio none', () => {
    const t = table();
    const alb = t.requirements.find((r) => r.territory === 'ALB')!;
    expect(alb).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: '1 year', includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountriesFromAgeOne' });
    expect(alb.sources[0]!.note).toContain("'A yellow fever vaccination certificate is required for travelers aged 1 year or over arriving from countries with risk of yellow fever transmission.");
    expect(t.fullyResearched!.find((f) => f.territory === 'ALB')).toMatchObject({ polio: 'NONE_REQUIRED' });
    expect(statement(t, 'ALB')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('Seychelles: the whole vaccinations entry names only yellow fever, for travellers from endemic countries: COVERED, REQUIREMENTS, polio none; the 2024 mirror copy is not cited', () => {
    const t = table();
    const syc = t.requirements.find((r) => r.territory === 'SYC')!;
    expect(syc).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(syc.sources.map((s) => s.url)).toEqual(['https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/seychelles.html']);
    expect(syc.sources[0]).toMatchObject({ publishedAt: '2016-12-20' });
    expect(syc.sources[0]!.note).toContain("'Yellow fever, if traveling from a yellow fever endemic country'");
    expect(syc.sources[0]!.note).toMatch(/travel\.his\.com \(a mirror, used only beside this official copy\)/);
    expect(t.fullyResearched!.find((f) => f.territory === 'SYC')).toMatchObject({ polio: 'NONE_REQUIRED' });
    expect(statement(t, 'SYC')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('Zambia: the 2017 Quick Facts name only yellow fever, from endemic countries: COVERED, REQUIREMENTS; Mauritius, whose entry points to its own unread list, stays without a statement', () => {
    const t = table();
    expect(t.requirements.find((r) => r.territory === 'ZMB')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(t.requirements.find((r) => r.territory === 'ZMB')!.sources[0]).toMatchObject({ publishedAt: '2017-02-06' });
    expect(statement(t, 'ZMB')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // Mauritius has a rule and a statement since the Reisadviezen-buddy pass (nwwhealth) (test/health/health-nww.test.ts); its old leftOut row stays.
    if (!answeredLater(t, 'MUS')) expect(statement(t, 'MUS')).toBeUndefined();
    expect(t.leftOut.find((l) => l.territory === 'MUS')!.reason).toMatch(/as listed by the Mauritius Ministry of Health, a list not read, so no rule on the WHO list is written/);
  });

  // Oman's rule gained the sixteenth pass's list and sources (healthfm, pinned in health-pass16-m-z.test.ts).
  it.each(FACTBOOK.filter((cc) => cc !== 'OMN'))('%s: the Factbook\'s yellow fever sentence gives a from-or-through rule on the WHO list, PARTIAL with polio open', (cc) => {
    const t = table();
    const r = t.requirements.find((x) => x.territory === cc)!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: true, text: 'health:yellowFever.fromRiskCountries' });
    // The Philippines' rule got three 2026 pages appended by the healthsettle pass (test/health/healthsettle.test.ts); the Factbook stays first.
    expect(r.sources.filter((s) => !s.note?.includes(HEALTHSETTLE))).toHaveLength(1);
    expect(r.sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
    expect(r.sources[0]!.url).toMatch(/^https:\/\/(www\.)?cia\.gov\/the-world-factbook\//);
    expect(r.sources[0]!.note).toContain('for travelers having transited through the airport of a country with risk of yellow fever transmission');
    // Not a whole list: no fullyResearched row, so the statement stays PARTIAL and polio is named as open.
    // COVERED since the Auswärtiges Amt pass (aahealth) where its compulsory-vaccination line names yellow fever only (test/health/health-aa.test.ts).
    if (answeredLater(t, cc)) expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    else {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
      expect(statement(t, cc)!.scope).toMatch(/Not researched: polio/);
    }
    const rules = buildHealthRuleFile(t).rules.map((x) => x.id);
    expect(rules).toEqual(expect.arrayContaining([`health-yf-${cc.toLowerCase()}-required`, `health-yf-${cc.toLowerCase()}-met`]));
  });

  it('Bahrain: the earlier Factbook statement is kept, the later copy\'s recommendations neither state nor withdraw it; an aggregator\'s 9 months and 12 hours are not used', () => {
    const note = table().requirements.find((r) => r.territory === 'BHR')!.sources[0]!.note;
    expect(note).toMatch(/recommendations, which neither state nor withdraw an entry requirement, so the earlier statement is followed/);
    expect(note).toMatch(/sitata\.com\) are not from an official source and are not used/);
  });

  it('the Philippines: the eighth pass\'s leftOut row is answered, and the note says the copy may predate the 2021 removal', () => {
    const t = table();
    const note = t.requirements.find((r) => r.territory === 'PHL')!.sources[0]!.note;
    expect(note).toMatch(/may state the rule of before 2021/);
    expect(note).toMatch(/polio not modelled, PARTIAL/);
    expect(t.leftOut.find((l) => l.territory === 'PHL')!.reason).toMatch(/Eleventh pass \(health8b/);
  });

  it('Bangladesh and Palau: "arriving from" rules; what their sources add that cannot be modelled keeps them PARTIAL', () => {
    const t = table();
    const bgd = t.requirements.find((r) => r.territory === 'BGD')!;
    expect(bgd).toMatchObject({ minimumAge: '1 year', includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountriesFromAgeOne' });
    expect(bgd.sources[0]).toMatchObject({ publishedAt: '2017-07-12' });
    expect(bgd.sources[0]!.note).toMatch(/hepatitis A and typhoid vaccination 'required'.*not modelled/);
    const plw = t.requirements.find((r) => r.territory === 'PLW')!;
    expect(plw).toMatchObject({ minimumAge: null, includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(plw.sources[0]).toMatchObject({ publishedAt: '2026-01-07' });
    expect(plw.sources[0]!.note).toMatch(/cholera requirement names no countries and cannot be modelled/);
    // Bangladesh: COVERED since the healthrest pass (the AA's and Italy's 2026 whole lists, newer than the Quick Facts'
    // hepatitis A and typhoid), pinned in test/health/healthrest.test.ts.
    for (const cc of ['BGD', 'PLW'].filter((c) => !answeredFromHealthrest(t, c))) {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
    }
  });

  it('the age-1 text exists in all five locales and states the age, unlike the generic text', () => {
    for (const loc of ['en-US', 'en-GB', 'de-DE', 'es-ES', 'fr-FR']) {
      const text = locale(loc)['yellowFever']!['arrivingFromRiskCountriesFromAgeOne']!;
      expect(text.description).toContain('{{location}}');
      expect(text.description).toMatch(/\b1\b|un an/);
    }
    expect(locale('en-US')['yellowFever']!['arrivingFromRiskCountriesFromAgeOne']!.more!.join(' ')).toMatch(/Children under 1 year are not asked for it/);
  });

  // Macao: a statement since the healthlead pass (test/health/healthlead.test.ts).
  it.each(SILENCE.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c) && !answeredFromHealthlead(table(), c)))('%s: read, but an empty, redirecting or recommendations-only entry (or one read only on a mirror) is silence: no statement', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
  });

  it('no page this pass rejected is cited anywhere in the table', () => {
    const hosts = citedHosts(table());
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
  });

  it('keeps this pass\'s leftOut row, naming the list searched, the answers and what was read and not used', () => {
    // Later passes insert their own row before it (health8c's twelfth-pass row): found by its opening words.
    const first = table().leftOut.find((l) => l.reason.startsWith('Eleventh pass'))!;
    expect(first.territory).toBe('*');
    expect(first.reason).toMatch(/^Eleventh pass \(issue 26, branch health8b, 2026-11-27\)/);
    for (const cc of ['HKG', 'MAC', 'KOR', 'VNM', 'USA', 'VAT', 'ZWE']) expect(first.reason).toContain(cc);
    for (const named of ['85 look-ups', 'jollibeefood.rest', 'travel.his.com', 'Learn About Your Destination', 'does not describe entry to the United States']) expect(first.reason).toContain(named);
  });

  it.each([
    ['NGA', 'LOS', 'ICN', 'KOR', 'COVERED', false],
    ['BRA', 'GRU', 'HKG', 'HKG', 'COVERED', false],
    ['NGA', 'LOS', 'TIA', 'ALB', 'COVERED', true],
    // Oman is COVERED since the sixteenth pass (healthfm: the State Department's Quick Facts, a whole list).
    ['NGA', 'LOS', 'MCT', 'OMN', 'COVERED', true],
    ['GBR', 'LHR', 'MCT', 'OMN', 'COVERED', false],
  ])('%s passport %s -> %s: HEALTH for %s is %s; yellow fever procedure: %s', (passport, from, to, cc, status, fires) => {
    const { a, ids } = healthTrip(passport as string, from as string, to as string);
    expect(ids.includes(`yf-${(cc as string).toLowerCase()}-required`)).toBe(fires);
    expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')?.status).toBe(status);
  });
});
