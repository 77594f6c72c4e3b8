// The eleventh pass of passport validity (issue 22, branch validity10): the official travel advice of the UK
// (GOV.UK), the U.S. (travel.state.gov), Ireland (ireland.ie) and Canada (travel.gc.ca), read in word-for-word scrapes
// kept in marcolussetti/travel-advisories. Where the governments agree the rule is the destination's general rule;
// where one differs it is scoped to its own nationals (Canada's "6 months beyond the date you expect to leave");
// where no two agree (Libya) or no general rule is stated (North Korea) only per-nationality rows are written.
// Expected dates are worked out by hand from the governments' sentences (arrival 2026-12-10, departure 2026-12-20).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { DEFAULT_DATA, type Table } from '../../scripts/import-passport-validity.js';
import { answer, ids, roundTrip } from './trips.js';

const coverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const rows = (t: string) => table.destinations.filter((d) => d.territory === t);
const row = (t: string, id?: string) => rows(t).find((d) => d.id === id)!;
const tooSoon = (b: TripResponseDocument) => /expires too soon/.test(b.data.attributes.headline);
const A = '2026-12-10';
const L = '2026-12-20';

describe('validity10: destinations answered from the governments\' travel advice', () => {
  it('Côte d\'Ivoire: 6 months from arrival with a blank page (UK, U.S., Ireland agree); COVERED for any foreign passport', () => {
    expect(row('CIV')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    const trip = roundTrip('ABJ', A, L);
    expect(tooSoon(answer(trip, ['FRA'], '2027-06-09'))).toBe(true);
    expect(tooSoon(answer(trip, ['FRA'], '2027-06-10'))).toBe(false);
    for (const p of ['FRA', 'CAN', 'CHN']) expect(coverage(answer(trip, [p]), 'CIV')).toBe('COVERED');
  });

  it('Canadian passports get Canada\'s own rule (6 months after departure) in CIV, COD, KNA, SDN, SYR, NIC, LBY and PRK', () => {
    for (const [t, airport] of [['CIV', 'ABJ'], ['COD', 'FIH'], ['KNA', 'SKB'], ['SDN', 'PZU'], ['SYR', 'DAM'], ['NIC', 'MGA'], ['LBY', 'MJI'], ['PRK', 'FNJ']] as const) {
      expect(row(t, 'can'), t).toMatchObject({ passports: ['CAN'], months: 6, from: 'DEPARTURE' });
      const trip = roundTrip(airport, A, L);
      expect(ids(answer(trip, ['CAN']))).toContain(`passport-validity-${t.toLowerCase()}-can`);
      expect(tooSoon(answer(trip, ['CAN'], '2027-06-19')), t).toBe(true);
      expect(tooSoon(answer(trip, ['CAN'], '2027-06-20')), t).toBe(false);
    }
  });

  it('Palestine: 90 days from arrival (UK and Canada name Palestine, the West Bank and Gaza), no Canadian row', () => {
    expect(rows('PSE')).toHaveLength(1);
    expect(row('PSE')).toMatchObject({ days: 90, from: 'ARRIVAL' });
    expect(row('PSE').sources.map((s) => new URL(s.url).host)).toEqual(['www.gov.uk', 'travel.gc.ca']);
  });

  it('Sudan: 2 blank pages from the State Department (2022) beside the UK\'s 6 months from arrival (2026)', () => {
    expect(row('SDN')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 2 });
    expect(row('SDN').sources.map((s) => s.publishedAt)).toEqual(['2026-05-11', '2022-01-03', '2026-02-10']);
  });

  it('Syria: the UK and Ireland (both 2026) give 3 months from arrival; U.S. passports need validity on entry only', () => {
    expect(row('SYR')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(row('SYR', 'usa')).toMatchObject({ passports: ['USA'], days: 0, from: 'ARRIVAL', blankPages: 1 });
    const trip = roundTrip('DAM', A, L);
    expect(tooSoon(answer(trip, ['DEU'], '2027-03-09'))).toBe(true);
    expect(tooSoon(answer(trip, ['DEU'], '2027-03-10'))).toBe(false);
    expect(tooSoon(answer(trip, ['USA'], '2026-12-10'))).toBe(false);
  });

  it('Nicaragua: 6 months from arrival (UK, Ireland); U.S. passports the stay (State Department)', () => {
    expect(row('NIC')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('NIC', 'usa')).toMatchObject({ months: 0, blankPages: 1 });
    const trip = roundTrip('MGA', A, L);
    expect(tooSoon(answer(trip, ['USA'], '2026-12-19'))).toBe(true);
    expect(tooSoon(answer(trip, ['USA'], '2026-12-20'))).toBe(false);
  });

  it('Libya and North Korea: per-nationality rows only; other passports stay NOT_COVERED with no date made up', () => {
    // The twelfth pass (aavalidity) adds German passports' rows from the Auswärtiges Amt (aavalidity.test.ts).
    // Thirteenth pass (nwwvalidity): both have a default row now (Libya: the AA and Italy 2026, 6 months from arrival;
    // North Korea: Spain and Italy, six months), listed first (id undefined); the per-nationality rows are unchanged.
    expect(rows('LBY').map((d) => d.id ?? '').sort()).toEqual(['', 'can', 'deu', 'gbr', 'irl', 'usa']);
    expect(rows('PRK').map((d) => d.id ?? '').sort()).toEqual(['', 'can', 'deu', 'gbr']);
    const lby = roundTrip('MJI', A, L);
    const ita = answer(lby, ['ITA'], '2026-12-11');
    expect(coverage(ita, 'LBY')).toBe('COVERED'); // nwwvalidity: was NOT_COVERED
    expect(tooSoon(ita)).toBe(true); // nwwvalidity: the default row asks 6 months from arrival
    expect(coverage(answer(lby, ['GBR']), 'LBY')).toBe('COVERED');
    expect(tooSoon(answer(lby, ['GBR'], '2026-12-19'))).toBe(true);
    expect(tooSoon(answer(lby, ['IRL'], '2027-06-19'))).toBe(true);
    expect(coverage(answer(roundTrip('FNJ', A, L), ['CHN']), 'PRK')).toBe('COVERED'); // nwwvalidity: was NOT_COVERED
    // nwwvalidity: the notCovered reasons moved, word for word, into the default rows' notes.
    for (const t of ['LBY', 'PRK']) {
      expect(rows(t).find((d) => d.id === undefined)!.sources[0]!.note).toContain('Eleventh pass (2026-11-27, validity10)');
    }
  });

  it('the answered destinations leave notCovered', () => {
    const left = new Set(table.notCovered!.map((n) => n.territory));
    for (const t of ['CIV', 'COD', 'KNA', 'NIC', 'PSE', 'SDN', 'SYR']) expect(left.has(t), t).toBe(false);
  });
});

describe('validity10: how the scraped pages are cited', () => {
  // nwwvalidity: sources read in JGNWW/Reisadviezen-buddy may name this repository in a reason they keep; they are not scrapes of it.
  const scraped = table.destinations.flatMap((d) => d.sources).filter((s) => s.note?.includes('marcolussetti/travel-advisories') && !s.note.includes('JGNWW/Reisadviezen-buddy') && !s.note.includes('(terrvalidity, 2026-11-28)'));
  // terrvalidity (2026-11-28): the territories' scrape citations are read a day later; test/passport-validity/terrvalidity.test.ts checks them.

  it('every source read in the scrape is the official page, OTHER_OFFICIAL, with the page\'s own date and the repository, path and commit in the note', () => {
    expect(scraped.length).toBeGreaterThanOrEqual(30);
    for (const s of scraped) {
      expect(new URL(s.url).host).toMatch(/^(www\.gov\.uk|travel\.state\.gov|www\.ireland\.ie|travel\.gc\.ca)$/);
      expect(s.tier).toBe('OTHER_OFFICIAL');
      expect(s.publishedAt).toMatch(/^20(1\d|2\d)-\d\d-\d\d$/);
      expect(s.readAt).toBe('2026-11-27');
      expect(s.note).toMatch(/^Read in a word-for-word scrape of this page \(HTML converted to Markdown\) in the public repository marcolussetti\/travel-advisories, (canada|unitedkingdom|unitedstates|ireland)\/.+?\.md, commit bbc331d of 2026-08-22 /);
    }
  });

  it('the Canadian rows cite travel.gc.ca only, and the U.S. rows travel.state.gov only', () => {
    for (const d of table.destinations.filter((x) => x.id === 'can' && ['CIV', 'COD', 'KNA', 'SDN', 'SYR', 'NIC', 'LBY', 'PRK', 'TGO'].includes(x.territory))) {
      expect(d.sources.map((s) => new URL(s.url).host)).toEqual(['travel.gc.ca']);
    }
    for (const t of ['SYR', 'NIC', 'LBY', 'BHS']) expect(row(t, 'usa').sources.map((s) => new URL(s.url).host)).toEqual(['travel.state.gov']);
  });
});

describe('validity10: freshness corrections from the newer official pages (The Bahamas, Togo)', () => {
  it('The Bahamas: the UK and Canada (2026) give 6 months after leaving for every passport but U.S. ones; the 3-month REPORTED quotation is kept, not followed', () => {
    expect(rows('BHS').map((d) => d.id)).toEqual([undefined, 'usa']);
    expect(row('BHS')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('BHS').sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED']);
    expect(row('BHS').sources[1]!.publishedAt).toBe('2026-07-29');
    expect(row('BHS', 'usa')).toMatchObject({ passports: ['USA'], months: 0, blankPages: 2 });
    expect(table.notCovered!.some((n) => n.territory === 'BHS')).toBe(false);
    const trip = roundTrip('NAS', A, L);
    expect(tooSoon(answer(trip, ['CAN'], '2027-03-20'))).toBe(true);
    expect(tooSoon(answer(trip, ['CAN'], '2027-06-20'))).toBe(false);
    expect(coverage(answer(trip, ['DEU']), 'BHS')).toBe('COVERED');
  });

  it('Togo: 3 months after leaving with 2 blank pages (UK, U.S.) replaces the partial row; Irish and Canadian passports get their own rows', () => {
    // validityrest: since the fifteenth pass the default row is 6 months after leaving (the 2026 pages of six governments); the UK's and the
    // U.S.'s 3 months after leaving (with the U.S.'s 2 pages) are the British and U.S. rows, tried here with those passports.
    expect(row('TGO')).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 2 });
    expect(row('TGO', 'usa')).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 2 });
    expect(row('TGO').noComputedDate).toBeUndefined();
    expect(row('TGO', 'irl')).toMatchObject({ passports: ['IRL'], months: 6, from: 'ARRIVAL', blankPages: 2 });
    const trip = roundTrip('LFW', A, L);
    // nwwvalidity2: French passports have their own row since the fourteenth pass (France Diplomatie 2026); a Dutch passport tests the default row.
    expect(tooSoon(answer(trip, ['GBR'], '2027-03-19'))).toBe(true);
    expect(tooSoon(answer(trip, ['GBR'], '2027-03-20'))).toBe(false);
    expect(coverage(answer(trip, ['NLD']), 'TGO')).toBe('COVERED');
    expect(tooSoon(answer(trip, ['IRL'], '2027-06-09'))).toBe(true);
  });
});

describe('validity10: freshness corrections where the newer UK and U.S. (or Canadian) pages state a longer minimum', () => {
  it('Senegal, Nigeria, the Solomon Islands and Burundi: 6 months from arrival; the older statements are kept after the new ones, marked superseded', () => {
    for (const [t, airport, pages] of [['SEN', 'DSS', 1], ['NGA', 'LOS', 1], ['SLB', 'HIR', 2], ['BDI', 'BJM', 1]] as const) {
      expect(row(t), t).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: pages });
      const srcs = row(t).sources;
      expect(new URL(srcs[0]!.url).host).toBe('www.gov.uk');
      expect(srcs[0]!.publishedAt!.startsWith('2026')).toBe(true);
      expect(srcs.slice(2).length, t).toBeGreaterThan(0);
      for (const s of srcs.slice(2)) expect(s.note, t).toMatch(/Eleventh pass \(validity10\): superseded/);
      const trip = roundTrip(airport, A, L);
      expect(tooSoon(answer(trip, ['GBR'], '2027-06-09')), t).toBe(true);
      expect(tooSoon(answer(trip, ['GBR'], '2027-06-10')), t).toBe(false);
    }
  });

  it('Montenegro: 3 months after leaving and issued within 10 years (UK, Canada 2026); U.S. passports keep valid-at-entry', () => {
    expect(row('MNE')).toMatchObject({ months: 3, from: 'DEPARTURE', issuedWithinYears: 10, text: 'departure3Issued10' });
    expect(row('MNE', 'usa')).toMatchObject({ passports: ['USA'], days: 0, from: 'ARRIVAL', blankPages: 1 });
    const trip = roundTrip('TGD', A, L);
    expect(tooSoon(answer(trip, ['GBR'], '2027-03-19'))).toBe(true);
    expect(tooSoon(answer(trip, ['GBR'], '2027-03-20'))).toBe(false);
    expect(tooSoon(answer(trip, ['USA'], '2026-12-10'))).toBe(false);
  });
});
