// travelreq rules test: runs the cases of rules/tests/*.test.json through trips()' steps and
// matches the expectations; records which rules fired for coverage. Pure: test files arrive as values.
import { createTracer, traceTrip, type EngineName } from '../explain/pipeline.js';
import { fromAjv } from '../schema/errors.js';
import type { RuleTestFile } from '../schema/generated.js';
import type { TravelRequirements } from '../service.js';
import { badPatterns, match, type Mismatch } from './match.js';
import { requestOf } from './shortform.js';

export interface TestFileSource {
  /** Shown in reports, e.g. "tests/authorisations.test.json". */
  path: string;
  content: unknown;
  /** Why the file could not be read or parsed; the file then fails the run. */
  error?: string;
}

export interface CaseResult {
  file: string;
  /** JSON pointer of the case in its file. */
  pointer: string;
  name: string;
  ok: boolean;
  mismatches: Mismatch[];
}

/** A test file that cannot run (invalid JSON or schema, duplicate names): it fails the run. */
export interface FileProblem { file: string; pointer: string; message: string }

export interface TestReport {
  cases: CaseResult[];
  passed: number;
  failed: number;
  problems: FileProblem[];
  /** Ids of the rules whose conditions held in at least one case. */
  fired: ReadonlySet<string>;
}

export interface RunOptions {
  /** Only cases whose name contains this text. */
  filter?: string;
  /** The rules evaluator: the compiled one trips() uses (default), or json-rules-engine. */
  engine?: EngineName;
}

export async function runRuleTests(tr: TravelRequirements, files: readonly TestFileSource[], options: RunOptions = {}): Promise<TestReport> {
  const validate = tr.validators.get('rule-test.schema.json');
  const tracer = createTracer(tr.ruleset, options.engine);
  const groupingNames = { territory: (code: string, locale: string) => tr.texts(locale).territoryName(code), transit: (code: string, locale: string) => tr.texts(locale).transitName(code) };
  const cases: CaseResult[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (file.error !== undefined) {
      problems.push({ file: file.path, pointer: '', message: file.error });
      continue;
    }
    if (!validate(file.content)) {
      for (const e of fromAjv(validate.errors)) problems.push({ file: file.path, pointer: e.source.pointer ?? '', message: e.detail });
      continue;
    }
    const content = file.content as RuleTestFile;
    const names = new Map<string, number>();
    for (const [i, c] of content.cases.entries()) {
      const pointer = `/cases/${i}`;
      const first = names.get(c.name);
      if (first !== undefined) problems.push({ file: file.path, pointer: `${pointer}/name`, message: `Case name "${c.name}" is also used by /cases/${first}.` });
      else names.set(c.name, i);
      if (options.filter !== undefined && !c.name.includes(options.filter)) continue;
      const bad = badPatterns(c.expect);
      if (bad.length) {
        cases.push({ file: file.path, pointer, name: c.name, ok: false, mismatches: bad.map((b) => ({ path: 'pattern', expected: 'a valid regular expression', actual: b })) });
        continue;
      }
      // trips()' own steps with the rules step observed: the response and the rules that fired.
      const result = await traceTrip(tr, requestOf(c.trip), tracer, c.locale !== undefined ? { locale: c.locale } : {});
      const mismatches = match(c.expect, result, groupingNames);
      cases.push({ file: file.path, pointer, name: c.name, ok: mismatches.length === 0, mismatches });
    }
  }
  const passed = cases.filter((c) => c.ok).length;
  return { cases, passed, failed: cases.length - passed, problems, fired: tracer.fired };
}
