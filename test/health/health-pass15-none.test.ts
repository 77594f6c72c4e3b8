// Fifteenth pass of issue 26 (branch health11a): the 72 destinations without a HEALTH statement, searched on other
// governments' per-country health and travel-advice pages in their own languages (Viaggiare Sicuri, Conseils aux
// voyageurs, the Auswärtiges Amt, BMEIA, EDA, Spain's Sanidad, Japan's FORTH and MOFA, Korea's 0404, LCR, Belgium's
// ITG) and on the destinations' own health pages. None is stored for these destinations, so no row was added. These
// tests pin what stays silence, the one disagreement met (ITG's Iraq line against NaTHNaC's 2022 summary), the pages
// not cited and this pass's leftOut row; rules/tests/health-pass15-none.test.json pins trips that must stay without a
// yellow fever procedure.
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile, type HealthTable } from '../../scripts/import-health.js';
import { table, statement, hasRow, citedHosts, answeredFromScrapes, ADVICE_SCRAPES, answeredLater, NWW_COPY } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_NEW_STATEMENT } from './pass16-answered.js';

// Assigned to this pass (most trips first) and still without a statement: no official, readable page states them.
const SILENCE = (
  'DEU AUT BEL CZE POL PRT FIN HUN BGR HRV EST LVA MLT SVK CYP DNK ISL CAN USA AUS UKR GEO ARM MDA IDN VNM KHM MAR TUN ' +
  'QAT ISR LBN MAC MDV MUS NAM ZWE ETH TGO SEN MRT PAK AFG IRN MMR MNG TLS PRK PSE YEM COM STP COL VEN GTM HTI DMA GRD ' +
  'KNA LCA FJI FSM KIR MHL NRU PNG TON TUV VUT MCO SMR VAT'
).split(' ');

// Hosts this pass read and did not cite: an http-only official page, reproductions by travel agencies and clinics,
// a committee's and a publisher's sites, a document mirror, a consultancy, and ITG's page met only for Iraq.
const REJECTED_HOSTS = [
  'auswaertiges-amt.de', 'travelantis.de', 'reiselexikon.de', 'doktor-travel.de', 'reiseguide.de', 'hausaerzte-hoberge.de',
  'healthytravel.ch', 'fit-for-travel.de', 'travelmedicine.it', 'ambimed-group.com', 'bubbleviaggi.it', 'monde-du-voyage.com',
  'kipdf.com', 'tokutenryoko.com', 'permitindo.com', 'wanda.be', 'anzen.mofa.go.jp', 'torrinomedica.it', 'salute.gov.it',
];

const WANDA_IRAQ = 'https://www.wanda.be/nl/landen/irak';
const fifteenth = (t: HealthTable) => t.leftOut.find((l) => l.reason.startsWith('Fifteenth pass (issue 26, branch health11a, 2026-11-27)'));

describe('health table, fifteenth pass (other governments\' country pages in their own languages; issue 26)', () => {
  it('assigns exactly the 72 destinations the brief lists, each once', () => {
    expect(SILENCE).toHaveLength(72);
    expect(new Set(SILENCE).size).toBe(72);
  });

  // The Holy See: answered by the Auswärtiges Amt pass (aahealth), skipped here.
  it.each(SILENCE.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c) && !answeredLater(table(), c)))('%s: searched, no official page read states its entry vaccinations: no row, no statement', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
    expect(buildHealthRuleFile(t).rules.some((r) => r.id.startsWith(`health-yf-${cc.toLowerCase()}-`))).toBe(false);
  });

  it("Iraq: ITG's undated line ('uitzonderlijk verplicht') is not followed against NaTHNaC's dated 2022 summary; the none row stands", () => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === 'IRQ')).toBe(false);
    const none = t.noneRequired!.find((n) => n.territory === 'IRQ')!;
    // The sixteenth pass (healthfa) appended the Canadian and U.S. advice pages, which agree (no certificate).
    expect(none.sources.filter((s) => !(s.note ?? '').includes(ADVICE_SCRAPES)).map((s) => s.url)).toEqual(['https://staging.travelhealthpro.org.uk/news/676/yellow-fever-updated-country-certificate-requirements-2022']);
    expect(none.sources[0]!.note).toContain('Removal of requirement for yellow fever ICVP: Belize, Iraq');
    const row = fifteenth(t)!;
    expect(row.reason).toContain(WANDA_IRAQ);
    expect(row.reason).toMatch(/same tier and not clearly newer, so the summary is followed and Iraq keeps its noneRequired row/);
  });

  it('no page this pass rejected is cited anywhere in the table', () => {
    const t = table();
    const hosts = citedHosts(t);
    // The Auswärtiges Amt pass (aahealth) cites the Foreign Office's pages as read in the Markdown copy the lead chose
    // (LBroe/Reisehinweise), at the index address, at https (README, Decisions): only those sources may name its host.
    for (const rejected of REJECTED_HOSTS.filter((h) => h !== 'auswaertiges-amt.de')) expect(hosts).not.toContain(rejected);
    // The Reisadviezen-buddy pass (nwwhealth) cites the AA's 2026 country pages at their own https addresses, read in
    // JGNWW/Reisadviezen-buddy (README, Decisions): those are checked apart.
    const all = [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].flatMap((r) => r.sources).filter((x) => x.url.includes('auswaertiges-amt.de'));
    for (const x of all.filter((y) => y.note?.includes(NWW_COPY))) expect(x.url).toMatch(/^https:\/\/www\.auswaertiges-amt\.de\/de\/service\/laender\//);
    const aa = all.filter((y) => !y.note?.includes(NWW_COPY));
    for (const x of aa) {
      expect(x.url).toBe('https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise');
      expect(x.note).toMatch(/in the public repository LBroe\/Reisehinweise, countries\/.+\.md, commit a33fac5 of 2024-11-26/);
    }
  });

  it("closes leftOut with this pass's row: every assigned destination, the avenues tried, what was read and not used, the look-ups", () => {
    const t = table();
    const row = fifteenth(t)!;
    // The sixteenth pass for M-Z (healthfm) and the Auswärtiges Amt pass (aahealth) append their own rows after this one.
    // (the Reisadviezen-buddy pass (nwwhealth) appends its row after these; only the earlier rows are counted here.)
    // (the healthrest and healthlead passes append their own after that: not counted either.)
    const earlier = t.leftOut.filter((l) => !l.reason.startsWith('The Reisadviezen-buddy pass') && !l.reason.startsWith('The healthrest pass') && !l.reason.startsWith('The healthlead pass') && !l.reason.startsWith('The healthsettle pass') && !l.reason.startsWith('The healthmhl pass') && !l.reason.startsWith('The healthtests pass') && !l.reason.startsWith('The terrhealth pass')); // the terrhealth pass appends its row after these
    expect(earlier.at(-3)).toBe(row);
    expect(row.territory).toBe('*');
    for (const cc of SILENCE) expect(row.reason).toContain(cc);
    for (const named of [
      '53 look-ups', 'Answered: none; no row added.', 'viaggiaresicuri.it', "'Vaccinazioni obbligatorie'", 'diplomatie.gouv.fr',
      'http://www.auswaertiges-amt.de/', 'BMEIA', 'EDA', "'La salud también viaja'", 'FORTH', '0404.go.kr', 'LCR', 'wanda.be',
      "'Bei direkter Einreise aus Deutschland sind keine Pflichtimpfungen vorgeschrieben'", "'None required' was inferred for none of them.",
    ]) expect(row.reason).toContain(named);
    // The fourteenth pass's Europe/Americas row comes right before (the PARTIAL pass inserts at the beginning).
    expect(earlier.at(-4)!.reason).toMatch(/^Fourteenth pass \(issue 26, branch health10a/);
  });

  it.each([
    // Indonesia, Ethiopia and Germany were answered by the sixteenth pass (healthfa), Viet Nam too (healthfm):
    // pinned in test/health/health-pass16-a-l.test.ts and health-pass16-m-z.test.ts. Mauritius and Macao are among
    // the three destinations still without a statement after it (the advice pages disagree on the rule itself).
    ['NGA', 'LOS', 'MRU', 'MUS'],
    ['BRA', 'GRU', 'MFM', 'MAC'],
    // Mauritius got a rule and a whole list in the Reisadviezen-buddy pass (nwwhealth) (test/health/health-nww.test.ts pins Lagos to Mauritius).
  ].filter(([, , , cc]) => !answeredLater(table(), cc!)))('%s passport %s -> %s: no yellow fever procedure, and HEALTH for %s is reported NOT_COVERED', (passport, from, to, cc) => {
    const { a, ids } = healthTrip(passport, from, to);
    expect(ids.filter((id) => id.startsWith('yf-'))).toEqual([]);
    const health = a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH');
    expect(health).toMatchObject({ status: 'NOT_COVERED' });
  });

  // COVERED since the sixteenth pass (healthfa: the State Department's Quick Facts of 2025, 'None', state the whole list).
  it('NGA passport LOS -> BGW: Iraq stays "none required" (COVERED since the sixteenth pass), no procedure fires', () => {
    const { a, ids } = healthTrip('NGA', 'LOS', 'BGW');
    expect(ids.filter((id) => id.startsWith('yf-'))).toEqual([]);
    expect(a.coverage!.find((e) => e.territory === 'IRQ' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });
});
