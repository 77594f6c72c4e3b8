// Indexed, read-only view of the reference data. Pure: the input is handed in (see
// src/node/reference.ts for a loader), indexed once into Maps, and every lookup is O(1).

import type { Airport, ReferenceDataInput, Region, Territory } from './types.js';

export type { Airport, ReferenceDataInput, Region, Territory } from './types.js';

export interface Reference {
  /** Territory by ISO 3166-1 alpha-3 code (exact, upper case), e.g. "USA". */
  territory(alpha3: string): Territory | undefined;
  /** Territory by ISO 3166-1 alpha-2 code (exact, upper case), e.g. "US". */
  territoryByAlpha2(alpha2: string): Territory | undefined;
  /** ISO 3166-2 subdivision by code, e.g. "US-NY". */
  region(code: string): Region | undefined;
  /** Airport by IATA code, e.g. "JFK". */
  airport(iata: string): Airport | undefined;
  isTerritory(alpha3: string): boolean;
  isRegion(code: string): boolean;
  isAirport(iata: string): boolean;
  /**
   * Short display name in the locale's language ("fr-FR" -> names.fr), falling back to
   * names.en, then to the code itself (also for unknown codes).
   */
  territoryName(alpha3: string, locale: string): string;
  /** Region name as stored (not localized); the code itself when unknown. */
  regionName(code: string, locale: string): string;
  /** Airport name as stored (not localized); the code itself when unknown. */
  airportName(iata: string, locale: string): string;
  /** All territories sorted by alpha-3 (a fresh array; the objects are shared). */
  territories(): Territory[];
  /** All regions sorted by code (a fresh array). */
  regions(): Region[];
  /** All airports sorted by IATA code (a fresh array). */
  airports(): Airport[];
}

/** "fr-FR", "fr_FR", "FR" -> "fr". */
export function localeLanguage(locale: string): string {
  const cut = locale.search(/[-_]/);
  return (cut === -1 ? locale : locale.slice(0, cut)).toLowerCase();
}

function byKey<T>(items: readonly T[], key: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    // A duplicate means the input is broken; failing here beats answering from either copy.
    if (map.has(k)) throw new Error(`duplicate ${what} in reference data: ${k}`);
    map.set(k, item);
  }
  return map;
}

/** The map's values sorted by key, sorted on the first call: only listings need them, not trips. */
function sortedValues<T>(map: Map<string, T>): () => T[] {
  let sorted: T[] | undefined;
  return () => (sorted ??= [...map.keys()].sort().map((k) => map.get(k) as T)).slice();
}

export function createReference(input: ReferenceDataInput): Reference {
  const territoriesByA3 = byKey(input.territories, (t) => t.alpha3, 'territory');
  const territoriesByA2 = byKey(input.territories, (t) => t.alpha2, 'territory alpha-2');
  const regionsByCode = byKey(input.regions, (r) => r.code, 'region');
  const airportsByIata = byKey(input.airports, (a) => a.iata, 'airport');

  const territories = sortedValues(territoriesByA3);
  const regions = sortedValues(regionsByCode);
  const airports = sortedValues(airportsByIata);

  return {
    territory: (alpha3) => territoriesByA3.get(alpha3),
    territoryByAlpha2: (alpha2) => territoriesByA2.get(alpha2),
    region: (code) => regionsByCode.get(code),
    airport: (iata) => airportsByIata.get(iata),
    isTerritory: (alpha3) => territoriesByA3.has(alpha3),
    isRegion: (code) => regionsByCode.has(code),
    isAirport: (iata) => airportsByIata.has(iata),
    territoryName(alpha3, locale) {
      const names = territoriesByA3.get(alpha3)?.names;
      if (!names) return alpha3;
      const lang = localeLanguage(locale);
      // hasOwn: a locale like "constructor" must not reach Object.prototype.
      if (Object.hasOwn(names, lang)) return names[lang] as string;
      return Object.hasOwn(names, 'en') ? (names.en as string) : alpha3;
    },
    regionName: (code) => regionsByCode.get(code)?.name ?? code,
    airportName: (iata) => airportsByIata.get(iata)?.name ?? iata,
    territories,
    regions,
    airports,
  };
}
