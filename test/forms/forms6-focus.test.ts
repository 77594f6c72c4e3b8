// Issue 22, sixth pass (forms6): the most visited destinations of the brief. Each is answered by an
// ARRIVAL_FORMS statement (generated or hand-authored) or listed in the table's leftOut with the reason,
// and a destination whose only statement is a customs cash declaration keeps its arrival-card question
// open in leftOut (never answered by silence). Expectations come from the brief and the sources' wording.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handAuthoredTerritories } from '../../scripts/import-forms.js';
import { file, statement, table, leftOutReasons as leftOut, FORMSEU_NONE, notFromUnion } from './generated.js';

const handAuthored = handAuthoredTerritories();
const noneRow = new Set(table.none.flatMap((n) => n.territories));

// The brief's focus list (forms6), most visited first.
const FOCUS = (
  'FRA ESP ITA TUR MEX DEU GBR GRC AUT ARE SAU NLD PRT HRV POL HUN CZE CHE DNK SWE NOR BEL IRL ROU BGR EGY MAR TUN ' +
  'JOR ISR OMN QAT BHR KWT GEO ARM AZE UZB KAZ MNE SRB ALB MKD BIH ZAF KEN TZA UGA RWA'
).split(' ');

describe('arrival forms, most visited destinations (forms6)', () => {
  it('accounts for each of the 49 destinations: a statement, or a left-out note with its reason', () => {
    expect(FOCUS).toHaveLength(49);
    for (const t of FOCUS) expect(statement(t) !== undefined || handAuthored.has(t) || leftOut.has(t), t).toBe(true);
  });

  it('the cash-only destinations without a none row (Saudi Arabia, Norway, Oman, Serbia, North Macedonia) keep the arrival-card question open', () => {
    for (const t of ['SAU', 'NOR', 'OMN', 'SRB', 'MKD']) {
      const stmt = statement(t);
      expect(stmt, t).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
      expect(noneRow.has(t), t).toBe(false);
      expect(leftOut.get(t), t).toMatch(/No source read says whether an arrival card or other entry form is filled in/);
    }
  });

  it('no Schengen or EU state is NONE_REQUIRED for arrival cards without a source saying so: their rows stay left out', () => {
    // formseu: Poland has a source that says so (the Korean Ministry of Foreign Affairs' page): a COVERED none row, checked in
    // test/forms/formseu.test.ts; the others still have none.
    for (const t of ['FRA', 'ESP', 'ITA', 'DEU', 'GRC', 'AUT', 'NLD', 'PRT', 'HRV', 'POL', 'HUN', 'CZE', 'DNK', 'SWE', 'BEL', 'ROU', 'BGR'].filter((t) => !FORMSEU_NONE.includes(t))) {
      expect(statement(t)?.status, t).toBe('PARTIAL');
      expect(noneRow.has(t), t).toBe(false);
      expect(leftOut.has(t), t).toBe(true);
    }
    // A travel agent's "Schengen countries do not require landing cards" is recorded as searched, not followed.
    expect(leftOut.get('FRA')).toMatch(/forms6: .*alternativeairlines\.com.*no NONE_REQUIRED statement is made/);
  });

  it("Egypt stays unanswered: the newer official notice (Egyptian passengers at Cairo airport) is narrower than January's reports", () => {
    // forms10 (advice pages) added only the customs cash declaration (a PARTIAL statement); the card question stays open.
    expect(file.procedures.filter((p) => p.location === 'EGY').map((p) => p.id)).toEqual(['egy-cash-declaration']);
    expect(statement('EGY')).toMatchObject({ status: 'PARTIAL' });
    expect(leftOut.get('EGY')).toMatch(/Cairo Governorate's later notice .* Egyptian passengers at Cairo International Airport only/);
  });

  it("Viet Nam: customs cash declaration over USD 5,000 or VND 15,000,000 (the customs authority's 2017 page), any passenger; air arrivals and customs otherwise answered, land crossings not", () => {
    expect(file.procedures.find((p) => p.id === 'vnm-cash-declaration')).toMatchObject({
      location: 'VNM', enforcement: 'MAY_BE_REQUIRED', subCategory: 'ON_ARRIVAL', startDate: null, endDate: null,
    });
    // Every passenger, own nationals included: no passport condition.
    const rule = file.rules.find((r) => r.id === 'forms-vnm-cash-declaration')!;
    expect(rule.conditions.all.map((c) => c.fact).sort()).toEqual(['checkpointKind', 'territory']);
    const stmt = statement('VNM')!;
    // The none row (air immigration, customs without goods to declare) sets the status: still PARTIAL for land crossings.
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.scope).toMatch(/cash over USD 5,000 \(or the equivalent in foreign currency\) or over VND 15,000,000/);
    expect(stmt.scope).toMatch(/files no customs form/);
    expect(stmt.scope).toMatch(/Not covered: land crossings/);
    // The customs authority's own page first, dated; the Embassy's 2002 item for the 'only in listed cases' principle.
    expect(stmt.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', publishedAt: '2017-06-14' });
    expect(stmt.sources[0]!.url).toMatch(/^https:\/\/www\.customs\.gov\.vn\//);
    expect(stmt.sources.some((s) => s.url.startsWith('https://vietnamembassy-usa.org') && s.publishedAt === '2002-07-26')).toBe(true);
    expect(leftOut.has('VNM')).toBe(false);
  });

  it("Kazakhstan: EAEU cash declaration above the equivalent of USD 10,000 (the Code's 'exceeds', not the translation's 'equivalent to'), not on legs inside the union", () => {
    expect(file.procedures.find((p) => p.id === 'kaz-cash-declaration')).toMatchObject({
      location: 'KAZ', enforcement: 'MAY_BE_REQUIRED', subCategory: 'ON_ARRIVAL', startDate: null, endDate: null,
    });
    // Legs from the other EAEU members (and domestic legs) do not cross the union's external border.
    expect(notFromUnion('kaz-cash-declaration')).toEqual(['ARM', 'BLR', 'KAZ', 'KGZ', 'RUS']);
    const stmt = statement('KAZ')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.scope).toMatch(/exceeds the equivalent of USD 10,000/);
    expect(stmt.scope).toMatch(/Not covered: arrivals from another EAEU state/);
    // The migration card's statement stays: both forms are in the one statement. Relaxed by formscheck: the card row
    // became a PARTIAL none row (issued by officials, nothing filled in since 2020-01-10), which shares the statement.
    expect(file.procedures.some((p) => p.id === 'kaz-migration-card')).toBe(false);
    expect(stmt.scope).toMatch(/not had to fill in an immigration \(migration\) card/);
    const tiers = stmt.sources.filter((s) => /enbekshiqazaq|mgorod/.test(s.url)).map((s) => s.tier);
    expect(tiers).toEqual(['DESTINATION_GOVERNMENT', 'REPORTED']);
  });

  it('United States: the I-94 is recorded as researched (electronic at air and sea ports since 2013), Form 6059B left unsettled, still PARTIAL', () => {
    const usa = JSON.parse(readFileSync(join(__dirname, '../../rules/forms/usa-mobile-passport-control.json'), 'utf8')) as {
      coverage: Array<{ status: string; scope: string; sources: Array<{ tier: string; quotes?: string }> }>;
    };
    const stmt = usa.coverage[0]!;
    expect(stmt.status).toBe('PARTIAL');
    expect(stmt.scope).toMatch(/no paper Form I-94 is filled in at air and sea ports/);
    expect(stmt.scope).toMatch(/land ports still issue it/);
    expect(stmt.scope).toMatch(/Not settled: the CBP customs declaration \(Form 6059B/);
    // Reports of CBP's rule, tier REPORTED with CBP as the issuer quoted; the CBP release stays first.
    expect(stmt.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    const reports = stmt.sources.filter((s) => s.tier === 'REPORTED');
    expect(reports).toHaveLength(2);
    expect(reports.every((s) => /U\.S\. Customs and Border Protection/.test(s.quotes ?? ''))).toBe(true);
  });
});

