// Operators a condition may use: json-rules-engine's built-ins with their exact semantics
// (fact-value validators included, since they decide e.g. lessThan on a non-number), plus our
// custom date and set operators. The same table is registered into json-rules-engine by
// reference-engine.ts, so both evaluators share one definition.

export interface OperatorDefinition {
  /** json-rules-engine's factValueValidator: when it fails, the condition is false. */
  accepts: (factValue: unknown) => boolean;
  test: (factValue: unknown, value: unknown) => boolean;
  /** What the condition's `value` must be, checked when the ruleset loads. */
  valueKind: 'any' | 'list' | 'scalar' | 'date' | 'number';
  custom: boolean;
  doc: string;
}

const anything = (): boolean => true;
// json-rules-engine: Number.parseFloat(v).toString() !== 'NaN'
const numberLike = (v: unknown): boolean => Number.parseFloat(v as string).toString() !== 'NaN';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): boolean => typeof v === 'string' && DATE.test(v);
const indexOf = (list: unknown, item: unknown): number => (list as { indexOf(x: unknown): number }).indexOf(item);
const lt = (a: unknown, b: unknown): boolean => (a as number) < (b as number);
const le = (a: unknown, b: unknown): boolean => (a as number) <= (b as number);

export const OPERATORS: Readonly<Record<string, OperatorDefinition>> = {
  equal: { accepts: anything, test: (a, b) => a === b, valueKind: 'any', custom: false, doc: 'fact === value' },
  notEqual: { accepts: anything, test: (a, b) => a !== b, valueKind: 'any', custom: false, doc: 'fact !== value' },
  in: { accepts: anything, test: (a, b) => indexOf(b, a) > -1, valueKind: 'list', custom: false, doc: 'fact is one of the values' },
  notIn: { accepts: anything, test: (a, b) => indexOf(b, a) === -1, valueKind: 'list', custom: false, doc: 'fact is none of the values' },
  contains: { accepts: Array.isArray, test: (a, b) => indexOf(a, b) > -1, valueKind: 'scalar', custom: false, doc: 'array fact contains value' },
  doesNotContain: { accepts: Array.isArray, test: (a, b) => indexOf(a, b) === -1, valueKind: 'scalar', custom: false, doc: 'array fact does not contain value' },
  lessThan: { accepts: numberLike, test: lt, valueKind: 'number', custom: false, doc: 'fact < value' },
  lessThanInclusive: { accepts: numberLike, test: le, valueKind: 'number', custom: false, doc: 'fact <= value' },
  greaterThan: { accepts: numberLike, test: (a, b) => lt(b, a), valueKind: 'number', custom: false, doc: 'fact > value' },
  greaterThanInclusive: { accepts: numberLike, test: (a, b) => le(b, a), valueKind: 'number', custom: false, doc: 'fact >= value' },
  dateBefore: { accepts: isDate, test: lt, valueKind: 'date', custom: true, doc: 'date fact (YYYY-MM-DD) is before value' },
  dateOnOrAfter: { accepts: isDate, test: (a, b) => le(b, a), valueKind: 'date', custom: true, doc: 'date fact (YYYY-MM-DD) is on or after value' },
  intersects: {
    accepts: Array.isArray,
    test: (a, b) => Array.isArray(b) && (a as unknown[]).some((x) => b.indexOf(x) > -1),
    valueKind: 'list',
    custom: true,
    doc: 'array fact shares at least one element with the value list',
  },
};

/** The operator of that name; own properties only, so "toString" or "__proto__" are unknown. */
export function operator(name: string): OperatorDefinition | undefined {
  return Object.hasOwn(OPERATORS, name) ? OPERATORS[name] : undefined;
}
