// Fee ranges (README Decisions, "Fee ranges") and the fifth pass, part A, of data/fees/fees.json:
// a source that gives only "USD 50 to 100 depending on nationality" is shown as that range, in its
// own currency, never as one amount, never converted, and never counted as priced; the importer,
// lint and the fee report keep it apart from prices. Expected amounts are those of the sources
// cited in data/fees/fees.json (read 2026-11-27).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, check, isRange, labelKeys, ruleIds, type Fee, type Table } from '../../scripts/import-fees.js';
import { recordFigures } from '../../scripts/report-fees.js';
import { lint } from '../../src/lint/index.js';
import { readLocales } from '../../src/node/locales.js';
import { BUNDLED_LOCALES, BUNDLED_RULES } from '../../src/node/paths.js';
import { readRulesForLint } from '../../src/cli/rules-io.js';
import { codes } from '../lint/harness.js';
import { engine, trip } from '../helpers.js';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;

function answer(passport: string, from: string, to: string, locale = 'en-US', currency = 'USD'): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from }, { airport: to }], { currency, locale }));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const product = (body: TripResponseDocument, id: string): ProcedureRecord | undefined =>
  body.included.find((r) => r.id === id) as ProcedureRecord | undefined;

describe('fee ranges in answers', () => {
  it('South Sudan: USD 50 to 100 beside the e-visa of a US passport, with no conversion and no requested amount', () => {
    const body = answer('USA', 'JFK', 'JUB', 'en-US', 'EUR');
    const r = product(body, 'fee-ssd-e-visa-range');
    expect(r?.attributes.title).toBe('Fee range of the e-visa for South Sudan (reported)');
    expect(r?.attributes.prices).toEqual([
      { amount: 50, maximum: 100, currency: 'USD', text: 'Single-entry e-visa (the amount depends on nationality): USD\u00a050.00 to USD\u00a0100.00' },
    ]);
  });

  it('a range in the trip currency still gets no requested amount (no single amount to give)', () => {
    const r = product(answer('USA', 'JFK', 'JUB', 'en-US', 'USD'), 'fee-ssd-e-visa-range');
    expect(r?.attributes.prices?.[0]).not.toHaveProperty('requested');
    expect(r?.attributes.prices?.[0]).not.toHaveProperty('converted');
  });

  it('Nigeria: USD 160 to 250 (NIS page, not reported) in German and French', () => {
    const de = product(answer('GBR', 'LHR', 'LOS', 'de-DE'), 'fee-nga-e-visa-range');
    expect(de?.attributes.title).toBe('Gebührenspanne des E-Visums für Nigeria');
    expect(de?.attributes.prices?.[0]?.text).toBe('Visumgebühr (der Betrag hängt von Staatsangehörigkeit und Visumart ab): 160,00\u00a0USD bis 250,00\u00a0USD');
    const fr = product(answer('GBR', 'LHR', 'LOS', 'fr-FR'), 'fee-nga-e-visa-range');
    expect(fr?.attributes.prices?.[0]?.text).toBe('Frais de visa (le montant dépend de la nationalité et du type de visa) : de 160,00\u00a0USD à 250,00\u00a0USD');
  });

  it('Burkina Faso: XOF 55,000 (reported) for a US passport, no fee for an Ethiopian one (African nationals left unpriced)', () => {
    const us = product(answer('USA', 'JFK', 'OUA'), 'fee-bfa-e-visa');
    expect(us?.attributes.prices?.map((p) => [p.amount, p.currency, p.maximum])).toEqual([[55000, 'XOF', undefined]]);
    expect(us?.attributes.title).toBe('Fee of the e-visa for Burkina Faso (reported)');
    const eth = answer('ETH', 'ADD', 'OUA');
    expect(eth.included.some((r) => r.id === 'visa-bfa-e-visa')).toBe(true);
    expect(product(eth, 'fee-bfa-e-visa')).toBeUndefined();
  });
});

describe('fee ranges: importer', () => {
  const known = ruleIds();
  const labels = labelKeys();
  const row = (id: string): Fee => structuredClone(table().fees.find((f) => f.id === id)!);
  const one = (f: Fee): Table => ({ readAt: '2026-11-27', fees: [f], unpriced: [] });

  it('the range rows of this pass are ranges, the Burkina Faso row is a price', () => {
    expect(['fee-ssd-e-visa-range', 'fee-nga-e-visa-range', 'fee-ben-e-visa-range'].map((id) => isRange(row(id)))).toEqual([true, true, true]);
    expect(isRange(row('fee-bfa-e-visa'))).toBe(false);
  });

  it('a range is written without conversion and titled as a range', () => {
    const file = buildFile(one(row('fee-ssd-e-visa-range')), known, labels) as { procedures: Array<{ text: string; prices: Array<Record<string, unknown>> }> };
    expect(file.procedures[0]!.text).toBe('fees:generated.eVisaRangeReported');
    expect(file.procedures[0]!.prices).toEqual([{ amount: 50, maximum: 100, currency: 'USD', label: 'singleEntryByNationality', source: 0 }]);
    const official = buildFile(one(row('fee-nga-e-visa-range')), known, labels) as { procedures: Array<{ text: string }> };
    expect(official.procedures[0]!.text).toBe('fees:generated.eVisaRange');
  });

  it('refuses a maximum not above the amount, a range mixed with a price, and a range of an ETA', () => {
    const a = row('fee-ssd-e-visa-range'); a.prices[0]!.maximum = 50;
    expect(() => check(one(a), known, labels)).toThrow(/maximum is above its amount/);
    const b = row('fee-ssd-e-visa-range'); b.prices.push({ amount: 250, currency: 'USD', label: 'visaFee', source: 0 });
    expect(() => check(one(b), known, labels)).toThrow(/every price is a range/);
    const c = row('fee-ssd-e-visa-range'); c.documentType = 'ETA';
    expect(() => check(one(c), known, labels)).toThrow(/every price is a range/);
  });
});

describe('fee ranges: lint', () => {
  const read = readRulesForLint(BUNDLED_RULES);
  const locales = readLocales(BUNDLED_LOCALES);
  const findings = (edit: (price: Record<string, unknown>) => void): string[] => {
    const path = 'fees/generated-fees.json';
    const files = read.source.files.map((f) => (f.path === path ? { ...f, content: structuredClone(f.content) } : f));
    const content = files.find((f) => f.path === path)!.content as { procedures: Array<{ id: string; prices: Array<Record<string, unknown>> }> };
    const i = content.procedures.findIndex((p) => p.id === 'fee-ssd-e-visa-range');
    edit(content.procedures[i]!.prices[0]!);
    return lint({ source: { ...read.source, files }, reference: codes(), locales }).findings
      .filter((f) => f.file === path && f.pointer.startsWith(`/procedures/${i}/`)).map((f) => `${f.pointer.slice(`/procedures/${i}`.length)} ${f.code}`);
  };

  it('the shipped range lints clean; a maximum at or below the amount, or a converted range, does not', () => {
    expect(findings(() => undefined)).toEqual([]);
    expect(findings((p) => { p.maximum = 40; })).toContain('/prices/0/maximum INVALID_PRICE');
    expect(findings((p) => { p.converted = { date: '2026-05-08', snapshot: 'data/fx/ecb-2026-05-08.json', amounts: { EUR: 46 } }; })).toContain('/prices/0/converted INVALID_CONVERSION');
  });
});

describe('fee ranges: report', () => {
  it('range products are listed apart, and the e-visas they accompany are not counted as priced', () => {
    const r = recordFigures();
    expect(r.rangeProducts.map((p) => p.split(' ')[0])).toEqual(expect.arrayContaining(['fee-ssd-e-visa-range', 'fee-nga-e-visa-range', 'fee-ben-e-visa-range']));
    expect(r.products.some((p) => p.includes('-range '))).toBe(false);
    // nwwfees priced South Sudan's and Benin's e-visas for Korean passports only (Korea's advice page), so those
    // records count as priced for some passport; the ranges still stand for the others (test/prices/nwwfees.test.ts).
    expect(r.eVisasWithoutPrice).toEqual(expect.arrayContaining(['NGA']));
    expect(r.eVisasWithoutPrice).not.toContain('BFA');
  });
});
