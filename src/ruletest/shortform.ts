// The short form of a test trip, expanded to a full POST /v3/trips body:
//   { passports, from, via?, to, date, locale?, currency? }
// Places are territory ("GBR") or region ("FR-IDF") codes, or "airport:LHR" (IATA and alpha-3
// codes overlap: CAN is Canada and Guangzhou). The ORIGIN departs `date` at 08:00, each flight
// takes 2 hours and each TRANSIT lasts its layoverHours (2 unless given), so dates roll over
// only on long layovers.
import type { FullTrip, ShortPlace, ShortTrip, ShortVia } from '../schema/generated.js';

const FLIGHT_MINUTES = 120;
const DEFAULT_LAYOVER_HOURS = 2;

export const isShortTrip = (trip: ShortTrip | FullTrip): trip is ShortTrip => !('data' in trip);

function place(p: ShortPlace): Record<string, string> {
  return p.startsWith('airport:') ? { airportCode: p.slice('airport:'.length) } : { locationCode: p };
}

function at(start: number, minutes: number): { date: string; time: string } {
  const iso = new Date(start + minutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function expandShortTrip(t: ShortTrip): Record<string, unknown> {
  const start = Date.parse(`${t.date}T08:00:00Z`);
  let clock = 0;
  const nodes: Array<Record<string, unknown>> = [{ type: 'ORIGIN', ...place(t.from), departure: { ...at(start, 0), travelMode: 'AIR' } }];
  for (const v of t.via ?? []) {
    const via: Exclude<ShortVia, string> = typeof v === 'string' ? { at: v } : v;
    clock += FLIGHT_MINUTES;
    const arrival = at(start, clock);
    clock += Math.round((via.layoverHours ?? DEFAULT_LAYOVER_HOURS) * 60);
    nodes.push({
      type: 'TRANSIT', ...place(via.at), arrival: { ...arrival, travelMode: 'AIR' }, departure: { ...at(start, clock), travelMode: 'AIR' },
      ...(via.selfTransfer !== undefined ? { selfTransfer: via.selfTransfer } : {}),
    });
  }
  clock += FLIGHT_MINUTES;
  nodes.push({ type: 'DESTINATION', ...place(t.to), arrival: { ...at(start, clock), travelMode: 'AIR' } });
  return {
    data: {
      type: 'TRIP',
      attributes: {
        ...(t.locale !== undefined ? { locale: t.locale } : {}),
        ...(t.currency !== undefined ? { currency: t.currency } : {}),
        traveller: { passports: t.passports },
        travelNodes: nodes,
      },
    },
  };
}

/** The request body for a test trip in either form. */
export function requestOf(trip: ShortTrip | FullTrip): unknown {
  return isShortTrip(trip) ? expandShortTrip(trip) : trip;
}
