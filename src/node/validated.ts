// The build-time stamp of the bundled rule files (src/node/rules-stamp.ts, written by
// scripts/build-rules-stamp.ts): the SHA-256 of the bytes of every rule file that passed the
// rule-file schema, with the validator it passed. A file read now with the same bytes parses to the
// same value, which the same validator judges the same way, so createTravelRequirements marks it
// (src/rules/checked.ts) and loading skips the validator for it. Any file whose bytes are not
// stamped (an edit, a rule file of one's own), or a stamp of another validator, is validated as before.
import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import { markSchemaChecked } from '../rules/checked.js';
import { currentSchemasFingerprint } from '../schema/validators.js';
import { RULES_STAMP } from './rules-stamp.js';
import type { BytesSeen } from './ruleset.js';

const require = createRequire(import.meta.url);

/** What a verdict depends on besides the file: the schemas and the versions of ajv and its formats. */
export function validatorIdentity(): string {
  const version = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;
  return `schemas ${currentSchemasFingerprint()}, ajv ${version('ajv')}, ajv-formats ${version('ajv-formats')}`;
}

export const sha256Hex = (bytes: Uint8Array): string => hash('sha256', bytes, 'hex');

/**
 * A BytesSeen that marks the values of stamped bytes as schema-checked; undefined (nothing to
 * skip, no hashing) when the stamp was made with another validator.
 */
export function stampMarker(stamp: { validator: string; sha256: readonly string[] } = RULES_STAMP): BytesSeen | undefined {
  if (stamp.validator !== validatorIdentity()) return undefined;
  const stamped = new Set(stamp.sha256);
  const fingerprint = currentSchemasFingerprint();
  return (bytes, value) => {
    if (stamped.has(sha256Hex(bytes))) markSchemaChecked(value, fingerprint);
  };
}
