// The DOCUMENTS_AND_FORMS headline for the third-pass rows: "valid at time of entry" (days 0 from
// ARRIVAL: the arrival date itself) and the USA's two rows (six months beyond the stay, or, for
// passports on CBP's six-month exemption list, valid for the stay: the departure date).
// Expected dates are worked out by hand from the sources and the trip's dates.
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

const tr = engine();

function body(nodes: unknown[], passports: string[]): TripResponseDocument {
  const r = tr.trips({ data: { type: 'TRIP', attributes: { locale: 'en-US', traveller: { passports }, travelNodes: nodes } } });
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const docs = (b: TripResponseDocument) => b.data.attributes.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS');
const ids = (b: TripResponseDocument) => b.data.relationships.procedures.data.map((p) => p.id);

const stay = (airport: string, arrival: string, departure: string) => [
  { type: 'ORIGIN', airportCode: 'LHR', departure: { date: arrival } },
  { type: 'DESTINATION', airportCode: airport, arrival: { date: arrival }, departure: { date: departure } },
  { type: 'DESTINATION', airportCode: 'LHR', arrival: { date: departure } },
];

describe('passport validity headline, third pass', () => {
  // Serbia (U.S. Department of State Quick Facts): "Must be valid at time of entry".
  it('valid on the day of entry: the arrival date, whatever the departure', () => {
    // Since the twelfth pass (aavalidity) 'valid on the day of entry' is Serbia's row for U.S. passports (SRB-usa).
    const b = body(stay('BEG', '2026-12-02', '2026-12-20'), ['USA']);
    expect(ids(b)).toContain('passport-validity-srb-usa');
    expect(docs(b)!.headline).toBe('Your passport must be valid until at least December 2, 2026 for Serbia.');
  });

  // CBP: six months beyond the period of the intended stay; leaving on 2026-12-20 gives 2027-06-20.
  it('USA, a passport not on the exemption list: six months after departure', () => {
    const b = body(stay('JFK', '2026-12-02', '2026-12-20'), ['CHN']);
    expect(ids(b)).toContain('passport-validity-usa');
    expect(ids(b)).not.toContain('passport-validity-usa-stay');
    expect(docs(b)!.headline).toContain('Your passport must be valid until at least June 20, 2027 for the United States.');
  });

  // CBP: exempt passports need only be valid for the intended period of stay: until the departure.
  it('USA, a passport on the exemption list: valid for the stay, until the departure date', () => {
    const b = body(stay('JFK', '2026-12-02', '2026-12-20'), ['GBR']);
    expect(ids(b)).toContain('passport-validity-usa-stay');
    expect(ids(b)).not.toContain('passport-validity-usa');
    expect(docs(b)!.headline).toContain('Your passport must be valid until at least December 20, 2026 for the United States.');
  });
});

describe('a rule stated without a computed date (noComputedDate)', () => {
  // Uzbekistan (State Department, January 26, 2026): 3 months beyond the allowed period of stay,
  // which the trip does not give: the record is shown, and no expiry date is stated for Uzbekistan.
  it('shows the record and states no date for it', () => {
    const b = body(stay('TAS', '2026-12-02', '2026-12-20'), ['USA']);
    expect(ids(b)).toContain('passport-validity-uzb');
    const uzb = b.included.find((r) => r.id === 'passport-validity-uzb')!;
    expect(uzb.attributes.passportValidity).toBeUndefined();
    expect(uzb.attributes.title).toBe('Passport valid 3 months beyond your allowed stay');
    expect(docs(b)!.headline ?? '').not.toContain('for Uzbekistan');
  });
});
