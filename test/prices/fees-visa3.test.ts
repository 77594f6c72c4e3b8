// Consular visa fees of issue 28, third pass (branch feesvisa3): Peru (USD 30, Consulate General in
// Caracas as reported), Belize (USD 50 / 100, Embassy of Belize), the Dominican Republic (tourist single
// USD 100 from 2023-12-01, MIREX tariff as reported), Saint Lucia (EC$125 / 190, Department of External
// Affairs), Jamaica's port-of-entry visa (US$100, PICA), Barbados (US$107 / 211 from 2021-05-19), Venezuela
// (USD 50 from 2022-10-30, Gaceta Oficial 42.485 as reported), Paraguay (USD 65 / 100, Law 4033/10) and
// Belarus (EUR 60, free under 14, from 2017-01-01). The expected amounts and dates are the ones those
// sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
const lines = (id: string): Array<[number, string, string]> => row(id).prices.map((p) => [p.amount, p.currency, p.label]);
const tiers = (id: string): string[] => row(id).sources.map((s) => s.tier ?? '');

describe('feesvisa3: the table rows say what the sources say', () => {
  it('Peru: USD 30 for the tourist visa, no start date, reported (the consulate page read is http only)', () => {
    expect(lines('fee-per-tourist-visa')).toEqual([[30, 'USD', 'visaFee']]);
    expect(row('fee-per-tourist-visa').startDate).toBeNull();
    expect(tiers('fee-per-tourist-visa')).toEqual(['REPORTED']);
    expect(row('fee-per-tourist-visa').priceOf).toEqual(['visa-per-visa-required', 'per-chn-ind-visa-or-residence-holders-documents-unknown']);
  });

  it('Belize: USD 50 single and USD 100 multiple entry from the Embassy of Belize (the USD 30 shipping charge is not a price line)', () => {
    expect(lines('fee-blz-visa')).toEqual([[50, 'USD', 'visaSingleEntry'], [100, 'USD', 'visaMultipleEntry']]);
    expect(row('fee-blz-visa').sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: expect.stringContaining('mfa.gov.bz') });
  });

  it('Dominican Republic: USD 100 single tourist visa from 2023-12-01 (reported MIREX tariff of November 2023)', () => {
    expect(lines('fee-dom-tourist-visa')).toEqual([[100, 'USD', 'visaSingleEntry']]);
    expect([row('fee-dom-tourist-visa').startDate, row('fee-dom-tourist-visa').endDate]).toEqual(['2023-12-01', null]);
    expect(row('fee-dom-tourist-visa').sources[0]).toMatchObject({ tier: 'REPORTED', quotes: expect.stringContaining('MIREX') });
  });

  it('Saint Lucia: EC$125 single and EC$190 multiple entry, pricing both the visa-required and visa-on-arrival answers', () => {
    expect(lines('fee-lca-visa')).toEqual([[125, 'XCD', 'visaSingleEntry'], [190, 'XCD', 'visaMultipleEntry12Months']]);
    expect(row('fee-lca-visa').priceOf).toEqual(['visa-lca-visa-required', 'visa-lca-visa-on-arrival']);
    expect(row('fee-lca-visa').sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://externalaffairs.gov.lc/visiting-saint-lucia/' });
  });

  it('Jamaica: US$100 prices the port-of-entry visa only, not the consular visa', () => {
    expect(lines('fee-jam-visa-on-arrival')).toEqual([[100, 'USD', 'visaOnArrival']]);
    expect(row('fee-jam-visa-on-arrival').priceOf).toEqual(['visa-jam-visa-on-arrival']);
    expect(tiers('fee-jam-visa-on-arrival')).toEqual(['DESTINATION_GOVERNMENT']);
  });

  it('Barbados: US$107 / 211 from 2021-05-19, the date of the dated notice (the older US$102 / 204 not shown)', () => {
    expect(lines('fee-brb-entry-visa')).toEqual([[107, 'USD', 'visaSingleEntry'], [211, 'USD', 'visaMultipleEntry']]);
    expect(row('fee-brb-entry-visa').startDate).toBe('2021-05-19');
    expect(row('fee-brb-entry-visa').sources[0]).toMatchObject({ publishedAt: '2021-05-19', tier: 'DESTINATION_GOVERNMENT' });
  });

  it('Venezuela: USD 50 from 2022-10-30, both sources reports of Gaceta Oficial No. 42.485', () => {
    expect(lines('fee-ven-visa')).toEqual([[50, 'USD', 'visaFee']]);
    expect(row('fee-ven-visa').startDate).toBe('2022-10-30');
    expect(tiers('fee-ven-visa')).toEqual(['REPORTED', 'REPORTED']);
    expect(row('fee-ven-visa').sources[0]!.quotes).toContain('42.485');
  });

  it('Paraguay: USD 65 / 100 from 2010-09-01, the nationalities with reciprocal amounts left out', () => {
    expect(lines('fee-pry-visa')).toEqual([[65, 'USD', 'visaSingleEntry'], [100, 'USD', 'visaMultipleEntry']]);
    expect(row('fee-pry-visa').startDate).toBe('2010-09-01');
    expect([...row('fee-pry-visa').exceptPassports!].sort()).toEqual(['AUS', 'CAN', 'NZL', 'RUS', 'USA']);
    expect(tiers('fee-pry-visa').every((t) => t === 'DESTINATION_GOVERNMENT')).toBe(true);
  });

  it('Belarus: EUR 60 from 14 years and free under 14, from 2017-01-01', () => {
    expect(lines('fee-blr-visa')).toEqual([[60, 'EUR', 'visaAged14AndOver'], [0, 'EUR', 'visaChildUnder14']]);
    expect(row('fee-blr-visa').startDate).toBe('2017-01-01');
    expect(row('fee-blr-visa').sources.map((s) => s.url).filter((u) => u.includes('mfa.gov.by'))).toHaveLength(2);
  });

  it('the new labels have texts in the four locales that carry their own (en-GB inherits en-US)', () => {
    for (const loc of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) {
      const labels = (JSON.parse(readFileSync(join(ROOT, 'locales', loc, 'fees.json'), 'utf8')) as { labels: Record<string, string> }).labels;
      expect(labels.visaAged14AndOver, loc).toMatch(/14/);
      expect(labels.visaChildUnder14, loc).toMatch(/14/);
    }
  });

  it('the destinations searched and not priced have an unpriced row saying why, and no row prices them', () => {
    const t = table();
    for (const [rec, why] of [['visa-cri-visa-required', /restricted visa/], ['visa-srb-visa-required', /mission/i],
      ['visa-vct-visa-required', /http/], ['visa-jam-visa-required', /by nationality/], ['visa-chl-visa-required', /reciprocity/],
      ['visa-pry-visa-on-arrival', /not read/]] as const) {
      expect(t.unpriced.find((u) => u.record === rec)?.reason, rec).toMatch(why);
      expect(t.fees.some((f) => f.priceOf.includes(rec)), rec).toBe(false);
    }
    // The Paraguayan visa-required row was replaced by the fee, and Ireland keeps its history with this pass's retry.
    expect(t.unpriced.some((u) => u.record === 'visa-pry-visa-required')).toBe(false);
    expect(t.unpriced.find((u) => u.record === 'visa-irl-visa-required')?.reason).toContain('(feesvisa3)');
  });
});

describe('feesvisa3: the answers', () => {
  it('Peru: a Nigerian passport sees USD 30 and FEES is covered; a US passport sees none', () => {
    const body = datedAnswer('NGA', 'LOS', 'LIM');
    expect(amounts(record(body, 'fee-per-tourist-visa'))).toEqual([[30, 'USD']]);
    expect(feesCoverage(body, 'PER')?.status).toBe('COVERED');
    expect(record(datedAnswer('USA', 'JFK', 'LIM'), 'fee-per-tourist-visa')).toBeUndefined();
  });

  it('Belize, the Dominican Republic, Venezuela, Paraguay, Belarus: an Indian passport sees the fee and FEES is covered', () => {
    for (const [to, id, territory, expected] of [
      ['BZE', 'fee-blz-visa', 'BLZ', [[50, 'USD'], [100, 'USD']]],
      ['SDQ', 'fee-dom-tourist-visa', 'DOM', [[100, 'USD']]],
      ['CCS', 'fee-ven-visa', 'VEN', [[50, 'USD']]],
      ['ASU', 'fee-pry-visa', 'PRY', [[65, 'USD'], [100, 'USD']]],
      ['MSQ', 'fee-blr-visa', 'BLR', [[60, 'EUR'], [0, 'EUR']]],
    ] as const) {
      const body = datedAnswer('IND', 'DEL', to);
      expect(amounts(record(body, id)), id).toEqual(expected);
      expect(feesCoverage(body, territory)?.status, territory).toBe('COVERED');
    }
  });

  it('Saint Lucia: a visa-on-arrival passport (Ecuador) sees EC$125 / 190 and FEES is covered', () => {
    const body = datedAnswer('ECU', 'UIO', 'UVF');
    expect(amounts(record(body, 'fee-lca-visa'))).toEqual([[125, 'XCD'], [190, 'XCD']]);
    expect(feesCoverage(body, 'LCA')?.status).toBe('COVERED');
  });

  it('dated rows: nothing before their first day (Dominican Republic, Barbados, Venezuela, Belarus)', () => {
    expect(record(datedAnswer('IND', 'DEL', 'SDQ', '2023-11-30'), 'fee-dom-tourist-visa')).toBeUndefined();
    expect(record(datedAnswer('AFG', 'KBL', 'BGI', '2021-05-18'), 'fee-brb-entry-visa')).toBeUndefined();
    expect(amounts(record(datedAnswer('AFG', 'KBL', 'BGI', '2021-05-19'), 'fee-brb-entry-visa'))).toEqual([[107, 'USD'], [211, 'USD']]);
    expect(record(datedAnswer('IND', 'DEL', 'CCS', '2022-10-29'), 'fee-ven-visa')).toBeUndefined();
    expect(record(datedAnswer('IND', 'DEL', 'MSQ', '2016-12-31'), 'fee-blr-visa')).toBeUndefined();
  });
});
