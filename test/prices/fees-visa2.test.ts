// Consular visa fees of issue 28, second pass (branch feesvisa2): the Schengen short-stay visa fee of
// Regulation (EU) 2019/1155 (EUR 80 from 12 years, EUR 40 from 6 to below 12, free under 6, from
// 2 February 2020 until the EUR 90 fee of 11 June 2024: Royal Norwegian Embassy in Riyadh), the
// Schengen fee for Andorra and Monaco (Andorra's government; France's embassy for Monaco) and Brunei's
// visit visa (Ministry of Foreign Affairs FAQ: BND 20 single, BND 30 / 50 multiple entry). The expected
// amounts and dates are the ones those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, type Fee, type Table } from '../../scripts/import-fees.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
// The states that applied the Schengen visa from 2 February 2020 to 10 June 2024 (Croatia, Bulgaria and Romania joined later).
const SCHENGEN_2020 = ['AUT', 'BEL', 'CHE', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HUN', 'ISL', 'ITA', 'LIE',
  'LTU', 'LUX', 'LVA', 'MLT', 'NLD', 'NOR', 'POL', 'PRT', 'SVK', 'SVN', 'SWE'];
/** A trip to a country code (Monaco and Andorra have no airport of their own). */
const toCountry = (passport: string, from: string, to: string, date = '2026-12-01'): TripResponseDocument => {
  const r = engine().trips(trip([passport], [{ airport: from, date }, { location: to, date }], { currency: 'USD' }));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
};

describe('feesvisa2: the table rows say what the sources say', () => {
  it('Schengen 2020: EUR 80 / 40 / 0 from 2020-02-02 to 2024-06-10, the day before the EUR 90 fee', () => {
    const f = row('fee-fra-schengen-visa-2020');
    expect(f.prices.map((p) => [p.amount, p.currency, p.label])).toEqual([
      [80, 'EUR', 'schengenVisaAdult'], [40, 'EUR', 'schengenVisaChild6To11'], [0, 'EUR', 'schengenVisaChildUnder6']]);
    expect([f.startDate, f.endDate]).toEqual(['2020-02-02', '2024-06-10']);
    expect(row('fee-fra-schengen-visa').startDate).toBe('2024-06-11');
    expect([...f.territories].sort()).toEqual(SCHENGEN_2020);
    // The adult and child amounts come from a Schengen state's own mission.
    expect(f.sources[f.prices[0]!.source]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: expect.stringContaining('norway.no') });
  });

  it('Schengen 2020 leaves out the passports that paid another amount in part of the period', () => {
    expect([...row('fee-fra-schengen-visa-2020').exceptPassports!].sort()).toEqual(['ARM', 'AZE', 'BLR', 'CPV', 'GMB', 'RUS']);
  });

  it('Andorra and Monaco: the 2024 Schengen amounts, from 2024-06-11, with the sources that say their visa is a Schengen visa', () => {
    const f = row('fee-mco-schengen-visa-microstates');
    expect([...f.territories].sort()).toEqual(['AND', 'MCO']);
    expect(f.prices.map((p) => p.amount)).toEqual([90, 45, 0]);
    expect(f.startDate).toBe('2024-06-11');
    const urls = f.sources.map((s) => s.url);
    expect(urls).toContain('https://govern.ad/en/ministries-and-secretaries-of-state/ministry-of-foreign-affairs/travel-to-andorra');
    expect(urls).toContain('https://au.ambafrance.org/Who-needs-a-short-stay-visa-for-Monaco');
  });

  it('Brunei: BND 20 single entry, BND 30 and 50 multiple entry, from the Ministry of Foreign Affairs', () => {
    const f = row('fee-brn-visa');
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[20, 'BND'], [30, 'BND'], [50, 'BND']]);
    expect(f.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://www.mfa.gov.bn/Pages/FAQ.aspx' });
  });

  it('UK: GBP 115 from 2023-10-04 to 2025-04-08 (reported), the GBP 135 row unchanged from 2026-04-08', () => {
    const f = row('fee-gbr-standard-visitor-visa-2023');
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[115, 'GBP']]);
    expect([f.startDate, f.endDate]).toEqual(['2023-10-04', '2025-04-08']);
    expect(f.sources.every((s) => s.tier === 'REPORTED')).toBe(true);
    expect(row('fee-gbr-standard-visitor-visa').startDate).toBe('2026-04-08');
  });

  it('Taiwan: USD 50 single and USD 100 multiple entry for applications overseas, all passports but the US one', () => {
    const f = row('fee-twn-visitor-visa');
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[50, 'USD'], [100, 'USD']]);
    expect(f.exceptPassports).toEqual(['USA']);
    expect(f.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://law.mofa.gov.tw/law_out/EngLawContent.aspx?lan=E&id=6' });
    expect(f.priceOf).toEqual(['visa-twn-visa-required', 'twn-travel-authorization-certificate-documents-unknown']);
  });

  it('the rows researched and left unpriced say why, and no row prices them', () => {
    const t = table();
    for (const [rec, why] of [['visa-mex-visa-required', /Gratuidad|agreement/], ['visa-nzl-visa-required', /citizenship/],
      ['visa-smr-visa-required', /which visa/], ['visa-vat-visa-required', /which visa/]] as const) {
      expect(t.unpriced.find((u) => u.record === rec)?.reason, rec).toMatch(why);
      expect(t.fees.some((f) => f.priceOf.includes(rec)), rec).toBe(false);
    }
  });

  it('the 2020 row becomes one record per state, none for the states that joined later', () => {
    const file = buildFile(table()) as { procedures: Array<{ id: string; location: string }> };
    const recs = file.procedures.filter((p) => p.id.endsWith('-schengen-visa-2020'));
    expect(recs.map((p) => p.location).sort()).toEqual(SCHENGEN_2020);
  });
});

describe('feesvisa2: the answers', () => {
  it('an Indian passport to Paris in 2022 sees EUR 80 / 40 / 0, and FEES is covered', () => {
    const body = datedAnswer('IND', 'DEL', 'CDG', '2022-05-01');
    expect(amounts(record(body, 'fee-fra-schengen-visa-2020'))).toEqual([[80, 'EUR'], [40, 'EUR'], [0, 'EUR']]);
    expect(record(body, 'fee-fra-schengen-visa')).toBeUndefined();
    expect(feesCoverage(body, 'FRA')?.status).toBe('COVERED');
  });

  it('the EUR 80 fee ends on 2024-06-10 and the EUR 90 fee starts on 2024-06-11; nothing before 2020-02-02', () => {
    expect(record(datedAnswer('IND', 'DEL', 'CDG', '2024-06-10'), 'fee-fra-schengen-visa-2020')).toBeDefined();
    expect(record(datedAnswer('IND', 'DEL', 'CDG', '2024-06-11'), 'fee-fra-schengen-visa-2020')).toBeUndefined();
    expect(record(datedAnswer('IND', 'DEL', 'CDG', '2020-02-01'), 'fee-fra-schengen-visa-2020')).toBeUndefined();
  });

  it('Brunei: an Indian passport sees BND 20 / 30 / 50 and FEES is covered; a US passport sees no visa fee', () => {
    const body = datedAnswer('IND', 'DEL', 'BWN');
    expect(amounts(record(body, 'fee-brn-visa'))).toEqual([[20, 'BND'], [30, 'BND'], [50, 'BND']]);
    expect(feesCoverage(body, 'BRN')?.status).toBe('COVERED');
    expect(record(datedAnswer('USA', 'JFK', 'BWN'), 'fee-brn-visa')).toBeUndefined();
  });

  it('UK: GBP 115 for a trip on 2024-01-15, nothing on 2025-04-09 (the 2025 amount was not read)', () => {
    expect(amounts(record(datedAnswer('IND', 'DEL', 'LHR', '2024-01-15'), 'fee-gbr-standard-visitor-visa-2023'))).toEqual([[115, 'GBP']]);
    const body = datedAnswer('IND', 'DEL', 'LHR', '2025-04-09');
    expect(body.included.some((r) => r.id.startsWith('fee-gbr-standard-visitor-visa'))).toBe(false);
  });

  it('Taiwan: a Nigerian passport (visa required unless it holds a qualifying visa) sees USD 50 / 100 and FEES is covered', () => {
    const body = datedAnswer('NGA', 'LOS', 'TPE');
    expect(amounts(record(body, 'fee-twn-visitor-visa'))).toEqual([[50, 'USD'], [100, 'USD']]);
    expect(feesCoverage(body, 'TWN')?.status).toBe('COVERED');
  });

  it('Monaco and Andorra: an Indian passport sees the Schengen fee located there; San Marino stays unpriced', () => {
    const mco = record(toCountry('IND', 'DEL', 'MCO'), 'fee-mco-schengen-visa-microstates');
    expect(amounts(mco)).toEqual([[90, 'EUR'], [45, 'EUR'], [0, 'EUR']]);
    expect(mco?.attributes.title).toMatch(/Monaco.*\(reported\)/);
    expect(amounts(record(toCountry('IND', 'DEL', 'AND'), 'fee-and-schengen-visa-microstates'))).toEqual([[90, 'EUR'], [45, 'EUR'], [0, 'EUR']]);
    expect(toCountry('IND', 'DEL', 'SMR').included.some((r) => r.id.includes('schengen-visa'))).toBe(false);
  });
});
