// The schema check every importer runs on the rule file it generates before writing it: one Ajv
// over schemas/, compiled once per run, and an error naming the file and each failing pointer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The validator of schemas/rule-file.schema.json (with every schema of `root`/schemas/ it refers to). */
export function ruleFileValidator(root: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const dir = join(root, 'schemas');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) ajv.addSchema(JSON.parse(readFileSync(join(dir, f), 'utf8')) as object);
  const v = ajv.getSchema('rule-file.schema.json');
  if (!v) throw new Error('schemas/rule-file.schema.json not found');
  return v;
}

/** Throws, naming `name` and every failing pointer, when `content` is not a valid rule file. */
export function assertRuleFile(validate: ValidateFunction, name: string, content: unknown): void {
  if (validate(content)) return;
  const problems = (validate.errors ?? []).map((e) => `  ${e.instancePath || '/'} ${e.message ?? ''}`).join('\n');
  throw new Error(`${name} does not validate against rule-file.schema.json:\n${problems}`);
}
