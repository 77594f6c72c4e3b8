// Fees of issue 28, eighth pass part B (branch fees8b): Sierra Leone's e-visa from the Immigration
// Department's own page (USD 80 for non-African Union nationals, USD 25 for the African Union
// nationalities it lists), Sri Lanka's pre-travel ETA of October 2025 free for tourism for ten
// nationalities (Dhaka Tribune quoting the Government's notification), Japan's matrix ETA priced as the
// free visa waiver registration of Indonesian e-passports, and the retries of this pass. Expected
// amounts, passports and dates are the ones those sources state, not values read back from the
// generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const fee = (id: string): Fee => {
  const f = table().fees.find((r) => r.id === id);
  if (!f) throw new Error(`no fee ${id}`);
  return f;
};
const SLID = 'https://slid.gov.sl/visa-on-arrival/';
// The African Union list of the Immigration Department's page, in its order: Algeria, Angola, Botswana,
// Burundi, Cameroon, Central African Republic, Chad, Comoros, Congo, DR Congo, Egypt, Eritrea, Gabon,
// Libya, Madagascar, Mauritania, Morocco, Mozambique, Namibia, Rwanda, Sao Tome and Principe, Seychelles,
// Somalia, South Africa, South Sudan, Sudan, Tanzania, Tunisia, Uganda, Western Sahara, Zambia, Zimbabwe.
const SLE_AU_LIST = ['DZA', 'AGO', 'BWA', 'BDI', 'CMR', 'CAF', 'TCD', 'COM', 'COG', 'COD', 'EGY', 'ERI', 'GAB', 'LBY',
  'MDG', 'MRT', 'MAR', 'MOZ', 'NAM', 'RWA', 'STP', 'SYC', 'SOM', 'ZAF', 'SSD', 'SDN', 'TZA', 'TUN', 'UGA', 'ESH', 'ZMB', 'ZWE'];
// Seychelles, Maldives, Singapore (reciprocal) and China, India, Russia, Thailand, Indonesia, Malaysia, Japan.
const LKA_FREE_FOR_TOURISM = ['SYC', 'MDV', 'SGP', 'CHN', 'IND', 'RUS', 'THA', 'IDN', 'MYS', 'JPN'];
const PART_B = 'Retried 2026-11-27 (eighth pass, part B)';

describe('fees of issue 28, eighth pass part B: Sierra Leone from the Immigration Department\'s page', () => {
  it('the USD 80 row now cites the official page for its amount, and keeps the reports for the start date', () => {
    const f = fee('fee-sle-e-visa');
    expect(f.prices).toHaveLength(1);
    expect(f.prices[0]).toMatchObject({ amount: 80, currency: 'USD' });
    const cited = f.sources[f.prices[0]!.source]!;
    expect(cited.url).toBe(SLID);
    expect(cited.tier).toBe('DESTINATION_GOVERNMENT');
    expect(f.startDate).toBe('2019-09-05');
  });

  it('USD 25 for exactly the African Union nationalities the page lists, from the policy of 5 September 2019', () => {
    const f = fee('fee-sle-e-visa-au');
    expect(f.passports).toEqual([...SLE_AU_LIST].sort());
    expect(f.prices).toEqual([{ amount: 25, currency: 'USD', label: 'visaFee', source: 0 }]);
    expect(f.sources[0]).toMatchObject({ url: SLID, tier: 'DESTINATION_GOVERNMENT' });
    expect(f.startDate).toBe('2019-09-05');
    expect(f.endDate).toBeNull();
    // No passport gets both amounts: every listed AU nationality is one the USD 80 row leaves out.
    for (const p of f.passports!) expect(fee('fee-sle-e-visa').exceptPassports, p).toContain(p);
  });

  it('a Zimbabwean e-visa answer shows USD 25; an Uzbek one USD 80', () => {
    const zwe = datedAnswer('ZWE', 'ADD', 'FNA');
    expect(record(zwe, 'visa-sle-e-visa')).toBeDefined();
    expect(amounts(record(zwe, 'fee-sle-e-visa-au'))).toEqual([[25, 'USD']]);
    expect(record(zwe, 'fee-sle-e-visa')).toBeUndefined();
    const uzb = datedAnswer('UZB', 'TAS', 'FNA');
    expect(amounts(record(uzb, 'fee-sle-e-visa'))).toEqual([[80, 'USD']]);
    expect(record(uzb, 'fee-sle-e-visa-au')).toBeUndefined();
  });

  it('African Union members the page does not list stay unpriced, with the reason recorded', () => {
    for (const [p, from] of [['DJI', 'JIB'], ['ETH', 'ADD'], ['GNQ', 'SSG']] as const) {
      const body = datedAnswer(p, from, 'FNA');
      expect(record(body, 'visa-sle-e-visa'), p).toBeDefined();
      expect(body.included.some((r) => r.id.startsWith('fee-sle')), p).toBe(false);
    }
    const u = table().unpriced.find((r) => r.record === 'visa-sle-e-visa');
    expect(u?.reason).toContain('Djibouti, Ethiopia and Equatorial Guinea are not in the list');
  });
});

describe('fees of issue 28, eighth pass part B: Sri Lanka\'s ETA of October 2025, free for tourism', () => {
  it('priced free only for the ten nationalities the notification exempts, only while the ETA was required', () => {
    const f = fee('fee-lka-eta-2025-tourism-free');
    expect(f.priceOf).toEqual(['lka-eta-before-travel-2025']);
    expect(f.passports).toEqual([...LKA_FREE_FOR_TOURISM].sort());
    expect([f.startDate, f.endDate]).toEqual(['2025-10-15', '2025-10-30']);
    expect(f.prices).toEqual([{ amount: 0, currency: 'USD', label: 'etaForTourism', source: 0 }]);
    expect(f.sources.map((s) => s.tier)).toEqual(['REPORTED']);
  });

  it('an Indian passport on 2025-10-20 sees "free of charge" for a tourist ETA, flagged as reported', () => {
    const r = record(datedAnswer('IND', 'DEL', 'CMB', '2025-10-20'), 'fee-lka-eta-2025-tourism-free');
    expect(amounts(r)).toEqual([[0, 'USD']]);
    expect(r?.attributes.prices?.[0]?.text).toMatch(/tourism/i);
    expect(r?.attributes.prices?.[0]?.text).toMatch(/business is charged/i);
    expect(r?.attributes.title).toMatch(/\(reported\)/);
  });

  it('other passports, and dates outside the requirement, show no Sri Lankan ETA price', () => {
    const deu = datedAnswer('DEU', 'FRA', 'CMB', '2025-10-20');
    expect(record(deu, 'lka-eta-before-travel-2025')).toBeDefined();
    expect(record(deu, 'fee-lka-eta-2025-tourism-free')).toBeUndefined();
    for (const date of ['2025-10-14', '2025-10-31']) {
      expect(record(datedAnswer('IND', 'DEL', 'CMB', date), 'fee-lka-eta-2025-tourism-free'), date).toBeUndefined();
    }
  });
});

describe('fees of issue 28, eighth pass part B: Japan\'s matrix ETA and the answers left unpriced', () => {
  it('the free visa waiver registration also prices the matrix\'s ETA record, for Indonesian passports only', () => {
    const f = fee('fee-jpn-visa-waiver-registration');
    expect(f.priceOf).toEqual(['jpn-visa-waiver-registration-idn-javes', 'visa-jpn-eta']);
    expect(f.passports).toEqual(['IDN']);
    expect(f.prices).toEqual([{ amount: 0, currency: 'JPY', label: 'visaWaiverRegistration', source: 0 }]);
  });

  it('each row searched in this pass names the part-B retry once, as its last retry', () => {
    const retried = table().unpriced.filter((u) => u.reason.includes(PART_B));
    expect(retried.map((u) => u.record).sort()).toEqual(['alb-visa-or-residence-holders-documents-unknown-e-visa',
      'col-pacific-alliance-residents-documents-unknown-e-visa', 'geo-visa-or-residence-holders-documents-unknown-e-visa',
      'terr-gum-gcnmi-eta', 'terr-mnp-gcnmi-eta', 'twn-travel-authorization-certificate', 'visa-arm-e-visa', 'visa-atg-e-visa',
      'visa-bfa-e-visa', 'visa-bhs-e-visa', 'visa-blr-e-visa', 'visa-geo-e-visa', 'visa-isr-e-visa', 'visa-jpn-e-visa',
      'visa-kna-e-visa', 'visa-lka-e-visa', 'visa-mex-eta', 'visa-mwi-e-visa', 'visa-nam-e-visa', 'visa-png-eta',
      'visa-rwa-e-visa', 'visa-sle-e-visa', 'visa-slv-e-visa', 'visa-tur-e-visa', 'visa-vut-e-visa', 'visa-zaf-e-visa',
      'visa-zwe-e-visa']);
    for (const u of retried) {
      expect(u.reason.split(PART_B), u.record).toHaveLength(2);
      expect(u.reason.indexOf(PART_B), u.record).toBeGreaterThan(0);
      // Appended after the earlier history: only retries of later passes named by their branch
      // ("Retried 2026-11-27 (feespartial)") may follow it, as the unpriced convention asks.
      const later = u.reason.slice(u.reason.indexOf(PART_B) + 1);
      expect(later.match(/Retried 2026-11-27(?! \([a-z0-9]+\))/g) ?? [], u.record).toEqual([]);
    }
  });

  it('the ETA records researched for the first time have a row with the reason (Qatar A3, New Zealand transit)', () => {
    const rows = new Map(table().unpriced.map((u) => [u.record, u.reason]));
    for (const id of ['qat-eta-document-holders-granted', 'nzl-transit-nzeta', 'nzl-transit-australia-visa-nzeta']) {
      expect(rows.get(id), id).toMatch(/^Researched 2026-11-27 \(eighth pass, part B\)/);
    }
    // Guam and the Northern Marianas: a zero fee needs an official statement, and none was read.
    expect(table().fees.some((f) => f.territories.includes('GUM') || f.territories.includes('MNP'))).toBe(false);
  });
});
