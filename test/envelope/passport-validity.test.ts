// The DOCUMENTS_AND_FORMS headline states the dates a passport-validity record gives the trip.
// Expected dates are worked out by hand from Regulation (EU) 2016/399 Art. 6(1)(a) (valid 3 months
// after leaving the Schengen area, issued within the previous 10 years) and the trip's dates.
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

const tr = engine();

function body(nodes: unknown[], passports = ['USA'], locale = 'en-US'): TripResponseDocument {
  const r = tr.trips({ data: { type: 'TRIP', attributes: { locale, traveller: { passports }, travelNodes: nodes } } });
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const docs = (b: TripResponseDocument) => b.data.attributes.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS');

// New York -> Paris (stay) -> Munich (stay) -> London: the Schengen stay ends on 2026-12-20.
const schengenTrip = [
  { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-01' } },
  { type: 'DESTINATION', airportCode: 'CDG', arrival: { date: '2026-12-02' }, departure: { date: '2026-12-10' } },
  { type: 'DESTINATION', airportCode: 'MUC', arrival: { date: '2026-12-10' }, departure: { date: '2026-12-20' } },
  { type: 'DESTINATION', airportCode: 'LHR', arrival: { date: '2026-12-20' } },
];

describe('passport validity headline', () => {
  it('counts the 3 months from leaving the Schengen area, not the first Schengen country', () => {
    const b = body(schengenTrip);
    const g = docs(b)!;
    expect(g.headline).toContain('Your passport must be valid until at least March 20, 2027 for France, and issued on or after December 3, 2016.');
    // Paris -> Munich crosses no Schengen border check: no second validity record for Germany.
    expect(g.groupings!.map((x) => x.name)).not.toContain('Germany');
    expect(b.included.find((r) => r.id === 'passport-validity-fra')!.attributes.passportValidity).toMatchObject({ months: 3, from: 'DEPARTURE', issuedWithinYears: 10 });
  });

  it('gives no expiry date when the trip ends inside the area (the departure is unknown)', () => {
    const b = body([schengenTrip[0], { ...schengenTrip[1], departure: undefined }]);
    expect(docs(b)!.headline).toBe('Your passport must have been issued on or after December 3, 2016 for France.');
  });

  it('is localized', () => {
    const b = body(schengenTrip, ['USA'], 'fr-FR');
    expect(docs(b)!.headline).toContain('France : votre passeport doit être valide au moins jusqu’au 20 mars 2027');
  });

  it('does not apply to EU passports', () => {
    const b = body(schengenTrip, ['IRL']);
    expect(b.data.relationships.procedures.data.map((p) => p.id)).not.toContain('passport-validity-fra');
  });

  // South Africa (Department of Home Affairs): valid at least 30 days after the intended departure.
  // Leaving on 2026-12-20: 30 days later is 2027-01-19 (11 days left in December + 19 in January).
  it('counts days where the rule is in days (South Africa: 30 days after departure)', () => {
    const b = body([
      { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-01' } },
      { type: 'DESTINATION', airportCode: 'JNB', arrival: { date: '2026-12-02' }, departure: { date: '2026-12-20' } },
      { type: 'DESTINATION', airportCode: 'JFK', arrival: { date: '2026-12-21' } },
    ]);
    expect(docs(b)!.headline).toBe('Your passport must be valid until at least January 19, 2027 for South Africa.');
    expect(b.included.find((r) => r.id === 'passport-validity-zaf')!.attributes.passportValidity).toEqual({ days: 30, from: 'DEPARTURE', blankPages: 2 });
  });
});
