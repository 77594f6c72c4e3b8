// Consular visa fees of issue 28, fourth pass (branch feesvisa4): Turkmenistan's consular fees (the
// Foreign Ministry's "Tariffs of consular fees of Turkmenistan"), Kuwait's visit visa (KWD 10 per month,
// Article 39 of the residence law's executive regulations, from 23 December 2025 as Times Kuwait and
// ARY News report it), Azerbaijan's single-entry state fee (USD 20, Law "On State Fee", the Foreign
// Ministry's embassy pages) and Angola's consular visas (USD 70 tourist, USD 80 short stay, Presidential
// Decree 21/19 as Jornal da Lusofonia and Lusa report it). The expected amounts and dates are the ones
// those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;

describe('feesvisa4: the table rows say what the sources say', () => {
  it('each row prices its territory\'s matrix visa-required record, as a VISA row for every passport', () => {
    // Kuwait's also prices the answer shown without documents (exemptions12's GCC residents' row):
    // the visit visa is what is needed unless such a permit is held.
    for (const [id, recs] of [['fee-tkm-visa', ['visa-tkm-visa-required']],
      ['fee-kwt-visit-visa', ['visa-kwt-visa-required', 'kwt-gcc-residents-visa-on-arrival-documents-unknown']],
      ['fee-aze-visa', ['visa-aze-visa-required']], ['fee-ago-visa', ['visa-ago-visa-required']]] as const) {
      const f = row(id);
      expect(f.priceOf, id).toEqual(recs);
      expect(f.documentType, id).toBe('VISA');
      // One tariff for every nationality in each source: no passport list either way.
      expect(f.passports, id).toBeUndefined();
      expect(f.exceptPassports, id).toBeUndefined();
    }
  });

  it('Turkmenistan: USD 20 / 30 / 40 single entry (10 days, 20 days, 1 month), USD 30 each further month, USD 60 multiple entry for 1 month, USD 40 each further month, from the Foreign Ministry', () => {
    const f = row('fee-tkm-visa');
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[20, 'USD'], [30, 'USD'], [40, 'USD'], [30, 'USD'], [60, 'USD'], [40, 'USD']]);
    expect(f.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: expect.stringContaining('mfa.gov.tm') });
    // The cost fee depends on the place of issue: named as not shown, never priced.
    expect(f.note).toMatch(/depends on the place where visas are issued/);
  });

  it('Kuwait: KWD 10 per month from 2025-12-23, from reports quoting Article 39 of the executive regulations', () => {
    const f = row('fee-kwt-visit-visa');
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[10, 'KWD', 'kwtVisitVisaPerMonth']]);
    expect(f.startDate).toBe('2025-12-23');
    expect(f.endDate).toBeNull();
    expect(f.sources.every((s) => s.tier === 'REPORTED' && /Article 39/.test(s.quotes ?? ''))).toBe(true);
  });

  it('Azerbaijan: USD 20 single entry only (the multiple-entry USD 350 may be reciprocal and is not shown)', () => {
    const f = row('fee-aze-visa');
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[20, 'USD', 'visaSingleEntry']]);
    expect(f.sources.every((s) => s.tier === 'DESTINATION_GOVERNMENT' && s.url.includes('.mfa.gov.az/'))).toBe(true);
  });

  it('Azerbaijan: the passports with a free or facilitated consular visa (Japan, Pakistan, the EU) are not answered "visa required"', () => {
    const matrix = JSON.parse(readFileSync(join(ROOT, 'rules', 'visa-matrix', 'AZE.json'), 'utf8')) as {
      rules: Array<{ conditions: { all: Array<{ fact: string; value: unknown }> }; event: { params: { id: string } } }>;
    };
    const required = matrix.rules.find((r) => r.event.params.id === 'visa-aze-visa-required')!;
    const passports = required.conditions.all.find((c) => c.fact === 'passport')!.value as string[];
    for (const p of ['JPN', 'PAK', 'DEU', 'FRA', 'ITA', 'POL']) expect(passports, p).not.toContain(p);
  });

  it('Angola: USD 70 tourist and USD 80 short-stay visa, reported, without a start date', () => {
    const f = row('fee-ago-visa');
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[70, 'USD', 'agoTouristVisa'], [80, 'USD', 'agoShortStayVisa']]);
    expect(f.startDate).toBeNull();
    expect(f.sources.every((s) => s.tier === 'REPORTED' && /21\/19|14 January 2019/.test(s.quotes ?? ''))).toBe(true);
  });

  it('destinations searched and not priced have a dated feesvisa4 reason, and no row prices them', () => {
    const t = table();
    for (const rec of ['visa-chn-visa-required', 'visa-dza-visa-required', 'visa-tun-visa-required', 'visa-swz-visa-required',
      'visa-fji-visa-required', 'visa-kir-visa-required', 'visa-sdn-visa-required', 'visa-uzb-visa-required', 'visa-jpn-visa-required',
      'visa-afg-visa-required', 'visa-eri-visa-required', 'visa-cog-visa-required', 'visa-mli-visa-required', 'visa-gmb-visa-required',
      'visa-mmr-visa-required', 'visa-tjk-visa-required', 'visa-prk-visa-required', 'visa-yem-visa-required', 'visa-ner-visa-required',
      'visa-caf-visa-required', 'visa-phl-visa-required', 'mar-e-visa-document-holders-documents-unknown']) {
      expect(t.unpriced.find((u) => u.record === rec)?.reason, rec).toMatch(/feesvisa4/);
      expect(t.fees.some((f) => f.priceOf.includes(rec)), rec).toBe(false);
    }
  });
});

describe('feesvisa4: the answers', () => {
  it('a Nigerian passport to Ashgabat sees the six Turkmen lines and FEES is covered', () => {
    const body = datedAnswer('NGA', 'IST', 'ASB');
    expect(record(body, 'visa-tkm-visa-required')).toBeDefined();
    expect(amounts(record(body, 'fee-tkm-visa'))).toEqual([[20, 'USD'], [30, 'USD'], [40, 'USD'], [30, 'USD'], [60, 'USD'], [40, 'USD']]);
    expect(feesCoverage(body, 'TKM')?.status).toBe('COVERED');
  });

  it('an Egyptian passport to Kuwait sees KWD 10 from 2025-12-23, none the day before; a US passport (visa on arrival) sees none', () => {
    const body = datedAnswer('EGY', 'CAI', 'KWI');
    expect(amounts(record(body, 'fee-kwt-visit-visa'))).toEqual([[10, 'KWD']]);
    expect(feesCoverage(body, 'KWT')?.status).toBe('COVERED');
    expect(record(datedAnswer('EGY', 'CAI', 'KWI', '2025-12-23'), 'fee-kwt-visit-visa')).toBeDefined();
    expect(record(datedAnswer('EGY', 'CAI', 'KWI', '2025-12-22'), 'fee-kwt-visit-visa')).toBeUndefined();
    expect(record(datedAnswer('USA', 'JFK', 'KWI'), 'fee-kwt-visit-visa')).toBeUndefined();
  });

  it('a Nigerian passport to Baku sees USD 20 and FEES is covered; a Pakistani one (e-visa) does not see the consular fee', () => {
    const body = datedAnswer('NGA', 'LOS', 'GYD');
    expect(amounts(record(body, 'fee-aze-visa'))).toEqual([[20, 'USD']]);
    expect(feesCoverage(body, 'AZE')?.status).toBe('COVERED');
    expect(record(datedAnswer('PAK', 'KHI', 'GYD'), 'fee-aze-visa')).toBeUndefined();
  });

  it('a Nigerian passport to Luanda sees USD 70 and USD 80 and FEES is covered; a South African one (visa-free) sees none', () => {
    const body = datedAnswer('NGA', 'LOS', 'LAD');
    expect(amounts(record(body, 'fee-ago-visa'))).toEqual([[70, 'USD'], [80, 'USD']]);
    expect(feesCoverage(body, 'AGO')?.status).toBe('COVERED');
    expect(record(datedAnswer('ZAF', 'JNB', 'LAD'), 'fee-ago-visa')).toBeUndefined();
  });
});
