// The bundled data as one value: what `travel-requirements/data` exports. Node-only (reads the
// package's rules/, locales/ and data/); scripts/build-data.ts writes the value into
// dist/data/index.js at build time, so browsers and edge runtimes get it without a file system.
import type { LocaleResources, RulesetSource } from '../rules/source.js';
import type { ReferenceDataInput } from '../reference/types.js';
import { readLocales } from '../node/locales.js';
import { loadReferenceData } from '../node/reference.js';
import { readRuleset } from '../node/ruleset.js';

/** The three values `createTravelRequirementsCore` takes, as the package bundles them. */
export interface BundledData {
  ruleset: RulesetSource;
  locales: LocaleResources;
  referenceData: ReferenceDataInput;
}

/**
 * The languages whose territory names the bundled reference data carries: English (the fallback)
 * plus the language of each bundled locale, as createTravelRequirements() loads them.
 */
export function bundledLanguages(locales: readonly string[]): string[] {
  return [...new Set(['en', ...locales.map((l) => l.slice(0, 2))])];
}

/**
 * Reads the bundled ruleset, locales and reference data (or those of other directories: the page
 * rebuilt by `travelreq serve --watch`); throws if the ruleset is unreadable.
 */
export function readBundledData(dirs: { rulesDir?: string; localesDir?: string } = {}): BundledData {
  const read = readRuleset(dirs.rulesDir);
  if (!read.ok) {
    const first = read.errors[0];
    throw new Error(`bundled ruleset unreadable: ${first?.source.file ?? ''} ${first?.detail ?? ''}`.trim());
  }
  const locales = readLocales(dirs.localesDir);
  return { ruleset: read.source, locales, referenceData: loadReferenceData(bundledLanguages(Object.keys(locales))) };
}
