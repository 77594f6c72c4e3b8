// Headlines that depend on what the traveller holds: "may need" when the answer depends on a
// document the request does not mention, an exact sentence once documents are disclosed.
// Canada: nationals of some visa-required countries may fly with an eTA when they hold a valid US
// non-immigrant visa (IRCC, rules/overrides/can-eta-visa-holders.json); the UK DATV list and its
// exemption for holders of a valid US visa (rules/transit/gbr.json).
import { describe, expect, it } from 'vitest';
import type { ShortTrip, TripResponseDocument } from '../../src/schema/generated.js';
import { expandShortTrip } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

const tr = engine();

function headline(trip: ShortTrip, documents?: unknown[]): string {
  const request = expandShortTrip(trip) as { data: { attributes: { traveller: Record<string, unknown> } } };
  if (documents) request.data.attributes.traveller.documents = documents;
  const r = tr.trips(request);
  expect(r.status).toBe(200);
  return (r.body as TripResponseDocument).data.attributes.headline;
}

describe('headlines and documents held', () => {
  const toCanada: ShortTrip = { passports: ['PHL'], from: 'airport:MNL', to: 'airport:YVR', date: '2026-12-01' };
  it('says "may need" at the destination while the answer depends on a document', () => {
    expect(headline(toCanada).startsWith('You may need a visa for Canada with a passport issued by the Philippines: check the conditions.')).toBe(true);
    expect(headline(toCanada, []).startsWith('You need a visa for Canada with a passport issued by the Philippines.')).toBe(true);
    expect(headline(toCanada, [{ type: 'VISA', issuer: 'USA', expiryDate: '2028-01-01' }]).startsWith('You need an electronic travel authorization for Canada with a passport issued by the Philippines.'))
      .toBe(true);
  });

  const viaLondon: ShortTrip = { passports: ['IND'], from: 'airport:DEL', via: ['airport:LHR'], to: 'airport:MEX', date: '2026-12-01' };
  it('names a required, or possibly required, transit visa', () => {
    expect(headline(viaLondon)).toContain('You may need a transit visa for the United Kingdom: check the exemptions.');
    expect(headline(viaLondon, [])).toContain('You also need a transit visa for the United Kingdom.');
    expect(headline(viaLondon, [{ type: 'VISA', issuer: 'USA' }])).not.toContain('United Kingdom');
  });
});

// A restriction outside the visa answer (rules/restrictions/mus-ebola.json: Mauritius refuses
// non-Mauritian travellers who were in the DR Congo or South Sudan earlier on the trip) must be in
// the headline: "no visa needed" alone would read as "you can go".
describe('headlines and restrictions outside the visa answer', () => {
  const viaKinshasa: ShortTrip = { passports: ['FRA'], from: 'airport:FIH', via: ['airport:NBO'], to: 'airport:MRU', date: '2026-12-01' };
  it('names the restricted country before the visa answer', () => {
    const h = headline(viaKinshasa);
    expect(h.startsWith('Travel restrictions apply to this trip in Mauritius: read them before you travel.')).toBe(true);
    expect(h).toContain('Mauritius with a passport issued by France');
  });
  it('rates the trip LEVEL_4 (no admission) where the restriction bars entry, not where it imposes a quarantine', () => {
    const openness = (documents?: unknown[]): string => {
      const request = expandShortTrip(viaKinshasa) as { data: { attributes: { traveller: Record<string, unknown> } } };
      if (documents) request.data.attributes.traveller.documents = documents;
      return (tr.trips(request).body as TripResponseDocument).data.attributes.travelOpenness;
    };
    expect(openness()).toBe('LEVEL_4');
    // A Mauritian residence permit: admitted with a 21-day quarantine (mus-ebola-permit-quarantine), so not barred.
    expect(openness([{ type: 'RESIDENCE_PERMIT', issuer: 'MUS', expiryDate: '2028-01-01' }])).toBe('LEVEL_1');
    expect(headline({ passports: ['FRA'], from: 'airport:CDG', to: 'airport:MRU', date: '2026-12-01' })).not.toContain('restriction');
  });
  it('says nothing of restrictions when none applies', () => {
    expect(headline({ passports: ['FRA'], from: 'airport:CDG', to: 'airport:MRU', date: '2026-12-01' })).not.toContain('restriction');
    expect(headline({ passports: ['MUS'], from: 'airport:FIH', to: 'airport:MRU', date: '2026-12-01' })).not.toContain('restriction');
  });
  it('is said in every locale', () => {
    for (const [locale, words] of [['de-DE', 'Für diese Reise gelten Reisebeschränkungen (Mauritius)'], ['es-ES', 'sujeto a restricciones de viaje (Mauricio)'],
      ['fr-FR', "Des restrictions de voyage s'appliquent à ce voyage (Maurice)"], ['en-GB', 'Travel restrictions apply to this trip in Mauritius']] as const) {
      expect(headline({ ...viaKinshasa, locale })).toContain(words);
    }
  });
});

// Pakistan's polio exit requirement (rules/health/polio-departure.json) is evaluated at the first
// checkpoint after leaving Pakistan; when that is an airside transit (Istanbul), the headline must not
// send the traveller to "check the requirements for your transit through Türkiye", which asks nothing.
describe('a departure rule at a transit checkpoint', () => {
  it('does not name the transit country in the headline', () => {
    const h = headline({ passports: ['PAK'], from: 'airport:KHI', via: ['airport:IST'], to: 'airport:PTY', date: '2026-12-01' });
    expect(h).not.toContain('Türkiye');
    expect(h).not.toContain('Turkey');
  });
  it('still names a transit country that asks for something (the UK DATV of an Indian passport)', () => {
    expect(headline({ passports: ['IND'], from: 'airport:DEL', via: ['airport:LHR'], to: 'airport:MEX', date: '2026-12-01' })).toContain('United Kingdom');
  });
});

// Proclamation 10998 (rules/overrides/usa-proclamations.json, usa-proclamation-10998-partial, from
// 2026-01-01) suspends visitor, student and exchange visas for Nigerian passports: "You need a visa"
// alone would hide that the visa most travellers need is not issued.
describe('a partly suspended visa answer', () => {
  it('adds that some visa classes are suspended, after the visa sentence', () => {
    const h = headline({ passports: ['NGA'], from: 'airport:LOS', to: 'airport:JFK', date: '2026-12-01' });
    expect(h).toContain('You need a visa for the United States with a passport issued by Nigeria. The issuance of some visa classes for the United States is suspended for this passport: read the visa requirements before you apply.');
    expect(headline({ passports: ['NGA'], from: 'airport:LOS', to: 'airport:JFK', date: '2026-12-01', locale: 'de-DE' })).toContain('Visumkategorien ausgesetzt');
    expect(headline({ passports: ['GHA'], from: 'airport:ACC', to: 'airport:JFK', date: '2025-01-10' })).not.toContain('suspended');
  });
});

// An entry on the way whose answer is a visa says "a visa", not "documents" (audit of 2026-11-27:
// Delhi -> London with a 30-hour stop -> New York said "You also need documents to enter the United
// Kingdom on the way" for an Indian passport that needs a UK visa).
describe('entries on the way', () => {
  it('name the visa an entry needs', () => {
    const request = expandShortTrip({ passports: ['IND'], from: 'airport:DEL', via: ['airport:LHR'], to: 'airport:JFK', date: '2026-12-01' }) as {
      data: { attributes: { travelNodes: Array<Record<string, unknown>> } };
    };
    // A stay of three days in London: an entry, not a transit.
    request.data.attributes.travelNodes[1]!.departure = { date: '2026-12-04', time: '10:00' };
    request.data.attributes.travelNodes[2]!.arrival = { date: '2026-12-04', time: '14:00' };
    const r = tr.trips(request);
    expect(r.status).toBe(200);
    expect((r.body as TripResponseDocument).data.attributes.headline).toContain('You also need a visa to enter the United Kingdom on the way.');
  });
});
