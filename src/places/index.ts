// The places operation (beta) as a library call: createPlaces(tr, data).places(query) answers
// GET /v2/places with { status, body }. The data is a value (src/node/places.ts reads a file);
// it is validated and indexed once here.
import { pageLinks } from '../query/paging.js';
import type { QueryInput } from '../query/params.js';
import { bounded, type ErrorObject } from '../schema/errors.js';
import type { ErrorDocument, PlaceRecord, PlacesResponseDocument } from '../schema/generated.js';
import type { Result, TravelRequirements } from '../service.js';
import { localeFallbackMeta } from '../text/locale.js';
import { loadPlaces, PlacesDataError, type LoadedPlace } from './data.js';
import { createGeoIndex } from './geo.js';
import { expandMissions, isMissionsFile, type MissionPlaceTexts } from './missions.js';
import { parsePlacesQuery } from './query.js';

export { PlacesDataError } from './data.js';
export { PLACES_PARAMETERS, MAX_RADIUS_KM, MAX_COUNTRY_RADIUS_KM } from './query.js';
export { MISSION_CATEGORIES, VISA_MISSION_CATEGORIES, type MissionsFile } from './missions.js';

/** The places operation is in beta; its version reports 2.x like the spec's places response. */
export const PLACES_VERSION = '2.0.0';
export const PLACES_PATH = '/v2/places';

export interface PlacesOptions {
  /** Name of the data file, for error messages. */
  file?: string;
  /** Path the links start with (default /v2/places). */
  basePath?: string;
}

export interface Places {
  /** Number of places loaded. */
  readonly size: number;
  readonly dataset: { description: string; fictional: boolean };
  places(query?: QueryInput): Result<PlacesResponseDocument>;
}

/**
 * `data` is a PlacesFile, or the bundled missions file (data/places/missions.json, see
 * src/places/missions.ts), whose rows become places with localized titles.
 */
export function createPlaces(tr: TravelRequirements, data: unknown, options: PlacesOptions = {}): Places {
  const basePath = options.basePath ?? PLACES_PATH;
  const errorMeta = (): ErrorDocument['meta'] => ({ copyright: tr.texts(undefined).copyright(), version: PLACES_VERSION });
  let input = data;
  if (isMissionsFile(data)) {
    try {
      input = expandMissions(data);
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause);
      const e: ErrorObject = { status: '500', code: 'INVALID_VALUE', title: 'Invalid missions file', detail: detail.slice(0, 400), source: {} };
      if (options.file !== undefined) e.source.file = options.file;
      throw new PlacesDataError({ meta: errorMeta(), errors: [e] as ErrorDocument['errors'] });
    }
  }
  const loaded = loadPlaces(input, tr.validators, options.file);
  if (!loaded.ok) throw new PlacesDataError({ meta: errorMeta(), errors: bounded(loaded.errors) as ErrorDocument['errors'] });
  const { places, description, fictional } = loaded.data;
  const geo = createGeoIndex(places);
  const tagSets = places.map((p) => new Set(p.input.attributes.tags));
  // filter[country] scans the country's missions only (any radius stays cheap).
  const byCountry = new Map<string, number[]>();
  places.forEach((p, i) => {
    const c = p.input.attributes.mission?.operatorCountry;
    if (c !== undefined) (byCountry.get(c) ?? byCountry.set(c, []).get(c)!).push(i);
  });
  const dataset = { description, fictional };

  const fail = (status: number, errors: ErrorObject[]): Result<never> => ({ status, body: { meta: errorMeta(), errors: bounded(errors) as ErrorDocument['errors'] } });

  function placesOp(query?: QueryInput): Result<PlacesResponseDocument> {
    try {
      const parsed = parsePlacesQuery(query, (c) => tr.reference.isTerritory(c));
      if (!parsed.ok) return fail(400, parsed.errors);
      const q = parsed.query;
      const keep = (i: number): boolean => {
        const p = places[i]!.input.attributes;
        if (q.categories && !q.categories.has(p.category)) return false;
        if (q.serves && !(p.mission && (q.serves.has(p.mission.hostCountry) || p.mission.jurisdictions.some((j) => q.serves!.has(j))))) return false;
        return q.tags.every((t) => tagSets[i]!.has(t));
      };
      const hits = q.countries
        ? geo.among(q.countries.flatMap((c) => byCountry.get(c) ?? []), q.lat, q.lon, q.radiusKm, keep)
        : geo.within(q.lat, q.lon, q.radiusKm, keep);
      const texts = tr.texts(q.language);
      const page = hits.slice(q.page.offset, q.page.offset + q.page.limit);
      const data = page.map((h) => record(places[h.index]!, h.distanceKm, q.language, texts));
      return {
        status: 200,
        body: {
          meta: { copyright: texts.copyright(), version: PLACES_VERSION, locale: texts.locale, ...localeFallbackMeta(q.language, texts.locale), count: hits.length, beta: true, dataset },
          data,
          included: [],
          links: pageLinks(basePath, q.params, q.page, hits.length),
        },
      };
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : 'unexpected failure';
      return fail(500, [{ status: '500', code: 'INTERNAL_ERROR', title: 'Internal error', detail: `The request could not be processed: ${detail}`.slice(0, 400), source: {} }]);
    }
  }

  return { size: places.length, dataset, places: placesOp };
}

/**
 * The served record: the place's texts in the requested language (exact locale, then language),
 * else its own. A mission's title and description come from the locale's texts.
 */
function record(p: LoadedPlace, distanceKm: number, language: string | undefined, texts: MissionPlaceTexts): PlaceRecord {
  const m = p.input.attributes.mission;
  if (m !== undefined) {
    const a = p.input.attributes;
    const attributes = {
      ...a,
      title: texts.missionTitle(a.category, m.operatorCountry, m.city),
      description: texts.missionDescription(a.category, m.operatorCountry, m.hostCountry, m.wikidataId),
    };
    return { id: p.input.id, type: 'PLACE', attributes, meta: { distanceKm: Math.round(distanceKm * 1000) / 1000 } };
  }
  const tr = p.input.translations ?? {};
  const key = language === undefined ? undefined : [language, language.slice(0, 2)].find((k) => Object.hasOwn(tr, k));
  const t = key === undefined ? undefined : tr[key];
  const a = p.input.attributes;
  const attributes = t === undefined ? a : {
    ...a,
    title: t.title ?? a.title,
    description: t.description ?? a.description,
    services: a.services.map((s) => ({ ...s, label: t.services?.[s.type] ?? s.label })),
  };
  return { id: p.input.id, type: 'PLACE', attributes, meta: { distanceKm: Math.round(distanceKm * 1000) / 1000 } };
}
