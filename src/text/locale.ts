// Which resources answer a requested locale: the exact locale, else one of the same language
// (en-US for English, else xx-XX first), else en-US. The response's meta.locale says which one was
// used and, when that is not the one asked for, meta.localeFallback says so (README Decisions).

export const DEFAULT_LOCALE = 'en-US';

/** `meta.localeFallback`: the locale asked for and the one whose texts answer instead. */
export interface LocaleFallback {
  requested: string;
  used: string;
}

/**
 * The fallback to state, or undefined when the answer is in what was asked for: the locale itself,
 * or (for a bare language such as `fr`, which GET /v2/procedures and /v2/places take) a locale of
 * that language. Nothing asked for is no fallback either: en-US is the documented default.
 */
export function localeFallback(requested: string | undefined, used: string): LocaleFallback | undefined {
  if (requested === undefined || requested === used) return undefined;
  if (/^[a-z]{2}$/.test(requested) && used.slice(0, 2) === requested) return undefined;
  return { requested, used };
}

/** `{ localeFallback }` to spread into a meta object, or nothing. */
export function localeFallbackMeta(requested: string | undefined, used: string): { localeFallback?: LocaleFallback } {
  const fallback = localeFallback(requested, used);
  return fallback ? { localeFallback: fallback } : {};
}

export function resolveLocale(requested: string | undefined, available: readonly string[]): string {
  if (requested === undefined) return DEFAULT_LOCALE;
  if (available.includes(requested)) return requested;
  const lang = requested.slice(0, 2);
  if (lang === DEFAULT_LOCALE.slice(0, 2)) return DEFAULT_LOCALE;
  const same = available.filter((l) => l.slice(0, 2) === lang).sort();
  return same.find((l) => l === `${lang}-${lang.toUpperCase()}`) ?? same[0] ?? DEFAULT_LOCALE;
}

/**
 * Locales that inherit their texts from another and hold only what differs (en-GB from en-US:
 * "authorisation", dates). i18next's fallback (DEFAULT_LOCALE) already fills a missing key from
 * en-US; this names the relation for the text checks (rules lint, locale tests) and for the
 * resources read without fallback (grammar).
 */
export const LOCALE_PARENTS: Readonly<Record<string, string>> = { 'en-GB': 'en-US' };

export function parentLocale(locale: string): string | undefined {
  return LOCALE_PARENTS[locale];
}
