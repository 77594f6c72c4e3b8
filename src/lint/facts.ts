// Conditions name facts of the catalogue and operators of the operator table, with operands the
// operator accepts and values the fact can take. A leaf that breaks these is constant (never or
// always true), which is never what the author meant.
import type { FactName } from '../facts/catalogue.js';
import { OPERATORS } from '../rules/operators.js';
import { finding, type Finding } from './model.js';
import { allRules, closest, isObject, leavesOf, type LeafView, type RulesetView } from './walk.js';

const CHECK = 'facts';

export type FactType = 'string' | 'string|null' | 'boolean' | 'number' | 'number|null' | 'date' | 'date|null' | 'string[]';

export interface FactInfo {
  type: FactType;
  meaning: string;
  example: unknown;
  /** Reference data the values come from (checked by the codes check). */
  code?: 'territory' | 'passport' | 'region' | 'airport';
  /** The only values the fact takes (besides null for nullable facts). */
  values?: readonly string[];
}

/** The fact catalogue with types and examples (src/facts/catalogue.ts is the contract; rules/README.md shows this table). */
export const FACT_INFO: Readonly<Record<FactName, FactInfo>> = {
  checkpointKind: { type: 'string', values: ['ENTRY', 'TRANSIT', 'DOMESTIC'], example: 'ENTRY',
    meaning: 'ENTRY: the traveller passes the border; TRANSIT: stays airside; DOMESTIC: flight wholly inside one territory' },
  entryReason: { type: 'string|null', values: ['DESTINATION', 'STOPOVER', 'SELF_TRANSFER', 'DOMESTIC_CONNECTION'], example: 'DESTINATION',
    meaning: 'why an ENTRY is an entry; null for TRANSIT and DOMESTIC' },
  territory: { type: 'string', code: 'territory', example: 'GBR', meaning: 'alpha-3 of the territory that enforces the requirements at this checkpoint' },
  region: { type: 'string|null', code: 'region', example: 'GB-ENG', meaning: 'ISO 3166-2 region of the place arrived at, or null' },
  airport: { type: 'string|null', code: 'airport', example: 'LHR', meaning: 'IATA code of the airport arrived at, or null' },
  previousTerritory: { type: 'string', code: 'territory', example: 'USA', meaning: 'alpha-3 of the territory the leg departs from' },
  originTerritory: { type: 'string', code: 'territory', example: 'USA', meaning: "alpha-3 of the trip's ORIGIN" },
  finalTerritory: { type: 'string', code: 'territory', example: 'GBR', meaning: "alpha-3 of the trip's last DESTINATION" },
  passport: { type: 'string', code: 'passport', example: 'USA', meaning: 'alpha-3 of the passport being evaluated' },
  passports: { type: 'string[]', code: 'passport', example: ['USA', 'IRL'], meaning: "all of the traveller's passports (alpha-3), in request order" },
  ownNationality: { type: 'boolean', example: false, meaning: 'passport === territory' },
  date: { type: 'date', example: '2026-12-01', meaning: 'arrival date at this checkpoint, YYYY-MM-DD (never the clock)' },
  layoverHours: { type: 'number|null', example: 4.5, meaning: 'hours between arrival and departure at a TRANSIT node; null elsewhere or when unknown' },
  legIndex: { type: 'number', example: 1, meaning: '1-based index of the leg that arrives at this checkpoint' },
  nextTerritory: { type: 'string|null', code: 'territory', example: 'USA',
    meaning: "alpha-3 of the first later node outside this checkpoint's territory (where a transit continues to); null when the trip ends there" },
  departureDate: { type: 'date|null', example: '2026-12-15', meaning: "date the traveller leaves this checkpoint's territory on this trip; null when the trip ends there" },
  visitedBefore: { type: 'string[]', code: 'territory', example: ['KEN'],
    meaning: 'territories the traveller was in earlier on this trip: the origin, earlier ENTRY or DOMESTIC checkpoints, earlier airside TRANSITs over 12 hours' },
  documentsDisclosed: { type: 'boolean', example: true, meaning: 'the request carried traveller.documents (an empty array means: holds none)' },
  visasHeld: { type: 'string[]', code: 'territory', example: ['USA'], meaning: "issuers of the traveller's visas valid on the checkpoint date" },
  residencePermitsHeld: { type: 'string[]', code: 'territory', example: ['CAN'], meaning: "issuers of the traveller's residence permits valid on the checkpoint date" },
  visasHeldPast10Years: { type: 'string[]', code: 'territory', example: ['CAN'], meaning: 'issuers of visas valid on the checkpoint date or expired within the 10 years before it' },
  vaccinationsDisclosed: { type: 'boolean', example: true, meaning: 'the request carried traveller.vaccinations' },
  vaccinations: { type: 'string[]', values: ['YELLOW_FEVER', 'POLIO'], example: ['YELLOW_FEVER'],
    meaning: 'vaccines whose certificate is valid on the checkpoint date (yellow fever from 10 days after the dose, for life; polio from 12 months to 4 weeks before)' },
  exitTerritory: { type: 'string|null', code: 'territory', example: 'PAK',
    meaning: 'territory the traveller leaves through its exit controls on the leg arriving here (the origin or a territory entered earlier); null after an airside transit and at DOMESTIC checkpoints' },
  vaccinationsAtExit: { type: 'string[]', values: ['YELLOW_FEVER', 'POLIO'], example: ['POLIO'],
    meaning: 'vaccines whose certificate is valid on the date the leg arriving here departs (same windows as vaccinations): for departure requirements' },
};

export const isFact = (name: string): name is FactName => Object.hasOwn(FACT_INFO, name);

const ARRAY_OPS = new Set(['contains', 'doesNotContain', 'intersects']);
const NUMBER_OPS = new Set(['lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive']);
const DATE_OPS = new Set(['dateBefore', 'dateOnOrAfter']);

export function checkFacts(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  for (const rule of allRules(view)) for (const leaf of leavesOf(rule)) out.push(...checkLeaf(leaf));
  return out;
}

function checkLeaf(leaf: LeafView): Finding[] {
  const out: Finding[] = [];
  const at = (suffix: string, code: string, message: string): void => {
    out.push(finding(CHECK, leaf.file, `${leaf.pointer}${suffix}`, 'error', code, message));
  };
  const fact = typeof leaf.fact === 'string' ? leaf.fact : undefined;
  if (fact !== undefined && !isFact(fact)) {
    const hint = closest(fact, Object.keys(FACT_INFO));
    at('/fact', 'UNKNOWN_FACT', `Fact ${fact} is not in the catalogue.${hint ? ` Did you mean ${hint}?` : ''} See rules/README.md.`);
  }
  const ref = isObject(leaf.value) ? leaf.value : undefined;
  if (ref && typeof ref.fact === 'string' && !isFact(ref.fact)) {
    const hint = closest(ref.fact, Object.keys(FACT_INFO));
    at('/value/fact', 'UNKNOWN_FACT', `Fact ${ref.fact} is not in the catalogue.${hint ? ` Did you mean ${hint}?` : ''}`);
  }
  if (typeof leaf.operator !== 'string') return out;
  // hasOwn: "toString" must not reach Object.prototype.
  const op = Object.hasOwn(OPERATORS, leaf.operator) ? OPERATORS[leaf.operator] : undefined;
  if (!op) {
    const hint = closest(leaf.operator, Object.keys(OPERATORS));
    at('/operator', 'UNKNOWN_OPERATOR', `Operator ${leaf.operator} is not defined.${hint ? ` Did you mean ${hint}?` : ''} See rules/README.md.`);
    return out;
  }
  const v = leaf.value;
  if (v === undefined) return out; // a missing value is the schema check's finding
  if (!ref) {
    const ok = op.valueKind === 'any' || (op.valueKind === 'list' && Array.isArray(v)) || (op.valueKind === 'scalar' && !Array.isArray(v)) ||
      (op.valueKind === 'number' && typeof v === 'number') || (op.valueKind === 'date' && typeof v === 'string');
    if (!ok) at('/value', 'INVALID_OPERAND', `Operator ${leaf.operator} needs a ${op.valueKind} value, not ${JSON.stringify(v)}.`);
  }
  if (fact === undefined || !isFact(fact)) return out;
  const info = FACT_INFO[fact];
  const isArray = info.type === 'string[]';
  const applies = ARRAY_OPS.has(leaf.operator) ? isArray
    : NUMBER_OPS.has(leaf.operator) ? info.type.startsWith('number')
      : DATE_OPS.has(leaf.operator) ? info.type.startsWith('date')
        : !isArray;
  if (!applies) {
    at('/operator', 'FACT_TYPE_MISMATCH', `Operator ${leaf.operator} cannot apply to ${fact} (${info.type}); the condition is constant.`);
    return out;
  }
  if (ref) return out;
  // Literal values must be values the fact can take (codes are left to the codes check).
  const literals = Array.isArray(v) ? v.map((x: unknown, i) => [x, `/value/${i}`] as const) : [[v, '/value'] as const];
  for (const [x, suffix] of literals) {
    const problem = valueProblem(info, x, isArray);
    if (problem) at(suffix, 'INVALID_FACT_VALUE', `${fact} ${problem}, so ${JSON.stringify(x)} never matches.`);
  }
  return out;
}

function valueProblem(info: FactInfo, x: unknown, element: boolean): string | undefined {
  if (x === null) return info.type.endsWith('|null') ? undefined : 'is never null';
  switch (element ? 'string' : info.type) {
    case 'boolean': return typeof x === 'boolean' ? undefined : 'is a boolean';
    case 'number': case 'number|null': return typeof x === 'number' ? undefined : 'is a number';
    case 'date': case 'date|null': return typeof x === 'string' ? undefined : 'is a date string YYYY-MM-DD';
    default:
      if (typeof x !== 'string') return 'is a string';
      return info.values && !info.values.includes(x) ? `is one of ${info.values.join(', ')}` : undefined;
  }
}
