// runRuleTests over fixture test files: pass/fail counts, file problems, fired rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRuleTests, type TestFileSource } from '../../src/ruletest/run.js';
import { engine } from '../helpers.js';

export const RULETEST_FIXTURES = fileURLToPath(new URL('../fixtures/ruletest/', import.meta.url));

function files(dir: string): TestFileSource[] {
  const abs = join(RULETEST_FIXTURES, dir);
  return readdirSync(abs).sort().map((name) => {
    const path = `${dir}/${name}`;
    try {
      return { path, content: JSON.parse(readFileSync(join(abs, name), 'utf8')) as unknown };
    } catch (cause) {
      return { path, content: undefined, error: String(cause) };
    }
  });
}

describe('runRuleTests', () => {
  it('runs short and full trips and records the rules that fired', async () => {
    const r = await runRuleTests(engine(), files('pass'));
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => c.ok)).toEqual([true, true]);
    expect([r.passed, r.failed]).toEqual([2, 0]);
    expect([...r.fired].sort()).toEqual(['auth-gbr-eta-etanl-c', 'auth-gbr-no-visa-before-eta-c', 'fees-gbr-eta-2023', 'fees-gbr-eta-2026', 'fees-gbr-standard-visitor-visa', 'matrix-gbr-eta', 'matrix-gbr-visa-free', 'passport-validity-gbr', 'passport-validity-gbr-irl']);
  });

  it('a failing case carries its mismatches and pointer', async () => {
    const r = await runRuleTests(engine(), files('fail'));
    expect([r.passed, r.failed]).toEqual([1, 1]);
    const bad = r.cases.find((c) => !c.ok)!;
    expect(bad.pointer).toBe('/cases/0');
    expect(bad.mismatches.map((m) => m.path)).toEqual(['visa.GBR', 'travelOpenness']);
  });

  it('broken files are problems, not crashes', async () => {
    const r = await runRuleTests(engine(), files('broken'));
    const byFile = (f: string): string[] => r.problems.filter((p) => p.file === f).map((p) => `${p.pointer} ${p.message}`);
    expect(byFile('broken/json.test.json')).toHaveLength(1);
    expect(byFile('broken/schema.test.json').join('\n')).toMatch(/\/cases\/0\/expect/);
    expect(byFile('broken/names.test.json')).toEqual(['/cases/1/name Case name "same" is also used by /cases/0.']);
  });

  it('--filter runs only matching cases', async () => {
    const r = await runRuleTests(engine(), files('pass'), { filter: 'Irish' });
    expect(r.cases.map((c) => c.name)).toEqual(['full form: Irish passport to the United Kingdom']);
  });

  it('the reference engine (json-rules-engine) gives the same verdicts and fired rules', async () => {
    const compiled = await runRuleTests(engine(), files('fail'));
    const reference = await runRuleTests(engine(), files('fail'), { engine: 'reference' });
    expect(reference.cases).toEqual(compiled.cases);
    expect([...reference.fired].sort()).toEqual([...compiled.fired].sort());
  });
});
