// What the airside-transit tests read and run: the sourced table as committed
// (data/transit/transit-airside.json) and a one-stop trip through a hub.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { DEFAULT_DATA, type Hub, type Table } from '../../scripts/import-transit-airside.js';
import { engine } from '../helpers.js';

export const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
export const hub = (t: string): Hub => table.hubs.find((h) => h.territory === t)!;
const tr = engine();

/** A trip from `from` to `to` with a two-hour airside stop at `via`, on 2026-12-01. */
export function transitVia(passport: string, from: string, via: string, to: string): TripResponseDocument {
  const d = '2026-12-01';
  const r = tr.trips({
    data: {
      type: 'TRIP',
      attributes: {
        traveller: { passports: [passport] },
        travelNodes: [
          { type: 'ORIGIN', airportCode: from, departure: { date: d, time: '08:00', travelMode: 'AIR' } },
          { type: 'TRANSIT', airportCode: via, arrival: { date: d, time: '10:00', travelMode: 'AIR' }, departure: { date: d, time: '12:00', travelMode: 'AIR' } },
          { type: 'DESTINATION', airportCode: to, arrival: { date: d, time: '16:00', travelMode: 'AIR' } },
        ],
      },
    },
  });
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}

/** The TRANSIT coverage status of the airside checkpoint at `t`. */
export const transitCoverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage?.find((e) => e.checkpointKind === 'TRANSIT' && e.territory === t && e.topic === 'TRANSIT')?.status;
