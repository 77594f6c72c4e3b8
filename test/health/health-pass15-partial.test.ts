// Fifteenth pass of issue 26 (branch health11b): the PARTIAL destinations on other governments'
// per-country health pages (Italy, France, Germany, Austria, Spain, Japan, Korea, Belgium, Denmark,
// Norway). No page stating a destination's entry vaccinations as a whole was readable at an official
// https address, so no row was added; the Consulate-General of Japan in Shanghai's sentence for staff
// posted from Japan is not widened into a whole list for China. These tests pin the leftOut row, the
// unchanged statements and China's rule; rules/tests/health-pass15-partial.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { type HealthTable } from '../../scripts/import-health.js';
import { table, statement, citedHosts, answeredFromScrapes, answeredLater, withoutNWW } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_COVERED } from './pass16-answered.js';

// The destinations assigned to this pass (PARTIAL on main before it; Gabon, marked 'check', was
// already COVERED and is pinned separately).
const ASSIGNED = 'CHN IND JPN MEX TUR ARG EGY KEN TZA NGA GHA PER ECU URY PRY BOL DOM CRI PAN JAM OMN BHR JOR SAU PHL KAZ BGD NPL LAO MYS TWN CMR CIV COD COG AGO UGA NER TCD GNQ GNB GMB LBR ERI DJI SDN LBY IRQ SYR NIC GUY TTO VCT ATG WSM SLB PLW BTN DZA SLV CUB LSO'.split(' ');

// Read or searched and not cited: third-party copies, and official pages stored only at http://.
const NOT_CITED = ['sitata.com', 'kayak.it', 'travelmedicine.it', 'visticonsolaridalu.it', 'promovacances.be', 'europ-assistance.fr', 'fit-for-travel.de', 'requisitosnecesarios.com', 'helsenett.no', 'vaccination.dk', 'skyscanner.nl', 'healthytravel.ch', 'tcs.ch', 'infovac.ch', 'expydoc.com', 'shanghai.cn.emb-japan.go.jp'];

const fifteenth = (t: HealthTable) => t.leftOut.find((l) => l.reason.startsWith('Fifteenth pass, PARTIAL destinations'));

describe('health table, fifteenth pass (other governments\' per-country pages; issue 26)', () => {
  it('the pass row is inserted at the beginning of leftOut (health11a appends at the end of the shared file)', () => {
    const t = table();
    // Only a later pass's row (the sixteenth, healthfa, also inserting at the beginning) may come before it.
    const at = t.leftOut.indexOf(fifteenth(t)!);
    expect(t.leftOut.slice(0, at).every((l) => l.reason.startsWith('Sixteenth pass'))).toBe(true);
    expect(t.leftOut[at]!.territory).toBe('*');
    // The fourteenth pass rows are still there.
    expect(t.leftOut.some((l) => l.reason.startsWith('Fourteenth pass, Africa, Asia and the Middle East'))).toBe(true);
  });

  it('the row names every assigned destination, the look-ups used and each avenue searched', () => {
    const row = fifteenth(table())!;
    for (const cc of ASSIGNED) expect(row.reason).toContain(cc);
    expect(row.reason).toMatch(/28 look-ups of the 80 allowed/);
    expect(row.reason).toMatch(/Answered: none; no row was added/);
    for (const avenue of ["'Viaggiare Sicuri'", "'Conseils aux voyageurs'", 'Auswärtiges Amt', 'BMEIA', "'La salud también viaja'", 'FORTH', 'KDCA', "Belgium's ITG", "Denmark's SSI", "Norway's FHI"]) {
      expect(row.reason).toContain(avenue);
    }
    for (const avenue of ['healthytravel.ch', "the Netherlands' LCR"]) expect(row.reason).toContain(avenue);
    expect(row.reason).toMatch(/Not searched: Switzerland's EDA travel advice pages themselves/);
  });

  it("China: the Japanese consulate's sentence is written for arrivals from Japan and is not widened: the rule stands, no whole-list row, PARTIAL", () => {
    const t = table();
    const row = fifteenth(t)!;
    expect(row.reason).toMatch(/Consulate-General of Japan in Shanghai's page .*dated 2020\/1\/10: 'there are no vaccinations legally required on entry'/);
    expect(row.reason).toMatch(/A sentence written for arrivals from the issuing government's own country answers only those trips and is never widened/);
    const rule = t.requirements.find((r) => r.territory === 'CHN')!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true });
    expect(rule.sources.some((s) => s.tier === 'OTHER_OFFICIAL' && s.publishedAt === '2016-03-23')).toBe(true);
    expect(t.noneRequired!.some((n) => n.territory === 'CHN')).toBe(false);
    // The Japanese sentence still makes no whole-list row. The Auswärtiges Amt pass (aahealth) added one from the
    // German Foreign Office's page, which states the rule for arrivals from yellow fever areas beside its
    // direct-from-Germany sentence (README, Decisions): COVERED since then (test/health/health-aa.test.ts).
    // (the Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page, same rule: only the earlier sources are checked.)
    expect(t.fullyResearched!.filter((f) => f.territory === 'CHN').every((f) => withoutNWW(f.sources).every((x) => x.note?.includes('LBroe/Reisehinweise')))).toBe(true);
    expect(statement(t, 'CHN')).toMatchObject({ status: answeredLater(t, 'CHN') ? 'COVERED' : 'PARTIAL', finding: 'REQUIREMENTS' });
  });

  it('Nigerian passport Lagos -> Shanghai: the certificate is asked; Japanese passport Tokyo -> Shanghai: it is not; HEALTH for CHN is COVERED since the Auswärtiges Amt pass (PARTIAL before)', () => {
    const fromLagos = healthTrip('NGA', 'LOS', 'PVG');
    expect(fromLagos.ids).toContain('yf-chn-required');
    expect(fromLagos.a.coverage!.find((e) => e.territory === 'CHN' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED' });
    const fromTokyo = healthTrip('JPN', 'NRT', 'PVG');
    expect(fromTokyo.ids).not.toContain('yf-chn-required');
    expect(fromTokyo.a.coverage!.find((e) => e.territory === 'CHN' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED' });
  });

  it("Gabon, marked 'check' in the assignment: COVERED since the eleventh pass (State Department entry), so not searched, and the row says so", () => {
    const t = table();
    expect(fifteenth(t)!.reason).toMatch(/GAB checked: COVERED since the eleventh pass/);
    expect(t.fullyResearched!.some((f) => f.territory === 'GAB')).toBe(true);
    expect(statement(t, 'GAB')).toMatchObject({ status: 'COVERED' });
  });

  // Skipped too: what the Auswärtiges Amt pass answered as a whole (aahealth, test/health/health-aa.test.ts).
  it.each(ASSIGNED.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_COVERED.has(c) && !answeredLater(table(), c)))('%s: no statement became COVERED on an inferred answer; a statement, where there is one, stays PARTIAL', (cc) => {
    const st = statement(table(), cc);
    if (st) expect(st.status).toBe('PARTIAL');
  });

  it('no page this pass read and rejected is cited anywhere in the table', () => {
    const hosts = citedHosts(table());
    for (const host of NOT_CITED) expect(hosts).not.toContain(host);
  });
});
