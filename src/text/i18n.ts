// One i18next instance over all resources, initialised synchronously (resources are values).
import i18next, { type TFunction } from 'i18next';
import type { LocaleResources } from '../rules/source.js';
import { DEFAULT_LOCALE } from './locale.js';

export interface I18n {
  locales: readonly string[];
  fixedT(locale: string): TFunction;
  /** The resource of exactly this locale, without fallback (for per-language data like grammar). */
  own(locale: string, ns: string, key: string): unknown;
}

export function createI18n(resources: LocaleResources): I18n {
  const locales = Object.keys(resources).sort();
  const namespaces = [...new Set(locales.flatMap((l) => Object.keys(resources[l] ?? {})))].sort();
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    load: 'currentOnly',
    initAsync: false,
    // Output is JSON, not HTML: "Côte d'Ivoire" must stay as it is.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  // Not getFixedT: its wrapper spreads every i18next option into a fresh object on each call, a
  // third of the translation time. Passing lng is all it does otherwise (no ns, no keyPrefix).
  const fixedT = (locale: string): TFunction =>
    ((key: string, opts?: object) => instance.t(key, { ...opts, lng: locale } as never)) as unknown as TFunction;
  return { locales, fixedT, own: (locale, ns, key) => instance.getResource(locale, ns, key) as unknown };
}
