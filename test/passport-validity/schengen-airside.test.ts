// The Schengen passport rule (3 months beyond leaving the area, issued within 10 years: rules/
// passport-validity/schengen.json) and the EU cash declaration apply when the area's border is
// crossed on this trip. A connection at one Schengen airport in airside transit, into another
// Schengen state, crosses it: Johannesburg -> Paris CDG (airside) -> Frankfurt must get both at the
// German entry, as the direct Johannesburg -> Paris trip gets them at the French one. A leg from a
// Schengen state where the traveller stayed (an earlier entry) does not: the check was at that entry.
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

function shown(passports: string[], airports: string[], extra: Record<string, unknown> = {}): TripResponseDocument {
  const r = engine().trips(trip(passports, airports.map((airport) => ({ airport })), extra));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const ids = (body: TripResponseDocument, group: string): string[] =>
  (body.data.attributes.informationGroups.find((g) => g.type === group)?.groupings ?? []).flatMap((g) => g.data.map((d) => d.id));

describe('Schengen entry rules after an airside connection inside the area', () => {
  it('Johannesburg -> Paris CDG (airside) -> Frankfurt: the German entry gets the passport rule and the EU cash declaration', () => {
    const via = shown(['ZAF'], ['JNB', 'CDG', 'FRA']);
    expect(ids(via, 'DOCUMENTS_AND_FORMS')).toEqual(expect.arrayContaining(['passport-validity-deu', 'deu-eu-cash-declaration']));
    const direct = shown(['ZAF'], ['JNB', 'CDG']);
    expect(ids(direct, 'DOCUMENTS_AND_FORMS')).toEqual(expect.arrayContaining(['passport-validity-fra', 'fra-eu-cash-declaration']));
  });

  it('a passport issued more than 10 years before arrival is refused on the connecting trip too', () => {
    const traveller = { documents: [{ type: 'PASSPORT', issuer: 'ZAF', expiryDate: '2027-12-31', issueDate: '2015-01-10' }] };
    const body = shown(['ZAF'], ['JNB', 'CDG', 'FRA'], { traveller: { passports: ['ZAF'], ...traveller } });
    expect(body.data.attributes.headline).toContain('Your passport was issued too long ago for Germany');
    expect(body.data.attributes.travelOpenness).toBe('LEVEL_4');
  });

  it('a stay in France first: the German entry crosses no external border, so neither fires there', () => {
    const r = engine().trips(trip(['ZAF'], [{ airport: 'JNB' }, { airport: 'CDG', type: 'TRANSIT', depart: { date: '2026-12-05', time: '09:00' } }, { airport: 'FRA', date: '2026-12-05', time: '11:00' }]));
    expect(r.status).toBe(200);
    const body = r.body as TripResponseDocument;
    const forms = ids(body, 'DOCUMENTS_AND_FORMS');
    expect(forms).toContain('passport-validity-fra');
    expect(forms).not.toContain('passport-validity-deu');
    expect(forms).not.toContain('deu-eu-cash-declaration');
  });
});
