// The shipped rule tests (rules/tests/*.test.json) pass and exercise every authored rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_RULES } from '../../src/node/paths.js';
import { readRuleset } from '../../src/node/ruleset.js';
import { coverageOf, provenanceKinds } from '../../src/ruletest/coverage.js';
import { formatReport } from '../../src/ruletest/format.js';
import { runRuleTests, type TestReport } from '../../src/ruletest/run.js';
import { engine } from '../helpers.js';

describe('shipped rule tests', () => {
  const dir = join(BUNDLED_RULES, 'tests');
  const files = readdirSync(dir).filter((f) => f.endsWith('.test.json')).sort()
    .map((name) => ({ path: `tests/${name}`, content: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }));
  let report: TestReport;
  beforeAll(async () => {
    report = await runRuleTests(engine(), files);
  });

  it('all pass', () => {
    expect(report.cases.length).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
    expect(formatReport(report)).toBe('');
  });

  it('cover 100% of the authored rules', () => {
    const read = readRuleset();
    if (!read.ok) throw new Error('bundled ruleset does not read');
    const c = coverageOf(engine().ruleset.rules, provenanceKinds(read.source), report.expected, report.fired);
    expect(c.files.filter((f) => f.authored).flatMap((f) => f.uncovered.map((r) => `${r.id} ${r.file}#${r.pointer}`))).toEqual([]);
    expect(c.authored.percent).toBe(100);
  });

  it('include the cases the issue asks for', () => {
    const names = files.flatMap((f) => (f.content as { cases: Array<{ name: string }> }).cases.map((c) => c.name)).join('\n');
    for (const topic of [/before 20\d\d-\d\d-\d\d/, /after 20\d\d-\d\d-\d\d/, /transit/i, /own nationality/i, /passports/i, /same region/i, /Invalid/]) {
      expect(names).toMatch(topic);
    }
  });
});
