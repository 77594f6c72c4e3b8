// Fees generated from the sourced table data/fees/fees.json by scripts/import-fees.ts (issue 28):
// the committed file is what the importer writes (byte for byte), the importer refuses rows that
// break the content rules, and trips get the amounts, currencies, tiers and dates the sources state.
// Expected amounts are those of the sources cited in data/fees/fees.json (read 2026-11-26).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, check, expand, labelKeys, ruleIds, toJson, type Fee, type Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, record } from './answers.js';
import type { ProcedureRecord } from '../../src/schema/generated.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;

const answer = datedAnswer;
const fee = record;

describe('import-fees: the committed file is the importer output', () => {
  it('rules/fees/generated-fees.json is byte-identical to a fresh import of data/fees/fees.json', () => {
    const committed = readFileSync(join(ROOT, 'rules', 'fees', 'generated-fees.json'), 'utf8');
    expect(toJson(buildFile(table()))).toBe(committed);
  });

  it('each fee becomes one PRODUCT and one ENTRY rule, and each territory one PARTIAL FEES statement', () => {
    const t = table();
    const file = buildFile(t) as { procedures: Array<{ id: string; type: string }>; rules: Array<{ event: { params: { id: string } } }>; coverage: Array<{ topic: string; status: string; territories: string[] }> };
    // A VISA row set once for several states is one record per state (expand: branch feesvisa).
    expect(file.procedures.map((p) => p.id).sort()).toEqual(t.fees.flatMap(expand).map((f) => f.id).sort());
    expect(file.procedures.every((p) => p.type === 'PRODUCT')).toBe(true);
    expect(file.rules.map((r) => r.event.params.id).sort()).toEqual(t.fees.flatMap(expand).map((f) => f.id).sort());
    expect(file.coverage.every((c) => c.topic === 'FEES' && c.status === 'PARTIAL')).toBe(true);
    expect(new Set(file.coverage.flatMap((c) => c.territories))).toEqual(new Set(t.fees.flatMap((f) => f.territories)));
  });
});

describe('import-fees: content rules', () => {
  const known = ruleIds();
  const labels = labelKeys();
  const base = (): Fee => structuredClone(table().fees.find((f) => f.id === 'fee-zmb-e-visa')!);
  const one = (f: Fee): Table => ({ readAt: '2026-11-26', fees: [f], unpriced: [] });

  it('accepts a sourced row', () => {
    expect(() => check(one(base()), known, labels)).not.toThrow();
  });

  it('refuses a reported source without the notice it quotes', () => {
    const f = base();
    f.sources[0]!.tier = 'REPORTED';
    expect(() => check(one(f), known, labels)).toThrow(/quotes is required/);
  });

  it('refuses a price of a record that does not exist, a negative amount, an undefined label and an http source; accepts a free (0) amount', () => {
    const a = base(); a.priceOf = ['visa-zmb-no-such-record'];
    expect(() => check(one(a), known, labels)).toThrow(/no record of the ruleset/);
    const b = base(); b.prices[0]!.amount = -1;
    expect(() => check(one(b), known, labels)).toThrow(/amount of 0 or more/);
    const free = base(); free.prices[0]!.amount = 0;
    expect(() => check(one(free), known, labels)).not.toThrow();
    const c = base(); c.prices[0]!.label = 'noSuchLabel';
    expect(() => check(one(c), known, labels)).toThrow(/not defined in locales/);
    const d = base(); d.sources[0]!.url = 'http://www.zambiaimmigration.gov.zm/';
    expect(() => check(one(d), known, labels)).toThrow(/not https/);
  });

  it('refuses an end date before the start date and a row limited to and excluding passports at once', () => {
    const a = base(); a.startDate = '2026-01-02'; a.endDate = '2026-01-01';
    expect(() => check(one(a), known, labels)).toThrow(/endDate before startDate/);
    const b = base(); b.passports = ['IND']; b.exceptPassports = ['USA'];
    expect(() => check(one(b), known, labels)).toThrow(/not both/);
  });
});

describe('generated fees in answers', () => {
  it('Zambia: the official USD amounts with the e-visa of an Indian passport, tier DESTINATION_GOVERNMENT', () => {
    const r = fee(answer('IND', 'BOM', 'LUN'), 'fee-zmb-e-visa');
    expect(amounts(r)).toEqual([[50.55, 'USD'], [80.88, 'USD'], [151.65, 'USD']]);
    expect(r!.attributes.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('Brazil: USD 80.90 for a US passport, shown as reported, from 2025-04-10 only', () => {
    const r = fee(answer('USA', 'JFK', 'GRU', '2025-04-10'), 'fee-bra-e-visa');
    expect(amounts(r)).toEqual([[80.9, 'USD']]);
    expect(r!.attributes.sources[0]!.tier).toBe('REPORTED');
    expect(r!.attributes.title).toContain('(reported)');
    expect(r!.attributes.startDate).toBe('2025-04-10');
    expect(fee(answer('USA', 'JFK', 'GRU', '2025-04-09'), 'fee-bra-e-visa')).toBeUndefined();
  });

  it('Egypt: USD 25 single entry and USD 60 multiple entry for an Indian passport, converted into EUR at the dated rate', () => {
    const r = fee(answer('IND', 'DEL', 'CAI', '2026-12-01', 'EUR'), 'fee-egy-e-visa');
    expect(amounts(r)).toEqual([[25, 'USD'], [60, 'USD']]);
    expect(r!.attributes.prices![0]!.requested).toMatchObject({ currency: 'EUR', rateDate: '2026-05-08' });
  });

  it('St Kitts and Nevis eTA: USD 8.50 on 2025-08-31, USD 17 from 2025-09-01', () => {
    expect(amounts(fee(answer('USA', 'JFK', 'SKB', '2025-08-31'), 'fee-kna-eta-2025-intro'))).toEqual([[8.5, 'USD']]);
    expect(amounts(fee(answer('USA', 'JFK', 'SKB', '2025-09-01'), 'fee-kna-eta-2025'))).toEqual([[17, 'USD']]);
  });

  it('Suriname entry fee: USD 25 or EUR 25 until 2024-05-14, USD 50 or EUR 50 from 2024-05-15', () => {
    expect(amounts(fee(answer('NLD', 'AMS', 'PBM', '2024-05-14'), 'fee-sur-entry-fee-2022'))).toEqual([[25, 'USD'], [25, 'EUR']]);
    expect(amounts(fee(answer('NLD', 'AMS', 'PBM', '2024-05-15'), 'fee-sur-entry-fee-2024'))).toEqual([[50, 'USD'], [50, 'EUR']]);
  });

  it('Kenya eTA: USD 30 for a US passport; no price for a South African passport (fee waiver reported)', () => {
    expect(amounts(fee(answer('USA', 'JFK', 'NBO'), 'fee-ken-eta'))).toEqual([[30, 'USD']]);
    expect(fee(answer('ZAF', 'JNB', 'NBO'), 'fee-ken-eta')).toBeUndefined();
  });

  it('a currency the ECB does not publish (OMR) is shown in its own currency without a converted amount', () => {
    const r = fee(answer('NGA', 'DXB', 'MCT', '2026-12-01', 'USD'), 'fee-omn-e-visa');
    expect(amounts(r)).toEqual([[5, 'OMR'], [20, 'OMR']]);
    expect(r!.attributes.prices![0]!.requested).toBeUndefined();
  });

  it('a visa-free passport gets no generated fee (Zambia, Kazakhstan, Qatar for a British passport)', () => {
    expect(fee(answer('GBR', 'LHR', 'LUN'), 'fee-zmb-e-visa')).toBeUndefined();
    expect(fee(answer('GBR', 'LHR', 'ALA'), 'fee-kaz-e-visa')).toBeUndefined();
    expect(fee(answer('GBR', 'LHR', 'DOH'), 'fee-qat-e-visa')).toBeUndefined();
  });
});

describe('fees added for issue 28 (second pass): amounts as the cited sources state them', () => {
  it('Equatorial Guinea: USD 50 e-visa fee plus USD 25 service fee from 2023-07-01, shown as reported', () => {
    const r = fee(answer('IND', 'DEL', 'SSG'), 'fee-gnq-e-visa');
    expect(amounts(r)).toEqual([[50, 'USD'], [25, 'USD']]);
    expect(r!.attributes.title).toContain('(reported)');
    expect(r!.attributes.startDate).toBe('2023-07-01');
  });

  it('Mauritania: USD 60 / 100 / 200 / 845 by validity (30, 90, 360, 720 days)', () => {
    expect(amounts(fee(answer('IND', 'DEL', 'NKC'), 'fee-mrt-e-visa'))).toEqual([[60, 'USD'], [100, 'USD'], [200, 'USD'], [845, 'USD']]);
  });

  it('Moldova: EUR 60 consular fee and EUR 20 processing fee from the official portal, not marked reported', () => {
    const r = fee(answer('IND', 'DEL', 'KIV', '2026-12-01', 'EUR'), 'fee-mda-e-visa');
    expect(amounts(r)).toEqual([[60, 'EUR'], [20, 'EUR']]);
    expect(r!.attributes.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(r!.attributes.title).not.toContain('(reported)');
  });

  it('Liberia USD 102.5, Ukraine USD 20 / 30 (USD 85 before 2020-11-01), Mongolia USD 51.50, Sierra Leone USD 80', () => {
    expect(amounts(fee(answer('IND', 'DEL', 'ROB'), 'fee-lbr-e-visa'))).toEqual([[102.5, 'USD']]);
    expect(amounts(fee(answer('IND', 'DEL', 'KBP'), 'fee-ukr-e-visa'))).toEqual([[20, 'USD'], [30, 'USD']]);
    expect(amounts(fee(answer('IND', 'DEL', 'KBP', '2020-10-31'), 'fee-ukr-e-visa-2019'))).toEqual([[85, 'USD']]);
    expect(amounts(fee(answer('MEX', 'MEX', 'UBN'), 'fee-mng-e-visa'))).toEqual([[51.5, 'USD']]);
    expect(amounts(fee(answer('ARG', 'EZE', 'FNA'), 'fee-sle-e-visa'))).toEqual([[80, 'USD']]);
  });

  it('Russia: the USD 40 consular fee (decree, official text) and the USD 52 total (reported), from 2023-08-01', () => {
    const r = fee(answer('IND', 'DEL', 'SVO'), 'fee-rus-e-visa');
    expect(amounts(r)).toEqual([[40, 'USD'], [52, 'USD']]);
    expect(r!.attributes.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'REPORTED']);
    expect(r!.attributes.title).not.toContain('(reported)');
  });

  it('Ethiopia: USD 82 (30 days) and USD 202 (90 days) tourist e-visa, reported', () => {
    expect(amounts(fee(answer('KAZ', 'ALA', 'ADD'), 'fee-eth-e-visa'))).toEqual([[82, 'USD'], [202, 'USD']]);
  });

  it('UAE: the four tourist visa fees of GDRFA Dubai in AED (official), beside the e-visa of an Indian passport', () => {
    const r = fee(answer('IND', 'DEL', 'DXB'), 'fee-are-e-visa');
    expect(amounts(r)).toEqual([[250, 'AED'], [690, 'AED'], [600, 'AED'], [1740, 'AED']]);
    expect(r!.attributes.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('Ecuador: USD 50 application form + USD 30 transient visitor visa from 2025-09-01; Botswana USD 30 / 50', () => {
    const ecu = fee(answer('IND', 'DEL', 'UIO'), 'fee-ecu-e-visa');
    expect(amounts(ecu)).toEqual([[50, 'USD'], [30, 'USD']]);
    expect(ecu!.attributes.startDate).toBe('2025-09-01');
    expect(amounts(fee(answer('IND', 'DEL', 'GBE'), 'fee-bwa-e-visa'))).toEqual([[30, 'USD'], [50, 'USD']]);
  });

  it('Sierra Leone: no e-visa price for an African Union passport (USD 25 on arrival under the notice, no e-visa amount stated)', () => {
    const body = answer('ETH', 'ADD', 'FNA');
    expect(body.included.some((r) => r.id === 'visa-sle-e-visa')).toBe(true);
    expect(fee(body, 'fee-sle-e-visa')).toBeUndefined();
  });

  it('Syria: one fee per nationality group (US USD 300, UK USD 250, EU USD 125, China USD 40, others USD 100), none for Lebanon', () => {
    const syr = (passport: string, from: string): Array<[string, Array<[number, string]>]> =>
      answer(passport, from, 'DAM').included.filter((r) => r.id.startsWith('fee-syr-')).map((r) => [r.id, amounts(r as ProcedureRecord)]);
    expect(syr('USA', 'JFK')).toEqual([['fee-syr-e-visa-300', [[300, 'USD']]]]);
    expect(syr('GBR', 'LHR')).toEqual([['fee-syr-e-visa-250', [[250, 'USD']]]]);
    expect(syr('DEU', 'FRA')).toEqual([['fee-syr-e-visa-125', [[125, 'USD']]]]);
    expect(syr('CHN', 'PEK')).toEqual([['fee-syr-e-visa-40', [[40, 'USD']]]]);
    expect(syr('IND', 'DEL')).toEqual([['fee-syr-e-visa-other', [[100, 'USD']]]]);
    expect(syr('LBN', 'BEY')).toEqual([]);
  });

  it('the Syria rows never overlap: each passport named in a group row is excluded from the catch-all row', () => {
    // The e-visa rows (the visa-on-arrival rows of branch feesvoaas have their own test in fees-voaas.test.ts).
    const rows = table().fees.filter((f) => f.id.startsWith('fee-syr-e-visa'));
    const named = rows.flatMap((f) => f.passports ?? []);
    const other = rows.find((f) => f.id === 'fee-syr-e-visa-other')!;
    expect(new Set(named).size).toBe(named.length);
    for (const p of named) expect(other.exceptPassports).toContain(p);
  });
});

describe('official portals added for issue 28', () => {
  it('Nigeria and Saudi Arabia e-visa answers carry the official page as an Apply online link and source', () => {
    const nga = answer('USA', 'JFK', 'LOS').included.find((r) => r.id === 'visa-nga-e-visa') as ProcedureRecord;
    expect(nga.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://immigration.gov.ng/' }]);
    expect(nga.attributes.sources.map((s) => s.url)).toContain('https://immigration.gov.ng/accordions/visa');
    const sau = answer('ARG', 'EZE', 'RUH').included.find((r) => r.id === 'visa-sau-e-visa') as ProcedureRecord;
    expect(sau.attributes.actions[0]!.url).toBe('https://mt.gov.sa/en/E-Services/Pages/evisa.aspx');
  });
});
