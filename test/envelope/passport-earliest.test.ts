// A rule counted from the departure, on a trip that gives no departure date: the traveller leaves on
// the day of arrival at the earliest, so a passport expiring before "arrival + the rule's months" fails
// whatever the departure, and is said to (LEVEL_4, "valid until at least <that date>"). One expiring
// after it gets no verdict: the real date depends on the departure. Dates worked out by hand:
// Schengen (Regulation (EU) 2016/399 Art. 6(1)(a)): 3 months after leaving the area; arrival
// 2027-01-10 -> at least 2027-04-10. Viet Nam (6 months, rules/passport-validity): arrival
// 2027-02-14 -> at least 2027-08-14.
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

function answer(passport: string, from: string, to: string, date: string, expiryDate: string): TripResponseDocument {
  const r = engine().trips({ data: { type: 'TRIP', attributes: {
    traveller: { passports: [passport], documents: [{ type: 'PASSPORT', issuer: passport, expiryDate, issueDate: '2020-01-01' }] },
    travelNodes: [{ type: 'ORIGIN', airportCode: from, departure: { date } }, { type: 'DESTINATION', airportCode: to, arrival: { date } }],
  } } });
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}

describe('passport verdict without a departure date', () => {
  it('Johannesburg -> Paris on 2027-01-10, passport expiring 2027-03-01: fails (at least 2027-04-10)', () => {
    const b = answer('ZAF', 'JNB', 'CDG', '2027-01-10', '2027-03-01');
    expect(b.data.attributes.headline.startsWith('Your passport expires too soon for France: it must be valid until at least April 10, 2027.')).toBe(true);
    expect(b.data.attributes.travelOpenness).toBe('LEVEL_4');
    const docs = b.data.attributes.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS')!;
    expect(docs.groupings!.find((g) => g.name === 'France')!.enforcement).toBe('MANDATORY');
  });

  it('the day itself: expiring on 2027-04-10 is no failure, and no verdict either (the departure decides)', () => {
    const b = answer('ZAF', 'JNB', 'CDG', '2027-01-10', '2027-04-10');
    expect(b.data.attributes.headline).not.toContain('Your passport');
    expect(b.data.attributes.travelOpenness).not.toBe('LEVEL_4');
    const b2 = answer('ZAF', 'JNB', 'CDG', '2027-01-10', '2027-04-09');
    expect(b2.data.attributes.headline).toContain('must be valid until at least April 10, 2027');
  });

  it('a 6-month rule counted from departure (Viet Nam): arrival 2027-02-14, passport expiring 2027-05-01 fails (at least 2027-08-14)', () => {
    const b = answer('USA', 'LAX', 'SGN', '2027-02-14', '2027-05-01');
    expect(b.data.attributes.headline).toContain('Your passport expires too soon for Vietnam: it must be valid until at least August 14, 2027.');
  });
});
