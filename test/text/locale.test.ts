// Locale choice and fallback, and that every shipped locale has the common keys en-US has.
import { describe, expect, it } from 'vitest';
import { parentLocale } from '../../src/text/locale.js';
import { readLocales } from '../../src/index.js';
import { resolveLocale } from '../../src/text/locale.js';
import { engine, trip } from '../helpers.js';

const shipped = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR'];
function run(extra: Record<string, unknown>, options = {}) {
  const r = engine().trips(trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }], extra), options);
  expect(r.status).toBe(200);
  return r.body as { meta: { locale: string }; data: { attributes: { locale: string; headline: string; informationGroups: Array<{ name: string }> } } };
}

describe('locales', () => {
  it('resolves exact, then same language (xx-XX first), then en-US', () => {
    expect(resolveLocale('fr-FR', shipped)).toBe('fr-FR');
    expect(resolveLocale('fr-CA', shipped)).toBe('fr-FR');
    expect(resolveLocale('en-AU', shipped)).toBe('en-US');
    expect(resolveLocale('es-MX', shipped)).toBe('es-ES');
    expect(resolveLocale('pt-BR', shipped)).toBe('en-US');
    expect(resolveLocale(undefined, shipped)).toBe('en-US');
  });

  it('the response echoes the requested locale and says which resources were used', () => {
    const b = run({ locale: 'fr-CA' });
    expect(b.data.attributes.locale).toBe('fr-CA');
    expect(b.meta.locale).toBe('fr-FR');
    expect(b.data.attributes.informationGroups[0]!.name).not.toBe('Visa requirements');
    expect(b.data.attributes.headline).toContain('Royaume-Uni');
  });

  it('the locale option overrides data.attributes.locale', () => {
    const b = run({ locale: 'en-US' }, { locale: 'de-DE' });
    expect(b.meta.locale).toBe('de-DE');
    expect(b.data.attributes.locale).toBe('de-DE');
    expect(b.data.attributes.headline).toContain('Vereinigtes Königreich');
  });

  it('en-GB spells authorisation the British way', () => {
    expect(run({ locale: 'en-GB' }).data.attributes.headline).toContain('authorisation');
    expect(run({ locale: 'en-US' }).data.attributes.headline).toContain('authorization');
  });

  it('every shipped locale has every common key en-US has (plural suffixes aside)', () => {
    const resources = readLocales();
    expect(Object.keys(resources).sort()).toEqual(shipped);
    const keys = (o: unknown, prefix = ''): string[] =>
      o !== null && typeof o === 'object' && !Array.isArray(o)
        ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '')];
    const want = new Set(keys(resources['en-US']!.common));
    // en-GB inherits from en-US: its own keys and its parent's together (src/text/locale.ts LOCALE_PARENTS).
    const inherited = (l: string): string[] => (parentLocale(l) ? keys(resources[parentLocale(l)!]!.common) : []);
    for (const l of shipped) expect(new Set([...keys(resources[l]!.common), ...inherited(l)]), l).toEqual(want);
    // ...and holds only what differs (scripts/prune-en-gb.ts keeps it so).
    expect(keys(resources['en-GB']!.common).length).toBeLessThan(want.size);
  });
});
