// One i18next instance over all resources, initialised synchronously (resources are values).
import i18next, { type TFunction } from 'i18next';
import type { LocaleResources } from '../rules/source.js';
import { DEFAULT_LOCALE } from './locale.js';

export interface I18n {
  locales: readonly string[];
  fixedT(locale: string): TFunction;
  /** The resource of exactly this locale, without fallback (for per-language data like grammar). */
  own(locale: string, ns: string, key: string): unknown;
  /** t(key, params) as a string, through a per-locale template cache (see templated below). */
  translator(locale: string): (key: string, params?: Record<string, unknown>) => string;
}

// Marks where a string parameter goes when a text is rendered as a template.
const SLOT = '\u0001';
const MAX_TEMPLATES = 10_000;
// t() options rather than values: they change what is looked up or returned. Numeric count and
// boolean ordinal pick the plural form and are part of a template's identity like any number.
const OPTIONS = new Set([
  'context', 'lng', 'lngs', 'fallbackLng', 'ns', 'keyPrefix', 'keySeparator', 'nsSeparator', 'replace',
  'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'skipInterpolation',
]);

/** True when no resource string nests ($t(...)) or formats ({{x, fmt}}): interpolation then only inserts values. */
function insertsOnly(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('$t(') && !/\{\{[^}]*,/.test(value);
  if (value !== null && typeof value === 'object') return Object.values(value).every(insertsOnly);
  return true;
}

/**
 * i18next resolves the key, the fallback locale and the plural form (from numeric parameters), then
 * inserts string values as they are (escapeValue is off). So, per key and numeric parameters, its
 * output is a template in the string parameters: rendered once with slot markers, then filled by
 * concatenation. Same text as t(); a fraction of the time. Values that i18next could read as
 * markup ('{{', '$t(') or that contain the marker go to t() itself.
 */
function templated(t: TFunction): (key: string, params?: Record<string, unknown>) => string {
  const templates = new Map<string, readonly string[]>();
  const direct = (key: string, params?: Record<string, unknown>): string => t(key, params as never) as unknown as string;
  return (key, params) => {
    let id = key;
    if (params) {
      for (const name in params) {
        const v = params[name];
        if (OPTIONS.has(name) || name.startsWith('defaultValue')) return direct(key, params);
        if (typeof v === 'string') {
          if (name === 'count' || name === 'ordinal' || v.includes(SLOT) || v.includes('{{') || v.includes('$t(')) return direct(key, params);
          id += `\u0000${name}`;
        } else if (v === undefined || typeof v === 'number' || typeof v === 'boolean' || v === null) {
          id += `\u0000${name}=${typeof v}:${String(v)}`;
        } else return direct(key, params);
      }
    }
    let parts = templates.get(id);
    if (!parts) {
      const marked: Record<string, unknown> = { ...params };
      for (const name in marked) if (typeof marked[name] === 'string') marked[name] = `${SLOT}${name}${SLOT}`;
      const split = direct(key, params ? marked : undefined).split(SLOT);
      // A marker out of place (text that itself contains it, a name we did not pass): no template.
      for (let i = 1; i < split.length; i += 2) if (i + 1 >= split.length || typeof params?.[split[i]!] !== 'string') return direct(key, params);
      parts = split;
      if (templates.size < MAX_TEMPLATES) templates.set(id, parts);
    }
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) out += (params![parts[i]!] as string) + parts[i + 1]!;
    return out;
  };
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
  const plain = insertsOnly(resources);
  const translator = (locale: string): ((key: string, params?: Record<string, unknown>) => string) => {
    const t = fixedT(locale);
    return plain ? templated(t) : (key, params) => t(key, params as never) as unknown as string;
  };
  return { locales, fixedT, own: (locale, ns, key) => instance.getResource(locale, ns, key) as unknown, translator };
}
