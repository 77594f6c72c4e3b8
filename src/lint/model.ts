// What the rule linter reports and what it reads. Checks are pure: they take the ruleset source,
// the reference data and the locale resources as values, and return findings.
import type { LocaleResources, RulesetSource } from '../rules/source.js';
import type { Validators } from '../schema/validators.js';

export type Severity = 'error' | 'warning';

export interface Finding {
  /** The tree the file lives in: the ruleset directory or the locales directory. */
  root: 'rules' | 'locales';
  /** Path relative to the root, e.g. "authorisations/gbr-eta.json" or "fr-FR/procedures.json". */
  file: string;
  /** JSON pointer inside the file ("" for the whole file). */
  pointer: string;
  severity: Severity;
  code: string;
  message: string;
  /** The check that produced it (module name under src/lint/). */
  check: string;
}

/** The reference lookups the code checks need (a Reference satisfies it). */
export interface CodeLookup {
  isTerritory(alpha3: string): boolean;
  isRegion(code: string): boolean;
  isAirport(iata: string): boolean;
}

export interface LintInput {
  source: RulesetSource;
  reference: CodeLookup;
  locales: LocaleResources;
  /** Every *.json path in the ruleset directory; when given, files the manifest forgets are reported. */
  directory?: readonly string[];
  /** Official lists (rules/lists/*.json, paths relative to the ruleset directory); when given, src/lint/lists.ts checks them. */
  lists?: readonly { path: string; content: unknown }[];
  /** Reused when the caller already compiled the schemas. */
  validators?: Validators;
  /** When given, records whose newest source is older than maxAgeDays before today are warned about (src/lint/freshness.ts). */
  freshness?: { today: string; maxAgeDays: number };
}

export function finding(check: string, file: string, pointer: string, severity: Severity, code: string, message: string): Finding {
  return { root: 'rules', file, pointer, severity, code, message, check };
}
