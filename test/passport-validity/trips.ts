// Shared by the passport-validity pass tests: a New York round trip through one airport, answered
// by the bundled ruleset, with the passport's expiry date when given.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEFAULT_DATA, type Table } from '../../scripts/import-passport-validity.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

const tr = engine();

export function answer(nodes: unknown[], passports: string[], expiryDate?: string): TripResponseDocument {
  const traveller = { passports, ...(expiryDate ? { documents: [{ type: 'PASSPORT', issuer: passports[0], expiryDate }] } : {}) };
  const r = tr.trips({ data: { type: 'TRIP', attributes: { locale: 'en-US', traveller, travelNodes: nodes } } });
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
export const ids = (b: TripResponseDocument) => b.data.relationships.procedures.data.map((p) => p.id);
export const docs = (b: TripResponseDocument) => b.data.attributes.informationGroups.find((g) => g.type === 'DOCUMENTS_AND_FORMS')!;
/** New York -> <airport> (arrive `arrive`, leave `leave`) -> New York. */
export const roundTrip = (airport: string, arrive: string, leave: string) => [
  { type: 'ORIGIN', airportCode: 'JFK', departure: { date: arrive } },
  { type: 'DESTINATION', airportCode: airport, arrival: { date: arrive }, departure: { date: leave } },
  { type: 'DESTINATION', airportCode: 'JFK', arrival: { date: leave } },
];

/** [what, territory, airport, name in the headline, passport, expiry date, too soon?, the row that answers] */
export type Boundary = [string, string, string, string, string, string, boolean, string];
/** One test per boundary case: the round trip (arrive, leave) answers with the row, and the headline says "too soon" exactly when expected. */
export function boundaryTests(cases: readonly Boundary[], arrive: string, leave: string): void {
  for (const [what, t, airport, name, passport, expiry, soon, id] of cases) {
    it(`${t}: a ${passport} passport expiring ${expiry} is ${soon ? 'too soon' : 'enough'} (${what})`, () => {
      const b = answer(roundTrip(airport, arrive, leave), [passport], expiry);
      expect(ids(b)).toContain(id);
      expect(b.data.attributes.headline.includes(`expires too soon for ${name}`)).toBe(soon);
    });
  }
}

/** The sourced table (data/passport-validity/passport-validity.json), as the importer reads it. */
export const validityTable = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
/** A territory's rows; one row by its id (undefined: the default row). */
export const rowsOf = (t: string) => validityTable.destinations.filter((d) => d.territory === t);
export const rowOf = (t: string, id?: string) => rowsOf(t).find((d) => d.id === id)!;
/** A row's rule, as the record's passportValidity carries it. */
export const ruleOf = (t: string, id?: string) => {
  const r = rowOf(t, id);
  return { months: r.months, days: r.days, from: r.from, blankPages: r.blankPages };
};
/** The PASSPORT_VALIDITY coverage status of territory `t` in a response. */
export const validityCoverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;
