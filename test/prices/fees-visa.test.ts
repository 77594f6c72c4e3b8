// Consular visa fees of issue 28 (branch feesvisa): the Schengen short-stay visa (Commission Delegated
// Regulation (EU) 2024/1415 and the Commission's notice of 11 June 2024: EUR 90 from 12 years, EUR 45
// from 6 to below 12, free under 6; EUR 35 under the facilitation agreements with Armenia, Azerbaijan
// and Belarus; EUR 67.50 for Cabo Verde), the US B-1/B-2 MRV fee (USD 185 from 17 June 2023, US
// Embassy Bishkek), Canada's visitor visa and biometrics (CAD 100 and CAD 85, IRCC) and the UK
// Standard Visitor visa (GBP 135 from 8 April 2026, reported). The expected amounts and dates are the
// ones those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, expand, type Fee, type Table } from '../../scripts/import-fees.js';
import type { CoverageEntry } from '../../src/schema/generated.js';
import { amounts, datedAnswer, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
const SCHENGEN = ['AUT', 'BEL', 'BGR', 'CHE', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'ISL',
  'ITA', 'LIE', 'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'NOR', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'];
const SCHENGEN_ROWS = ['fee-fra-schengen-visa', 'fee-fra-schengen-visa-facilitation', 'fee-fra-schengen-visa-cpv'];
const feesCoverage = (passport: string, from: string, to: string, territory: string, date = '2026-12-01'): CoverageEntry | undefined =>
  datedAnswer(passport, from, to, date).data.attributes.coverage?.find((c) => c.territory === territory && c.topic === 'FEES');

describe('feesvisa: the table rows say what the sources say', () => {
  it('Schengen: EUR 90 / 45 / 0 from 2024-06-11 in the 29 states, for every passport but the agreements\' ones', () => {
    const f = row('fee-fra-schengen-visa');
    expect(f.documentType).toBe('VISA');
    expect([...f.territories].sort()).toEqual(SCHENGEN);
    expect(f.startDate).toBe('2024-06-11');
    expect(f.endDate).toBeNull();
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[90, 'EUR'], [45, 'EUR'], [0, 'EUR']]);
    expect([...(f.exceptPassports ?? [])].sort()).toEqual(['ARM', 'AZE', 'BLR', 'CPV']);
    // The Gambian Article 25a fee was repealed: Gambian passports pay the standard fee.
    expect(f.exceptPassports).not.toContain('GMB');
  });

  it('the facilitation rows name exactly the nationalities of their sources, and no passport has two Schengen fees', () => {
    expect(row('fee-fra-schengen-visa-facilitation').passports).toEqual(['ARM', 'AZE', 'BLR']);
    expect(row('fee-fra-schengen-visa-facilitation').prices.map((p) => p.amount)).toEqual([35]);
    expect(row('fee-fra-schengen-visa-cpv').passports).toEqual(['CPV']);
    expect(row('fee-fra-schengen-visa-cpv').prices.map((p) => p.amount)).toEqual([67.5]);
    const named = SCHENGEN_ROWS.slice(1).flatMap((id) => row(id).passports ?? []);
    expect(new Set(named)).toEqual(new Set(row('fee-fra-schengen-visa').exceptPassports));
    expect(named.length).toBe(new Set(named).size);
  });

  it('a row whose amounts come only from reports is titled "(reported)"; the official sources carry their tier', () => {
    const file = buildFile(table()) as { procedures: Array<{ id: string; text: string; location: string }> };
    const text = (id: string): string | undefined => file.procedures.find((p) => p.id === id)?.text;
    expect(text('fee-fra-schengen-visa')).toBe('fees:generated.visaReported');
    expect(text('fee-gbr-standard-visitor-visa')).toBe('fees:generated.visaReported');
    expect(text('fee-usa-visitor-visa')).toBe('fees:generated.visa');
    expect(text('fee-can-visitor-visa')).toBe('fees:generated.visa');
    expect(row('fee-fra-schengen-visa').sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202401415' });
  });
});

describe('feesvisa: one record per Schengen state', () => {
  it('each Schengen row becomes 29 records, each located in its own state', () => {
    const file = buildFile(table()) as { procedures: Array<{ id: string; location: string }> };
    for (const id of SCHENGEN_ROWS) {
      const rest = id.slice('fee-fra-'.length);
      const recs = file.procedures.filter((p) => p.id.endsWith(`-${rest}`) && /^fee-[a-z]{3}-/.test(p.id) && p.id.slice(8) === rest);
      expect(recs.map((p) => p.location).sort(), id).toEqual(SCHENGEN);
      for (const p of recs) expect(p.id, id).toBe(`fee-${p.location.toLowerCase()}-${rest}`);
    }
  });

  it('expand leaves a single-territory row, and an e-visa row over several territories, as they are', () => {
    const single = row('fee-usa-visitor-visa');
    expect(expand(single)).toEqual([single]);
    const eVisa: Fee = { ...single, documentType: 'E_VISA', territories: ['USA', 'PRI'] };
    expect(expand(eVisa)).toEqual([eVisa]);
  });
});

describe('feesvisa: the answers', () => {
  it('an Indian passport to Paris sees France\'s Schengen fee with its three age lines, and FEES is covered', () => {
    const body = datedAnswer('IND', 'DEL', 'CDG');
    const fee = record(body, 'fee-fra-schengen-visa');
    expect(amounts(fee)).toEqual([[90, 'EUR'], [45, 'EUR'], [0, 'EUR']]);
    expect(fee?.attributes.title).toMatch(/France.*\(reported\)/);
    expect(fee?.attributes.prices?.[2]?.text).toMatch(/under 6.*free of charge/);
    expect(record(body, 'fee-aut-schengen-visa')).toBeUndefined();
    expect(feesCoverage('IND', 'DEL', 'CDG', 'FRA')?.status).toBe('COVERED');
  });

  it('a Belarusian passport to Berlin sees EUR 35, an Azerbaijani to Rome too; a US passport sees no Schengen fee', () => {
    expect(amounts(record(datedAnswer('BLR', 'MSQ', 'BER'), 'fee-deu-schengen-visa-facilitation'))).toEqual([[35, 'EUR']]);
    expect(amounts(record(datedAnswer('AZE', 'GYD', 'FCO'), 'fee-ita-schengen-visa-facilitation'))).toEqual([[35, 'EUR']]);
    expect(datedAnswer('USA', 'JFK', 'CDG').included.some((r) => r.id.includes('schengen-visa'))).toBe(false);
  });

  it('US USD 185 from 2023-06-17 (not the day before); Canada CAD 100 and CAD 85 as two lines; UK GBP 135 from 2026-04-08', () => {
    expect(amounts(record(datedAnswer('IND', 'DEL', 'JFK', '2023-06-17'), 'fee-usa-visitor-visa'))).toEqual([[185, 'USD']]);
    expect(record(datedAnswer('IND', 'DEL', 'JFK', '2023-06-16'), 'fee-usa-visitor-visa')).toBeUndefined();
    expect(amounts(record(datedAnswer('NGA', 'LOS', 'YYZ'), 'fee-can-visitor-visa'))).toEqual([[100, 'CAD'], [85, 'CAD']]);
    expect(amounts(record(datedAnswer('IND', 'DEL', 'LHR', '2026-04-08'), 'fee-gbr-standard-visitor-visa'))).toEqual([[135, 'GBP']]);
    expect(record(datedAnswer('IND', 'DEL', 'LHR', '2026-04-07'), 'fee-gbr-standard-visitor-visa')).toBeUndefined();
  });

  it('Ireland stays unpriced and says why (the exempt nationalities were not readable)', () => {
    const u = table().unpriced.find((r) => r.record === 'visa-irl-visa-required');
    expect(u?.reason).toMatch(/exempt/);
    expect(table().fees.some((f) => f.priceOf.includes('visa-irl-visa-required'))).toBe(false);
    expect(feesCoverage('IND', 'DEL', 'DUB', 'IRL')?.status).toBe('NOT_COVERED');
  });
});
