// The thirteenth pass of passport validity (issue 22, branch nwwvalidity): the 2026 travel advice of 16 governments kept
// as text in JGNWW/Reisadviezen-buddy (commit 8d9dd4d of 2026-08-22). Where two or more governments agree the rule is the
// destination's default; a government stating another rule gets a row for its own passports; a destination's own page
// outranks them (Israel, Argentina); the Auswärtiges Amt's 2026 page is cited beside its 2024 copy where the words are
// unchanged, and followed where they changed (Cameroon; Israel only noted, as it asks less than the destination).
// Expected dates are worked out by hand from the sentences quoted in the table (arrival 2026-12-10, departure
// 2026-12-20); rules/tests/nwwvalidity.test.json checks the same boundaries through the rule-test runner.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { DEFAULT_DATA, textKey, type Table } from '../../scripts/import-passport-validity.js';
import { answer, boundaryTests, ids, roundTrip, type Boundary } from './trips.js';

const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const rows = (t: string) => table.destinations.filter((d) => d.territory === t);
const row = (t: string, id?: string) => rows(t).find((d) => d.id === id)!;
const coverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;
const A = '2026-12-10';
const L = '2026-12-20';
const A2 = 'JGNWW/Reisadviezen-buddy';
const AA_INDEX = 'https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise';
const a2Sources = table.destinations.flatMap((d) => d.sources.map((s) => ({ t: d.territory, id: d.id, s }))).filter((x) => x.s.note.includes(A2) && !x.s.note.includes('Freshness pass (branch freshen2') && !x.s.note.includes('(terrvalidity, 2026-11-28)')); // freshen2's dated search lines name the repository without citing it
// terrvalidity (2026-11-28): the territories' citations are read a day later and name files such as BQ-BO.json; test/passport-validity/terrvalidity.test.ts checks them.

const boundaries: Boundary[] = [
  ['LBY default 6 months from arrival (AA, Italy 2026)', 'LBY', 'MJI', 'Libya', 'ITA', '2027-06-10', false, 'passport-validity-lby'],
  ['LBY default', 'LBY', 'MJI', 'Libya', 'ITA', '2027-06-09', true, 'passport-validity-lby'],
  ['LBY Irish row 6 months after leaving (unchanged)', 'LBY', 'MJI', 'Libya', 'IRL', '2027-06-19', true, 'passport-validity-lby-irl'],
  ['PRK default six months, counted from departure (Spain, Italy)', 'PRK', 'FNJ', 'North Korea', 'CHN', '2027-06-20', false, 'passport-validity-prk'],
  ['PRK default', 'PRK', 'FNJ', 'North Korea', 'CHN', '2027-06-19', true, 'passport-validity-prk'],
  ['PRK German row 3 months from arrival (AA 2026)', 'PRK', 'FNJ', 'North Korea', 'DEU', '2027-03-10', false, 'passport-validity-prk-deu'],
  ['PRK German row', 'PRK', 'FNJ', 'North Korea', 'DEU', '2027-03-09', true, 'passport-validity-prk-deu'],
  ['UKR default the stay (GOV.UK, Spain 2026)', 'UKR', 'KBP', 'Ukraine', 'NLD', '2026-12-20', false, 'passport-validity-ukr'],
  ['UKR default', 'UKR', 'KBP', 'Ukraine', 'NLD', '2026-12-19', true, 'passport-validity-ukr'],
  ['UKR German row valid on the day of entry (AA 2026)', 'UKR', 'KBP', 'Ukraine', 'DEU', '2026-12-10', false, 'passport-validity-ukr-deu'],
  ['UKR French row 3 months after leaving, 2 pages (France 2026)', 'UKR', 'KBP', 'Ukraine', 'FRA', '2027-03-20', false, 'passport-validity-ukr-fra'],
  ['UKR French row', 'UKR', 'KBP', 'Ukraine', 'FRA', '2027-03-19', true, 'passport-validity-ukr-fra'],
  ['UKR Canadian row 6 months after leaving', 'UKR', 'KBP', 'Ukraine', 'CAN', '2027-06-19', true, 'passport-validity-ukr-can'],
  ['VCT default 6 months after leaving (AA, France, Austria)', 'VCT', 'SVD', 'Saint Vincent and the Grenadines', 'USA', '2027-06-20', false, 'passport-validity-vct'],
  ['VCT default', 'VCT', 'SVD', 'Saint Vincent and the Grenadines', 'USA', '2027-06-19', true, 'passport-validity-vct'],
  ['VCT British row 6 months from arrival (GOV.UK 2026)', 'VCT', 'SVD', 'Saint Vincent and the Grenadines', 'GBR', '2027-06-10', false, 'passport-validity-vct-gbr'],
  ['VCT British row', 'VCT', 'SVD', 'Saint Vincent and the Grenadines', 'GBR', '2027-06-09', true, 'passport-validity-vct-gbr'],
  ['VCT Canadian row the stay', 'VCT', 'SVD', 'Saint Vincent and the Grenadines', 'CAN', '2026-12-20', false, 'passport-validity-vct-can'],
  ['MAC default 90 days after leaving (GOV.UK, AA, Italy, Austria)', 'MAC', 'MFM', 'Macao', 'FRA', '2027-03-20', false, 'passport-validity-mac'],
  ['MAC default', 'MAC', 'MFM', 'Macao', 'FRA', '2027-03-19', true, 'passport-validity-mac'],
  ['MAC U.S. row 1 month after leaving', 'MAC', 'MFM', 'Macao', 'USA', '2027-01-20', false, 'passport-validity-mac-usa'],
  ['MAC U.S. row', 'MAC', 'MFM', 'Macao', 'USA', '2027-01-19', true, 'passport-validity-mac-usa'],
  ['MAC Canadian row 30 days after leaving', 'MAC', 'MFM', 'Macao', 'CAN', '2027-01-19', false, 'passport-validity-mac-can'],
  ['MAC Canadian row', 'MAC', 'MFM', 'Macao', 'CAN', '2027-01-18', true, 'passport-validity-mac-can'],
  ['AUS default the stay (GOV.UK, AA, Spain, Austria)', 'AUS', 'SYD', 'Australia', 'FRA', '2026-12-20', false, 'passport-validity-aus'],
  ['AUS default', 'AUS', 'SYD', 'Australia', 'FRA', '2026-12-19', true, 'passport-validity-aus'],
  ['AUS U.S. row valid on entry', 'AUS', 'SYD', 'Australia', 'USA', '2026-12-10', false, 'passport-validity-aus-usa'],
  ['MLI default 6 months from arrival (AA, Spain 2026)', 'MLI', 'BKO', 'Mali', 'FRA', '2027-06-10', false, 'passport-validity-mli'],
  ['MLI default', 'MLI', 'BKO', 'Mali', 'FRA', '2027-06-09', true, 'passport-validity-mli'],
  ['MLI U.S. row valid on entry', 'MLI', 'BKO', 'Mali', 'USA', '2026-12-10', false, 'passport-validity-mli-usa'],
  ['MLI Canadian row 6 months after leaving', 'MLI', 'BKO', 'Mali', 'CAN', '2027-06-19', true, 'passport-validity-mli-can'],
  ['NER default 6 months from arrival, 2 pages (Ireland, Spain 2026)', 'NER', 'NIM', 'Niger', 'ITA', '2027-06-10', false, 'passport-validity-ner'],
  ['NER default', 'NER', 'NIM', 'Niger', 'ITA', '2027-06-09', true, 'passport-validity-ner'],
  ['NER French row 6 months after leaving', 'NER', 'NIM', 'Niger', 'FRA', '2027-06-19', true, 'passport-validity-ner-can-fra'],
  ['MDV default 1 month from arrival (GOV.UK, Ireland, AA, Austria 2026)', 'MDV', 'MLE', 'the Maldives', 'GBR', '2027-01-10', false, 'passport-validity-mdv'],
  ['MDV default', 'MDV', 'MLE', 'the Maldives', 'GBR', '2027-01-09', true, 'passport-validity-mdv'],
  ['MDV Italian row 30 days after leaving', 'MDV', 'MLE', 'the Maldives', 'ITA', '2027-01-19', false, 'passport-validity-mdv-ita'],
  ['MDV Italian row', 'MDV', 'MLE', 'the Maldives', 'ITA', '2027-01-18', true, 'passport-validity-mdv-ita'],
  ['MDV French row 6 months after leaving', 'MDV', 'MLE', 'the Maldives', 'FRA', '2027-06-19', true, 'passport-validity-mdv-fra'],
  ['MKD German row 6 months from arrival (AA, Austria 2026)', 'MKD', 'SKP', 'North Macedonia', 'DEU', '2027-06-10', false, 'passport-validity-mkd-deu-aut'],
  ['MKD German row', 'MKD', 'SKP', 'North Macedonia', 'DEU', '2027-06-09', true, 'passport-validity-mkd-deu-aut'],
  ['MKD default 3 months after leaving (kept)', 'MKD', 'SKP', 'North Macedonia', 'FRA', '2027-03-20', false, 'passport-validity-mkd'],
  ['ARG default valid at entry (the consulate, kept)', 'ARG', 'EZE', 'Argentina', 'FRA', '2026-12-10', false, 'passport-validity-arg'],
  ['ARG Irish row 6 months from arrival, 1 page', 'ARG', 'EZE', 'Argentina', 'IRL', '2027-06-10', false, 'passport-validity-arg-irl'],
  ['ARG Irish row', 'ARG', 'EZE', 'Argentina', 'IRL', '2027-06-09', true, 'passport-validity-arg-irl'],
  ['ARG Spanish row 3 months from arrival', 'ARG', 'EZE', 'Argentina', 'ESP', '2027-03-09', true, 'passport-validity-arg-esp-aut'],
  ['ISR kept: 6 months after leaving (Ministry of Tourism; the AA 2026 three months for ETA-IL not followed)', 'ISR', 'TLV', 'Israel', 'DEU', '2027-06-19', true, 'passport-validity-isr'],
  ['ISR kept', 'ISR', 'TLV', 'Israel', 'DEU', '2027-06-20', false, 'passport-validity-isr'],
  ['CMR 6 months from arrival, 1 page (AA 2026, Ireland 2026)', 'CMR', 'DLA', 'Cameroon', 'FRA', '2027-06-10', false, 'passport-validity-cmr'],
  ['CMR', 'CMR', 'DLA', 'Cameroon', 'FRA', '2027-06-09', true, 'passport-validity-cmr'],
];

describe('nwwvalidity: how the 2026 pages are cited', () => {
  it('every citation is an official page at https, OTHER_OFFICIAL, read today, with the file, key and commit in the note', () => {
    expect(a2Sources.length).toBeGreaterThanOrEqual(80);
    for (const { t, s } of a2Sources) {
      expect(s.type, t).toBe('GOVERNMENT');
      expect(s.tier, t).toBe('OTHER_OFFICIAL');
      expect(s.readAt, t).toBe(s.note.includes('auditfix') ? '2026-11-28' : '2026-11-27'); // auditfix (2026-11-28) read the same copies a day later
      expect(s.url.startsWith('https://'), t).toBe(true);
      const m = /worker\/data\/latest\/([A-Z]{3})\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \(fetched (\d{4}-\d\d-\d\d); lastModified ([^)]+)\)/.exec(s.note);
      expect(m, t).not.toBeNull();
      expect(m![1], t).toBe(t);
      // publishedAt is the page's lastModified as a date, omitted (and said so) when the copy has none.
      if ((m![4] ?? '').startsWith('null')) {
        expect(s.publishedAt, t).toBeUndefined();
        expect(s.note, t).toContain('no page date, so publishedAt is omitted');
      } else expect((m![4] ?? '').startsWith(s.publishedAt!), t).toBe(true);
      expect(s.note, t).toMatch(/Source of: '.+'/);
      expect(s.title, t).toMatch(/: .+ travel advice, .+$/);
    }
  });

  it('the Auswärtiges Amt\'s 2026 page is cited with its own address in every row that cites the 2024 copy', () => {
    const aa2026 = a2Sources.filter((x) => x.s.note.includes("source 'de'"));
    expect(aa2026.length).toBeGreaterThanOrEqual(30);
    for (const { t, s } of aa2026) expect(new URL(s.url).host, t).toBe('www.auswaertiges-amt.de');
    for (const d of table.destinations.filter((x) => x.sources.some((s) => s.url === AA_INDEX))) {
      const i2024 = d.sources.findIndex((s) => s.url === AA_INDEX);
      const i2026 = d.sources.findIndex((s) => s.note.includes(A2) && s.note.includes("source 'de'"));
      const where = `${d.territory}${d.id ? `-${d.id}` : ''}`;
      expect(i2026, where).toBeGreaterThanOrEqual(0);
      // Cited before the copy, except where this pass appended the 2026 pages after a kept row's sources (Morocco, Argentina).
      if (!['MAR', 'ARG'].includes(where)) expect(i2026, where).toBeLessThan(i2024);
    }
  });
});

describe('nwwvalidity: the ten partly covered destinations', () => {
  it('Libya, North Korea, Ukraine and Saint Vincent are COVERED for a passport without a row of its own', () => {
    expect(coverage(answer(roundTrip('MJI', A, L), ['ITA']), 'LBY')).toBe('COVERED');
    expect(coverage(answer(roundTrip('FNJ', A, L), ['CHN']), 'PRK')).toBe('COVERED');
    expect(coverage(answer(roundTrip('KBP', A, L), ['NLD']), 'UKR')).toBe('COVERED');
    expect(coverage(answer(roundTrip('SVD', A, L), ['USA']), 'VCT')).toBe('COVERED');
    for (const t of ['LBY', 'PRK']) expect((table.notCovered ?? []).some((n) => n.territory === t), t).toBe(false);
  });

  it('Libya: 6 months from arrival and a page (the AA and Italy 2026; Italy and the U.S. the page); the four governments keep their rows', () => {
    expect(row('LBY')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    expect(row('LBY').sources.map((s) => new URL(s.url).host)).toEqual(['www.auswaertiges-amt.de', 'www.viaggiaresicuri.it', 'www.exteriores.gob.es']);
    expect(rows('LBY').map((d) => d.id ?? '').sort()).toEqual(['', 'can', 'deu', 'gbr', 'irl', 'usa']);
  });

  it('North Korea: Spain and Italy state six months without a day, so the default counts from departure (text sixMonths)', () => {
    expect(row('PRK')).toMatchObject({ months: 6, from: 'DEPARTURE', text: 'sixMonths' });
    expect(row('PRK', 'deu')).toMatchObject({ months: 3, from: 'ARRIVAL' });
    expect(row('PRK', 'deu').sources[0]!.publishedAt).toBe('2026-02-27');
  });

  it('Ukraine: the stay (GOV.UK and Spain 2026), the border guard\'s list kept; German, French, Italian and Canadian rows', () => {
    expect(row('UKR')).toMatchObject({ months: 0, from: 'ARRIVAL' });
    expect(row('UKR').noComputedDate).toBeUndefined();
    expect(row('UKR').partialScope).toBeUndefined();
    expect(row('UKR').sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'DESTINATION_GOVERNMENT']);
    expect(row('UKR', 'deu')).toMatchObject({ days: 0, from: 'ARRIVAL' });
    expect(textKey(row('UKR', 'fra'))).toBe('departure3Blank2');
    expect(row('UKR', 'ita')).toMatchObject({ months: 3, text: 'threeMonths' });
    expect(row('UKR', 'can')).toMatchObject({ months: 6, from: 'DEPARTURE' });
  });

  it('Saint Vincent: three governments (6 months after leaving) over two (from arrival); OECS passports a no-minimum row with the tourism authority\'s national-ID exception', () => {
    expect(row('VCT')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('VCT', 'oecs')).toMatchObject({ passports: ['ATG', 'DMA', 'GRD', 'KNA', 'LCA'], noComputedDate: true, text: 'vct' });
    expect(row('VCT').sources.map((s) => new URL(s.url).host)).toEqual(['www.auswaertiges-amt.de', 'www.diplomatie.gouv.fr', 'www.bmeia.gv.at', 'discoversvg.com']);
    expect(row('VCT', 'esp')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    const dma = answer(roundTrip('SVD', A, L), ['DMA'], '2026-12-11');
    expect(ids(dma).filter((i) => i.startsWith('passport-validity-vct'))).toEqual(['passport-validity-vct-oecs']);
    expect(coverage(dma, 'VCT')).toBe('PARTIAL');
    expect(dma.data.attributes.headline.includes('expires too soon for Saint Vincent')).toBe(false);
  });

  it('Eritrea, Oman and the Common Travel Area and India/Nepal rows stay partial: the 2026 pages do not speak for the passports left out', () => {
    expect(row('ERI').exemptPassports).toEqual(['ETH', 'KEN', 'SDN', 'UGA']);
    expect(row('OMN').exemptPassports).toEqual(['ARE', 'BHR', 'KWT', 'QAT', 'SAU']);
    // validityrest: British passports in Ireland are answered for arrivals from outside the Common Travel Area since the fifteenth pass
    // (the Minister for Justice's written answer of 2022 on section 11 of the Immigration Act 2004), so IRL-gbr has no partialScope any more.
    for (const [t, id] of [['GBR', 'irl'], ['IND', 'nepal-bhutan'], ['NPL', 'india']] as const) expect(row(t, id).partialScope, t).toBeDefined();
    expect(row('IRL', 'gbr').partialScope).toBeUndefined();
  });
});

describe('nwwvalidity: the rows aavalidity kept', () => {
  it('Macao: 90 days after leaving (GOV.UK, the AA, Italy, Austria 2026); the U.S. consulate\'s month and Canada\'s 30 days are their own rows', () => {
    expect(row('MAC')).toMatchObject({ days: 90, from: 'DEPARTURE' });
    expect(row('MAC', 'usa')).toMatchObject({ months: 1, from: 'DEPARTURE', text: 'oneMonth' });
    expect(textKey(row('MAC', 'can'))).toBe('departureDays30');
    expect(textKey(row('MAC', 'irl'))).toBe('departure1');
  });

  it('Australia: the stay (four 2026 pages); valid at entry only for U.S. and Canadian passports', () => {
    expect(row('AUS')).toMatchObject({ months: 0, from: 'ARRIVAL' });
    expect(row('AUS', 'usa')).toMatchObject({ days: 0, blankPages: 1 });
    expect(row('AUS', 'can')).toMatchObject({ days: 0 });
  });

  it('Mali and Niger: six months from arrival now that two governments agree; the U.S. rule is the U.S. row', () => {
    expect(row('MLI')).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(row('MLI').blankPages).toBeUndefined();
    expect(row('NER')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 2 });
    expect(row('NER', 'can-fra').passports).toEqual(['CAN', 'FRA']);
  });

  it('the Maldives: one month from arrival (GOV.UK, Ireland, the AA, Austria 2026); six months only for the governments that ask it', () => {
    expect(row('MDV')).toMatchObject({ months: 1, from: 'ARRIVAL' });
    expect(textKey(row('MDV'))).toBe('arrival1');
    expect(row('MDV', 'esp-kor')).toMatchObject({ passports: ['ESP', 'KOR'], text: 'sixMonths' });
    expect(row('MDV', 'ita')).toMatchObject({ days: 30, from: 'DEPARTURE' });
  });

  it('Israel keeps the destination\'s own six months after leaving; the AA\'s 2026 three months for ETA-IL travellers are only noted', () => {
    expect(row('ISR')).toMatchObject({ months: 6, from: 'DEPARTURE' });
    expect(row('ISR').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    const aa2026 = row('ISR').sources.find((s) => s.note.includes(A2) && s.note.includes("source 'de'"))!;
    expect(aa2026.note).toMatch(/lediglich drei Monate/);
    expect(row('ISR').sources.find((s) => s.url === AA_INDEX)!.note).toMatch(/superseded/);
    expect(rows('ISR')).toHaveLength(1);
  });

  it('North Macedonia and Argentina keep their defaults; stricter governments get rows for their own passports', () => {
    expect(row('MKD')).toMatchObject({ months: 3, from: 'DEPARTURE' });
    expect(row('MKD', 'deu-aut')).toMatchObject({ passports: ['DEU', 'AUT'], months: 6, from: 'ARRIVAL' });
    expect(row('ARG')).toMatchObject({ days: 0, from: 'ARRIVAL' });
    expect(row('ARG').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(rows('ARG').map((d) => d.id ?? '').sort()).toEqual(['', 'esp-aut', 'irl', 'ita']);
  });

  it('Cameroon: the AA\'s 2026 page counts from entry, as Ireland\'s: 6 months from arrival and a page', () => {
    expect(row('CMR')).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
    expect(row('CMR').text).toBeUndefined();
    expect(row('CMR').sources.find((s) => s.url === AA_INDEX)!.note).toMatch(/superseded/);
  });
});

describe('nwwvalidity: both sides of each boundary date', () => {
  boundaryTests(boundaries, A, L);
});
