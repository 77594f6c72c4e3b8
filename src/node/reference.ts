// Node-only loader for the reference data: territories and their names from i18n-iso-countries,
// regions from iso-3166, airports from the committed snapshot data/airports.json.
// Nothing is cached: callers load once at startup and hand the result to createReference.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';
import { iso31661, iso31661Alpha2ToAlpha3, iso31662 } from 'iso-3166';
import type { Airport, ReferenceDataInput, Region, Territory } from '../reference/types.js';

const require = createRequire(import.meta.url);

/**
 * Short common names that replace i18n-iso-countries' first entry, per language and alpha-2.
 * Only long official or inverted forms are replaced ("United States of America",
 * "Moldova, Republic of", "République unie de Tanzanie"); where the library lists the short form
 * as an alias, the override is that alias. Languages without a table use the library as is.
 */
export const SHORT_NAME_OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    BN: 'Brunei', // "Brunei Darussalam"
    CI: "Côte d'Ivoire", // first entry lacks the accent; the alias has it
    CN: 'China', // "People's Republic of China"
    CZ: 'Czechia', // "Czech Republic"; Czechia is the ISO short name and a library alias
    FM: 'Micronesia', // "Micronesia, Federated States of"
    GM: 'Gambia', // "Republic of The Gambia"
    IR: 'Iran', // "Islamic Republic of Iran"
    LA: 'Laos', // "Lao People's Democratic Republic"
    MD: 'Moldova', // "Moldova, Republic of"
    MK: 'North Macedonia', // "The Republic of North Macedonia"
    PS: 'Palestine', // "State of Palestine"
    RU: 'Russia', // "Russian Federation"
    SY: 'Syria', // "Syrian Arab Republic"
    TW: 'Taiwan', // "Taiwan, Province of China"
    TZ: 'Tanzania', // "United Republic of Tanzania"
    US: 'United States', // "United States of America"
    VA: 'Vatican City', // "Holy See (Vatican City State)"
    VG: 'British Virgin Islands', // "Virgin Islands, British"
    VI: 'U.S. Virgin Islands', // "Virgin Islands, U.S."
  },
  fr: {
    CZ: 'Tchéquie', // "République Tchèque"; Tchéquie is the ISO short name in French
    SZ: 'Eswatini', // "Royaume d'Eswatini"
    TZ: 'Tanzanie', // "République unie de Tanzanie"
    US: 'États-Unis', // "États-Unis d'Amérique"
    VA: 'Vatican', // "Saint-Siège (Vatican)"
  },
  es: {
    CD: 'República Democrática del Congo', // inverted "Congo (República Democrática del)"
    CZ: 'Chequia', // "República Checa"; Chequia is the ISO short name in Spanish
    KP: 'Corea del Norte', // "República Popular Democrática de Corea"
    KR: 'Corea del Sur', // "República de Corea"
    LA: 'Laos', // "República Democrática Popular de Lao"
    SY: 'Siria', // "República Árabe Siria"
    VA: 'Ciudad del Vaticano', // "Santa Sede"
  },
  de: {
    CD: 'Demokratische Republik Kongo', // the library's "Kongo" is ambiguous with CG "Republik Kongo"
    CZ: 'Tschechien', // "Tschechische Republik"
    PS: 'Palästina', // "Staat Palästina"
    RU: 'Russland', // "Russische Föderation"
    SY: 'Syrien', // "Syrien, Arabische Republik"
    TZ: 'Tansania', // "Tansania, Vereinigte Republik"
    US: 'Vereinigte Staaten', // "Vereinigte Staaten von Amerika"
  },
};

/**
 * The short display name rule: the override for (language, alpha-2) if there is one, else the
 * library's first entry (its canonical name; a plain string is the only entry). getName's
 * {select: 'alias'} is not used: it returns the second entry, giving "UK",
 * "Korea, Republic of", "UAE", de "Großbritannien" and es "República Islámica de Irán".
 */
export function shortName(alpha2: string, language: string): string | undefined {
  const override = SHORT_NAME_OVERRIDES[language]?.[alpha2];
  if (override !== undefined) return override;
  return countries.getName(alpha2, language, { select: 'official' });
}

function registerLanguage(language: string): void {
  // Guards the require path below; i18n-iso-countries uses ISO 639-1 (2-letter) file names.
  if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`invalid language code: ${JSON.stringify(language)}`);
  let data: LocaleData;
  try {
    data = require(`i18n-iso-countries/langs/${language}.json`) as LocaleData;
  } catch {
    throw new Error(`i18n-iso-countries has no country names for language "${language}"`);
  }
  countries.registerLocale(data); // idempotent; the node entry point registers all already
}

/**
 * User-assigned codes we accept as territories (alpha-2 -> alpha-3). Kosovo has no ISO 3166-1
 * code; the visa-matrix dataset (and the EU) use XK / XKX, so passports and trips need it.
 * i18n-iso-countries knows XK (names come from it), though it gives XKK as alpha-3.
 */
export const USER_ASSIGNED_TERRITORIES: Readonly<Record<string, string>> = { XK: 'XKX' };

function loadTerritories(languages: readonly string[]): Territory[] {
  for (const language of languages) registerLanguage(language);
  // ISO 3166-1 assigned codes, plus the user-assigned codes in USER_ASSIGNED_TERRITORIES.
  const assigned = new Set(iso31661.map((c) => c.alpha2));
  const territories: Territory[] = [];
  const codes = Object.entries(countries.getAlpha2Codes()).filter(([alpha2]) => assigned.has(alpha2));
  for (const [alpha2, alpha3] of [...codes, ...Object.entries(USER_ASSIGNED_TERRITORIES)]) {
    const names: Record<string, string> = {};
    for (const language of languages) {
      const name = shortName(alpha2, language);
      if (name) names[language] = name;
    }
    territories.push({ alpha3, alpha2, names });
  }
  return territories.sort((a, b) => (a.alpha3 < b.alpha3 ? -1 : a.alpha3 > b.alpha3 ? 1 : 0));
}

function loadRegions(): Region[] {
  return iso31662.map((entry) => {
    // The country is the code's prefix; `parent` may be another subdivision (e.g. FR-75C -> FR-IDF).
    const alpha2 = entry.code.slice(0, entry.code.indexOf('-'));
    const territory = iso31661Alpha2ToAlpha3[alpha2];
    if (!territory) throw new Error(`iso-3166 region ${entry.code} has no ISO 3166-1 alpha-3 country`);
    return { code: entry.code, territory, name: entry.name };
  });
}

const AIRPORT_COLUMNS = ['iata', 'territory', 'region', 'lat', 'lon', 'name'] as const;

interface AirportSnapshot {
  columns: unknown;
  rows: unknown;
}

function isAirportRow(row: unknown): row is [string, string, string | null, number, number, string] {
  return (
    Array.isArray(row) &&
    row.length === AIRPORT_COLUMNS.length &&
    typeof row[0] === 'string' &&
    typeof row[1] === 'string' &&
    (row[2] === null || typeof row[2] === 'string') &&
    typeof row[3] === 'number' &&
    typeof row[4] === 'number' &&
    typeof row[5] === 'string'
  );
}

function loadAirports(): Airport[] {
  // '../../data' resolves to the package root from both src/node and dist/node.
  const file = new URL('../../data/airports.json', import.meta.url);
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as AirportSnapshot;
  if (JSON.stringify(snapshot.columns) !== JSON.stringify(AIRPORT_COLUMNS) || !Array.isArray(snapshot.rows)) {
    throw new Error(`${file.pathname}: unexpected layout (columns must be ${AIRPORT_COLUMNS.join(',')})`);
  }
  return snapshot.rows.map((row: unknown, i: number) => {
    if (!isAirportRow(row)) throw new Error(`${file.pathname}: malformed row ${i}`);
    const [iata, territory, region, lat, lon, name] = row;
    return { iata, territory, region, lat, lon, name };
  });
}

/** Reads all reference data; `languages` are ISO 639-1 codes for the territory names. */
export function loadReferenceData(languages: string[] = ['en', 'fr', 'es', 'de']): ReferenceDataInput {
  return { territories: loadTerritories(languages), regions: loadRegions(), airports: loadAirports() };
}
