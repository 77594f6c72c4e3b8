// Which resources answer a requested locale: the exact locale, else one of the same language
// (en-US for English, else xx-XX first), else en-US. The response's meta.locale says which one was used.

export const DEFAULT_LOCALE = 'en-US';

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
