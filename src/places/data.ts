// Places data as the embedder provides it (a PlacesFile, see schemas/place.schema.json): checked
// against the schema, then for what a schema cannot say (coordinate ranges, unique ids). Every
// problem names the record (its id and position), so a broken file is quick to fix.
import { fromAjv, type ErrorObject } from '../schema/errors.js';
import type { ErrorDocument, PlaceInput, PlacesFile } from '../schema/generated.js';
import type { Validators } from '../schema/validators.js';

export interface LoadedPlace {
  input: PlaceInput;
  lat: number;
  lon: number;
}

export interface LoadedPlaces {
  description: string;
  fictional: boolean;
  places: LoadedPlace[];
}

export type LoadResult = { ok: true; data: LoadedPlaces } | { ok: false; errors: ErrorObject[] };

/** Thrown by createPlaces when the data is broken; carries the error document (like RulesetError). */
export class PlacesDataError extends Error {
  constructor(readonly document: ErrorDocument) {
    super(`places data rejected: ${document.errors.map((e) => `${e.source.pointer ?? ''} ${e.detail}`).join('; ')}`);
    this.name = 'PlacesDataError';
  }
}

export function loadPlaces(input: unknown, validators: Validators, file?: string): LoadResult {
  const validate = validators.get('place.schema.json#/$defs/PlacesFile' as Parameters<Validators['get']>[0]);
  const withFile = (e: ErrorObject): ErrorObject => (file === undefined ? e : { ...e, source: { ...e.source, file } });
  if (!validate(input)) {
    return { ok: false, errors: fromAjv(validate.errors, 500).map((e) => withFile(nameRecord(e, input))) };
  }
  const doc = input as PlacesFile;
  const errors: ErrorObject[] = [];
  const seen = new Map<string, number>();
  const places: LoadedPlace[] = [];
  doc.places.forEach((p, i) => {
    const at = `/places/${i}`;
    const lat = Number(p.attributes.latitude);
    const lon = Number(p.attributes.longitude);
    const bad = (field: string, detail: string): void => {
      errors.push(withFile({ status: '500', code: 'INVALID_VALUE', title: 'Invalid place', detail: `Place ${JSON.stringify(p.id)} (places[${i}]): ${detail}`, source: { pointer: `${at}/${field}` } }));
    };
    if (!(lat >= -90 && lat <= 90)) bad('attributes/latitude', `latitude ${p.attributes.latitude} is outside [-90, 90].`);
    if (!(lon >= -180 && lon <= 180)) bad('attributes/longitude', `longitude ${p.attributes.longitude} is outside [-180, 180].`);
    const first = seen.get(p.id);
    if (first !== undefined) bad('id', `the id is already used by places[${first}].`);
    else seen.set(p.id, i);
    places.push({ input: p, lat, lon });
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, data: { description: doc.description, fictional: doc.fictional, places } };
}

/** Prefixes a schema error inside /places/<i> with that record's id. */
function nameRecord(e: ErrorObject, input: unknown): ErrorObject {
  const m = /^\/places\/(\d+)/.exec(e.source.pointer ?? '');
  if (!m) return e;
  const i = Number(m[1]);
  const list = (input as { places?: unknown }).places;
  const record = Array.isArray(list) ? (list[i] as { id?: unknown } | undefined) : undefined;
  const id = record && typeof record.id === 'string' ? `Place ${JSON.stringify(record.id.slice(0, 64))}` : 'Place';
  return { ...e, detail: `${id} (places[${i}]): ${e.detail}`.slice(0, 400) };
}
