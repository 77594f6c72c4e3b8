// JSON:API error objects, and the translation of ajv errors into them: one error per problem,
// the pointer naming the exact field (for a missing property, the property's own pointer).
import type { ErrorObject } from './generated.js';
import type { AjvError } from './validators.js';

export type { ErrorObject };

/** At most this many errors in one document; a final TOO_MANY_ERRORS entry says more were found. */
export const MAX_ERRORS = 20;
const MAX_VALUE_CHARS = 40;
const MAX_KEY_CHARS = 64;

export function error(status: number, code: string, title: string, detail: string, pointer: string): ErrorObject {
  return { status: String(status), code, title, detail: clip(detail, 400), source: { pointer } };
}

/** Quotes a user value for a message without echoing huge input. */
export function quote(value: unknown): string {
  let s: string;
  try {
    s = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  } catch {
    s = Object.prototype.toString.call(value);
  }
  return clip(s, MAX_VALUE_CHARS);
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export function pointerJoin(base: string, key: string | number): string {
  return `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** Keeps the list within MAX_ERRORS, adding a note when it had to cut. */
export function bounded(errors: ErrorObject[]): ErrorObject[] {
  if (errors.length <= MAX_ERRORS) return errors;
  const kept = errors.slice(0, MAX_ERRORS);
  kept.push(error(400, 'TOO_MANY_ERRORS', 'Too many errors',
    `${errors.length - MAX_ERRORS} more error(s) not shown; fix these first.`, ''));
  return kept;
}

// Wrapper keywords only restate what their sub-errors already say.
const NOISE = new Set(['if', 'oneOf', 'anyOf', 'allOf', '$ref']);

export function fromAjv(errors: readonly AjvError[] | null | undefined, status = 400): ErrorObject[] {
  const out: ErrorObject[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (NOISE.has(e.keyword)) continue;
    const converted = convert(e, status);
    const key = `${converted.code}|${converted.source.pointer}`;
    if (seen.has(key)) continue; // oneOf branches can report the same field twice
    seen.add(key);
    out.push(converted);
  }
  return out;
}

function convert(e: AjvError, status: number): ErrorObject {
  const at = e.instancePath;
  const field = at === '' ? 'The document' : `\`${at.split('/').pop()}\``;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const name = String(p.missingProperty);
      return error(status, 'MISSING_FIELD', 'Missing field', `\`${name}\` is required here.`, pointerJoin(at, name));
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(p.additionalProperty ?? p.unevaluatedProperty);
      // A pointer to a huge key would echo the input: point at the object that holds it instead.
      if (name.length > MAX_KEY_CHARS) return error(status, 'UNKNOWN_FIELD', 'Unknown field', `This object has an unknown field whose name is ${name.length} characters long.`, at);
      return error(status, 'UNKNOWN_FIELD', 'Unknown field', `\`${name}\` is not a known field here.`, pointerJoin(at, name));
    }
    case 'type':
      return error(status, 'INVALID_TYPE', 'Invalid type', `${field} must be of type ${String(p.type)}.`, at);
    case 'const':
      return error(status, 'INVALID_VALUE', 'Invalid value', `${field} must be ${quote(p.allowedValue)}.`, at);
    case 'enum':
      return error(status, 'INVALID_VALUE', 'Invalid value',
        `${field} must be one of ${(p.allowedValues as unknown[]).map((v) => quote(v)).join(', ')}.`, at);
    case 'format':
    case 'pattern':
      return error(status, 'INVALID_FORMAT', 'Invalid format', formatDetail(field, e), at);
    case 'minItems':
      return error(status, p.limit === 1 ? 'EMPTY_LIST' : 'TOO_FEW_ITEMS', 'Too few items',
        `${field} must have at least ${String(p.limit)} item(s).`, at);
    case 'maxItems':
      return error(status, 'TOO_MANY_ITEMS', 'Too many items', `${field} must have at most ${String(p.limit)} item(s).`, at);
    case 'uniqueItems':
      return error(status, 'DUPLICATE_ITEM', 'Duplicate item',
        `${field} lists the same value twice (items ${String(p.j)} and ${String(p.i)}).`, pointerJoin(at, Number(p.i)));
    case 'minLength':
    case 'maxLength':
      return error(status, 'INVALID_LENGTH', 'Invalid length', `${field} ${e.message ?? 'has an invalid length'}.`, at);
    default:
      return error(status, 'INVALID_VALUE', 'Invalid value', `${field} ${e.message ?? 'is invalid'}.`, at);
  }
}

function formatDetail(field: string, e: AjvError): string {
  const p = e.params as Record<string, unknown>;
  const fmt = String(p.format ?? '');
  const pattern = String(p.pattern ?? '');
  if (fmt === 'date') return `${field} must be a real calendar date in the form YYYY-MM-DD.`;
  if (fmt === 'date-time') return `${field} must be an ISO 8601 timestamp.`;
  if (fmt === 'uri') return `${field} must be an absolute URI.`;
  if (fmt === 'uuid') return `${field} must be a UUID.`;
  const known: Record<string, string> = {
    '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'a time HH:MM from 00:00 to 23:59',
    '^[A-Z]{3}$': 'an ISO 3166-1 alpha-3 code (three upper-case letters)',
    '^([A-Z]{3}|[A-Z]{2}-[A-Z0-9]{1,3})$': 'an ISO 3166-1 alpha-3 territory code or an ISO 3166-2 region code',
    '^[A-Z0-9]{3}$': 'an IATA airport code (three upper-case letters or digits)',
    '^[a-z]{2}-[A-Z]{2}$': 'a locale of the form xx-XX, for example en-US',
  };
  return `${field} must be ${known[pattern] ?? `of the form ${clip(pattern, 60)}`}.`;
}
