// The passport-validity rule files are generated from a sourced table: they must match the table,
// every record must cite an official https source with the date it was read, and every text the
// records use must exist in every shipped locale.
import { readdirSync, readFileSync } from 'node:fs';
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
    const row = (extra: object) => ({ ...table, territories: undefined, destinations: [{ territory: 'ZZZ', from: 'ARRIVAL', sources: src, ...extra }] }) as Table;
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
    const withRows = (...rows: Destination[]) => ({ ...table, territories: undefined, destinations: rows }) as Table;
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

  describe('a dated per-nationality row (a time-limited exception over the default row)', () => {
    const src = table.destinations[0]!.sources;
    const base: Destination = { territory: 'ZZZ', months: 6, from: 'DEPARTURE', sources: src };
    const withRows = (...rows: Destination[]) => ({ ...table, territories: undefined, destinations: rows }) as Table;
    type File = { procedures: Array<{ id: string; endDate: string | null; startDate: string | null; travelPurposes: string[] }>; rules: Array<{ id: string; priority: number; conditions: { all: Array<{ fact: string; operator: string; value: unknown }> } }> };
    const dest = (t: Table) => buildFiles(t)['passport-validity/destinations.json'] as File;

    it('keeps its passports in the default row (which answers them once it lapses) and outranks that row while in force', () => {
      const f = dest(withRows({ ...base, exemptPassports: ['CCC'] }, { ...base, months: 0, from: 'ARRIVAL', passports: ['AAA'], id: 'tourism', endDate: '2026-12-31', travelPurposes: ['TOURISM'] }));
      const def = f.rules.find((r) => r.id === 'passport-validity-zzz')!;
      const dated = f.rules.find((r) => r.id === 'passport-validity-zzz-tourism')!;
      expect(def.conditions.all.find((c) => c.fact === 'passport')).toEqual({ fact: 'passport', operator: 'notIn', value: ['CCC'] });
      expect(dated.priority).toBeGreaterThan(def.priority);
      const rec = f.procedures.find((p) => p.id === 'passport-validity-zzz-tourism')!;
      expect(rec).toMatchObject({ endDate: '2026-12-31', startDate: null, travelPurposes: ['TOURISM'] });
      expect(f.procedures.find((p) => p.id === 'passport-validity-zzz')).toMatchObject({ endDate: null, travelPurposes: ['TOURISM', 'BUSINESS'] });
    });

    it('is refused without a default row, on the default row itself, with a bad date or with dates the wrong way round', () => {
      const dated: Destination = { ...base, months: 0, from: 'ARRIVAL', passports: ['AAA'], id: 'a', endDate: '2026-12-31' };
      expect(() => buildFiles(withRows(dated))).toThrow(/needs the territory's default row/);
      expect(() => buildFiles(withRows({ ...base, endDate: '2026-12-31' }))).toThrow(/only a per-nationality row can be dated/);
      expect(() => buildFiles(withRows(base, { ...dated, endDate: '31/12/2026' }))).toThrow(/endDate must be YYYY-MM-DD/);
      expect(() => buildFiles(withRows(base, { ...dated, startDate: '2027-01-01' }))).toThrow(/startDate 2027-01-01 is after endDate/);
      expect(() => buildFiles(withRows(base, { ...dated, travelPurposes: ['STUDY' as 'TOURISM'] }))).toThrow(/travelPurposes takes/);
    });

    it('a partial row (partialScope) says what it leaves out; a partial default row must be the territory\'s only row (ninth pass)', () => {
      const partialDefault: Destination = { territory: 'ZZZ', noComputedDate: true, text: 'validPassportNoMinimum', partialScope: 'the minimum validity.', sources: src };
      expect(() => buildFiles(withRows(partialDefault, { ...base, passports: ['AAA'], id: 'a' }))).toThrow(/a partial default row is the territory's only row/);
      expect(() => buildFiles(withRows({ ...partialDefault, exemptPassports: ['AAA'] }))).toThrow(/a partial default row is the territory's only row/);
      expect(() => buildFiles(withRows({ ...partialDefault, partialScope: ' ' }))).toThrow(/says what it leaves out/);
      // Alone it is accepted: one PARTIAL statement for every foreign passport (no passports list), saying what is left out.
      type Cov = { coverage: Array<{ territories: string[]; status: string; passports?: string[]; scope: string }> };
      const out = (buildFiles(withRows(partialDefault))['passport-validity/destinations.json'] as Cov).coverage.filter((c) => c.territories[0] === 'ZZZ');
      expect(out).toHaveLength(1);
      expect(out[0]).toMatchObject({ status: 'PARTIAL' });
      expect(out[0]!.passports).toBeUndefined();
      expect(out[0]!.scope).toContain('not covered: the minimum validity.');
      expect(() => buildFiles(withRows(base, { ...base, passports: ['AAA'], id: 'a', partialScope: ' ' }))).toThrow(/partialScope says what the row leaves out/);
    });

    it('the Dominican Republic: six months by default, the tourist exemption for the listed nationals until 2026-12-31 (reported, quoting DGM-01-2024)', () => {
      const dom = table.destinations.filter((d) => d.territory === 'DOM');
      const def = dom.find((d) => d.passports === undefined)!;
      const ex = dom.find((d) => d.id === 'tourism')!;
      expect(def).toMatchObject({ months: 6, from: 'DEPARTURE' });
      expect(ex).toMatchObject({ months: 0, endDate: '2026-12-31', travelPurposes: ['TOURISM'] });
      for (const p of ['USA', 'CAN', 'GBR', 'FRA', 'DEU', 'BRA', 'CHL', 'ARG', 'COL', 'ECU']) expect(ex.passports).toContain(p);
      expect(ex.passports).toHaveLength(35);
      for (const p of ['JPN', 'MEX', 'NOR', 'CHE']) expect(ex.passports).not.toContain(p);
      expect(ex.sources.filter((s) => s.tier === 'REPORTED').every((s) => /DGM-01-2024/.test(s.quotes ?? ''))).toBe(true);
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
    const row = (s: object) => ({ ...table, territories: undefined, destinations: [{ territory: 'ZZZ', months: 6, from: 'DEPARTURE', sources: [{ ...src, ...s }] }] }) as Table;
    expect(() => buildFiles(row({ tier: undefined }))).toThrow(/needs a tier/);
    expect(() => buildFiles(row({ tier: 'REPORTED', quotes: undefined }))).toThrow(/REPORTED source says which official notice/);
  });

  it('states PASSPORT_VALIDITY coverage once per destination (REQUIREMENTS, valid-for-the-stay included) and once for the 29 Schengen states', () => {
    type Statement = { topic: string; territories: string[]; passports?: string[]; status: string; finding: string; sources: unknown[] };
    const dest = (files['passport-validity/destinations.json'] as { coverage: Statement[] }).coverage;
    const schengen = (files['passport-validity/schengen.json'] as { coverage: Statement[] }).coverage;
    // One statement for the 29 states, then one per associated territory (Åland, the microstates).
    expect(schengen).toHaveLength(1 + (table.schengen.associated ?? []).length);
    expect(schengen[0]!.territories).toHaveLength(29);
    expect(schengen[0]!.passports).toBeUndefined();
    expect(schengen.slice(1).map((c) => c.territories[0])).toEqual(['ALA', 'MCO', 'SMR', 'VAT', 'AND']);
    const territories = [...new Set(table.destinations.map((d) => d.territory))].sort();
    const covered = dest.filter((c) => c.status === 'COVERED');
    // A territory answered only by partial per-nationality rows has no COVERED statement (The Bahamas was the example
    // until the eleventh pass gave it a default row: see test/passport-validity/validity10.test.ts).
    const fully = territories.filter((t) => table.destinations.some((d) => d.territory === t && d.partialScope === undefined));
    expect(fully).toContain('BHS');
    expect(covered.map((c) => c.territories[0]).sort()).toEqual(fully);
    for (const c of [...covered, ...schengen]) {
      expect(c).toMatchObject({ topic: 'PASSPORT_VALIDITY', status: 'COVERED', finding: 'REQUIREMENTS' });
      expect(c.sources.length).toBeGreaterThan(0);
    }
    // Rows that answer only part of the question for their passports (partialScope) get a PARTIAL statement of their own,
    // and those passports are not in the destination's COVERED statement.
    const partial = dest.filter((c) => c.status === 'PARTIAL');
    const partialRows = table.destinations.filter((d) => d.partialScope !== undefined);
    // A partial default row (Ukraine, Togo, Saint Vincent: a valid passport, no minimum stated) speaks for every passport: no list.
    const key = (t: string, ps?: string[]) => `${t}:${ps ? [...ps].sort().join(',') : 'all'}`;
    expect(partial.map((c) => key(c.territories[0]!, c.passports)).sort()).toEqual(partialRows.map((d) => key(d.territory, d.passports)).sort());
    // (Togo has a computed default row since the eleventh pass, Saint Lucia since the twelfth: aavalidity.test.ts.)
    // nwwvalidity: Ukraine's and Saint Vincent's partial default rows became computed defaults (two or more 2026 pages agree).
    for (const t of ['UKR', 'VCT']) expect(partial.map((c) => key(c.territories[0]!, c.passports))).not.toContain(`${t}:all`);
    for (const c of partial.filter((c) => c.passports)) {
      const main = covered.find((m) => m.territories[0] === c.territories[0]);
      if (!main) expect(fully).not.toContain(c.territories[0]);
      for (const p of c.passports!) expect(main?.passports ?? []).not.toContain(p);
    }
    // Passports a row leaves out of scope (the source says nothing of them) stay uncovered.
    // Oman: no notice for GCC citizens was found (the other five GCC states have GCC rows since the seventh pass).
    const omn = dest.find((c) => c.territories[0] === 'OMN')!;
    for (const p of ['ARE', 'BHR', 'KWT', 'QAT', 'SAU']) expect(omn.passports).not.toContain(p);
    expect(omn.passports).toContain('USA');
    expect(omn.passports).toContain('OMN');
    // A destination whose rows cover every passport (Armenia: valid for the stay; New Zealand: Australians have their own row;
    // the UAE: GCC citizens have their own row) names none.
    expect(dest.find((c) => c.territories[0] === 'ARE')!.passports).toBeUndefined();
    expect(dest.find((c) => c.territories[0] === 'ARM')!.passports).toBeUndefined();
    expect(dest.find((c) => c.territories[0] === 'NZL')!.passports).toBeUndefined();
  });

  it('Türkiye: 150 days from arrival and a blank page (FCDO and Law 6458 followed over the U.S. Consulate Hong Kong\'s older six-month list)', () => {
    // nwwvalidity2: Spanish passports have their own row (6 months from entry, Spain 2026); the default row is the one tested here.
    expect(table.destinations.filter((d) => d.territory === 'TUR' && d.passports).map((d) => d.id)).toEqual(['esp']);
    const tur = table.destinations.filter((d) => d.territory === 'TUR' && !d.passports);
    expect(tur).toHaveLength(1);
    expect(tur[0]).toMatchObject({ days: 150, from: 'ARRIVAL', blankPages: 1, text: 'tur' });
    expect(tur[0]!.sources.map((s) => s.tier)).toContain('DESTINATION_GOVERNMENT');
    // The sampled gaps are answered.
    for (const t of ['TUR', 'BRA', 'COL']) expect(territoriesOf(table)).toContain(t);
  });

  it('a row whose source gives no computable date (noComputedDate) becomes a record without passportValidity, with an explicit text', () => {
    const src = table.destinations[0]!.sources;
    const row = (extra: object) => ({ ...table, territories: undefined, destinations: [{ territory: 'ZZZ', sources: src, noComputedDate: true, ...extra }] }) as Table;
    const f = buildFiles(row({ text: 'zzzRule' }))['passport-validity/destinations.json'] as { procedures: Array<Record<string, unknown>> };
    expect(f.procedures[0]!.passportValidity).toBeUndefined();
    expect(f.procedures[0]!.text).toBe('passportValidity:zzzRule');
    expect(() => buildFiles(row({}))).toThrow(/explicit text/);
    expect(() => buildFiles(row({ text: 'zzzRule', months: 6, from: 'DEPARTURE' }))).toThrow(/no months, days or from/);
  });

  describe('fifth pass: the remaining destinations in order of traffic, then the territories', () => {
    type File = { coverage: Array<{ territories: string[]; passports?: string[]; sources: Array<{ tier: string }> }>; procedures: Array<Record<string, any>>; rules: Array<{ id: string; conditions: { all: Array<{ fact: string; operator: string; value: unknown }> } }> };
    const row = (t: string) => table.destinations.filter((d) => d.territory === t);

    it('North Macedonia: three months beyond the stay and a page (the 2024 State Department page over its older "six months recommended")', () => {
      // nwwvalidity added a row for German and Austrian passports (6 months from arrival); the default is unchanged.
      expect(row('MKD').map((d) => d.id)).toEqual([undefined, 'deu-aut']);
      expect(row('MKD')[0]).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 1 });
      expect(row('MKD')[0]!.sources[0]!.note).toMatch(/May 2024 or later/);
    });

    it('Bolivia: six months from arrival (the 2021 U.S. Embassy alert over the 2004-2008 "no requirement under Bolivian law")', () => {
      expect(row('BOL')[0]).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 1 });
      expect(row('BOL')[0]!.sources[0]).toMatchObject({ publishedAt: '2021-02-05', tier: 'OTHER_OFFICIAL' });
    });

    it('Uruguay: valid on entry with a blank page (CIA World Factbook 2023 over a third-party "six month left"); no longer left out', () => {
      expect(row('URY')[0]).toMatchObject({ days: 0, from: 'ARRIVAL', blankPages: 1 });
      expect((table.notCovered ?? []).map((n) => n.territory)).not.toContain('URY');
    });

    it("Moldova's own migration authority (3 months after departure), Iran's rule counted from the visa application (no date), Belarus reported with the notice it quotes", () => {
      expect(row('MDA')[0]).toMatchObject({ months: 3, from: 'DEPARTURE' });
      expect(row('MDA')[0]!.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
      // Twelfth pass (aavalidity): Iran's 6 months are counted from arrival now (GOV.UK 2026, State Department, AA).
      expect(row('IRN')[0]).toMatchObject({ months: 6, from: 'ARRIVAL' });
      const irn = (files['passport-validity/destinations.json'] as File).procedures.find((p) => p.id === 'passport-validity-irn')!;
      expect(irn.passportValidity).toMatchObject({ months: 6, from: 'ARRIVAL' });
      // Twelfth pass (aavalidity): four governments' official pages (3 months or 90 days after departure) replace the
      // reported 90 days, which stays in the row, last and marked superseded, with the notice it quotes.
      expect(row('BLR')[0]).toMatchObject({ months: 3, from: 'DEPARTURE', blankPages: 2 });
      expect(row('BLR')[0]!.sources.at(-1)).toMatchObject({ tier: 'REPORTED' });
      expect(row('BLR')[0]!.sources.at(-1)!.quotes).toMatch(/visa-free/);
      expect(row('BLR')[0]!.sources.at(-1)!.note).toMatch(/superseded/);
    });

    it('the destinations still left out say why (Bahamas, Saint Kitts and Nevis; Argentina answered in the seventh pass, Ukraine partly in the ninth)', () => {
      const left = new Map((table.notCovered ?? []).map((n) => [n.territory, n.reason]));
      expect(left.has('DOM')).toBe(false);
      expect(left.has('ARG')).toBe(false);
      for (const t of ['UKR', 'TGO', 'VCT', 'LCA']) expect(left.has(t)).toBe(false);
      // Saint Kitts and Nevis and The Bahamas are answered since the eleventh pass (validity10: the governments' travel advice);
      // Libya and North Korea keep their reasons beside per-nationality rows.
      for (const t of ['BHS', 'KNA']) expect(left.has(t)).toBe(false);
      // nwwvalidity: Libya and North Korea now have default rows (two 2026 pages agree) and left notCovered.
      for (const t of ['LBY', 'PRK']) expect(left.has(t)).toBe(false);
      // Left out for every passport, or (Libya, North Korea) for every passport but those of its per-nationality rows: never beside a default row.
      for (const t of left.keys()) expect(row(t).filter((d) => d.passports === undefined)).toHaveLength(0);
      expect(row('BHS').map((d) => d.id)).toEqual([undefined, 'usa']);
    });

    it('every destination of the visa matrix is answered (own row, Schengen, associated or sovereign territory) or left out with a reason', () => {
      const matrix = readdirSync(join(ROOT, 'rules/visa-matrix'))
        .map((f) => f.replace(/\.json$/, ''))
        .filter((b) => /^[A-Za-z]{3}$/.test(b))
        .map((b) => b.toUpperCase());
      expect(matrix.length).toBeGreaterThan(190);
      const answered = new Set([
        ...table.destinations.map((d) => d.territory),
        ...table.schengen.territories,
        ...(table.schengen.associated ?? []).map((a) => a.territory),
        ...(table.territories ?? []).map((t) => t.territory),
      ]);
      const left = new Map((table.notCovered ?? []).map((n) => [n.territory, n.reason]));
      for (const t of matrix) {
        if (answered.has(t)) continue;
        expect(left.get(t)?.length ?? 0, `${t}: neither answered nor left out with a reason`).toBeGreaterThan(80);
      }
      // Nicaragua's rule differs for U.S. passports (bilateral waiver) and the others: since the eleventh pass
      // (validity10) each group has an official statement, so U.S. passports get a row of their own.
      expect(left.has('NIC')).toBe(false);
      expect(row('NIC').find((d) => d.id === 'usa')).toMatchObject({ passports: ['USA'], months: 0 });
      expect(row('NIC').find((d) => d.passports === undefined)).toMatchObject({ months: 6, from: 'ARRIVAL' });
    });

    it('the later State Department rows: Bhutan and Angola count from arrival, Liberia and Mali need a passport valid on entry, Yemen from its 2016 page', () => {
      // auditfix (2026-11-28): Bhutan counts from departure (its embassy's page outranks the State Department's, kept last).
      expect(row('BTN')[0]).toMatchObject({ months: 6, from: 'DEPARTURE', blankPages: 1 });
      expect(row('BTN')[0]!.sources.at(-1)!.url).toMatch(/travel\.state\.gov/);
      expect(row('AGO')[0]).toMatchObject({ months: 6, from: 'ARRIVAL', blankPages: 2 });
      // Twelfth pass (aavalidity): 'valid on entry' is the U.S. passports' row; the default is 6 months from entry.
      expect(row('LBR').find((d) => d.id === 'usa')).toMatchObject({ passports: ['USA'], days: 0, from: 'ARRIVAL', blankPages: 1 });
      // nwwvalidity: 'valid on entry' is now the U.S. passports' row; the default is 6 months from entry (the AA, Spain 2026).
      expect(row('MLI').find((d) => d.id === 'usa')).toMatchObject({ days: 0, from: 'ARRIVAL', blankPages: 1 });
      expect(row('YEM')[0]!.sources[0]).toMatchObject({ publishedAt: '2016-11-21', tier: 'OTHER_OFFICIAL' });
      // Twelfth pass (aavalidity): the 180 days are the U.S. passports' row; the default is 120 days from arrival.
      const fsmUsa = row('FSM').find((d) => d.id === 'usa')!;
      expect(fsmUsa).toMatchObject({ passports: ['USA'], days: 180, from: 'ARRIVAL' });
      expect(textKey(fsmUsa)).toBe('arrivalDays180');
    });

    it('Åland and the microstates follow the Schengen rule: counted in the area, checked only from outside it, own nationals exempt', () => {
      const f = files['passport-validity/schengen.json'] as File;
      const mco = f.procedures.find((p) => p.id === 'passport-validity-mco')!;
      expect(mco.passportValidity).toMatchObject({ months: 3, from: 'DEPARTURE', issuedWithinYears: 10 });
      expect(mco.passportValidity.area).toEqual(expect.arrayContaining(['FRA', 'ITA', 'MCO', 'SMR', 'VAT', 'AND', 'ALA']));
      expect(mco.sources[0].tier).toBe('DESTINATION_GOVERNMENT');
      // France's rule does not fire on arrival from Monaco, nor Monaco's on arrival from France.
      // From outside the area: any[previousTerritory notIn area, not visitedBefore intersects area] (an airside
      // connection inside the area with no earlier stay there crosses its border on this trip).
      const prev = (id: string) => {
        const any = (f.rules.find((r) => r.id === id)!.conditions.all as unknown as Array<{ any?: Array<{ fact?: string; value?: unknown; not?: { fact: string; value: unknown } }> }>).find((c) => c.any)!.any!;
        const from = any.find((c) => c.fact === 'previousTerritory')!.value as string[];
        expect(any.find((c) => c.not)!.not).toEqual({ fact: 'visitedBefore', operator: 'intersects', value: from });
        return from;
      };
      expect(prev('passport-validity-fra')).toContain('MCO');
      expect(prev('passport-validity-mco')).toContain('FRA');
      const exempt = f.rules.find((r) => r.id === 'passport-validity-smr')!.conditions.all.find((c) => c.fact === 'passport')!.value as string[];
      expect(exempt).toContain('SMR');
      expect(exempt).toContain('ITA');
      expect(exempt).not.toContain('USA');
    });

    it('territories under their sovereign’s law get its rows: the U.S. rule (both rows) in Puerto Rico, the Australian one on Norfolk Island; sovereign nationals exempt', () => {
      const f = files['passport-validity/territories.json'] as File;
      expect(f.coverage.map((c) => c.territories[0])).toEqual(['CCK', 'CXR', 'GGY', 'GUM', 'IMN', 'JEY', 'MNP', 'NFK', 'PRI', 'VIR']);
      const ids = f.procedures.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining(['passport-validity-pri', 'passport-validity-pri-stay', 'passport-validity-nfk']));
      const pri = f.procedures.find((p) => p.id === 'passport-validity-pri')!;
      expect(pri.location).toBe('PRI');
      expect(pri.passportValidity).toEqual({ months: 6, from: 'DEPARTURE' });
      expect(pri.sources[0].url).toMatch(/uscis\.gov/);
      const cond = f.rules.find((r) => r.id === 'passport-validity-pri')!.conditions.all;
      expect(cond).toContainEqual({ fact: 'territory', operator: 'equal', value: 'PRI' });
      expect(cond).toContainEqual({ fact: 'passport', operator: 'notIn', value: ['USA'] });
      expect(() => buildFiles({ ...table, territories: [{ territory: 'ZZZ', sameAs: 'QQQ', sources: table.destinations[0]!.sources }] })).toThrow(/sameAs QQQ has no destination row/);
    });

    it('the Crown Dependencies apply the UK rule (the same standard of immigration control), checked only on arrival from outside the Common Travel Area', () => {
      const f = files['passport-validity/territories.json'] as File;
      for (const t of ['JEY', 'GGY', 'IMN']) {
        const cond = f.rules.find((r) => r.id === `passport-validity-${t.toLowerCase()}`)!.conditions.all;
        expect(cond).toContainEqual({ fact: 'passport', operator: 'notIn', value: ['GBR'] });
        const from = cond.find((c) => c.fact === 'previousTerritory')!.value as string[];
        expect(from).toEqual(expect.arrayContaining(['GBR', 'IRL']));
        expect(from).not.toContain(t);
        expect(f.procedures.find((p) => p.id === `passport-validity-${t.toLowerCase()}`)!.passportValidity).toEqual({ months: 0, from: 'ARRIVAL' });
      }
      const bad = { ...table, territories: [{ territory: 'JEY', sameAs: 'GBR', noCheckFrom: ['uk'], sources: table.destinations[0]!.sources }] };
      expect(() => buildFiles(bad)).toThrow(/noCheckFrom takes territory codes/);
    });
  });
});
