// The twelfth pass of passport validity (issue 22, branch aavalidity): the German Federal Foreign Office's
// (Auswärtiges Amt) 2024 "Reise- und Sicherheitshinweise", read in the Markdown copy kept in LBroe/Reisehinweise, beside
// the 2025-2026 travel advice of the UK, the U.S., Ireland and Canada (marcolussetti/travel-advisories). Where two
// governments agree the rule is the destination's default; the others get rows for their own nationals; a 2024 page
// whose rule newer pages state differently yields to them; a destination's own page outranks the others, which keep
// stricter advice for their own nationals in rows of their own (Antigua and Barbuda, Australia).
// Expected dates are worked out by hand from the sentences quoted in the table (arrival 2026-12-10, departure
// 2026-12-20); rules/tests/aavalidity.test.json checks both sides of each boundary date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { DEFAULT_DATA, textKey, type Table } from '../../scripts/import-passport-validity.js';
import { answer, ids, roundTrip } from './trips.js';

const coverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const rows = (t: string) => table.destinations.filter((d) => d.territory === t);
const row = (t: string, id?: string) => rows(t).find((d) => d.id === id)!;
const hosts = (t: string, id?: string) => row(t, id).sources.map((s) => new URL(s.url).host);
const tooSoon = (b: TripResponseDocument) => /expires too soon/.test(b.data.attributes.headline);
const A = '2026-12-10';
const L = '2026-12-20';
const AA_URL = 'https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise';
const aaSources = table.destinations.flatMap((d) => d.sources.map((s) => ({ t: d.territory, id: d.id, s }))).filter((x) => x.s.url === AA_URL);
const aa = (t: string, id?: string) => row(t, id).sources.find((s) => s.url === AA_URL)!;

describe('aavalidity: how the Auswärtiges Amt is cited', () => {
  it('every citation is the index address the repository names, OTHER_OFFICIAL, dated by the file\'s last commit, with the copy named in the note', () => {
    expect(aaSources).toHaveLength(30);
    for (const { t, s } of aaSources) {
      expect(s.type, t).toBe('GOVERNMENT');
      expect(s.tier, t).toBe('OTHER_OFFICIAL');
      expect(s.title, t).toMatch(/^Auswärtiges Amt \(German Federal Foreign Office\): .+: Reise- und Sicherheitshinweise$/);
      expect(s.readAt, t).toBe('2026-11-27');
      // The repository's commits run from 2024-05-30 to 2024-11-26.
      expect(s.publishedAt! >= '2024-05-30' && s.publishedAt! <= '2024-11-26', t).toBe(true);
      expect(s.note, t).toMatch(/LBroe\/Reisehinweise, countries\/[^ ]+\.md, commit a33fac5 of 2024-11-26 \(the file last changed in commit [0-9a-f]{7} of \d{4}-\d{2}-\d{2}\)/);
      expect(s.note, t).toContain(`of ${s.publishedAt})`);
      expect(s.note, t).toContain("the page's own 'Stand' date is not kept");
      // A German sentence quoted, then its English translation in brackets.
      expect(s.note, t).toMatch(/ '[A-ZÄÖÜ][^']+' \([^)]+\)/);
    }
  });

  it('North Korea\'s page is the one changed in the last commit (2024-11-26); Libya\'s in the 2024-11-20 commit', () => {
    expect(aa('PRK', 'deu').publishedAt).toBe('2024-11-26');
    expect(aa('PRK', 'deu').note).toContain('commit a33fac5 of 2024-11-26 (the file last changed in commit a33fac5 of 2024-11-26)');
    expect(aa('LBY', 'deu').publishedAt).toBe('2024-11-20');
    expect(aa('LBY', 'deu').note).toContain('countries/Libyen.md');
  });
});

describe('aavalidity: default rows corrected where two governments agree', () => {
  it('Serbia: 90 days after leaving (GOV.UK and Ireland, 2026) over the State Department\'s "valid at entry", now its U.S. row', () => {
    expect(row('SRB')).toMatchObject({ days: 90, from: 'DEPARTURE' });
    expect(row('SRB').blankPages).toBeUndefined();
    expect(hosts('SRB').slice(0, 2)).toEqual(['www.gov.uk', 'www.ireland.ie']);
    expect(row('SRB').sources.at(-1)!.note).toMatch(/superseded/);
    expect(row('SRB', 'usa')).toMatchObject({ passports: ['USA'], days: 0, from: 'ARRIVAL', blankPages: 1 });
    expect(row('SRB', 'can')).toMatchObject({ passports: ['CAN'], months: 0, from: 'ARRIVAL' });
    // The Auswärtiges Amt says the stay (2024), as Canada does; the newer UK and Irish pages win, no German row.
    expect(rows('SRB').some((d) => d.passports?.includes('DEU'))).toBe(false);
    expect(aa('SRB').note).toMatch(/Not followed/);
    const trip = roundTrip('BEG', A, L);
    expect(tooSoon(answer(trip, ['DEU'], '2027-03-19'))).toBe(true);
    expect(tooSoon(answer(trip, ['DEU'], '2027-03-20'))).toBe(false);
    expect(coverage(answer(trip, ['DEU']), 'SRB')).toBe('COVERED');
  });

  it('El Salvador: 6 months from arrival (GOV.UK, Ireland, the Auswärtiges Amt by air); Canadian and U.S. passports valid on entry', () => {
    expect(row('SLV')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('SLV', 'can-usa')).toMatchObject({ passports: ['CAN', 'USA'], days: 0, blankPages: 1 });
    expect(aa('SLV').note).toMatch(/Landweg/);
    expect(aa('SLV').note).toMatch(/not modelled/);
    expect(tooSoon(answer(roundTrip('SAL', A, L), ['DEU'], '2027-06-09'))).toBe(true);
    expect(tooSoon(answer(roundTrip('SAL', A, L), ['USA'], '2026-12-10'))).toBe(false);
  });

  it('Micronesia: 120 days from arrival (GOV.UK, Canada 2026); U.S. passports keep 180 days, Irish 120 days after leaving', () => {
    expect(row('FSM')).toMatchObject({ days: 120, from: 'ARRIVAL' });
    expect(textKey(row('FSM'))).toBe('arrivalDays120');
    expect(row('FSM', 'usa')).toMatchObject({ days: 180, from: 'ARRIVAL' });
    expect(row('FSM', 'irl')).toMatchObject({ days: 120, from: 'DEPARTURE' });
    expect(textKey(row('FSM', 'irl'))).toBe('departureDays120');
    const trip = roundTrip('PNI', A, L);
    expect(tooSoon(answer(trip, ['JPN'], '2027-04-08'))).toBe(true);
    expect(tooSoon(answer(trip, ['JPN'], '2027-04-09'))).toBe(false);
  });

  it('Nauru: 3 months from arrival (GOV.UK, Canada, the State Department) over the guide\'s 6 months; the AA\'s "until departure" yields', () => {
    expect(row('NRU')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(hosts('NRU').slice(0, 3)).toEqual(['www.gov.uk', 'travel.gc.ca', 'travel.state.gov']);
    // nwwvalidity2: Spanish and Korean passports have their own row (six months, Spain's and Korea's 2026 pages); the default row is the only one for other passports.
    expect(rows('NRU').filter((d) => !d.passports)).toHaveLength(1);
    expect(rows('NRU').filter((d) => d.passports).map((d) => d.id)).toEqual(['esp-kor']);
    expect(aa('NRU').note).toMatch(/Not followed/);
    expect(tooSoon(answer(roundTrip('INU', A, L), ['AUS'], '2027-03-09'))).toBe(true);
    expect(tooSoon(answer(roundTrip('INU', A, L), ['AUS'], '2027-03-10'))).toBe(false);
  });

  it('Belarus: 3 months after leaving and 2 blank pages from official pages; the reported 90 days are superseded', () => {
    expect(row('BLR')).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 2 });
    // nwwvalidity: the Auswärtiges Amt's 2026 page is cited before its 2024 copy (one more OTHER_OFFICIAL source).
    expect(row('BLR').sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED']);
    const b = answer(roundTrip('MSQ', A, L), ['FRA'], '2027-03-20');
    expect(tooSoon(b)).toBe(false);
    expect(b.included.find((r) => r.id === 'passport-validity-blr')!.attributes.passportValidity).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 2 });
  });

  it('Kazakhstan: one blank page (the State Department\'s 2025 edition, GOV.UK and Canada), the 3 months kept', () => {
    expect(row('KAZ')).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 1, text: 'threeMonthsBlank1' });
    expect(row('KAZ').sources[0]!.publishedAt).toBe('2025-02-05');
  });

  it('Barbados, Mexico, Paraguay, Colombia, Georgia: the stay, where two governments agree, with the others\' own-nationals rows', () => {
    for (const t of ['BRB', 'MEX', 'PRY', 'COL', 'GEO']) expect(row(t), t).toMatchObject({ months: 0, from: 'ARRIVAL' });
    expect(row('BRB', 'usa')).toMatchObject({ days: 0 });
    expect(row('MEX', 'usa')).toMatchObject({ days: 0, blankPages: 1 });
    expect(row('MEX', 'irl')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('PRY', 'usa')).toMatchObject({ days: 0 });
    expect(row('PRY', 'can')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('COL', 'gbr')).toMatchObject({ days: 0 });
    expect(row('GEO', 'usa')).toMatchObject({ days: 0, blankPages: 1 });
    // Mexico and Barbados: the AA's six months are older than the UK and Canadian 2026 pages and yield (no German row).
    for (const t of ['MEX', 'BRB']) {
      expect(rows(t).some((d) => d.passports?.includes('DEU')), t).toBe(false);
      expect(aa(t).note, t).toMatch(/Not followed/);
    }
    for (const [t, ap] of [['BRB', 'BGI'], ['MEX', 'MEX'], ['PRY', 'ASU'], ['COL', 'BOG'], ['GEO', 'TBS']] as const) {
      expect(tooSoon(answer(roundTrip(ap, A, L), ['FRA'], '2026-12-19')), t).toBe(true);
      expect(tooSoon(answer(roundTrip(ap, A, L), ['FRA'], '2026-12-20')), t).toBe(false);
    }
  });

  it('Liberia, Belize, Guinea-Bissau, Comoros: 6 months from arrival, where two governments agree', () => {
    for (const t of ['LBR', 'BLZ', 'GNB', 'COM']) expect(row(t), t).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('GNB').blankPages).toBe(1);
    expect(row('LBR', 'gbr')).toMatchObject({ months: 0 });
    expect(row('BLZ', 'gbr')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(row('GNB', 'can')).toMatchObject({ months: 3, from: 'DEPARTURE' });
    for (const [t, ap] of [['LBR', 'ROB'], ['BLZ', 'BZE'], ['GNB', 'OXB'], ['COM', 'HAH']] as const) {
      expect(tooSoon(answer(roundTrip(ap, A, L), ['FRA'], '2027-06-09')), t).toBe(true);
      expect(tooSoon(answer(roundTrip(ap, A, L), ['FRA'], '2027-06-10')), t).toBe(false);
    }
  });
});

describe('aavalidity: further rows the comparison of all 199 pages turned up', () => {
  it('Iran: 6 months from arrival (GOV.UK 2026, State Department, AA) replaces "from the visa application" (no date)', () => {
    expect(row('IRN')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('IRN').noComputedDate).toBeUndefined();
    expect(row('IRN', 'can')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(tooSoon(answer(roundTrip('IKA', A, L), ['DEU'], '2027-06-09'))).toBe(true);
    expect(tooSoon(answer(roundTrip('IKA', A, L), ['DEU'], '2027-06-10'))).toBe(false);
  });

  it('Tunisia: 6 months from arrival (State Department, AA; Canada from leaving) over the reported stay, now the British row', () => {
    // validityrest: the default row is 3 months from entry since the fifteenth pass (France and Austria 2026, Italy 2025-12, 'since 1 January 2025');
    // the State Department's and the AA's six months are kept in it (superseded) and in the German row.
    expect(row('TUN')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(row('TUN', 'deu')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('TUN').sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
    expect(row('TUN', 'gbr')).toMatchObject({ passports: ['GBR'], months: 0 });
    expect(row('TUN', 'gbr').sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'REPORTED']);
    expect(row('TUN', 'can')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    // nwwvalidity2: French passports have their own row since the fourteenth pass (France Diplomatie 2026); a Dutch passport tests the default row.
    // validityrest: a German passport keeps the six months (row TUN-deu).
    expect(tooSoon(answer(roundTrip('TUN', A, L), ['DEU'], '2027-06-09'))).toBe(true);
    expect(tooSoon(answer(roundTrip('TUN', A, L), ['GBR'], '2026-12-20'))).toBe(false);
  });

  it('Kosovo: the stay, now on GOV.UK\'s and Canada\'s own pages (the reported copy kept after them); U.S. passports valid at entry', () => {
    expect(row('XKX')).toMatchObject({ months: 0, from: 'ARRIVAL' });
    // nwwvalidity: the Auswärtiges Amt's 2026 page is cited before its 2024 copy (one more OTHER_OFFICIAL source).
    expect(row('XKX').sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED']);
    expect(row('XKX', 'usa')).toMatchObject({ passports: ['USA'], days: 0, blankPages: 1 });
  });

  it('Azerbaijan: 2 blank pages (GOV.UK and Canada 2026), the 6 months kept from departure', () => {
    expect(row('AZE')).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 2, text: 'sixMonthsBlank2' });
  });
});

describe('aavalidity: the partly covered destinations', () => {
  it('Saint Lucia is COVERED: the stay (GOV.UK, State Department, Auswärtiges Amt); Canadian passports 3 months after leaving', () => {
    expect(row('LCA')).toMatchObject({ months: 0, from: 'ARRIVAL', text: 'lcaStay' });
    expect(row('LCA').noComputedDate).toBeUndefined();
    expect(row('LCA').partialScope).toBeUndefined();
    expect(row('LCA', 'can')).toMatchObject({ months: 3, from: 'DEPARTURE' });
    const trip = roundTrip('UVF', A, L);
    for (const p of ['DEU', 'FRA', 'CAN']) expect(coverage(answer(trip, [p]), 'LCA'), p).toBe('COVERED');
    expect(tooSoon(answer(trip, ['DEU'], '2026-12-19'))).toBe(true);
    expect(tooSoon(answer(trip, ['DEU'], '2026-12-20'))).toBe(false);
  });

  it('Libya and North Korea: German rows from the Auswärtiges Amt; other passports still NOT_COVERED', () => {
    expect(row('LBY', 'deu')).toMatchObject({ passports: ['DEU'], months: 6, from: 'ARRIVAL' });
    expect(row('PRK', 'deu')).toMatchObject({ passports: ['DEU'], months: 3, from: 'ARRIVAL' });
    // nwwvalidity: Libya and North Korea now have default rows (two 2026 pages agree), so other passports are answered.
    expect(rows('LBY').some((d) => d.passports === undefined)).toBe(true);
    expect(coverage(answer(roundTrip('MJI', A, L), ['DEU']), 'LBY')).toBe('COVERED');
    expect(coverage(answer(roundTrip('MJI', A, L), ['ITA']), 'LBY')).toBe('COVERED'); // nwwvalidity: was NOT_COVERED
    expect(coverage(answer(roundTrip('FNJ', A, L), ['DEU']), 'PRK')).toBe('COVERED');
    // nwwvalidity removed their notCovered entries (the default rows' notes say so).
    for (const t of ['LBY', 'PRK']) expect(table.notCovered!.find((n) => n.territory === t), t).toBeUndefined();
  });

  it('Saint Vincent stays partial (no two of five governments agree); the others keep their reasons', () => {
    // nwwvalidity: covered since the thirteenth pass (the Auswärtiges Amt, France and Austria: 6 months after leaving);
    // the twelfth pass's reason stays in the tourism authority's note.
    expect(row('VCT')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('VCT').sources.find((s) => s.url.includes('discoversvg'))!.note).toMatch(/still partial/);
    expect(coverage(answer(roundTrip('SVD', A, L), ['DEU']), 'VCT')).toBe('COVERED');
  });

  it('Togo: the AA states Ireland\'s 6 months from entry; the newer UK and U.S. default stays, German passports get a row', () => {
    // validityrest: the default row is 6 months after leaving since the fifteenth pass (the 2026 pages); the UK's and U.S.'s 3 months are their rows.
    expect(row('TGO')).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 2 });
    expect(row('TGO', 'gbr')).toMatchObject({ months: 3, from: 'DEPARTURE' });
    expect(row('TGO', 'deu')).toMatchObject({ passports: ['DEU'], months: 6, from: 'ARRIVAL' });
    expect(ids(answer(roundTrip('LFW', A, L), ['DEU']))).toContain('passport-validity-tgo-deu');
  });
});

describe('aavalidity: rows kept, and why', () => {
  it('Antigua and Barbuda keeps its Immigration Department\'s row; Canadian, U.S. and German passports 6 months after leaving, British 6 from arrival', () => {
    expect(row('ATG')).toMatchObject({ days: 1, from: 'DEPARTURE' });
    expect(row('ATG').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(row('ATG', 'can-usa-deu')).toMatchObject({ passports: ['CAN', 'USA', 'DEU'], months: 6, from: 'DEPARTURE' });
    expect(row('ATG', 'gbr')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    const trip = roundTrip('ANU', A, L);
    // nwwvalidity2: French passports have their own row since the fourteenth pass (France Diplomatie 2026); a Dutch passport tests the default row.
    expect(tooSoon(answer(trip, ['NLD'], '2026-12-21'))).toBe(false);
    expect(tooSoon(answer(trip, ['DEU'], '2027-06-19'))).toBe(true);
  });

  it('Israel, Morocco, North Macedonia, Argentina, Mali, Niger: kept, with the newer pages added and the disagreement in the note', () => {
    expect(row('ISR')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('ISR').sources[0]!.note).toMatch(/90 days from arrival/);
    expect(row('MAR')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    // nwwvalidity appended the Auswärtiges Amt's and Austria's 2026 pages (the same rule).
    expect(hosts('MAR')).toEqual(['travel.state.gov', 'travel.state.gov', 'www.ireland.ie', 'www.auswaertiges-amt.de', 'www.auswaertiges-amt.de', 'www.bmeia.gv.at']);
    expect(row('MKD')).toMatchObject({ months: 3, from: 'DEPARTURE' });
    expect(hosts('MKD')).toContain('travel.gc.ca');
    expect(row('ARG')).toMatchObject({ days: 0, from: 'ARRIVAL' });
    expect(row('ARG').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    // nwwvalidity: two 2026 pages now agree for Mali (the AA, Spain) and Niger (Ireland, Spain): 6 months from arrival;
    // the U.S. rule and its 'No two governments agree' note moved to a U.S. row.
    for (const t of ['MLI', 'NER']) {
      expect(row(t), t).toMatchObject({ months: 6, from: 'ARRIVAL' });
      expect(row(t, 'usa'), t).toMatchObject({ days: 0, from: 'ARRIVAL' });
      expect(row(t, 'usa').sources[0]!.note, t).toMatch(/No two governments agree/);
    }
  });

  it('Maldives: the six months stay until a Maldivian statement settles the one-month rule of GOV.UK and the AA', () => {
    // nwwvalidity settled it: four 2026 pages (GOV.UK, Ireland, the AA, Austria) state one month from arrival; the
    // State Department's six months after leaving is now the U.S. row, whose note keeps the twelfth pass's reason.
    expect(row('MDV')).toMatchObject({ months: 1, from: 'ARRIVAL' });
    expect(row('MDV', 'usa')).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 1 });
    expect(row('MDV', 'usa').sources[0]!.note).toMatch(/not settled/);
    expect(aa('MDV').note).toMatch(/vorübergehenden Maßnahme/);
  });

  it('Australia keeps "valid on entry" (State Department 2025, Canada 2026); British and German passports the stay', () => {
    // nwwvalidity: four 2026 pages (GOV.UK, the AA, Spain, Austria) state the stay, so it is the default; "valid on
    // entry" is now the U.S. and Canadian rows.
    expect(row('AUS')).toMatchObject({ months: 0, from: 'ARRIVAL' });
    expect(row('AUS', 'usa')).toMatchObject({ days: 0, from: 'ARRIVAL', blankPages: 1 });
    expect(row('AUS', 'gbr-deu')).toMatchObject({ passports: ['GBR', 'DEU'], months: 0 });
    expect(tooSoon(answer(roundTrip('SYD', A, L), ['DEU'], '2026-12-19'))).toBe(true);
    expect(tooSoon(answer(roundTrip('SYD', A, L), ['CAN'], '2026-12-10'))).toBe(false);
  });
});

describe('aavalidity: blank pages where two governments agree', () => {
  it('Namibia 3, Lesotho 2, South Sudan 2, Laos 2, Cameroon 1', () => {
    expect(row('NAM')).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 3 });
    expect(textKey(row('NAM'))).toBe('departure6Blank3');
    expect(row('LSO')).toMatchObject({ days: 0, blankPages: 2 });
    expect(row('SSD')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 2 });
    expect(row('LAO')).toMatchObject({ blankPages: 2, text: 'sixMonthsBlank2' });
    // nwwvalidity: the AA's 2026 page counts the six months from entry, as Ireland's: 6 months from arrival.
    expect(row('CMR')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    // Each names at least two governments' pages stating the count.
    for (const t of ['NAM', 'LSO', 'SSD', 'LAO', 'CMR']) expect(new Set(hosts(t).filter((h) => h !== 'www.namibiatourism.com.na')).size, t).toBeGreaterThanOrEqual(2);
    const b = answer(roundTrip('WDH', A, L), ['FRA']);
    expect(b.included.find((r) => r.id === 'passport-validity-nam')!.attributes.passportValidity).toMatchObject({ blankPages: 3 });
  });
});
