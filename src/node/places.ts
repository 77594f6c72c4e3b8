// Reads a places data file (schemas/place.schema.json#/$defs/PlacesFile) and builds the places
// operation from it. Unreadable or unparsable files become a PlacesDataError naming the file.
import { readFileSync } from 'node:fs';
import { createPlaces, PlacesDataError, PLACES_VERSION, type Places } from '../places/index.js';
import type { TravelRequirements } from '../service.js';
import { PACKAGE_ROOT } from './paths.js';

/** The bundled fictional example dataset (present in a clone of the repository). */
export const EXAMPLE_PLACES = `${PACKAGE_ROOT}examples/places.example.json`;

export function readPlacesFile(tr: TravelRequirements, path: string): Places {
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
