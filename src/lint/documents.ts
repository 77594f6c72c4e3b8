// documentTypes are a closed set (schemas/common.schema.json RuleDocumentType, documented in
// rules/README.md "Document types"): ETA and E_VISA decide the rank of a visa answer
// (src/rules/favourable.ts rankOf), so a typo such as EVISA would silently turn an e-visa into an
// embassy visa. Also: a travel authorisation answering the visa slot without ETA ranks as a visa.
import { schemas } from '../schema/generated.js';
import { finding, type Finding } from './model.js';
import { allRecords, allRules, closest, type RulesetView } from './walk.js';

const CHECK = 'documents';

/** The closed set, read from the schema (one source of truth). */
export const DOCUMENT_TYPES: readonly string[] = schemas['common.schema.json'].$defs.RuleDocumentType.enum;
const KNOWN = new Set(DOCUMENT_TYPES);

/** The message for a value outside the set, shared with the loader (src/rules/load.ts). */
export function unknownDocumentType(value: unknown): string {
  const hint = typeof value === 'string' ? closest(value, DOCUMENT_TYPES) : undefined;
  return `${JSON.stringify(value)} is not a document type${hint ? `: did you mean ${JSON.stringify(hint)}?` : '.'} ` +
    'The set is closed because ETA and E_VISA decide the kind of answer; see rules/README.md, "Document types".';
}

export function isDocumentType(value: unknown): boolean {
  return typeof value === 'string' && KNOWN.has(value);
}

export function checkDocuments(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  for (const r of allRecords(view)) {
    const docs = r.raw.documentTypes;
    if (!Array.isArray(docs)) continue;
    docs.forEach((d: unknown, i) => {
      if (!isDocumentType(d)) out.push(finding(CHECK, r.file, `${r.pointer}/documentTypes/${i}`, 'error', 'UNKNOWN_DOCUMENT_TYPE', unknownDocumentType(d)));
    });
  }
  // A record shown in slot "visa" ranks as an ETA only with ETA among its documentTypes.
  const byId = new Map(allRecords(view).filter((r) => r.id !== undefined).map((r) => [r.id!, r]));
  const warned = new Set<string>();
  for (const rule of allRules(view)) {
    if (rule.event.slot !== 'visa' || rule.event.id === undefined || warned.has(rule.event.id)) continue;
    const rec = byId.get(rule.event.id);
    const docs = Array.isArray(rec?.raw.documentTypes) ? (rec!.raw.documentTypes as unknown[]) : [];
    const enforcement = rule.event.enforcement ?? rec?.raw.enforcement;
    if (!rec || enforcement === 'NOT_REQUIRED' || !docs.includes('TRAVEL_AUTHORISATION') || docs.includes('ETA') || docs.includes('E_VISA')) continue;
    warned.add(rule.event.id);
    out.push(finding(CHECK, rec.file, `${rec.pointer}/documentTypes`, 'warning', 'AUTHORISATION_RANKS_AS_VISA',
      `${rec.id} answers slot "visa" (rule ${rule.id ?? '?'}) with TRAVEL_AUTHORISATION but without ETA, so it ranks as an embassy visa when several passports are compared; add "ETA" if it is an electronic travel authorisation.`));
  }
  return out;
}
