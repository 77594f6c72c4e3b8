// Registers the rule files of a ruleset directory: the one step after adding, editing or removing a
// rule file (and the last step of every import script, which call registerRules()).
//   1. lists every rule file on disk in manifest.json `files` (sorted; tests/ and lists/ are not rule
//      files), refusing a file the engine would refuse to load (invalid JSON or schema);
//   2. compares the content with the digest stamped for the current revision (src/lint/digest.ts);
//   3. when it changed, gives the ruleset a new revision `YYYY.MM.DD-N` with today's date (N is 1, or
//      the previous counter + 1 when the revision already has today's date), unless the revision was
//      already bumped by hand since the stamp (kept) or --revision names one;
//   4. stamps `digest` for that revision, and for the bundled rules/ rewrites src/node/rules-stamp.ts
//      (scripts/build-rules-stamp.ts).
// Two runs on the same files change nothing. The date comes from the clock (a script, not the core);
// --date fixes it (tests).
//
// Run: npm run rules:register [-- --rules <dir>] [--revision <rev>] [--date YYYY-MM-DD]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesetDigest } from '../src/lint/digest.js';
import { BUNDLED_RULES } from '../src/node/paths.js';
import { ruleFilesOnDisk } from '../src/node/ruleset.js';
import type { RulesetManifest } from '../src/schema/generated.js';
import { createValidators } from '../src/schema/validators.js';
import { writeStamp } from './build-rules-stamp.js';

export const REGISTER_COMMAND = 'npm run rules:register';

export interface RegisterOptions {
  /** The ruleset directory (default: the bundled rules/). */
  dir?: string;
  /** The revision to set, whatever changed. */
  revision?: string;
  /** Today, YYYY-MM-DD (default: the clock, UTC): the new revision's date prefix. */
  today?: string;
  /** Replaces the manifest's `generatedFrom` (the passport-index import records its dataset). */
  generatedFrom?: RulesetManifest['generatedFrom'];
  /** The revision of a directory that has no manifest yet (default: today's first). */
  initialRevision?: string;
}

export interface RegisterResult {
  revision: string;
  previousRevision: string | undefined;
  /** The content differs from the one stamped for the previous revision (or there was no stamp). */
  changed: boolean;
  added: string[];
  removed: string[];
  /** manifest.json was rewritten. */
  wroteManifest: boolean;
  /** src/node/rules-stamp.ts was rewritten (bundled rules only). */
  wroteStamp: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The clock's date, UTC, YYYY-MM-DD. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The revision after `previous` on `today`: "2026.11.26-1", or the next counter when `previous` is of the same day. */
export function revisionFor(today: string, previous: string | undefined): string {
  const m = DATE.exec(today);
  if (!m) throw new Error(`--date needs YYYY-MM-DD, got ${JSON.stringify(today)}`);
  const prefix = `${m[1]}.${m[2]}.${m[3]}`;
  const same = previous === undefined ? null : new RegExp(`^${prefix.replaceAll('.', '\\.')}-([0-9]+)$`).exec(previous);
  return `${prefix}-${same ? Number(same[1]) + 1 : 1}`;
}

export function registerRules(options: RegisterOptions = {}): RegisterResult {
  const dir = resolve(options.dir ?? BUNDLED_RULES);
  const validators = createValidators();
  const ruleFile = validators.get('rule-file.schema.json');
  const files = ruleFilesOnDisk(dir);
  const contents = files.map((path) => {
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown;
    } catch (e) {
      throw new Error(`${path} is not valid JSON (${e instanceof Error ? e.message : String(e)}); run npx travelreq rules lint ${dir} for details`);
    }
    // Never list a file the engine would refuse to load: the whole ruleset would stop loading.
    if (!ruleFile(content)) {
      const problems = (ruleFile.errors ?? []).slice(0, 5).map((e) => `  ${path}#${e.instancePath || '/'} ${e.message ?? ''}`).join('\n');
      throw new Error(`${path} does not pass the rule-file schema; run npx travelreq rules lint ${dir} for details:\n${problems}`);
    }
    return { path, content };
  });

  const manifestPath = join(dir, 'manifest.json');
  const existingText = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : undefined;
  const existing = existingText === undefined ? undefined : (JSON.parse(existingText) as Partial<RulesetManifest>);
  const base: Partial<RulesetManifest> = existing ?? {
    $schema: '../schemas/ruleset-manifest.schema.json', schemaVersion: 1, name: 'travel-requirements bundled ruleset', domesticTerritories: ['USA', 'CAN', 'AUS'],
  };
  const listed = new Set(existing?.files ?? []);
  const onDisk = new Set(files);
  const content = { ...base, ...(options.generatedFrom ? { generatedFrom: options.generatedFrom } : {}), files } as RulesetManifest;
  const sha256 = rulesetDigest({ manifest: content, files: contents });

  const stamped = existing?.digest;
  const changed = stamped?.sha256 !== sha256;
  // A revision already bumped by hand since the last stamp is kept: the author chose it.
  const bumpedByHand = stamped !== undefined && existing?.revision !== undefined && stamped.revision !== existing.revision;
  const today = options.today ?? todayUtc();
  const revision = options.revision
    ?? (existing?.revision === undefined ? (options.initialRevision ?? revisionFor(today, undefined))
      : changed && !bumpedByHand ? revisionFor(today, existing.revision) : existing.revision);

  // Key order as the existing manifest has it; revision and digest after name.
  const manifest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(content)) {
    if (k === 'revision' || k === 'digest') continue;
    manifest[k] = v;
    if (k === 'name') Object.assign(manifest, { revision, digest: { revision, sha256 } });
  }
  if (!('revision' in manifest)) Object.assign(manifest, { revision, digest: { revision, sha256 } });
  const validManifest = validators.get('ruleset-manifest.schema.json');
  if (!validManifest(manifest)) {
    throw new Error(`manifest.json would not pass its schema: ${(validManifest.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')}`);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const wroteManifest = text !== existingText;
  if (wroteManifest) writeFileSync(manifestPath, text);
  // The stamp that spares the schema validation of unchanged bundled files at start-up follows the files.
  const wroteStamp = dir === resolve(BUNDLED_RULES) && writeStamp();
  return {
    revision,
    previousRevision: existing?.revision,
    changed,
    added: files.filter((f) => !listed.has(f)),
    removed: [...listed].filter((f) => !onDisk.has(f)),
    wroteManifest,
    wroteStamp,
  };
}

/** One line for the console. */
export function describeRegistration(r: RegisterResult): string {
  const parts = [
    r.revision === r.previousRevision ? `revision ${r.revision} (unchanged)` : `revision ${r.previousRevision ?? '(none)'} -> ${r.revision}`,
    ...(r.added.length ? [`listed ${r.added.join(', ')}`] : []),
    ...(r.removed.length ? [`unlisted ${r.removed.join(', ')}`] : []),
    ...(r.wroteManifest ? ['stamped the digest in manifest.json'] : []),
    ...(r.wroteStamp ? ['rewrote src/node/rules-stamp.ts'] : []),
  ];
  return `rules:register: ${parts.join('; ')}`;
}

function parseArgs(argv: string[]): RegisterOptions {
  const out: RegisterOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--rules') out.dir = resolve(next());
    else if (a === '--revision') out.revision = next();
    else if (a === '--date') out.today = next();
    else throw new Error(`unknown argument ${a} (usage: ${REGISTER_COMMAND} [-- --rules <dir>] [--revision <rev>] [--date YYYY-MM-DD])`);
  }
  if (out.today !== undefined) revisionFor(out.today, undefined); // fails early on a bad date
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const r = registerRules(options);
    console.log(describeRegistration(r));
    // What a rule author runs next (rules/README.md, the worked example).
    const dir = options.dir !== undefined ? ` ${options.dir}` : '';
    if (r.wroteManifest) console.log(`next: npx travelreq rules lint${dir} && npx travelreq rules test${dir} --coverage --min-coverage 100`);
  } catch (e) {
    console.error(`rules:register: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
