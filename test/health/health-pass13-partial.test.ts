// Thirteenth pass of issue 26 (branch health9a): the PARTIAL destinations the eleventh pass did not
// search, the Factbook-only rows, and ten large destinations once each, on the U.S. Department of
// State's Quick Facts and Students Abroad sheets. Kyrgyzstan and Belize get a whole-list row beside
// their "none required" rows (COVERED, polio none); Cuba's, Lesotho's and Taiwan's Department entries disagree
// with the table and are not followed. These tests pin the rows, their sources, the disagreements and
// the closing leftOut row; rules/tests/health-pass13-partial.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { type HealthTable } from '../../scripts/import-health.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';
import { table, allSources, statement, answeredFromScrapes, answeredLater, answeredFromHealthrest, answeredFromHealthsettle, answeredFromTerrhealth } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
// Destinations answered later by the sixteenth pass (healthfm) are skipped in the lists below; health-pass16-m-z.test.ts pins them.
import { PASS16_NEW_STATEMENT, PASS16_COVERED } from './pass16-answered.js';


// Answered: the words each row's source note quotes, and the sheet's "Last Updated" date.
const ANSWERED: Record<string, [string, string]> = {
  KGZ: ["'None required'", '2016-12-20'],
  BLZ: ["'Belize does not require specific immunizations for visitors;", '2016-07-19'],
  SOM: ["'Yellow Fever vaccination is not required but most countries that fly in and out of Somalia require proof of vaccination.'", '2017-03-20'],
};

// Read or searched by this pass and still PARTIAL: disagreements (CUB, LSO, TWN), empty entries (GUY,
// LAO, LBY, KAZ, BHR), and destinations with no Department page in the store.
const STILL_PARTIAL = ['CUB', 'LSO', 'TWN', 'GUY', 'LAO', 'LBY', 'SYR', 'KAZ', 'BHR', 'AGO', 'DJI', 'ERI', 'GNB', 'IRQ', 'NIC', 'PAN', 'TTO', 'VCT', 'SDN', 'OMN', 'PHL', 'ATG', 'IND', 'CHN', 'EGY', 'KEN', 'TZA', 'MEX', 'TUR', 'ARG', 'NGA', 'GHA'];

// Third-party reproductions read and not cited.
const REJECTED_HOSTS = ['okcu.abroadoffice.net', 'uiu.abroadoffice.net', 'winthrop.abroadoffice.net', 'www.xellow.com', 'travel.his.com', 'www.travmed.com', 'www.wellabroad.com', 'aglobalworld.com', '1uptravel.com'];

const thirteenth = (t: HealthTable) => t.leftOut.find((l) => l.reason.startsWith('Thirteenth pass (issue 26, branch health9a'));

describe('health table, thirteenth pass (State Department Quick Facts, second part; issue 26)', () => {
  it.each(Object.entries(ANSWERED))('%s: a whole-list row on the Department\'s Students Abroad sheet beside the noneRequired row: COVERED, NONE_REQUIRED, polio none', (cc, [words, date]) => {
    const t = table();
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.scope).toMatch(/^Entry vaccinations as a whole, per the U\.S\. Department of State's/);
    expect(full.scope).toMatch(/no vaccination is required for entry, so no yellow fever certificate and no proof of polio vaccination\.$/);
    expect(full.sources).toHaveLength(1);
    const [s] = full.sources;
    expect(s).toMatchObject({ tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', publishedAt: date });
    expect(s!.url).toMatch(/^https:\/\/travel\.state\.gov\/content\/studentsabroad\/en\/beforeyougo\/csi\//);
    expect(s!.note).toMatch(/^Read from a stored copy \('Last Updated: /);
    expect(s!.note).toContain(words);
    expect(s!.note).toMatch(/read as applying to every passport/);
    // The yellow fever answer keeps its own sources: no rule, a noneRequired row, no polio rule.
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect(t.noneRequired!.some((n) => n.territory === cc)).toBe(true);
    expect((t.polio ?? []).some((p) => p.territory === cc)).toBe(false);
    const st = statement(t, cc)!;
    expect(st).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED', scope: full.scope });
    // The statement cites both the noneRequired row's sources and the Department's sheet.
    expect(st.sources.map((x) => x.url)).toContain(s!.url);
    expect(st.sources.length).toBeGreaterThan(1);
  });

  it("Belize: the Quick Facts entry is empty; the row rests on the page's own sentence, and says so", () => {
    const full = table().fullyResearched!.find((f) => f.territory === 'BLZ')!;
    expect(full.sources[0]!.note).toMatch(/the vaccinations entry is empty: silence by itself/);
    expect(full.sources[0]!.note).toMatch(/the CDC's recommendations it points to are not requirements/);
  });

  it("Somalia: the entry names yellow fever only, as not required; the other countries' requirements it mentions are not Somalia's", () => {
    const full = table().fullyResearched!.find((f) => f.territory === 'SOM')!;
    expect(full.sources[0]!.note).toMatch(/the other countries' requirements it mentions concern the traveller's onward or earlier legs/);
    expect(full.sources[0]!.note).toMatch(/WHO's temporary recommendations on poliovirus concern departures from affected states, not entry into Somalia/);
  });

  it('the rows are appended at the end of fullyResearched, after the eleventh pass rows (shared file)', () => {
    const rows = table().fullyResearched!.map((f) => f.territory);
    // Later passes append after them (the sixteenth pass, healthfm, in health-pass16-m-z.test.ts).
    const at = rows.indexOf('KGZ');
    expect(rows.slice(at, at + 3)).toEqual(['KGZ', 'BLZ', 'SOM']);
    // ... and the Auswärtiges Amt pass (aahealth) appends its whole-list rows after those.
    // ... and the terrhealth pass its territories' whole-list rows (test/health/terrhealth.test.ts).
    expect(rows.slice(at + 3).every((cc) => PASS16_COVERED.has(cc) || answeredLater(table(), cc) || answeredFromTerrhealth(table(), cc))).toBe(true);
    expect(rows.indexOf('HND')).toBeLessThan(rows.indexOf('KGZ'));
  });

  // Skipped too: what the Auswärtiges Amt pass answered as a whole (aahealth, test/health/health-aa.test.ts).
  it.each(STILL_PARTIAL.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c) && !PASS16_COVERED.has(c) && !answeredLater(table(), c)))('%s: read or searched, no whole-list row: PARTIAL (or no statement), never an inferred answer', (cc) => {
    const t = table();
    expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
    const st = statement(t, cc);
    if (st) expect(st.status).toBe('PARTIAL');
  });

  it("Cuba: the Department's 'None' disagrees with the rule, which rests on MINSAP's newer notice (reported): the rule stands", () => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === 'CUB')!;
    expect(rule.scope).toBe('FROM_RISK_COUNTRIES');
    const minsap = rule.sources.find((s) => s.title.includes('MINSAP'))!;
    expect(minsap.publishedAt).toBe('2024-01-05');
    expect(t.noneRequired!.some((n) => n.territory === 'CUB')).toBe(false);
    expect(thirteenth(t)!.reason).toMatch(/Cuba \(the Department's country information page, stored with a banner of August 2022: 'None\. See CDC for recommendations\.'\) disagrees with the table's rule/);
  });

  it("Lesotho: the Department's yellow fever entry, not turned into a rule by this pass, is now one of the pages behind the lead's rule (session 10)", () => {
    const t = table();
    expect(thirteenth(t)!.reason).toMatch(/Lesotho \(Students Abroad sheet of 29 August 2017 and the Department's 2024 page: 'Yellow fever if traveling from or through a yellow fever endemic country\.'\)/);
    // Five 2025-2026 official pages agreed with the Department's wording; the lead followed them (health-nww.test.ts).
    expect(t.noneRequired!.some((n) => n.territory === 'LSO')).toBe(false);
    expect(t.requirements.find((r) => r.territory === 'LSO')?.scope).toBe('FROM_RISK_COUNTRIES');
    // COVERED since the healthrest pass (Italy's 2026 and the AA's 2025 whole lists over Spain's cholera line), pinned in
    // test/health/healthrest.test.ts.
    expect(statement(t, 'LSO')).toMatchObject({ status: answeredFromHealthrest(t, 'LSO') ? 'COVERED' : 'PARTIAL', finding: 'REQUIREMENTS' });
  });

  it("Taiwan: the Department's 'None required' disagrees with Taiwan CDC's own rule (higher tier), which stands", () => {
    const t = table();
    // The healthrest pass replaced the rule by a 'none required' row on three 2026 official pages (Canada, Spain, Italy),
    // keeping the rule's two sources there marked superseded (test/health/healthrest.test.ts pins it).
    const rule = answeredFromHealthrest(t, 'TWN') ? undefined : t.requirements.find((r) => r.territory === 'TWN')!;
    if (rule) {
      expect(rule.scope).toBe('FROM_RISK_COUNTRIES');
      expect(rule.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
    } else {
      const none = t.noneRequired!.find((n) => n.territory === 'TWN')!;
      expect(none.sources.filter((s) => s.tier === 'DESTINATION_GOVERNMENT' && /^Superseded/.test(s.note ?? ''))).toHaveLength(1);
    }
    expect(thirteenth(t)!.reason).toMatch(/Taiwan \(the Department's page, stored with a banner of April 2022, and its Students Abroad sheet of 23 December 2016: 'None required\./);
    expect(thirteenth(t)!.reason).toMatch(/the higher tier is followed, the rule stands and Taiwan stays PARTIAL/);
  });

  it('the thirteenth pass row in leftOut (the fourteenth pass appends its own after it): every assigned destination, the answers, what was not used and what is left', () => {
    const t = table();
    const last = thirteenth(t)!;
    expect(t.leftOut.indexOf(last)).toBeGreaterThan(-1);
    expect(last.territory).toBe('*');
    const assigned = 'AGO BLZ CUB DJI ERI GNB GUY IRQ KGZ LAO LBY LSO NIC PAN SDN SOM SYR TTO TWN VCT OMN BHR PHL KAZ ATG WSM SLB'.split(' ');
    for (const cc of assigned) expect(last.reason).toContain(cc);
    for (const name of ['India', 'China', 'Egypt', 'Kenya', 'Tanzania', 'Mexico', 'Turkey', 'Argentina', 'Nigeria', 'Ghana']) expect(last.reason).toContain(name);
    expect(last.reason).toMatch(/46 look-ups/);
    expect(last.reason).toMatch(/Not searched this pass: Samoa and the Solomon Islands/);
    for (const host of ['abroadoffice.net', 'xellow.com', 'travel.his.com']) expect(last.reason).toContain(host);
    // The eleventh pass row is still there, before this one.
    expect(t.leftOut.findIndex((l) => l.reason.startsWith('Eleventh pass'))).toBeLessThan(t.leftOut.length - 1);
  });

  it('no reproduction this pass rejected is cited anywhere in the table', () => {
    const hosts = allSources(table()).map((s) => new URL(s.url).hostname);
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
  });

  it.each([
    ['LOS', 'FRU', 'KGZ'],
    ['LOS', 'BZE', 'BLZ'],
    ['LOS', 'MGQ', 'SOM'],
  ])('Nigerian passport %s -> %s: no health procedure, HEALTH for %s is COVERED (NONE_REQUIRED) with no health alert', (from, to, cc) => {
    const r = engine().trips(trip(['NGA'], [{ airport: from, date: '2026-12-10' }, { airport: to, date: '2026-12-10' }]));
    expect(r.status).toBe(200);
    const a = (r.body as TripResponseDocument).data.attributes;
    expect(a.informationGroups.some((g) => g.type === 'PUBLIC_HEALTH_REQUIREMENTS')).toBe(false);
    expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements/);
  });

  it('Nigerian passport Lagos -> Havana: the yellow fever certificate is asked and HEALTH for CUB stays PARTIAL', () => {
    const { a, ids } = healthTrip('NGA', 'LOS', 'HAV');
    expect(ids).toContain('yf-cub-required');
    // COVERED since the healthsettle pass (GOV.UK's 2026 'Vaccine requirements' as the whole list; step (c) of the lead's
    // rule: GOV.UK and Canada against Spain and Italy): test/health/healthsettle.test.ts pins it.
    const status = answeredFromHealthsettle(table(), 'CUB') ? 'COVERED' : 'PARTIAL';
    expect(a.coverage!.find((e) => e.territory === 'CUB' && e.topic === 'HEALTH')).toMatchObject({ status, finding: 'REQUIREMENTS' });
  });
});
