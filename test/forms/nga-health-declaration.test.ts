// Nigeria's NCDC Health Declaration Form (lead, 2026-11-27, on formsaf's finding): eight 2026 advice pages (the UK,
// Canada, Ireland, the Auswärtiges Amt, Italy, Finland, Austria, Australia) say every arriving passenger files it
// online before travelling, with a paper form on arrival as the fallback. Expectations checked against those pages'
// words (quoted in the row's sources), not copied from the generated file.
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { directTrip } from '../freshness/trips.js';
import { statement, table, ruleFacts as facts, arrivalCardText as text } from './generated.js';

const ROW = table.forms.find((f) => f.id === 'nga-health-declaration');

interface Included { id: string; attributes: { enforcement: string; subCategory?: string; actions: { url: string }[] } }
function included(passport: string, from: string, to: string): Map<string, Included> {
  const r = engine().trips(directTrip(passport, from, to));
  expect(r.status).toBe(200);
  return new Map((r.body as { included: Included[] }).included.map((p) => [p.id, p]));
}

describe('Nigeria: the NCDC Health Declaration Form', () => {
  it('is a mandatory form for every passenger, filed online before departure, linked to the NCDC portal', () => {
    expect(ROW).toBeDefined();
    expect(ROW!.enforcement).toBe('MANDATORY');
    expect(ROW!.subCategory).toBe('BEFORE_DEPARTURE');
    expect(ROW!.who).toBe('ALL');
    expect(ROW!.actions.map((a) => a.url)).toEqual(['https://healthapp.ncdc.gov.ng/']);
    // Six of the eight pages are cited, each an official page of 2026, read in the named mirror.
    expect(ROW!.sources).toHaveLength(6);
    for (const s of ROW!.sources) {
      expect(s.tier).toBe('OTHER_OFFICIAL');
      expect(s.publishedAt! >= '2026-01-01', s.title).toBe(true);
      expect(s.note).toMatch(/JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/NGA\.json/);
    }
    expect(facts('nga-health-declaration')).not.toContain('ownNationality'); // not limited to foreigners, unlike the Landing Card
    expect(facts('nga-landing-card')).toContain('ownNationality');
  });

  it('fires on a British and on a Nigerian passport flying into Lagos, beside the Landing Card for the foreigner only', () => {
    const gbr = included('GBR', 'LHR', 'LOS');
    expect(gbr.get('nga-health-declaration')?.attributes.enforcement).toBe('MANDATORY');
    expect(gbr.has('nga-landing-card')).toBe(true);
    const nga = included('NGA', 'LHR', 'LOS');
    expect(nga.get('nga-health-declaration')?.attributes.enforcement).toBe('MANDATORY');
    expect(nga.has('nga-landing-card')).toBe(false);
  });

  it('does not fire on a trip elsewhere in West Africa', () => {
    expect(included('GBR', 'LHR', 'ACC').has('nga-health-declaration')).toBe(false);
  });

  it('keeps Nigeria COVERED for arrival forms, and has its text in every locale', () => {
    expect(statement('NGA')?.status).toBe('COVERED');
    for (const l of ['en-US', 'de-DE', 'fr-FR', 'es-ES']) expect(text(l, 'ngaHealthDeclaration')?.description, l).toMatch(/healthapp\.ncdc\.gov\.ng/);
  });
});
