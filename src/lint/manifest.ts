// The manifest and the directory agree: every listed file exists, every rule file in the
// directory is listed (a forgotten file silently never loads: an error), and tests/ is never
// listed. The manifest's content digest matches the files, so a changed rule cannot keep the
// revision (and the trip ids) of the old content (src/lint/digest.ts).
import { nextRevision, rulesetDigest } from './digest.js';
import { finding, type Finding } from './model.js';
import { isObject, manifestFiles, str, type RulesetView } from './walk.js';

const CHECK = 'manifest';
/** Rule tests live beside the rules but are not rules. */
export const TESTS_DIR = 'tests/';
/** Official lists (schemas/official-list.schema.json) live beside the rules too; src/lint/lists.ts checks them. */
export const LISTS_DIR = 'lists/';

export function checkManifest(view: RulesetView, directory: readonly string[] | undefined): Finding[] {
  const out: Finding[] = [];
  const listed = manifestFiles(view.manifest) ?? [];
  // A file on disk that did not parse is not missing: the reader reported it already.
  const onDisk = new Set(directory ?? []);
  listed.forEach((path, i) => {
    if (path.startsWith(TESTS_DIR)) {
      out.push(finding(CHECK, 'manifest.json', `/files/${i}`, 'error', 'TESTS_LISTED', `${path} is a rule test file; ${TESTS_DIR} must not be listed in the manifest.`));
    } else if (view.missing.includes(path) && !onDisk.has(path)) {
      out.push(finding(CHECK, 'manifest.json', `/files/${i}`, 'error', 'MISSING_RULE_FILE', `${path} is listed but does not exist.`));
    }
  });
  if (directory) {
    const set = new Set(listed);
    for (const path of directory) {
      if (path === 'manifest.json' || path.startsWith(TESTS_DIR) || path.startsWith(LISTS_DIR) || set.has(path)) continue;
      out.push(finding(CHECK, path, '', 'error', 'UNLISTED_FILE',
        `${path} is not listed in manifest.json, so it is never loaded and none of its rules apply: add it to "files" (npm run rules:register lists every rule file of rules/; -- --rules DIR for another ruleset), or move it out of the ruleset directory.`));
    }
  }
  return [...out, ...checkDigest(view)];
}

/** The command that lists the rule files, bumps the revision and stamps the digest (scripts/register-rules.ts). */
export const STAMP_COMMAND = 'npm run rules:register';

function checkDigest(view: RulesetView): Finding[] {
  const m = view.manifest;
  // Unparsable or missing files are reported already; their digest would only add noise.
  if (!isObject(m) || view.missing.length > 0 || !manifestFiles(m)) return [];
  const revision = str(m.revision);
  if (revision === undefined) return [];
  const content = rulesetDigest({ manifest: m, files: view.files.map((f) => ({ path: f.path, content: f.content })) });
  const stamp = (rev: string): string => JSON.stringify({ revision: rev, sha256: content });
  const digest = m.digest;
  if (digest === undefined) {
    return [finding(CHECK, 'manifest.json', '/digest', 'warning', 'MISSING_DIGEST',
      `The manifest has no content digest, so nothing tells a changed rule from an unchanged revision. Add "digest": ${stamp(revision)} (${STAMP_COMMAND} writes it for rules/).`)];
  }
  if (!isObject(digest) || typeof digest.sha256 !== 'string' || typeof digest.revision !== 'string') return []; // the schema check reports the shape
  const short = (h: string): string => `${h.slice(0, 12)}…`;
  if (digest.sha256 !== content && digest.revision === revision) {
    return [finding(CHECK, 'manifest.json', '/revision', 'error', 'STALE_DIGEST',
      `The rules changed since revision ${revision} was stamped (digest ${short(digest.sha256)}, content now ${short(content)}), so trip ids of revision ${revision} would name different answers. ` +
      `Bump "revision" (e.g. to ${JSON.stringify(nextRevision(revision))}) and stamp the digest again: ${STAMP_COMMAND} does both, with today's date, for rules/ (-- --rules DIR for another ruleset); or bump it by hand and lint then prints the digest to record.`)];
  }
  if (digest.sha256 !== content) {
    return [finding(CHECK, 'manifest.json', '/digest', 'error', 'STALE_DIGEST',
      `The digest was stamped for revision ${digest.revision} and the rules changed since: record "digest": ${stamp(revision)} for revision ${revision} (${STAMP_COMMAND} does it for rules/).`)];
  }
  if (digest.revision !== revision) {
    return [finding(CHECK, 'manifest.json', '/digest/revision', 'error', 'STALE_DIGEST',
      `The digest was stamped for revision ${digest.revision} but the manifest says ${revision} (the content is unchanged): set digest.revision to ${JSON.stringify(revision)} (${STAMP_COMMAND} does it for rules/).`)];
  }
  return [];
}
