// The bundled diplomatic missions (data/places/missions.json, written by scripts/import-places.ts)
// in their compact form: one row of strings per mission. expandMissions turns the file into a
// PlacesFile, so the missions go through the same validation and index as any places data.
import type { PlaceInput, PlacesFile } from '../schema/generated.js';

/** Allowed attributes.category values of mission places (documented in schemas/place.schema.json). */
export const MISSION_CATEGORIES = [
  'EMBASSY', 'HIGH_COMMISSION', 'CONSULATE_GENERAL', 'CONSULATE', 'HONORARY_CONSULATE',
  'APOSTOLIC_NUNCIATURE', 'REPRESENTATIVE_OFFICE', 'OTHER_MISSION',
] as const;
export type MissionCategory = (typeof MISSION_CATEGORIES)[number];

/**
 * The categories a trip's "where to apply" link asks for: the missions that usually take visa
 * applications. Honorary consulates (mostly without consular powers), nunciatures and trade or
 * government offices are left out.
 */
export const VISA_MISSION_CATEGORIES: readonly MissionCategory[] = ['EMBASSY', 'HIGH_COMMISSION', 'CONSULATE_GENERAL', 'CONSULATE', 'REPRESENTATIVE_OFFICE'];

export const MISSION_COLUMNS = [
  'wikidataId', 'category', 'operatorCountry', 'hostCountry', 'city', 'latitude', 'longitude', 'website', 'phone', 'email', 'jurisdictions', 'sourceType',
] as const;

/** One mission, in MISSION_COLUMNS order; jurisdictions are alpha-3 codes separated by spaces. */
export type MissionRow = [string, MissionCategory, string, string, string, string, string, string, string, string, string, string];

export interface MissionsFile {
  schemaVersion: 1;
  kind: 'DIPLOMATIC_MISSIONS';
  description: string;
  fictional: false;
  source: {
    title: string; url: string; file: string; commit: string; commitDate: string;
    licence: string; licenceUrl: string; imported: string; generatedBy: string;
  };
  counts: {
    rows: number; missions: number; operatorCountries: number; hostCountries: number;
    categories: Record<string, number>;
    dropped: {
      withoutCoordinates: number; repeatedId: number; malformed: number;
      operatorNotACountry: Record<string, number>; hostNotACountry: Record<string, number>; unknownType: Record<string, number>;
    };
    clearedValues: { website: number; phone: number; email: number };
  };
  columns: string[];
  rows: MissionRow[];
}

/** Texts of a mission place in one language (src/text implements them from locales/<l>/places.json). */
export interface MissionPlaceTexts {
  missionTitle(category: string, operatorCountry: string, city: string): string;
  missionDescription(category: string, operatorCountry: string, hostCountry: string, wikidataId: string): string;
}

/**
 * Codes only: the texts a mission is loaded with. The served title and description are the
 * request locale's (src/places/index.ts), so loading 8,000 missions costs no translation.
 */
export const PLAIN_TEXTS: MissionPlaceTexts = {
  missionTitle: (category, operatorCountry, city) => `${category} ${operatorCountry}${city ? `, ${city}` : ''}`,
  missionDescription: (category, operatorCountry, hostCountry, wikidataId) => `${category} of ${operatorCountry} in ${hostCountry} (Wikidata ${wikidataId})`,
};

export function isMissionsFile(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { kind?: unknown }).kind === 'DIPLOMATIC_MISSIONS';
}

/**
 * The missions file as a PlacesFile: each row becomes a place with id `wd-<QID>`, its mission
 * attributes, and title and description in the texts given (the served texts follow the request's
 * language). A file whose columns or rows are not the expected shape throws a TypeError naming
 * the row; the PlacesFile schema then checks every value.
 */
export function expandMissions(data: unknown, texts: MissionPlaceTexts = PLAIN_TEXTS): PlacesFile {
  const file = data as Partial<MissionsFile>;
  if (!Array.isArray(file.columns) || file.columns.join() !== MISSION_COLUMNS.join()) {
    throw new TypeError(`missions file: columns must be ${MISSION_COLUMNS.join(', ')}`);
  }
  if (!Array.isArray(file.rows)) throw new TypeError('missions file: rows must be an array');
  const places: PlaceInput[] = file.rows.map((row: unknown, i) => {
    if (!Array.isArray(row) || row.length !== MISSION_COLUMNS.length || !row.every((v) => typeof v === 'string')) {
      throw new TypeError(`missions file: rows[${i}] must be ${MISSION_COLUMNS.length} strings`);
    }
    const [id, category, operatorCountry, hostCountry, city, latitude, longitude, website, phone, email, jurisdictions, sourceType] = row as MissionRow;
    return {
      id: `wd-${id}`,
      type: 'PLACE',
      attributes: {
        category,
        latitude,
        longitude,
        title: texts.missionTitle(category, operatorCountry, city),
        description: texts.missionDescription(category, operatorCountry, hostCountry, id),
        email,
        phone: phone ? [{ phoneNumber: phone }] : [],
        website,
        address: { fullAddress: city },
        services: [],
        tags: [category.toLowerCase().replace(/_/g, '-')],
        mission: {
          operatorCountry, hostCountry, city,
          jurisdictions: jurisdictions ? jurisdictions.split(' ') : [],
          wikidataId: id,
          sourceType,
        },
      },
    };
  });
  return { schemaVersion: 1, description: String(file.description ?? ''), fictional: false, places };
}
