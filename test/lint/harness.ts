// Loads the lint fixture (test/fixtures/lint/{ruleset,locales}) into memory, applies a case's
// edits (JSON-pointer set/remove/push) and builds the values lint() takes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReference } from '../../src/reference/index.js';
import { loadReferenceData } from '../../src/node/reference.js';
import { rulesetDigest } from '../../src/lint/digest.js';
import type { CodeLookup, LintInput } from '../../src/lint/model.js';
import type { LocaleResources } from '../../src/rules/source.js';

export const FIXTURE = fileURLToPath(new URL('../fixtures/lint/', import.meta.url));

export interface Edit { op: 'set' | 'remove' | 'push'; file: string; pointer: string; value?: unknown }
export interface Expected { root?: 'rules' | 'locales'; file: string; pointer: string; code: string; severity?: 'error' | 'warning'; message?: string }
/** stamp (default true): after the edits, the manifest digest is stamped again, so a case sees only its own check's findings. */
export interface LintCase { name: string; edits: Edit[]; expect: Expected[]; exact?: boolean; stamp?: boolean }
export interface CaseFile { check: string; description: string; cases: LintCase[] }

let reference: CodeLookup | undefined;
export const codes = (): CodeLookup => (reference ??= createReference(loadReferenceData(['en'])));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

/** fixture-relative path ("ruleset/entry/gbr.json") -> parsed JSON */
export function loadFixture(): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const root of ['ruleset', 'locales']) {
    for (const abs of walk(join(FIXTURE, root))) files.set(relative(FIXTURE, abs).split('\\').join('/'), JSON.parse(readFileSync(abs, 'utf8')));
  }
  return files;
}

export function caseFiles(): CaseFile[] {
  const dir = join(FIXTURE, 'cases');
  return readdirSync(dir).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaseFile);
}

const keyOf = (raw: string): string => raw.replace(/~1/g, '/').replace(/~0/g, '~');

export function applyEdit(files: Map<string, unknown>, e: Edit): void {
  if (e.pointer === '') {
    if (e.op === 'remove') files.delete(e.file);
    else files.set(e.file, structuredClone(e.value));
    return;
  }
  const parts = e.pointer.slice(1).split('/').map(keyOf);
  const last = parts.pop()!;
  let node = files.get(e.file) as Record<string, unknown> | unknown[];
  for (const p of parts) node = (Array.isArray(node) ? node[Number(p)] : node[p]) as Record<string, unknown> | unknown[];
  if (e.op === 'push') {
    const list = (Array.isArray(node) ? node[Number(last)] : node[last]) as unknown[];
    list.push(structuredClone(e.value));
  } else if (Array.isArray(node)) {
    if (e.op === 'remove') node.splice(Number(last), 1);
    else node[Number(last)] = structuredClone(e.value);
  } else if (e.op === 'remove') delete node[last];
  else node[last] = structuredClone(e.value);
}

export function lintInput(files: Map<string, unknown>): LintInput {
  const manifest = files.get('ruleset/manifest.json');
  const rulePaths = [...files.keys()].filter((p) => p.startsWith('ruleset/')).map((p) => p.slice('ruleset/'.length));
  const listed = (manifest as { files?: string[] } | undefined)?.files ?? [];
  const locales: LocaleResources = {};
  for (const [path, content] of files) {
    const m = /^locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (m) (locales[m[1]!] ??= {})[m[2]!] = content as Record<string, unknown>;
  }
  return {
    source: { manifest, files: listed.filter((p) => files.has(`ruleset/${p}`)).map((p) => ({ path: p, content: files.get(`ruleset/${p}`) })) },
    reference: codes(),
    locales,
    directory: rulePaths.sort(),
    lists: rulePaths.filter((p) => p.startsWith('lists/')).map((p) => ({ path: p, content: files.get(`ruleset/${p}`) })),
  };
}

/** Stamps the fixture manifest's digest for its current revision and content (what the import script does for rules/). */
export function stamp(files: Map<string, unknown>): void {
  const manifest = files.get('ruleset/manifest.json') as Record<string, unknown> | undefined;
  if (!manifest || typeof manifest.revision !== 'string' || typeof manifest.digest !== 'object') return;
  manifest.digest = { revision: manifest.revision, sha256: rulesetDigest(lintInput(files).source) };
}
