// Exchange-rate snapshots and conversion of official fees into the request currencies.
// A snapshot is one day's euro foreign exchange reference rates (ECB), committed under data/fx/
// with its source and date, and written by scripts/refresh-fx.ts from a downloaded ECB file.
// Pure: values in, values out; no clock, no network.
import { decimalOf, mulDivRound, parseDecimal } from './decimal.js';

/** The currencies a trip request may ask prices in (the spec's Limits). */
export const REQUEST_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type RequestCurrency = (typeof REQUEST_CURRENCIES)[number];

/** Decimal places of a converted amount: all four request currencies have 2 minor-unit digits. */
export const CONVERTED_DECIMALS = 2;

export interface FxSnapshot {
  /** Reference date of the rates (YYYY-MM-DD): the ECB publication day, never the clock. */
  date: string;
  base: 'EUR';
  /** Units of each currency per 1 EUR, as the ECB publishes them (decimal strings). */
  rates: Record<string, string>;
  source: { type: 'ORGANIZATION'; title: string; url: string; readAt?: string; note?: string };
}

/** Units of `currency` per 1 EUR in the snapshot ('1' for EUR), or undefined when not published. */
export function rateOf(snapshot: FxSnapshot, currency: string): string | undefined {
  if (currency === 'EUR') return '1';
  const r = snapshot.rates[currency];
  return typeof r === 'string' && /^\d+(\.\d+)?$/.test(r) && Number(r) > 0 ? r : undefined;
}

/**
 * `amount` of `from` in `to`, through the euro: amount x rate(to) / rate(from), computed exactly
 * and rounded once, half-up, to 2 decimals. Undefined when a rate is missing. The same currency
 * converts to the amount itself (no rounding).
 */
export function convert(amount: number | string, from: string, to: string, snapshot: FxSnapshot | undefined): number | undefined {
  if (from === to) return typeof amount === 'number' ? amount : Number(amount);
  if (!snapshot) return undefined;
  const rFrom = rateOf(snapshot, from);
  const rTo = rateOf(snapshot, to);
  if (rFrom === undefined || rTo === undefined) return undefined;
  return mulDivRound(decimalOf(amount), parseDecimal(rTo), parseDecimal(rFrom), CONVERTED_DECIMALS);
}

/** The `converted` block of a price definition: the amount in every request currency but its own. */
export function convertedBlock(amount: number, currency: string, snapshot: FxSnapshot, snapshotPath: string):
  { date: string; snapshot: string; amounts: Partial<Record<RequestCurrency, number>> } | undefined {
  const amounts: Partial<Record<RequestCurrency, number>> = {};
  for (const c of REQUEST_CURRENCIES) {
    if (c === currency) continue;
    const v = convert(amount, currency, c, snapshot);
    // A free document (amount 0) converts to 0 in every currency; a positive amount that rounds
    // to 0.00 is left out rather than shown as free.
    if (v !== undefined && (v > 0 || amount === 0)) amounts[c] = v;
  }
  return Object.keys(amounts).length ? { date: snapshot.date, snapshot: snapshotPath, amounts } : undefined;
}

/** Checks a snapshot's shape; returns the problems (empty when valid). */
export function snapshotProblems(value: unknown): string[] {
  const out: string[] = [];
  const s = value as Partial<FxSnapshot> | null;
  if (!s || typeof s !== 'object') return ['not an object'];
  if (typeof s.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s.date)) out.push('date must be YYYY-MM-DD');
  if (s.base !== 'EUR') out.push('base must be EUR');
  if (!s.rates || typeof s.rates !== 'object') out.push('rates must be an object');
  else for (const [k, v] of Object.entries(s.rates)) {
    if (!/^[A-Z]{3}$/.test(k)) out.push(`rate key ${k} is not a currency code`);
    if (typeof v !== 'string' || !/^\d+(\.\d+)?$/.test(v) || !(Number(v) > 0)) out.push(`rate of ${k} must be a positive decimal string`);
  }
  if (!s.source || typeof s.source.url !== 'string' || !s.source.url.startsWith('https://')) out.push('source.url must be https');
  return out;
}
