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
