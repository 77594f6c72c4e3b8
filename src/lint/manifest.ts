// The manifest and the directory agree: every listed file exists, every rule file in the
// directory is listed (a forgotten file silently never loads), and tests/ is never listed.
import { finding, type Finding } from './model.js';
import { manifestFiles, type RulesetView } from './walk.js';

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
      out.push(finding(CHECK, path, '', 'warning', 'UNLISTED_FILE', `${path} is not listed in manifest.json, so it is never loaded.`));
    }
  }
  return out;
}
