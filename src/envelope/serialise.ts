// JSON of response documents, byte for byte what JSON.stringify writes, but without serialising
// the included records again for every trip: a localized record is one shared object per locale
// (src/text/texts.ts), and its JSON is most of a response's bytes. Its text (and its UTF-8, for
// callers that write bytes) is kept with it.

interface Kept { json?: string; utf8?: Uint8Array }
const shared = new WeakMap<object, Kept>();
const encoder = new TextEncoder();

/** Marks a record as shared and never mutated, so its JSON may be kept (computed on first use). */
export function shareRecord<T extends object>(record: T): T {
  shared.set(record, {});
  return record;
}

function recordJson(record: unknown): string {
  const kept = record !== null && typeof record === 'object' ? shared.get(record) : undefined;
  if (kept?.json !== undefined) return kept.json;
  const json = JSON.stringify(record) ?? 'null';
  if (kept) kept.json = json;
  return json;
}

function recordUtf8(record: unknown): Uint8Array {
  const kept = record !== null && typeof record === 'object' ? shared.get(record) : undefined;
  if (kept?.utf8 !== undefined) return kept.utf8;
  const utf8 = encoder.encode(kept?.json ?? JSON.stringify(record) ?? 'null');
  if (kept) kept.utf8 = utf8;
  return utf8;
}

/**
 * The document without `included`, as JSON up to where the records go ('{...,"included":['), when
 * `included` is its last member and nothing in the way calls toJSON; otherwise undefined.
 */
function split(document: object): { head: string; records: readonly unknown[] } | undefined {
  const keys = Object.keys(document);
  const included = (document as { included?: unknown }).included;
  if (keys[keys.length - 1] !== 'included' || !Array.isArray(included) || typeof (document as { toJSON?: unknown }).toJSON === 'function') return undefined;
  for (const record of included as unknown[]) {
    // toJSON would be called with the index as its key: leave such documents to JSON.stringify.
    if (record !== null && typeof record === 'object' && typeof (record as { toJSON?: unknown }).toJSON === 'function') return undefined;
  }
  // Member by member, as JSON.stringify would write them (a copy without `included` cost more).
  let head = '{';
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i]!;
    const value: unknown = (document as Record<string, unknown>)[key];
    // toJSON is called with the member's key inside a document, with '' on its own: leave it to JSON.stringify.
    if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
    // A shared member (the per-locale meta) has its JSON kept; undefined for what JSON.stringify skips.
    const json = (value !== null && typeof value === 'object' && shared.has(value) ? recordJson(value) : JSON.stringify(value)) as string | undefined;
    if (json !== undefined) head += `${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return { head: `${head}${head.length > 1 ? ',' : ''}"included":[`, records: included };
}

/** JSON.stringify(document), the same text; faster when `included` is its last member. */
export function serialise(document: object): string {
  const parts = split(document);
  if (!parts) return JSON.stringify(document);
  let s = parts.head;
  for (let i = 0; i < parts.records.length; i++) s += (i ? ',' : '') + recordJson(parts.records[i]);
  return `${s}]}`;
}

const COMMA = encoder.encode(',');
const CLOSE = encoder.encode(']}');

/** A growable UTF-8 byte buffer, reused across calls so that writing responses allocates little. */
export class Utf8Sink {
  private bytes = new Uint8Array(1 << 16);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  text(s: string): void {
    this.room(s.length * 3); // UTF-8 takes at most 3 bytes per UTF-16 code unit
    this.length += encoder.encodeInto(s, this.bytes.subarray(this.length)).written;
  }

  raw(b: Uint8Array): void {
    this.room(b.length);
    this.bytes.set(b, this.length);
    this.length += b.length;
  }

  /** What was written so far, without a copy: valid until the next write or clear(). */
  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  clear(): void {
    this.length = 0;
  }

  /** A copy of what was written, leaving the sink empty (and its memory for the next use). */
  take(): Uint8Array {
    const out = this.bytes.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

/**
 * Writes the UTF-8 of serialise(document) to `sink`. Encoding a response's text costs about as much
 * as building it; kept records are encoded once, so only the rest of the document is encoded per call.
 */
export function serialiseUtf8Into(document: object, sink: Utf8Sink): void {
  const parts = split(document);
  if (!parts) {
    sink.text(JSON.stringify(document));
    return;
  }
  sink.text(parts.head);
  for (let i = 0; i < parts.records.length; i++) {
    if (i) sink.raw(COMMA);
    sink.raw(recordUtf8(parts.records[i]));
  }
  sink.raw(CLOSE);
}

/** One sink for the calls without their own: serialiseUtf8 is synchronous and hands out a copy. */
let scratch: Utf8Sink | undefined;

/** The UTF-8 of serialise(document). */
export function serialiseUtf8(document: object, sink?: Utf8Sink): Uint8Array {
  let into = sink;
  if (!into) {
    into = scratch ??= new Utf8Sink();
    into.clear(); // left over when a getter threw half-way
  }
  serialiseUtf8Into(document, into);
  return into.take();
}
