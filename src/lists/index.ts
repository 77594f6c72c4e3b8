// Official visa lists as data (rules/lists/*.json) and the check that the visa matrix agrees with
// them, or that each disagreement is resolved by an authored rule or an accepted, commented entry.
export * from './model.js';
export { compareLists, describePair, formatTable, kindOfRecord, unresolved } from './compare.js';
export type { Comparison, DestinationSummary, ListProblem, PairResult, PairStatus, RuleFileInput } from './compare.js';
export { LIST_SCHEMA, parseLists } from './parse.js';
export type { ListError, ParsedLists } from './parse.js';
