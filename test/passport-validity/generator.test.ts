// The passport-validity rule files are generated from a sourced table: they must match the table,
// every record must cite an official https source with the date it was read, and every text the
// records use must exist in every shipped locale.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles, DEFAULT_DATA, textKey, toJson, type Table } from '../../scripts/import-passport-validity.js';

const ROOT = resolve(__dirname, '../..');
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const files = buildFiles(table);
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];

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
        expect(p.passportValidity).toBeDefined();
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
      const texts = JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'passportValidity.json'), 'utf8')) as Record<string, { title?: string; description?: string }>;
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
});

