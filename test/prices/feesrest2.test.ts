// Fees of branch feesrest2 (issue 28, the targets no fee pass reached, then re-reads on new avenues).
// India's regular visa is free of charge for Bangladeshi passports, as two reports of the Indian Visa
// Application Centre's notice state; the other targets were searched and stay unpriced with a dated retry.
// The amounts and names expected here are the ones the sources state, not values read back from the
// generated rule file.
import { describe, expect, it } from 'vitest';
import { amounts, datedAnswer, feeLabel, feeRow, feeTable, feesCoverage, record, unpricedReason } from './answers.js';

const table = feeTable;
const row = feeRow;
const unpriced = unpricedReason;
const label = feeLabel;
const TAG = 'Retried 2026-11-27 (feesrest2)';

describe('feesrest2: India\'s visa, free of charge for Bangladeshi passports', () => {
  it('a Bangladeshi passport sees a zero fee beside the visa-required answer', () => {
    const body = datedAnswer('BGD', 'DAC', 'DEL');
    expect(record(body, 'visa-ind-visa-required')).toBeDefined();
    expect(amounts(record(body, 'fee-ind-visa-free-bgd'))).toEqual([[0, 'INR']]);
    expect(feesCoverage(body, 'IND')?.status).toBe('COVERED');
  });

  it('a Pakistani passport, also visa-required, gets no price and FEES stays uncovered for it', () => {
    const body = datedAnswer('PAK', 'DXB', 'DEL');
    expect(record(body, 'visa-ind-visa-required')).toBeDefined();
    expect(record(body, 'fee-ind-visa-free-bgd')).toBeUndefined();
    expect(feesCoverage(body, 'IND')?.status).not.toBe('COVERED');
  });

  it('the row prices exactly the one nationality the reports name, undated, from reports that quote the notice', () => {
    const fee = row('fee-ind-visa-free-bgd')!;
    expect(fee.priceOf).toEqual(['visa-ind-visa-required']);
    expect(fee.passports).toEqual(['BGD']);
    expect(fee.startDate ?? null).toBeNull();
    expect(fee.endDate ?? null).toBeNull();
    expect(fee.sources).toHaveLength(2);
    for (const s of fee.sources) {
      expect(s.tier).toBe('REPORTED');
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.quotes).toMatch(/Indian Visa Application Centre \(IVAC/);
    }
    // The High Commission's own page says the same but is stored at http:// only: named, not cited.
    expect(fee.note).toContain('http:// only');
    expect(fee.sources.some((s) => s.url.includes('hcidhaka'))).toBe(false);
  });

  it('the label names the application centre\'s processing fee as not shown, in every locale', () => {
    expect(row('fee-ind-visa-free-bgd')!.prices.map((p) => p.label)).toEqual(['indVisaFeeBangladeshNationals']);
    expect(label('en-US', 'indVisaFeeBangladeshNationals')).toMatch(/Bangladeshi nationals.*processing fee.*not shown/);
    for (const locale of ['de-DE', 'es-ES', 'fr-FR']) {
      expect(label(locale, 'indVisaFeeBangladeshNationals'), locale).toMatch(/Bangla/);
    }
  });

  it('India\'s visa-required row stays unpriced for the other passports, with the Bangladeshi row named', () => {
    const reason = unpriced('visa-ind-visa-required');
    expect(reason).toContain('fee-ind-visa-free-bgd');
    expect(reason).toContain('fee-ind-visa-ngn');
    expect(reason).toContain('other 29 passports');
  });
});

describe('feesrest2: India\'s visa fee for Nigerian nationals', () => {
  it('a Nigerian passport sees USD 250 beside the visa-required answer, and FEES is covered', () => {
    const body = datedAnswer('NGA', 'LOS', 'BOM');
    expect(record(body, 'visa-ind-visa-required')).toBeDefined();
    expect(amounts(record(body, 'fee-ind-visa-ngn'))).toEqual([[250, 'USD']]);
    expect(record(body, 'fee-ind-visa-free-bgd')).toBeUndefined();
    expect(feesCoverage(body, 'IND')?.status).toBe('COVERED');
  });

  it('the row is the uniform fee of the 2015 notice, for Nigerian passports only, the surcharge left out', () => {
    const fee = row('fee-ind-visa-ngn')!;
    expect(fee.passports).toEqual(['NGA']);
    expect(fee.startDate).toBe('2015-04-15');
    expect(fee.endDate ?? null).toBeNull();
    // The page's USD 252 includes the mission's USD 2 surcharge: the USD 250 fee is shown, never the sum.
    expect(fee.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([[250, 'USD', 'indVisaFeeNigerianNationals']]);
    expect(fee.sources[0]?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(fee.sources[0]?.url).toBe('https://hciabuja.gov.in/pages/MTEz');
    expect(fee.sources[1]?.quotes).toContain('15 April 2015');
    expect(label('en-US', 'indVisaFeeNigerianNationals')).toMatch(/every visa category.*surcharge.*not shown/);
    for (const locale of ['de-DE', 'es-ES', 'fr-FR']) expect(label(locale, 'indVisaFeeNigerianNationals'), locale).toMatch(/Nigeria|nigeria/);
  });

  it('the Kinshasa chart\'s older business-visa amounts for Nigerians are named and not followed', () => {
    const fee = row('fee-ind-visa-ngn')!;
    expect(fee.note).toContain('USD 292 / 372');
    expect(fee.sources.some((s) => s.url.includes('kinshasa'))).toBe(false);
  });
});

describe('feesrest2: destinations searched and not priced keep a dated reason', () => {
  const retried = ['visa-irl-visa-required', 'visa-cub-e-visa', 'visa-mmr-visa-on-arrival', 'visa-omn-visa-on-arrival',
    'visa-bfa-e-visa', 'visa-sur-e-visa', 'visa-lka-visa-on-arrival', 'visa-kna-e-visa', 'visa-ind-visa-required'];

  it('each retry is appended once, after the earlier history', () => {
    for (const rec of retried) {
      const reason = unpriced(rec);
      expect(reason.split(TAG).length, rec).toBe(2);
      expect(reason.indexOf(TAG), rec).toBeGreaterThan(0);
      // Later passes append their own dated retries after this one (linksfeeds did): this pass's
      // segment ends at the next one, or at the end.
      const own = reason.slice(reason.indexOf(TAG)).split(/ (?=Retried \d{4}-\d{2}-\d{2} \((?!feesrest2))/)[0]!;
      expect(own, rec).toMatch(/\d look-ups?\)\.$/);
    }
  });

  it('the rows researched for the first time are new, appended in this order (later passes append after them)', () => {
    const rows = table().unpriced;
    const tail = rows.map((u) => u.record).filter((r) => ['visa-rus-visa-required', 'visa-irq-visa-on-arrival', 'visa-yem-visa-on-arrival'].includes(r));
    expect(tail).toEqual(['visa-rus-visa-required', 'visa-irq-visa-on-arrival', 'visa-yem-visa-on-arrival']);
    expect(rows.findIndex((u) => u.record === 'visa-rus-visa-required')).toBeGreaterThan(rows.length - 10);
    for (const rec of tail) {
      expect(unpriced(rec), rec).toMatch(/^Researched 2026-11-27 \(feesrest2, \d look-ups?\)/);
      expect(rows.filter((u) => u.record === rec), rec).toHaveLength(1);
    }
  });

  it('Ireland stays unpriced: the exempt nationalities are still unread, so EUR 60 is not shown to anyone', () => {
    expect(unpriced('visa-irl-visa-required')).toContain('S.I. No. 82/2004');
    expect(table().fees.some((f) => f.territories.includes('IRL'))).toBe(false);
    const body = datedAnswer('IND', 'BOM', 'DUB');
    expect(record(body, 'visa-irl-visa-required')).toBeDefined();
    expect(feesCoverage(body, 'IRL')?.status).not.toBe('COVERED');
  });

  it('Sri Lanka\'s USD 50 on arrival is unchanged: the free-visa announcements disagree (35 or 38 countries)', () => {
    expect(unpriced('visa-lka-visa-on-arrival')).toMatch(/35 or 38/);
    const fee = row('fee-lka-visa-on-arrival')!;
    // Still charged to the United Kingdom, the United States and Australia, named in both announced lists.
    for (const p of ['GBR', 'USA', 'AUS']) expect(fee.exceptPassports ?? [], p).not.toContain(p);
    expect(fee.prices.map((p) => [p.amount, p.currency])).toEqual([[50, 'USD']]);
    expect(table().fees.filter((f) => f.priceOf.includes('visa-lka-visa-on-arrival')).map((f) => f.id)).toEqual(['fee-lka-visa-on-arrival']);
  });

  it('Iraq\'s USD 75 for Gulf nationals, reported without a date or a named notice, is not shown', () => {
    expect(unpriced('visa-irq-visa-on-arrival')).toContain('USD 75');
    expect(table().fees.some((f) => f.priceOf.includes('visa-irq-visa-on-arrival'))).toBe(false);
    const body = datedAnswer('SAU', 'RUH', 'BGW');
    expect(record(body, 'visa-irq-visa-on-arrival')).toBeDefined();
    expect(body.included.some((r) => r.id.startsWith('fee-irq'))).toBe(false);
  });
});
