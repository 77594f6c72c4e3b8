// travelreq rules test [DIR] [--tests DIR] [--coverage] [--min-coverage N] [--filter TEXT]
// [--verbose] [--json] [--engine compiled|reference]: runs DIR/tests/*.test.json (DIR defaults to
// the bundled rules/). Exit 1 on any failing case, a broken test file, no cases at all, or
// authored-rule coverage below --min-coverage.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES, type EngineName } from '../explain/pipeline.js';
import { createTravelRequirements } from '../node/create.js';
import { readLocales } from '../node/locales.js';
import { BUNDLED_RULES } from '../node/paths.js';
import { readRuleset } from '../node/ruleset.js';
import { coverageOf, provenanceKinds } from '../ruletest/coverage.js';
import { formatCoverage, formatReport, summaryLine } from '../ruletest/format.js';
import { runRuleTests, type TestFileSource } from '../ruletest/run.js';
import { RulesetError } from '../service.js';
import { numberCheck, parseOrExit, type CommandSpec } from './args.js';
import { checkInputs } from './file-error.js';
import { printJson } from './io.js';
import { readJson } from './rules-io.js';

export const TEST_SPEC: CommandSpec = {
  command: 'travelreq rules test',
  summary: 'Runs the rule tests in DIR/tests/*.test.json against the ruleset in DIR and reports each case\n'
    + '(rules/README.md, "Tests beside the rules").',
  positionals: [{ name: 'DIR', help: 'the ruleset directory; default: the bundled rules/' }],
  options: {
    tests: { type: 'string', value: 'DIR', help: 'the test files directory; default: DIR/tests' },
    locales: { type: 'string', value: 'DIR', help: 'the locales directory; default: the bundled locales/' },
    coverage: { type: 'boolean', help: 'report the rules whose outcome a case expects' },
    'min-coverage': { type: 'string', value: 'N', check: numberCheck(0, 100), help: 'fail when a case expects the outcome of less than N% of the authored rules (implies --coverage)' },
    filter: { type: 'string', value: 'TEXT', help: 'run only the cases whose name, or a record id or rule id they expect, contains TEXT' },
    verbose: { type: 'boolean', help: 'list passing cases too' },
    json: { type: 'boolean', help: 'print the report as one JSON document' },
    engine: { type: 'string', choices: ENGINES, help: 'compiled evaluator (default) or json-rules-engine itself' },
  },
  epilog: 'exit status: 0 all passed, 1 a failure, a broken test file, no cases or coverage below\n'
    + '--min-coverage, 2 usage error or a directory that cannot be read',
};

export async function rulesTest(argv: readonly string[]): Promise<number> {
  const args = parseOrExit(TEST_SPEC, argv);
  if (typeof args === 'number') return args;
  const dir = args.positionals[0] ?? BUNDLED_RULES;
  const testsDir = args.string('tests') ?? join(dir, 'tests');
  const minText = args.string('min-coverage');
  const min = minText === undefined ? undefined : Number(minText);
  const engine = args.string('engine') ?? 'compiled';

  const unreadable = checkInputs('travelreq rules test', [{ path: dir, kind: 'directory' }, { path: args.string('tests'), kind: 'directory' }, { path: args.string('locales'), kind: 'directory' }]);
  if (unreadable !== undefined) return unreadable;
  const read = readRuleset(dir);
  if (!read.ok) return broken(read.errors.map((e) => `${e.source.file ?? ''}${e.source.pointer ? `#${e.source.pointer}` : ''}: ${e.detail}`));
  const localesDir = args.string('locales');
  let tr;
  try {
    tr = createTravelRequirements({ ruleset: read.source, ...(localesDir !== undefined ? { locales: readLocales(localesDir) } : {}) });
  } catch (cause) {
    if (!(cause instanceof RulesetError)) throw cause;
    return broken(cause.document.errors.map((e) => `${e.source.file ?? ''}${e.source.pointer ? `#${e.source.pointer}` : ''}: ${e.detail}`));
  }

  const files: TestFileSource[] = [];
  const names = existsSync(testsDir) ? readdirSync(testsDir).filter((f) => f.endsWith('.test.json')).sort() : [];
  for (const name of names) {
    const r = readJson(join(testsDir, name));
    files.push(r.ok ? { path: `tests/${name}`, content: r.value } : { path: `tests/${name}`, content: undefined, error: r.message });
  }
  const filter = args.string('filter');
  const report = await runRuleTests(tr, files, { engine: engine as EngineName, ...(filter !== undefined ? { filter } : {}) });
  const wantCoverage = args.has('coverage') || min !== undefined;
  const coverage = wantCoverage ? coverageOf(tr.ruleset.rules, provenanceKinds(read.source), report.expected, report.fired) : undefined;
  const empty = report.cases.length === 0;
  const belowMin = coverage !== undefined && min !== undefined && coverage.authored.percent < min;
  const failed = report.failed > 0 || report.problems.length > 0 || empty || belowMin;

  if (args.has('json')) {
    printJson({
      ok: !failed, passed: report.passed, failed: report.failed, problems: report.problems,
      cases: report.cases, ...(coverage ? { coverage } : {}), ...(min !== undefined ? { minCoverage: min } : {}),
    });
    return failed ? 1 : 0;
  }
  process.stdout.write(formatReport(report, { verbose: args.has('verbose') }));
  if (coverage) process.stdout.write(formatCoverage(coverage));
  if (empty) process.stdout.write(`no test cases found in ${testsDir}${filter !== undefined ? ` matching "${filter}"` : ''}: a run with no cases fails\n`);
  if (belowMin) process.stdout.write(`authored-rule coverage ${coverage.authored.percent}% is below --min-coverage ${min}\n`);
  process.stdout.write(summaryLine(report));
  return failed ? 1 : 0;
}

function broken(lines: string[]): number {
  process.stderr.write(`the ruleset does not load; run travelreq rules lint for details:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  return 1;
}
