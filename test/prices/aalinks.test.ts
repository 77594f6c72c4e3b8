// Issue 28, branch aalinks: application links and fees from the German Foreign Office's travel advice
// (Auswärtiges Amt, "Reise- und Sicherheitshinweise", 2024, read in the Markdown copy kept in the public
// repository LBroe/Reisehinweise, commit a33fac5 of 2024-11-26). The page is written for German citizens:
// the DR Congo's portal address does not depend on nationality and is linked for every e-visa answer; the
// amounts price German passports only. Two more rows from pages read on the way: Guyana's visitor visa
// (the issuing department's own page, every passport) and Togo's e-visa for US passports (the State
// Department's page in the marcolussetti/travel-advisories scrapes). Expected values are typed from the
// pages quoted in the data files' notes, not copied from the engine's output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amounts, answer, datedAnswer, feeLabel, feeRow, feeTable, record, unpricedReason } from './answers.js';

/** The fee row `id` prices the answer `rec` for the passport it is scoped to (flown from its airport) and not for
 * another passport that gets the same answer. */
function expectOnlyFor([p, from]: readonly [string, string], [other, otherFrom]: readonly [string, string], to: string, rec: string, id: string, expected: Array<[number, string]>): void {
  const own = datedAnswer(p, from, to);
  expect(record(own, rec)).toBeDefined();
  expect(amounts(record(own, id))).toEqual(expected);
  const o = datedAnswer(other, otherFrom, to);
  expect(record(o, rec)).toBeDefined();
  expect(record(o, id)).toBeUndefined();
}
import { portalTableProblems, type PortalTable } from '../../src/prices/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const portals = (): PortalTable => JSON.parse(readFileSync(join(ROOT, 'data', 'links', 'official-portals.json'), 'utf8')) as PortalTable;
const AA_URL = 'https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise';
const AA_NOTE = /^Read in a Markdown copy of the page with its wording kept \(HTML converted\) in the public repository LBroe\/Reisehinweise, countries\/[^,]+\.md, commit a33fac5 of 2024-11-26 \(the file last changed in commit [0-9a-f]{7} of 2024-\d{2}-\d{2}\); the page's own 'Stand' date is not kept\. '.+' \(.+\)/s;

describe('issue 28, aalinks: the DR Congo\'s e-visa portal named by the Auswärtiges Amt', () => {
  const cod = () => portals().links.find((l) => l.destination === 'COD' && l.answer === 'e-visa');

  it('the row links https://evisa.gouv.cd/ on the government-reserved gouv.cd domain, cited as the AA page', () => {
    const r = cod()!;
    expect(r.url).toBe('https://evisa.gouv.cd/');
    expect(new URL(r.url).hostname.endsWith('.gouv.cd')).toBe(true);
    expect(r.sources).toHaveLength(1);
    const s = r.sources[0]!;
    expect(s.type).toBe('GOVERNMENT');
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.url).toBe(AA_URL);
    expect(s.title).toMatch(/^Auswärtiges Amt \(German Federal Foreign Office\): Democratic Republic of the Congo: Reise- und Sicherheitshinweise/);
    expect(s.readAt).toBe('2026-11-27');
    expect(s.publishedAt).toBe('2024-11-20');
    expect(s.note).toMatch(AA_NOTE);
    expect(s.note).toMatch(/countries\/DemokratischeRepublikKongo\.md.*commit 024fcc9 of 2024-11-20/);
    // The words the link rests on, and why it is the product answered (the seven-day airport visa).
    expect(s.note).toMatch(/Visum für Kurzaufenthalte bis zu sieben Tage \[online\]\(https:\/\/evisa\.gouv\.cd\/\)/);
    expect(s.note).toMatch(/fee-cod-e-visa/);
  });

  it.each([
    ['DEU', 'FRA'],
    ['IND', 'DEL'],
    ['USA', 'JFK'],
  ])('a %s passport to Kinshasa gets the e-visa answer linked to the portal, with the AA page among its sources', (passport, from) => {
    const rec = record(answer(passport, from, 'FIH'), 'visa-cod-e-visa')!;
    expect(rec).toBeDefined();
    expect(rec.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://evisa.gouv.cd/' }]);
    const aa = rec.attributes.sources.filter((s) => s.url === AA_URL);
    expect(aa).toHaveLength(1);
    expect(aa[0]!.tier).toBe('OTHER_OFFICIAL');
  });

  // reviews12 answers a visa from the embassy for Canadian, British and Irish passports (newer advice pages);
  // those answers are not the e-visa and keep no link.
  it('the passports whose newer advice says "visa from the embassy" get neither the e-visa record nor the link', () => {
    const body = answer('GBR', 'LHR', 'FIH');
    expect(record(body, 'visa-cod-e-visa')).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('evisa.gouv.cd');
  });

  it('the DR Congo is no longer left out; the others carry a dated retry naming what the AA page gave', () => {
    const t = portals();
    expect(t.leftOut?.find((l) => l.destination === 'COD')).toBeUndefined();
    for (const l of t.leftOut ?? []) expect(l.reason).toMatch(/Researched again 2026-11-27 \(aalinks, the Auswärtiges Amt's Reise- und Sicherheitshinweise/);
    // São Tomé: the AA gives the same http-only address, still not linked.
    expect(t.leftOut?.find((l) => l.destination === 'STP')?.reason).toMatch(/aalinks.*http:\/\/www\.smf\.st\/evisa\/index\.php.*http only; not linked/);
    // Mexico: the AA's form is the FMM, not the SAE the ETA answer is.
    expect(t.leftOut?.find((l) => l.destination === 'MEX')?.reason).toMatch(/aalinks.*FMM and not the SAE/);
    expect(t.links.find((l) => l.destination === 'STP')).toBeUndefined();
  });

  it('the table passes its own checks', () => {
    expect(portalTableProblems(portals())).toEqual([]);
  });
});

// [id, destination airport, record, amounts typed from the AA page, file, last-change commit, date]
const DEU_FEES: Array<[string, string, string, Array<[number, string]>, string, string, string]> = [
  ['fee-bhr-visa-on-arrival-deu', 'BAH', 'visa-bhr-visa-on-arrival', [[5, 'BHD'], [25, 'BHD']], 'Bahrain.md', '024fcc9', '2024-11-20'],
  // Corrected by nwwfees: the AA's 2026 page (lastModified 2026-07-09) gives EUR 30 / 35 / 40 / 50 by length of stay.
  ['fee-mdg-visa-on-arrival-deu', 'TNR', 'visa-mdg-visa-on-arrival', [[30, 'EUR'], [35, 'EUR'], [40, 'EUR'], [50, 'EUR']], 'Madagaskar.md', '024fcc9', '2024-11-20'],
  ['fee-lbn-visa-on-arrival-deu', 'BEY', 'visa-lbn-visa-on-arrival', [[0, 'USD']], 'Libanon.md', '024fcc9', '2024-11-20'],
  ['fee-jor-visa-on-arrival-deu', 'AMM', 'visa-jor-visa-on-arrival', [[40, 'JOD']], 'Jordanien.md', '173a3a7', '2024-10-02'],
  ['fee-bdi-visa-on-arrival-deu', 'BJM', 'visa-bdi-visa-on-arrival', [[90, 'USD']], 'Burundi.md', '024fcc9', '2024-11-20'],
  ['fee-zwe-visa-on-arrival-deu', 'HRE', 'visa-zwe-visa-on-arrival', [[30, 'USD']], 'Simbabwe.md', '024fcc9', '2024-11-20'],
  ['fee-gnb-visa-on-arrival-deu', 'OXB', 'visa-gnb-visa-on-arrival', [[80, 'EUR']], 'Guineabissau.md', '024fcc9', '2024-11-20'],
];

describe('issue 28, aalinks: visas on arrival priced for German passports from the AA pages', () => {
  it.each(DEU_FEES)('%s: a German passport (Frankfurt to %s) gets the amounts the page states beside %s', (id, to, rec, expected) => {
    const body = datedAnswer('DEU', 'FRA', to);
    expect(record(body, rec)).toBeDefined();
    expect(amounts(record(body, id))).toEqual(expected);
  });

  it.each(DEU_FEES)('%s: a French passport at the same answer gets no such fee', (id, to, rec) => {
    const body = datedAnswer('FRA', 'CDG', to);
    expect(record(body, rec)).toBeDefined();
    expect(record(body, id)).toBeUndefined();
  });

  it.each(DEU_FEES)('%s is limited to German passports, undated (an "as of" amount) and cites the AA page as read', (id, _to, rec, _a, file, commit, date) => {
    const row = feeRow(id)!;
    expect(row.passports).toEqual(['DEU']);
    expect(row.exceptPassports).toBeUndefined();
    expect(row.priceOf).toEqual([rec]);
    expect(row.documentType).toBe('VISA');
    expect(row.startDate).toBeNull();
    expect(row.endDate).toBeNull();
    // nwwfees added the AA's 2026 page (its own address) beside the 2024 copy: the 2024 source is still there.
    expect(row.sources.length).toBeLessThanOrEqual(2);
    const s = row.sources.find((x) => x.url === AA_URL)!;
    expect(s).toBeDefined();
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.publishedAt).toBe(date);
    expect(s.note).toMatch(AA_NOTE);
    expect(s.note).toContain(`countries/${file}, commit a33fac5 of 2024-11-26 (the file last changed in commit ${commit} of ${date})`);
    expect(row.note).toMatch(/Priced only for German passports/);
    // The record stays listed unpriced for the other passports, with this pass's retry.
    expect(unpricedReason(rec)).toMatch(/Retried 2026-11-27 \(aalinks\): the Auswärtiges Amt's Reise- und Sicherheitshinweise/);
  });

  it('the amounts are in the German words the notes quote', () => {
    expect(feeRow('fee-bhr-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/bis zu 14 Tagen erteilt\. Die Gebühr beträgt 5 BHD.*Die Gebühr beträgt 25 BHD/s);
    expect(feeRow('fee-mdg-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/Verwaltungsgebühr von 10 EUR.*zwischen 15 und 30 Tagen beträgt derzeit 35 EUR/s);
    expect(feeRow('fee-lbn-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/Visa für touristische Aufenthalte sind gebührenfrei/);
    expect(feeRow('fee-jor-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/derzeit 40 JOD/);
    expect(feeRow('fee-bdi-visa-on-arrival-deu')!.sources[0]!.note).toMatch(/Kosten 90 USD pro beantragtem Monat/);
    expect(feeRow('fee-zwe-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/Gebühr von 30 USD/);
    expect(feeRow('fee-gnb-visa-on-arrival-deu')!.sources.find((x) => x.url === AA_URL)!.note).toMatch(/Kosten 80 EUR für 30 Tage/);
  });

  it('the new labels read in English as the choices the pages give', () => {
    expect(feeLabel('en-US', 'visaSingleEntry14Days')).toMatch(/14 days/);
    expect(feeLabel('en-US', 'visaMultipleEntry30DaysIn3Months')).toMatch(/30 days within 3 months/);
    expect(feeLabel('en-US', 'mdgBorderFeeStayUnder15Days')).toMatch(/under 15 days: no visa fee/);
    expect(feeLabel('en-US', 'visaOnArrival15To30Days')).toMatch(/15 to 30 days/);
    for (const loc of ['de-DE', 'es-ES', 'fr-FR']) expect(feeLabel(loc, 'mdgBorderFeeStayUnder15Days')).toBeTruthy();
  });
});

// Where the AA disagrees with, or adds nothing to, a newer or more exact source, the newer or exact one stands.
describe('issue 28, aalinks: what the AA amounts did not change', () => {
  it('Zimbabwe: Irish passports keep the newer Irish amounts (USD 55 / 75 / 90; fees by nationality), German ones get USD 30', () => {
    expect(amounts(record(datedAnswer('IRL', 'DUB', 'HRE'), 'fee-zwe-visa-on-arrival-irl'))).toEqual([[55, 'USD'], [75, 'USD'], [90, 'USD']]);
    expect(record(datedAnswer('IRL', 'DUB', 'HRE'), 'fee-zwe-visa-on-arrival-deu')).toBeUndefined();
    expect(record(datedAnswer('DEU', 'FRA', 'HRE'), 'fee-zwe-visa-on-arrival-irl')).toBeUndefined();
  });

  it('Kuwait: the AA\'s "ca. 10 EUR" (2024) is not added; from 2025-12-23 German passports stay unpriced, before it KWD 3 stands', () => {
    expect(record(datedAnswer('DEU', 'FRA', 'KWI'), 'fee-kwt-visa-on-arrival')).toBeUndefined();
    expect(amounts(record(datedAnswer('DEU', 'FRA', 'KWI', '2025-06-01'), 'fee-kwt-visa-on-arrival'))).toEqual([[3, 'KWD']]);
    expect(feeTable().fees.some((f) => f.id.startsWith('fee-kwt') && f.passports?.length === 1 && f.passports[0] === 'DEU')).toBe(false);
    expect(unpricedReason('visa-kwt-visa-on-arrival')).toMatch(/aalinks.*ca\. 10 EUR/);
  });

  it('approximate amounts ("ca.") are not shown as prices: Comoros, Rwanda, Bangladesh stay unpriced for German passports', () => {
    for (const [to, rec] of [['HAH', 'visa-com-visa-on-arrival'], ['KGL', 'visa-rwa-visa-on-arrival'], ['DAC', 'visa-bgd-visa-on-arrival']] as const) {
      const body = datedAnswer('DEU', 'FRA', to);
      expect(record(body, rec)).toBeDefined();
      expect(body.included.some((r) => r.type === 'PRODUCT' && r.id.endsWith('-deu'))).toBe(false);
      expect(unpricedReason(rec)).toMatch(/aalinks.*ca\./);
    }
  });

  it('Burundi: the AA\'s USD 90 agrees with the newer UK and Irish pages', () => {
    for (const [p, from, id] of [['GBR', 'LHR', 'fee-bdi-visa-on-arrival-gbr'], ['DEU', 'FRA', 'fee-bdi-visa-on-arrival-deu']] as const) {
      expect(amounts(record(datedAnswer(p, from, 'BJM'), id))[0]).toEqual([90, 'USD']);
    }
  });

  it('e-visas of German passports whose AA page states no amount stay unpriced with a dated retry', () => {
    for (const rec of ['visa-irq-e-visa', 'visa-pak-e-visa', 'visa-tcd-e-visa', 'visa-gin-e-visa', 'visa-cub-e-visa', 'visa-png-eta']) {
      expect(unpricedReason(rec)).toMatch(/Retried 2026-11-27 \(aalinks\): the Auswärtiges Amt's/);
    }
  });
});

describe('issue 28, aalinks: Guyana\'s visitor visa and Togo\'s e-visa for US passports', () => {
  it.each([
    ['IND', 'DEL'],
    ['CHN', 'PEK'],
    ['NGA', 'LOS'],
  ])('Guyana: a %s passport\'s e-visa answer is priced USD 25 (Department of Citizenship, every passport)', (passport, from) => {
    const body = datedAnswer(passport, from, 'GEO');
    expect(record(body, 'visa-guy-e-visa')).toBeDefined();
    expect(amounts(record(body, 'fee-guy-e-visa'))).toEqual([[25, 'USD']]);
  });

  it('Guyana: the row cites the issuing department\'s page and keeps the former unpriced history; the record is no longer unpriced', () => {
    const row = feeRow('fee-guy-e-visa')!;
    expect(row.passports).toBeUndefined();
    expect(row.sources.map((s) => [s.url, s.tier])).toEqual([['https://doc.gov.gy/', 'DESTINATION_GOVERNMENT']]);
    expect(row.sources[0]!.note).toMatch(/The cost is five thousand one hundred and twenty five Guyana dollars \(\$5, 125\.00\) or twenty five US Dollars \(US\$25\.00\)/);
    expect(row.note).toMatch(/Research history \(formerly the unpriced row\): Only USD 25 per month/);
    expect(feeTable().unpriced.find((u) => u.record === 'visa-guy-e-visa')).toBeUndefined();
  });

  it('Togo: a US passport gets the 15-day single-entry line (XOF 25,000), a German one gets none', () => {
    expect(amounts(record(datedAnswer('USA', 'JFK', 'LFW'), 'fee-tgo-e-visa-usa'))).toEqual([[25000, 'XOF']]);
    expect(record(datedAnswer('DEU', 'FRA', 'LFW'), 'fee-tgo-e-visa-usa')).toBeUndefined();
    const row = feeRow('fee-tgo-e-visa-usa')!;
    expect(row.passports).toEqual(['USA']);
    expect(row.sources[0]!.publishedAt).toBe('2025-07-31');
    expect(row.sources[0]!.note).toMatch(/unitedstates\/Togo\/Entry, Exit and Visa Requirements\.md, commit bbc331d of 2026-08-22/);
    expect(feeLabel('en-US', 'tgoTouristVisa15DaysSingle')).toMatch(/not shown/);
    expect(unpricedReason('visa-tgo-e-visa')).toMatch(/aalinks.*fee-tgo-e-visa-usa/);
  });
});

// The State Department's pages (read in the same scrapes; not mined by linksfeeds) price three more visas on
// arrival for US passports; nothing newer read gives another amount.
describe('issue 28, aalinks: visas on arrival priced for US passports from the State Department\'s pages', () => {
  // [id, airport, record, amounts typed from the page, page date, another passport answered the same, its airport]
  const US: Array<[string, string, string, Array<[number, string]>, string, string, string]> = [
    ['fee-bdi-visa-on-arrival-usa', 'BJM', 'visa-bdi-visa-on-arrival', [[90, 'USD']], '2023-06-27', 'CAN', 'YYZ'],
    ['fee-tuv-visa-on-arrival-usa', 'FUN', 'visa-tuv-visa-on-arrival', [[100, 'AUD']], '2025-05-12', 'CAN', 'YYZ'],
    ['fee-rwa-visa-on-arrival-usa', 'KGL', 'visa-rwa-visa-on-arrival', [[50, 'USD'], [70, 'USD']], '2022-04-20', 'CHN', 'PEK'],
  ];

  it.each(US)('%s: a US passport gets the amounts the page states, another passport at the same answer does not', (id, to, rec, expected, _d, other, from) => {
    expectOnlyFor(['USA', 'JFK'], [other, from], to, rec, id, expected);
  });

  it.each(US)('%s cites the State Department page as scraped, limited to US passports', (id, _to, rec, _a, date) => {
    const row = feeRow(id)!;
    expect(row.passports).toEqual(['USA']);
    expect(row.priceOf).toEqual([rec]);
    const s = row.sources[0]!;
    expect(new URL(s.url).hostname).toBe('travel.state.gov');
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.publishedAt).toBe(date);
    expect(s.note).toMatch(/marcolussetti\/travel-advisories, unitedstates\/[A-Za-z]+\/Entry, Exit and Visa Requirements\.md, commit bbc331d of 2026-08-22/);
    expect(unpricedReason(rec)).toMatch(new RegExp(`aalinks.*${id}`));
  });

  it('Rwanda: the exact US amounts agree with the AA\'s approximate ones, which still price no German passport', () => {
    expect(feeRow('fee-rwa-visa-on-arrival-usa')!.sources[0]!.note).toMatch(/\$50 \(single entry\) or \$70 \(multiple entry\)/);
    expect(unpricedReason('visa-rwa-visa-on-arrival')).toMatch(/ca\. 50 USD/);
    expect(feeTable().fees.some((f) => f.id.startsWith('fee-rwa') && f.passports?.includes('DEU'))).toBe(false);
  });
});

// GOV.UK's entry requirements (the same scrapes) call three visas on arrival free for British citizens; linksfeeds
// priced amounts only. A free visa on arrival stated by such a page is priced 0 (README Decisions, the Maldives).
describe('issue 28, aalinks: free visas on arrival for British passports (GOV.UK)', () => {
  // [id, airport, record, page date, words typed from the page, another passport at the same answer, its airport]
  const UK: Array<[string, string, string, string, RegExp, string, string]> = [
    ['fee-lbn-visa-on-arrival-gbr', 'BEY', 'visa-lbn-visa-on-arrival', '2026-08-10', /free single-entry tourist or family visit visa on arrival at Beirut airport/, 'CAN', 'YYZ'],
    ['fee-ton-visa-on-arrival-gbr', 'TBU', 'visa-ton-visa-on-arrival', '2026-03-19', /Border officials will issue a free visa on when you arrive/, 'CAN', 'YYZ'],
    ['fee-wsm-visa-on-arrival-gbr', 'APW', 'visa-wsm-visa-on-arrival', '2026-03-19', /Border officials will issue a free visitor permit/, 'CAN', 'YYZ'],
  ];

  it.each(UK)('%s: a British passport gets a free-of-charge line (amount 0), another passport none', (id, to, rec, _d, _w, other, from) => {
    expectOnlyFor(['GBR', 'LHR'], [other, from], to, rec, id, [[0, 'USD']]);
  });

  it.each(UK)('%s cites the GOV.UK entry-requirements page with the words that say free', (id, _to, rec, date, words) => {
    const row = feeRow(id)!;
    expect(row.passports).toEqual(['GBR']);
    expect(row.priceOf).toEqual([rec]);
    const s = row.sources[0]!;
    expect(new URL(s.url).hostname).toBe('www.gov.uk');
    expect(s.url.endsWith('/entry-requirements')).toBe(true);
    expect(s.tier).toBe('OTHER_OFFICIAL');
    expect(s.publishedAt).toBe(date);
    expect(s.note).toMatch(words);
    expect(unpricedReason(rec)).toMatch(new RegExp(`aalinks.*${id}`));
  });

  it('Oman: a free visa on arrival for 14 days only (Ireland, Smartraveller) prices no passport', () => {
    for (const [p, from] of [['IRL', 'DUB'], ['AUS', 'SYD']] as const) {
      const body = datedAnswer(p, from, 'MCT');
      expect(body.included.some((r) => r.type === 'PRODUCT' && r.id.startsWith('fee-omn-visa-on-arrival'))).toBe(false);
    }
    expect(unpricedReason('visa-omn-visa-on-arrival')).toMatch(/aalinks.*14 days free visa on arrival/);
  });
});

