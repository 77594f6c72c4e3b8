// The trip attribute visaMissions: where a visa must be obtained from an embassy or consulate,
// a link to that country's missions nearest the trip's origin (a GET /v2/places query the client
// follows), with a note on visa application centres. The link is built from codes and the origin's
// coordinates only: no address is stated here, the places data answers the query.
import type { Place } from '../itinerary/model.js';
import { VISA_MISSION_CATEGORIES } from '../places/missions.js';
import { MAX_COUNTRY_RADIUS_KM } from '../places/query.js';
import { RANK } from '../rules/favourable.js';
import type { VisaMissions } from '../schema/generated.js';
import type { CheckpointResult } from './build.js';

/** Texts of visaMissions (src/text/missions.ts implements them). */
export interface VisaMissionTexts {
  /** "Embassies and consulates of the United Kingdom", nearest to `origin` when given. */
  visaMissionsTitle(country: string, origin: Place | undefined): string;
  visaMissionsNote(): string;
}

/** filter[category] of the links: the mission categories that take visa applications. */
export const VISA_MISSIONS_CATEGORY_FILTER = VISA_MISSION_CATEGORIES.join(',');
/** Half the Earth's circumference (km, rounded up): the link asks for the nearest missions at any distance. */
export const ANY_DISTANCE_KM = MAX_COUNTRY_RADIUS_KM;
export const VISA_MISSIONS_PAGE = 5;

export interface Point { lat: number; lon: number }

/** Documents obtained from a mission before travel (the rank says: not ETA, e-visa or on arrival). */
const FROM_A_MISSION = new Set(['EMBASSY_VISA', 'VISA']);

/**
 * One entry per country whose visa the trip needs from a mission, in checkpoint order, with the
 * procedure ids that need it. `originPoint` is the origin's coordinates (an airport's), if known.
 */
export function visaMissions(results: readonly CheckpointResult[], origin: Place, originPoint: Point | undefined, texts: VisaMissionTexts): VisaMissions[] {
  const byCountry = new Map<string, string[]>();
  for (const { checkpoint, answer } of results) {
    const visa = answer.visa;
    if (answer.rank !== RANK.EMBASSY_VISA || !visa || visa.record.type !== 'PROCEDURE') continue;
    if (!(visa.record.documentTypes ?? []).some((d) => FROM_A_MISSION.has(d))) continue;
    const ids = byCountry.get(checkpoint.territory) ?? byCountry.set(checkpoint.territory, []).get(checkpoint.territory)!;
    if (!ids.includes(visa.record.id)) ids.push(visa.record.id);
  }
  const out: VisaMissions[] = [];
  for (const [country, procedures] of byCountry) {
    const entry: VisaMissions = { country, procedures: procedures as VisaMissions['procedures'], title: texts.visaMissionsTitle(country, originPoint ? origin : undefined), note: texts.visaMissionsNote() };
    if (originPoint) {
      // The missions that serve residents of the origin's country first; the nearest of any country as the fallback.
      entry.href = placesHref(country, originPoint, origin.territory);
      entry.hrefNearest = placesHref(country, originPoint);
    }
    out.push(entry);
  }
  return out;
}

/**
 * The relative URL of GET /v2/places for a country's visa-taking missions nearest a point, if
 * `serves` is given only those in or accredited to that country.
 */
export function placesHref(country: string, p: Point, serves?: string): string {
  const params: Array<[string, string]> = [
    ['filter[country]', country],
    ...(serves === undefined ? [] : [['filter[serves]', serves] as [string, string]]),
    ['filter[category]', VISA_MISSIONS_CATEGORY_FILTER],
    ['filter[latitude]', decimal(p.lat)],
    ['filter[longitude]', decimal(p.lon)],
    ['filter[radius]', String(ANY_DISTANCE_KM)],
    ['page[limit]', String(VISA_MISSIONS_PAGE)],
  ];
  // Brackets and commas stay readable, as in the places operation's own links (src/query/paging.ts).
  const enc = (s: string): string => encodeURIComponent(s).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');
  return `/v2/places?${params.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;
}

/** At most 4 decimals (about 10 m), plain notation, as filter[latitude] accepts it. */
function decimal(n: number): string {
  const s = n.toFixed(4).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}
