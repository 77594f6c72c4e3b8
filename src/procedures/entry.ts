// Stand-alone entry requirements (spec, trips rule 5): the visa group of a trip, obtained from
// the procedures resource. It asks the trips operation itself about a direct trip
// origin -> destination on the date, so the answer cannot drift from what POST /v3/trips says.
import type { ErrorObject } from '../schema/errors.js';
import type { AnyProcedureRecord, EntryRequirements, TripResponseDocument } from '../schema/generated.js';
import type { TravelRequirements } from '../service.js';
import { paramError } from '../query/params.js';

export interface EntryQuery {
  destination: string;
  destinationTerritory: string;
  origin: string | undefined;
  passports: string[];
  date: string;
  locale: string;
}

export type EntryAnswer =
  | { ok: true; entry: EntryRequirements; records: AnyProcedureRecord[] }
  | { ok: false; status: number; errors: ErrorObject[] };

export function defaultOrigin(tr: TravelRequirements, passports: readonly string[], destinationTerritory: string): string {
  return passports.find((p) => p !== destinationTerritory)
    ?? tr.reference.territories().find((t) => t.alpha3 !== destinationTerritory)!.alpha3;
}

export function entryRequirements(tr: TravelRequirements, q: EntryQuery): EntryAnswer {
  const origin = q.origin ?? defaultOrigin(tr, q.passports, q.destinationTerritory);
  const request = {
    data: {
      type: 'TRIP',
      attributes: {
        locale: q.locale,
        traveller: { passports: q.passports },
        travelNodes: [
          { type: 'ORIGIN', locationCode: origin, departure: { date: q.date } },
          { type: 'DESTINATION', locationCode: q.destination, arrival: { date: q.date } },
        ],
      },
    },
  };
  const result = tr.trips(request);
  if (result.status !== 200 || !('data' in result.body)) {
    const errors = 'errors' in result.body ? result.body.errors : [];
    // Query parameters, not a body, were given: point each problem at the parameter it came from.
    const status = result.status >= 500 ? result.status : 400;
    return { ok: false, status, errors: errors.map((e) => paramError(status, e.code, e.title, e.detail, parameterFor(e.source.pointer))) };
  }
  const body: TripResponseDocument = result.body;
  const group = body.data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS') ?? null;
  const byId = new Map(body.included.map((r) => [r.id, r]));
  const ids = [...new Set((group?.groupings ?? []).flatMap((g) => g.data.map((d) => d.id)))];
  const records = ids.map((id) => byId.get(id)).filter((r): r is AnyProcedureRecord => r !== undefined);
  return {
    ok: true,
    entry: { origin, destination: q.destination, date: q.date, passports: q.passports, headline: body.data.attributes.headline, informationGroup: group },
    records,
  };
}

function parameterFor(pointer: string | undefined): string {
  const p = pointer ?? '';
  if (p.startsWith('/data/attributes/traveller')) return 'filter[nationalities]';
  if (p.startsWith('/data/attributes/travelNodes/0')) return 'filter[origin]';
  if (/^\/data\/attributes\/travelNodes\/1\/arrival/.test(p)) return 'filter[date]';
  return 'filter[destination]';
}
