// The element's and the page's texts: locales/<locale>/web.json through i18next, the library's
// text engine, with the library's locale fallback (resolveLocale). No DOM.
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, resolveLocale } from '../text/locale.js';

export type WebTexts = Record<string, Record<string, unknown>>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface WebI18n {
  locales: readonly string[];
  /** The shipped locale that answers a requested one (en-GB for en-GB, en-US for en-AU, ...). */
  resolve(locale: string | null | undefined): string;
  t(locale: string | null | undefined): Translate;
}

/** `texts`: web.json per locale ({ 'en-US': {...}, 'fr-FR': {...} }). */
export function createWebI18n(texts: WebTexts): WebI18n {
  const locales = Object.keys(texts).sort();
  const instance = i18next.createInstance();
  const resources: Record<string, { web: Record<string, unknown> }> = {};
  for (const l of locales) resources[l] = { web: texts[l]! };
  void instance.init({
    resources, lng: DEFAULT_LOCALE, fallbackLng: DEFAULT_LOCALE, ns: ['web'], defaultNS: 'web',
    supportedLngs: false, load: 'currentOnly', initAsync: false, interpolation: { escapeValue: false },
    returnNull: false, showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  const cache = new Map<string, Translate>();
  const resolve = (locale: string | null | undefined): string =>
    resolveLocale(locale && /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : locale && /^[a-z]{2}$/.test(locale) ? `${locale}-XX` : undefined, locales);
  return {
    locales,
    resolve,
    t(locale) {
      const l = resolve(locale);
      let t = cache.get(l);
      if (!t) {
        const fixed: TFunction = instance.getFixedT(l, 'web');
        t = (key, params) => String(fixed(key, params as never));
        cache.set(l, t);
      }
      return t;
    },
  };
}

// One formatter per locale (constructing one costs about a millisecond; an answer formats many dates).
const longDates = new Map<string, Intl.DateTimeFormat>();

/** A date YYYY-MM-DD in the locale's long form (the date as written, no time zone shift). */
export function formatDate(date: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  try {
    let f = longDates.get(locale);
    if (!f) longDates.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
    return f.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  } catch {
    return date;
  }
}
