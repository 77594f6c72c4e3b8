// rules lint, prices check: a copy of the bundled ruleset with one broken price of each kind.
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/lint/index.js';
import { readLocales } from '../../src/node/locales.js';
import { BUNDLED_LOCALES, BUNDLED_RULES } from '../../src/node/paths.js';
import { readRulesForLint } from '../../src/cli/rules-io.js';
import { codes } from '../lint/harness.js';

describe('lint: prices', () => {
  const read = readRulesForLint(BUNDLED_RULES);
  const locales = readLocales(BUNDLED_LOCALES);
  const findings = (edit: (fee: Record<string, unknown>) => void): string[] => {
    const files = read.source.files.map((f) => (f.path === 'fees/can-eta.json' ? { ...f, content: structuredClone(f.content) } : f));
    const fee = (files.find((f) => f.path === 'fees/can-eta.json')!.content as { procedures: Array<Record<string, unknown>> }).procedures[0]!;
    edit(fee);
    return lint({ source: { ...read.source, files }, reference: codes(), locales }).findings
      .filter((f) => f.file === 'fees/can-eta.json').map((f) => `${f.pointer} ${f.code}`);
  };
  const price = (fee: Record<string, unknown>): Record<string, unknown> => (fee.prices as Array<Record<string, unknown>>)[0]!;

  it('the shipped fee files lint clean', () => {
    expect(findings(() => undefined)).toEqual([]);
  });
  it('a negative amount; 0 (a free document) is allowed', () => {
    expect(findings((f) => { price(f).amount = -1; })).toContain('/procedures/0/prices/0/amount INVALID_PRICE');
    expect(findings((f) => { price(f).amount = 0; delete price(f).converted; })).toEqual([]);
  });
  it('a converted amount of 0 is allowed only for a free document', () => {
    const zeroConversion = (f: Record<string, unknown>): void => { price(f).converted = { date: '2026-05-08', snapshot: 'data/fx/ecb-2026-05-08.json', amounts: { USD: 0 } }; };
    expect(findings(zeroConversion)).toContain('/procedures/0/prices/0/converted/amounts/USD INVALID_CONVERSION');
    expect(findings((f) => { zeroConversion(f); price(f).amount = 0; })).toEqual([]);
  });
  it('a currency that is not ISO 4217', () => {
    expect(findings((f) => { price(f).currency = 'CAX'; })).toContain('/procedures/0/prices/0/currency UNKNOWN_CURRENCY');
  });
  it('a price whose source is none of the record sources', () => {
    expect(findings((f) => { price(f).source = 9; })).toContain('/procedures/0/prices/0/source PRICE_WITHOUT_SOURCE');
  });
  it('a product pricing a record that does not exist', () => {
    expect(findings((f) => { f.priceOf = ['no-such-record']; })).toContain('/procedures/0/priceOf/0 UNKNOWN_PRICED_RECORD');
  });
  it('a label without texts', () => {
    expect(findings((f) => { price(f).label = 'noSuchLabel'; })).toContain('/procedures/0/prices/0/label MISSING_PRICE_LABEL');
  });
  it('prices on a record that is not a PRODUCT', () => {
    expect(findings((f) => { f.type = 'PROCEDURE'; })).toContain('/procedures/0/prices PRICE_NOT_PRODUCT');
  });
  it('an http link is an error (sources check)', () => {
    expect(findings((f) => { f.actions = [{ label: 'apply', url: 'http://example.org/' }]; })).toContain('/procedures/0/actions/0/url INSECURE_ACTION');
  });
});
