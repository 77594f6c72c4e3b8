// The fifteenth pass of passport validity (issue 22, branch validityrest): the defaults that the 2026 travel advice of 16
// governments (JGNWW/Reisadviezen-buddy, commit 8d9dd4d of 2026-08-22) disputes, settled with the README's majority and date
// rules, the remaining partly covered destinations, and own-passport rows from the Korean and Finnish pages. Expected dates
// are worked out by hand from the sentences quoted in the table (arrival 2026-12-10, departure 2026-12-20), on both sides of
// each boundary; rules/tests/validityrest.test.json checks the same boundaries through the rule-test runner.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textKey } from '../../scripts/import-passport-validity.js';
import { answer, boundaryTests, ids, roundTrip, rowOf, rowsOf, ruleOf, validityCoverage, validityTable, type Boundary } from './trips.js';

const table = validityTable;
const rows = rowsOf;
const row = rowOf;
const coverage = validityCoverage;
const A = '2026-12-10';
const L = '2026-12-20';
const PASS = 'Fifteenth pass (validityrest, 2026-11-27)';
const keyOf = (note: string) => /source '([a-z]{2})', commit 8d9dd4d/.exec(note)?.[1];
const keys = (t: string, id?: string) => row(t, id).sources.map((s) => keyOf(s.note) ?? (s.note.includes('unitedstates/') || s.url.includes('travel.state.gov') ? 'us' : 'other'));

const boundaries: Boundary[] = [
  ["TUN default 3 months from arrival (France, Italy, Austria; since 1 January 2025)", "TUN", "TUN", "Tunisia", "NLD", "2027-03-10", false, "passport-validity-tun"],
  ["TUN default 3 months from arrival", "TUN", "TUN", "Tunisia", "NLD", "2027-03-09", true, "passport-validity-tun"],
  ["TUN default for a French passport (its own row removed as identical)", "TUN", "TUN", "Tunisia", "FRA", "2027-03-10", false, "passport-validity-tun"],
  ["TUN default for a French passport", "TUN", "TUN", "Tunisia", "FRA", "2027-03-09", true, "passport-validity-tun"],
  ["TUN German row 6 months from arrival (the AA 2026)", "TUN", "TUN", "Tunisia", "DEU", "2027-06-10", false, "passport-validity-tun-deu"],
  ["TUN German row 6 months from arrival", "TUN", "TUN", "Tunisia", "DEU", "2027-06-09", true, "passport-validity-tun-deu"],
  ["TUN Spanish row 3 months after leaving (Spain 2026)", "TUN", "TUN", "Tunisia", "ESP", "2027-03-20", false, "passport-validity-tun-esp"],
  ["TUN Spanish row 3 months after leaving", "TUN", "TUN", "Tunisia", "ESP", "2027-03-19", true, "passport-validity-tun-esp"],
  ["TUN Canadian row kept (6 months after leaving)", "TUN", "TUN", "Tunisia", "CAN", "2027-06-19", true, "passport-validity-tun-can"],
  ["CPV default 6 months from arrival (GOV.UK, Ireland, the AA, Austria 2026)", "CPV", "RAI", "Cape Verde", "NLD", "2027-06-10", false, "passport-validity-cpv"],
  ["CPV default 6 months from arrival", "CPV", "RAI", "Cape Verde", "NLD", "2027-06-09", true, "passport-validity-cpv"],
  ["CPV U.S. row 6 months after leaving (State Department)", "CPV", "RAI", "Cape Verde", "USA", "2027-06-20", false, "passport-validity-cpv-usa"],
  ["CPV U.S. row 6 months after leaving", "CPV", "RAI", "Cape Verde", "USA", "2027-06-19", true, "passport-validity-cpv-usa"],
  ["CPV Canadian row the stay (Canada 2026)", "CPV", "RAI", "Cape Verde", "CAN", "2026-12-20", false, "passport-validity-cpv-can"],
  ["CPV Canadian row the stay", "CPV", "RAI", "Cape Verde", "CAN", "2026-12-19", true, "passport-validity-cpv-can"],
  ["CPV French row kept (3 months after leaving)", "CPV", "RAI", "Cape Verde", "FRA", "2027-03-20", false, "passport-validity-cpv-fra-ita"],
  ["BGD default 6 months from arrival, 2 pages (Canada, Ireland, the AA, Austria 2026)", "BGD", "DAC", "Bangladesh", "NLD", "2027-06-10", false, "passport-validity-bgd"],
  ["BGD default 6 months from arrival", "BGD", "DAC", "Bangladesh", "NLD", "2027-06-09", true, "passport-validity-bgd"],
  ["BGD U.S. row 6 months beyond the stay (State Department)", "BGD", "DAC", "Bangladesh", "USA", "2027-06-20", false, "passport-validity-bgd-usa"],
  ["BGD U.S. row 6 months beyond the stay", "BGD", "DAC", "Bangladesh", "USA", "2027-06-19", true, "passport-validity-bgd-usa"],
  ["GIN default 6 months from arrival (GOV.UK, the AA, Austria 2026)", "GIN", "CKY", "Guinea", "NLD", "2027-06-10", false, "passport-validity-gin"],
  ["GIN default 6 months from arrival", "GIN", "CKY", "Guinea", "NLD", "2027-06-09", true, "passport-validity-gin"],
  ["GIN Canadian row the stay (Canada 2026)", "GIN", "CKY", "Guinea", "CAN", "2026-12-20", false, "passport-validity-gin-can"],
  ["GIN Canadian row the stay", "GIN", "CKY", "Guinea", "CAN", "2026-12-19", true, "passport-validity-gin-can"],
  ["SLE default 6 months from arrival (Spain, the AA, Austria 2026, State Department)", "SLE", "FNA", "Sierra Leone", "NLD", "2027-06-10", false, "passport-validity-sle"],
  ["SLE default 6 months from arrival", "SLE", "FNA", "Sierra Leone", "NLD", "2027-06-09", true, "passport-validity-sle"],
  ["SLE Canadian row valid on entry (Canada 2026)", "SLE", "FNA", "Sierra Leone", "CAN", "2026-12-10", false, "passport-validity-sle-can"],
  ["SLE Canadian row valid on entry", "SLE", "FNA", "Sierra Leone", "CAN", "2026-12-09", true, "passport-validity-sle-can"],
  ["PLW default 6 months after leaving, 2 pages (Canada, the AA, Austria, France 2026)", "PLW", "ROR", "Palau", "NLD", "2027-06-20", false, "passport-validity-plw"],
  ["PLW default 6 months after leaving", "PLW", "ROR", "Palau", "NLD", "2027-06-19", true, "passport-validity-plw"],
  ["PLW British row 6 months from arrival (GOV.UK)", "PLW", "ROR", "Palau", "GBR", "2027-06-10", false, "passport-validity-plw-gbr"],
  ["PLW British row 6 months from arrival", "PLW", "ROR", "Palau", "GBR", "2027-06-09", true, "passport-validity-plw-gbr"],
  ["PLW U.S. row 6 months at entry (State Department)", "PLW", "ROR", "Palau", "USA", "2027-06-10", false, "passport-validity-plw-usa"],
  ["PLW U.S. row 6 months at entry", "PLW", "ROR", "Palau", "USA", "2027-06-09", true, "passport-validity-plw-usa"],
  ["TGO default 6 months after leaving, 2 pages (the 2026 pages)", "TGO", "LFW", "Togo", "NLD", "2027-06-20", false, "passport-validity-tgo"],
  ["TGO default 6 months after leaving", "TGO", "LFW", "Togo", "NLD", "2027-06-19", true, "passport-validity-tgo"],
  ["TGO British row 3 months after leaving (GOV.UK 2025)", "TGO", "LFW", "Togo", "GBR", "2027-03-20", false, "passport-validity-tgo-gbr"],
  ["TGO British row 3 months after leaving", "TGO", "LFW", "Togo", "GBR", "2027-03-19", true, "passport-validity-tgo-gbr"],
  ["TGO U.S. row 3 months beyond the stay (State Department 2025)", "TGO", "LFW", "Togo", "USA", "2027-03-20", false, "passport-validity-tgo-usa"],
  ["TGO U.S. row 3 months beyond the stay", "TGO", "LFW", "Togo", "USA", "2027-03-19", true, "passport-validity-tgo-usa"],
  ["SLV Korean row 6 months on leaving (Korea 2026)", "SLV", "SAL", "El Salvador", "KOR", "2027-06-20", false, "passport-validity-slv-kor"],
  ["SLV Korean row 6 months on leaving", "SLV", "SAL", "El Salvador", "KOR", "2027-06-19", true, "passport-validity-slv-kor"],
  ["SLV default unchanged (6 months from arrival) for a Dutch passport", "SLV", "SAL", "El Salvador", "NLD", "2027-06-10", false, "passport-validity-slv"],
  ["XKX Korean row 6 months from entry (Korea 2026)", "XKX", "PRN", "Kosovo", "KOR", "2027-06-10", false, "passport-validity-xkx-kor"],
  ["XKX Korean row 6 months from entry", "XKX", "PRN", "Kosovo", "KOR", "2027-06-09", true, "passport-validity-xkx-kor"],
  ["XKX default unchanged (the stay) for a Dutch passport", "XKX", "PRN", "Kosovo", "NLD", "2026-12-20", false, "passport-validity-xkx"],
  ["SGP Finnish row 6 months after the trip (Finland 2026)", "SGP", "SIN", "Singapore", "FIN", "2027-06-20", false, "passport-validity-sgp-fin"],
  ["SGP Finnish row 6 months after the trip", "SGP", "SIN", "Singapore", "FIN", "2027-06-19", true, "passport-validity-sgp-fin"],
  ["SGP default unchanged (6 months from arrival) for a Dutch passport", "SGP", "SIN", "Singapore", "NLD", "2027-06-10", false, "passport-validity-sgp"],
  ["JOR Finnish row 6 months on arrival (Finland 2026)", "JOR", "AMM", "Jordan", "FIN", "2027-06-10", false, "passport-validity-jor-fin"],
  ["JOR Finnish row 6 months on arrival", "JOR", "AMM", "Jordan", "FIN", "2027-06-09", true, "passport-validity-jor-fin"],
  ["JOR default unchanged (6 months after leaving) for a Dutch passport", "JOR", "AMM", "Jordan", "NLD", "2027-06-19", true, "passport-validity-jor"]
];

describe('validityrest: the defaults the 2026 pages disputed', () => {
  it('Tunisia: 3 months from entry, since 1 January 2025 (France and Austria 2026, Italy 2025-12), over the six months of the State Department (2024) and the AA', () => {
    expect(ruleOf('TUN')).toEqual({ months: 3, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    expect(keys('TUN')).toEqual(['fr', 'it', 'at', 'us']);
    // France dates the rule and says it is for every visitor; Italy gives the same date.
    expect(row('TUN').sources[0]!.note).toContain('Depuis le 1er janvier 2025, tous les visiteurs');
    expect(row('TUN').sources[1]!.note).toContain('Dal 1 gennaio 2025');
    // The State Department's page (2024-10-24) predates the change: kept, marked superseded, no U.S. row.
    const us = row('TUN').sources[3]!;
    expect(us.publishedAt! < '2025-01-01').toBe(true);
    expect(us.note).toContain(`${PASS}: superseded`);
    expect(row('TUN', 'usa')).toBeUndefined();
    // The German row keeps the AA's six months (2026 page and 2024 copy); Spain's three months count from leaving.
    expect(ruleOf('TUN', 'deu')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    expect(row('TUN', 'deu').sources.map((s) => new URL(s.url).host)).toEqual(['www.auswaertiges-amt.de', 'www.auswaertiges-amt.de']);
    expect(ruleOf('TUN', 'esp')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    // The French-Austrian row was identical to the new default and is gone; British and Canadian rows stay.
    expect(rows('TUN').map((d) => d.id ?? '').sort()).toEqual(['', 'can', 'deu', 'esp', 'gbr']);
    // Irish passports: ireland.ie only 'should have' 6 months (a recommendation, no row): they get the default.
    expect(ids(answer(roundTrip('TUN', A, L), ['IRL']))).toContain('passport-validity-tun');
  });

  it('Cabo Verde: 6 months from arrival (GOV.UK, Ireland, the AA, Austria 2026; Spain six months), no blank page; the U.S. rule is the U.S. row', () => {
    expect(ruleOf('CPV')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    expect(keys('CPV')).toEqual(['uk', 'ie', 'de', 'at', 'es']);
    expect(ruleOf('CPV', 'usa')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: 1 });
    expect(keys('CPV', 'usa')).toEqual(['us', 'us']);
    expect(ruleOf('CPV', 'can')).toEqual({ months: 0, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    // France and Italy keep their three months after the stay.
    expect(ruleOf('CPV', 'fra-ita')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: undefined });
  });

  it('Bangladesh: 6 months from arrival with 2 blank pages (GOV.UK 2026 and Spain 2025 for the pages); the State Department\'s six months beyond the stay is the U.S. row', () => {
    expect(ruleOf('BGD')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: 2 });
    expect(keys('BGD')).toEqual(['ca', 'ie', 'de', 'at', 'uk', 'es']);
    expect(ruleOf('BGD', 'usa')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: 1 });
  });

  it('Guinea and Sierra Leone: the six months now count from arrival (three 2026 pages name the day); the U.S. page and its page stay', () => {
    for (const t of ['GIN', 'SLE']) {
      expect(ruleOf(t), t).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: 1 });
      expect(row(t).text, t).toBeUndefined();
      expect(textKey(row(t)), t).toBe('arrival6Blank1');
      expect(keys(t).filter((k) => k === 'us'), t).toHaveLength(2);
    }
    expect(row('SLE').sources.some((s) => s.note.includes('Six months beyond arrival date.'))).toBe(true);
    expect(ruleOf('GIN', 'can')).toEqual({ months: 0, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    expect(ruleOf('SLE', 'can')).toEqual({ months: undefined, days: 0, from: 'ARRIVAL', blankPages: undefined });
  });

  it('Palau: 6 months after leaving with 2 blank pages (Canada, the AA, Austria, France 2026; Italy and GOV.UK two pages); British and U.S. rows from arrival', () => {
    expect(ruleOf('PLW')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    expect(keys('PLW')).toEqual(['ca', 'de', 'at', 'fr', 'it']);
    expect(ruleOf('PLW', 'gbr')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: 2 });
    expect(ruleOf('PLW', 'usa')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: 1 });
  });

  it('Togo: 6 months after leaving (every 2026 page says six months), 2 pages; the 2025 pages of the UK and the US are their own rows', () => {
    expect(ruleOf('TGO')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    expect(keys('TGO').slice(0, 3)).toEqual(['ca', 'fr', 'ie']);
    expect(ruleOf('TGO', 'gbr')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    expect(ruleOf('TGO', 'usa')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    for (const id of ['gbr', 'usa']) for (const s of row('TGO', id).sources) expect(s.publishedAt! >= '2025-01-01' && s.publishedAt! < '2026-01-01', id).toBe(true);
    // The rows of the governments whose 2026 pages state six months are unchanged.
    expect(rows('TGO').map((d) => d.id ?? '').sort()).toEqual(['', 'can', 'deu', 'fra-esp-ita', 'gbr', 'irl', 'usa']);
  });

  it('listed by the scan but not changed: Uruguay (the AA 2026 supports valid on entry), Lebanon (GOV.UK 2026 three months), Benin (no rule shared by three pages on one day), Antigua (the destination\'s own page)', () => {
    expect(ruleOf('URY')).toEqual({ months: undefined, days: 0, from: 'ARRIVAL', blankPages: 1 });
    expect(ruleOf('LBN')).toEqual({ months: undefined, days: 90, from: 'ARRIVAL', blankPages: undefined });
    expect(ruleOf('BEN')).toEqual({ months: undefined, days: 0, from: 'ARRIVAL', blankPages: 1 });
    expect(ruleOf('ATG')).toEqual({ months: undefined, days: 1, from: 'DEPARTURE', blankPages: undefined });
    expect(row('ATG').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('every default changed by this pass cites its 2026 pages first, and every source the pass wrote is official, read today, with a date or the reason it has none', () => {
    for (const t of ['TUN', 'CPV', 'BGD', 'GIN', 'SLE', 'PLW', 'TGO']) {
      const first = row(t).sources[0]!;
      expect(first.note, t).toContain(PASS);
      expect(first.publishedAt! >= '2026-01-01', t).toBe(true);
    }
    // The citations this pass wrote: they name the pass, were read today, and carry no earlier pass's remark (older sources
    // that this pass only annotated or moved keep theirs, or were read on another day, or are the http copies of earlier passes).
    const written = table.destinations.flatMap((d) => d.sources.map((s) => ({ t: d.territory, s }))).filter((x) => x.s.note.includes(PASS) && x.s.readAt === '2026-11-27' && !x.s.note.includes('Twelfth') && !x.s.note.includes('Thirteenth') && !x.s.note.includes('seventh') && !x.s.note.includes('Read from a stored copy of this page (served over http'));
    expect(written.length).toBeGreaterThanOrEqual(40);
    for (const { t, s } of written) {
      expect(s.type, t).toBe('GOVERNMENT');
      expect(['OTHER_OFFICIAL', 'DESTINATION_GOVERNMENT'], t).toContain(s.tier);
      expect(s.url.startsWith('https://'), t).toBe(true);
      const k = keyOf(s.note);
      if (k) {
        expect(s.note, t).toContain(`worker/data/latest/${t}.json`);
        const lm = /lastModified ([^)]+)\)/.exec(s.note)![1]!;
        if (lm.startsWith('null')) expect(s.publishedAt, t).toBeUndefined();
        else expect(lm.startsWith(s.publishedAt!), t).toBe(true);
      }
    }
  });
});

describe('validityrest: own-passport rows from the Korean and Finnish pages', () => {
  it('Korea: El Salvador six months at entry and exit (after leaving), Kosovo six months from entry; Finland: Singapore six months after the trip, Jordan six months on arrival', () => {
    expect(ruleOf('SLV', 'kor')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    expect(ruleOf('XKX', 'kor')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    expect(ruleOf('SGP', 'fin')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    expect(ruleOf('JOR', 'fin')).toEqual({ months: 6, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    for (const [t, id, k] of [['SLV', 'kor', 'kr'], ['XKX', 'kor', 'kr'], ['SGP', 'fin', 'fi'], ['JOR', 'fin', 'fi']] as const) {
      expect(keys(t, id), t).toEqual([k]);
      expect(row(t, id).passports, t).toEqual([id.toUpperCase()]);
    }
    // The Korean page names no date, so its citation has none.
    expect(row('SLV', 'kor').sources[0]!.publishedAt).toBeUndefined();
  });
});

describe('validityrest: the partly covered destinations', () => {
  it('British passports in Ireland: covered for arrivals from outside the Common Travel Area too (section 11 of the Immigration Act 2004, Minister for Justice 2022)', () => {
    const r = row('IRL', 'gbr');
    expect(r.partialScope).toBeUndefined();
    expect(r.noComputedDate).toBe(true);
    expect(r.text).toBe('irlBritishAll');
    const s = r.sources.find((x) => x.url.includes('2022-02-15'))!;
    expect(s.tier).toBe('DESTINATION_GOVERNMENT');
    expect(s.note).toContain('Under Section 11 of the Immigration Act 2004');
    for (const loc of ['en-US', 'de-DE', 'fr-FR', 'es-ES']) {
      const texts = JSON.parse(readFileSync(`locales/${loc}/passportValidity.json`, 'utf8')) as Record<string, { title: string; description: string }>;
      expect(texts.irlBritishAll?.description, loc).toContain('{{location}}');
    }
    const fromLondon = [
      { type: 'ORIGIN', airportCode: 'LHR', departure: { date: A } },
      { type: 'DESTINATION', airportCode: 'DUB', arrival: { date: A }, departure: { date: L } },
      { type: 'DESTINATION', airportCode: 'LHR', arrival: { date: L } },
    ];
    expect(coverage(answer(fromLondon, ['GBR']), 'IRL')).toBe('COVERED');
  });

  it('still partly covered, with the reason: Eritrea, Oman, Saint Vincent (OECS), Irish passports in the UK, India and Nepal', () => {
    expect(row('ERI').exemptPassports).toEqual(['ETH', 'KEN', 'SDN', 'UGA']);
    expect(row('OMN').exemptPassports).toEqual(['ARE', 'BHR', 'KWT', 'QAT', 'SAU']);
    for (const [t, id] of [['VCT', 'oecs'], ['GBR', 'irl'], ['IND', 'nepal-bhutan'], ['NPL', 'india']] as const) expect(row(t, id).partialScope, t).toBeDefined();
    // An Ethiopian passport in Eritrea (Asmara) is still outside the embassy's checklist row: its trip is not covered (the
    // destination counts as partly covered), while a Dutch passport's is.
    expect(coverage(answer(roundTrip('ASM', A, L), ['ETH']), 'ERI')).toBe('NOT_COVERED');
    expect(coverage(answer(roundTrip('ASM', A, L), ['NLD']), 'ERI')).toBe('COVERED');
  });
});

describe('validityrest: both sides of each boundary date', () => {
  boundaryTests(boundaries, A, L);
});
