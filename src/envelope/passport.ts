// The traveller's own passports, as disclosed in traveller.documents (type PASSPORT), by issuer:
// what passport-validity verdicts compare with. Two passports of one issuer: the later expiry
// counts (the traveller can travel on it).
import type { Traveller } from '../schema/generated.js';

export interface HeldPassport { expiryDate: string; issueDate?: string }

const NONE: ReadonlyMap<string, HeldPassport> = new Map();

export function heldPassports(traveller: Traveller): ReadonlyMap<string, HeldPassport> {
  const docs = traveller.documents;
  if (!docs) return NONE;
  let byIssuer: Map<string, HeldPassport> | undefined;
  for (const d of docs) {
    if (d.type !== 'PASSPORT' || d.expiryDate === undefined) continue;
    byIssuer ??= new Map();
    const prev = byIssuer.get(d.issuer);
    if (!prev || d.expiryDate > prev.expiryDate) byIssuer.set(d.issuer, d.issueDate !== undefined ? { expiryDate: d.expiryDate, issueDate: d.issueDate } : { expiryDate: d.expiryDate });
  }
  return byIssuer ?? NONE;
}
