// The traveller page's data, loaded in parts (issue 23, page weight): page.js carries code only;
// the ruleset, the reference data, each locale's texts and the diplomatic missions are separate
// modules that scripts/build-web.ts writes as `export default JSON.parse("...")` (a string parses
// several times faster than an object literal). The page loads the ruleset's index, the reference
// data, its own locale and en-US (every locale falls back to it), then the ruleset's parts of the
// trip's territories (src/web/ruleset-parts.ts) before its first answer; other territories' parts
// when a trip needs them, other locales when chosen; the missions only when an answer links to them.
import { createTravelRequirementsCore, type TravelRequirements } from '../core.js';
import { createPlaces, type Places } from '../places/index.js';
import type { LocaleResources } from '../rules/source.js';
import type { ReferenceDataInput } from '../reference/types.js';
import { markSchemaChecked } from '../rules/checked.js';
import { currentSchemasFingerprint } from '../schema/validators.js';
import { DEFAULT_LOCALE } from '../text/locale.js';
import type { Engine } from './element.js';
import { unpackTable, type Packed } from './packed-table.js';
import { assembleRuleset, indexAirports, partFile, territoryLookup, tripTerritories, type RulesetIndex, type RulesetPart } from './ruleset-parts.js';

/** The data modules' file names (scripts/build-web.ts writes them; one path segment each, as the server serves). */
export const DATA_FILES = {
  /** The ruleset's index (RulesetIndex); its parts are page-rules-<territory>.js (partFile). */
  ruleset: 'page-ruleset.js',
  reference: 'page-reference.js',
  missions: 'page-missions.js',
  cities: 'page-cities.js',
  locale: (locale: string): string => `page-locale-${locale}.js`,
} as const;

// A computed specifier: the bundler leaves it to the browser (each part stays its own file).
const load = async <T>(file: string): Promise<T> => ((await import(/* @vite-ignore */ new URL(`./${file}`, import.meta.url).href)) as { default: T }).default;

export interface PageData {
  referenceData: ReferenceDataInput;
  /** The core over the locales loaded so far (rebuilt when a locale is added). */
  core(): TravelRequirements;
  engine: Engine;
  /** Loads a locale's texts (and rebuilds the core) unless loaded. */
  ensureLocale(locale: string): Promise<void>;
  /** Loads the ruleset's parts a request needs (and rebuilds the core) unless loaded. */
  ensureTrip(request: unknown): Promise<void>;
  /** IATA -> the city an airport serves, for the place search (loaded after the first answer). */
  cities(): Promise<Record<string, string>>;
  /** The places operation over the diplomatic missions (loaded on first use). */
  places(): Promise<Places>;
}

/**
 * Loads the ruleset's index, the reference data, `locale` and en-US in parallel; with
 * `firstRequest`, the ruleset's parts of its airports and territories as soon as the index is in
 * (ensureTrip then finds them loaded or loading).
 */
export async function loadPageData(locale: string, firstRequest?: unknown): Promise<PageData> {
  const wanted = [...new Set([DEFAULT_LOCALE, locale])];
  const parts = new Map<string, RulesetPart>();
  const loading = new Map<string, Promise<void>>();
  let core: TravelRequirements | undefined;
  let places: Promise<Places> | undefined;
  const ensurePart = (territory: string): Promise<void> => {
    let p = loading.get(territory);
    if (!p) {
      p = load<RulesetPart>(partFile(territory)).then((part) => {
        parts.set(territory, part);
        core = undefined;
        places = undefined;
      });
      // A failed fetch may be retried by the next answer.
      p.catch(() => loading.delete(territory));
      loading.set(territory, p);
    }
    return p;
  };
  const indexLoaded = load<RulesetIndex>(DATA_FILES.ruleset);
  if (firstRequest !== undefined) {
    void indexLoaded.then((index) => {
      const known = new Set(index.territories);
      const early = territoryLookup({ airports: indexAirports(index.airports), regions: [] }, index.manifest);
      for (const t of tripTerritories(firstRequest, early)) if (known.has(t)) void ensurePart(t).catch(() => undefined);
    }, () => undefined);
  }
  const [index, packedReference, ...texts] = await Promise.all([
    indexLoaded,
    load<Record<keyof ReferenceDataInput, Packed>>(DATA_FILES.reference),
    ...wanted.map((l) => load<LocaleResources[string]>(DATA_FILES.locale(l))),
  ]);
  const referenceData: ReferenceDataInput = {
    territories: unpackTable(packedReference.territories),
    regions: unpackTable(packedReference.regions),
    airports: unpackTable(packedReference.airports),
  };
  performance.mark('data-loaded');
  // The build validated the whole ruleset against the schemas it names (build-web refuses a
  // ruleset that does not load) and split it; the parts are slices of validated files without
  // what the engine never reads, so they would not pass the file schema again: the page uses them
  // only under the schemas they were built with.
  const fingerprint = currentSchemasFingerprint();
  if (index.validatedUnder !== fingerprint) throw new Error('the page\'s ruleset was built under other schemas than its code: rebuild the page (npm run build:web)');
  const locales: LocaleResources = {};
  wanted.forEach((l, i) => { locales[l] = texts[i]!; });
  const lookup = territoryLookup(referenceData, index.manifest);
  const known = new Set(index.territories);
  const current = (): TravelRequirements => {
    if (core) return core;
    const ruleset = assembleRuleset(index.manifest, [...parts.keys()].sort().map((t) => parts.get(t)!));
    for (const f of ruleset.files) markSchemaChecked(f.content, fingerprint);
    core = createTravelRequirementsCore({ ruleset, locales: { ...locales }, referenceData });
    performance.mark('core-built');
    return core;
  };
  return {
    referenceData,
    core: current,
    engine: (request, requested) => {
      // Never an answer from a ruleset without the trip's parts (a part that failed to load):
      // the element shows this as its engine error instead.
      const missing = tripTerritories(request, lookup).filter((t) => known.has(t) && !parts.has(t));
      if (missing.length) throw new Error(`the rules of ${missing.join(', ')} could not be loaded`);
      const r = current().trips(request, requested ? { locale: requested } : {});
      return { status: r.status, body: r.body };
    },
    async ensureLocale(l) {
      if (locales[l]) return;
      locales[l] = await load<LocaleResources[string]>(DATA_FILES.locale(l));
      core = undefined;
      places = undefined;
    },
    async ensureTrip(request) {
      await Promise.all(tripTerritories(request, lookup).filter((t) => known.has(t)).map(ensurePart));
      performance.mark('rules-loaded');
    },
    cities: () => load<Record<string, string>>(DATA_FILES.cities).catch(() => ({})),
    places() {
      places ??= load<unknown>(DATA_FILES.missions).then((missions) => createPlaces(current(), missions));
      return places;
    },
  };
}
