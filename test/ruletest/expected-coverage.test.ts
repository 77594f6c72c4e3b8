// Coverage counts a rule only when a case expects its outcome: the rule fired in a case whose
// expectations name its record (shown, in a group, or absent). A case that merely fires a rule
// (an unrelated case, or one that checks only an enforcement) does not cover it. --filter also
// selects by record id and by rule id.
import { describe, expect, it } from 'vitest';
import { expectedRecords, runRuleTests, type TestFileSource } from '../../src/ruletest/run.js';
import { engine } from '../helpers.js';

const USA_TO_LHR = { passports: ['USA'], from: 'airport:JFK', to: 'airport:LHR', date: '2026-12-01' };
const file = (cases: unknown[]): TestFileSource => ({ path: 'tests/t.test.json', content: { schemaVersion: 1, description: 'd', cases } });

describe('expected coverage', () => {
  it('a case that fires a rule without naming its record does not cover it', async () => {
    const report = await runRuleTests(engine(), [file([
      { name: 'enforcement only', trip: USA_TO_LHR, expect: { visa: { GBR: 'MANDATORY' } } },
    ])]);
    expect(report.failed).toBe(0);
    expect(report.fired.has('auth-gbr-eta-etanl-c')).toBe(true);
    expect(report.expected.has('auth-gbr-eta-etanl-c')).toBe(false);
  });

  it('a case that names the record of a rule that fired covers it, in any expectation', async () => {
    for (const expectation of [
      { procedures: { present: ['gbr-eta-etanl-c'] } },
      { visa: { GBR: { procedures: ['gbr-eta-etanl-c'] } } },
      { procedures: { inGroup: { VISA_REQUIREMENTS: ['gbr-eta-etanl-c'] } } },
    ]) {
      const report = await runRuleTests(engine(), [file([{ name: 'named', trip: USA_TO_LHR, expect: expectation }])]);
      expect(report.failed).toBe(0);
      expect([...report.expected].filter((id) => id.startsWith('auth-gbr')), JSON.stringify(expectation)).toEqual(['auth-gbr-eta-etanl-c']);
      // The matrix rule fired too (overridden), but no case names its record.
      expect(report.fired.has('matrix-gbr-eta')).toBe(true);
      expect(report.expected.has('matrix-gbr-eta')).toBe(false);
    }
  });

  it('an absence covers a rule that fired (its record overridden), not one that never fired', async () => {
    const report = await runRuleTests(engine(), [file([
      { name: 'overridden matrix answer', trip: USA_TO_LHR, expect: { procedures: { absent: ['visa-gbr-eta'] } } },
      { name: 'Irish passport', trip: { ...USA_TO_LHR, passports: ['IRL'] }, expect: { procedures: { absent: ['gbr-eta-etanl-c'] } } },
    ])]);
    expect(report.failed).toBe(0);
    expect(report.expected.has('matrix-gbr-eta')).toBe(true);
    expect(report.expected.has('auth-gbr-eta-etanl-c')).toBe(false);
  });

  it('a case expected by an unrelated case only: fired in one case, named in another, is not covered', async () => {
    const report = await runRuleTests(engine(), [file([
      { name: 'fires it', trip: USA_TO_LHR, expect: { visa: { GBR: 'MANDATORY' } } },
      { name: 'names it where it does not fire', trip: { ...USA_TO_LHR, passports: ['IRL'] }, expect: { procedures: { absent: ['gbr-eta-etanl-c'] } } },
    ])]);
    expect(report.fired.has('auth-gbr-eta-etanl-c')).toBe(true);
    expect(report.expected.has('auth-gbr-eta-etanl-c')).toBe(false);
  });

  it('expectedRecords reads every place a record id can be named', () => {
    expect([...expectedRecords({
      visa: { GBR: { procedures: ['a'] }, FRA: 'MANDATORY', DEU: null },
      transit: { NLD: { procedures: ['b'] } },
      procedures: { present: ['c'], absent: ['d'], inGroup: { UPCOMING: ['e'] } },
    })].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('--filter selects by case name, record id or rule id', async () => {
    const cases = [
      { name: 'names the ETA record', trip: USA_TO_LHR, expect: { procedures: { present: ['gbr-eta-etanl-c'] } } },
      { name: 'names the matrix record', trip: USA_TO_LHR, expect: { procedures: { absent: ['visa-gbr-eta'] } } },
      { name: 'names nothing', trip: USA_TO_LHR, expect: { visa: { GBR: 'MANDATORY' } } },
    ];
    const names = async (filter: string): Promise<string[]> => (await runRuleTests(engine(), [file(cases)], { filter })).cases.map((c) => c.name);
    expect(await names('nothing')).toEqual(['names nothing']);
    expect(await names('gbr-eta-etanl')).toEqual(['names the ETA record']);
    expect(await names('auth-gbr-eta-etanl-c')).toEqual(['names the ETA record']);
    expect(await names('matrix-gbr-eta')).toEqual(['names the matrix record']);
    expect(await names('no-such-id')).toEqual([]);
  });
});
