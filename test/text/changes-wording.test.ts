// A temporary visa exemption's end (rules/changes/changes-2025-2026.json: China's for German
// passports, announced to end on 2026-12-31) is shown under UPCOMING before that day and as the answer
// after it: its title must read right in both, so it says what happens "once the exemption ends", not
// that it "ended" (audit of 2026-11-27: a December trip was told the exemption had ended).
import { describe, expect, it } from 'vitest';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { expandShortTrip } from '../../src/ruletest/shortform.js';
import { engine } from '../helpers.js';

const title = (date: string, locale = 'en-US'): string => {
  const r = engine().trips(expandShortTrip({ passports: ['DEU'], from: 'airport:FRA', to: 'airport:PEK', date, locale }));
  return (r.body as TripResponseDocument).included.find((x) => x.id === 'chn-visa-after-exemption-2026')!.attributes.title;
};

describe('the end of a temporary visa exemption', () => {
  it('before and after the end date, in every locale, without a past tense', () => {
    expect(title('2026-12-01')).toBe('Visa required once the temporary exemption ends on 2026-12-31');
    expect(title('2027-01-05')).toBe('Visa required once the temporary exemption ends on 2026-12-31');
    expect(title('2026-12-01', 'de-DE')).toBe('Visum erforderlich, sobald die befristete Befreiung am 2026-12-31 endet');
    expect(title('2026-12-01', 'fr-FR')).not.toContain('a pris fin');
    expect(title('2026-12-01', 'es-ES')).not.toContain('terminó');
  });
});
