// What the places tests share: the response and error validators (ajv on the published schemas),
// an independent haversine to check the index's answers, and `ok()` for a query that must answer 200.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { schemas, type PlacesResponseDocument } from '../../src/schema/generated.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
for (const s of Object.values(schemas)) ajv.addSchema(s as object);
export const validResponse = ajv.getSchema('places-response.schema.json')!;
export const validError = ajv.getSchema('error-document.schema.json')!;

// Independent haversine (mean Earth radius 6371 km, as geokdbush) to check the index's answers.
export function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** `ok(query)`: the places answer, asserted 200 and valid against the response schema. */
export function answersOk(places: { places(query: Record<string, string>): { status: number; body: unknown } }): (query: Record<string, string>) => PlacesResponseDocument {
  return (query) => {
    const r = places.places(query);
    expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(200);
    expect(validResponse(r.body), JSON.stringify(validResponse.errors)).toBe(true);
    return r.body as PlacesResponseDocument;
  };
}
