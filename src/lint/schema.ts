// Schema violations: rules/manifest.json against schemas/ruleset-manifest.schema.json and every
// rule file against schemas/rule-file.schema.json, one finding per problem.
import { fromAjv } from '../schema/errors.js';
import type { AjvError, Validators } from '../schema/validators.js';
import { finding, type Finding } from './model.js';
import { isObject, resolvePointer, type RulesetView } from './walk.js';

const CHECK = 'schema';
// Each branch of a condition: the key that selects it and the keys it allows.
const BRANCHES: ReadonlyArray<{ key: string; required: readonly string[]; allowed: readonly string[] }> = [
  { key: 'all', required: ['all'], allowed: ['all', 'name'] },
  { key: 'any', required: ['any'], allowed: ['any', 'name'] },
  { key: 'not', required: ['not'], allowed: ['not', 'name'] },
  { key: 'fact', required: ['fact', 'operator', 'value'], allowed: ['fact', 'operator', 'value', 'path', 'name'] },
];
const CONDITION_PATH = /^\/rules\/\d+\/conditions(?:\/(?:all|any)\/\d+|\/not)*$/;

export function checkSchema(view: RulesetView, validators: Validators): Finding[] {
  const out: Finding[] = [];
  const manifest = validators.get('ruleset-manifest.schema.json');
  if (!manifest(view.manifest)) {
    for (const e of fromAjv(manifest.errors, 500)) out.push(finding(CHECK, 'manifest.json', e.source.pointer ?? '', 'error', e.code, e.detail));
  }
  const file = validators.get('rule-file.schema.json');
  for (const f of view.files) {
    if (file(f.content)) continue;
    const { kept, shapeless } = conditionBranch(f.content, file.errors ?? []);
    for (const e of fromAjv(kept, 500)) out.push(finding(CHECK, f.path, e.source.pointer ?? '', 'error', e.code, e.detail));
    for (const pointer of shapeless) {
      out.push(finding(CHECK, f.path, pointer, 'error', 'INVALID_CONDITION', 'A condition needs one of `all`, `any`, `not` or `fact`.'));
    }
  }
  return out;
}

/**
 * A condition is oneOf all/any/not/leaf, so ajv reports every branch's complaints ("`all` is
 * required", "`fact` is not a known field", ...). ajv's schemaPath does not say which branch
 * (refs compile separately), so judge by the object's own keys: keep only what the branch it
 * chose says; an object with none of the keys gets one clear error instead.
 */
function conditionBranch(content: unknown, errors: readonly AjvError[]): { kept: AjvError[]; shapeless: Set<string> } {
  const kept: AjvError[] = [];
  const shapeless = new Set<string>();
  for (const e of errors) {
    const target = CONDITION_PATH.test(e.instancePath) ? resolvePointer(content, e.instancePath) : undefined;
    if (!isObject(target) || (e.keyword !== 'required' && e.keyword !== 'additionalProperties')) {
      kept.push(e);
      continue;
    }
    const branch = BRANCHES.find((b) => b.key in target);
    if (!branch) {
      shapeless.add(e.instancePath);
      continue;
    }
    const p = e.params as { missingProperty?: string; additionalProperty?: string };
    if (e.keyword === 'required' ? branch.required.includes(p.missingProperty ?? '') : !branch.allowed.includes(p.additionalProperty ?? '')) kept.push(e);
  }
  return { kept, shapeless };
}
