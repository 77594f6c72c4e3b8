// Issue 22, formseu: arrival forms in Europe. The pass read the entry, visa and customs sections of the 2026 advice pages of
// 16 governments (JGNWW/Reisadviezen-buddy, worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), the Auswärtiges
// Amt's 2024 copies and the 2025-2026 advice scrapes for the 42 European destinations of the brief. Only one page says that
// no arrival card is filled in: the Korean Ministry of Foreign Affairs' page for Poland ('출입국시 입국신고서와 출국신고서
// 작성 불필요'). The expectations below were checked against that text (quoted in the row's note), not copied from the
// generated file.
import { describe, expect, it } from 'vitest';
import { buildFile } from '../../scripts/import-forms.js';
import { file, statement, table, leftOutReasons as leftOut, FORMSEU_NONE } from './generated.js';

const BRIEF = (
  'AND AUT BEL BGR CHE CYP CZE DEU DNK ESP EST FIN FRA GRC HRV HUN ISL IRL ITA LIE LTU LUX LVA MCO MLT NLD NOR POL PRT ROU ' +
  'SMR SVK SVN SWE ALB BIH MKD MNE SRB XKX MDA UKR'
).split(' ');
// The EU member states whose only ARRIVAL_FORMS statement is still the EU cash declaration (Ireland has its own none row).
const EU_CASH_ONLY = 'AUT BEL BGR CYP CZE DEU DNK ESP EST FIN FRA GRC HRV HUN ITA LTU LUX LVA MLT NLD PRT ROU SVK SVN SWE'.split(' ');
const polNone = () => table.none.find((n) => n.territories.includes('POL'))!;
const KOREAN = '출입국시 입국신고서와 출국신고서 작성 불필요';

describe('formseu: European destinations', () => {
  it('accounts for the 42 destinations of the brief: a statement, or a left-out note, and every left-out one carries this pass\'s dated note', () => {
    expect(BRIEF).toHaveLength(42);
    const stated = new Set(file.coverage.flatMap((c) => c.territories));
    for (const t of BRIEF) expect(stated.has(t) || leftOut.has(t), t).toBe(true);
    for (const t of BRIEF.filter((t) => leftOut.has(t))) expect(leftOut.get(t), t).toMatch(/formseu \(2026-11-27\)|formseu, 2026-11-27|\(formseu/);
    // Still not covered: Andorra (no statement at all).
    expect(statement('AND')).toBeUndefined();
    expect(FORMSEU_NONE).toEqual(['POL']);
  });

  it('Poland: a COVERED none row from the Korean page, for every passport, and one REQUIREMENTS statement with the EU cash declaration', () => {
    const row = polNone();
    expect(row.territories).toEqual(['POL']);
    expect(row.status).toBe('COVERED');
    expect(row.sources).toHaveLength(1);
    const src = row.sources[0]!;
    expect(src).toMatchObject({ type: 'GOVERNMENT', tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', url: 'https://www.0404.go.kr/ntnSafetyInfo/246/detail' });
    // The page gives no date (lastModified null): no publishedAt, and the note says why.
    expect(src.publishedAt).toBeUndefined();
    expect(src.title).toBe('Ministry of Foreign Affairs of the Republic of Korea (overseas safety travel, 0404.go.kr): Poland travel advice, 출입국 (entry and exit)');
    expect(src.note).toMatch(/^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/POL\.json, source 'kr', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-22; lastModified null: the page gives no date, so publishedAt is omitted\)\. Source of: '/);
    expect(src.note).toContain(`'${KOREAN}'`);
    // The sentence names no nationality: the row answers every passport, and the scope says why; the EES is no form.
    expect(row.scope).toMatch(/names no nationality .* every passport/);
    expect(row.scope).toMatch(/Entry\/Exit System .* not a form the traveller files/);
    const stmt = statement('POL')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    expect(stmt.sources.some((s) => s.url.startsWith('https://eur-lex.europa.eu/'))).toBe(true);
    expect(stmt.sources.some((s) => s.url === 'https://www.0404.go.kr/ntnSafetyInfo/246/detail')).toBe(true);
    // Poland left the Schengen left-out row; the note there says why.
    expect(leftOut.has('POL')).toBe(false);
    expect(leftOut.get('MLT')).toMatch(/formseu \(2026-11-27\): Poland left this row/);
    // The only arrival-forms record at Poland is still the EU cash declaration (no form is invented).
    expect(file.procedures.filter((p) => p.location === 'POL').map((p) => p.id)).toEqual(['pol-eu-cash-declaration']);
  });

  it('the generator still refuses Poland left out while it has a none row (the answer and the left-out note cannot both stand)', () => {
    const leftOutWithPol = (table.leftOut ?? []).map((l) => (l.territories.includes('MLT') ? { ...l, territories: [...l.territories, 'POL'] } : l));
    expect(() => buildFile({ ...table, leftOut: leftOutWithPol })).toThrow(/POL has a statement, it cannot also be left out/);
  });

  it('Poland\'s page is not carried over: the other EU states keep the cash-only PARTIAL statement and their left-out note', () => {
    for (const t of EU_CASH_ONLY) {
      expect(statement(t), t).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
      expect(table.none.some((n) => n.territories.includes(t)), t).toBe(false);
      expect(leftOut.get(t), t).toMatch(/formseu \(2026-11-27\): the entry, visa and customs sections of the 2026 advice pages of 16 governments/);
    }
  });

  it('decisions pinned: a withdrawn pandemic health form is no none row (Spain, Switzerland); registrations of stay are no border forms', () => {
    // Spain: press reports of the Ministry of Health's withdrawal of the Spain Travel Health form (2022-09-20) were read and not followed.
    expect(table.none.some((n) => n.territories.includes('ESP'))).toBe(false);
    expect(leftOut.get('ESP')).toMatch(/Spain Travel Health\) from 2022-09-20 .*no none row is made \(README, formseu\)/);
    // Switzerland keeps its cash-only none row (FOCBS), PARTIAL; Italy's 2026 sentence on the end of the online health form did not widen it.
    const che = table.none.find((n) => n.territories.includes('CHE'))!;
    expect(che.status).toBe('PARTIAL');
    expect(che.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT']);
    expect(leftOut.get('FRA')).toMatch(/'Non sono tuttavia più previsti requisiti sanitari \(certificato Covid o test negativi o modulo online\)'/);
    // Austria's Meldezettel, Croatia's police registration (form 16a) and Portugal's declaration of entry: after arrival, not modelled.
    for (const t of ['AUT', 'HRV', 'PRT']) expect(file.procedures.filter((p) => p.location === t).map((p) => p.id), t).toEqual([`${t.toLowerCase()}-eu-cash-declaration`]);
    expect(leftOut.get('HRV')).toMatch(/form 16a/);
  });

  it('Andorra: the cash rule read only in the press (Diari d\'Andorra, 2016) and an exit-only official sentence is not modelled; still not covered', () => {
    expect(table.forms.some((f) => f.territory === 'AND' || (f.territories ?? []).includes('AND'))).toBe(false);
    const note = leftOut.get('AND')!;
    expect(note).toMatch(/formseu \(2026-11-27\): Andorra again/);
    expect(note).toMatch(/Des del 2013, és obligatori que qualsevol persona que entri o surti del país amb 10\.000 euros o més ho declari a la duana/);
    expect(note).toMatch(/exits are not modelled/);
    expect(note).toMatch(/a limit, not a duty to declare/);
  });

  it('Moldova and Kosovo: a new left-out row (cash only); the Transnistria migration card of the de facto authorities is not modelled', () => {
    const row = (table.leftOut ?? []).find((l) => l.territories.includes('MDA'))!;
    expect(row.territories).toEqual(['XKX', 'MDA']);
    expect(row.reason).toMatch(/'you need to fill in 2 copies of a migration card for the de facto authorities'/);
    expect(file.procedures.filter((p) => p.location === 'MDA').map((p) => p.id)).toEqual(['mda-cash-declaration']);
    expect(file.procedures.filter((p) => p.location === 'XKX').map((p) => p.id)).toEqual(['xkx-cash-declaration']);
    // Ukraine keeps forms10's immigration card (the UK's page) beside its cash declaration.
    expect(file.procedures.filter((p) => p.location === 'UKR').map((p) => p.id).sort()).toEqual(['ukr-cash-declaration', 'ukr-immigration-card']);
  });
});
