// Issue 22, formseu2: the arrival-card half of the EU and Schengen states whose only ARRIVAL_FORMS record is the EU cash
// declaration (and Monaco's, San Marino's and Liechtenstein's own cash records). The pass searched the stored copies for a
// sentence saying that no arrival card or entry form is filled in: EU institutions' pages on the external border, national
// border, police and customs pages (and the Dutch eAIP GEN 1.3), other governments' pages, and every stored version of the
// 2026 advice files in JGNWW/Reisadviezen-buddy. None was found: every destination keeps its status, and the ones in a
// left-out row carry a dated 'formseu2 (2026-11-27)' line. The expectations below were checked against the table and the
// texts read (the leftOut lines quote them), not copied from the generated file.
import { describe, expect, it } from 'vitest';
import { file, statement, table, leftOutReasons as leftOut, FORMSEU_NONE } from './generated.js';

// The brief's 29 destinations (Poland, COVERED by formseu's none row, is the model, not part of the list).
const EU_CASH_ONLY = 'AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN ITA LVA LTU LUX MLT NLD PRT ROU SVK SVN ESP SWE'.split(' ');
const BRIEF = [...EU_CASH_ONLY, 'IRL', 'MCO', 'SMR', 'LIE'];
// Ireland and Liechtenstein carry a PARTIAL none row (the Irish Immigration Service's document list; Liechtenstein's
// cash information system): the importer refuses a left-out row for a destination with a none row, so their search is
// recorded in data/RESEARCH-LOG.md only.
const WITH_NONE_ROW = ['IRL', 'LIE'];
const procedureIds = (t: string) => file.procedures.filter((p) => p.location === t).map((p) => p.id).sort();

describe('formseu2: the EU and Schengen states\' arrival-card half', () => {
  it('accounts for the 29 destinations: each is still PARTIAL, and each left-out one carries this pass\'s dated line', () => {
    expect(BRIEF).toHaveLength(29);
    for (const t of BRIEF) {
      expect(statement(t)?.status, t).toBe('PARTIAL');
      if (WITH_NONE_ROW.includes(t)) {
        expect(leftOut.has(t), t).toBe(false);
        expect(table.none.find((n) => n.territories.includes(t))?.status, t).toBe('PARTIAL');
      } else {
        expect(leftOut.get(t), t).toMatch(/Issue 22, formseu2 \(2026-11-27\)/);
      }
    }
    // Poland, the model, is unchanged: COVERED, and still the only none row formseu made.
    expect(statement('POL')).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    expect(FORMSEU_NONE).toEqual(['POL']);
  });

  it('nothing is invented: no none row and no form for the 25 EU states, only the EU cash declaration (and the microstates\' own cash rules)', () => {
    for (const t of EU_CASH_ONLY) {
      expect(table.none.some((n) => n.territories.includes(t)), t).toBe(false);
      expect(statement(t), t).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
      expect(procedureIds(t), t).toEqual([`${t.toLowerCase()}-eu-cash-declaration`]);
    }
    expect(procedureIds('IRL')).toEqual(['irl-eu-cash-declaration']);
    expect(procedureIds('MCO')).toEqual(['mco-cash-declaration']);
    expect(procedureIds('SMR')).toEqual(['smr-cash-declaration']);
    expect(procedureIds('LIE')).toEqual([]);
    expect(statement('LIE')).toMatchObject({ finding: 'NONE_REQUIRED', status: 'PARTIAL' });
  });

  it('the left-out lines say what was read and why it settles nothing (entry-condition lists, AIPs, a declaration of presence)', () => {
    for (const t of ['DEU', 'CYP', 'NLD', 'SMR']) {
      const note = leftOut.get(t)!;
      const line = note.slice(note.indexOf('Issue 22, formseu2 (2026-11-27)'));
      // (1) the EU institutions' pages list documents and the EES registration: no none row (forms6).
      expect(line, t).toMatch(/'Crossing the EU borders'/);
      expect(line, t).toMatch(/name no card either way, which under the forms6 decision supports no none row/);
      // (2) the Dutch eAIP names an oral customs declaration and no immigration card.
      expect(line, t).toMatch(/'normally cleared after an oral declaration', no immigration card named/);
      // italia.it: the Schengen stamp replaces the declaration of presence, which is a registration, not a card.
      expect(line, t).toMatch(/'sostituisce la dichiarazione di presenza' .* a declaration of presence, not a card/);
      // (3) every stored version of the advice files was grepped: the Korean sentence is Poland's only.
      expect(line, t).toMatch(/appears only in Poland's\s+page/);
      expect(line, t).toMatch(/silence is not 'none'/);
    }
  });

  it('decision pinned: the microstates are not answered by an EU statement; Iceland was not part of this pass', () => {
    expect(leftOut.get('MCO')).toMatch(/Monaco and San Marino .* not EU member states, so even an EU institution's statement on the external border would not answer them/);
    expect(leftOut.get('ISL')).toMatch(/for the EU member states of this row \(Iceland, not an EU member, was not part of this pass\)/);
    // Switzerland (formsbig's) and Norway are not in this pass's rows' lines as answered: they keep their own records.
    expect(table.none.find((n) => n.territories.includes('CHE'))?.status).toBe('PARTIAL');
  });

  it('the two Schengen left-out rows still hold the same destinations (no destination left them)', () => {
    const rows = (table.leftOut ?? []).filter((l) => /formseu2 \(2026-11-27\)/.test(l.reason));
    expect(rows.map((r) => r.territories)).toEqual([
      ['AUT', 'BEL', 'BGR', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP', 'EST', 'FIN', 'FRA', 'GRC', 'HRV', 'HUN', 'ISL', 'ITA', 'LTU', 'LUX', 'LVA'],
      ['MLT', 'NLD', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE', 'MCO', 'SMR'],
    ]);
  });
});
