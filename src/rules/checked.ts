// Rule-file contents already known to pass schemas/rule-file.schema.json, so loading need not run
// the validator on them again (about a third of the cold start on the bundled ruleset).
// Only the Node entry marks contents, right after parsing bytes whose SHA-256 a build-time stamp
// lists as validated (src/node/rules-stamp.ts); loadRuleset trusts a mark only for the schemas it
// was made under. The marks are module-private: values a caller passes in are never marked, so
// they are always validated. Pure: a WeakSet per schemas fingerprint, nothing else.

const marks = new Map<string, WeakSet<object>>();

/** Records that `content` passed the rule-file schema of the schemas with this fingerprint. */
export function markSchemaChecked(content: unknown, fingerprint: string): void {
  if (content === null || typeof content !== 'object') return;
  let set = marks.get(fingerprint);
  if (!set) marks.set(fingerprint, (set = new WeakSet()));
  set.add(content);
}

/** True when `content` was marked for the schemas with this fingerprint. */
export function isSchemaChecked(content: unknown, fingerprint: string): boolean {
  return content !== null && typeof content === 'object' && marks.get(fingerprint)?.has(content) === true;
}
