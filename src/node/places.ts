// Reads a places data file (schemas/place.schema.json#/$defs/PlacesFile) and builds the places
// operation from it. Unreadable or unparsable files become a PlacesDataError naming the file.
import { readFileSync } from 'node:fs';
import { createPlaces, PlacesDataError, PLACES_VERSION, type Places } from '../places/index.js';
import type { TravelRequirements } from '../service.js';
import { PACKAGE_ROOT } from './paths.js';

/** The bundled fictional example dataset (present in a clone of the repository; for tests and demos). */
export const EXAMPLE_PLACES = `${PACKAGE_ROOT}examples/places.example.json`;
/** The bundled diplomatic missions (Wikidata via database-of-embassies, CC0): the default places data. */
export const BUNDLED_MISSIONS = `${PACKAGE_ROOT}data/places/missions.json`;

/** Reads a places file: a PlacesFile or a missions file; without a path, the bundled missions. */
export function readPlacesFile(tr: TravelRequirements, path: string = BUNDLED_MISSIONS): Places {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (cause) {
    const json = cause instanceof SyntaxError;
    throw new PlacesDataError({
      meta: { copyright: tr.texts(undefined).copyright(), version: PLACES_VERSION },
      errors: [{
        status: '500', code: json ? 'INVALID_JSON' : 'UNREADABLE_FILE', title: json ? 'Invalid JSON' : 'Unreadable file',
        detail: (cause instanceof Error ? cause.message : String(cause)).slice(0, 400), source: { file: path },
      }],
    });
  }
  return createPlaces(tr, data, { file: path });
}
