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
import { flag, parseArgs, printJson } from './io.js';
import { readJson } from './rules-io.js';

export async function rulesTest(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['coverage', 'json', 'verbose']);
  const dir = args.positional[0] ?? BUNDLED_RULES;
  const testsDir = flag(args, 'tests') ?? join(dir, 'tests');
  const minText = flag(args, 'min-coverage');
  const min = minText === undefined ? undefined : Number(minText);
  if (min !== undefined && !(min >= 0 && min <= 100)) return usage(`--min-coverage needs a number from 0 to 100, not ${minText}`);
  const engine = flag(args, 'engine') ?? 'compiled';
  if (!ENGINES.includes(engine as EngineName)) return usage(`--engine must be one of ${ENGINES.join(', ')}, not ${engine}`);

  const read = readRuleset(dir);
  if (!read.ok) return broken(read.errors.map((e) => `${e.source.file ?? ''}${e.source.pointer ? `#${e.source.pointer}` : ''}: ${e.detail}`));
  const localesDir = flag(args, 'locales');
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
  const filter = flag(args, 'filter');
  const report = await runRuleTests(tr, files, { engine: engine as EngineName, ...(filter !== undefined ? { filter } : {}) });
  const wantCoverage = args.flags.has('coverage') || min !== undefined;
  const coverage = wantCoverage ? coverageOf(tr.ruleset.rules, provenanceKinds(read.source), report.fired) : undefined;
  const empty = report.cases.length === 0;
  const belowMin = coverage !== undefined && min !== undefined && coverage.authored.percent < min;
  const failed = report.failed > 0 || report.problems.length > 0 || empty || belowMin;

  if (args.flags.has('json')) {
    printJson({
      ok: !failed, passed: report.passed, failed: report.failed, problems: report.problems,
      cases: report.cases, ...(coverage ? { coverage } : {}), ...(min !== undefined ? { minCoverage: min } : {}),
    });
    return failed ? 1 : 0;
  }
  process.stdout.write(formatReport(report, { verbose: args.flags.has('verbose') }));
  if (coverage) process.stdout.write(formatCoverage(coverage));
  if (empty) process.stdout.write(`no test cases found in ${testsDir}${filter !== undefined ? ` matching "${filter}"` : ''}: a run with no cases fails\n`);
  if (belowMin) process.stdout.write(`authored-rule coverage ${coverage.authored.percent}% is below --min-coverage ${min}\n`);
  process.stdout.write(summaryLine(report));
  return failed ? 1 : 0;
}

function usage(message: string): number {
  process.stderr.write(`${message}\n`);
  return 2;
}

function broken(lines: string[]): number {
  process.stderr.write(`the ruleset does not load; run travelreq rules lint for details:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  return 1;
}
