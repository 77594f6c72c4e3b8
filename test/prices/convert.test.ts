// Conversion of official fees into the request currencies: exact decimal arithmetic through the
// euro, rounded once, half-up, to 2 decimals. The rates below are FICTIONAL test values (no ECB
// snapshot is shipped): they test the arithmetic, not any real exchange rate.
import { describe, expect, it } from 'vitest';
import { convert, convertedBlock, mulDivRound, parseDecimal, rateOf, REQUEST_CURRENCIES, snapshotProblems, type FxSnapshot } from '../../src/prices/index.js';

const FICTIONAL: FxSnapshot = {
  date: '2000-01-03',
  base: 'EUR',
  rates: { USD: '1.1', GBP: '0.85', CAD: '1.5', KRW: '1500', JPY: '160.5' },
  source: { type: 'ORGANIZATION', title: 'FICTIONAL rates for tests', url: 'https://example.org/fictional' },
};

describe('convert (half-up, 2 decimals, through the euro)', () => {
  it('same currency: the amount itself, no rate needed', () => {
    expect(convert(7, 'CAD', 'CAD', undefined)).toBe(7);
    expect(convert(10000, 'KRW', 'KRW', FICTIONAL)).toBe(10000);
  });

  it('euro to X multiplies by the rate, X to euro divides', () => {
    expect(convert(10, 'EUR', 'USD', FICTIONAL)).toBe(11);
    expect(convert(11, 'USD', 'EUR', FICTIONAL)).toBe(10);
    expect(convert(7, 'CAD', 'EUR', FICTIONAL)).toBe(4.67); // 4.6666...
  });

  it('X to Y goes through the euro in one exact step: amount x rate(Y) / rate(X)', () => {
    expect(convert(7, 'CAD', 'USD', FICTIONAL)).toBe(5.13); // 7 x 1.1 / 1.5 = 5.1333...
    expect(convert(7, 'CAD', 'GBP', FICTIONAL)).toBe(3.97); // 7 x 0.85 / 1.5 = 3.9666...
    expect(convert(10000, 'KRW', 'USD', FICTIONAL)).toBe(7.33); // 10000 x 1.1 / 1500 = 7.3333...
    expect(convert(25, 'USD', 'GBP', FICTIONAL)).toBe(19.32); // 25 x 0.85 / 1.1 = 19.318...
  });

  it('rounds half-up at the third decimal (not half-even, not float)', () => {
    expect(mulDivRound(parseDecimal('10'), parseDecimal('1.2345'), parseDecimal('1'), 2)).toBe(12.35);
    expect(mulDivRound(parseDecimal('10'), parseDecimal('1.2225'), parseDecimal('1'), 2)).toBe(12.23); // half-even would give 12.22
    expect(mulDivRound(parseDecimal('1.005'), parseDecimal('1'), parseDecimal('1'), 2)).toBe(1.01); // Math.round(1.005*100)/100 gives 1
    expect(mulDivRound(parseDecimal('10'), parseDecimal('1.2344'), parseDecimal('1'), 2)).toBe(12.34);
  });

  it('a missing rate gives no amount rather than a guess', () => {
    expect(convert(7, 'CAD', 'USD', undefined)).toBeUndefined();
    expect(convert(20, 'AZN', 'USD', FICTIONAL)).toBeUndefined();
    expect(rateOf(FICTIONAL, 'EUR')).toBe('1');
  });

  it('convertedBlock gives every request currency but the official one, dated', () => {
    const block = convertedBlock(7, 'CAD', FICTIONAL, 'data/fx/ecb-2000-01-03.json')!;
    expect(block.date).toBe('2000-01-03');
    expect(Object.keys(block.amounts).sort()).toEqual(REQUEST_CURRENCIES.filter((c) => c !== 'CAD').sort());
    expect(block.amounts).toEqual({ USD: 5.13, GBP: 3.97, EUR: 4.67 });
    expect(convertedBlock(7, 'CAD', { ...FICTIONAL, rates: {} }, 'x')).toBeUndefined();
  });

  it('snapshotProblems checks the committed format', () => {
    expect(snapshotProblems(FICTIONAL)).toEqual([]);
    expect(snapshotProblems({ ...FICTIONAL, rates: { USD: '-1' } })).not.toEqual([]);
    expect(snapshotProblems({ ...FICTIONAL, source: { ...FICTIONAL.source, url: 'http://x' } })).not.toEqual([]);
  });
});
