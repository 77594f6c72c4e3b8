// Checkpoint x passport -> the facts rules test (see catalogue.ts for their meaning).
import type { Checkpoint, Itinerary } from '../itinerary/model.js';
import type { Facts } from './catalogue.js';

export function deriveFacts(itinerary: Itinerary, cp: Checkpoint, passport: string, passports: string[]): Facts {
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
  };
}
