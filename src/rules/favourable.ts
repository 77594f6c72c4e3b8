// Several passports: each checkpoint is answered with the traveller's most favourable passport.
// Order (documented in the README): own nationality, no visa, ETA, e-visa, visa on arrival,
// embassy visa, no admission; a passport with no answer ranks last; ties keep request order.
import type { CheckpointKind, Facts } from '../facts/catalogue.js';
import { evaluate, visaAnswer, type FiredEvent, type Outcome } from './evaluate.js';
import type { Ruleset } from './model.js';

export const RANK = {
  CITIZEN: 0, NOT_REQUIRED: 1, ETA: 2, E_VISA: 3, VISA_ON_ARRIVAL: 4, EMBASSY_VISA: 5, NO_ADMISSION: 6, UNKNOWN: 7,
} as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

/**
 * Rank of a checkpoint's visa-slot answer. No answer at an ENTRY means no information (UNKNOWN);
 * at an airside TRANSIT it means no transit requirement (transit rules exist only where an
 * official source states one), so a passport without one is the most favourable there.
 */
export function rankOf(answer: FiredEvent | undefined, kind: CheckpointKind = 'ENTRY'): Rank {
  if (!answer) return kind === 'TRANSIT' ? RANK.NOT_REQUIRED : RANK.UNKNOWN;
  const r = answer.record;
  if (r.type === 'RESTRICTION') return RANK.NO_ADMISSION;
  if (r.category === 'PASSPORT') return RANK.CITIZEN;
  if (answer.enforcement === 'NOT_REQUIRED') return RANK.NOT_REQUIRED;
  const docs = r.documentTypes ?? [];
  if (docs.includes('ETA')) return RANK.ETA;
  if (docs.includes('E_VISA')) return RANK.E_VISA;
  if (r.subCategory === 'ON_ARRIVAL') return RANK.VISA_ON_ARRIVAL;
  return RANK.EMBASSY_VISA;
}

export interface PassportAnswer extends Outcome {
  passport: string;
  rank: Rank;
  visa: FiredEvent | undefined;
}

export function mostFavourable(ruleset: Ruleset, factsFor: (passport: string) => Facts, passports: readonly string[]): PassportAnswer {
  // pickFavourable's loop, without a callback per checkpoint (this runs for every checkpoint of every trip).
  const first = factsFor(passports[0]!);
  let best: PassportAnswer | undefined;
  for (const passport of passports) {
    const answer = answerOf(passport, evaluate(ruleset, passport === first.passport ? first : factsFor(passport)), first.checkpointKind);
    if (!best || better(answer, best)) best = answer;
    if (best.rank === RANK.CITIZEN) break;
  }
  return best!;
}

/** The choice itself, over any evaluator (reference-engine.ts feeds it json-rules-engine's outcomes). */
export function pickFavourable(passports: readonly string[], outcomeOf: (passport: string) => Outcome, kind: CheckpointKind): PassportAnswer {
  let best: PassportAnswer | undefined;
  for (const passport of passports) {
    const answer = answerOf(passport, outcomeOf(passport), kind);
    if (!best || better(answer, best)) best = answer;
    if (best.rank === RANK.CITIZEN) break;
  }
  return best!;
}

function answerOf(passport: string, outcome: Outcome, kind: CheckpointKind): PassportAnswer {
  const visa = visaAnswer(outcome);
  // Named fields, not a spread: spreading the outcome was most of this function's time.
  return { active: outcome.active, upcoming: outcome.upcoming, passport, visa, rank: rankOf(visa, kind) };
}

// Same rank: fewer mandatory requirements wins (e.g. in transit, where there is no visa answer).
function better(a: PassportAnswer, b: PassportAnswer): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  return mandatoryCount(a) < mandatoryCount(b);
}

function mandatoryCount(o: Outcome): number {
  return o.active.reduce((n, e) => n + (e.enforcement === 'MANDATORY' ? 1 : 0), 0);
}
