// Bounds on the shape of an input, checked before anything else looks at it: nesting depth, items
// per array, properties per object, characters per string, values in the whole document, and
// values that are not JSON at all. The schema validator, the request checks and the trip id all
// walk the input; with these bounds their work (and their recursion) stays small whatever arrives,
// so a hostile or careless body is answered in microseconds with a 400, not in seconds or with a
// stack overflow. The limits are far above any real trip (the schema's own limits are lower still:
// 20 nodes, 10 passports, 20 documents) and are documented in the README's Decisions.
//
// The walk is iterative (an explicit stack), so the input's depth never becomes the call stack's.
import { error, pointerJoin, type ErrorObject } from './errors.js';

export interface Bounds {
  /** Levels of nesting of the whole document (the root object is level 1). */
  depth: number;
  /** Items of any one array. */
  items: number;
  /** Properties of any one object. */
  properties: number;
  /** UTF-16 code units of any one string, property names included. */
  chars: number;
  /** Values (objects, arrays, strings, numbers, booleans, nulls) in the whole document. */
  values: number;
}

/**
 * The limits of a trip request. Depth 12 leaves the free-form `meta` 11 levels (a request's own
 * fields need 6: /data/attributes/travelNodes/0/arrival/date); 64 properties per object; 100 items
 * per array (the schema then says 20 nodes, 10 passports); strings of at most 1,000 characters;
 * 4,000 values in all (the largest valid trip without meta has about 300).
 */
export const TRIP_BOUNDS: Readonly<Bounds> = Object.freeze({ depth: 12, items: 100, properties: 64, chars: 1000, values: 4000 });

/**
 * Largest accepted request, in bytes of UTF-8 JSON (the HTTP body limit and batch's line limit):
 * 64 KiB. The largest valid trip (20 nodes with every field, 10 passports, 20 documents, both
 * vaccinations) is about 6 KiB, the example trips 0.5 KiB; the rest leaves room for a `meta`
 * object and whitespace.
 */
export const MAX_REQUEST_BYTES = 64 * 1024;

/** At most this many bound errors are reported (the walk stops at the first of each kind anyway). */
const MAX_REPORTED = 5;

/** A container on the walk's stack; its pointer is built only when an error names it. */
type Frame = { value: object; parent: Frame | undefined; key: string | number; depth: number };

const pointerOf = (frame: Frame | undefined, key?: string | number): string => {
  const keys: Array<string | number> = key === undefined ? [] : [key];
  for (let f = frame; f?.parent !== undefined; f = f.parent) keys.push(f.key);
  let pointer = '';
  for (let i = keys.length - 1; i >= 0; i--) pointer = pointerJoin(pointer, keys[i]!);
  return pointer;
};

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The bound errors of `input` (400, each with the pointer of the offending value), or [] when it is
 * within `bounds`. Never throws: a value whose reading throws (a getter, a proxy) is reported as
 * unreadable. Stops early, so its own cost is bounded by `bounds.values`. `undefined` is skipped
 * (an absent optional field of a JavaScript caller); the schema reports it where it matters.
 */
export function checkBounds(input: unknown, bounds: Readonly<Bounds> = TRIP_BOUNDS): ErrorObject[] {
  // The usual case, a document within bounds, takes the lean walk; only a document that is not
  // is walked again to name what and where.
  return withinBounds(input, bounds) ? [] : boundErrors(input, bounds);
}

/** Whether `input` is within `bounds`: the same rules as boundErrors, without pointers or messages. */
export function withinBounds(input: unknown, bounds: Readonly<Bounds>): boolean {
  // The stack as two plain arrays (values and their depths): no object per value.
  const leanValues: unknown[] = [input];
  const leanDepths: number[] = [1];
  let top = 1;
  let values = 0;
  try {
    while (top > 0) {
      top--;
      const value = leanValues[top];
      const depth = leanDepths[top]!;
      if (++values > bounds.values) return false;
      switch (typeof value) {
        case 'string':
          if (value.length > bounds.chars) return false;
          continue;
        case 'number':
          if (!Number.isFinite(value)) return false;
          continue;
        case 'boolean':
        case 'undefined':
          continue;
        case 'object':
          break;
        default:
          return false;
      }
      if (value === null) continue;
      if (depth > bounds.depth) return false;
      if (Array.isArray(value)) {
        if (value.length > bounds.items) return false;
        for (let i = 0; i < value.length; i++) {
          leanValues[top] = value[i];
          leanDepths[top++] = depth + 1;
        }
        continue;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      let keys = 0;
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (++keys > bounds.properties || key.length > bounds.chars) return false;
        leanValues[top] = (value as Record<string, unknown>)[key];
        leanDepths[top++] = depth + 1;
      }
    }
    return true;
  } catch {
    return false; // a getter or proxy that throws: boundErrors reports it
  }
}

/** The errors of a document beyond `bounds` (at most MAX_REPORTED), with their pointers. */
export function boundErrors(input: unknown, bounds: Readonly<Bounds>): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const reported = new Set<string>();
  // Records one error per kind (and per pointer for bad values); true when enough are reported.
  const report = (kind: string, e: ErrorObject): boolean => {
    if (!reported.has(kind)) {
      reported.add(kind);
      errors.push(e);
    }
    return errors.length >= MAX_REPORTED;
  };
  const stack: Frame[] = [];
  let values = 0;
  // Checks one value; containers go on the stack. True when the walk should stop.
  const visit = (value: unknown, parent: Frame | undefined, key: string | number, depth: number): boolean => {
    if (++values > bounds.values) {
      report('values', error(400, 'TOO_LARGE', 'Document too large', `The document holds more than ${bounds.values} values; a trip request needs far fewer.`, ''));
      return true;
    }
    switch (typeof value) {
      case 'string':
        return value.length > bounds.chars && report('chars', error(400, 'INVALID_LENGTH', 'String too long', `This string is ${value.length} characters long; the limit is ${bounds.chars}.`, pointerOf(parent, key)));
      case 'number':
        return !Number.isFinite(value) && report(`nan${pointerOf(parent, key)}`, error(400, 'INVALID_VALUE', 'Invalid value', 'Numbers must be finite (JSON has no NaN or Infinity).', pointerOf(parent, key)));
      case 'boolean':
      case 'undefined':
        return false;
      case 'object':
        if (value === null) return false;
        if (depth > bounds.depth) {
          return report('depth', error(400, 'TOO_DEEP', 'Nested too deeply', `Values are nested more than ${bounds.depth} levels deep here; the limit is ${bounds.depth} levels for the whole document.`, pointerOf(parent, key)));
        }
        stack.push({ value, parent, key, depth });
        return false;
      default: {
        // bigint, symbol, function: not JSON values.
        const at = pointerOf(parent, key);
        return report(`type${at}`, error(400, 'INVALID_TYPE', 'Invalid type', `A ${typeof value} is not a JSON value.`, at));
      }
    }
  };
  try {
    let stop = visit(input, undefined, '', 1);
    while (!stop && stack.length > 0) {
      const frame = stack.pop()!;
      const { value, depth } = frame;
      if (Array.isArray(value)) {
        if (value.length > bounds.items) {
          stop = report('items', error(400, 'TOO_MANY_ITEMS', 'Too many items', `This array has ${value.length} items; the limit for any array is ${bounds.items}.`, pointerOf(frame)));
          continue;
        }
        for (let i = 0; i < value.length && !stop; i++) stop = visit(value[i], frame, i, depth + 1);
        continue;
      }
      if (!isPlainObject(value)) {
        const at = pointerOf(frame);
        stop = report(`type${at}`, error(400, 'INVALID_TYPE', 'Invalid type', 'Only plain JSON objects and arrays are accepted.', at));
        continue;
      }
      const keys = Object.keys(value);
      if (keys.length > bounds.properties) {
        stop = report('properties', error(400, 'TOO_MANY_PROPERTIES', 'Too many properties', `This object has ${keys.length} properties; the limit for any object is ${bounds.properties}.`, pointerOf(frame)));
        continue;
      }
      for (let i = 0; i < keys.length && !stop; i++) {
        const key = keys[i]!;
        if (key.length > bounds.chars) {
          stop = report('chars', error(400, 'INVALID_LENGTH', 'Name too long', `A property name is ${key.length} characters long; the limit is ${bounds.chars}.`, pointerOf(frame)));
          continue;
        }
        stop = visit((value as Record<string, unknown>)[key], frame, key, depth + 1);
      }
    }
  } catch {
    // A getter or proxy trap threw while reading the input: not a readable JSON value.
    report('unreadable', error(400, 'INVALID_VALUE', 'Unreadable value', 'Part of the input could not be read (a getter or proxy threw); send plain JSON values.', ''));
  }
  return errors;
}
