// The passport-validity rule files are generated from a sourced table: they must match the table,
// every record must cite an official https source with the date it was read, and every text the
// records use must exist in every shipped locale.
import { readFileSync } from 'node:fs';
import { procedureTexts } from '../rules-data/data.js';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles, DEFAULT_DATA, recordId, textKey, toJson, type Destination, type Table } from '../../scripts/import-passport-validity.js';

const ROOT = resolve(__dirname, '../..');
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const files = buildFiles(table);
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];
const territoriesOf = (t: Table): string[] => [...new Set(t.destinations.map((d) => d.territory))];

describe('passport-validity generator', () => {
  it('the committed rule files are exactly what the table generates', () => {
    for (const [rel, content] of Object.entries(files)) {
      expect(readFileSync(join(ROOT, 'rules', rel), 'utf8'), rel).toBe(toJson(content));
    }
  });

  it('covers the 29 Schengen states with the Article 6(1)(a) rule, EU/EEA/Swiss passports exempt', () => {
    const s = table.schengen;
    expect(s.territories).toHaveLength(29);
    expect({ months: s.months, from: s.from, issuedWithinYears: s.issuedWithinYears }).toEqual({ months: 3, from: 'DEPARTURE', issuedWithinYears: 10 });
    for (const t of s.territories.filter((t) => !['ISL', 'LIE', 'NOR', 'CHE'].includes(t))) expect(s.exemptPassports).toContain(t);
    for (const t of ['CYP', 'IRL', 'ISL', 'LIE', 'NOR', 'CHE']) expect(s.exemptPassports).toContain(t);
    expect(s.exemptPassports).toHaveLength(31);
  });

  it('every row cites at least one https source with a read date and a note', () => {
    for (const row of [table.schengen, ...table.destinations]) {
      expect(row.sources.length).toBeGreaterThan(0);
      for (const src of row.sources) {
        expect(src.url).toMatch(/^https:\/\//);
        expect(src.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(src.note.length).toBeGreaterThan(20);
      }
    }
  });

  it('records are DOC_REQUIREMENTs at ENTRY only, in DOCUMENTS_AND_FORMS, slot passport-validity, carrying passportValidity', () => {
    for (const file of Object.values(files) as Array<{ procedures: Array<Record<string, unknown>>; rules: Array<{ conditions: { all: Array<{ fact: string; value: unknown }> }; event: { params: Record<string, unknown> } }> }>) {
      for (const p of file.procedures) {
        expect(p.category).toBe('DOC_REQUIREMENT');
        expect(p.documentTypes).toEqual(['PASSPORT']);
        // Every record carries passportValidity, except rows whose source gives no computable date (noComputedDate).
        const row = table.destinations.find((d) => p.id === recordId(d));
        if (row?.noComputedDate) expect(p.passportValidity).toBeUndefined();
        else expect(p.passportValidity).toBeDefined();
      }
      for (const r of file.rules) {
        expect(r.conditions.all[0]).toEqual({ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' });
        expect(r.event.params).toMatchObject({ group: 'DOCUMENTS_AND_FORMS', slot: 'passport-validity' });
      }
    }
  });

  it('every text a record uses exists, with title and description, in every shipped locale', () => {
    const keys = new Set([textKey(table.schengen), ...table.destinations.map(textKey)]);
    for (const locale of LOCALES) {
      const texts = procedureTexts(locale, 'passportValidity') as Record<string, { title?: string; description?: string }>;
      for (const k of keys) {
        expect(texts[k]?.title, `${locale} ${k}.title`).toBeTruthy();
        expect(texts[k]?.description, `${locale} ${k}.description`).toContain('{{location}}');
      }
    }
  });

  it('derives text keys for rules counted in days, and refuses a row with both or neither unit', () => {
    const src = table.destinations[0]!.sources;
    expect(textKey({ days: 30, from: 'DEPARTURE', blankPages: 2, sources: src })).toBe('departureDays30Blank2');
    expect(textKey({ days: 0, from: 'ARRIVAL', sources: src })).toBe('onEntry');
    const row = (extra: object) => ({ ...table, destinations: [{ territory: 'ZZZ', from: 'ARRIVAL', sources: src, ...extra }] }) as Table;
    expect(() => buildFiles(row({ months: 6, days: 30 }))).toThrow(/exactly one of months and days/);
    expect(() => buildFiles(row({}))).toThrow(/exactly one of months and days/);
    expect(() => buildFiles(row({ days: 0, from: 'DEPARTURE' }))).toThrow(/whole stay/);
  });

  it('several rows per territory: the default row leaves out the passports of the per-nationality rows, which fire only for theirs', () => {
    type File = { procedures: Array<{ id: string; text: string; passportValidity?: unknown }>; rules: Array<{ id: string; conditions: { all: Array<{ fact: string; operator: string; value: unknown }> }; event: { params: { id: string } } }> };
    const dest = files['passport-validity/destinations.json'] as File;
    const usa = dest.rules.find((r) => r.id === 'passport-validity-usa')!;
    const stay = dest.rules.find((r) => r.id === 'passport-validity-usa-stay')!;
    const stayRow = table.destinations.find((d) => d.territory === 'USA' && d.id === 'stay')!;
    expect(stay.event.params.id).toBe('passport-validity-usa-stay');
    expect(stay.conditions.all).toContainEqual({ fact: 'passport', operator: 'in', value: [...stayRow.passports!].sort() });
    const out = usa.conditions.all.find((c) => c.fact === 'passport')!;
    expect(out.operator).toBe('notIn');
    expect([...(out.value as string[])].sort()).toEqual([...stayRow.passports!].sort());
    // CBP's list (bulletin of January 31, 2024): e.g. the UK, India and Kosovo are on it, China is not.
    for (const p of ['GBR', 'IND', 'XKX', 'IRL', 'BRA']) expect(stayRow.passports).toContain(p);
    expect(stayRow.passports).not.toContain('CHN');
    expect(dest.procedures.find((p) => p.id === 'passport-validity-usa-stay')).toMatchObject({ text: 'passportValidity:usaStay', passportValidity: { months: 0, from: 'ARRIVAL' } });
    expect(recordId({ territory: 'USA', id: 'stay' })).toBe('passport-validity-usa-stay');
    expect(recordId({ territory: 'USA' })).toBe('passport-validity-usa');
  });

  describe('refuses rows of one territory that overlap or are ambiguous', () => {
    const src = table.destinations[0]!.sources;
    const base: Destination = { territory: 'ZZZ', months: 6, from: 'DEPARTURE', sources: src };
    const withRows = (...rows: Destination[]) => ({ ...table, destinations: rows }) as Table;
    it('two default rows', () => {
      expect(() => buildFiles(withRows(base, { ...base, months: 3 }))).toThrow(/listed twice/);
    });
    it('a per-nationality row without an id, or with a bad one, or two with the same id', () => {
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA'] }))).toThrow(/needs an id/);
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA'], id: 'Stay' }))).toThrow(/needs an id/);
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA'], id: 'a' }, { ...base, passports: ['BBB'], id: 'a' }))).toThrow(/two rows with id a/);
    });
    it('two per-nationality rows listing the same passport', () => {
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA', 'BBB'], id: 'a' }, { ...base, passports: ['BBB'], id: 'b' }))).toThrow(/overlap on passport BBB/);
    });
    it('a passport both exempt from the default row and listed by another row', () => {
      expect(() => buildFiles(withRows({ ...base, exemptPassports: ['AAA'] }, { ...base, passports: ['AAA'], id: 'a' }))).toThrow(/both exempt from the default row/);
    });
    it('a per-nationality row listing the territory itself, an empty list, or exemptPassports', () => {
      expect(() => buildFiles(withRows(base, { ...base, passports: ['ZZZ'], id: 'a' }))).toThrow(/own nationals/);
      expect(() => buildFiles(withRows(base, { ...base, passports: [], id: 'a' }))).toThrow(/passports is empty/);
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA'], id: 'a', exemptPassports: ['BBB'] }))).toThrow(/no exemptPassports/);
    });
    it('a default row with an id', () => {
      expect(() => buildFiles(withRows({ ...base, id: 'x' }))).toThrow(/default row has no id/);
    });
    it('accepts per-nationality rows without a default row, and disjoint rows with one', () => {
      const f = buildFiles(withRows({ ...base, passports: ['AAA'], id: 'a' }, { ...base, months: 0, from: 'ARRIVAL', passports: ['BBB'], id: 'b' }))['passport-validity/destinations.json'] as { rules: Array<{ id: string }> };
      expect(f.rules.map((r) => r.id)).toEqual(['passport-validity-zzz-a', 'passport-validity-zzz-b']);
      const g = buildFiles(withRows({ ...base, exemptPassports: ['CCC'] }, { ...base, passports: ['AAA'], id: 'a' }))['passport-validity/destinations.json'] as { rules: Array<{ id: string; conditions: { all: Array<{ fact: string; value: unknown }> } }> };
      expect(g.rules[0]!.conditions.all.find((c) => c.fact === 'passport')!.value).toEqual(['CCC', 'AAA']);
    });
  });

  it('every source has a tier, and a REPORTED one names the official notice it quotes; the importer refuses a source without', () => {
    for (const row of [table.schengen, ...table.destinations]) {
      for (const src of row.sources) {
        expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED'], src.url).toContain(src.tier);
        if (src.tier === 'REPORTED') expect(src.quotes?.length ?? 0, src.url).toBeGreaterThan(10);
        else expect(src.quotes, src.url).toBeUndefined();
      }
    }
    // The EU's own law is the destination's law for the Schengen states; the FCDO is another government.
    expect(table.schengen.sources.find((s) => s.url.includes('eur-lex'))?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(table.destinations.find((d) => d.territory === 'CHN')?.sources[0]?.tier).toBe('OTHER_OFFICIAL');
    const src = table.destinations[0]!.sources[0]!;
    const row = (s: object) => ({ ...table, destinations: [{ territory: 'ZZZ', months: 6, from: 'DEPARTURE', sources: [{ ...src, ...s }] }] }) as Table;
    expect(() => buildFiles(row({ tier: undefined }))).toThrow(/needs a tier/);
    expect(() => buildFiles(row({ tier: 'REPORTED', quotes: undefined }))).toThrow(/REPORTED source says which official notice/);
  });

  it('states PASSPORT_VALIDITY coverage once per destination (REQUIREMENTS, valid-for-the-stay included) and once for the 29 Schengen states', () => {
    type Statement = { topic: string; territories: string[]; passports?: string[]; status: string; finding: string; sources: unknown[] };
    const dest = (files['passport-validity/destinations.json'] as { coverage: Statement[] }).coverage;
    const schengen = (files['passport-validity/schengen.json'] as { coverage: Statement[] }).coverage;
    expect(schengen).toHaveLength(1);
    expect(schengen[0]!.territories).toHaveLength(29);
    expect(schengen[0]!.passports).toBeUndefined();
    const territories = [...new Set(table.destinations.map((d) => d.territory))].sort();
    expect(dest.map((c) => c.territories[0]).sort()).toEqual(territories);
    for (const c of [...dest, ...schengen]) {
      expect(c).toMatchObject({ topic: 'PASSPORT_VALIDITY', status: 'COVERED', finding: 'REQUIREMENTS' });
      expect(c.sources.length).toBeGreaterThan(0);
    }
    // Passports a row leaves out of scope (the source says nothing of them) stay uncovered.
    const are = dest.find((c) => c.territories[0] === 'ARE')!;
    for (const p of ['BHR', 'KWT', 'OMN', 'QAT', 'SAU']) expect(are.passports).not.toContain(p);
    expect(are.passports).toContain('USA');
    expect(are.passports).toContain('ARE');
    // A destination whose rows cover every passport (Armenia: valid for the stay; New Zealand: Australians have their own row) names none.
    expect(dest.find((c) => c.territories[0] === 'ARM')!.passports).toBeUndefined();
    expect(dest.find((c) => c.territories[0] === 'NZL')!.passports).toBeUndefined();
  });

  it('Türkiye: 150 days from arrival and a blank page (FCDO and Law 6458 followed over the U.S. Consulate Hong Kong\'s older six-month list)', () => {
    const tur = table.destinations.filter((d) => d.territory === 'TUR');
    expect(tur).toHaveLength(1);
    expect(tur[0]).toMatchObject({ days: 150, from: 'ARRIVAL', blankPages: 1, text: 'tur' });
    expect(tur[0]!.sources.map((s) => s.tier)).toContain('DESTINATION_GOVERNMENT');
    // The sampled gaps are answered.
    for (const t of ['TUR', 'BRA', 'COL']) expect(territoriesOf(table)).toContain(t);
  });

  it('a row whose source gives no computable date (noComputedDate) becomes a record without passportValidity, with an explicit text', () => {
    const src = table.destinations[0]!.sources;
    const row = (extra: object) => ({ ...table, destinations: [{ territory: 'ZZZ', sources: src, noComputedDate: true, ...extra }] }) as Table;
    const f = buildFiles(row({ text: 'zzzRule' }))['passport-validity/destinations.json'] as { procedures: Array<Record<string, unknown>> };
    expect(f.procedures[0]!.passportValidity).toBeUndefined();
    expect(f.procedures[0]!.text).toBe('passportValidity:zzzRule');
    expect(() => buildFiles(row({}))).toThrow(/explicit text/);
    expect(() => buildFiles(row({ text: 'zzzRule', months: 6, from: 'DEPARTURE' }))).toThrow(/no months, days or from/);
  });
});
