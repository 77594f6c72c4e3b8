// Free documents (README Decisions, "Free documents"): a source stating that a document is free
// is a researched price of 0, shown as "free of charge" in every locale, counted as priced, and
// converted to 0 in every request currency (never "≈ USD 0.00 at the rate of ...").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convert, convertedBlock, inRequestedCurrency, productAttributes, type FxSnapshot } from '../../src/prices/index.js';
import type { RecordDefinition } from '../../src/rules/model.js';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';
import { record as product } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FICTIONAL: FxSnapshot = {
  date: '2000-01-03', base: 'EUR', rates: { USD: '1.1', GBP: '0.85', CAD: '1.5', JPY: '160.5' },
  source: { type: 'ORGANIZATION', title: 'FICTIONAL rates for tests', url: 'https://example.org/fictional' },
};

function answer(passport: string, from: string, to: string, date: string, currency: string, locale = 'en-US'): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from, date }, { airport: to, date }], { currency, locale }));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}

describe('a free document: amount 0', () => {
  it('conversion of 0 stays 0 in every request currency', () => {
    expect(convert(0, 'JPY', 'USD', FICTIONAL)).toBe(0);
    expect(convertedBlock(0, 'JPY', FICTIONAL, 'data/fx/x.json')?.amounts).toEqual({ USD: 0, CAD: 0, GBP: 0, EUR: 0 });
    // A positive amount that rounds to 0.00 is not shown as free: it has no conversion at all.
    expect(convertedBlock(0.001, 'JPY', FICTIONAL, 'data/fx/x.json')).toBeUndefined();
  });

  it('the price line and every conversion say "free of charge", never a formatted zero', () => {
    const tr = (key: string, p?: Record<string, unknown>): string =>
      key === 'fees:priceLine' ? `${String(p?.label)}: ${String(p?.amount)}` : key === 'fees:free' ? 'FREE' : key.replace('fees:labels.', '');
    const def = {
      id: 'fee-x', type: 'PRODUCT', text: 'fees:x', location: 'JPN', category: 'DOC_REQUIRED', enforcement: 'MANDATORY', priceOf: ['x'],
      prices: [{ amount: 0, currency: 'USD', label: 'registration', source: 0, converted: convertedBlock(0, 'USD', FICTIONAL, 'data/fx/x.json') }],
      sources: [{ type: 'GOVERNMENT', title: 't', url: 'https://example.org/' }], createdAt: '2026-11-26T00:00:00Z', lastUpdatedAt: '2026-11-26T00:00:00Z', file: 'fees/x.json',
    } as RecordDefinition;
    const attributes = productAttributes(def, 'en-US', tr);
    expect(attributes.prices![0]!.text).toBe('registration: FREE');
    expect(attributes.prices![0]!.converted!.map((c) => [c.currency, c.amount, c.text])).toEqual([['CAD', 0, 'FREE'], ['GBP', 0, 'FREE'], ['EUR', 0, 'FREE']]);
    const rec = { id: 'fee-x', type: 'PRODUCT', attributes, relationships: { location: { data: { id: 'JPN', type: 'LOCATION' } } } } as unknown as ProcedureRecord;
    const usd = inRequestedCurrency(rec, 'USD', 'en-US') as ProcedureRecord;
    expect(usd.attributes.prices![0]!.requested).toEqual({ amount: 0, currency: 'USD', text: 'FREE' });
  });

  it('every locale defines the words for a free amount', () => {
    const expected: Record<string, string> = { 'en-US': 'free of charge', 'de-DE': 'gebührenfrei', 'es-ES': 'gratuito', 'fr-FR': 'gratuit' };
    for (const [locale, words] of Object.entries(expected)) {
      const fees = JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'fees.json'), 'utf8')) as { free: string };
      expect(fees.free, locale).toBe(words);
    }
  });
});

describe('free documents in answers', () => {
  it("Japan's visa waiver registration for Indonesian e-passports: JPY 0, free of charge, in the trip's currency and locale", () => {
    const en = product(answer('IDN', 'CGK', 'NRT', '2026-12-01', 'USD'), 'fee-jpn-visa-waiver-registration');
    expect(en?.attributes.priceOf).toContain('jpn-visa-waiver-registration-idn-javes');
    expect(en?.attributes.prices![0]).toMatchObject({ amount: 0, currency: 'JPY', text: 'Visa waiver registration: free of charge', requested: { amount: 0, currency: 'USD', text: 'free of charge' } });
    const fr = product(answer('IDN', 'CGK', 'NRT', '2026-12-01', 'EUR', 'fr-FR'), 'fee-jpn-visa-waiver-registration');
    expect(fr?.attributes.prices![0]).toMatchObject({ amount: 0, text: 'Enregistrement pour l’exemption de visa : gratuit', requested: { amount: 0, currency: 'EUR', text: 'gratuit' } });
    const de = product(answer('IDN', 'CGK', 'NRT', '2026-12-01', 'EUR', 'de-DE'), 'fee-jpn-visa-waiver-registration');
    expect(de?.attributes.prices![0]!.text).toBe('Registrierung für die Befreiung von der Visumpflicht: gebührenfrei');
  });

  it('not shown to a passport whose answer it does not price (a US passport enters Japan visa-free)', () => {
    expect(product(answer('USA', 'JFK', 'NRT', '2026-12-01', 'USD'), 'fee-jpn-visa-waiver-registration')).toBeUndefined();
  });

  it("India's zero slab: USD 0 for South Africa, requested in USD and GBP as free", () => {
    const usd = product(answer('ZAF', 'JNB', 'BOM', '2026-12-01', 'USD'), 'fee-ind-e-tourist-visa-free');
    expect(usd?.attributes.prices![0]).toMatchObject({ amount: 0, currency: 'USD', text: 'E-Tourist Visa: free of charge', requested: { amount: 0, currency: 'USD', text: 'free of charge' } });
    const gbp = product(answer('ZAF', 'JNB', 'BOM', '2026-12-01', 'GBP', 'es-ES'), 'fee-ind-e-tourist-visa-free');
    expect(gbp?.attributes.prices![0]!.requested).toMatchObject({ amount: 0, currency: 'GBP', text: 'gratuito' });
  });
});
