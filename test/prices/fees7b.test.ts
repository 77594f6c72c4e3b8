// Fees of issue 28, seventh pass part B (branch fees7b): Korea's e-visa is priced from the visa issuance
// fee of Article 71(1) of the Enforcement Rules of the Immigration Act, as the Ministry of Government
// Legislation's Easy Law service states it (USD 40 single entry up to 90 days, USD 70 two entries,
// USD 90 multiple entries; USD 60 for a stay over 90 days is not shown); Myanmar's tourist e-visa at the
// USD 50 reported at its 1 September 2014 launch (The Irrawaddy; China Radio International). Expected
// amounts are the ones those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const KOR_FEE = [[40, 'USD'], [70, 'USD'], [90, 'USD']];

describe('fees of issue 28, seventh pass part B: Korea e-visa', () => {
  it('an Indian passport answered "e-visa" for Seoul shows the three statutory amounts, from a destination-government source', () => {
    const body = datedAnswer('IND', 'DEL', 'ICN');
    expect(record(body, 'visa-kor-e-visa')).toBeDefined();
    const fee = record(body, 'fee-kor-e-visa');
    expect(amounts(fee)).toEqual(KOR_FEE);
    expect(fee?.attributes.sources?.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT']);
    expect(fee?.attributes.sources?.[0]?.url).toMatch(/^https:\/\/[a-z.]*easylaw\.go\.kr\//);
    // Official tier: the title carries no "(reported)".
    expect(fee?.attributes.title).not.toMatch(/reported/i);
  });

  it('the same amounts for passports of other regions (the rule names no nationality)', () => {
    for (const [passport, from] of [['CHN', 'PEK'], ['NGA', 'LOS'], ['UZB', 'TAS']] as const) {
      expect(amounts(record(datedAnswer(passport, from, 'ICN'), 'fee-kor-e-visa')), passport).toEqual(KOR_FEE);
    }
  });

  it('the USD 60 of a single-entry stay over 90 days is not shown (short visits only)', () => {
    const fee = record(datedAnswer('IND', 'DEL', 'ICN'), 'fee-kor-e-visa');
    expect(amounts(fee).some(([a]) => a === 60)).toBe(false);
  });

  it('the single-entry line says the stay is up to 90 days', () => {
    const fee = record(datedAnswer('IND', 'DEL', 'ICN'), 'fee-kor-e-visa');
    // The amount is formatted with a no-break space after the currency code, hence \s.
    expect(fee?.attributes.prices?.[0]?.text).toMatch(/^Single-entry visa \(stay up to 90 days\): USD\s40\.00$/);
  });

  it('no Korean e-visa fee for passports without the e-visa answer', () => {
    expect(record(datedAnswer('DEU', 'FRA', 'ICN'), 'fee-kor-e-visa')).toBeUndefined();
    expect(record(datedAnswer('USA', 'JFK', 'ICN'), 'fee-kor-e-visa')).toBeUndefined();
  });

  it('undated source: no start date, so an early trip date shows the fee too', () => {
    expect(amounts(record(datedAnswer('IND', 'DEL', 'ICN', '2024-01-02'), 'fee-kor-e-visa'))).toEqual(KOR_FEE);
  });

  it('the record is priced once: no unpriced row for visa-kor-e-visa is left', () => {
    expect(table().unpriced.map((u) => u.record)).not.toContain('visa-kor-e-visa');
    expect(table().fees.filter((f) => f.priceOf.includes('visa-kor-e-visa')).map((f) => f.id)).toEqual(['fee-kor-e-visa']);
  });

  it('the new label is translated in every locale that carries fee labels', () => {
    const texts = ['en-US', 'de-DE', 'es-ES', 'fr-FR'].map((loc) => {
      const file = JSON.parse(readFileSync(join(ROOT, 'locales', loc, 'fees.json'), 'utf8')) as { labels: Record<string, string> };
      return file.labels.visaSingleEntryUpTo90Days;
    });
    for (const t of texts) expect(t).toMatch(/90/);
    expect(new Set(texts).size).toBe(4);
  });
});

describe('fees of issue 28, seventh pass part B: Myanmar tourist e-visa (launch-year figure, reported)', () => {
  it('a British passport answered "e-visa" for Yangon shows USD 50, with two reported sources', () => {
    const body = datedAnswer('GBR', 'LHR', 'RGN');
    expect(record(body, 'visa-mmr-e-visa')).toBeDefined();
    const fee = record(body, 'fee-mmr-e-visa');
    expect(amounts(fee)).toEqual([[50, 'USD']]);
    expect(fee?.attributes.sources?.map((s) => s.tier)).toEqual(['REPORTED', 'REPORTED']);
    // Reported tier: the title tells the traveller so.
    expect(fee?.attributes.title).toMatch(/\(reported\)/);
    // The source's own date is shown (the launch-year figure is not passed off as current).
    expect(fee?.attributes.sources?.[1]?.publishedAt).toBe('2014-09-10');
  });

  it('dated from the launch: absent on 2014-08-31, present on 2014-09-01', () => {
    expect(record(datedAnswer('GBR', 'LHR', 'RGN', '2014-08-31'), 'fee-mmr-e-visa')).toBeUndefined();
    expect(amounts(record(datedAnswer('GBR', 'LHR', 'RGN', '2014-09-01'), 'fee-mmr-e-visa'))).toEqual([[50, 'USD']]);
  });

  it('no Myanmar e-visa fee for a passport without the e-visa answer', () => {
    expect(record(datedAnswer('SGP', 'SIN', 'RGN'), 'fee-mmr-e-visa')).toBeUndefined();
  });

  it('the unpriced row is gone and its research history is kept in the fee row\'s note', () => {
    expect(table().unpriced.map((u) => u.record)).not.toContain('visa-mmr-e-visa');
    const row = table().fees.find((f) => f.id === 'fee-mmr-e-visa');
    expect(row?.note).toContain('(seventh pass)');
    expect(row?.note).toContain('(seventh pass, part B)');
  });
});

describe('fees of issue 28, seventh pass part B: answers left unpriced with the retry recorded', () => {
  it('each retried row keeps its history and names the part-B retry once, after the earlier ones', () => {
    const retried = table().unpriced.filter((u) => u.reason.includes('(seventh pass, part B)'));
    expect(retried.map((u) => u.territory).sort()).toEqual(['ALB', 'ARM', 'ATG', 'BEN', 'BHS', 'COL', 'GEO', 'ISR', 'KGZ', 'KNA',
      'MWI', 'NAM', 'SLV', 'STP', 'VUT', 'ZWE']);
    for (const u of retried) {
      expect(u.reason.split('(seventh pass, part B)'), u.record).toHaveLength(2);
      expect(u.reason.indexOf('(seventh pass, part B)'), u.record).toBeGreaterThan(u.reason.indexOf('Retried 2026-11-27'));
    }
  });

  it('Kyrgyzstan: the consular-fee schedule of the missions is not carried over to the e-visa (no fee shown)', () => {
    const body = datedAnswer('IND', 'DEL', 'FRU');
    expect(record(body, 'visa-kgz-e-visa')).toBeDefined();
    expect(body.included.some((r) => r.id.startsWith('fee-kgz'))).toBe(false);
  });
});
