// The EU cash declaration (issue 22, forms4a): one shared row in data/forms/forms.json becomes one
// record per member state, fires only when the leg comes from outside the Union, is MAY_BE_REQUIRED
// (only travellers carrying EUR 10,000 or more file it) and never settles a destination on its own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFile, type Form } from '../../scripts/import-forms.js';
import { file, table, type BuiltForms, FORMSEU_NONE, notFromUnion } from './generated.js';

// The 27 member states on 2026-11-26 (written out here, not read from the data row, so the test can fail).
const EU = 'AUT BEL BGR CYP CZE DEU DNK ESP EST FIN FRA GRC HRV HUN IRL ITA LTU LUX LVA MLT NLD POL PRT ROU SVK SVN SWE'.split(' ');
const shared = table.forms.find((f) => f.id === 'eu-cash-declaration')!;

describe('EU cash declaration', () => {
  it('is one record per member state, on arrival, MAY_BE_REQUIRED, with no document type', () => {
    const cash = file.procedures.filter((p) => p.id.endsWith('-eu-cash-declaration'));
    expect(cash.map((p) => p.location).sort()).toEqual(EU);
    for (const p of cash) {
      expect(p).toMatchObject({ id: `${p.location.toLowerCase()}-eu-cash-declaration`, subCategory: 'ON_ARRIVAL', enforcement: 'MAY_BE_REQUIRED', startDate: null });
      expect(p.documentTypes).toBeUndefined();
    }
  });

  it('fires only from outside the Union: member states and the outermost regions are excluded, Switzerland and the UK are not', () => {
    const fra = file.rules.find((r) => r.id === 'forms-fra-eu-cash-declaration')!;
    const from = notFromUnion('fra-eu-cash-declaration');
    expect(from).toEqual(expect.arrayContaining([...EU, 'REU', 'GUF', 'GLP', 'MTQ', 'MYT', 'MAF']));
    for (const outside of ['CHE', 'GBR', 'NOR', 'ISL', 'USA']) expect(from).not.toContain(outside);
    // Any person: own nationals are not exempt.
    expect(fra.conditions.all.some((c) => c.fact === 'ownNationality')).toBe(false);
    expect(fra.event.params.slot).toBe('cash-declaration-fra');
    // Switzerland, Iceland and Liechtenstein apply their own customs law: no EU record there.
    expect(file.procedures.some((p) => ['CHE', 'ISL', 'LIE', 'NOR'].includes(p.location) && p.id.endsWith('-eu-cash-declaration'))).toBe(false);
  });

  it('makes each member state PARTIAL, REQUIREMENTS, from EU law (tier DESTINATION_GOVERNMENT), never COVERED alone', () => {
    // formseu: Poland's none row (the Korean Ministry of Foreign Affairs' page, OTHER_OFFICIAL) answers its arrival cards, so its
    // statement is COVERED by the none row, not by the cash declaration alone; test/forms/formseu.test.ts checks it.
    for (const t of EU.filter((t) => !FORMSEU_NONE.includes(t))) {
      const c = file.coverage.find((s) => s.territories.includes(t))!;
      expect(c, t).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
      expect(c.scope).toMatch(/arrival cards and other entry forms were not researched/);
      expect(c.sources.every((s) => s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
      expect(c.sources.some((s) => s.url.startsWith('https://eur-lex.europa.eu/'))).toBe(true);
    }
  });

  it('refuses a cash declaration that claims COVERED or MANDATORY, and MAY_BE_REQUIRED on an arrival card', () => {
    const others = table.forms.filter((f) => f !== shared);
    expect(() => buildFile({ ...table, forms: [...others, { ...shared, status: 'COVERED' }] })).toThrow(/never answers/);
    expect(() => buildFile({ ...table, forms: [...others, { ...shared, enforcement: 'MANDATORY' }] })).toThrow(/MAY_BE_REQUIRED/);
    const card = table.forms.find((f) => f.id === 'mys-mdac')!;
    expect(() => buildFile({ ...table, forms: [...table.forms.filter((f) => f !== card), { ...card, enforcement: 'MAY_BE_REQUIRED' }] })).toThrow(/MAY_BE_REQUIRED/);
    // A shared row names its territories only once, and never beside a single territory.
    expect(() => buildFile({ ...table, forms: [...others, { ...shared, territories: ['FRA', 'FRA'] }] })).toThrow(/distinct/);
    expect(() => buildFile({ ...table, forms: [...others, { ...shared, territory: 'FRA' } as Form] })).toThrow(/exclude each other/);
  });

  it('a none row beside a cash declaration gives one REQUIREMENTS statement with the none row\'s status', () => {
    const none = { territories: ['FRA'], status: 'COVERED' as const, scope: 'Test: no arrival card.', sources: shared.sources.slice(0, 1) };
    const leftOut = (table.leftOut ?? []).map((l) => ({ ...l, territories: l.territories.filter((t) => t !== 'FRA') })).filter((l) => l.territories.length);
    const built = buildFile({ ...table, none: [...table.none, none], leftOut }) as unknown as BuiltForms;
    const fra = built.coverage.filter((c) => c.territories.includes('FRA'));
    expect(fra).toHaveLength(1);
    expect(fra[0]).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    expect(fra[0]!.scope).toMatch(/Test: no arrival card\.$/);
    // Such a destination is settled: it can no longer stay left out.
    expect(() => buildFile({ ...table, none: [...table.none, none] })).toThrow(/cannot also be left out/);
    // An arrival card (not conditional) still excludes a none row.
    expect(() => buildFile({ ...table, none: [...table.none, { ...none, territories: ['MYS'] }] })).toThrow(/cannot also be NONE_REQUIRED/);
  });

  it('outside the EU: the UAE, Iceland, Brazil and Jordan from their own customs pages; Switzerland needs no cash declaration', () => {
    for (const [id, t] of [['are-afseh-cash-disclosure', 'ARE'], ['isl-cash-declaration', 'ISL'], ['bra-e-dbv-cash', 'BRA'], ['jor-cross-border-declaration', 'JOR']] as const) {
      expect(file.procedures.find((p) => p.id === id), id).toMatchObject({ location: t, enforcement: 'MAY_BE_REQUIRED', subCategory: 'ON_ARRIVAL' });
      // Own nationals file it too, from anywhere (no union to move inside).
      const r = file.rules.find((x) => x.id === `forms-${id}`)!;
      expect(r.conditions.all.map((c) => c.fact).sort()).toEqual(['checkpointKind', 'territory']);
      const c = file.coverage.find((x) => x.territories.includes(t))!;
      expect(c).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
      expect(c.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    }
    // Switzerland: the FOCBS says cash need not be declared; customs cash only, so PARTIAL.
    const che = file.coverage.find((x) => x.territories.includes('CHE'))!;
    expect(che).toMatchObject({ finding: 'NONE_REQUIRED', status: 'PARTIAL' });
    expect(che.sources[0]!.url).toMatch(/^https:\/\/www\.bazg\.admin\.ch\//);
  });

  it('the UAE: the federal authority\'s newer AED 60,000 is followed, not the older AED 100,000 pages', () => {
    const texts = JSON.parse(readFileSync(new URL('../../locales/en-US/forms.json', import.meta.url), 'utf8')) as { arrivalCards: Record<string, { description: string }> };
    expect(texts.arrivalCards['areCashDisclosure']!.description).toMatch(/more than AED 60,000/);
    expect(texts.arrivalCards['areCashDisclosure']!.description).not.toMatch(/100,000/);
    const are = table.forms.find((f) => f.id === 'are-afseh-cash-disclosure')!;
    expect(are.sources.every((s) => (s.publishedAt ?? '') >= '2023-01-01')).toBe(true);
  });

  it('Jordan: the newer version of the customs page (Law No. 20 of 2021) is followed over the earlier one (Law No. 46 of 2007)', () => {
    const jor = table.forms.find((f) => f.id === 'jor-cross-border-declaration')!;
    expect(jor.sources[0]!.url).toBe('https://customs.gov.jo/en/JC_CleanMony.aspx');
    expect(jor.scope).toMatch(/Law No\. 20 of 2021/);
    expect(jor.scope).not.toMatch(/precious/);
  });
});
