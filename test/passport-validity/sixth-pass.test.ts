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
    // EEA and Swiss passports too (Citizens Information); British ones get the Common Travel Area row (seventh pass), PARTIAL.
    const nor = answer(trip, ['NOR']);
    expect(ids(nor)).toContain('passport-validity-irl-eu');
    expect(nor.data.attributes.coverage!.find((e) => e.territory === 'IRL' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
    const gbr = answer(trip, ['GBR']);
    expect(ids(gbr).filter((i) => i.startsWith('passport-validity-irl'))).toEqual(['passport-validity-irl-gbr']);
    // validityrest: COVERED since the fifteenth pass (arrivals from outside the Common Travel Area answered by the 2022 written answer on section 11).
    expect(gbr.data.attributes.coverage!.find((e) => e.territory === 'IRL' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });

  it('Cyprus: an Italian passport gets the EU row; a Swiss one not the EU row but, since the ninth pass, the EEA/Swiss row', () => {
    const trip = roundTrip('LCA', '2026-12-10', '2026-12-20');
    const ita = answer(trip, ['ITA']);
    expect(ids(ita)).toContain('passport-validity-cyp-eu');
    expect(ids(ita)).not.toContain('passport-validity-cyp');
    expect(ita.data.attributes.coverage!.find((e) => e.territory === 'CYP' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
    const che = answer(trip, ['CHE']);
    expect(ids(che).filter((i) => i.startsWith('passport-validity-cyp'))).toEqual(['passport-validity-cyp-eea']);
    expect(che.data.attributes.coverage!.find((e) => e.territory === 'CYP' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });
});

describe('passport validity, sixth pass: neighbours without a passport rule (partly covered)', () => {
  const coverage = (b: ReturnType<typeof answer>, t: string) => b.data.attributes.coverage!.find((e) => e.territory === t && e.topic === 'PASSPORT_VALIDITY')?.status;

  it('an Irish passport arriving in London from Dublin: the Common Travel Area row, no computed date, PARTIAL', () => {
    const b = answer([
      { type: 'ORIGIN', airportCode: 'DUB', departure: { date: '2026-12-10' } },
      { type: 'DESTINATION', airportCode: 'LHR', arrival: { date: '2026-12-10' }, departure: { date: '2026-12-20' } },
      { type: 'DESTINATION', airportCode: 'DUB', arrival: { date: '2026-12-20' } },
    ], ['IRL'], '2026-11-01');
    expect(ids(b)).toContain('passport-validity-gbr-irl');
    expect(ids(b)).not.toContain('passport-validity-gbr');
    expect(b.included.find((r) => r.id === 'passport-validity-gbr-irl')!.attributes.passportValidity).toBeUndefined();
    // An expired passport is no reason to refuse: no "expires too soon" verdict for the UK.
    expect(b.data.attributes.headline ?? '').not.toMatch(/expires too soon for the United Kingdom/);
    expect(coverage(b, 'GBR')).toBe('PARTIAL');
  });

  it('India: Nepalese passports get the exemption row (PARTIAL), others the six months (COVERED)', () => {
    const trip = roundTrip('DEL', '2026-12-10', '2026-12-20');
    const npl = answer(trip, ['NPL']);
    expect(ids(npl)).toContain('passport-validity-ind-nepal-bhutan');
    expect(coverage(npl, 'IND')).toBe('PARTIAL');
    const usa = answer(trip, ['USA']);
    expect(ids(usa)).not.toContain('passport-validity-ind-nepal-bhutan');
    expect(coverage(usa, 'IND')).toBe('COVERED');
  });

  it('Nepal: Indian passports get the India row (passport or photo ID, no date)', () => {
    const b = answer(roundTrip('KTM', '2026-12-10', '2026-12-20'), ['IND']);
    expect(ids(b)).toContain('passport-validity-npl-india');
    expect(ids(b)).not.toContain('passport-validity-npl');
    expect(coverage(b, 'NPL')).toBe('PARTIAL');
  });
});
