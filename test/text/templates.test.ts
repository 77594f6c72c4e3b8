// The template cache in src/text/i18n.ts must give exactly what i18next's t() gives, for every key
// of the bundled locales and any parameter values (including ones that look like markup).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { readLocales } from '../../src/node/locales.js';
import { createI18n } from '../../src/text/i18n.js';

const resources = readLocales();
const i18n = createI18n(resources);

// Every leaf key (plural suffixes folded), with the placeholders its texts use, per namespace.
const keys = new Map<string, Set<string>>();
function walk(ns: string, prefix: string, value: unknown): void {
  if (typeof value === 'string') {
    const key = `${ns}:${prefix.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    const names = keys.get(key) ?? keys.set(key, new Set()).get(key)!;
    for (const m of value.matchAll(/\{\{-?\s*([^},\s]+)/g)) names.add(m[1]!);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) walk(ns, prefix ? `${prefix}.${k}` : k, v);
  }
}
for (const namespaces of Object.values(resources)) for (const [ns, tree] of Object.entries(namespaces)) walk(ns, '', tree);
const keyList = [...keys.keys()].sort();

const value = fc.oneof(
  fc.string(),
  fc.constantFrom('France', 'the United Kingdom', 'Côte d\'Ivoire', '{{country}}', '$t(common:meta.copyright)', '\u0001country\u0001', '$&', ''),
);

// Shared across runs, so later runs fill templates made by earlier ones.
const translators = new Map<string, ReturnType<typeof i18n.translator>>();

describe('translator(locale) = fixedT(locale)', () => {
  test.prop([fc.constantFrom(...i18n.locales, 'it-IT'), fc.constantFrom(...keyList), fc.dictionary(fc.constantFrom('country', 'passport', 'countries', 'date', 'location', 'region', 'x'), value), fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined })], { numRuns: 2000 })(
    'same text for any key and parameters',
    (locale, key, strings, count) => {
      const params: Record<string, unknown> = { ...strings };
      for (const name of keys.get(key)!) if (name === 'count' || name === 'days') params[name] = count;
      const fixed = i18n.fixedT(locale);
      const tr = translators.get(locale) ?? translators.set(locale, i18n.translator(locale)).get(locale)!;
      const want = fixed(key, params as never) as unknown;
      if (typeof want !== 'string') return; // objects (arrays of lines) are not translator's business
      expect(tr(key, params)).toBe(want);
    },
  );
});
