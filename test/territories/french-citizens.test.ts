// French passports in overseas France (rules/territories/french-overseas.json): these territories
// belong to the French Republic (Article 72-3 of the Constitution; New Caledonia: Title XIII), so a
// French passport enters as a citizen (rank CITIZEN, no limit of stay), not under service-public.fr's
// "Europeans: up to 3 months without formality", which speaks of foreigners (audit of 2026-11-27:
// French citizens were told "no visa, up to 90 days" in Réunion and New Caledonia).
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { expandShortTrip } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

const answer = (passport: string, to: string): TripResponseDocument =>
  engine().trips(expandShortTrip({ passports: [passport], from: 'airport:CDG', to: `airport:${to}`, date: '2026-12-01' })).body as TripResponseDocument;
const visaIds = (b: TripResponseDocument): string[] =>
  (b.data.attributes.informationGroups.find((g) => g.type === 'VISA_REQUIREMENTS')?.groupings ?? []).flatMap((g) => g.data.map((d) => d.id));

describe('French passports in overseas France', () => {
  it.each([['RUN', 'REU', 'Reunion'], ['NOU', 'NCL', 'New Caledonia'], ['PTP', 'GLP', 'Guadeloupe'], ['PPT', 'PYF', 'French Polynesia']])('%s (%s): as a citizen', (airport, territory, name) => {
    const b = answer('FRA', airport);
    expect(visaIds(b)).toEqual([`terr-${territory.toLowerCase()}-french-citizen`]);
    expect(b.data.attributes.headline.startsWith(`As a citizen, you can enter ${name} with a passport issued by France.`)).toBe(true);
    expect(b.data.attributes.headline).not.toContain('90 days');
  });
  it('other EU passports keep the 3-month rule; the French passport is no longer listed in it', () => {
    const b = answer('DEU', 'RUN');
    expect(visaIds(b)).toEqual(['terr-reu-european']);
    const rec = b.included.find((r) => r.id === 'terr-reu-european')!;
    expect(rec.attributes.included.map((i) => i.code)).not.toContain('FRA');
    expect(rec.attributes.included.map((i) => i.code)).toContain('DEU');
  });
});
