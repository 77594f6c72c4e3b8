// The sixth pass of passport validity (issue 22) on the bundled ruleset, end to end. The Dominican
// Republic has a dated per-nationality row: until 2026-12-31 the listed nationals (tourists) need a
// passport valid for the stay; arriving on 2027-01-01 they fall back to the general six months.
// Expected dates are worked out by hand from the rows; the last acceptable day meets the rule and
// the day before does not (boundary dates).
import { describe, expect, it } from 'vitest';
import { answer, ids, docs, roundTrip } from './trips.js';

describe('passport validity, sixth pass: the Dominican Republic', () => {
  it('a U.S. tourist arriving before the exemption ends needs a passport valid for the stay only', () => {
    const trip = roundTrip('PUJ', '2026-12-10', '2026-12-20');
    const b = answer(trip, ['USA']);
    expect(ids(b)).toContain('passport-validity-dom-tourism');
    expect(ids(b)).not.toContain('passport-validity-dom');
    expect(docs(b).headline).toContain('Your passport must be valid until at least December 20, 2026 for the Dominican Republic');
    expect(docs(answer(trip, ['USA'], '2026-12-20')).headline).toContain('meets the rule for the Dominican Republic');
    expect(answer(trip, ['USA'], '2026-12-19').data.attributes.headline).toMatch(/^Your passport expires too soon for the Dominican Republic/);
  });

  it('the exemption holds on an arrival on 2026-12-31 (its last day) and not on 2027-01-01', () => {
    const last = answer(roundTrip('SDQ', '2026-12-31', '2027-01-10'), ['FRA']);
    expect(ids(last)).toContain('passport-validity-dom-tourism');
    expect(ids(last)).not.toContain('passport-validity-dom');
    const after = answer(roundTrip('SDQ', '2027-01-01', '2027-01-10'), ['FRA']);
    expect(ids(after)).toContain('passport-validity-dom');
    expect(ids(after)).not.toContain('passport-validity-dom-tourism');
    // Six months counted from the departure (the stricter reading): 2027-01-10 -> 2027-07-10.
    expect(docs(after).headline).toContain('valid until at least July 10, 2027 for the Dominican Republic');
  });

  it('other passports need six months (counted from the departure); own nationals are exempt', () => {
    const trip = roundTrip('PUJ', '2026-12-10', '2026-12-20');
    const jpn = answer(trip, ['JPN']);
    expect(ids(jpn)).toContain('passport-validity-dom');
    expect(ids(jpn)).not.toContain('passport-validity-dom-tourism');
    expect(docs(answer(trip, ['JPN'], '2027-06-20')).headline).toContain('meets the rule for the Dominican Republic');
    expect(answer(trip, ['JPN'], '2027-06-19').data.attributes.headline).toMatch(/^Your passport expires too soon for the Dominican Republic/);
    expect(ids(answer(trip, ['DOM'])).filter((i) => i.startsWith('passport-validity-dom'))).toEqual([]);
    expect(jpn.data.attributes.coverage!.find((e) => e.territory === 'DOM' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });

  it('the exemption record carries its end date and is for tourism only', () => {
    const b = answer(roundTrip('PUJ', '2026-12-10', '2026-12-20'), ['BRA']);
    const rec = b.included.find((r) => r.id === 'passport-validity-dom-tourism')!;
    expect(rec.attributes.endDate).toBe('2026-12-31');
    expect(rec.attributes.travelPurposes).toEqual(['TOURISM']);
    expect(rec.attributes.sources.every((s) => s.tier === 'REPORTED' || s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
  });
});

describe('passport validity, sixth pass: EU passports in Cyprus and Ireland', () => {
  it('an EU passport must be valid on the day of entry into Ireland (the arrival date is the boundary)', () => {
    const trip = roundTrip('DUB', '2026-12-10', '2026-12-20');
    expect(ids(answer(trip, ['FRA']))).toContain('passport-validity-irl-eu');
    expect(docs(answer(trip, ['FRA'], '2026-12-10')).headline).toContain('meets the rule for Ireland');
    expect(answer(trip, ['FRA'], '2026-12-09').data.attributes.headline).toMatch(/^Your passport expires too soon for Ireland/);
    // EEA and Swiss passports too (Citizens Information); British ones stay not covered (Common Travel Area).
    const nor = answer(trip, ['NOR']);
    expect(ids(nor)).toContain('passport-validity-irl-eu');
    expect(nor.data.attributes.coverage!.find((e) => e.territory === 'IRL' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
    const gbr = answer(trip, ['GBR']);
    expect(ids(gbr).filter((i) => i.startsWith('passport-validity-irl'))).toEqual([]);
    expect(gbr.data.attributes.coverage!.find((e) => e.territory === 'IRL' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('NOT_COVERED');
  });

  it('Cyprus: an Italian passport gets the EU row, a Swiss one stays not covered', () => {
    const trip = roundTrip('LCA', '2026-12-10', '2026-12-20');
    const ita = answer(trip, ['ITA']);
    expect(ids(ita)).toContain('passport-validity-cyp-eu');
    expect(ids(ita)).not.toContain('passport-validity-cyp');
    expect(ita.data.attributes.coverage!.find((e) => e.territory === 'CYP' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
    const che = answer(trip, ['CHE']);
    expect(ids(che).filter((i) => i.startsWith('passport-validity-cyp'))).toEqual([]);
    expect(che.data.attributes.coverage!.find((e) => e.territory === 'CYP' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('NOT_COVERED');
  });
});
