// The short form of a test trip expands to a valid full request with the documented clock.
import { describe, expect, it } from 'vitest';
import { expandShortTrip, requestOf } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

describe('short-form trips', () => {
  it('expands places, times and options', () => {
    const body = expandShortTrip({
      passports: ['USA', 'IRL'], from: 'airport:JFK', via: ['GBR', { at: 'FR-IDF', layoverHours: 30, selfTransfer: true }], to: 'airport:CAN',
      date: '2026-12-31', locale: 'fr-FR', currency: 'EUR',
    }) as { data: { attributes: Record<string, unknown> } };
    expect(body.data.attributes).toEqual({
      locale: 'fr-FR', currency: 'EUR', traveller: { passports: ['USA', 'IRL'] },
      travelNodes: [
        { type: 'ORIGIN', airportCode: 'JFK', departure: { date: '2026-12-31', time: '08:00', travelMode: 'AIR' } },
        { type: 'TRANSIT', locationCode: 'GBR', arrival: { date: '2026-12-31', time: '10:00', travelMode: 'AIR' }, departure: { date: '2026-12-31', time: '12:00', travelMode: 'AIR' } },
        {
          type: 'TRANSIT', locationCode: 'FR-IDF', selfTransfer: true,
          arrival: { date: '2026-12-31', time: '14:00', travelMode: 'AIR' }, departure: { date: '2027-01-01', time: '20:00', travelMode: 'AIR' },
        },
        // "airport:CAN" is Guangzhou's airport, not Canada: the prefix is what tells them apart.
        { type: 'DESTINATION', airportCode: 'CAN', arrival: { date: '2027-01-01', time: '22:00', travelMode: 'AIR' } },
      ],
    });
  });

  it('gives requests the service accepts', () => {
    const result = engine().trips(requestOf({ passports: ['USA'], from: 'airport:JFK', via: ['airport:LHR'], to: 'DEU', date: '2026-12-01' }));
    expect(result.status).toBe(200);
  });

  it('passes a full request through unchanged', () => {
    const full = { data: { type: 'TRIP', attributes: {} } };
    expect(requestOf(full)).toBe(full);
  });
});
