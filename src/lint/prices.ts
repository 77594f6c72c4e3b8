// Prices of PRODUCT records (rules/fees/*.json): every amount is a number of 0 or more (0 for a free document) in a real ISO
// 4217 currency, names the official source that states it, and is labelled with a text every
// locale has; a product prices records that exist; precomputed conversions are in the request
// currencies. Links (actions) must be https: see the sources check (INSECURE_ACTION).
import { REQUEST_CURRENCIES } from '../prices/fx.js';
import { parentLocale } from '../text/locale.js';
import type { LocaleResources } from '../rules/source.js';
import { finding, type Finding } from './model.js';
import { allRecords, isObject, type RulesetView } from './walk.js';

const CHECK = 'prices';

let currencies: ReadonlySet<string> | undefined;
/** ISO 4217 codes the runtime knows (Intl), falling back to the shape check when unavailable. */
function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  currencies ??= new Set(supported ? supported('currency') : []);
  return currencies.size === 0 || currencies.has(code);
}

function labelMissing(locales: LocaleResources, label: string): string[] {
  const has = (locale: string): boolean => {
    const labels = locales[locale]?.fees?.labels;
    if (isObject(labels) && typeof labels[label] === 'string') return true;
    // A locale that inherits (en-GB) shows its parent's label where it has none of its own.
    const parent = parentLocale(locale);
    return parent !== undefined && has(parent);
  };
  return Object.keys(locales).sort().filter((locale) => !has(locale));
}

export function checkPrices(view: RulesetView, locales: LocaleResources): Finding[] {
  const out: Finding[] = [];
  const ids = new Set(allRecords(view).map((r) => r.id).filter((id): id is string => id !== undefined));
  const err = (file: string, pointer: string, code: string, message: string): void => void out.push(finding(CHECK, file, pointer, 'error', code, message));

  for (const r of allRecords(view)) {
    const { raw, file, pointer } = r;
    const what = `Record ${r.id ?? pointer}`;
    if ((raw.prices !== undefined || raw.priceOf !== undefined) && raw.type !== 'PRODUCT') {
      err(file, `${pointer}/${raw.prices !== undefined ? 'prices' : 'priceOf'}`, 'PRICE_NOT_PRODUCT', `${what}: prices and priceOf belong on PRODUCT records (rules/fees), not on a ${String(raw.type)}.`);
    }
    if (Array.isArray(raw.priceOf)) {
      raw.priceOf.forEach((id: unknown, i) => {
        if (typeof id === 'string' && !ids.has(id)) err(file, `${pointer}/priceOf/${i}`, 'UNKNOWN_PRICED_RECORD', `${what} prices ${JSON.stringify(id)}, which no file of the ruleset defines: the product would never show.`);
      });
    }
    if (raw.type === 'PRODUCT' && raw.prices !== undefined && raw.priceOf === undefined) {
      err(file, `${pointer}/priceOf`, 'MISSING_PRICED_RECORD', `${what} has prices but no priceOf: name the records it prices.`);
    }
    if (!Array.isArray(raw.prices)) continue;
    const sources = Array.isArray(raw.sources) ? raw.sources : [];
    raw.prices.forEach((p: unknown, i) => {
      const at = `${pointer}/prices/${i}`;
      if (!isObject(p)) return;
      // 0 is allowed: a source states the document is free (shown as "free of charge").
      if (typeof p.amount !== 'number' || !Number.isFinite(p.amount) || p.amount < 0) {
        err(file, `${at}/amount`, 'INVALID_PRICE', `${what}: price ${i} amount ${JSON.stringify(p.amount)} is not a number of 0 or more.`);
      }
      // A range (README Decisions, "Fee ranges"): its highest amount above its lowest, and no conversion.
      if (p.maximum !== undefined && (typeof p.maximum !== 'number' || !Number.isFinite(p.maximum) || typeof p.amount !== 'number' || p.maximum <= p.amount)) {
        err(file, `${at}/maximum`, 'INVALID_PRICE', `${what}: price ${i} maximum ${JSON.stringify(p.maximum)} must be a number above its amount ${JSON.stringify(p.amount)}.`);
      }
      if (p.maximum !== undefined && p.converted !== undefined) {
        err(file, `${at}/converted`, 'INVALID_CONVERSION', `${what}: price ${i} is a range, which is never converted.`);
      }
      if (typeof p.currency !== 'string' || !isCurrency(p.currency)) {
        err(file, `${at}/currency`, 'UNKNOWN_CURRENCY', `${what}: price ${i} currency ${JSON.stringify(p.currency)} is not an ISO 4217 currency code.`);
      }
      const s = typeof p.source === 'number' && Number.isInteger(p.source) ? sources[p.source] : undefined;
      if (!isObject(s)) {
        err(file, `${at}/source`, 'PRICE_WITHOUT_SOURCE', `${what}: price ${i} must name (by index) the record source that states the amount; ${JSON.stringify(p.source)} is none of its ${sources.length} sources.`);
      } else if (typeof s.url !== 'string' || !s.url.startsWith('https://')) {
        err(file, `${at}/source`, 'PRICE_WITHOUT_SOURCE', `${what}: the source of price ${i} has no https URL.`);
      }
      if (typeof p.label === 'string') {
        const missing = labelMissing(locales, p.label);
        if (missing.length) err(file, `${at}/label`, 'MISSING_PRICE_LABEL', `${what}: fees:labels.${p.label} is missing in ${missing.join(', ')}.`);
      }
      if (isObject(p.converted) && isObject(p.converted.amounts)) {
        for (const [c, v] of Object.entries(p.converted.amounts)) {
          // A free document converts to 0; a positive amount never does.
          const ok = (REQUEST_CURRENCIES as readonly string[]).includes(c) && c !== p.currency && typeof v === 'number' && Number.isFinite(v) && (v > 0 || (v === 0 && p.amount === 0));
          if (!ok) err(file, `${at}/converted/amounts/${c}`, 'INVALID_CONVERSION', `${what}: converted amount ${c} ${JSON.stringify(v)} must be a positive amount (0 only for a free document) in another request currency (${REQUEST_CURRENCIES.join(', ')}).`);
        }
      }
    });
  }
  return out;
}
