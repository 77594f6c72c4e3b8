// Texts: every record's text key exists in en-US with the parameters it needs, and every key of
// en-US exists in each shipped locale (else that locale silently falls back to English).
// Plural forms differ by language (en: _one/_other, fr: _one/_many/_other), so keys are
// compared by their plural base.
import type { LocaleResources } from '../rules/source.js';
import { DEFAULT_LOCALE, parentLocale } from '../text/locale.js';
import { finding, type Finding } from './model.js';
import { allRecords, isObject, str, type RulesetView } from './walk.js';

const CHECK = 'translations';
/** Per-language namespaces: a language has its own keys or none (grammar holds the articles some languages need). */
export const OPTIONAL_NAMESPACES: readonly string[] = ['grammar'];
const PLURAL = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;
const PARAM = /\{\{\s*([A-Za-z_][\w.]*)/g;

interface Leaf { pointer: string; value: unknown }

/** Leaves by plural base key: "/headline/destination/notRequiredDays" -> its forms. */
function leaves(tree: Record<string, unknown>): Map<string, Leaf[]> {
  const out = new Map<string, Leaf[]>();
  const walk = (node: Record<string, unknown>, pointer: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('_')) continue; // "_comment" and the like
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (isObject(value)) walk(value, here);
      else {
        const base = here.replace(PLURAL, '');
        (out.get(base) ?? out.set(base, []).get(base)!).push({ pointer: here, value });
      }
    }
  };
  walk(tree, '');
  return out;
}

function params(values: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  const scan = (v: unknown): void => {
    if (typeof v === 'string') for (const m of v.matchAll(PARAM)) out.add(m[1]!);
    else if (Array.isArray(v)) v.forEach(scan);
  };
  values.forEach(scan);
  return out;
}

function lookup(tree: Record<string, unknown> | undefined, key: string): unknown {
  let cur: unknown = tree;
  for (const part of key.split('.')) cur = isObject(cur) && Object.hasOwn(cur, part) ? cur[part] : undefined;
  return cur;
}

export function checkTranslations(view: RulesetView, locales: LocaleResources): Finding[] {
  const out: Finding[] = [];
  const base = locales[DEFAULT_LOCALE];
  const localeFinding = (file: string, pointer: string, severity: 'error' | 'warning', code: string, message: string): void => {
    out.push({ ...finding(CHECK, file, pointer, severity, code, message), root: 'locales' });
  };
  if (!base) {
    localeFinding(`${DEFAULT_LOCALE}/common.json`, '', 'error', 'MISSING_TRANSLATION', `The base locale ${DEFAULT_LOCALE} has no resources.`);
    return out;
  }

  // Record texts exist in the base locale and get every parameter they interpolate.
  for (const r of allRecords(view)) {
    const text = str(r.raw.text);
    if (text === undefined || !text.includes(':')) continue;
    const [ns, key] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
    const node = lookup(base[ns], key);
    const missing = ['title', 'description'].filter((k) => typeof lookup(isObject(node) ? node : undefined, k) !== 'string');
    if (missing.length) {
      out.push(finding(CHECK, r.file, `${r.pointer}/text`, 'error', 'MISSING_TEXT',
        `${text}.${missing.join(` and ${text}.`)} ${missing.length > 1 ? 'are' : 'is'} not in locales/${DEFAULT_LOCALE}/${ns}.json.`));
      continue;
    }
    const given = new Set(['location', ...Object.keys(isObject(r.raw.textParams) ? r.raw.textParams : {})]);
    const n = node as Record<string, unknown>;
    const needed = [...params([n.title, n.description, n.more])].filter((p) => !given.has(p));
    if (needed.length) {
      out.push(finding(CHECK, r.file, `${r.pointer}/textParams`, 'error', 'MISSING_TEXT_PARAM',
        `The texts of ${text} interpolate ${needed.map((p) => `{{${p}}}`).join(', ')}, which textParams does not give.`));
    }
  }

  // Every base key in every other locale.
  for (const [locale, namespaces] of Object.entries(locales).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const [ns, tree] of Object.entries(base)) {
      if (OPTIONAL_NAMESPACES.includes(ns)) continue;
      const file = `${locale}/${ns}.json`;
      const theirs = namespaces[ns];
      // A locale that inherits (en-GB from en-US) holds only what differs: a missing key or namespace is its parent's text.
      const inherits = parentLocale(locale) !== undefined;
      if (!theirs && inherits) continue;
      if (!theirs) {
        localeFinding(file, '', 'error', 'MISSING_TRANSLATION', `${locale} has no ${ns} namespace; every ${DEFAULT_LOCALE}/${ns}.json key is missing.`);
        continue;
      }
      const mine = leaves(tree);
      const their = leaves(theirs);
      for (const [key, forms] of mine) {
        const t = their.get(key);
        if (!t) {
          if (inherits) continue;
          localeFinding(file, forms[0]!.pointer, 'error', 'MISSING_TRANSLATION', `${ns}:${forms[0]!.pointer.slice(1).replace(/\//g, '.')} is in ${DEFAULT_LOCALE} but not in ${locale}.`);
          continue;
        }
        const want = params(forms.map((f) => f.value));
        const got = params(t.map((f) => f.value));
        const extra = [...got].filter((p) => !want.has(p));
        // Plural forms may spell the number out ("un jour"), so only singular keys must keep every parameter.
        const lost = forms.length === 1 && !PLURAL.test(forms[0]!.pointer) ? [...want].filter((p) => !got.has(p)) : [];
        if (extra.length || lost.length) {
          localeFinding(file, t[0]!.pointer, 'warning', 'TRANSLATION_PARAMS',
            `${locale} ${extra.length ? `uses ${extra.map((p) => `{{${p}}}`).join(', ')} that ${DEFAULT_LOCALE} does not give` : ''}${extra.length && lost.length ? '; ' : ''}${lost.length ? `drops ${lost.map((p) => `{{${p}}}`).join(', ')}` : ''}.`);
        }
      }
      for (const [key, forms] of their) {
        if (!mine.has(key)) localeFinding(file, forms[0]!.pointer, 'warning', 'EXTRA_TRANSLATION', `${ns}:${key.slice(1).replace(/\//g, '.')} is in ${locale} but not in ${DEFAULT_LOCALE}; nothing uses it.`);
      }
    }
  }
  return out;
}
