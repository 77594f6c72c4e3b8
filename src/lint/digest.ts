// The ruleset's content digest (manifest.json `digest`): what a revision names. Trip ids are
// derived from the request and the ruleset revision, so a rule changed without a new revision
// would give different answers under the same ids; lint compares the stamped digest with the
// content and fails (STALE_DIGEST) until the revision is bumped and the digest stamped again.
//
// sha256 over the canonical JSON (RFC 8785 style: object keys sorted by UTF-16 code units, no
// whitespace, strings and numbers as JSON.stringify writes them) of
//   { "manifest": <manifest without $schema, revision and digest>, "files": [[path, content], ...] }
// with the files in manifest order. Parsed content, not bytes: re-indenting a file changes nothing,
// any change of a value, a key, a file or the manifest's order (rule order) changes the digest.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RulesetSource } from '../rules/source.js';
import { isObject, manifestFiles } from './walk.js';

/** Manifest fields that describe the stamp itself, not the content. */
const NOT_CONTENT = new Set(['$schema', 'revision', 'digest']);

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hex sha256 of the ruleset's content as defined above. */
export function rulesetDigest(source: RulesetSource): string {
  const manifest = isObject(source.manifest)
    ? Object.fromEntries(Object.entries(source.manifest).filter(([k]) => !NOT_CONTENT.has(k)))
    : source.manifest;
  const byPath = new Map(source.files.map((f) => [f.path, f.content]));
  const order = manifestFiles(source.manifest) ?? source.files.map((f) => f.path);
  const files = [...new Set(order)].map((path) => [path, byPath.has(path) ? byPath.get(path) : null]);
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ manifest, files }))));
}

/** The next revision by the project's convention: the trailing counter + 1 ("2026.11.23-3" -> "2026.11.23-4"). */
export function nextRevision(revision: string): string {
  const m = /^(.*-)([0-9]+)$/.exec(revision);
  return m ? `${m[1]}${Number(m[2]) + 1}` : `${revision}-2`;
}
