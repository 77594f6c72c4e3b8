// Itinerary analysis: checkpoint kinds from the spec's definitions, every row of the spec's
// Errors table, and its invalid trips.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/itinerary/analyse.js';
import type { Itinerary } from '../../src/itinerary/model.js';
import type { TravelNode1 } from '../../src/schema/generated.js';
import { engine, trip, type NodeSpec } from '../helpers.js';

const DOMESTIC = new Set(['USA', 'CAN', 'AUS']);
function itinerary(nodes: NodeSpec[]): Itinerary {
  const t = trip(['USA'], nodes) as { data: { attributes: { travelNodes: TravelNode1[] } } };
  const r = analyse(t.data.attributes.travelNodes, engine().reference, DOMESTIC);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.itinerary;
}
const kinds = (it: Itinerary) => it.checkpoints.map((c) => [c.territory, c.kind, c.entryReason]);

function body(nodes: NodeSpec[], passports = ['DEU']) {
  const r = engine().trips(trip(passports, nodes));
  expect(r.status).toBe(200);
  return (r.body as { data: { attributes: { headline: string; alerts?: string[]; informationGroups: unknown[]; travelOpenness: string } } }).data.attributes;
}

describe('checkpoints', () => {
  it('a destination in another territory is an ENTRY', () => {
    expect(kinds(itinerary([{ airport: 'JFK' }, { airport: 'LHR' }]))).toEqual([['GBR', 'ENTRY', 'DESTINATION']]);
  });

  it('a same-ticket connection that leaves for another territory is an airside TRANSIT; the next leg is an ENTRY', () => {
    expect(kinds(itinerary([{ airport: 'DEL' }, { airport: 'LHR' }, { airport: 'JFK' }]))).toEqual([
      ['GBR', 'TRANSIT', null], ['USA', 'ENTRY', 'DESTINATION'],
    ]);
  });

  it('selfTransfer: true makes the transit an ENTRY (SELF_TRANSFER)', () => {
    expect(kinds(itinerary([{ airport: 'DEL' }, { airport: 'LHR', selfTransfer: true }, { airport: 'JFK' }]))[0]).toEqual(['GBR', 'ENTRY', 'SELF_TRANSFER']);
  });

  it('a layover over 24 hours is a stopover (ENTRY); exactly 24 hours is still a transit', () => {
    const long = itinerary([{ airport: 'DEL' }, { airport: 'LHR', date: '2026-12-01', time: '07:00', depart: { date: '2026-12-02', time: '07:01' } }, { airport: 'JFK', date: '2026-12-02', time: '12:00' }]);
    expect(long.checkpoints[0]).toMatchObject({ kind: 'ENTRY', entryReason: 'STOPOVER', layoverHours: 24 + 1 / 60 });
    const day = itinerary([{ airport: 'DEL' }, { airport: 'LHR', date: '2026-12-01', time: '07:00', depart: { date: '2026-12-02', time: '07:00' } }, { airport: 'JFK', date: '2026-12-02', time: '12:00' }]);
    expect(day.checkpoints[0]).toMatchObject({ kind: 'TRANSIT', layoverHours: 24 });
  });

  it('a transit whose next leg stays in the territory is an ENTRY (the traveller clears immigration); the domestic leg has no checkpoint', () => {
    expect(kinds(itinerary([{ airport: 'LHR' }, { airport: 'JFK' }, { airport: 'LAX' }]))).toEqual([['USA', 'ENTRY', 'DOMESTIC_CONNECTION']]);
  });

  it('a trip wholly inside USA, CAN or AUS is DOMESTIC', () => {
    expect(kinds(itinerary([{ airport: 'JFK' }, { airport: 'LAX' }]))).toEqual([['USA', 'DOMESTIC', null]]);
    expect(kinds(itinerary([{ airport: 'YYZ' }, { airport: 'YUL' }]))).toEqual([['CAN', 'DOMESTIC', null]]);
    expect(kinds(itinerary([{ airport: 'SYD' }, { airport: 'MEL' }]))).toEqual([['AUS', 'DOMESTIC', null]]);
  });

  it('checkpoint dates are the arrival dates at each place', () => {
    const it2 = itinerary([{ airport: 'DEL', date: '2026-12-01' }, { airport: 'LHR', date: '2026-12-01' }, { airport: 'JFK', date: '2026-12-02' }]);
    expect(it2.checkpoints.map((c) => c.date)).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe("the spec's Errors table (200 responses)", () => {
  it('airport to airport in the same region -> an alert about that region', () => {
    const a = body([{ airport: 'CDG' }, { airport: 'ORY' }], ['FRA']); // both FR-IDF
    expect(a.alerts).toEqual(['No information exists for travel within Île-de-France.']);
    expect(a.informationGroups).toEqual([]);
    expect(a.headline).toMatch(/No information/);
  });

  it('airport to airport, same country, different regions, no domestic data -> headline naming the two airports', () => {
    const a = body([{ airport: 'FRA' }, { airport: 'MUC' }]); // DE-HE, DE-BY
    expect(a.headline).toBe('No information is available for travel between Frankfurt Airport (FRA) and Munich Airport (MUC). Check official sources before you travel.');
    expect(a.alerts).toBeUndefined();
  });

  it("airport to region and region to airport -> headline naming the airport and the region's country", () => {
    const want = 'No information is available for travel between Frankfurt Airport (FRA) and Germany. Check official sources before you travel.';
    expect(body([{ airport: 'FRA' }, { location: 'DE-BY' }]).headline).toBe(want);
    expect(body([{ location: 'DE-BY' }, { airport: 'FRA' }]).headline).toBe(want);
  });

  it('region to region -> headline saying no information within the country', () => {
    expect(body([{ location: 'DE-HE' }, { location: 'DE-BY' }]).headline).toBe('No information is available for travel within Germany. Check official sources before you travel.');
  });

  it('the Errors-table texts are localized', () => {
    const r = engine().trips(trip(['DEU'], [{ location: 'DE-HE' }, { location: 'DE-BY' }], { locale: 'fr-FR' }));
    const h = (r.body as { data: { attributes: { headline: string } } }).data.attributes.headline;
    expect(h).toContain('Allemagne');
    expect(h).not.toMatch(/No information/);
  });
});

describe("the spec's invalid trips (422 INVALID_TRIP)", () => {
  it.each([
    ['country to the same country', [{ location: 'DEU' }, { location: 'DEU' }], '/data/attributes/travelNodes/1/locationCode'],
    ['country to a region of it', [{ location: 'DEU' }, { location: 'DE-BY' }], '/data/attributes/travelNodes/1/locationCode'],
    ['region to its country', [{ location: 'DE-BY' }, { location: 'DEU' }], '/data/attributes/travelNodes/1/locationCode'],
    ['country to an airport inside it', [{ location: 'DEU' }, { airport: 'MUC' }], '/data/attributes/travelNodes/1/airportCode'],
    ['airport to its country', [{ airport: 'MUC' }, { location: 'DEU' }], '/data/attributes/travelNodes/1/locationCode'],
    ['a leg inside an international trip', [{ location: 'GBR' }, { location: 'USA' }, { airport: 'LAX' }], '/data/attributes/travelNodes/2/airportCode'],
  ] as Array<[string, NodeSpec[], string]>)('%s', (_, nodes, pointer) => {
    const r = engine().trips(trip(['DEU'], nodes));
    expect(r.status).toBe(422);
    expect((r.body as { errors: Array<{ code: string; source: { pointer: string } }> }).errors.map((e) => [e.code, e.source.pointer])).toEqual([['INVALID_TRIP', pointer]]);
  });

  it('country to another country is fine', () => {
    expect(engine().trips(trip(['DEU'], [{ location: 'DEU' }, { location: 'FRA' }])).status).toBe(200);
  });
});
