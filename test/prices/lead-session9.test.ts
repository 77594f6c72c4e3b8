// Lead, after merging session 9: reviews12's Malawi override for Irish passports (visa required from January
// 2026) is priced from Ireland's own advice page (USD 50 / 150 / 250, ireland.ie of 3 February 2026); the
// British and Canadian overrides are not (their pages state no amount) and keep a dated reason.
import { describe, expect, it } from 'vitest';
import { check, labelKeys, ruleIds } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feeTable, feesCoverage, record, unpricedReason } from './answers.js';

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

// Lead, session 10: the UK's Egypt page of 2026-08-04 gives British travellers USD 30 for the visa bought at an
// airport kiosk; the other passports keep the USD 25 reported since 2017 (the US page of 2025 still says about $25).
describe('Egypt visa on arrival: British passports priced from the UK page', () => {
  it('a British passport gets USD 30 and not the USD 25 row; FEES is COVERED', () => {
    const body = datedAnswer('GBR', 'LHR', 'CAI');
    expect(amounts(record(body, 'fee-egy-visa-on-arrival-gbr'))).toEqual([[30, 'USD']]);
    expect(record(body, 'fee-egy-visa-on-arrival')).toBeUndefined();
    expect(feesCoverage(body, 'EGY')?.status).toBe('COVERED');
  });

  // auditfix (2026-11-28): the open row is USD 30 (four 2026 pages over the 2017/2021 reports and the US page of 2025);
  // Italy's USD 25 is the Italian passports' own row, fee-egy-visa-on-arrival-ita.
  it('a US passport gets the open row\'s USD 30, an Italian one Italy\'s own USD 25; neither gets another government\'s row', () => {
    for (const [p, from, id, usd] of [['USA', 'JFK', 'fee-egy-visa-on-arrival', 30], ['ITA', 'FCO', 'fee-egy-visa-on-arrival-ita', 25]] as const) {
      const body = datedAnswer(p, from, 'CAI');
      expect(amounts(record(body, id)), p).toEqual([[usd, 'USD']]);
      for (const id of ['fee-egy-visa-on-arrival-gbr', 'fee-egy-visa-on-arrival-deu', 'fee-egy-visa-on-arrival-fra']) expect(record(body, id), `${p} ${id}`).toBeUndefined();
    }
  });

  it('German and French passports get USD 30 from their own governments\' 2026 pages, each its own row', () => {
    for (const [p, from, id, host] of [['DEU', 'FRA', 'fee-egy-visa-on-arrival-deu', 'www.auswaertiges-amt.de'], ['FRA', 'CDG', 'fee-egy-visa-on-arrival-fra', 'www.diplomatie.gouv.fr']] as const) {
      const body = datedAnswer(p, from, 'CAI');
      const r = record(body, id);
      expect(amounts(r), p).toEqual([[30, 'USD']]);
      expect(r?.attributes.sources.map((s) => new URL(s.url).host), p).toEqual([host]);
      expect(record(body, 'fee-egy-visa-on-arrival'), p).toBeUndefined();
    }
  });
});

// The importer refuses a row for every passport that would price, beside a passport's own row, the same answer twice.
describe('fee table check: an open row for every passport must except the passports that have their own row', () => {
  it('dropping GBR from the Egypt USD 25 row\'s exceptPassports fails the import; the committed table passes', () => {
    const t = feeTable();
    expect(() => check(t, ruleIds(), labelKeys())).not.toThrow();
    const egy = t.fees.find((f) => f.id === 'fee-egy-visa-on-arrival')!;
    egy.exceptPassports = egy.exceptPassports!.filter((p) => p !== 'GBR');
    expect(() => check(t, ruleIds(), labelKeys())).toThrow(/fee-egy-visa-on-arrival: prices GBR too, which fee-egy-visa-on-arrival-gbr prices/);
  });
});
