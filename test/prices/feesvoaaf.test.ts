// Fees of issue 28, branch feesvoaaf: Seychelles' Travel Authorisation (EUR 10.90 for a standard
// application, Ministry of Foreign Affairs and Tourism) and the visas on arrival of Djibouti (DJF 15,000,
// US State Department), Sierra Leone (USD 80; USD 25 for the African Union nationalities the Immigration
// Department lists), Zambia (USD 50.55 single / 80.88 double entry, Department of Immigration), Namibia
// (N$1 600; N$1 200 for African Union passports, from 1 April 2025, reported) and Mozambique (USD 50
// frontier visa, reported) and Ghana (USD 150, reported). The expected amounts, dates and groups are the ones those sources state,
// not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
/** A row's prices as [amount, currency] pairs. */
const rowPrices = (id: string): Array<[number, string]> => row(id).prices.map((p) => [p.amount, p.currency]);

// The 55 African Union members (Western Sahara included), the group both Sierra Leone's page and the
// Namibian reports name.
const AU = ['AGO', 'BDI', 'BEN', 'BFA', 'BWA', 'CAF', 'CIV', 'CMR', 'COD', 'COG', 'COM', 'CPV', 'DJI', 'DZA', 'EGY', 'ERI',
  'ESH', 'ETH', 'GAB', 'GHA', 'GIN', 'GMB', 'GNB', 'GNQ', 'KEN', 'LBR', 'LBY', 'LSO', 'MAR', 'MDG', 'MLI', 'MOZ', 'MRT', 'MUS',
  'MWI', 'NAM', 'NER', 'NGA', 'RWA', 'SDN', 'SEN', 'SLE', 'SOM', 'SSD', 'STP', 'SWZ', 'SYC', 'TCD', 'TGO', 'TUN', 'TZA', 'UGA',
  'ZAF', 'ZMB', 'ZWE'];

describe('feesvoaaf: the table rows say what the sources say', () => {
  it('each visa-on-arrival row prices its territory\'s matrix record as a VISA row; the Seychelles row prices the travel authorisation', () => {
    for (const [id, rec] of [['fee-dji-visa-on-arrival', 'visa-dji-visa-on-arrival'], ['fee-sle-visa-on-arrival', 'visa-sle-visa-on-arrival'],
      ['fee-sle-visa-on-arrival-au', 'visa-sle-visa-on-arrival'], ['fee-zmb-visa-on-arrival', 'visa-zmb-visa-on-arrival'],
      ['fee-nam-visa-on-arrival', 'visa-nam-visa-on-arrival'], ['fee-nam-visa-on-arrival-au', 'visa-nam-visa-on-arrival'],
      ['fee-moz-visa-on-arrival', 'visa-moz-visa-on-arrival'], ['fee-gha-visa-on-arrival', 'visa-gha-visa-on-arrival']] as const) {
      expect(row(id).priceOf, id).toEqual([rec]);
      expect(row(id).documentType, id).toBe('VISA');
    }
    expect(row('fee-syc-travel-authorisation')).toMatchObject({ priceOf: ['syc-travel-authorisation'], documentType: 'ETA' });
  });

  it('Seychelles: EUR 10.90 for a standard application, from the Ministry of Foreign Affairs and Tourism', () => {
    expect(rowPrices('fee-syc-travel-authorisation')).toEqual([[10.9, 'EUR']]);
    expect(row('fee-syc-travel-authorisation').sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://mfa.gov.sc/travelling-to-seychelles/' });
    // the 2022 amounts are history only: no price line cites the press report
    expect(row('fee-syc-travel-authorisation').prices.every((p) => p.source === 0)).toBe(true);
  });

  it('Djibouti: DJF 15,000 for the thirty-day visa on arrival, from the US State Department (other official)', () => {
    expect(rowPrices('fee-dji-visa-on-arrival')).toEqual([[15000, 'DJF']]);
    expect(row('fee-dji-visa-on-arrival').sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', url: expect.stringContaining('travel.state.gov') });
  });

  it('Sierra Leone: USD 80 for every non-AU passport, USD 25 for exactly the 32 AU nationalities the page lists, from 2019-09-05', () => {
    expect(rowPrices('fee-sle-visa-on-arrival')).toEqual([[80, 'USD']]);
    expect(rowPrices('fee-sle-visa-on-arrival-au')).toEqual([[25, 'USD']]);
    expect([...row('fee-sle-visa-on-arrival').exceptPassports!].sort()).toEqual(AU);
    const listed = row('fee-sle-visa-on-arrival-au').passports!;
    expect(listed).toHaveLength(32);
    for (const unlisted of ['KEN', 'LSO', 'MUS', 'MWI', 'SWZ', 'DJI', 'ETH', 'GNQ']) expect(listed, unlisted).not.toContain(unlisted);
    for (const id of ['fee-sle-visa-on-arrival', 'fee-sle-visa-on-arrival-au']) {
      expect(row(id).startDate, id).toBe('2019-09-05');
      expect(row(id).sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://slid.gov.sl/visa-on-arrival/' });
    }
  });

  it('Zambia: single entry USD 50.55 and double entry USD 80.88 (statutory fee plus 1.1%), from the Department of Immigration', () => {
    expect(row('fee-zmb-visa-on-arrival').prices.map((p) => [p.amount, p.currency, p.label])).toEqual([
      [50.55, 'USD', 'visaSingleEntry'], [80.88, 'USD', 'visaDoubleEntry']]);
    expect(row('fee-zmb-visa-on-arrival').sources.every((s) => s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
  });

  it('Namibia: N$1 600 (non-AU) and N$1 200 (AU) from 2025-04-01, reported with the notice quoted; the two groups never overlap', () => {
    expect(rowPrices('fee-nam-visa-on-arrival')).toEqual([[1600, 'NAD']]);
    expect(rowPrices('fee-nam-visa-on-arrival-au')).toEqual([[1200, 'NAD']]);
    for (const id of ['fee-nam-visa-on-arrival', 'fee-nam-visa-on-arrival-au']) {
      expect(row(id).startDate, id).toBe('2025-04-01');
      expect(row(id).sources.every((s) => s.tier === 'REPORTED' && (s.quotes ?? '').length > 0), id).toBe(true);
    }
    const au = row('fee-nam-visa-on-arrival-au').passports!;
    const except = row('fee-nam-visa-on-arrival').exceptPassports!;
    expect(au.every((p) => except.includes(p))).toBe(true);
    expect(au).not.toContain('NAM');
  });

  it('Mozambique: USD 50 for the frontier visa, reported from the National Migration Service', () => {
    expect(rowPrices('fee-moz-visa-on-arrival')).toEqual([[50, 'USD']]);
    expect(row('fee-moz-visa-on-arrival').sources[0]).toMatchObject({ tier: 'REPORTED', publishedAt: '2019-07-26' });
  });

  it('Ghana: USD 150 per person for the visa on arrival, reported from the Ghana Immigration Service guidelines (LI 1691)', () => {
    expect(rowPrices('fee-gha-visa-on-arrival')).toEqual([[150, 'USD']]);
    expect(row('fee-gha-visa-on-arrival').sources[0]).toMatchObject({ tier: 'REPORTED', publishedAt: '2019-07-29', quotes: expect.stringContaining('LI 1691') });
  });

  // A later pass may price some passports with a row limited to them (linksfeeds: the UK's and
  // Ireland's advice for their own citizens); no row prices every passport.
  it('the destinations searched without a price keep a dated reason, and no row prices them for every passport', () => {
    const t = table();
    for (const rec of ['visa-com-visa-on-arrival', 'visa-mdg-visa-on-arrival', 'visa-bdi-visa-on-arrival', 'visa-gnb-visa-on-arrival',
      'visa-cpv-visa-on-arrival', 'visa-zwe-visa-on-arrival', 'visa-rwa-visa-on-arrival', 'visa-eth-visa-on-arrival',
      'visa-mus-visa-on-arrival', 'visa-sen-visa-on-arrival']) {
      expect(t.unpriced.find((u) => u.record === rec)?.reason, rec).toMatch(/feesvoaaf/);
      expect(t.fees.some((f) => f.priceOf.includes(rec) && !f.passports), rec).toBe(false);
    }
  });
});

describe('feesvoaaf: the answers', () => {
  it('a US passport to the Seychelles sees EUR 10.90 beside its travel authorisation, and FEES is covered', () => {
    const body = datedAnswer('USA', 'JFK', 'SEZ');
    expect(record(body, 'syc-travel-authorisation')).toBeDefined();
    expect(amounts(record(body, 'fee-syc-travel-authorisation'))).toEqual([[10.9, 'EUR']]);
    expect(feesCoverage(body, 'SYC')?.status).toBe('COVERED');
  });

  it('a British passport to Djibouti sees DJF 15,000 beside its visa on arrival, and FEES is covered', () => {
    const body = datedAnswer('GBR', 'LHR', 'JIB');
    expect(amounts(record(body, 'fee-dji-visa-on-arrival'))).toEqual([[15000, 'DJF']]);
    expect(feesCoverage(body, 'DJI')?.status).toBe('COVERED');
  });

  it('Sierra Leone: USD 80 for a US passport, USD 25 for a South African one, nothing for a Kenyan one (not covered)', () => {
    const usa = datedAnswer('USA', 'JFK', 'FNA');
    expect(amounts(record(usa, 'fee-sle-visa-on-arrival'))).toEqual([[80, 'USD']]);
    expect(feesCoverage(usa, 'SLE')?.status).toBe('COVERED');
    expect(amounts(record(datedAnswer('ZAF', 'JNB', 'FNA'), 'fee-sle-visa-on-arrival-au'))).toEqual([[25, 'USD']]);
    const ken = datedAnswer('KEN', 'NBO', 'FNA');
    expect(record(ken, 'visa-sle-visa-on-arrival')).toBeDefined();
    expect(record(ken, 'fee-sle-visa-on-arrival')).toBeUndefined();
    expect(record(ken, 'fee-sle-visa-on-arrival-au')).toBeUndefined();
    expect(feesCoverage(ken, 'SLE')?.status).not.toBe('COVERED');
  });

  it('a Russian passport to Lusaka sees the two Zambian visa lines; a Burundian one to Windhoek N$1 200, a US one N$1 600', () => {
    expect(amounts(record(datedAnswer('RUS', 'SVO', 'LUN'), 'fee-zmb-visa-on-arrival'))).toEqual([[50.55, 'USD'], [80.88, 'USD']]);
    const bdi = datedAnswer('BDI', 'BJM', 'WDH');
    expect(amounts(record(bdi, 'fee-nam-visa-on-arrival-au'))).toEqual([[1200, 'NAD']]);
    expect(record(bdi, 'fee-nam-visa-on-arrival')).toBeUndefined();
    expect(amounts(record(datedAnswer('USA', 'JFK', 'WDH'), 'fee-nam-visa-on-arrival'))).toEqual([[1600, 'NAD']]);
  });

  it('the Namibian fee starts on 2025-04-01; an Australian passport to Maputo sees USD 50', () => {
    expect(record(datedAnswer('USA', 'JFK', 'WDH', '2025-03-31'), 'fee-nam-visa-on-arrival')).toBeUndefined();
    expect(record(datedAnswer('USA', 'JFK', 'WDH', '2025-04-01'), 'fee-nam-visa-on-arrival')).toBeDefined();
    const aus = datedAnswer('AUS', 'SYD', 'MPM');
    expect(amounts(record(aus, 'fee-moz-visa-on-arrival'))).toEqual([[50, 'USD']]);
    expect(feesCoverage(aus, 'MOZ')?.status).toBe('COVERED');
  });

  it('an Egyptian passport to Accra sees USD 150 beside its visa on arrival; a US passport (visa required) does not', () => {
    const egy = datedAnswer('EGY', 'CAI', 'ACC');
    expect(amounts(record(egy, 'fee-gha-visa-on-arrival'))).toEqual([[150, 'USD']]);
    expect(feesCoverage(egy, 'GHA')?.status).toBe('COVERED');
    expect(record(datedAnswer('USA', 'JFK', 'ACC'), 'fee-gha-visa-on-arrival')).toBeUndefined();
  });
});
