// Every rule file says where its content comes from (provenance.kind, one closed set shared by the
// schema, this check, coverage and rules/README.md):
//   generated      written by a script: generatedBy, dataset and datasetDate (re-run it, never edit);
//   hand-authored  written by a person: notes say where each fact comes from and when it was read;
//   example        placeholder data for test fixtures and documentation, never a shipped answer:
//                  a warning here, so a ruleset that must lint clean with --strict (and the bundled
//                  one, which test/lint/bundled.test.ts requires free of warnings) cannot ship it.
import { finding, type Finding } from './model.js';
import { isObject, type RulesetView } from './walk.js';

const CHECK = 'provenance';

/** The fields each kind must fill, with what they are for. */
export const PROVENANCE_KINDS = {
  generated: ['generatedBy', 'dataset', 'datasetDate'],
  'hand-authored': ['notes'],
  example: [],
} as const satisfies Record<string, readonly string[]>;

export function checkProvenance(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  for (const f of view.files) {
    const provenance = isObject(f.content) ? f.content.provenance : undefined;
    // A missing or unknown kind is a schema error already.
    if (!isObject(provenance) || typeof provenance.kind !== 'string' || !(provenance.kind in PROVENANCE_KINDS)) continue;
    const kind = provenance.kind as keyof typeof PROVENANCE_KINDS;
    if (kind === 'example') {
      out.push(finding(CHECK, f.path, '/provenance/kind', 'warning', 'EXAMPLE_PROVENANCE',
        'This file is example data (placeholders, not a researched requirement): fine for fixtures and walkthroughs, never for a ruleset that answers travellers. A real rule is "hand-authored" with notes saying where each fact comes from.'));
      continue;
    }
    const missing = PROVENANCE_KINDS[kind].filter((field) => typeof provenance[field] !== 'string' || (provenance[field] as string).trim() === '');
    if (missing.length) {
      out.push(finding(CHECK, f.path, '/provenance', 'error', 'INCOMPLETE_PROVENANCE',
        kind === 'generated'
          ? `A generated file names the script that wrote it, its dataset and the dataset's date: missing ${missing.join(', ')}.`
          : 'A hand-authored file says in provenance.notes where each fact comes from and when it was read (the official page, or a stored copy of it): notes are missing.'));
    }
  }
  return out;
}
