// A past-dated trip never gets an answer that contradicts itself: an electronic travel
// authorisation listed under UPCOMING (it starts after the trip) is not also required now by the
// visa-matrix snapshot, which says what held on its own date, not since when. (Two different
// schemes, e.g. ESTA now and the Guam-CNMI authorisation later, are not a contradiction.) Checked
// for every dated ETA record of the bundled ruleset, for every passport it names, the day before it
// starts (issue: a trip to the UK before 2 April 2025 listed the ETA both as required and upcoming).
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/facts/dates.js';
import { expandShortTrip } from '../../src/ruletest/shortform.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';

const tr = engine();
const NOWHERE = 'ATA';

describe('answers for past-dated trips', () => {
  const dated = [...tr.ruleset.records.values()].filter((r) => r.startDate && r.documentTypes?.includes('ETA'));

  it('there are dated ETA records to check', () => expect(dated.length).toBeGreaterThan(5));

  it('never require an ETA now while the same country lists an ETA as upcoming', () => {
    const contradictions: string[] = [];
    for (const record of dated) {
      for (const passport of record.included ?? []) {
        if (passport === record.location) continue;
        const date = addDays(record.startDate!, -1);
        const r = tr.trips(expandShortTrip({ passports: [passport], from: NOWHERE, to: record.location, date }));
        if (r.status !== 200) continue;
        const body = r.body as TripResponseDocument;
        const groups = body.data.attributes.informationGroups;
        const upcoming = groups.find((g) => g.type === 'UPCOMING')?.groupings?.flatMap((g) => g.data.map((d) => d.id)) ?? [];
        if (!upcoming.includes(record.id)) continue;
        const visa = groups.find((g) => g.type === 'VISA_REQUIREMENTS')?.groupings?.flatMap((g) => g.data.map((d) => d.id)) ?? [];
        const etaNow = visa.filter((id) => tr.ruleset.records.get(id)?.snapshot && body.included.find((x) => x.id === id)?.attributes.documentTypes.includes('ETA'));
        if (etaNow.length) contradictions.push(`${passport} -> ${record.location} on ${date}: ${etaNow.join(', ')} required and ${record.id} upcoming`);
      }
    }
    expect(contradictions).toEqual([]);
  });
});
