// The fifth pass of passport validity (issue 22) on the bundled ruleset, end to end: the expected
// dates are worked out by hand from each row's rule and the trip's dates, and a passport expiring on
// the last acceptable day meets the rule while one expiring a day earlier does not (boundary dates).
import { describe, expect, it } from 'vitest';
import { answer, ids, docs, roundTrip } from './trips.js';

describe('passport validity, fifth pass', () => {
  // North Macedonia: 3 months beyond the stay. Leaving 2026-12-20: valid until at least 2027-03-20.
  it('North Macedonia: 3 months after departure; the last acceptable day meets the rule, the day before does not', () => {
    const trip = roundTrip('SKP', '2026-12-02', '2026-12-20');
    expect(docs(answer(trip, ['USA'])).headline).toContain('Your passport must be valid until at least March 20, 2027 for North Macedonia');
    expect(docs(answer(trip, ['USA'], '2027-03-20')).headline).toContain('meets the rule for North Macedonia');
    expect(answer(trip, ['USA'], '2027-03-19').data.attributes.headline).toMatch(/^Your passport expires too soon for North Macedonia/);
    expect(ids(answer(trip, ['MKD']))).not.toContain('passport-validity-mkd');
  });

  // Moldova: 3 months beyond the scheduled departure (General Inspectorate for Migration).
  it('Moldova: 3 months after departure', () => {
    const trip = roundTrip('KIV', '2026-12-02', '2026-12-31');
    expect(docs(answer(trip, ['GBR'])).headline).toContain('valid until at least March 31, 2027 for Moldova');
    expect(docs(answer(trip, ['GBR'], '2027-03-30')).enforcement).toBe('MANDATORY');
  });

  // Bolivia: 6 months from arrival: arriving 2026-12-10, valid until at least 2027-06-10.
  it('Bolivia: 6 months from arrival, whatever the departure', () => {
    const trip = roundTrip('VVI', '2026-12-10', '2026-12-30');
    expect(docs(answer(trip, ['USA'])).headline).toContain('valid until at least June 10, 2027 for Bolivia');
    expect(docs(answer(trip, ['USA'], '2027-06-10')).headline).toContain('meets the rule for Bolivia');
    expect(answer(trip, ['USA'], '2027-06-09').data.attributes.headline).toMatch(/^Your passport expires too soon for Bolivia/);
  });

  // Uruguay: valid on the day of entry.
  it('Uruguay: valid on the day of entry (the arrival date is the boundary)', () => {
    const trip = roundTrip('MVD', '2026-12-10', '2026-12-30');
    expect(docs(answer(trip, ['FRA'], '2026-12-10')).headline).toContain('meets the rule for Uruguay');
    expect(answer(trip, ['FRA'], '2026-12-09').data.attributes.headline).toMatch(/^Your passport expires too soon for Uruguay/);
    expect(answer(trip, ['FRA']).data.attributes.coverage!.find((e) => e.territory === 'URY' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });

  // Twelfth pass (aavalidity): GOV.UK's 2026 page, the State Department (2025) and the Auswärtiges Amt (2024) count
  // Iran's 6 months from arrival, so a date is computed now (aavalidity.test.ts); the older wording counted from the
  // visa application stays in the row, marked superseded.
  it('Iran: the fifth pass\'s "from the visa application" wording is kept in the row, superseded; a date is computed now', () => {
    const b = answer(roundTrip('IKA', '2026-12-10', '2026-12-30'), ['DEU']);
    expect(ids(b)).toContain('passport-validity-irn');
    const rec = b.included.find((r) => r.id === 'passport-validity-irn')!;
    expect(rec.attributes.passportValidity).toMatchObject({ months: 6, from: 'ARRIVAL' });
    expect(rec.attributes.sources.at(-1)!.note).toMatch(/visa application for Iran is submitted[\s\S]*superseded/);
  });

  it('Monaco follows the Schengen rule: checked on a direct entry, not after France (inside the area), and counted from leaving the area', () => {
    const direct = answer([
      { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-01' } },
      { type: 'DESTINATION', locationCode: 'MCO', arrival: { date: '2026-12-02' }, departure: { date: '2026-12-09' } },
      { type: 'DESTINATION', airportCode: 'JFK', arrival: { date: '2026-12-09' } },
    ], ['USA']);
    expect(ids(direct)).toContain('passport-validity-mco');
    expect(docs(direct).headline).toContain('valid until at least March 9, 2027');
    const viaNice = answer([
      { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-01' } },
      { type: 'DESTINATION', airportCode: 'NCE', arrival: { date: '2026-12-02' }, departure: { date: '2026-12-04' } },
      { type: 'DESTINATION', locationCode: 'MCO', arrival: { date: '2026-12-04' }, departure: { date: '2026-12-09' } },
      { type: 'DESTINATION', airportCode: 'JFK', arrival: { date: '2026-12-09' } },
    ], ['USA']);
    expect(ids(viaNice)).toContain('passport-validity-fra');
    expect(ids(viaNice)).not.toContain('passport-validity-mco');
    expect(docs(viaNice).headline).toContain('valid until at least March 9, 2027 for France');
    // EU passports are not subject to the Schengen rule, in Monaco either.
    const italian = answer([
      { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-01' } },
      { type: 'DESTINATION', locationCode: 'MCO', arrival: { date: '2026-12-02' } },
    ], ['ITA']);
    expect(ids(italian)).not.toContain('passport-validity-mco');
  });

  it("Puerto Rico applies the U.S. rule: six months beyond the stay, or the stay for CBP's list; U.S. passports exempt", () => {
    const to = (p: string) => answer([
      { type: 'ORIGIN', airportCode: 'LHR', departure: { date: '2026-12-01' } },
      { type: 'DESTINATION', airportCode: 'SJU', arrival: { date: '2026-12-01' } },
    ], [p]);
    expect(ids(to('CHN'))).toContain('passport-validity-pri');
    expect(ids(to('CHN'))).not.toContain('passport-validity-pri-stay');
    expect(ids(to('GBR'))).toContain('passport-validity-pri-stay');
    expect(ids(to('USA')).filter((i) => i.startsWith('passport-validity-pri'))).toEqual([]);
    expect(to('CHN').data.attributes.coverage!.find((e) => e.territory === 'PRI' && e.topic === 'PASSPORT_VALIDITY')?.status).toBe('COVERED');
  });

  // Micronesia: 180 days from arrival: arriving 2026-12-10, valid until at least 2027-06-08.
  // Since the twelfth pass (aavalidity) the 180 days are the U.S. passports' row (FSM-usa); other passports
  // need 120 days from arrival (GOV.UK and Canada 2026: test/passport-validity/aavalidity.test.ts).
  it('Micronesia: 180 days from arrival (the day count, not six calendar months)', () => {
    const trip = roundTrip('PNI', '2026-12-10', '2026-12-20');
    expect(docs(answer(trip, ['USA'])).headline).toContain('valid until at least June 8, 2027 for');
    expect(answer(trip, ['USA'], '2027-06-07').data.attributes.headline).toMatch(/^Your passport expires too soon for/);
    expect(ids(answer(trip, ['FSM']))).not.toContain('passport-validity-fsm');
  });

  // Bhutan: 6 months from arrival; Liberia: valid on the day of entry.
  it('Bhutan: 6 months from arrival; Liberia: valid on the day of entry', () => {
    const btn = roundTrip('PBH', '2026-12-10', '2026-12-20');
    // auditfix (2026-11-28): Bhutan counts from departure (its embassy's page, with GOV.UK, Canada, the AA and Austria
    // 2026), no longer from arrival (the State Department): the boundary moves from 2027-06-10 to 2027-06-20.
    expect(docs(answer(btn, ['GBR'], '2027-06-20')).headline).toContain('meets the rule for Bhutan');
    expect(answer(btn, ['GBR'], '2027-06-19').data.attributes.headline).toMatch(/^Your passport expires too soon for Bhutan/);
    expect(answer(btn, ['GBR'], '2027-06-10').data.attributes.headline).toMatch(/^Your passport expires too soon for Bhutan/);
    // Since the twelfth pass (aavalidity) 'valid on the day of entry' is the U.S. passports' row (LBR-usa);
    // British passports need the stay, others 6 months from entry (aavalidity.test.ts).
    const lbr = roundTrip('ROB', '2026-12-10', '2026-12-30');
    expect(docs(answer(lbr, ['USA'], '2026-12-10')).headline).toContain('meets the rule for Liberia');
    expect(answer(lbr, ['USA'], '2026-12-09').data.attributes.headline).toMatch(/^Your passport expires too soon for Liberia/);
  });
});
