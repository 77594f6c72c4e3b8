// Checkpoint x passport -> the facts rules test (see catalogue.ts for their meaning).
import type { Checkpoint, Itinerary } from '../itinerary/model.js';
import type { Facts } from './catalogue.js';
import type { Traveller } from '../schema/generated.js';
import { heldFactsOf, type HeldFacts } from './traveller.js';

/** Above this many hours in airside transit, WHO counts the transit country for yellow fever. */
const LONG_TRANSIT_HOURS = 12;

/** Territories the traveller was in before checkpoint `index` (see Facts.visitedBefore). */
export function visitedBefore(itinerary: Itinerary, index: number): string[] {
  const out = [itinerary.originTerritory];
  for (let i = 0; i < index; i++) {
    const cp = itinerary.checkpoints[i]!;
    if (cp.kind === 'TRANSIT' && !(cp.layoverHours !== null && cp.layoverHours > LONG_TRANSIT_HOURS)) continue;
    if (!out.includes(cp.territory)) out.push(cp.territory);
  }
  return out;
}

export function deriveFacts(
  itinerary: Itinerary, cp: Checkpoint, passport: string, passports: string[], visited: string[], held: HeldFacts,
  heldAtExit: HeldFacts = held,
): Facts {
  return {
    checkpointKind: cp.kind,
    entryReason: cp.entryReason,
    territory: cp.territory,
    region: cp.region,
    airport: cp.airport,
    previousTerritory: cp.previousTerritory,
    originTerritory: itinerary.originTerritory,
    finalTerritory: itinerary.finalTerritory,
    passport,
    passports,
    ownNationality: passport === cp.territory,
    date: cp.date,
    layoverHours: cp.layoverHours,
    legIndex: cp.legIndex,
    nextTerritory: cp.nextTerritory,
    departureDate: cp.departureDate,
    visitedBefore: visited,
    documentsDisclosed: held.documentsDisclosed,
    visasHeld: held.visasHeld,
    residencePermitsHeld: held.residencePermitsHeld,
    visasHeldPast10Years: held.visasHeldPast10Years,
    vaccinationsDisclosed: held.vaccinationsDisclosed,
    vaccinations: held.vaccinations,
    exitTerritory: cp.exitTerritory,
    vaccinationsAtExit: heldAtExit.vaccinations,
  };
}

/** The facts of every checkpoint x passport of one trip; what does not depend on the passport is computed once per checkpoint. */
export function tripFacts(itinerary: Itinerary, traveller: Traveller): (index: number) => (passport: string) => Facts {
  const held = heldFactsOf(traveller);
  return (index) => {
    const cp = itinerary.checkpoints[index]!;
    const visited = visitedBefore(itinerary, index);
    const h = held(cp.date);
    // Departure requirements judge a dose against the day the traveller leaves (same validity windows).
    const atExit = held(cp.exitDate);
    return (passport) => deriveFacts(itinerary, cp, passport, traveller.passports, visited, h, atExit);
  };
}
