// Thirteenth pass of issue 26 (branch health9b): destinations that had no HEALTH statement and that no
// earlier pass searched, answered from the U.S. Department of State's Quick Facts naming yellow fever only
// (a whole list of entry vaccinations: COVERED, polio none) and from the CIA World Factbook's 2022 archive
// (a yellow fever sentence, not a whole list: PARTIAL). These tests pin the rows, the words each source
// quotes, the statements they give and what stays silence; rules/tests/health-pass13-none.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, statement, hasRow, citedHosts, answeredFromScrapes, answeredLater } from './table.js';
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';


// Quick Facts naming yellow fever only: the words of the vaccinations entry the first whole-list source
// quotes, its "Last Updated" date (undefined where the copy shows none), and whether any airport transit
// in a risk country counts (Botswana: the Factbook's "transited through the airport" wording).
const YELLOW_FEVER_ONLY: Record<string, [string, string | undefined, boolean]> = {
  MDG: ["'Yellow fever, if traveling from a yellow fever endemic country within six months of arrival'", '2017-06-02', false],
  BWA: ["'Yellow fever vaccination certificate if entering from a country where yellow fever is endemic'", '2017-02-01', true],
  SUR: ["'Yellow fever (in some cases)", undefined, false],
  SWZ: ["'Yellow fever, if entering from a yellow fever country'", undefined, false],
};

// The Factbook's 2022 yellow fever sentence alone: PARTIAL, polio open.
const FACTBOOK = ['BTN'];

// Searched by this pass and still without a statement (an empty entry, an old or third-party copy, an
// undated page at an http:// address, travel-trade pages). Senegal keeps its own leftOut row and decision.
// Algeria was answered by the fourteenth pass (INSPQ's travel health guide; test/health/health-pass14-africa-asia.test.ts).
const SILENCE = ['TUN', 'TLS', 'TGO', 'MRT', 'ETH', 'FSM', 'STP', 'MMR', 'VEN', 'KNA', 'LCA', 'DMA', 'GRD', 'PNG', 'VUT', 'TON', 'SEN', 'TUV', 'COM', 'MHL', 'IRN', 'AFG', 'YEM', 'KIR', 'NRU'];

// Hosts of pages this pass read and did not cite (mirrors, aggregators, clinic and trade pages, archives of
// third parties).
const REJECTED_HOSTS = ['travel.his.com', 'travmed.com', 'sitata.com', 'wellabroad.com', 'aglobalworld.com', 'monde-du-voyage.com', 'iexplore.com', 'passporthealthusa.com', '1uptravel.com', 'docstoc.com', 'worldtravelguide.net', 'countryreports.org', 'ediplomat.com', 'bbs.cortex-media.info', 'diskmaster.textfiles.com', 'vaxbeforetravel.com', 'afghanembassy.com.pl', 'redplanet.travel'];

describe('health table, thirteenth pass (State Department and Factbook; issue 26)', () => {
  it.each(Object.entries(YELLOW_FEVER_ONLY))('%s: a yellow fever rule on the WHO list and a whole-list row on the Department\'s Quick Facts, COVERED, polio none', (cc, [words, date, anyTransit]) => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === cc)!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: anyTransit });
    expect(rule.text).toBe(anyTransit ? 'health:yellowFever.fromRiskCountries' : 'health:yellowFever.arrivingFromRiskCountries');
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.scope).toMatch(/^Entry vaccinations as a whole, per the U\.S\. Department of State's Quick Facts/);
    expect(full.scope).toMatch(/no other vaccination, so no proof of polio vaccination/);
    const [first] = full.sources;
    expect(first!.note).toContain(words);
    expect(first).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', type: 'GOVERNMENT' });
    expect(first!.publishedAt).toBe(date);
    // Only the Department's own host over https: no mirror, no http:// copy.
    for (const s of full.sources) expect(s.url).toMatch(/^https:\/\/travel\.state\.gov\//);
    expect(first!.note).toMatch(/^Read from (a|an older) stored copy/);
    expect(first!.note).toMatch(/read as applying to every passport/);
    expect((t.noneRequired ?? []).some((n) => n.territory === cc)).toBe(false);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const ids = buildHealthRuleFile(t).rules.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([`health-yf-${cc.toLowerCase()}-required`, `health-yf-${cc.toLowerCase()}-met`]));
  });

  it('Botswana: the rule follows the Factbook\'s transit wording, which the Quick Facts are silent on; the later Department page at an http:// address is not cited', () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'BWA')!;
    expect(rule.sources.map((s) => new URL(s.url).hostname)).toEqual(['www.cia.gov', 'travel.state.gov']);
    expect(rule.sources[0]!.note).toContain('for travelers having transited through the airport of a country with risk of yellow fever transmission');
    expect(rule.sources[0]!.note).toMatch(/does not contradict it: the rule follows it/);
    expect(t.fullyResearched!.find((f) => f.territory === 'BWA')!.sources[0]!.note).toMatch(/read only at an http:\/\/ address, so is not cited/);
  });

  it('Madagascar: the six-month look-back beyond the trip is noted, not modelled', () => {
    const note = table().requirements.find((r) => r.territory === 'MDG')!.sources[0]!.note;
    expect(note).toMatch(/A stay in an endemic country in the six months before arrival but outside the trip is not known to the engine/);
  });

  it('Suriname: the newer copy (2024 or later) first, then the 2017 Students Abroad sheet; the COVID-19 sentence is a pointer, not a requirement', () => {
    const sources = table().fullyResearched!.find((f) => f.territory === 'SUR')!.sources;
    expect(sources.map((s) => s.url)).toEqual([
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Suriname.html',
      'https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/suriname.html',
    ]);
    expect(sources[0]!.note).toMatch(/the COVID-19 sentence is a pointer, not a requirement/);
    expect(sources[0]!.note).toContain("'The government of Suriname requires proof of yellow fever vaccination if you are traveling from a country with risk of yellow fever (this does not include the United States).'");
    expect(sources[1]!.publishedAt).toBe('2017-10-12');
  });

  it('Eswatini: the Department\'s own page is cited; the travel.his.com copy that agrees is not', () => {
    const t = table();
    const src = t.fullyResearched!.find((f) => f.territory === 'SWZ')!.sources;
    expect(src).toHaveLength(1);
    expect(src[0]!.url).toBe('https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Eswatini.html');
    expect(src[0]!.note).toMatch(/a mirror is not used alone and is not cited/);
  });

  it.each(FACTBOOK)('%s: the Factbook\'s 2022 yellow fever sentence gives a from-or-through rule on the WHO list, PARTIAL with polio open; the current page\'s recommendations withdraw nothing', (cc) => {
    const t = table();
    const r = t.requirements.find((x) => x.territory === cc)!;
    expect(r).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: true, text: 'health:yellowFever.fromRiskCountries' });
    expect(r.sources).toHaveLength(1);
    expect(r.sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
    expect(r.sources[0]!.url).toMatch(/^https:\/\/www\.cia\.gov\/the-world-factbook\/about\/archives\/2022\//);
    expect(r.sources[0]!.note).toMatch(/neither states nor withdraws a requirement/);
    expect(r.sources[0]!.note).toMatch(/polio is not answered: PARTIAL/);
    // Bhutan got a whole-list row (Spain's 2026 page, Italy's) in the Reisadviezen-buddy pass (nwwhealth): COVERED since then, polio none
    // (test/health/health-nww.test.ts); the rule and its Factbook source are unchanged.
    if (answeredLater(t, cc)) expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    else {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
      expect(statement(t, cc)!.scope).toMatch(/Not researched: polio/);
    }
  });

  it.each(SILENCE.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c)))('%s: searched, but nothing official and recent states the entry: no statement', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
  });

  it('no page this pass rejected is cited anywhere in the table', () => {
    const hosts = citedHosts(table());
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
  });

  it('opens leftOut with this pass\'s row, naming what was searched, the answers, what was not used and what was not searched; the twelfth pass row follows', () => {
    const t = table();
    // Found by its opening words: later passes insert their own row before it.
    const at = t.leftOut.findIndex((l) => l.reason.startsWith('Thirteenth pass'));
    expect(at).toBeGreaterThanOrEqual(0);
    const row = t.leftOut[at]!;
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/^Thirteenth pass \(issue 26, branch health9b, 2026-11-27\)/);
    for (const cc of [...Object.keys(YELLOW_FEVER_ONLY), ...FACTBOOK, ...SILENCE]) expect(row.reason).toContain(cc);
    for (const named of ['35 look-ups', 'Not searched: PSE PRK', 'the United States', 'travel.his.com', 'Compact Almanac', 'http://', 'measles']) expect(row.reason).toContain(named);
    expect(t.leftOut[at + 1]!.reason).toMatch(/^Twelfth pass \(issue 26, branch health8c/);
  });

  it.each([
    ['NGA', 'LOS', 'TNR', 'MDG', 'COVERED', true],
    ['GBR', 'LHR', 'TNR', 'MDG', 'COVERED', false],
    ['BRA', 'GRU', 'GBE', 'BWA', 'COVERED', true],
    ['NGA', 'LOS', 'PBM', 'SUR', 'COVERED', true],
    ['USA', 'JFK', 'PBM', 'SUR', 'COVERED', false],
    ['NGA', 'LOS', 'SHO', 'SWZ', 'COVERED', true],
    // Bhutan: COVERED since the Reisadviezen-buddy pass (nwwhealth) (Spain's 2026 whole list); the rule fires as before.
    ['BRA', 'GRU', 'PBH', 'BTN', 'COVERED', true],
    ['IND', 'DEL', 'PBH', 'BTN', 'COVERED', false],
  ])('%s passport %s -> %s: HEALTH for %s is %s; yellow fever procedure: %s', (passport, from, to, cc, status, fires) => {
    const { a, ids } = healthTrip(passport as string, from as string, to as string);
    expect(ids.includes(`yf-${(cc as string).toLowerCase()}-required`)).toBe(fires);
    const health = a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH');
    expect(health?.status).toBe(status);
    expect(health).toMatchObject({ finding: 'REQUIREMENTS' });
  });
});
