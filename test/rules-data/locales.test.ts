// (f) Texts: in every namespace records use (procedures.json and rule authors' own files), every
// locale has the same keys as en-US (same interpolation
// variables, same number of "more" lines), and every text key the ruleset uses has a title and a
// description in every locale.
import { describe, expect, it } from 'vitest';
import { definitions, LOCALE_NAMES, procedureTexts, recordNamespaces, ruleFiles } from './data.js';

/** Leaf paths of a nested text object; arrays are leaves (their length is checked separately). */
function paths(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) for (const [p, x] of paths(v, prefix ? `${prefix}.${k}` : k)) out.set(p, x);
  } else {
    out.set(prefix, obj);
  }
  return out;
}

function variables(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join('\n') : String(value);
  return [...new Set([...text.matchAll(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

function lookup(obj: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

describe('record texts', () => {
  const namespaces = [...new Set(['procedures', ...recordNamespaces()])];

  for (const locale of LOCALE_NAMES) {
    it(`${locale} has the en-US key set, variables and line counts in every record namespace`, () => {
      for (const ns of namespaces) {
        const reference = paths(procedureTexts('en-US', ns));
        const texts = paths(procedureTexts(locale, ns));
        expect([...texts.keys()].sort(), `${locale} ${ns}`).toEqual([...reference.keys()].sort());
        for (const [path, en] of reference) {
          const v = texts.get(path);
          expect(variables(v), `${locale} ${ns}:${path}`).toEqual(variables(en));
          if (Array.isArray(en)) expect(Array.isArray(v) && v.length, `${locale} ${ns}:${path}`).toBe(en.length);
          else expect(typeof v === 'string' && v.trim().length > 0, `${locale} ${ns}:${path}`).toBe(true);
        }
      }
    });
  }

  it('every text key used by the ruleset has a title and a description (and string lines in "more") in every locale', () => {
    const used = new Set(ruleFiles().flatMap((f) => definitions(f.content).map((d) => d.text)));
    expect(used.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const locale of LOCALE_NAMES) {
      for (const key of used) {
        const [ns = '', path = ''] = key.split(':');
        const entry = lookup(procedureTexts(locale, ns), path);
        const e = (entry ?? {}) as Record<string, unknown>;
        if (typeof e.title !== 'string' || !e.title) missing.push(`${locale} ${key}.title`);
        if (typeof e.description !== 'string' || !e.description) missing.push(`${locale} ${key}.description`);
        if (e.more !== undefined && !(Array.isArray(e.more) && e.more.every((l) => typeof l === 'string' && l))) missing.push(`${locale} ${key}.more`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('texts only use variables their records provide ({{location}} always; others from textParams)', () => {
    for (const f of ruleFiles()) for (const d of definitions(f.content)) {
      const [ns = '', path = ''] = d.text.split(':');
      const entry = lookup(procedureTexts('en-US', ns), path);
      const allowed = new Set(['location', ...Object.keys(d.textParams ?? {})]);
      for (const v of variables(JSON.stringify(entry))) expect(allowed.has(v), `${d.id} ${d.text} uses {{${v}}}`).toBe(true);
    }
  });

  it('en-GB writes "authorisation" except in proper names; en-US writes "authorization"', () => {
    const properNames = /Electronic System for Travel Authorization|Electronic Travel Authorization \(eTA\)/g;
    expect(JSON.stringify(procedureTexts('en-GB')).replace(properNames, '')).not.toMatch(/authoriz/i);
    expect(lookup(procedureTexts('en-US'), 'matrix.eta.title')).toBe('Electronic travel authorization required');
  });
});
