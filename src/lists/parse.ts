// Validates list files against schemas/official-list.schema.json and returns the valid ones.
import type { SchemaFile } from '../schema/generated.js';
import { createValidators, type AjvError, type Validators } from '../schema/validators.js';
import type { ListFile, OfficialList } from './model.js';

export const LIST_SCHEMA = 'official-list.schema.json';

export interface ListError {
  path: string;
  pointer: string;
  message: string;
}

export interface ParsedLists {
  lists: (OfficialList & { path: string })[];
  errors: ListError[];
}

export function parseLists(files: readonly ListFile[], validators: Validators = createValidators()): ParsedLists {
  const validate = validators.get(LIST_SCHEMA as SchemaFile);
  const lists: ParsedLists['lists'] = [];
  const errors: ListError[] = [];
  const ids = new Map<string, string>();
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!validate(f.content)) {
      for (const e of (validate.errors ?? []) as AjvError[]) {
        const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : '';
        errors.push({ path: f.path, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra}` });
      }
      continue;
    }
    const list = f.content as OfficialList;
    const expected = f.path.replace(/^.*\//, '').replace(/\.json$/, '');
    if (list.id !== expected) errors.push({ path: f.path, pointer: '/id', message: `id ${JSON.stringify(list.id)} must be the file name ${JSON.stringify(expected)}.` });
    const other = ids.get(list.id);
    if (other) errors.push({ path: f.path, pointer: '/id', message: `id ${JSON.stringify(list.id)} is also the id of ${other}.` });
    ids.set(list.id, f.path);
    list.entries.forEach((e, i) => {
      if (e.from && e.until && e.from > e.until) errors.push({ path: f.path, pointer: `/entries/${i}/until`, message: `until ${e.until} is before from ${e.from}.` });
    });
    lists.push({ ...list, path: f.path });
  }
  return { lists, errors };
}
