// The traveller page's data, loaded in parts (issue 23, page weight): page.js carries code only;
// the ruleset, the reference data, each locale's texts and the diplomatic missions are separate
// modules that scripts/build-web.ts writes as `export default JSON.parse("...")` (a string parses
// several times faster than an object literal). The page loads the ruleset, the reference data,
// its own locale and en-US (every locale falls back to it) before its first answer; other locales
// when chosen; the missions only when an answer links to them.
import { createTravelRequirementsCore, type TravelRequirements } from '../core.js';
import { createPlaces, type Places } from '../places/index.js';
import type { LocaleResources, RulesetSource } from '../rules/source.js';
import type { ReferenceDataInput } from '../reference/types.js';
import { markSchemaChecked } from '../rules/checked.js';
import { currentSchemasFingerprint } from '../schema/validators.js';
import { DEFAULT_LOCALE } from '../text/locale.js';
import type { Engine } from './element.js';

/** The data modules' file names (scripts/build-web.ts writes them; one path segment each, as the server serves). */
export const DATA_FILES = {
  ruleset: 'page-ruleset.js',
  reference: 'page-reference.js',
  missions: 'page-missions.js',
  cities: 'page-cities.js',
  locale: (locale: string): string => `page-locale-${locale}.js`,
} as const;

/** What build-web writes into page-ruleset.js: the ruleset and the schemas fingerprint it was validated under. */
export interface RulesetModule { ruleset: RulesetSource; validatedUnder: string }

// A computed specifier: the bundler leaves it to the browser (each part stays its own file).
const load = async <T>(file: string): Promise<T> => ((await import(/* @vite-ignore */ new URL(`./${file}`, import.meta.url).href)) as { default: T }).default;

export interface PageData {
  referenceData: ReferenceDataInput;
  /** The core over the locales loaded so far (rebuilt when a locale is added). */
  core(): TravelRequirements;
  engine: Engine;
  /** Loads a locale's texts (and rebuilds the core) unless loaded. */
  ensureLocale(locale: string): Promise<void>;
  /** IATA -> the city an airport serves, for the place search (loaded after the first answer). */
  cities(): Promise<Record<string, string>>;
  /** The places operation over the diplomatic missions (loaded on first use). */
  places(): Promise<Places>;
}

/** Loads the ruleset, the reference data, `locale` and en-US in parallel. */
export async function loadPageData(locale: string): Promise<PageData> {
  const wanted = [...new Set([DEFAULT_LOCALE, locale])];
  const [rules, referenceData, ...texts] = await Promise.all([
    load<RulesetModule>(DATA_FILES.ruleset),
    load<ReferenceDataInput>(DATA_FILES.reference),
    ...wanted.map((l) => load<LocaleResources[string]>(DATA_FILES.locale(l))),
  ]);
  // The build validated these contents against the schemas it names (build-web refuses a ruleset
  // that does not load); the same check in the page would add a third to its first answer.
  // Contents built under other schemas are validated as any value is.
  performance.mark('data-loaded');
  const fingerprint = currentSchemasFingerprint();
  if (rules.validatedUnder === fingerprint) for (const f of rules.ruleset.files) markSchemaChecked(f.content, fingerprint);
  const locales: LocaleResources = {};
  wanted.forEach((l, i) => { locales[l] = texts[i]!; });
  let core: TravelRequirements | undefined;
  const current = (): TravelRequirements => {
    if (core) return core;
    core = createTravelRequirementsCore({ ruleset: rules.ruleset, locales: { ...locales }, referenceData });
    performance.mark('core-built');
    return core;
  };
  let places: Promise<Places> | undefined;
  return {
    referenceData,
    core: current,
    engine: (request, requested) => {
      const r = current().trips(request, requested ? { locale: requested } : {});
      return { status: r.status, body: r.body };
    },
    async ensureLocale(l) {
      if (locales[l]) return;
      locales[l] = await load<LocaleResources[string]>(DATA_FILES.locale(l));
      core = undefined;
      places = undefined;
    },
    cities: () => load<Record<string, string>>(DATA_FILES.cities).catch(() => ({})),
    places() {
      places ??= load<unknown>(DATA_FILES.missions).then((missions) => createPlaces(current(), missions));
      return places;
    },
  };
}
