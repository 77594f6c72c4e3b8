// Lead, after merging session 9: reviews12's Malawi override for Irish passports (visa required from January
// 2026) is priced from Ireland's own advice page (USD 50 / 150 / 250, ireland.ie of 3 February 2026); the
// British and Canadian overrides are not (their pages state no amount) and keep a dated reason.
import { describe, expect, it } from 'vitest';
import { amounts, datedAnswer, feesCoverage, record, unpricedReason } from './answers.js';

describe('Malawi e-visa fees after reviews12', () => {
  it('an Irish passport gets the three amounts beside the advised e-visa, and FEES is COVERED', () => {
    const body = datedAnswer('IRL', 'DUB', 'LLW');
    expect(record(body, 'mwi-evisa-advised-irl')).toBeDefined();
    expect(amounts(record(body, 'fee-mwi-e-visa-irl'))).toEqual([[50, 'USD'], [150, 'USD'], [250, 'USD']]);
    expect(feesCoverage(body, 'MWI')?.status).toBe('COVERED');
  });

  it('a British passport gets no amount (Ireland\'s are its own citizens\'), and the record has a dated reason', () => {
    const body = datedAnswer('GBR', 'LHR', 'LLW');
    expect(record(body, 'mwi-evisa-advised-gbr')).toBeDefined();
    expect(record(body, 'fee-mwi-e-visa-irl')).toBeUndefined();
    expect(feesCoverage(body, 'MWI')?.status).not.toBe('COVERED');
    for (const rec of ['mwi-evisa-advised-can', 'mwi-evisa-advised-gbr', 'mli-evisa-advised-gbr']) {
      expect(unpricedReason(rec), rec).toMatch(/^Researched 2026-11-27 \(lead, after reviews12/);
    }
  });
});
