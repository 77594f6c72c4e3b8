// What every importer does with the rule files it generates: the schema check before writing (one
// Ajv over schemas/, compiled once per run, and an error naming the file and each failing pointer),
// the committed JSON layout, a write only when the text changed (so an unchanged import leaves
// mtimes and `git status` alone), and the `--data` / `--out` options of its command line.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The layout of every generated file: two-space JSON and a final newline. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Checks `content` against the rule-file schema and writes it to `outDir`/`rel` (creating the
 * folder) unless the file already holds that text. Returns the path.
 */
export function writeRuleFile(validate: ValidateFunction, outDir: string, rel: string, content: unknown): string {
  assertRuleFile(validate, rel, content);
  const path = join(outDir, rel);
  const text = toJson(content);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return path;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** The value after `name` in an importer's arguments (`--data FILE`, `--out DIR`), if given. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
