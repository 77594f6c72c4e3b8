// Issue 22, destinations A-L: every one of the 74 destinations that had no ARRIVAL_FORMS statement
// is now either answered (a form or a none row, with its sources) or listed in the table's leftOut
// notes with the reason; the generator refuses a left-out destination that is also answered.
import { describe, expect, it } from 'vitest';
import { buildFile } from '../../scripts/import-forms.js';
import { file, table } from './generated.js';

// The brief's list (issue 22 for forms3a): destinations A-L without a statement on 2026-11-26.
const A_TO_L = (
  'AFG AGO ALB AND ARE ARG ARM AUT AZE BDI BEL BEN BFA BGD BGR BHR BHS BIH BLZ BOL BRA BTN BWA CAF CHE CIV CMR COD COG ' +
  'COM CYP CZE DEU DJI DNK DZA EGY ERI ESP EST ETH FIN FRA FSM GAB GEO GIN GMB GNB GNQ GRC GRD GUY HRV HTI HUN IRL IRN ' +
  'IRQ ISL ISR ITA JOR KEN KGZ KIR KWT LBR LBY LIE LSO LTU LUX LVA'
).split(' ');

describe('arrival forms, destinations A-L', () => {
  it('accounts for each of the 74 destinations: a statement, or a left-out note with its reason', () => {
    expect(A_TO_L).toHaveLength(74);
    const stated = new Set(file.coverage.flatMap((c) => c.territories));
    const leftOut = new Set((table.leftOut ?? []).flatMap((l) => l.territories));
    // A member state whose only statement is the EU cash declaration (PARTIAL) keeps its left-out note:
    // its arrival cards are still unsettled. Every other destination is either stated or left out.
    // (A none row answering the rest, as Ireland's, gives it a statement of its own: then it is not left out.)
    const noneRow = new Set(table.none.flatMap((n) => n.territories));
    const cash = (t: string): boolean => !noneRow.has(t) && file.procedures.filter((p) => p.location === t).every((p) => p.tags.includes('cash-declaration'));
    const cashOnly = new Set(file.coverage.filter((c) => c.finding === 'REQUIREMENTS' && c.status === 'PARTIAL' && c.territories.every(cash)).flatMap((c) => c.territories));
    for (const t of A_TO_L) expect(cashOnly.has(t) ? leftOut.has(t) : stated.has(t) !== leftOut.has(t), t).toBe(true);
    for (const l of table.leftOut ?? []) expect(l.reason.length, l.territories.join()).toBeGreaterThan(80);
  });

  it('the Bahamas: the immigration form non-residents fill out on arrival, from the government page (COVERED since formsfix)', () => {
    expect(file.procedures.find((p) => p.id === 'bhs-immigration-form')).toMatchObject({ location: 'BHS', subCategory: 'IN_FLIGHT', enforcement: 'MANDATORY', startDate: null });
    // Non-residents only: Bahamian passports never file it (own nationals), whatever the date.
    expect(file.rules.find((r) => r.id === 'forms-bhs-immigration-form')!.conditions.all).toContainEqual({ fact: 'ownNationality', operator: 'equal', value: false });
    const bhs = file.coverage.find((c) => c.territories[0] === 'BHS')!;
    // COVERED since formsfix settled the 2021 announcement (three 2026 pages: the card is still filled in) and the lead's
    // importer change let a COVERED form carry a destination beside its cash row.
    expect(bhs).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    // (formsas added the Bahamas' cash declaration, whose sources now come first in the statement: the form's own row is read.)
    const form = table.forms.find((f) => f.id === 'bhs-immigration-form')!;
    expect(form.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT' });
    expect(form.sources[0]!.url).toMatch(/^https:\/\/bahamas\.gov\.bs\//);
    expect(bhs.sources).toContainEqual(form.sources[0]);
  });

  it('Bolivia: the customs Form 250 of every arrival, Bolivians included, from press reports of the Aduana Nacional', () => {
    expect(file.procedures.find((p) => p.id === 'bol-form-250')).toMatchObject({ location: 'BOL', subCategory: 'BEFORE_ARRIVAL', enforcement: 'MANDATORY' });
    // Everyone entering files it: no ownNationality condition, no passport list.
    const bol = file.rules.find((r) => r.id === 'forms-bol-form-250')!;
    expect(bol.conditions.all.map((c) => c.fact).sort()).toEqual(['checkpointKind', 'territory']);
    const stmt = file.coverage.find((c) => c.territories[0] === 'BOL')!;
    // Only reported: the immigration side was not researched, so PARTIAL.
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // aaforms added a cash declaration (OTHER_OFFICIAL sources); the Form 250 row's own press sources are still REPORTED. The
    // formsfix pass cited four official 2026 advice pages beside them (checked in test/forms/formsfix.test.ts), skipped here.
    const bolSources = table.forms.find((f) => f.id === 'bol-form-250')!.sources;
    expect(bolSources.filter((s) => !/Issue 22, formsfix\.$/.test(s.note ?? '')).every((s) => s.tier === 'REPORTED')).toBe(true);
    expect(bolSources.filter((s) => s.tier === 'REPORTED')).toHaveLength(3);
  });

  it('Kenya: the customs Passenger Declaration Form F88 of every arriving passenger, from the Kenya Revenue Authority notice', () => {
    expect(file.procedures.find((p) => p.id === 'ken-passenger-declaration-f88')).toMatchObject({ location: 'KEN', subCategory: 'BEFORE_ARRIVAL', enforcement: 'MANDATORY' });
    const stmt = file.coverage.find((c) => c.territories[0] === 'KEN')!;
    // The notice is cut off right after the requirement: PARTIAL, the primary source official.
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // aaforms added a cash declaration whose sources come first in the statement: the F88 row's primary source is checked.
    const f88 = table.forms.find((f) => f.id === 'ken-passenger-declaration-f88')!.sources;
    expect(f88[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT' });
    expect(f88[0]!.url).toMatch(/^https:\/\/kra\.go\.ke\//);
  });

  it('Israel: nothing to fill in at passport control (the Electronic Gate Pass is printed), PARTIAL, from the Ministry of Tourism', () => {
    // formsaf added Israel's cash declaration (isr-cash-declaration, the 2026 pages of Spain and the Auswärtiges Amt): the none
    // row and the cash row now make one REQUIREMENTS statement with the none row's status; the none row is checked here.
    const isr = file.coverage.find((c) => c.territories.includes('ISR'))!;
    expect(isr).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    const none = table.none.find((n) => n.territories.includes('ISR'))!;
    expect(none.status).toBe('PARTIAL');
    expect(none.sources.every((s) => s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
    expect(none.scope).toMatch(/Electronic Gate Pass/);
    expect(file.procedures.filter((p) => p.location === 'ISR').map((p) => p.tags)).toEqual([['cash-declaration']]);
  });

  it('no Schengen or EU destination is stated NONE_REQUIRED without a source saying so: their arrival cards stay left out', () => {
    const leftOut = new Set((table.leftOut ?? []).flatMap((l) => l.territories));
    for (const t of ['FRA', 'DEU', 'ESP', 'ITA', 'AUT', 'CYP']) {
      expect(leftOut.has(t), t).toBe(true);
      // Their only statement is the EU cash declaration: REQUIREMENTS, PARTIAL, never NONE_REQUIRED.
      expect(file.coverage.filter((c) => c.territories.includes(t)).map((c) => [c.finding, c.status]), t).toEqual([['REQUIREMENTS', 'PARTIAL']]);
    }
    // Switzerland's only statement comes from a customs page that says cash need not be declared: PARTIAL.
    expect(file.coverage.find((c) => c.territories.includes('CHE'))).toMatchObject({ finding: 'NONE_REQUIRED', status: 'PARTIAL' });
  });

  it('refuses a left-out destination that has a statement, one listed twice, and a row without reason', () => {
    const row = { territories: ['BHS'], reason: 'x'.repeat(90) };
    expect(() => buildFile({ ...table, leftOut: [...(table.leftOut ?? []), row] })).toThrow(/cannot also be left out/);
    expect(() => buildFile({ ...table, leftOut: [...(table.leftOut ?? []), { ...row, territories: ['FRA'] }] })).toThrow(/left out twice/);
    expect(() => buildFile({ ...table, leftOut: [{ territories: ['ZZZ'], reason: ' ' }] })).toThrow(/reason are required/);
  });
});
