// The transit14 pass (airside transit, sixth pass): Ireland, the Western Balkans, Viet Nam, Gibraltar, the
// Turks and Caicos Islands and the British Virgin Islands were searched again, and new avenues tried for
// eleven territories never searched and for Egypt; no official text settled any of them. They stay
// NOT_COVERED, and the table's leftOut rows say, dated, what this pass searched and found (appended in
// place for the targets, new rows for the others).
import { describe, expect, it } from 'vitest';
import { table, transitCoverage, transitVia } from './airside.js';

interface Row { territories: string[]; searched: string; found: string; reason: string }
const left = table.leftOut as Row[];
const rowsOf = (t: string) => left.filter((l) => l.territories.includes(t));
// The targets of the brief, and Egypt (a new avenue for a territory already left out): their existing rows
// got this pass's searches appended in place.
const TARGETS = ['IRL', 'SRB', 'MNE', 'MKD', 'ALB', 'VNM', 'GIB', 'TCA', 'VGB', 'EGY'];
// New avenues: territories with no leftOut row before this pass.
const NEW = ['BRB', 'GUY', 'SUR', 'SLV', 'CPV', 'ZMB', 'TZA', 'UGA', 'SYC', 'KGZ', 'NAM'];
const STAMP = 'transit14 (2026-11-27)';

describe('transit14: coverage stays honest', () => {
  it('an airside transit at the searched hubs stays NOT_COVERED (no hub row, no guessed answer)', () => {
    const trips: Array<[string, string, string, string, string]> = [
      ['IRL', 'IND', 'JFK', 'DUB', 'CDG'], ['SRB', 'IND', 'IST', 'BEG', 'CDG'], ['MNE', 'IND', 'IST', 'TGD', 'BEG'],
      ['MKD', 'IND', 'IST', 'SKP', 'CDG'], ['ALB', 'IND', 'IST', 'TIA', 'CDG'], ['VNM', 'USA', 'ICN', 'SGN', 'BKK'],
      ['GIB', 'IND', 'LHR', 'GIB', 'CMN'], ['TCA', 'IND', 'MIA', 'PLS', 'GCM'], ['VGB', 'IND', 'SJU', 'EIS', 'ANU'],
      ['BRB', 'DZA', 'JFK', 'BGI', 'POS'], ['GUY', 'IND', 'JFK', 'GEO', 'POS'], ['SYC', 'IND', 'DXB', 'SEZ', 'MRU'],
    ];
    for (const [t, passport, from, via, to] of trips) expect(transitCoverage(transitVia(passport, from, via, to), t), t).toBe('NOT_COVERED');
    for (const t of [...TARGETS, ...NEW]) expect(table.hubs.some((h) => h.territory === t), t).toBe(false);
  });
});

describe('transit14: leftOut accounting', () => {
  it("each target's row carries this pass's dated search, found and reason, after the earlier pass's text", () => {
    for (const t of TARGETS) {
      const mine = rowsOf(t).filter((r) => r.searched.includes(STAMP));
      expect(mine, t).toHaveLength(1);
      const r = mine[0]!;
      // Appended in place: the row still opens with the earlier pass's search.
      expect(r.searched, t).toMatch(/^transit1[012]: /);
      expect(r.searched, t).toMatch(/\(\d+ look-ups?[;)]/);
      expect(r.found, t).toContain(' | transit14: ');
      expect(r.reason, t).toContain(' | transit14: ');
    }
  });

  it('each new avenue has one row of its own, opened by this pass, stating its look-ups', () => {
    for (const t of NEW) {
      const rows = rowsOf(t);
      expect(rows, t).toHaveLength(1);
      expect(rows[0]!.territories, t).toEqual([t]);
      expect(rows[0]!.searched, t).toMatch(new RegExp(`^${STAMP.replace(/[()]/g, '\\$&')}: .*\\(\\d+ look-ups?\\)$`));
    }
  });

  it('the look-ups the rows account for, with the four general searches the log names, make the 43 used', () => {
    const counts = left.flatMap((r) => [...r.searched.matchAll(/transit14 \(2026-11-27\): [^|]*?\((\d+) look-ups?[;)]/g)].map((m) => Number(m[1])));
    expect(counts.reduce((a, b) => a + b, 0) + 4).toBe(43);
  });
});

describe('transit14: why nothing was settled', () => {
  it('Ireland: the amendment orders read do not make a list without the 2014 Schedule 5 they amend', () => {
    const r = rowsOf('IRL').find((x) => x.searched.includes(STAMP))!;
    expect(r.found).toContain('S.I. No. 640 of 2021');
    expect(r.found).toContain('Dominica, Honduras and Vanuatu from 7 March 2024');
    expect(r.reason).toMatch(/2014 Schedule 5 .* was not read/);
    // transit11's reason, which its own test reads, is kept at the start.
    expect(r.reason).toMatch(/^The current list \(after the amendments since 2014\) was not read in an official copy/);
  });

  it("Guyana's embassy page is at http:// only and undated: kept in leftOut, cited nowhere", () => {
    expect(rowsOf('GUY')[0]!.reason).toMatch(/http:\/\/ only \(not cited\)/);
    const cited = JSON.stringify(table.hubs);
    expect(cited).not.toContain('embassyofguyana');
    expect(cited).not.toContain('smatsa.rs');
  });

  it('Barbados: the 12-hour rule and its Algerian exception come from guides and an encyclopedia, not the Immigration Department', () => {
    expect(rowsOf('BRB')[0]!.reason).toMatch(/Immigration Department's own list was not read/);
  });

  it('the British Virgin Islands: a transit lounge reported is not read as a visa rule', () => {
    const r = rowsOf('VGB').find((x) => x.searched.includes(STAMP))!;
    expect(r.found).toContain('In-Transit Lounge');
    expect(r.reason).toMatch(/not an immigration rule/);
  });
});
