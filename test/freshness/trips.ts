// The one-leg trip the freshness tests answer: a passport flown from one airport to another on
// 2026-12-10 (after every override of 2025-2026 has started), texts in en-GB.
import { expect } from 'vitest';
import { engine } from '../helpers.js';

export function directTrip(passport: string, from: string, to: string): Record<string, unknown> {
  return {
    data: { type: 'TRIP', attributes: {
      locale: 'en-GB',
      traveller: { passports: [passport] },
      travelNodes: [
        { type: 'ORIGIN', airportCode: from, departure: { date: '2026-12-10', time: '02:00', travelMode: 'AIR' } },
        { type: 'DESTINATION', airportCode: to, arrival: { date: '2026-12-10', time: '09:00', travelMode: 'AIR' } },
      ],
    } },
  };
}

/** The record ids the response to a direct trip shows, and the source tiers of the destination's
 * VISA coverage entry at the entry checkpoint (undefined when there is none). */
export function visaAnswer(passport: string, from: string, to: string, territory: string): { ids: string[]; tiers: string[] | undefined } {
  const r = engine().trips(directTrip(passport, from, to));
  expect(r.status).toBe(200);
  const ids: string[] = [];
  let tiers: string[] | undefined;
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) { o.forEach(walk); return; }
    if (o === null || typeof o !== 'object') return;
    const rec = o as Record<string, unknown>;
    if (typeof rec.id === 'string') ids.push(rec.id);
    if (rec.topic === 'VISA' && rec.territory === territory && rec.checkpointKind === 'ENTRY') tiers = rec.tiers as string[];
    Object.values(rec).forEach(walk);
  };
  walk(r.body);
  return { ids, tiers };
}

/** The tiers of the destination's VISA coverage entry at the entry checkpoint; the entry must exist
 * and name a tier, so that a `not.toContain` on the result cannot pass on a missing entry. */
export function visaTiers(passport: string, from: string, to: string, territory: string): string[] {
  const found = visaAnswer(passport, from, to, territory).tiers;
  expect(found, `${passport}>${territory}`).toBeDefined();
  expect(found!.length, `${passport}>${territory}`).toBeGreaterThan(0);
  return found!;
}
