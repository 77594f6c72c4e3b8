// Fourteenth pass of issue 26 for Africa, Asia and the Middle East (branch health10b): destinations without a
// HEALTH statement, searched on avenues the thirteen passes before had not tried. One was answered: Algeria,
// from the Institut national de santé publique du Québec's travel health guide (another government's health
// agency), whose yellow fever line is not a whole list, so PARTIAL with polio open. These tests pin the row,
// the words its source quotes, the statement it gives, what stays silence and this pass's leftOut row;
// rules/tests/health-pass14-africa-asia.test.json pins trips (origins, the 12/13-hour transit boundary, doses).
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, statement, hasRow, citedHosts, answeredFromScrapes, answeredLater, withoutNWW, answeredFromNWW, answeredFromHealthlead } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';

// The INSPQ page's yellow fever line, as the row's note must quote it.
const INSPQ_LINE =
  "'Exigence douanière : Certificat exigé de tous les voyageurs âgés de 9 mois ou plus en provenance d'un pays à risque de transmission ou ayant transité plus de 12 heures dans un aéroport d'un pays à risque de transmission.";

// Searched by this pass and still without a statement (no official page read states the entry rule).
const SILENCE = ['AFG', 'COM', 'ETH', 'IDN', 'IRN', 'ISR', 'KHM', 'LBN', 'MAR', 'MDV', 'MMR', 'MNG', 'MRT', 'NAM', 'PAK', 'PRK', 'PSE', 'STP', 'TGO', 'TLS', 'TUN', 'VNM', 'YEM', 'ZWE'];

// Destinations that keep their own leftOut rows (summaries naming them without terms, disagreeing reports).
const OWN_ROWS = ['COL', 'SEN', 'QAT', 'MAC', 'MUS', 'VEN'];

// Hosts of pages this pass read and did not cite (clinics, aggregators, trade, conference, hospital, http:// pages).
const REJECTED_HOSTS = ['centraltravelclinic.co.uk', 'travelvaccinationhealthcare.com.au', 'travmed.com', 'sitata.com', 'monde-du-voyage.com', 'passporthealthglobal.com', 'adequatetravel.com', 'quartzmountain.org', 'evisa-for-qatar.com', 'indonesiavisaonline.com', 'honeymoonmaldives.com.au', 'holbrooktravel.com', 'kanaga-at.com', 'meeting.afrinic.net', 'chru-strasbourg.fr', 'chu-toulouse.fr', 'patient.info', 'safetravel.ch'];

describe('health table, fourteenth pass for Africa, Asia and the Middle East (issue 26)', () => {
  it('Algeria: a yellow fever rule on the WHO list, 9 months or over, an airside transit counting only over 12 hours, from INSPQ (OTHER_OFFICIAL)', () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'DZA')!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: '9 months or over', includeDirectShortTransit: false, text: 'health:yellowFever.dza' });
    expect(rule.sources).toHaveLength(1);
    const [src] = rule.sources;
    expect(src).toMatchObject({ type: 'GOVERNMENT', tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', url: 'https://www.inspq.qc.ca/node/1204' });
    // The copy shows no date: none is claimed.
    expect(src!.publishedAt).toBeUndefined();
    expect(src!.note).toMatch(/^Read from a stored copy/);
    expect(src!.note).toContain(INSPQ_LINE);
    expect(src!.note).toMatch(/an airside transit of 12 hours or less does not count/);
    // The older contrary line is named and the choice explained (same tier, clearly newer).
    expect(src!.note).toContain("'No vaccinations are required for entry'");
    expect(src!.note).toMatch(/this page is followed: same tier, and clearly newer/);
  });

  it('Algeria: the page states yellow fever only, so no whole-list row and no "none required" row: PARTIAL, polio not researched', () => {
    const t = table();
    // INSPQ's page is no whole list. The Auswärtiges Amt pass (aahealth) added one from the German Foreign Office's
    // page, which names yellow fever only: COVERED since then (test/health/health-aa.test.ts), the rule unchanged.
    // (the Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page, same words: only the earlier sources are checked.)
    expect(t.fullyResearched!.filter((f) => f.territory === 'DZA').every((f) => withoutNWW(f.sources).every((x) => x.note?.includes('LBroe/Reisehinweise')))).toBe(true);
    expect((t.noneRequired ?? []).some((n) => n.territory === 'DZA')).toBe(false);
    expect((t.polio ?? []).some((p) => p.territory === 'DZA')).toBe(false);
    const s = statement(t, 'DZA')!;
    expect(s).toMatchObject({ status: answeredLater(t, 'DZA') ? 'COVERED' : 'PARTIAL', finding: 'REQUIREMENTS' });
    expect(s.scope).toMatch(answeredLater(t, 'DZA') ? /no proof of polio vaccination/ : /Not researched: polio/);
    expect(t.requirements.find((r) => r.territory === 'DZA')!.sources[0]!.note).toMatch(/polio is not answered and the statement stays PARTIAL/);
    const ids = buildHealthRuleFile(t).rules.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining(['health-yf-dza-required', 'health-yf-dza-met']));
  });

  it('the row opens the requirements array (this pass inserts at the beginning; the Europe/Americas pass appends)', () => {
    // Later passes that insert at the beginning (the sixteenth, healthfa) come before it: only their rows, which cite the advice-page scrapes.
    const t = table();
    const at = t.requirements.findIndex((r) => r.territory === 'DZA');
    expect(t.requirements.slice(0, at).every((r) => answeredFromScrapes(t, r.territory))).toBe(true);
    expect(answeredFromScrapes(t, 'DZA')).toBe(false);
  });

  it.each(SILENCE.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c)))('%s: searched, but no official page read states the entry rule: no statement', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
  });

  it.each(OWN_ROWS.filter((c) => !PASS16_NEW_STATEMENT.has(c)))('%s: keeps its own leftOut row and no rule (unless a later pass answered it on the advice-page scrapes)', (cc) => {
    const t = table();
    expect(t.leftOut.some((l) => l.territory === cc)).toBe(true);
    // Colombia got its rule in the sixteenth pass (healthfa: Canadian, Irish and Australian advice pages).
    // Mauritius got its rule in the Reisadviezen-buddy pass (nwwhealth) (Italy, Finland, Australia, 2026).
    // Macao: the healthlead pass cites the 2026 pages in a PARTIAL none-required row, not a rule (test/health/healthlead.test.ts).
    expect(t.requirements.some((r) => r.territory === cc)).toBe((answeredFromScrapes(t, cc) || answeredFromNWW(t, cc)) && !answeredFromHealthlead(t, cc));
  });

  it('no page this pass rejected is cited anywhere in the table, and every source of this pass is https', () => {
    const t = table();
    const hosts = citedHosts(t);
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
    for (const s of t.requirements.find((r) => r.territory === 'DZA')!.sources) expect(s.url).toMatch(/^https:\/\//);
  });

  it('opens leftOut with this pass\'s row, naming what was searched, the answer, what was not used and the look-ups; the thirteenth pass row follows', () => {
    const t = table();
    const at = t.leftOut.findIndex((l) => l.reason.startsWith('Fourteenth pass, Africa, Asia and the Middle East'));
    // Only later passes' rows, which insert at the beginning (health11b's fifteenth pass), come before it.
    expect(at).toBeGreaterThanOrEqual(0);
    expect(t.leftOut.slice(0, at).every((l) => /^(Fifteenth|Sixteenth) pass/.test(l.reason))).toBe(true);
    const row = t.leftOut[at]!;
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/^Fourteenth pass, Africa, Asia and the Middle East \(issue 26, branch health10b, 2026-11-27\)/);
    for (const cc of ['DZA', ...SILENCE, ...OWN_ROWS]) expect(row.reason).toContain(cc);
    for (const named of ['57 look-ups', 'patient.info', 'Smartraveller', 'travel.gc.ca', 'relief.unboundmedicine.com', 'Kemenkes', 'Belgian Foreign Ministry', 'http://', 'Not searched']) {
      expect(row.reason).toContain(named);
    }
    expect(t.leftOut[at + 1]!.reason).toMatch(/^Thirteenth pass \(issue 26, branch health9b/);
  });

  it.each([
    ['NGA', 'LOS', 'ALG', true],
    ['FRA', 'CDG', 'ALG', false],
  ])('%s passport %s -> %s: HEALTH for DZA is COVERED (the Auswärtiges Amt pass; PARTIAL before); yellow fever procedure: %s', (passport, from, to, fires) => {
    const { a, ids } = healthTrip(passport as string, from as string, to as string);
    expect(ids.includes('yf-dza-required')).toBe(fires);
    const health = a.coverage!.find((e) => e.territory === 'DZA' && e.topic === 'HEALTH');
    expect(health).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });
});
