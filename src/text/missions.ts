// Texts of the diplomatic missions (GET /v2/places records) and of the trip attribute visaMissions,
// from locales/<locale>/places.json. Country names take their in-sentence form where the language
// has one ("the United Kingdom").
import type { VisaMissionTexts } from '../envelope/missions.js';
import type { Place } from '../itinerary/model.js';
import type { MissionPlaceTexts } from '../places/missions.js';

export interface MissionTextDeps {
  tr: (key: string, params?: Record<string, unknown>) => string;
  inSentence: (alpha3: string) => string;
  placeName: (place: Place) => string;
}

export function missionTexts({ tr, inSentence, placeName }: MissionTextDeps): MissionPlaceTexts & VisaMissionTexts {
  const note = tr('places:visaMissions.note');
  return {
    missionTitle: (category, operatorCountry, city) =>
      tr(city ? 'places:title' : 'places:titleNoCity', { category: tr(`places:category.${category}`), country: inSentence(operatorCountry), city }),
    missionDescription: (_category, operatorCountry, hostCountry, wikidataId) =>
      tr('places:description', { country: inSentence(operatorCountry), host: inSentence(hostCountry), wikidataId }),
    visaMissionsTitle: (country, origin) =>
      origin ? tr('places:visaMissions.titleNear', { country: inSentence(country), origin: placeName(origin) }) : tr('places:visaMissions.title', { country: inSentence(country) }),
    visaMissionsNote: () => note,
  };
}
