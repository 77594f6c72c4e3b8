// CoreOptions.sha1: a host's SHA-1 (node:crypto in the Node entry) gives the same trip ids as the core's own.
import { describe, expect, it } from 'vitest';
import { createTravelRequirements } from '../../src/index.js';
import { sha1 } from '../../src/envelope/sha1.js';

const trip = { data: { type: 'TRIP', attributes: { traveller: { passports: ['AUS'] }, travelNodes: [
  { type: 'ORIGIN', locationCode: 'AUS', departure: { date: '2027-03-29', time: '18:45', travelMode: 'AIR' } },
  { type: 'DESTINATION', locationCode: 'ERI', arrival: { date: '2027-03-30', time: '05:45', travelMode: 'AIR' } },
] } } };

describe('CoreOptions.sha1', () => {
  it('is used for the trip id, and the Node entry (node:crypto) gives the pure core ids', () => {
    const node = createTravelRequirements();
    let calls = 0;
    const counted = (b: Uint8Array): Uint8Array => { calls++; return sha1(b); };
    const a = node.trips(trip);
    expect(a.status).toBe(200);
    const id = (a.body as { data: { id: string } }).data.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const b = createTravelRequirements({ sha1: counted }).trips(trip);
    expect(calls).toBe(1);
    expect((b.body as { data: { id: string } }).data.id).toBe(id);
  });
});
