// travelreq rules lint [DIR] [--locales DIR] [--json] [--strict] [--max-source-age DAYS [--today DATE]] (LINT_SPEC): one line per finding,
// `file:pointer  severity  code  message`; exit 1 on errors (and on warnings with --strict).
import { join } from 'node:path';
import { createReference } from '../reference/index.js';
import { lint } from '../lint/index.js';
import type { Finding } from '../lint/model.js';
import { loadReferenceData } from '../node/reference.js';
import { BUNDLED_LOCALES, BUNDLED_RULES } from '../node/paths.js';
import { parseOrExit, usageError, type CommandSpec } from './args.js';
import { printJson } from './io.js';
import { checkInputs } from './file-error.js';
import { displayPath, readJson, readLocalesForLint, readRulesForLint } from './rules-io.js';
import { LISTS_DIR } from '../lint/manifest.js';

export const LINT_SPEC: CommandSpec = {
  command: 'travelreq rules lint',
  summary: 'Checks a ruleset: schema, ids, codes, facts and operators, dates, sources, translations,\n'
    + 'conflicts, official lists. One line per finding: file:pointer  severity  code  message.',
  positionals: [{ name: 'DIR', help: 'the ruleset directory (manifest.json and rule files); default: the bundled rules/' }],
  options: {
    locales: { type: 'string', value: 'DIR', help: 'the locales directory; default: the bundled locales/' },
    json: { type: 'boolean', help: 'print the findings as one JSON document' },
    strict: { type: 'boolean', help: 'warnings fail the run too' },
    'max-source-age': { type: 'string', value: 'DAYS', help: 'also warn about records whose newest source is older than DAYS\n(STALE_SOURCE) or that date none (UNDATED_SOURCES)' },
    today: { type: 'string', value: 'YYYY-MM-DD', help: 'with --max-source-age: the date ages are counted to (default: today)' },
  },
  epilog: 'exit status: 0 clean, 1 errors (with --strict: or warnings), 2 usage error or a directory that\ncannot be read',
};

export function rulesLint(argv: readonly string[]): number {
  const args = parseOrExit(LINT_SPEC, argv);
  if (typeof args === 'number') return args;
  const dir = args.positionals[0] ?? BUNDLED_RULES;
  const localesDir = args.string('locales') ?? BUNDLED_LOCALES;
  const unreadable = checkInputs('travelreq rules lint', [{ path: dir, kind: 'directory' }, { path: localesDir, kind: 'directory' }]);
  if (unreadable !== undefined) return unreadable;
  // Freshness is opt-in: the answer of a plain lint never depends on the day it runs.
  const maxAge = args.string('max-source-age');
  if (maxAge !== undefined && !/^\d{1,5}$/.test(maxAge)) return usageError(LINT_SPEC, `--max-source-age must be a whole number of days, not ${JSON.stringify(maxAge)}`);
  const today = args.string('today') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) return usageError(LINT_SPEC, `--today must be a date YYYY-MM-DD, not ${JSON.stringify(today)}`);
  const freshness = maxAge !== undefined ? { today, maxAgeDays: Number(maxAge) } : undefined;
  const { findings, errors, warnings, where, files, rules, locales } = lintDirectories(dir, localesDir, freshness);
  const failed = errors > 0 || (args.has('strict') && warnings > 0);
  if (args.has('json')) {
    printJson({
      ok: !failed, errors, warnings, files,
      findings: findings.map((f) => ({ file: where(f), pointer: f.pointer, severity: f.severity, code: f.code, message: f.message, check: f.check })),
    });
  } else {
    for (const f of findings) process.stdout.write(`${where(f)}:${f.pointer}  ${f.severity}  ${f.code}  ${f.message}\n`);
    process.stdout.write(`${errors} error(s), ${warnings} warning(s) in ${files} rule files (${rules} rules) and ${locales} locales\n`);
  }
  return failed ? 1 : 0;
}

export interface DirectoriesLint {
  findings: Finding[];
  errors: number;
  warnings: number;
  /** The path a finding is shown under (relative to the working directory when inside it). */
  where(f: Finding): string;
  files: number;
  rules: number;
  locales: number;
}

/** Every lint finding of a ruleset directory and a locales directory (also used by serve --watch). */
export function lintDirectories(dir: string, localesDir: string, freshness?: { today: string; maxAgeDays: number }): DirectoriesLint {
  const read = readRulesForLint(dir);
  const loc = readLocalesForLint(localesDir);
  const reference = createReference(loadReferenceData(['en']));
  // Without a manifest there is no ruleset to check: its read error is the only finding worth a line.
  const result = read.manifestRead ? lint({ source: read.source, reference, locales: loc.locales, directory: read.directory, lists: readListsForLint(dir, read.directory), ...(freshness ? { freshness } : {}) }) : { findings: [] };
  const findings = [...read.findings, ...loc.findings, ...result.findings];
  const errors = findings.filter((f) => f.severity === 'error').length;
  const rules = read.source.files.reduce((n, f) => n + (Array.isArray((f.content as { rules?: unknown })?.rules) ? (f.content as { rules: unknown[] }).rules.length : 0), 0);
  return {
    findings, errors, warnings: findings.length - errors,
    where: (f) => displayPath(f.root === 'locales' ? localesDir : dir, f.file),
    files: read.source.files.length, rules, locales: Object.keys(loc.locales).length,
  };
}

/** rules/lists/*.json that parse (an unparsable one is reported by the list check as missing content). */
function readListsForLint(dir: string, directory: readonly string[]): { path: string; content: unknown }[] {
  return directory.filter((p) => p.startsWith(LISTS_DIR)).flatMap((path) => {
    const r = readJson(join(dir, path));
    return r.ok ? [{ path, content: r.value }] : [{ path, content: null }];
  });
}
