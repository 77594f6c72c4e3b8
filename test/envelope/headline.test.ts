// Headlines that depend on what the traveller holds: "may need" when the answer depends on a
// document the request does not mention, an exact sentence once documents are disclosed.
// Canada: nationals of some visa-required countries may fly with an eTA when they hold a valid US
// non-immigrant visa (IRCC, rules/overrides/can-eta-visa-holders.json); the UK DATV list and its
// exemption for holders of a valid US visa (rules/transit/gbr.json).
import { describe, expect, it } from 'vitest';
import type { ShortTrip, TripResponseDocument } from '../../src/schema/generated.js';
import { expandShortTrip } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

const tr = engine();

function headline(trip: ShortTrip, documents?: unknown[]): string {
  const request = expandShortTrip(trip) as { data: { attributes: { traveller: Record<string, unknown> } } };
  if (documents) request.data.attributes.traveller.documents = documents;
  const r = tr.trips(request);
  expect(r.status).toBe(200);
  return (r.body as TripResponseDocument).data.attributes.headline;
}

describe('headlines and documents held', () => {
  const toCanada: ShortTrip = { passports: ['PHL'], from: 'airport:MNL', to: 'airport:YVR', date: '2026-12-01' };
  it('says "may need" at the destination while the answer depends on a document', () => {
    expect(headline(toCanada).startsWith('You may need a visa for Canada with a passport issued by the Philippines: check the conditions.')).toBe(true);
    expect(headline(toCanada, []).startsWith('You need a visa for Canada with a passport issued by the Philippines.')).toBe(true);
    expect(headline(toCanada, [{ type: 'VISA', issuer: 'USA', expiryDate: '2028-01-01' }]).startsWith('You need an electronic travel authorization for Canada with a passport issued by the Philippines.'))
      .toBe(true);
  });

  const viaLondon: ShortTrip = { passports: ['IND'], from: 'airport:DEL', via: ['airport:LHR'], to: 'airport:MEX', date: '2026-12-01' };
  it('names a required, or possibly required, transit visa', () => {
    expect(headline(viaLondon)).toContain('You may need a transit visa for the United Kingdom: check the exemptions.');
    expect(headline(viaLondon, [])).toContain('You also need a transit visa for the United Kingdom.');
    expect(headline(viaLondon, [{ type: 'VISA', issuer: 'USA' }])).not.toContain('United Kingdom');
  });
});
