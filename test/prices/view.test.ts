// How a price appears: the per-locale record carries the official prices (and any precomputed,
// dated conversions); the envelope's view adds `requested` for the trip's currency, cached per
// record and currency, never touching the shared record. Conversions here use FICTIONAL rates.
import { describe, expect, it } from 'vitest';
import { convertedBlock, inRequestedCurrency, productAttributes, type FxSnapshot } from '../../src/prices/index.js';
import type { RecordDefinition } from '../../src/rules/model.js';
import type { ProcedureRecord } from '../../src/schema/generated.js';

const FICTIONAL: FxSnapshot = {
  date: '2000-01-03', base: 'EUR', rates: { USD: '1.1', GBP: '0.85', CAD: '1.5' },
  source: { type: 'ORGANIZATION', title: 'FICTIONAL rates for tests', url: 'https://example.org/fictional' },
};
const tr = (key: string, p?: Record<string, unknown>): string =>
  key === 'fees:priceLine' ? `${String(p?.label)}: ${String(p?.amount)}`
    : key === 'fx:converted' ? `≈ ${String(p?.amount)} at the ECB reference rate of ${String(p?.date)}`
      : key.replace('fees:labels.', '');

function product(amount: number, currency: string, withRates: boolean): RecordDefinition {
  const converted = withRates ? convertedBlock(amount, currency, FICTIONAL, 'data/fx/ecb-2000-01-03.json') : undefined;
  return {
    id: 'fee-x', type: 'PRODUCT', text: 'fees:x', location: 'CAN', category: 'DOC_REQUIRED', enforcement: 'MANDATORY',
    priceOf: ['x'], prices: [{ amount, currency, label: 'application', source: 0, ...(converted ? { converted } : {}) }],
    sources: [{ type: 'GOVERNMENT', title: 't', url: 'https://example.org/' }], createdAt: '2026-11-23T00:00:00Z', lastUpdatedAt: '2026-11-23T00:00:00Z', file: 'fees/x.json',
  } as RecordDefinition;
}

function record(def: RecordDefinition): ProcedureRecord {
  return { id: def.id, type: 'PRODUCT', attributes: { ...productAttributes(def, 'en-US', tr) } as ProcedureRecord['attributes'], relationships: { location: { data: { id: 'CAN', type: 'LOCATION' } } } };
}

// Intl separates the currency code and the amount with a no-break space (U+00A0).
describe('prices in the requested currency', () => {
  const rec = record(product(7, 'CAD', true));

  it('the per-locale record has the official price, its text and the dated conversions', () => {
    expect(rec.attributes.priceOf).toEqual(['x']);
    expect(rec.attributes.prices![0]).toMatchObject({ amount: 7, currency: 'CAD', text: 'application: CAD\u00a07.00' });
    expect(rec.attributes.prices![0]!.converted).toEqual([
      { amount: 5.13, currency: 'USD', text: '≈ USD\u00a05.13 at the ECB reference rate of January 3, 2000', rateDate: '2000-01-03', rateSource: 'data/fx/ecb-2000-01-03.json' },
      { amount: 3.97, currency: 'GBP', text: '≈ GBP\u00a03.97 at the ECB reference rate of January 3, 2000', rateDate: '2000-01-03', rateSource: 'data/fx/ecb-2000-01-03.json' },
      { amount: 4.67, currency: 'EUR', text: '≈ EUR\u00a04.67 at the ECB reference rate of January 3, 2000', rateDate: '2000-01-03', rateSource: 'data/fx/ecb-2000-01-03.json' },
    ]);
  });

  it('each of the four request currencies gets its amount (official or converted, with the rate date)', () => {
    const requested = (c: string): unknown => (inRequestedCurrency(rec, c, 'en-US').attributes as ProcedureRecord['attributes']).prices![0]!.requested;
    expect(requested('CAD')).toEqual({ amount: 7, currency: 'CAD', text: 'CAD\u00a07.00' });
    expect(requested('USD')).toMatchObject({ amount: 5.13, currency: 'USD', rateDate: '2000-01-03' });
    expect(requested('GBP')).toMatchObject({ amount: 3.97, currency: 'GBP', rateDate: '2000-01-03' });
    expect(requested('EUR')).toMatchObject({ amount: 4.67, currency: 'EUR', rateDate: '2000-01-03' });
  });

  it('without rates only the official currency gets an amount; other currencies get none, never a guess', () => {
    const bare = record(product(25, 'USD', false));
    expect((inRequestedCurrency(bare, 'USD', 'en-US').attributes as ProcedureRecord['attributes']).prices![0]!.requested).toEqual({ amount: 25, currency: 'USD', text: 'USD\u00a025.00' });
    expect((inRequestedCurrency(bare, 'EUR', 'en-US').attributes as ProcedureRecord['attributes']).prices![0]!.requested).toBeUndefined();
  });

  it('is cached per record and currency, and leaves the shared record as it was', () => {
    const before = JSON.stringify(rec);
    expect(inRequestedCurrency(rec, 'USD', 'en-US')).toBe(inRequestedCurrency(rec, 'USD', 'en-US'));
    expect(inRequestedCurrency(rec, 'USD', 'en-US')).not.toBe(inRequestedCurrency(rec, 'GBP', 'en-US'));
    expect(inRequestedCurrency(rec, undefined, 'en-US')).toBe(rec);
    expect(JSON.stringify(rec)).toBe(before);
  });
});

describe('the date of the reference rate is in the text of every converted amount', () => {
  it('names the date in the locale, and still names it when the fx texts are missing', async () => {
    const { convertedText, formatRateDate } = await import('../../src/prices/index.js');
    expect(formatRateDate('2026-05-08', 'en-US')).toBe('May 8, 2026');
    expect(formatRateDate('2026-05-08', 'de-DE')).toBe('8. Mai 2026');
    expect(convertedText('USD\u00a05.13', '2026-05-08', 'en-GB', tr)).toBe('≈ USD\u00a05.13 at the ECB reference rate of 8 May 2026');
    expect(convertedText('USD\u00a05.13', '2026-05-08', 'en-US', (k) => k)).toBe('≈ USD\u00a05.13 (May 8, 2026)');
  });
});
