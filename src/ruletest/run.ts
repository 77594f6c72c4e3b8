// travelreq rules test: runs the cases of rules/tests/*.test.json through trips()' steps and
// matches the expectations; records which rules fired for coverage. Pure: test files arrive as values.
import { createTracer, traceTrip, type EngineName } from '../explain/pipeline.js';
import { fromAjv } from '../schema/errors.js';
import type { Expectation, RuleTestFile } from '../schema/generated.js';
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
  /**
   * Ids of the rules whose outcome a case expects: the rule fired in a case whose expectations name
   * its record (shown, in a group, or absent). What coverage counts: a rule an unrelated case merely
   * fires is not tested by it.
   */
  expected: ReadonlySet<string>;
}

export interface RunOptions {
  /** Only cases whose name contains this text, or that name a record, or the record of a rule, whose id contains it. */
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
  const fired = new Set<string>();
  const expected = new Set<string>();
  const recordOf = new Map(tr.ruleset.rules.map((r) => [r.id, r.event.id]));
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
      const named = expectedRecords(c.expect);
      if (options.filter !== undefined && !selected(options.filter, c.name, named, recordOf)) continue;
      const bad = badPatterns(c.expect);
      if (bad.length) {
        cases.push({ file: file.path, pointer, name: c.name, ok: false, mismatches: bad.map((b) => ({ path: 'pattern', expected: 'a valid regular expression', actual: b })) });
        continue;
      }
      // trips()' own steps with the rules step observed: the response and the rules that fired.
      tracer.fired.clear();
      const result = await traceTrip(tr, requestOf(c.trip), tracer, c.locale !== undefined ? { locale: c.locale } : {});
      for (const id of tracer.fired) {
        fired.add(id);
        if (named.has(recordOf.get(id) ?? '')) expected.add(id);
      }
      const mismatches = match(c.expect, result, groupingNames);
      cases.push({ file: file.path, pointer, name: c.name, ok: mismatches.length === 0, mismatches });
    }
  }
  const passed = cases.filter((c) => c.ok).length;
  return { cases, passed, failed: cases.length - passed, problems, fired, expected };
}

/** The record ids a case's expectations name: in a visa or transit grouping, present, absent or in a group. */
export function expectedRecords(expect: Expectation): Set<string> {
  const ids = new Set<string>();
  for (const byCountry of [expect.visa, expect.transit]) {
    for (const want of Object.values(byCountry ?? {})) if (want !== null && typeof want === 'object') want.procedures?.forEach((id) => ids.add(id));
  }
  const p = expect.procedures;
  for (const id of [...(p?.present ?? []), ...(p?.absent ?? []), ...Object.values(p?.inGroup ?? {}).flat()]) ids.add(id);
  return ids;
}

/** --filter: the case's name, a record id it names, or the id of a rule whose record it names contains the text. */
function selected(text: string, name: string, records: ReadonlySet<string>, recordOf: ReadonlyMap<string, string>): boolean {
  if (name.includes(text)) return true;
  for (const id of records) if (id.includes(text)) return true;
  for (const [rule, record] of recordOf) if (rule.includes(text) && records.has(record)) return true;
  return false;
}
