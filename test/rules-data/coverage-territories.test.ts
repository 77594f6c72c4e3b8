// scripts/coverage-territories.ts: the territories' research coverage per topic (README "Coverage").
// A territory is covered only when every statement for it is COVERED for every passport; a statement
// limited to some passports or PARTIAL makes it partly covered; none: not covered.
import { describe, expect, it } from 'vitest';
import { territoryCoverage } from '../../scripts/coverage-territories.js';

describe('coverage of the territories outside the visa matrix', () => {
  const { territories, byTopic } = territoryCoverage();
  it('lists the territories of data/territories/territories.json outside the matrix, each once per topic', () => {
    expect(territories).toContain('GLP');
    expect(territories).not.toContain('FRA');
    for (const r of Object.values(byTopic)) expect([...r.covered, ...r.partial, ...r.not].sort()).toEqual([...territories].sort());
  });
  it('classifies by the statements', () => {
    // Montserrat's online Immigration and Customs Form is a COVERED row (terrforms); French Guiana's health
    // answer is a whole-list row (terrhealth); Bouvet Island is uninhabited and unresearched.
    expect(byTopic.ARRIVAL_FORMS!.covered).toContain('MSR');
    expect(byTopic.HEALTH!.covered).toContain('GUF');
    expect(byTopic.HEALTH!.not).toContain('BVT');
    // Jersey's validity statement is limited to some passports (the UK rule, Irish passports unstated): partly.
    expect(byTopic.PASSPORT_VALIDITY!.partial).toContain('JEY');
  });
});
