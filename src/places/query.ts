// GET /v2/places query: the documented parameters and their validation. The three coordinates
// are required together; errors name the parameter.
import type { ErrorObject } from '../schema/errors.js';
import { PAGE_PARAMETERS, readPage, type Page } from '../query/paging.js';
import {
  decimal, invalid, LANGUAGE_PARAMETER, language, list, paramError, readQuery, type ParameterSpec, type QueryInput,
} from '../query/params.js';

export const MAX_RADIUS_KM = 500;
/**
 * With filter[country], the candidates are that country's missions (a few hundred at most), so the
 * radius may span the whole Earth: "the nearest missions of this country, wherever they are".
 */
export const MAX_COUNTRY_RADIUS_KM = 20016;

export const PLACES_FILTERS: ParameterSpec[] = [
  { name: 'filter[latitude]', description: 'Latitude of the point, decimal degrees in [-90, 90]. Required, with filter[longitude] and filter[radius].', schema: { type: 'string', pattern: '^[+-]?[0-9.]+$', examples: ['51.4700'] }, required: true },
  { name: 'filter[longitude]', description: 'Longitude of the point, decimal degrees in [-180, 180]. Required.', schema: { type: 'string', pattern: '^[+-]?[0-9.]+$', examples: ['-0.4543'] }, required: true },
  { name: 'filter[radius]', description: `Search radius in kilometres (great-circle distance): more than 0, at most ${MAX_RADIUS_KM}, or at most ${MAX_COUNTRY_RADIUS_KM} (the whole Earth) with filter[country]. Required.`, schema: { type: 'string', pattern: '^[+-]?[0-9.]+$', examples: ['25'] }, required: true },
  { name: 'filter[country]', description: 'Diplomatic missions of these countries only (attributes.mission.operatorCountry, the sending country): ISO 3166-1 alpha-3 codes, comma-separated (any matches), case-insensitive; for example GBR.', schema: { type: 'string', examples: ['GBR'] } },
  { name: 'filter[serves]', description: 'Diplomatic missions located in, or accredited to, these countries (attributes.mission.hostCountry or .jurisdictions): alpha-3 codes, comma-separated (any matches), case-insensitive; for example NGA for the missions that serve residents of Nigeria.', schema: { type: 'string', examples: ['IND'] } },
  { name: 'filter[category]', description: 'attributes.category, comma-separated (any matches), case-insensitive; for example EMBASSY,CONSULATE_GENERAL or TEST_CENTER.', schema: { type: 'string' } },
  { name: 'filter[tags]', description: 'Comma-separated tags: a place must carry all of them (case-insensitive).', schema: { type: 'string' } },
];

export const PLACES_PARAMETERS: ParameterSpec[] = [...PLACES_FILTERS, LANGUAGE_PARAMETER, ...PAGE_PARAMETERS];
const ALLOWED = new Set(PLACES_PARAMETERS.map((p) => p.name));

export interface PlacesQuery {
  lat: number;
  lon: number;
  radiusKm: number;
  /** filter[country]: alpha-3 codes of the operating countries, or undefined. */
  countries: readonly string[] | undefined;
  /** filter[serves]: alpha-3 codes of the countries a mission is in or accredited to, or undefined. */
  serves: ReadonlySet<string> | undefined;
  categories: ReadonlySet<string> | undefined;
  tags: readonly string[];
  language: string | undefined;
  page: Page;
  params: Array<[string, string]>;
}

export type Parsed = { ok: true; query: PlacesQuery } | { ok: false; errors: ErrorObject[] };

/** `isCountry` says whether an alpha-3 code is a known territory (filter[country] rejects others). */
export function parsePlacesQuery(input: QueryInput | undefined, isCountry: (alpha3: string) => boolean = () => true): Parsed {
  const read = readQuery(input, ALLOWED);
  if (!read.ok) return read;
  const v = read.values;
  const errors: ErrorObject[] = [];
  const required = (name: string): string | undefined => {
    const raw = v.get(name);
    if (raw === undefined) errors.push(paramError(400, 'MISSING_PARAMETER', 'Missing parameter', `${name} is required: give filter[latitude], filter[longitude] and filter[radius] together.`, name));
    return raw;
  };
  const rawLat = required('filter[latitude]');
  const rawLon = required('filter[longitude]');
  const rawRadius = required('filter[radius]');
  const lat = rawLat === undefined ? undefined : decimal('filter[latitude]', rawLat, errors);
  const lon = rawLon === undefined ? undefined : decimal('filter[longitude]', rawLon, errors);
  const radiusKm = rawRadius === undefined ? undefined : decimal('filter[radius]', rawRadius, errors);
  if (lat !== undefined && !(lat >= -90 && lat <= 90)) errors.push(invalid('filter[latitude]', 'filter[latitude] must be in [-90, 90].'));
  if (lon !== undefined && !(lon >= -180 && lon <= 180)) errors.push(invalid('filter[longitude]', 'filter[longitude] must be in [-180, 180].'));
  const codes = (name: string): string[] | undefined => {
    if (!v.has(name)) return undefined;
    const out = list(name, v.get(name)!, errors).map((c) => c.toUpperCase());
    const bad = out.filter((c) => !/^[A-Z]{3}$/.test(c) || !isCountry(c));
    if (bad.length) errors.push(invalid(name, `${name} takes ISO 3166-1 alpha-3 country codes such as GBR; unknown: ${bad.slice(0, 5).map((c) => JSON.stringify(c.slice(0, 16))).join(', ')}.`));
    return out;
  };
  const countries = codes('filter[country]');
  const servesList = codes('filter[serves]');
  const serves = servesList && new Set(servesList);
  const maxRadius = countries ? MAX_COUNTRY_RADIUS_KM : MAX_RADIUS_KM;
  if (radiusKm !== undefined && !(radiusKm > 0 && radiusKm <= maxRadius)) {
    errors.push(invalid('filter[radius]', `filter[radius] is in kilometres and must be more than 0 and at most ${MAX_RADIUS_KM} (${MAX_COUNTRY_RADIUS_KM} with filter[country]).`));
  }
  const categories = v.has('filter[category]') ? new Set(list('filter[category]', v.get('filter[category]')!, errors).map((c) => c.toUpperCase())) : undefined;
  const tags = v.has('filter[tags]') ? list('filter[tags]', v.get('filter[tags]')!, errors).map((t) => t.toLowerCase()) : [];
  const lang = v.has('language') ? language(v.get('language')!, errors) : undefined;
  const page = readPage(v, errors);
  if (errors.length || lat === undefined || lon === undefined || radiusKm === undefined) return { ok: false, errors };
  const params = PLACES_PARAMETERS.filter((p) => !p.name.startsWith('page[') && v.has(p.name)).map((p): [string, string] => [p.name, v.get(p.name)!]);
  return { ok: true, query: { lat, lon, radiusKm, countries, serves, categories, tags, language: lang, page, params } };
}
