// JSON of response documents, byte for byte what JSON.stringify writes, but without serialising
// the included records again for every trip: a localized record is one shared object per locale
// (src/text/texts.ts), and its JSON is most of a response's bytes. Its text is kept with it.

const shared = new WeakMap<object, string | null>();

/** Marks a record as shared and never mutated, so its JSON may be kept (computed on first use). */
export function shareRecord<T extends object>(record: T): T {
  shared.set(record, null);
  return record;
}

function recordJson(record: unknown): string {
  if (record === null || typeof record !== 'object') return JSON.stringify(record) ?? 'null';
  const kept = shared.get(record);
  if (kept) return kept;
  const json = JSON.stringify(record) ?? 'null';
  if (kept === null) shared.set(record, json);
  return json;
}

/** JSON.stringify(document), the same bytes; faster when `included` is its last member. */
export function serialise(document: object): string {
  const keys = Object.keys(document);
  const included = (document as { included?: unknown }).included;
  if (keys[keys.length - 1] !== 'included' || !Array.isArray(included) || typeof (document as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.stringify(document);
  }
  const rest: Record<string, unknown> = { ...document };
  delete rest.included;
  const head = JSON.stringify(rest);
  let tail = '';
  for (let i = 0; i < included.length; i++) {
    const record: unknown = included[i];
    // toJSON would be called with the index as its key: leave such documents to JSON.stringify.
    if (record !== null && typeof record === 'object' && typeof (record as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(document);
    tail += (i ? ',' : '') + recordJson(record);
  }
  return `${head.length > 2 ? `${head.slice(0, -1)},` : '{'}"included":[${tail}]}`;
}
