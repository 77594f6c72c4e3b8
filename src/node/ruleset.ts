// Reads a ruleset directory (manifest.json + the files it lists) into a RulesetSource.
// Unreadable or unparsable files become load errors naming the file (invalid JSON with its line
// and column: `file:line:column` in the detail), never a throw. A rule file in the directory that
// the manifest does not list is an error too (it would silently never load); tests/ and lists/
// hold rule tests and official lists, not rule files, and are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeJsonProblem, parseJson } from '../lint/json.js';
import { LISTS_DIR, TESTS_DIR } from '../lint/manifest.js';
import { error, type ErrorObject } from '../schema/errors.js';
import type { RulesetSource } from '../rules/source.js';
import { BUNDLED_RULES } from './paths.js';

export type ReadResult = { ok: true; source: RulesetSource } | { ok: false; errors: ErrorObject[] };

function fileError(file: string, code: string, title: string, detail: string, pointer = ''): ErrorObject {
  const e = error(500, code, title, detail, pointer);
  e.source.file = file;
  return e;
}

/**
 * Reads and parses one JSON file; `label` is the path shown in errors (relative to its root).
 * `seen`, when given, is handed the file's bytes with the value parsed from them.
 */
export function readJsonFile(abs: string, label: string, seen?: BytesSeen): { ok: true; value: unknown } | { ok: false; error: ErrorObject } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch (cause) {
    return { ok: false, error: fileError(label, 'UNREADABLE_FILE', 'Unreadable file', cause instanceof Error ? cause.message : String(cause)) };
  }
  const parsed = parseJson(bytes.toString('utf8'));
  if (!parsed.ok) return { ok: false, error: fileError(label, 'INVALID_JSON', 'Invalid JSON', describeJsonProblem(label, parsed.problem)) };
  seen?.(bytes, parsed.value);
  return parsed;
}

/** Every *.json under dir except manifest.json, tests/ and lists/, "/"-separated and sorted. */
export function ruleFilesOnDisk(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (`${rel}/` !== TESTS_DIR && `${rel}/` !== LISTS_DIR) out.push(...ruleFilesOnDisk(dir, rel));
    } else if (entry.name.endsWith('.json') && rel !== 'manifest.json') out.push(rel);
  }
  return out.sort();
}

/** Called with each rule file's bytes and the value parsed from them. */
export type BytesSeen = (bytes: Uint8Array, value: unknown) => void;

export function readRuleset(dir: string = BUNDLED_RULES): ReadResult {
  return readRulesetSeeing(dir);
}

/** readRuleset, handing `seen` each parsed rule file's bytes (createTravelRequirements checks them against the build-time stamp). */
export function readRulesetSeeing(dir: string = BUNDLED_RULES, seen?: BytesSeen): ReadResult {
  const manifest = readJsonFile(join(dir, 'manifest.json'), 'manifest.json');
  if (!manifest.ok) return { ok: false, errors: [manifest.error] };
  const m = manifest.value;
  const listed = m !== null && typeof m === 'object' && !Array.isArray(m) && Array.isArray((m as { files?: unknown }).files) ? (m as { files: unknown[] }).files : [];
  const paths = listed.filter((f): f is string => typeof f === 'string');
  const errors: ErrorObject[] = [];
  const files = [];
  for (const path of paths) {
    const r = readJsonFile(join(dir, path), path, seen);
    if (r.ok) files.push({ path, content: r.value });
    else errors.push(r.error);
  }
  const known = new Set(paths);
  for (const path of ruleFilesOnDisk(dir)) {
    if (!known.has(path)) {
      errors.push(fileError(path, 'UNLISTED_FILE', 'Unlisted rule file',
        `${path} is in the ruleset directory but not listed in manifest.json, so its rules would silently never apply: list it in "files" or move it out of the directory.`));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, source: { manifest: manifest.value, files } };
}
