// Query-string handling shared by the GET operations (procedures, places): one value per
// parameter, unknown names rejected, values validated into typed filters. Every problem becomes
// a JSON:API error naming the parameter in source.parameter. Pure: no URL or clock access.
import { quote, type ErrorObject } from '../schema/errors.js';

/** What an operation accepts as its query: URLSearchParams, or a plain object (arrays = repeats). */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** One documented query parameter: drives validation messages and the OpenAPI document. */
export interface ParameterSpec {
  name: string;
  description: string;
  /** JSON Schema of the raw string value, for the OpenAPI document. */
  schema: Record<string, unknown>;
  required?: boolean;
}

/** Longest accepted value: no legitimate filter comes near it, and it bounds work per request. */
export const MAX_VALUE_LENGTH = 2000;
/** Most values in one comma-separated list. */
export const MAX_LIST_ITEMS = 50;
const MAX_NAME_CHARS = 100;

export function paramError(status: number, code: string, title: string, detail: string, parameter: string): ErrorObject {
  const clipped = parameter.length > MAX_NAME_CHARS ? `${parameter.slice(0, MAX_NAME_CHARS - 1)}…` : parameter;
  return { status: String(status), code, title, detail: detail.length > 400 ? `${detail.slice(0, 399)}…` : detail, source: { parameter: clipped } };
}

export function invalid(parameter: string, detail: string): ErrorObject {
  return paramError(400, 'INVALID_PARAMETER', 'Invalid parameter', detail, parameter);
}

export type Read = { ok: true; values: Map<string, string> } | { ok: false; errors: ErrorObject[] };

/** Most parameters read from one query: the operations document fewer than 20. */
export const MAX_PARAMETERS = 100;

/** Collects the query into name -> value, rejecting unknown names, repeats, oversized values and values that are not text. */
export function readQuery(input: QueryInput | undefined, allowed: ReadonlySet<string>): Read {
  const values = new Map<string, string>();
  const read = entries(input);
  if (!Array.isArray(read)) return { ok: false, errors: [read] };
  const errors: ErrorObject[] = [];
  const seen = new Set<string>();
  for (const [name, value] of read) {
    if (!allowed.has(name)) {
      if (!seen.has(name)) errors.push(paramError(400, 'UNKNOWN_PARAMETER', 'Unknown parameter', `${quote(name)} is not a parameter of this operation.`, wellFormed(name) ? name : '(not Unicode)'));
    } else if (values.has(name)) {
      if (!seen.has(name)) errors.push(paramError(400, 'DUPLICATE_PARAMETER', 'Duplicate parameter', `${name} is given more than once; give it once (lists are comma-separated).`, name));
    } else if (typeof value !== 'string') {
      errors.push(invalid(name, `${name} must be text (a string), got ${value === null ? 'null' : typeof value}.`));
    } else if (value.length > MAX_VALUE_LENGTH) {
      errors.push(paramError(400, 'INVALID_LENGTH', 'Value too long', `${name} is longer than ${MAX_VALUE_LENGTH} characters.`, name));
    } else if (!wellFormed(value)) {
      errors.push(invalid(name, `${name} is not well-formed Unicode text (a lone surrogate).`));
    } else {
      values.set(name, value);
      continue;
    }
    seen.add(name);
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

/** No lone surrogate: such text cannot be encoded (encodeURIComponent throws on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string): boolean => !LONE_SURROGATE.test(s);

/**
 * The query's (name, value) pairs, or the error for a query that is not one: a library caller may
 * pass any value, and gets a 400 for anything but URLSearchParams or a plain object of strings
 * (arrays of strings for repeats). Values that are not strings come back as they are (readQuery
 * reports them); at most MAX_PARAMETERS pairs are read.
 */
function entries(input: unknown): Array<[string, unknown]> | ErrorObject {
  const notAQuery = paramError(400, 'INVALID_QUERY', 'Invalid query', 'The query must be URLSearchParams or an object of parameter names to strings (an array of strings for a repeated parameter).', '');
  if (input === undefined) return [];
  const out: Array<[string, unknown]> = [];
  try {
    if (input instanceof URLSearchParams) {
      for (const pair of input) {
        if (out.length >= MAX_PARAMETERS) return tooMany();
        out.push(pair);
      }
      return out;
    }
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return notAQuery;
    for (const name of Object.keys(input)) {
      const value = (input as Record<string, unknown>)[name];
      if (value === undefined) continue;
      if (Array.isArray(value)) {
        if (out.length + value.length > MAX_PARAMETERS) return tooMany();
        for (const v of value as unknown[]) out.push([name, v]);
      } else {
        if (out.length >= MAX_PARAMETERS) return tooMany();
        out.push([name, value]);
      }
    }
  } catch {
    return notAQuery; // a getter or proxy that throws
  }
  return out;
}

function tooMany(): ErrorObject {
  return paramError(400, 'TOO_MANY_PARAMETERS', 'Too many parameters', `The query has more than ${MAX_PARAMETERS} parameters.`, '');
}

/** "a, b,,c" -> ["a","b","c"]; errors when empty or too long. */
export function list(name: string, raw: string, errors: ErrorObject[]): string[] {
  const items = [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => s !== ''))];
  if (items.length === 0) errors.push(invalid(name, `${name} needs at least one value.`));
  if (items.length > MAX_LIST_ITEMS) errors.push(invalid(name, `${name} lists more than ${MAX_LIST_ITEMS} values.`));
  return items;
}

/** An enumerated list filter: values are matched case-insensitively and returned upper case. */
export function enumList(name: string, raw: string, allowed: readonly string[], errors: ErrorObject[]): string[] {
  const out: string[] = [];
  for (const item of list(name, raw, errors)) {
    const v = item.toUpperCase();
    if (allowed.includes(v)) out.push(v);
    else errors.push(invalid(name, `${quote(item)} is not one of ${allowed.join(', ')}.`));
  }
  return out;
}

/** Strict decimal: no exponents, hex, Infinity or surrounding spaces (Number() would accept those). */
const DECIMAL = /^[+-]?(\d{1,15}(\.\d{0,15})?|\.\d{1,15})$/;

export function decimal(name: string, raw: string, errors: ErrorObject[]): number | undefined {
  if (!DECIMAL.test(raw)) {
    errors.push(invalid(name, `${name} must be a decimal number such as 51.47, got ${quote(raw)}.`));
    return undefined;
  }
  return Number(raw);
}

export function integer(name: string, raw: string, min: number, max: number, errors: ErrorObject[]): number | undefined {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    errors.push(invalid(name, `${name} must be a whole number from ${min} to ${max}, got ${quote(raw)}.`));
    return undefined;
  }
  return Number(raw);
}

/** A real calendar date YYYY-MM-DD (2026-02-30 is rejected). */
export function calendarDate(name: string, raw: string, errors: ErrorObject[]): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(Date.UTC(y, mo - 1, d));
    if (t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d) return raw;
  }
  errors.push(invalid(name, `${name} must be a real calendar date YYYY-MM-DD, got ${quote(raw)}.`));
  return undefined;
}

/** language: xx or xx-XX (resolved later with the same fallback as trips). */
export function language(raw: string, errors: ErrorObject[]): string | undefined {
  if (/^[a-z]{2}(-[A-Z]{2})?$/.test(raw)) return raw;
  errors.push(invalid('language', `language must be a language code such as fr or a locale such as fr-FR, got ${quote(raw)}.`));
  return undefined;
}

export const LANGUAGE_PARAMETER: ParameterSpec = {
  name: 'language',
  description: 'Language of localized texts: a locale xx-XX (for example fr-FR) or a language xx. Falls back like trips: same language, then en-US; meta.locale says which was used.',
  schema: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$', examples: ['en-US', 'fr'] },
};
