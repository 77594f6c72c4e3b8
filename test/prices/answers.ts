// Shared by the application-link tests: a direct trip answered by the bundled ruleset, and one
// procedure record of the answer.
import { expect } from 'vitest';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

export function answer(passport: string, from: string, to: string): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from }, { airport: to }]));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
export const record = (body: TripResponseDocument, id: string): ProcedureRecord | undefined =>
  body.included.find((r) => r.id === id) as ProcedureRecord | undefined;
