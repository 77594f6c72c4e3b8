// travelreq rules test: output like a test runner, exit codes, coverage gate, JSON.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesTest } from '../../src/cli/rules-test.js';
import { runCli } from './run-cli.js';
import { RULETEST_FIXTURES } from './run.test.js';

const tests = (dir: string): string[] => ['--tests', join(RULETEST_FIXTURES, dir)];

describe('travelreq rules test', () => {
  it('passes the shipped tests with 100% authored coverage', async () => {
    const r = await runCli(rulesTest, ['--coverage', '--min-coverage', '100']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/authored: (\d+)\/\1 rules \(100%\)/);
    expect(r.out).toMatch(/^\d+ passed, 0 failed$/m);
  });

  it('a failing case: a FAIL line with a -/+ diff, the summary, exit 1', async () => {
    const r = await runCli(rulesTest, tests('fail'));
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAIL tests/gbr.test.json#/cases/0  wrong on purpose: a US passport does need an ETA\n  - visa.GBR: NOT_REQUIRED\n  + visa.GBR: MANDATORY\n');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('1 passed, 1 failed');
  });

  it('broken test files fail the run', async () => {
    const r = await runCli(rulesTest, tests('broken'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ERROR tests\/json\.test\.json# /m);
  });

  it('a run with no cases fails', async () => {
    const r = await runCli(rulesTest, tests('empty'));
    expect(r.code).toBe(1);
    expect(r.out).toContain('no test cases found');
    // A tests directory that is not there is a file error naming it (exit 2), not an empty run.
    const none = await runCli(rulesTest, tests('does-not-exist'));
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^travelreq rules test: cannot read .*does-not-exist: no such file or directory\n$/);
  });

  it('--min-coverage fails below the threshold and lists what no case exercises', async () => {
    const r = await runCli(rulesTest, [...tests('pass'), '--min-coverage', '100']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('authored rules no case expects');
    expect(r.out).toMatch(/auth-usa-esta {2}authorisations\/usa-esta\.json#\/rules\/0/);
    expect(r.out).toMatch(/below --min-coverage 100/);
    expect((await runCli(rulesTest, [...tests('pass'), '--min-coverage', '0.1'])).code).toBe(0); // one authored rule (of some 250) is expected by a case
    expect((await runCli(rulesTest, [...tests('pass'), '--min-coverage', 'lots'])).code).toBe(2);
  });

  it('--json gives cases, counts and coverage', async () => {
    const r = await runCli(rulesTest, [...tests('fail'), '--json', '--coverage']);
    expect(r.code).toBe(1);
    const body = JSON.parse(r.out) as { ok: boolean; passed: number; failed: number; cases: unknown[]; coverage: { authored: { rules: number } } };
    expect(body).toMatchObject({ ok: false, passed: 1, failed: 1 });
    expect(body.cases).toHaveLength(2);
    expect(body.coverage.authored.rules).toBeGreaterThan(0);
  });
});
