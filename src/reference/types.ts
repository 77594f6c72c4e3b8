// Reference data as plain values: the core never reads files, so loaders (src/node/) or an
// embedder build this object and hand it to createTravelRequirements.

/** A territory from ISO 3166-1 with its names per language ("en", "fr", ...). */
export interface Territory {
  alpha3: string;
  alpha2: string;
  /** Short display name per ISO 639-1 language code, e.g. { en: "United States", fr: "États-Unis" }. */
  names: Record<string, string>;
}

/** An ISO 3166-2 subdivision. */
export interface Region {
  /** e.g. "US-NY" */
  code: string;
  /** alpha-3 of the territory the region belongs to, e.g. "USA" */
  territory: string;
  /** English (or local) name as iso-3166 gives it; not localized. */
  name: string;
}

/** An airport with an IATA code (snapshot of OurAirports, see data/airports.json). */
export interface Airport {
  iata: string;
  /** alpha-3 territory */
  territory: string;
  /** ISO 3166-2 region code, or null when OurAirports' code is a placeholder or not ISO. */
  region: string | null;
  lat: number;
  lon: number;
  name: string;
}

/** JSON-serialisable input; the core indexes it once at construction. */
export interface ReferenceDataInput {
  territories: Territory[];
  regions: Region[];
  airports: Airport[];
}
