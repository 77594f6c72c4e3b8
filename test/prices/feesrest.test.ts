// Fees of branch feesrest (issue 28, third wave of the destinations no fee pass had searched). Moldova's
// "visa required" answer is priced by the EUR 40 consular fee of Law 242/2010 as the Foreign Ministry's
// embassy pages state it; the destinations searched and not priced keep a dated reason in `unpriced`.
// The amounts expected here are the ones the sources state, not values read back from the generated file.
import { describe, expect, it } from 'vitest';
import { amounts, datedAnswer, feeLabel, feeRow, feeTable, feesCoverage, record, unpricedReason } from './answers.js';

const table = feeTable;
const row = feeRow;
const unpriced = unpricedReason;
const label = feeLabel;

describe('feesrest: Moldova\'s consular visa fee', () => {
  it('a Zimbabwean passport (visa required) sees EUR 40 beside the answer, and FEES is covered', () => {
    const body = datedAnswer('ZWE', 'IST', 'KIV', '2026-12-01', 'EUR');
    expect(record(body, 'visa-mda-visa-required')).toBeDefined();
    expect(amounts(record(body, 'fee-mda-visa'))).toEqual([[40, 'EUR']]);
    expect(feesCoverage(body, 'MDA')?.status).toBe('COVERED');
  });

  it('the e-visa answer keeps its own EUR 60 + EUR 20 and is not given the consular visa fee', () => {
    const body = datedAnswer('IND', 'IST', 'KIV', '2026-12-01', 'EUR');
    expect(record(body, 'fee-mda-visa')).toBeUndefined();
    expect(amounts(record(body, 'fee-mda-e-visa'))).toEqual([[60, 'EUR'], [20, 'EUR']]);
  });

  it('the row is one tariff for every passport, undated, from the Ministry\'s own https pages', () => {
    const fee = row('fee-mda-visa')!;
    expect(fee.passports).toBeUndefined();
    expect(fee.startDate ?? null).toBeNull();
    expect(fee.endDate ?? null).toBeNull();
    for (const s of fee.sources) {
      expect(s.tier).toBe('DESTINATION_GOVERNMENT');
      expect(s.url).toMatch(/^https:\/\/[a-z]+\.mfa\.gov\.md\//);
    }
    // The Bucharest page's EUR 60 and the e-visa's EUR 60 are named in the note as not followed.
    expect(fee.note).toContain('EUR 60');
  });

  it('the label names the children\'s exemption and the missions\' related charge as not shown, in every locale', () => {
    expect(row('fee-mda-visa')!.prices.map((p) => p.label)).toEqual(['mdaShortStayVisaConsularFee']);
    expect(label('en-US', 'mdaShortStayVisaConsularFee')).toMatch(/children are exempt.*not shown/);
    for (const locale of ['de-DE', 'es-ES', 'fr-FR']) expect(label(locale, 'mdaShortStayVisaConsularFee'), locale).toBeTruthy();
  });

  it('the record is no longer listed as unpriced', () => {
    expect(table().unpriced.some((u) => u.record === 'visa-mda-visa-required')).toBe(false);
  });
});

describe('feesrest: destinations searched and not priced keep a dated reason', () => {
  it('a new row for each destination searched for the first time', () => {
    for (const rec of ['visa-dma-visa-required', 'visa-hti-visa-required', 'visa-tjk-visa-on-arrival', 'visa-mng-visa-on-arrival',
      'visa-tur-visa-on-arrival']) {
      expect(unpriced(rec), rec).toMatch(/^Researched 2026-11-27 \(feesrest, \d look-ups?\)/);
      expect(unpriced(rec), rec).toContain('Not priced');
    }
  });

  it('Dominica\'s official notice is named but not cited, being stored at http:// only', () => {
    expect(unpriced('visa-dma-visa-required')).toContain('US$82.00');
    expect(unpriced('visa-dma-visa-required')).toContain('http:// only');
    expect(table().fees.some((f) => f.territories.includes('DMA'))).toBe(false);
  });

  it('the retries of Liberia and Ukraine are appended once, after the earlier history', () => {
    for (const rec of ['visa-lbr-visa-required', 'visa-ukr-visa-required']) {
      const reason = unpriced(rec);
      expect(reason.indexOf('(feesrest'), rec).toBeGreaterThan(reason.indexOf('Researched 2026-11-27'));
      expect(reason.split('(feesrest').length, rec).toBe(2);
    }
  });
});
