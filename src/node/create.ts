// createTravelRequirements for Node: the core, with bundled ruleset, locales and reference data
// unless the caller passes their own values.
import { createTravelRequirementsCore, RulesetError, type CoreOptions, type TravelRequirements } from '../service.js';
import { hash } from 'node:crypto';
import { readLocales } from './locales.js';
import { loadReferenceData } from './reference.js';
import { readRulesetSeeing } from './ruleset.js';
import { stampMarker } from './validated.js';

export function createTravelRequirements(options: Partial<CoreOptions> & { rulesDir?: string } = {}): TravelRequirements {
  let ruleset = options.ruleset;
  if (!ruleset) {
    // Files byte-identical to stamped ones skip the schema validator at load (validated.ts).
    const read = readRulesetSeeing(options.rulesDir, stampMarker());
    if (!read.ok) {
      throw new RulesetError({ meta: { copyright: '', version: '3.0.0' }, errors: read.errors as [typeof read.errors[number], ...typeof read.errors] });
    }
    ruleset = read.source;
  }
  const locales = options.locales ?? readLocales();
  return createTravelRequirementsCore({
    ruleset,
    locales,
    referenceData: options.referenceData ?? loadReferenceData(languagesOf(Object.keys(locales))),
    sha1: options.sha1 ?? nodeSha1,
  });
}

// node:crypto's one-shot hash() (Node >= 20.12; package.json's engines ask for 20.19): the core's digest, natively.
const nodeSha1 = (bytes: Uint8Array): Uint8Array => hash('sha1', bytes, 'buffer');

function languagesOf(locales: string[]): string[] {
  return [...new Set(['en', ...locales.map((l) => l.slice(0, 2))])];
}
