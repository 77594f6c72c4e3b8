// travelreq rules lint: runs every check over the ruleset source, the reference data and the
// locale resources (all values), and returns the findings sorted by file and pointer.
import { createValidators } from '../schema/validators.js';
import { checkCodes } from './codes.js';
import { checkConflicts } from './conflicts.js';
import { checkDates } from './dates.js';
import { checkDocuments } from './documents.js';
import { checkFacts } from './facts.js';
import { checkFreshness } from './freshness.js';
import { checkIds } from './ids.js';
import { checkLists } from './lists.js';
import { checkManifest } from './manifest.js';
import { checkPrices } from './prices.js';
import { checkProvenance } from './provenance.js';
import type { Finding, LintInput } from './model.js';
import { checkSchema } from './schema.js';
import { checkSources } from './sources.js';
import { checkTranslations } from './translations.js';
import { viewOf } from './walk.js';

export type { CodeLookup, Finding, LintInput, Severity } from './model.js';

export interface LintResult {
  findings: Finding[];
  errors: number;
  warnings: number;
}

export function lint(input: LintInput): LintResult {
  const view = viewOf(input.source);
  const validators = input.validators ?? createValidators();
  const specific = [
    ...checkManifest(view, input.directory),
    ...checkIds(view),
    ...checkCodes(view, input.reference),
    ...checkDocuments(view),
    ...checkFacts(view),
    ...checkDates(view),
    ...checkSources(view),
    ...checkProvenance(view),
    ...checkTranslations(view, input.locales),
    ...checkConflicts(view),
    ...checkPrices(view, input.locales),
    ...checkLists(view, input.lists, validators, input.reference),
    ...(input.freshness ? checkFreshness(view, input.freshness) : []),
  ];
  // A schema error at a place another check explains better (a bad date, a missing source) is dropped.
  const explained = new Set(specific.map(key));
  const findings = [...checkSchema(view, validators).filter((f) => !explained.has(key(f))), ...specific].sort(compare);
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { findings, errors, warnings: findings.length - errors };
}

const key = (f: Finding): string => `${f.root}|${f.file}|${f.pointer}`;
const collator = new Intl.Collator('en', { numeric: true });

function compare(a: Finding, b: Finding): number {
  return collator.compare(a.root, b.root) || collator.compare(a.file, b.file) || collator.compare(a.pointer, b.pointer) || collator.compare(a.code, b.code);
}
