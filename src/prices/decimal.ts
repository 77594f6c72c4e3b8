// Exact decimal arithmetic for prices: amounts and reference rates are decimal strings, and a
// conversion is one exact rational computation rounded once, never a chain of float operations.
// Pure (no I/O, no clock).

/** A decimal as an integer and a count of decimal places: 12.5 is { int: 125n, scale: 1 }. */
export interface Decimal { int: bigint; scale: number }

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal string ("21", "0.84645", "1.1177"). Throws on anything else. */
export function parseDecimal(text: string): Decimal {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a non-negative decimal: ${JSON.stringify(text)}`);
  const frac = m[2] ?? '';
  return { int: BigInt(m[1]! + frac), scale: frac.length };
}

/** A finite non-negative JSON number as a decimal (its shortest round-trip text, no exponent). */
export function decimalOf(value: number | string): Decimal {
  if (typeof value === 'string') return parseDecimal(value);
  if (!Number.isFinite(value) || value < 0) throw new Error(`not a non-negative finite number: ${value}`);
  const text = String(value);
  if (/e/i.test(text)) throw new Error(`number out of the supported range: ${text}`);
  return parseDecimal(text);
}

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/**
 * amount x numerator / denominator, rounded half-up (half away from zero; all values here are
 * positive) to `places` decimals, as a JavaScript number.
 */
export function mulDivRound(amount: Decimal, numerator: Decimal, denominator: Decimal, places: number): number {
  if (denominator.int === 0n) throw new Error('division by zero');
  // value = (a.int / 10^a.s) * (n.int / 10^n.s) / (d.int / 10^d.s); scaled by 10^places.
  let num = amount.int * numerator.int * pow10(places + denominator.scale);
  let den = denominator.int * pow10(amount.scale + numerator.scale);
  if (den < 0n) { num = -num; den = -den; }
  const q = num / den;
  const r = num % den;
  const rounded = r * 2n >= den ? q + 1n : q;
  return Number(rounded) / Number(pow10(places));
}
