// Reads locales/<locale>/<namespace>.json into i18next resources. A file that cannot be read, is
// not valid JSON (reported as `file:line:column`) or is not an object makes it throw a
// RulesetError whose document names every such file; nothing is half-read.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleResources } from '../rules/source.js';
import { bounded, error, type ErrorObject } from '../schema/errors.js';
import { RulesetError, TRIPS_VERSION } from '../service.js';
import { BUNDLED_LOCALES } from './paths.js';
import { readJsonFile } from './ruleset.js';

function listDir(dir: string, label: string, errors: ErrorObject[]): string[] {
  try {
    return readdirSync(dir).sort();
  } catch (cause) {
    const e = error(500, 'UNREADABLE_FILE', 'Unreadable locales directory', cause instanceof Error ? cause.message : String(cause), '');
    e.source.file = label;
    errors.push(e);
    return [];
  }
}

export function readLocales(dir: string = BUNDLED_LOCALES): LocaleResources {
  const resources: LocaleResources = {};
  const errors: ErrorObject[] = [];
  for (const locale of listDir(dir, '.', errors).filter((d) => /^[a-z]{2}-[A-Z]{2}$/.test(d))) {
    const namespaces: Record<string, Record<string, unknown>> = {};
    for (const file of listDir(join(dir, locale), locale, errors).filter((f) => f.endsWith('.json'))) {
      const label = `${locale}/${file}`;
      const r = readJsonFile(join(dir, locale, file), label);
      if (!r.ok) errors.push(r.error);
      else if (r.value === null || typeof r.value !== 'object' || Array.isArray(r.value)) {
        const e = error(500, 'INVALID_LOCALE_FILE', 'Invalid locale file', `${label}: a namespace file must hold a JSON object.`, '');
        e.source.file = label;
        errors.push(e);
      } else namespaces[file.slice(0, -5)] = r.value as Record<string, unknown>;
    }
    resources[locale] = namespaces;
  }
  if (errors.length) throw new RulesetError({ meta: { copyright: '', version: TRIPS_VERSION }, errors: bounded(errors) as [ErrorObject, ...ErrorObject[]] });
  return resources;
}
