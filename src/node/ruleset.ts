// Reads a ruleset directory (manifest.json + the files it lists) into a RulesetSource.
// Unreadable or unparsable files become load errors naming the file, never a throw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { error, type ErrorObject } from '../schema/errors.js';
import type { RulesetSource } from '../rules/source.js';
import { BUNDLED_RULES } from './paths.js';

export type ReadResult = { ok: true; source: RulesetSource } | { ok: false; errors: ErrorObject[] };

function readJson(dir: string, path: string): { ok: true; value: unknown } | { ok: false; error: ErrorObject } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown };
  } catch (cause) {
    const e = error(500, cause instanceof SyntaxError ? 'INVALID_JSON' : 'UNREADABLE_FILE', cause instanceof SyntaxError ? 'Invalid JSON' : 'Unreadable file',
      cause instanceof Error ? cause.message : String(cause), '');
    e.source.file = path;
    return { ok: false, error: e };
  }
}

export function readRuleset(dir: string = BUNDLED_RULES): ReadResult {
  const manifest = readJson(dir, 'manifest.json');
  if (!manifest.ok) return { ok: false, errors: [manifest.error] };
  const m = manifest.value as { files?: unknown };
  const paths = Array.isArray(m.files) ? m.files.filter((f): f is string => typeof f === 'string') : [];
  const errors: ErrorObject[] = [];
  const files = [];
  for (const path of paths) {
    const r = readJson(dir, path);
    if (r.ok) files.push({ path, content: r.value });
    else errors.push(r.error);
  }
  return errors.length ? { ok: false, errors } : { ok: true, source: { manifest: manifest.value, files } };
}
