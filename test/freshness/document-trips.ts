// The trips the document-exemption tests answer: a passport flown from Dubai to the destination,
// with or without the visas and residence permits it holds (traveller.documents), and the visa
// grouping the response shows for that destination.
import { expect } from 'vitest';
import { engine } from '../helpers.js';

export type Doc = { type: 'VISA' | 'RESIDENCE_PERMIT'; issuer: string; expiryDate?: string };

/** A one-leg trip from DXB on `day` (default 2026-12-10), texts in en-GB. */
export function documentTrip(passport: string, to: string, opts: { documents?: Doc[]; day?: string; arrivalTime?: string } = {}): Record<string, unknown> {
  const day = opts.day ?? '2026-12-10';
  return {
    data: { type: 'TRIP', attributes: {
      locale: 'en-GB',
      traveller: { passports: [passport], ...(opts.documents ? { documents: opts.documents } : {}) },
      travelNodes: [
        { type: 'ORIGIN', airportCode: 'DXB', departure: { date: day, time: '02:00', travelMode: 'AIR' } },
        { type: 'DESTINATION', airportCode: to, arrival: { date: day, time: opts.arrivalTime ?? '09:00', travelMode: 'AIR' } },
      ],
    } },
  };
}

type Grouping = { name: string; enforcement: string; data: { id: string }[] };
export type Body = {
  data: { attributes: { informationGroups: { type: string; groupings: Grouping[] }[] } };
  included: { id: string; attributes: { title?: string; lengthOfStay?: { type: string; value: number }[]; sources: { url: string; tier: string; quotes?: string }[] } }[];
};

/** The visa grouping of the destination: its enforcement and the record ids it shows. */
export function visaGrouping(request: unknown, country: string): { enforcement: string; ids: string[]; body: Body } {
  const r = engine().trips(request);
  expect(r.status).toBe(200);
  const body = r.body as Body;
  const group = body.data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS');
  const g = group?.groupings.find((x) => x.name === country);
  expect(g, `a visa answer for ${country}`).toBeDefined();
  return { enforcement: g!.enforcement, ids: g!.data.map((d) => d.id), body };
}
