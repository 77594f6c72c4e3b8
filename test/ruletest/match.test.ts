// Each kind of expectation holds on a matching response and reports a -/+ pair otherwise.
import { describe, expect, it } from 'vitest';
import { match, type GroupingNames } from '../../src/ruletest/match.js';
import { requestOf } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

const tr = engine();
const nameOf: GroupingNames = { territory: (code, locale) => tr.texts(locale).territoryName(code), transit: (code, locale) => tr.texts(locale).transitName(code) };
const usaToGbr = tr.trips(requestOf({ passports: ['USA'], from: 'airport:JFK', to: 'airport:LHR', date: '2026-12-01' }));
const invalid = tr.trips(requestOf({ passports: ['USA'], from: 'USA', to: 'airport:JFK', date: '2026-12-01' }));

describe('expectations', () => {
  it('all kinds hold on a matching response', () => {
    expect(match({
      status: 200,
      visa: { GBR: { enforcement: 'MANDATORY', passport: 'USA', procedures: ['gbr-eta-etanl-c'] }, FRA: null },
      procedures: { present: ['gbr-eta-etanl-c'], absent: ['visa-gbr-eta'], inGroup: { VISA_REQUIREMENTS: ['gbr-eta-etanl-c'] } },
      groups: { present: ['VISA_REQUIREMENTS'], absent: ['UPCOMING'] },
      // No alert: every topic the United Kingdom's entry needs is researched (its health coverage since the
      // tenth health pass, health7a: the State Department's 'VACCINATIONS: None').
      travelOpenness: 'LEVEL_2', alerts: [], headline: 'United Kingdom',
    }, usaToGbr, nameOf)).toEqual([]);
  });

  it('each failing kind is one mismatch with expected and actual', () => {
    const m = match({
      visa: { GBR: 'NOT_REQUIRED', DEU: 'MANDATORY' },
      procedures: { present: ['x'], absent: ['gbr-eta-etanl-c'], inGroup: { UPCOMING: ['gbr-eta-etanl-c'] } },
      groups: { present: ['UPCOMING'], absent: ['VISA_REQUIREMENTS'] },
      travelOpenness: 'LEVEL_4', alerts: ['health requirements for the United Kingdom'], headline: '^France',
    }, usaToGbr, nameOf);
    expect(m.map((x) => x.path)).toEqual([
      'visa.GBR', 'visa.DEU', 'procedures.present', 'procedures.absent', 'procedures.inGroup.UPCOMING',
      'groups.present', 'groups.absent', 'travelOpenness', 'alerts', 'headline',
    ]);
    expect(m[0]).toEqual({ path: 'visa.GBR', expected: 'NOT_REQUIRED', actual: 'MANDATORY' });
  });

  it('a visa object checks enforcement, passport and procedures separately', () => {
    const m = match({ visa: { GBR: { enforcement: 'NOT_REQUIRED', passport: 'IRL', procedures: ['visa-gbr-eta'] } } }, usaToGbr, nameOf);
    expect(m.map((x) => x.path)).toEqual(['visa.GBR.enforcement', 'visa.GBR.passport', 'visa.GBR.procedures']);
  });

  it('error responses: status and codes', () => {
    expect(match({ status: 422, errors: ['INVALID_TRIP'] }, invalid, nameOf)).toEqual([]);
    expect(match({ visa: { USA: 'MANDATORY' } }, invalid, nameOf)).toEqual([
      expect.objectContaining({ path: 'status', expected: 200, actual: expect.stringContaining('422 INVALID_TRIP') }),
    ]);
    expect(match({ status: 422, errors: ['UNKNOWN_AIRPORT'] }, invalid, nameOf).map((x) => x.path)).toEqual(['errors']);
    expect(match({ status: 422 }, usaToGbr, nameOf).map((x) => x.path)).toEqual(['status']);
  });

  it('a bad regular expression is a mismatch, never a throw', () => {
    expect(match({ headline: '([' }, usaToGbr, nameOf).map((x) => x.path)).toEqual(['headline']);
  });

  it('transit.<code> checks only the transit grouping; visa.<code> falls back to it', () => {
    // A British passport connecting airside at JFK needs ESTA (the US has no airside transit).
    const viaJfk = tr.trips(requestOf({ passports: ['GBR'], from: 'airport:LHR', via: ['airport:JFK'], to: 'airport:MEX', date: '2026-12-01' }));
    expect(match({ transit: { USA: { enforcement: 'MANDATORY', procedures: ['usa-esta'] } }, visa: { USA: 'MANDATORY' } }, viaJfk, nameOf)).toEqual([]);
    expect(match({ transit: { MEX: 'NOT_REQUIRED' } }, viaJfk, nameOf).map((x) => x.path)).toEqual(['transit.MEX']);
    expect(match({ transit: { USA: null } }, viaJfk, nameOf).map((x) => x.path)).toEqual(['transit.USA']);
  });
});
