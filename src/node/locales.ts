// Reads locales/<locale>/<namespace>.json into i18next resources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleResources } from '../rules/source.js';
import { BUNDLED_LOCALES } from './paths.js';

export function readLocales(dir: string = BUNDLED_LOCALES): LocaleResources {
  const resources: LocaleResources = {};
  for (const locale of readdirSync(dir).filter((d) => /^[a-z]{2}-[A-Z]{2}$/.test(d)).sort()) {
    const namespaces: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json')).sort()) {
      namespaces[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Record<string, unknown>;
    }
    resources[locale] = namespaces;
  }
  return resources;
}
