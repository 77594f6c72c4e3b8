// scripts/import-places.ts on a 10-row sample of the real CSV (test/fixtures/places/): what is
// kept, mapped and dropped, worked out by hand from the sample rows; and the committed snapshot.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMissionsFile, coordinate, knownTerritories, main, parseCsv, toJson } from '../../scripts/import-places.js';
import { MISSION_CATEGORIES, MISSION_COLUMNS, type MissionsFile } from '../../src/places/missions.js';

const ROOT = resolve(__dirname, '../..');
const SAMPLE = join(ROOT, 'test/fixtures/places/database_of_embassies.sample.csv');
const OPTIONS = { commit: 'b1987a62f9412564fa33c5e9193a65319bc504a3', commitDate: '2022-11-16', imported: '2026-11-26' };
const known = knownTerritories();
const file = buildMissionsFile(readFileSync(SAMPLE, 'utf8'), OPTIONS, known);
const byId = new Map(file.rows.map((r) => [r[0], r]));
const tmp = mkdtempSync(join(tmpdir(), 'import-places-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('import-places on the sample CSV', () => {
  it('keeps the rows with a country operator, a country host and coordinates', () => {
    expect(file.counts.rows).toBe(10);
    expect(file.rows.map((r) => r[0])).toEqual(['Q106450319', 'Q5369532', 'Q104549934', 'Q107427294', 'Q4970048', 'Q104793506', 'Q89085851']);
    expect(file.counts.missions).toBe(7);
    expect(file.counts.operatorCountries).toBe(6);
    expect(file.counts.hostCountries).toBe(6);
  });

  it('counts what it drops: no coordinates, an operator that is not a state, a repeated Wikidata id', () => {
    expect(file.counts.dropped).toEqual({
      withoutCoordinates: 1, repeatedId: 1, malformed: 0,
      operatorNotACountry: { Quebec: 1 }, hostNotACountry: {}, unknownType: {},
    });
  });

  it('maps country labels to alpha-3, aliases included (Republic of Ireland, Kingdom of Denmark, Vatican)', () => {
    expect(byId.get('Q104793506')?.slice(2, 4)).toEqual(['IRL', 'ARG']);
    expect(byId.get('Q104549934')?.slice(2, 4)).toEqual(['BEL', 'DNK']);
    expect(byId.get('Q89085851')?.slice(2, 4)).toEqual(['VAT', 'ARG']);
    expect(byId.get('Q4970048')?.slice(2, 4)).toEqual(['GBR', 'IND']);
  });

  it('maps the mission types to categories', () => {
    expect(file.counts.categories).toEqual({ EMBASSY: 4, APOSTOLIC_NUNCIATURE: 1, HIGH_COMMISSION: 1, HONORARY_CONSULATE: 1 });
    expect(byId.get('Q4970048')?.[1]).toBe('HIGH_COMMISSION'); // "British High Commission"
    expect(byId.get('Q107427294')?.[1]).toBe('HONORARY_CONSULATE');
  });

  it('keeps contacts in the place schema\'s form: mailto: stripped, phone as given, jurisdictions as sorted codes', () => {
    const bel = byId.get('Q104549934')!;
    expect(bel.slice(7, 11)).toEqual(['https://denmark.diplomatie.belgium.be', '+45 35 250 200', 'Copenhagen@diplobel.fed.be', 'DNK FRO GRL']);
    expect(byId.get('Q4970048')?.[10]).toBe('BTN IND');
    expect(byId.get('Q107427294')?.slice(7, 11)).toEqual(['', '', '', '']);
  });

  it('rounds coordinates to 6 decimals and rejects what is not a coordinate', () => {
    expect(byId.get('Q4970048')?.slice(5, 7)).toEqual(['28.597711', '77.1931']);
    expect(byId.get('Q89085851')?.slice(5, 7)).toEqual(['-34.589583', '-58.386139']);
    expect(coordinate('', 90)).toBeUndefined();
    expect(coordinate('91', 90)).toBeUndefined();
    expect(coordinate('1e3', 180)).toBeUndefined();
    expect(coordinate('-0.0000001', 90)).toBe('0');
  });

  it('names its source, commit, date and licence', () => {
    expect(file.source).toMatchObject({ url: 'https://github.com/database-of-embassies/database-of-embassies', commit: OPTIONS.commit, commitDate: '2022-11-16', imported: '2026-11-26' });
    expect(file.source.licence).toContain('CC0');
    expect(file.description).toContain('b1987a62f941');
  });

  it('refuses a CSV without the columns it reads', () => {
    const { header } = parseCsv(readFileSync(SAMPLE, 'utf8'));
    expect(header).toContain('QID');
    expect(() => buildMissionsFile('operator;country\nA;B\n', OPTIONS, known)).toThrow(/lacks/);
  });

  it('writes the file from the command line, and --check compares it', () => {
    const out = join(tmp, 'missions.json');
    const args = [SAMPLE, '--commit', OPTIONS.commit, '--commit-date', OPTIONS.commitDate, '--imported', OPTIONS.imported, '--out', out];
    expect(main(args)).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(toJson(file));
    expect(main([...args, '--check'])).toBe(0);
    expect(main([SAMPLE, '--commit', 'abc'])).toBe(2);
  });
});

describe('the committed snapshot data/places/missions.json', () => {
  const snapshot = JSON.parse(readFileSync(join(ROOT, 'data/places/missions.json'), 'utf8')) as MissionsFile;

  it('is the source commit it names, with its licence, and its counts match its rows', () => {
    expect(snapshot.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(snapshot.source.licence).toContain('CC0');
    expect(snapshot.columns).toEqual([...MISSION_COLUMNS]);
    expect(snapshot.rows.length).toBe(snapshot.counts.missions);
    expect(new Set(snapshot.rows.map((r) => r[2])).size).toBe(snapshot.counts.operatorCountries);
    expect(snapshot.rows.length).toBeGreaterThan(8000);
  });

  it('holds only known countries, documented categories and coordinates', () => {
    const categories: readonly string[] = MISSION_CATEGORIES;
    const bad = snapshot.rows.filter((r) => !(known.has(r[2]) && known.has(r[3]) && categories.includes(r[1])
      && r[5] !== '' && r[6] !== '' && Math.abs(Number(r[5])) <= 90 && Math.abs(Number(r[6])) <= 180));
    expect(bad).toEqual([]);
  });
});
