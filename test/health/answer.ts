// A direct trip's answer as the health tests read it: the response attributes and every record id
// its information groups show.
import { expect } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

/** One passport flown from one airport to another (arrival on `arrivalDate`, default the departure date). */
export function healthTrip(passport: string, from: string, to: string, date = '2026-12-10', arrivalDate = date) {
  const r = engine().trips(trip([passport], [{ airport: from, date }, { airport: to, date: arrivalDate }]));
  expect(r.status).toBe(200);
  const a = (r.body as TripResponseDocument).data.attributes;
  const ids = a.informationGroups.flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id)));
  return { a, ids };
}
