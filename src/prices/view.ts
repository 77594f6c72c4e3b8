// How a price appears in a response (README Decisions, "Prices"):
// - a PRODUCT record (rules/fees/*.json) carries `prices` in the official currency with their
//   source, and `priceOf`, the records it prices;
// - the localized record is built once per locale (src/text/texts.ts) with every precomputed
//   conversion (`converted`, dated; its `text` names the date of the reference rate); the envelope then picks the trip's currency into `requested`
//   through inRequestedCurrency, whose variants are cached per record and currency, so the shared
//   per-locale records are never mutated and no clock or rate is read per trip;
// - a product is shown only at a checkpoint whose answer shows one of the records it prices.
import { shareRecord } from '../envelope/serialise.js';
import type { FiredEvent } from '../rules/evaluate.js';
import type { RecordDefinition } from '../rules/model.js';
import type { ConvertedPrice, Price, ProcedureRecord, RestrictionRecord } from '../schema/generated.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type AnyRecord = ProcedureRecord | RestrictionRecord;

const formats = new Map<string, Intl.NumberFormat>();

/** "CAD 7.00", "KRW 10,000", "7,00 CAD": the currency's own minor units, the locale's digits. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' })));
  return f.format(amount);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "8 May 2026", "May 8, 2026", "8 mai 2026": a reference-rate date (YYYY-MM-DD) in the locale's words. */
export function formatRateDate(date: string, locale: string): string {
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return f.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The text of a converted amount: an estimate that always says the date of the reference rate it
 * was converted at ("≈ USD 5.13 at the ECB reference rate of May 8, 2026", fx:converted), so an
 * old rate is never shown as if it were today's. Without the fx namespace it still names the date.
 */
export function convertedText(amount: string, date: string, locale: string, tr: Translate): string {
  const on = formatRateDate(date, locale);
  const text = tr('fx:converted', { amount, date: on });
  return text === 'fx:converted' || text === 'converted' ? `≈ ${amount} (${on})` : text;
}

/** The locale key of "free of charge", the amount text of a free document. */
const FREE_KEY = 'fees:free';

/**
 * An amount in words: "free of charge" for 0 (a source states the document is free: README
 * Decisions, "Free documents"), else the formatted amount.
 */
export function amountText(amount: number, currency: string, locale: string, tr: Translate): string {
  return amount === 0 ? tr(FREE_KEY) : formatAmount(amount, currency, locale);
}

/**
 * A range the source gives without saying who pays which amount ("USD 50 to 100 depending on
 * nationality": README Decisions, "Fee ranges"): both ends in the official currency, never one
 * amount, never converted (an estimate of a range would read as a price), so no `requested` either.
 */
function rangePrice(minimum: number, maximum: number, currency: string, label: string, locale: string, tr: Translate): Price {
  const range = tr('fees:range', { minimum: formatAmount(minimum, currency, locale), maximum: formatAmount(maximum, currency, locale) });
  return { amount: minimum, maximum, currency, text: tr('fees:priceLine', { label: tr(`fees:labels.${label}`), amount: range }) };
}

/** The attributes a PRODUCT definition adds to its localized record: priceOf and prices. */
export function productAttributes(def: RecordDefinition, locale: string, tr: Translate): { priceOf?: string[]; prices?: Price[] } {
  const out: { priceOf?: string[]; prices?: Price[] } = {};
  if (def.priceOf) out.priceOf = [...def.priceOf];
  if (def.prices) {
    out.prices = def.prices.map((p) => {
      if (p.maximum !== undefined) return rangePrice(p.amount, p.maximum, p.currency, p.label, locale, tr);
      const text = tr('fees:priceLine', { label: tr(`fees:labels.${p.label}`), amount: amountText(p.amount, p.currency, locale, tr) });
      const price: Price = { amount: p.amount, currency: p.currency, text };
      if (p.converted) {
        const converted: ConvertedPrice[] = [];
        for (const [currency, amount] of Object.entries(p.converted.amounts)) {
          if (typeof amount !== 'number') continue;
          converted.push({
            amount, currency: currency as ConvertedPrice['currency'],
            // Free stays free in every currency: no rate, no estimate.
            text: amount === 0 ? tr(FREE_KEY) : convertedText(formatAmount(amount, currency, locale), p.converted.date, locale, tr),
            rateDate: p.converted.date, rateSource: p.converted.snapshot,
          });
        }
        if (converted.length) price.converted = converted;
      }
      return price;
    });
  }
  return out;
}

const variants = new WeakMap<object, Map<string, AnyRecord>>();

/**
 * The record as shown to a trip asking prices in `currency`: each price gains `requested` (the
 * official amount when the currencies match, else the precomputed conversion, else nothing).
 * Records without prices, and trips without a currency, get the shared record itself. A record
 * object belongs to one locale, so the cache key is the record and the currency.
 */
export function inRequestedCurrency(record: AnyRecord, currency: string | undefined, locale: string): AnyRecord {
  const prices = (record.attributes as { prices?: Price[] }).prices;
  if (currency === undefined || !prices?.length) return record;
  let byCurrency = variants.get(record);
  if (!byCurrency) variants.set(record, (byCurrency = new Map()));
  const cached = byCurrency.get(currency);
  if (cached) return cached;
  const withRequested = prices.map((p) => {
    if (p.maximum !== undefined) return p; // a range has no amount to give in any currency
    let requested: ConvertedPrice | undefined;
    if (p.currency === currency) {
      // A free document's requested text is the localized "free of charge" of its conversions.
      const text = p.amount === 0 ? p.converted?.[0]?.text ?? formatAmount(0, currency, locale) : formatAmount(p.amount, currency, locale);
      requested = { amount: p.amount, currency: currency as ConvertedPrice['currency'], text };
    } else {
      requested = p.converted?.find((c) => c.currency === currency);
    }
    return requested ? Object.assign({}, p, { requested }) : p;
  });
  const attributes = Object.assign({}, record.attributes, { prices: withRequested });
  const variant = shareRecord(Object.assign({}, record, { attributes }) as AnyRecord);
  byCurrency.set(currency, variant);
  return variant;
}

/**
 * Whether a fired event is shown at its checkpoint: always, unless its record is a product whose
 * priced records are none of the records this answer shows.
 */
export function shownWithPriced(event: FiredEvent, active: readonly FiredEvent[]): boolean {
  const priceOf = event.record.priceOf;
  if (!priceOf) return true;
  for (const other of active) if (other !== event && priceOf.includes(other.record.id)) return true;
  return false;
}
