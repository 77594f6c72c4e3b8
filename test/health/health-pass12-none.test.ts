// Twelfth pass of issue 26 (branch health8c): destinations that had no HEALTH statement and that the
// tenth and eleventh passes did not search, answered from the U.S. Department of State's Quick Facts
// (a whole list of entry vaccinations) and from the CIA World Factbook's Travel Facts (a yellow fever
// sentence, not a whole list). These tests pin the rows, the words each first source quotes, the
// statements they give, how copies that lost entries are read, and what stays silence;
// rules/tests/health-pass12-none.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile, type HealthTable } from '../../scripts/import-health.js';
import { table, allSources, wholeListNone, statement, hasRow, answeredFromScrapes, answeredFromAA } from './table.js';
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';


// "No vaccination required": the words of the vaccinations entry each row's first source quotes, and
// the page's own "Last Updated" date (undefined where the copy shows none).
const NONE_REQUIRED: Record<string, [string, string | undefined]> = {
  RUS: ["'VACCINATIONS: None'", '2017-10-20'],
  SVN: ["'VACCINATIONS: None'", '2017-04-21'],
  BLR: ["'VACCINATIONS: None'", '2017-03-02'],
  LIE: ["'VACCINATIONS: No legal requirement'", '2017-06-19'],
  AND: ["'VACCINATIONS: None.'", undefined],
  TJK: ["'VACCINATIONS: None'", '2017-02-02'],
  TKM: ["'VACCINATIONS: None'", undefined],
};

// The Factbook's yellow fever sentence (from or through a risk country's airport): PARTIAL, polio open.
const FACTBOOK = ['WSM', 'SLB'];

// Searched by this pass and still without a statement: an empty entry, recommendations only, an old
// third-party copy or an aggregator line is silence. (Colombia and Senegal keep their own leftOut rows.)
// Eswatini was answered by the thirteenth pass (the Department's own page; test/health/health-pass13-none.test.ts),
// El Salvador by the fourteenth (Japan's embassy; test/health/health-pass14-europe.test.ts),
// Algeria by the fourteenth (INSPQ's travel health guide; test/health/health-pass14-africa-asia.test.ts).
const SILENCE = ['LBN', 'ETH', 'PAK', 'TON', 'VUT', 'PNG', 'MCO', 'SMR', 'VAT', 'GTM', 'SLV', 'HTI', 'DMA', 'GRD', 'LCA', 'COL'];
// SLV: fourteenth pass; the others: the sixteenth pass (healthfm, pinned in health-pass16-m-z.test.ts).
const ANSWERED_LATER = ['SLV', ...PASS16_NEW_STATEMENT];

// Hosts of pages this pass read and did not use (mirrors, aggregators, travel-trade and clinic pages,
// an embassy site at an http:// address, a 1990s sheet in a third-party copy).
const REJECTED_HOSTS = ['travel.his.com', 'travmed.com', 'sitata.com', 'monde-du-voyage.com', 'iexplore.com', 'ambimed-group.com', 'my.ambimed-group.com', 'passporthealthusa.com', 'infopages.traveldoc.aero', 'tongapocketguide.com', 'commonwealthofnations.org', 'wellabroad.com', 'countryreports.org', 'aglobalworld.com', 'headcity.com', 'travelbans.org', 'iamat.org', 'swazilandkualalumpur.org', 'athena.hri.org'];

const ownSources = (t: HealthTable) => [
  ...t.requirements.filter((r) => FACTBOOK.includes(r.territory)).flatMap((r) => r.sources),
  ...(t.noneRequired ?? []).filter((r) => r.territory in NONE_REQUIRED).flatMap((r) => r.sources),
];
describe('health table, twelfth pass (State Department and Factbook; issue 26)', () => {
  it.each(Object.entries(NONE_REQUIRED))('%s: "none required" and whole-list rows on the same State Department source, COVERED, polio none', (cc, [words, date]) => {
    const t = table();
    const full = wholeListNone(t, cc);
    const [first] = full.sources;
    expect(first!.note).toContain(words);
    expect(first).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
    expect(first!.publishedAt).toBe(date);
    // Only the Department's own host (also written with its closing dot): no mirror or proxy.
    expect(first!.url).toMatch(/^https:\/\/travel\.state\.gov\.?\//);
    expect(first!.note).toMatch(/^Read from a stored copy/);
    expect(first!.note).toMatch(/read as applying to every passport/);
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    // TKM: the healthtests pass's COVID-19 test on arrival (entryTests) makes the finding REQUIREMENTS; the status stays COVERED.
    const tested = (t.entryTests ?? []).some((e) => e.territory === cc);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: tested ? 'REQUIREMENTS' : 'NONE_REQUIRED' });
  });

  it('the Russian Federation rests on two Department pages that agree (the 2017 country page, then its country catalogue page)', () => {
    const sources = table().fullyResearched!.find((f) => f.territory === 'RUS')!.sources;
    expect(sources.map((s) => s.url)).toEqual([
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/RussianFederation.html',
      'https://travel.state.gov/content/travel/csi_repository/csi_landing/csi_catalog/rus.html',
    ]);
    expect(sources[1]!.note).toContain("'Vaccinations: None'");
    expect(sources[1]!.publishedAt).toBeUndefined();
  });

  it('Belarus: the headed page\'s "None" is followed; the heading-less copy of the same date with an empty fourth entry is silence, not a contrary statement', () => {
    const note = table().noneRequired!.find((n) => n.territory === 'BLR')!.sources[0]!.note;
    expect(note).toMatch(/Students Abroad copy of the same page and date/);
    expect(note).toMatch(/an empty entry is silence, not a contrary statement/);
    expect(note).toMatch(/travel\.his\.com copy of 2024 \(a mirror\) is not used/);
  });

  it('Tajikistan and Andorra: copies that lost their short entries do not contradict the headed page', () => {
    const t = table();
    expect(t.noneRequired!.find((n) => n.territory === 'TJK')!.sources[0]!.note).toMatch(/short entries lost in the copies, silence, not a contrary statement/);
    const and = t.noneRequired!.find((n) => n.territory === 'AND')!.sources[0]!;
    expect(and.url).toBe('https://travel.state.gov/content/passports/en/country/andorra.html');
    expect(and.note).toMatch(/entries lost in the copy, silence, not a contrary statement/);
  });

  it('Liechtenstein: "No legal requirement" is read as "None", as for Switzerland', () => {
    const t = table();
    expect(t.noneRequired!.find((n) => n.territory === 'LIE')!.sources[0]!.note).toMatch(/'No legal requirement' is read as 'None', as for Switzerland/);
    expect(statement(t, 'CHE')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it.each(FACTBOOK)('%s: the Factbook\'s yellow fever sentence gives a from-or-through rule on the WHO list, PARTIAL with polio open', (cc) => {
    const t = table();
    const r = t.requirements.find((x) => x.territory === cc)!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: true, text: 'health:yellowFever.fromRiskCountries' });
    expect(r.sources).toHaveLength(1);
    expect(r.sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
    expect(r.sources[0]!.url).toMatch(/^https:\/\/www\.cia\.gov\/the-world-factbook\//);
    expect(r.sources[0]!.note).toContain('for travelers having transited through the airport of a country with risk of yellow fever transmission');
    expect(r.sources[0]!.note).toMatch(/polio is not answered: PARTIAL/);
    // COVERED since the Auswärtiges Amt pass (aahealth) where its compulsory-vaccination line names yellow fever only (test/health/health-aa.test.ts).
    if (answeredFromAA(t, cc)) expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    else {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
      expect(statement(t, cc)!.scope).toMatch(/Not researched: polio/);
    }
    const rules = buildHealthRuleFile(t).rules.map((x) => x.id);
    expect(rules).toEqual(expect.arrayContaining([`health-yf-${cc.toLowerCase()}-required`, `health-yf-${cc.toLowerCase()}-met`]));
  });

  it('Samoa: the 2023 measles measure stays unmodelled; the Solomon Islands: the measles line seen only on an aggregator is not used', () => {
    const t = table();
    expect(t.requirements.find((r) => r.territory === 'WSM')!.sources[0]!.note).toMatch(/2023 measles measure for travellers from American Samoa stays unmodelled/);
    expect(t.requirements.find((r) => r.territory === 'SLB')!.sources[0]!.note).toMatch(/seen only on an aggregator \(iamat\.org\): not used, not modelled/);
    expect((t.otherVaccinations ?? []).some((o) => o.territory === 'WSM' || o.territory === 'SLB')).toBe(false);
  });

  // The Holy See was answered by the Auswärtiges Amt pass (aahealth, test/health/health-aa.test.ts).
  it.each(SILENCE.filter((c) => !ANSWERED_LATER.includes(c) && !answeredFromScrapes(table(), c) && !answeredFromAA(table(), c)))('%s: searched, but nothing official states the entry: no statement from this pass', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
  });

  it('no page this pass rejected is cited anywhere in the table, and none of its sources is at an http:// address', () => {
    const t = table();
    const hosts = allSources(t).map((s) => new URL(s.url).hostname.replace(/^www\./, ''));
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
    for (const s of ownSources(t)) expect(s.url).toMatch(/^https:\/\//);
  });

  it('opens leftOut with this pass\'s row, naming what was searched, the answers and what was read and not used; the eleventh pass row follows', () => {
    const t = table();
    // Found by its opening words: later passes insert their own row before it.
    const at = t.leftOut.findIndex((l) => l.reason.startsWith('Twelfth pass'));
    const first = t.leftOut[at]!;
    expect(first.territory).toBe('*');
    expect(first.reason).toMatch(/^Twelfth pass \(issue 26, branch health8c, 2026-11-27\)/);
    for (const cc of [...Object.keys(NONE_REQUIRED), ...FACTBOOK, ...SILENCE.filter((c) => c !== 'COL')]) expect(first.reason).toContain(cc);
    for (const named of ['53 look-ups', 'travel.his.com', 'Compact Almanac', 'iamat.org', 'http://', 'Not searched']) expect(first.reason).toContain(named);
    expect(t.leftOut[at + 1]!.reason).toMatch(/^Eleventh pass \(issue 26, branch health8b/);
  });

  it.each([
    ['NGA', 'LOS', 'SVO', 'RUS', 'COVERED', false],
    ['BRA', 'GRU', 'LJU', 'SVN', 'COVERED', false],
    ['NGA', 'LOS', 'MSQ', 'BLR', 'COVERED', false],
    // Samoa and the Solomon Islands: COVERED since the Auswärtiges Amt pass (aahealth), the rule unchanged.
    ['NGA', 'LOS', 'APW', 'WSM', 'COVERED', true],
    ['USA', 'PPG', 'APW', 'WSM', 'COVERED', false],
    ['NGA', 'LOS', 'HIR', 'SLB', 'COVERED', true],
  ])('%s passport %s -> %s: HEALTH for %s is %s; yellow fever procedure: %s', (passport, from, to, cc, status, fires) => {
    const { a, ids } = healthTrip(passport as string, from as string, to as string);
    expect(ids.includes(`yf-${(cc as string).toLowerCase()}-required`)).toBe(fires);
    const health = a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH');
    expect(health?.status).toBe(status);
    if (status === 'COVERED') expect(health).toMatchObject({ finding: ['WSM', 'SLB'].includes(cc as string) ? 'REQUIREMENTS' : 'NONE_REQUIRED' });
  });
});
