// Official lists (rules/lists/*.json) hold against the visa matrix: every list is valid, names real
// codes, and every matrix answer for a listed (destination, nationality) that disagrees with the
// list is resolved by an authored rule above the matrix or by an accepted, commented entry.
import { compareLists, describePair, parseLists, type ListFile } from '../lists/index.js';
import type { Validators } from '../schema/validators.js';
import { finding, type CodeLookup, type Finding } from './model.js';
import type { RulesetView } from './walk.js';

const CHECK = 'lists';

export function checkLists(view: RulesetView, files: readonly ListFile[] | undefined, validators: Validators, ref: CodeLookup): Finding[] {
  if (!files || files.length === 0) return [];
  const out: Finding[] = [];
  const parsed = parseLists(files, validators);
  for (const e of parsed.errors) out.push(finding(CHECK, e.path, e.pointer, 'error', 'INVALID_LIST', e.message));
  const pathOf = new Map(parsed.lists.map((l) => [l.id, l.path]));
  for (const list of parsed.lists) {
    list.destinations.forEach((d, i) => {
      if (!ref.isTerritory(d)) out.push(finding(CHECK, list.path, `/destinations/${i}`, 'error', 'UNKNOWN_TERRITORY', `${JSON.stringify(d)} is not an ISO 3166-1 alpha-3 territory code in the reference data.`));
    });
    list.entries.forEach((e, i) => e.nationalities.forEach((n, j) => {
      if (!ref.isTerritory(n)) out.push(finding(CHECK, list.path, `/entries/${i}/nationalities/${j}`, 'error', 'UNKNOWN_PASSPORT', `${JSON.stringify(n)} is not an ISO 3166-1 alpha-3 passport code in the reference data.`));
    }));
  }
  const result = compareLists(parsed.lists, view.files.map((f) => ({ path: f.path, content: f.content })));
  for (const p of result.problems) {
    out.push(finding(CHECK, pathOf.get(p.list) ?? p.list, p.pointer, p.code === 'STALE_ACCEPTANCE' ? 'warning' : 'error', p.code, p.message));
  }
  for (const p of result.pairs) {
    if (p.status === 'UNRESOLVED') {
      out.push(finding(CHECK, pathOf.get(p.list) ?? p.list, p.pointer, 'error', 'UNRESOLVED_DISAGREEMENT',
        `${describePair(p)}. Add an override rule (rules/overrides, priority 20, slot visa) citing the official source, or accept the matrix answer in "accepted" with a comment.`));
    } else if (p.status === 'OVERRIDE_DISAGREES') {
      out.push(finding(CHECK, pathOf.get(p.list) ?? p.list, p.pointer, 'error', 'OVERRIDE_DISAGREES',
        `${describePair(p)}: the authored rule that answers contradicts the official list.`));
    }
  }
  return out;
}
