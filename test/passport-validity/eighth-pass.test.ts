// The eighth pass of passport validity (issue 22): destinations answered for some passports only, with the
// other passports left NOT_COVERED (per-nationality rows and a notCovered reason side by side). Expected
// dates are worked out by hand from the rows in data/passport-validity/passport-validity.json: the last
// acceptable expiry date meets the rule and the day before does not (boundary dates).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { buildFiles, DEFAULT_DATA, type Destination, type Table } from '../../scripts/import-passport-validity.js';
import { answer, docs, ids, roundTrip } from './trips.js';

const coverage = (b: TripResponseDocument, t: string) =>
  b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;
const record = (b: TripResponseDocument, id: string) => b.included.find((r) => r.id === id)!;
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;

describe('passport validity, eighth pass: Canadian passports in The Bahamas (superseded in the eleventh pass)', () => {
  // The eighth pass gave Canadian passports 3 months after departure from a REPORTED quotation of Canada's advice.
  // Canada's own page (2026) now says 6 months after leaving, as the UK's does, so the eleventh pass (validity10) made
  // that the default row; the REPORTED source is kept in it, not followed. New York -> Nassau, leaving 2026-12-20.
  const trip = roundTrip('NAS', '2026-12-10', '2026-12-20');

  it('a Canadian passport now gets the default row: 2027-03-20 (3 months) is too soon, 2027-06-20 (6 months) meets it', () => {
    const b = answer(trip, ['CAN']);
    expect(ids(b)).toContain('passport-validity-bhs');
    expect(ids(b)).not.toContain('passport-validity-bhs-can');
    expect(answer(trip, ['CAN'], '2027-03-20').data.attributes.headline).toMatch(/^Your passport expires too soon for/);
    expect(docs(answer(trip, ['CAN'], '2027-06-20')).headline).toContain('meets the rule for');
    expect(coverage(b, 'BHS')).toBe('COVERED');
  });

  it('the REPORTED source is kept after the official ones and says it is superseded; the http-only High Commission copy is still not cited', () => {
    const rec = record(answer(trip, ['CAN']), 'passport-validity-bhs');
    const tiers = rec.attributes.sources.map((s) => s.tier);
    expect(tiers.slice(0, 3)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL']);
    expect(tiers[3]).toBe('REPORTED');
    expect(rec.attributes.sources.some((s) => s.url.includes('citsi.ca'))).toBe(false);
    const rep = table.destinations.find((d) => d.territory === 'BHS' && d.id === undefined)!.sources[3]!;
    expect(rep.note).toMatch(/superseded/);
  });
});


describe('import-passport-validity: per-nationality rows beside a notCovered reason', () => {
  const src = table.destinations[0]!.sources;
  const partialRow: Destination = { territory: 'ZZZ', id: 'a', passports: ['AAA'], months: 3, from: 'DEPARTURE', partialScope: 'one route only.', sources: src };
  const withRows = (rows: Destination[], notCovered: Table['notCovered']) =>
    ({ ...table, territories: undefined, destinations: rows, notCovered }) as Table;
  type File = { coverage: Array<{ territories: string[]; status: string; passports?: string[] }> };
  const statements = (t: Table) => (buildFiles(t)['passport-validity/destinations.json'] as File).coverage.filter((c) => c.territories.includes('ZZZ'));

  it('a territory with only partial per-nationality rows gets their PARTIAL statement and no COVERED one', () => {
    const out = statements(withRows([partialRow], [{ territory: 'ZZZ', reason: 'other passports not found' }]));
    expect(out.map((c) => c.status)).toEqual(['PARTIAL']);
    expect(out[0]!.passports).toEqual(['AAA']);
  });

  it('a full per-nationality row is COVERED for its passports only', () => {
    const { partialScope: _, ...full } = partialRow;
    const out = statements(withRows([full], [{ territory: 'ZZZ', reason: 'other passports not found' }]));
    expect(out.map((c) => c.status)).toEqual(['COVERED']);
    expect(out[0]!.passports).toEqual(['AAA', 'ZZZ']);
  });

  it('refuses a notCovered reason for a territory that has a default row', () => {
    const def: Destination = { territory: 'ZZZ', months: 6, from: 'DEPARTURE', sources: src };
    expect(() => buildFiles(withRows([def], [{ territory: 'ZZZ', reason: 'x' }]))).toThrow(/has a default row/);
  });
});
