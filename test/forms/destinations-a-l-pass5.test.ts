// Issue 22, destinations A-L, fifth pass (forms5a): Argentina's customs declaration and Georgia's cash
// declaration, and every one of the brief's 45 A-L destinations without a statement is either answered
// or kept in the table's leftOut notes with the reason.
import { describe, expect, it } from 'vitest';
import { file, table, notFromUnion } from './generated.js';

// The brief's list for forms5a: A-L destinations with no ARRIVAL_FORMS statement on 2026-11-27.
const NO_STATEMENT = (
  'AFG AGO AND ARG ARM AZE BDI BEN BFA BGD BHR BIH BLZ BTN BWA CAF CIV CMR COD COG COM DJI DZA EGY ERI ETH FSM GAB GEO ' +
  'GIN GMB GNB GNQ GRD GUY HTI IRN IRQ KGZ KIR KWT LBR LBY LIE LSO'
).split(' ');

describe('arrival forms A-L, fifth pass', () => {
  it('accounts for each of the 45 destinations: a statement, or a left-out note with its reason (a cash declaration alone keeps its note)', () => {
    expect(NO_STATEMENT).toHaveLength(45);
    const stated = new Set(file.coverage.flatMap((c) => c.territories));
    const leftOut = new Set((table.leftOut ?? []).flatMap((l) => l.territories));
    // A none row answers the rest (Lesotho's, forms7, has no form at all): not cash only.
    const noneRow = new Set(table.none.flatMap((n) => n.territories));
    const cashOnly = (t: string): boolean => !noneRow.has(t) && file.procedures.filter((p) => p.location === t).every((p) => p.tags.includes('cash-declaration'));
    for (const t of NO_STATEMENT) {
      if (stated.has(t) && cashOnly(t)) expect(leftOut.has(t), `${t}: cash only, its arrival cards stay left out`).toBe(true);
      else expect(stated.has(t) !== leftOut.has(t), t).toBe(true);
    }
  });

  it('Argentina: the customs declaration is conditional, as the official resolution says, not a form every passenger fills in', () => {
    expect(file.procedures.find((p) => p.id === 'arg-customs-declaration')).toMatchObject({ location: 'ARG', subCategory: 'ON_ARRIVAL', enforcement: 'MAY_BE_REQUIRED', startDate: null, tags: ['cash-declaration'] });
    // Every arriving traveller may owe it, Argentines included: no nationality condition.
    const rule = file.rules.find((r) => r.id === 'forms-arg-customs-declaration')!;
    expect(rule.conditions.all.map((c) => c.fact).sort()).toEqual(['checkpointKind', 'territory']);
    const stmt = file.coverage.find((c) => c.territories[0] === 'ARG')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // Sources disagree (a 2019 report: every passenger aged 16 or over); the official AFIP text is followed.
    expect(stmt.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT' });
    expect(stmt.sources[0]!.url).toMatch(/^https:\/\/biblioteca\.afip\.gob\.ar\//);
    expect(stmt.sources.some((s) => s.tier === 'REPORTED' && /2019/.test(s.quotes ?? ''))).toBe(true);
    expect(stmt.scope).toMatch(/only when/);
    expect(stmt.scope).toMatch(/USD 10,000 or more/);
  });

  it('Georgia: the cash declaration above GEL 30,000, from the Revenue Service page, for every person crossing', () => {
    expect(file.procedures.find((p) => p.id === 'geo-cash-declaration')).toMatchObject({ location: 'GEO', subCategory: 'ON_ARRIVAL', enforcement: 'MAY_BE_REQUIRED', startDate: null });
    const rule = file.rules.find((r) => r.id === 'forms-geo-cash-declaration')!;
    expect(rule.conditions.all).not.toContainEqual(expect.objectContaining({ fact: 'ownNationality' }));
    const stmt = file.coverage.find((c) => c.territories[0] === 'GEO')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT' });
    expect(stmt.sources[0]!.url).toMatch(/^https:\/\/old\.rs\.ge\//);
    expect(stmt.scope).toMatch(/GEL 30,000/);
  });

  it('DR Congo: the cash declaration of USD 10,000 or more, from the customs authority\'s page, for residents and non-residents alike', () => {
    expect(file.procedures.find((p) => p.id === 'cod-cash-declaration')).toMatchObject({ location: 'COD', subCategory: 'ON_ARRIVAL', enforcement: 'MAY_BE_REQUIRED', startDate: null });
    const rule = file.rules.find((r) => r.id === 'forms-cod-cash-declaration')!;
    expect(rule.conditions.all.map((c) => c.fact).sort()).toEqual(['checkpointKind', 'territory']);
    const stmt = file.coverage.find((c) => c.territories[0] === 'COD')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT']);
    expect(stmt.sources[0]!.url).toMatch(/^https:\/\/douane\.gouv\.cd\//);
    expect(stmt.scope).toMatch(/USD 10,000 or more/);
  });

  it('Gabon: the CEMAC cash declaration above CFA francs 5,000,000 from Gabonese customs (not the older 1,000,000), not on arrival from inside CEMAC', () => {
    expect(file.procedures.find((p) => p.id === 'gab-cash-declaration')).toMatchObject({ location: 'GAB', enforcement: 'MAY_BE_REQUIRED' });
    expect(notFromUnion('gab-cash-declaration')).toEqual(['CAF', 'CMR', 'COG', 'GAB', 'GNQ', 'TCD']);
    const stmt = file.coverage.find((c) => c.territories[0] === 'GAB')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://douanes.ga/individuals/exchange-control' });
    expect(stmt.scope).toMatch(/5,000,000/);
    expect(stmt.scope).not.toMatch(/1,000,000/);
  });

  it('destinations whose forms are known only without an official link stay left out (Angola, Kuwait): no record ships', () => {
    const leftOut = new Set((table.leftOut ?? []).flatMap((l) => l.territories));
    for (const t of ['AGO', 'KWT', 'ETH', 'EGY']) {
      expect(leftOut.has(t), t).toBe(true);
      // forms10 (advice pages) shipped their cash declarations from official pages with a link; arrival cards stay left out.
      expect(file.procedures.filter((p) => p.location === t).map((p) => p.id), t).toEqual([`${t.toLowerCase()}-cash-declaration`]);
    }
  });
});

describe('Ireland, fifth pass', () => {
  it('Ireland: no landing card in the Irish Immigration Service list of documents, a PARTIAL none row beside the EU cash declaration', () => {
    const irl = file.coverage.filter((c) => c.territories.includes('IRL'));
    // One statement: the EU cash declaration fires for those carrying EUR 10,000 or more, the none row answers the rest.
    expect(irl).toHaveLength(1);
    expect(irl[0]).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(irl[0]!.scope).toMatch(/boarding card/);
    expect(irl[0]!.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT' && s.url.startsWith('https://www.irishimmigration.ie/'))).toBe(true);
    // No arrival-card record is listed in Ireland: only the cash declaration.
    expect(file.procedures.filter((p) => p.location === 'IRL').every((p) => p.tags.includes('cash-declaration'))).toBe(true);
    // It has a statement of its own now, so it leaves the EU row of left-out destinations.
    expect((table.leftOut ?? []).some((l) => l.territories.includes('IRL'))).toBe(false);
  });
});
