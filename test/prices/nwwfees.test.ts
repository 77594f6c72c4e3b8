// Issue 28, branch nwwfees: fees and links from the 2026 advice pages of 16 governments kept as text in the
// public repository JGNWW/Reisadviezen-buddy (commit 8d9dd4d of 2026-08-22). Each page writes for its own
// citizens, so every new amount prices one passport only (README Decisions). The Auswärtiges Amt's 2026
// page (key de) is cited beside the 2024 copy on the German rows of aalinks, and corrects Madagascar's.
// Chad's e-visa is linked to the address Italy's page names. Expected amounts are typed from the page words
// quoted in the data notes, not copied from the engine's output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amounts, answer, datedAnswer, feeLabel, feeRow, feeTable, record, unpricedReason } from './answers.js';
import { portalTableProblems, type PortalTable } from '../../src/prices/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const portals = (): PortalTable => JSON.parse(readFileSync(join(ROOT, 'data', 'links', 'official-portals.json'), 'utf8')) as PortalTable;
const NWW_NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/[A-Z]{3}\.json, source '(fr|es|it|at|kr|de)', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-22; lastModified .+?\)\. Source of: '.+'/s;
const HOST: Record<string, string> = { FRA: 'www.diplomatie.gouv.fr', ESP: 'www.exteriores.gob.es', ITA: 'www.viaggiaresicuri.it', AUT: 'www.bmeia.gv.at', KOR: 'www.0404.go.kr' };

// [fee id, passport, from, to, record, amounts typed from the page, another passport, its airport, page date or null]
const NEW: Array<[string, string, string, string, string, Array<[number, string]>, string, string, string | null]> = [
  ['fee-bgd-visa-on-arrival-ita', 'ITA', 'FCO', 'DAC', 'visa-bgd-visa-on-arrival', [[51, 'USD']], 'ESP', 'MAD', '2026-05-05'],
  ['fee-bgd-visa-on-arrival-kor', 'KOR', 'ICN', 'DAC', 'visa-bgd-visa-on-arrival', [[51, 'USD']], 'JPN', 'NRT', null],
  ['fee-eth-visa-on-arrival-kor', 'KOR', 'ICN', 'ADD', 'visa-eth-visa-on-arrival', [[60, 'USD']], 'JPN', 'NRT', null],
  ['fee-mwi-visa-on-arrival-esp', 'ESP', 'MAD', 'LLW', 'visa-mwi-visa-on-arrival', [[50, 'USD']], 'KOR', 'ICN', '2026-06-09'],
  ['fee-mwi-visa-on-arrival-aut', 'AUT', 'VIE', 'LLW', 'visa-mwi-visa-on-arrival', [[50, 'USD']], 'CHE', 'ZRH', '2026-07-09'],
  ['fee-irn-visa-on-arrival-fra', 'FRA', 'CDG', 'IKA', 'visa-irn-visa-on-arrival', [[75, 'EUR']], 'ITA', 'FCO', '2026-03-09'],
  ['fee-mhl-visa-on-arrival-kor', 'KOR', 'ICN', 'MAJ', 'visa-mhl-visa-on-arrival', [[100, 'USD']], 'JPN', 'NRT', null],
  ['fee-ben-e-visa-kor', 'KOR', 'ICN', 'COO', 'visa-ben-e-visa', [[50, 'EUR'], [75, 'EUR']], 'JPN', 'NRT', null],
  ['fee-ssd-e-visa-kor', 'KOR', 'ICN', 'JUB', 'visa-ssd-e-visa', [[100, 'USD']], 'JPN', 'NRT', null],
  ['fee-bhr-visa-on-arrival-fra', 'FRA', 'CDG', 'BAH', 'visa-bhr-visa-on-arrival', [[5, 'BHD'], [12, 'BHD']], 'ITA', 'FCO', '2026-07-17'],
  ['fee-bhr-visa-on-arrival-kor', 'KOR', 'ICN', 'BAH', 'visa-bhr-visa-on-arrival', [[5, 'BHD'], [12, 'BHD']], 'JPN', 'NRT', null],
  ['fee-com-visa-on-arrival-esp', 'ESP', 'MAD', 'HAH', 'visa-com-visa-on-arrival', [[30, 'EUR']], 'FRA', 'CDG', '2026-05-18'],
  ['fee-jor-visa-on-arrival-fra', 'FRA', 'CDG', 'AMM', 'visa-jor-visa-on-arrival', [[40, 'JOD']], 'JPN', 'NRT', '2026-07-22'],
  ['fee-jor-visa-on-arrival-esp', 'ESP', 'MAD', 'AMM', 'visa-jor-visa-on-arrival', [[40, 'JOD']], 'JPN', 'NRT', '2026-03-31'],
  ['fee-jor-visa-on-arrival-ita', 'ITA', 'FCO', 'AMM', 'visa-jor-visa-on-arrival', [[40, 'JOD']], 'JPN', 'NRT', '2026-06-23'],
  ['fee-jor-visa-on-arrival-kor', 'KOR', 'ICN', 'AMM', 'visa-jor-visa-on-arrival', [[40, 'JOD']], 'JPN', 'NRT', null],
  ['fee-khm-visa-on-arrival-ita', 'ITA', 'FCO', 'PNH', 'visa-khm-visa-on-arrival', [[30, 'USD']], 'ESP', 'MAD', '2026-04-13'],
  ['fee-khm-visa-on-arrival-kor', 'KOR', 'ICN', 'PNH', 'visa-khm-visa-on-arrival', [[30, 'USD']], 'JPN', 'NRT', null],
  ['fee-bdi-visa-on-arrival-esp', 'ESP', 'MAD', 'BJM', 'visa-bdi-visa-on-arrival', [[90, 'USD']], 'ITA', 'FCO', '2026-05-06'],
  ['fee-bdi-visa-on-arrival-fra', 'FRA', 'CDG', 'BJM', 'visa-bdi-visa-on-arrival', [[90, 'USD']], 'ITA', 'FCO', '2026-03-05'],
  ['fee-omn-visa-on-arrival-fra', 'FRA', 'CDG', 'MCT', 'visa-omn-visa-on-arrival', [[0, 'OMR'], [21, 'OMR']], 'ITA', 'FCO', '2026-07-17'],
  ['fee-mdg-visa-on-arrival-esp', 'ESP', 'MAD', 'TNR', 'visa-mdg-visa-on-arrival', [[10, 'EUR'], [35, 'EUR'], [40, 'EUR'], [50, 'EUR']], 'ITA', 'FCO', '2026-05-18'],
  ['fee-mdg-visa-on-arrival-fra', 'FRA', 'CDG', 'TNR', 'visa-mdg-visa-on-arrival', [[10, 'EUR'], [35, 'EUR'], [40, 'EUR']], 'ITA', 'FCO', '2026-03-10'],
  ['fee-rwa-visa-on-arrival-esp', 'ESP', 'MAD', 'KGL', 'visa-rwa-visa-on-arrival', [[50, 'USD'], [70, 'USD']], 'ITA', 'FCO', '2026-05-06'],
  ['fee-zwe-visa-on-arrival-esp', 'ESP', 'MAD', 'HRE', 'visa-zwe-visa-on-arrival', [[30, 'USD'], [45, 'USD'], [55, 'USD']], 'ITA', 'FCO', '2026-06-09'],
  ['fee-zwe-visa-on-arrival-kor', 'KOR', 'ICN', 'HRE', 'visa-zwe-visa-on-arrival', [[30, 'USD'], [45, 'USD']], 'JPN', 'NRT', null],
];

describe('issue 28, nwwfees: fees for the passports of the 2026 advice pages', () => {
  it.each(NEW)('%s: a %s passport (%s to %s) gets the amounts its page states beside %s', (id, passport, from, to, rec, expected) => {
    const body = datedAnswer(passport, from, to);
    expect(record(body, rec)).toBeDefined();
    expect(amounts(record(body, id))).toEqual(expected);
  });

  it.each(NEW)('%s: another passport at the same destination does not get it', (id, _p, _f, to, rec, _a, other, otherFrom) => {
    const body = datedAnswer(other, otherFrom, to);
    expect(record(body, id)).toBeUndefined();
    // Where the other passport gets the same answer, the record is there without this row.
    const r = record(body, rec);
    if (r) expect(record(body, id)).toBeUndefined();
  });

  it.each(NEW)('%s is limited to %s passports, undated, and cites the page as read', (id, passport, _f, _t, rec, _a, _o, _of, date) => {
    const row = feeRow(id)!;
    expect(row.passports).toEqual([passport]);
    expect(row.priceOf).toEqual([rec]);
    expect(row.startDate).toBeNull();
    expect(row.endDate).toBeNull();
    expect(row.sources).toHaveLength(1);
    const s = row.sources[0]!;
    expect(s.type).toBe('GOVERNMENT');
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.readAt).toBe('2026-11-27');
    expect(new URL(s.url).hostname).toBe(HOST[passport]);
    expect(s.note).toMatch(NWW_NOTE);
    if (date) expect(s.publishedAt).toBe(date);
    else {
      expect(s.publishedAt).toBeUndefined();
      expect(s.note).toMatch(/lastModified null: the page gives no date/);
    }
    expect(row.note).toMatch(/Priced only for (French|Spanish|Italian|Austrian|Korean) passports/);
    expect(unpricedReason(rec)).toMatch(/Retried 2026-11-27 \(nwwfees\)/);
  });

  it('the amounts are in the words the notes quote', () => {
    const q = (id: string) => feeRow(id)!.sources[0]!.note;
    expect(q('fee-bgd-visa-on-arrival-ita')).toMatch(/dietro il pagamento di 51 Dollari USA/);
    expect(q('fee-bgd-visa-on-arrival-kor')).toMatch(/수수료 : \$50 \(세금 포함 51미불\)/);
    expect(q('fee-eth-visa-on-arrival-kor')).toMatch(/60미불\(30일, 현금\)/);
    expect(q('fee-irn-visa-on-arrival-fra')).toMatch(/\(30 jours, 75 €\)/);
    expect(q('fee-ssd-e-visa-kor')).toMatch(/www\.evisa\.gov\.ss.*수수료 : \$100/s);
    expect(q('fee-ben-e-visa-kor')).toMatch(/50Euro\(30일\), 75Euro\(30일이상/);
    expect(q('fee-omn-visa-on-arrival-fra')).toMatch(/gratuit pour les séjours inférieurs à 14 jours, de 21 rials/);
    expect(q('fee-zwe-visa-on-arrival-esp')).toMatch(/30 USD, el de dos entradas 45 USD y, el visado de múltiples entradas, 55 USD/);
    expect(q('fee-mhl-visa-on-arrival-kor')).toMatch(/Visitor Visa: USD 100/);
  });

  it('South Sudan and Benin: a Korean passport gets a price, the others keep only the reported range', () => {
    const jpn = datedAnswer('JPN', 'NRT', 'JUB');
    expect(record(jpn, 'fee-ssd-e-visa-range')).toBeDefined();
    expect(record(jpn, 'fee-ssd-e-visa-kor')).toBeUndefined();
    const kor = datedAnswer('KOR', 'ICN', 'COO');
    expect(amounts(record(kor, 'fee-ben-e-visa-kor'))).toEqual([[50, 'EUR'], [75, 'EUR']]);
  });

  it('not added: approximate, indicative, older or conflicting amounts', () => {
    const ids = new Set(feeTable().fees.map((f) => f.id));
    // "environ 30 euros", "circa 30€", "ca. 30 EUR": the Comoros for French, Italian and German passports.
    for (const id of ['fee-com-visa-on-arrival-fra', 'fee-com-visa-on-arrival-ita', 'fee-com-visa-on-arrival-deu']) expect(ids.has(id)).toBe(false);
    // Kuwait's KWD 3 on the 2026 French and Spanish pages ended on 2025-12-22 (a newer row gives KWD 10).
    expect([...ids].some((i) => /^fee-kwt-.*-(fra|esp)$/.test(i))).toBe(false);
    expect(unpricedReason('visa-kwt-visa-on-arrival')).toMatch(/nwwfees.*KWD 3, which ended on 2025-12-22/s);
    // Malawi: Korea's undated USD 75 against USD 50 on three dated 2026 pages; Zimbabwe: France's 'à titre indicatif'.
    expect(ids.has('fee-mwi-visa-on-arrival-kor')).toBe(false);
    expect(ids.has('fee-zwe-visa-on-arrival-fra')).toBe(false);
    expect(unpricedReason('visa-irq-e-visa')).toMatch(/nwwfees.*aproximadamente de 160\$/s);
  });

  it('the new labels exist in the four locales', () => {
    for (const k of ['visaOnArrivalUpTo15Days', 'visaOnArrival30To60Days', 'visaOnArrival60To90Days', 'eVisaStayUpTo30Days', 'eVisaStayOver30Days', 'mhlVisitorVisa30Days', 'visaStay15Days', 'visaStay30Days', 'visaMultipleEntryValid90Days', 'touristVisaSingleUnder14Days'])
      for (const loc of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) expect(feeLabel(loc, k)).toBeTruthy();
    expect(feeLabel('en-US', 'touristVisaSingleUnder14Days')).toMatch(/under 14 days/);
  });
});

describe('issue 28, nwwfees: the Auswärtiges Amt\'s 2026 page on the German rows of aalinks', () => {
  const AA26 = /^https:\/\/www\.auswaertiges-amt\.de\/de\/service\/laender\/[a-z-]+-node\/[a-z-]+sicherheit-\d+$/;
  it.each([
    ['fee-bhr-visa-on-arrival-deu', '2026-07-21', /Die Gebühr beträgt 5 BHD\. Alternativ kann für 25 BHD/],
    ['fee-lbn-visa-on-arrival-deu', '2026-07-21', /Visa für touristische Aufenthalte sind gebührenfrei/],
    ['fee-jor-visa-on-arrival-deu', '2026-07-31', /derzeit 40 JOD/],
    ['fee-zwe-visa-on-arrival-deu', '2026-08-04', /Gebühr von 30 USD/],
    ['fee-gnb-visa-on-arrival-deu', '2026-07-01', /Kosten 80 EUR für 30 Tage/],
  ])('%s: unchanged in 2026, the 2026 page is cited first, the 2024 copy kept', (id, date, words) => {
    const row = feeRow(id)!;
    expect(row.sources).toHaveLength(2);
    const [s26, s24] = row.sources;
    expect(s26!.url).toMatch(AA26);
    expect(s26!.publishedAt).toBe(date);
    expect(s26!.note).toMatch(NWW_NOTE);
    expect(s26!.note).toMatch(words);
    expect(s24!.url).toBe('https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise');
    expect(row.prices.every((p) => p.source === 0)).toBe(true);
  });

  it('Madagascar: the 2026 amounts win (EUR 30 / 35 / 40 / 50), the 2024 copy kept and marked superseded', () => {
    const row = feeRow('fee-mdg-visa-on-arrival-deu')!;
    expect(row.prices.map((p) => [p.amount, p.currency])).toEqual([[30, 'EUR'], [35, 'EUR'], [40, 'EUR'], [50, 'EUR']]);
    expect(row.sources[0]!.note).toMatch(/bis zu 15 Tagen beträgt derzeit 30 EUR, bis zu 30 Tagen 35 EUR, bis zu 60 Tagen 40 EUR und bis zu 90 Tagen 50 EUR/);
    expect(row.sources[0]!.publishedAt).toBe('2026-07-09');
    expect(row.sources[1]!.note).toMatch(/Superseded 2026-11-27 \(nwwfees\)/);
    expect(amounts(record(datedAnswer('DEU', 'FRA', 'TNR'), 'fee-mdg-visa-on-arrival-deu'))).toEqual([[30, 'EUR'], [35, 'EUR'], [40, 'EUR'], [50, 'EUR']]);
    // Spain's page (older, 2026-05-18) keeps the EUR 10 short-stay charge for Spanish passports.
    expect(amounts(record(datedAnswer('ESP', 'MAD', 'TNR'), 'fee-mdg-visa-on-arrival-esp'))[0]).toEqual([10, 'EUR']);
  });

  it('Burundi: the 2026 page states no amount, so the 2024 USD 90 stays and the 2026 page is added after it', () => {
    const row = feeRow('fee-bdi-visa-on-arrival-deu')!;
    expect(row.prices.map((p) => [p.amount, p.currency])).toEqual([[90, 'USD']]);
    expect(row.sources).toHaveLength(2);
    expect(row.sources[1]!.url).toMatch(AA26);
    expect(row.sources[1]!.note).toMatch(/no amount/);
  });
});

describe('issue 28, nwwfees: Chad\'s e-visa linked from Italy\'s page', () => {
  it('the row links https://evisa.td/, cited as Italy\'s 2026 page, and Chad is no longer left out', () => {
    const t = portals();
    const r = t.links.find((l) => l.destination === 'TCD' && l.answer === 'e-visa')!;
    expect(r.url).toBe('https://evisa.td/');
    const s = r.sources[0]!;
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.url).toBe('https://www.viaggiaresicuri.it/find-country/country/TCD');
    expect(s.publishedAt).toBe('2026-05-11');
    expect(s.note).toMatch(/Il visto d'ingresso è necessario, ottenibile on line: https:\/\/evisa\.td\//);
    expect(t.leftOut?.find((l) => l.destination === 'TCD')).toBeUndefined();
    expect(portalTableProblems(t)).toEqual([]);
  });

  it.each([['FRA', 'CDG'], ['ITA', 'FCO']])('a %s passport to N\'Djamena gets the e-visa answer linked to evisa.td', (p, from) => {
    const rec = record(answer(p, from, 'NDJ'), 'visa-tcd-e-visa')!;
    expect(rec).toBeDefined();
    expect(rec.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://evisa.td/' }]);
  });

  it('the other unlinked destinations carry a dated nwwfees retry', () => {
    for (const d of ['BLR', 'BOL', 'GUY', 'ISR', 'KNA', 'LBR', 'LBY', 'MAR', 'QAT', 'SLV', 'STP', 'ZAF'])
      expect(portals().leftOut?.find((l) => l.destination === d)?.reason).toMatch(/Researched again 2026-11-27 \(nwwfees, the 2026 advice pages of 16 governments/);
  });
});
