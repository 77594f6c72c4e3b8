// Fourteenth pass of issue 26 (branch health10a): the destinations of Europe, the Americas and Oceania without a HEALTH
// statement, on avenues the thirteen passes before had not tried (NaTHNaC's TravelHealthPro at https, fitfortravel,
// travel.gc.ca, Smartraveller, CDC destination pages, the destinations' own bodies, other governments' embassy notices).
// One destination was answered: El Salvador, a yellow fever rule on the Embassy of Japan in El Salvador's notice of
// 3 February 2018 (PARTIAL). These tests pin the row, its list, the words its source quotes, the statement it gives, the
// TravelHealthPro decision and what stays silence; rules/tests/health-pass14-europe.test.json pins trips.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildHealthRuleFile, type HealthTable } from '../../scripts/import-health.js';
import { table, statement, hasRow, allSources, citedHosts, answeredFromScrapes, answeredLater, withoutNWW } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
// Destinations answered later by the sixteenth pass (healthfm) are skipped in the lists below; health-pass16-m-z.test.ts pins them.
import { PASS16_NEW_STATEMENT, PASS16_COVERED } from './pass16-answered.js';

// The notice's list, written out: Panama; the South American countries other than Chile and Uruguay; the African states.
const SOUTH_AMERICA = ['ARG', 'BOL', 'BRA', 'COL', 'ECU', 'GUY', 'PRY', 'PER', 'SUR', 'VEN'];
const AFRICAN_ISLAND_STATES = ['CPV', 'COM', 'MDG', 'MUS', 'STP', 'SYC'];

// Assigned to this pass and still without a statement: nothing official and readable stated their entry vaccinations.
const SILENCE = 'DEU AUT BEL CZE POL PRT FIN HUN BGR HRV EST LVA MLT SVK CYP DNK ISL SMR MCO VAT UKR MDA GEO ARM CAN USA AUS FJI FSM KIR MHL NRU PNG TON TUV VUT GRD KNA LCA DMA HTI GTM'.split(' ');

// Hosts this pass read and did not cite: http-only or undated official copies, archives without the entry section,
// non-official lists, publishers and travel-trade pages.
const REJECTED_HOSTS = ['consuladoportugalsp.org.br', 'eslared.net', 'anzen.mofa.go.jp', 'archive.is', 'pokui.cn', 'ithc.cn', 'airtravelinfo.kr', 'fit-for-travel.de', 'terveyskirjasto.fi', 'fhta.com.fj', 'mentonegeneralpractice.com.au', 'iseegp.com.au', 'urlaub-polen-express.de', 'travelpander.com', 'dragonsnest.de', 'elpatagonia.com'];

const NOTICE = 'https://www.sv.emb-japan.go.jp/itpr_ja/00_000261.html';
const fourteenth = (t: HealthTable) => t.leftOut.find((l) => l.reason.startsWith('Fourteenth pass (issue 26, branch health10a'));
const locale = (loc: string) => JSON.parse(readFileSync(`locales/${loc}/health.json`, 'utf8')) as { yellowFever: Record<string, { title?: string; description?: string; more?: string[] }> };

describe('health table, fourteenth pass (Europe, the Americas and Oceania on new avenues; issue 26)', () => {
  it('El Salvador: a certificate for arrivals by way of a listed country, on its own list, any transit counting, no age stated', () => {
    const rules = table().requirements.filter((r) => r.territory === 'SLV');
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'SLV', minimumAge: null, includeDirectShortTransit: true, text: 'health:yellowFever.slv' });
    const ids = buildHealthRuleFile(table()).rules.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining(['health-yf-slv-required', 'health-yf-slv-met']));
  });

  it("the SLV list: Panama, the 10 South American countries other than Chile and Uruguay, and the 54 African states, island states included; not WHO's list", () => {
    const t = table();
    const list = t.riskLists.SLV!.countries;
    expect(list).toHaveLength(65);
    expect(new Set(list).size).toBe(65);
    expect(list).toEqual(expect.arrayContaining(['PAN', ...SOUTH_AMERICA, ...AFRICAN_ISLAND_STATES, 'NGA', 'EGY', 'ZAF', 'TZA', 'SOM']));
    // Named exceptions, a territory the notice does not name, and WHO-list countries outside its three regions.
    for (const cc of ['CHL', 'URY', 'GUF', 'TTO', 'MEX', 'GTM', 'SLV']) expect(list).not.toContain(cc);
    expect(t.riskLists.SLV!.description).toMatch(/Embassy of Japan in El Salvador on 3 February 2018/);
    expect(t.riskLists.SLV!.description).toMatch(/island states included/);
  });

  it("its source: Japan's embassy notice of 3 February 2018, another government's page (OTHER_OFFICIAL), read at https, its words and the pass's readings in the note", () => {
    const [src, ...rest] = table().requirements.find((r) => r.territory === 'SLV')!.sources;
    // freshen pass: the row also rests on GOV.UK's, Canada's and the AA's 2026 pages (added after the notice).
    expect(rest.every((s) => s.note?.includes('branch freshen'))).toBe(true);
    expect(src).toMatchObject({ url: NOTICE, tier: 'OTHER_OFFICIAL', type: 'GOVERNMENT', readAt: '2026-11-27', publishedAt: '2018-02-03' });
    expect(src!.note).toMatch(/^Read from a stored copy of this Japanese-language notice, dated Heisei 30 \(2018\) February 3\./);
    expect(src!.note).toContain('by way of Central America (Panama), South America (the South American countries other than Chile and Uruguay) and each country of the African continent');
    expect(src!.note).toMatch(/'By way of' \(経由して\) is read as the origin or any earlier stop or airport transit, so any transit counts; no age limit or exemption is stated/);
    expect(src!.note).toMatch(/read as the 54 African states, island states included/);
    expect(src!.note).toMatch(/eslared\.net.*not official: not cited/);
  });

  it('El Salvador: a yellow fever answer, no whole list from this pass (COVERED since the Auswärtiges Amt pass, PARTIAL before)', () => {
    const t = table();
    // The Auswärtiges Amt pass (aahealth) added the whole list (yellow fever only): test/health/health-aa.test.ts.
    expect(answeredLater(t, 'SLV')).toBe(true);
    expect(statement(t, 'SLV')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect((t.noneRequired ?? []).some((n) => n.territory === 'SLV')).toBe(false);
    // (the Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page, same words: only the earlier sources are checked.)
    expect((t.fullyResearched ?? []).filter((f) => f.territory === 'SLV').every((f) => withoutNWW(f.sources).every((x) => x.note?.includes('LBroe/Reisehinweise')))).toBe(true);
  });

  it.each(['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES'])('%s: the text names the exceptions and says where the rule comes from', (loc) => {
    const slv = locale(loc).yellowFever.slv!;
    expect(slv.description).toMatch(/\{\{location\}\}/);
    expect(slv.description).toMatch(/Chil/);
    expect(slv.description).toMatch(/Urug/);
    expect(slv.more).toHaveLength(3);
    expect(slv.more!.join(' ')).toMatch(/2018/);
    if (loc !== 'en-GB') expect(slv.title).toBeTruthy();
  });

  // The Holy See: answered by the Auswärtiges Amt pass (aahealth), skipped here.
  it.each(SILENCE.filter((c) => !answeredFromScrapes(table(), c) && !PASS16_NEW_STATEMENT.has(c) && !PASS16_COVERED.has(c) && !answeredLater(table(), c)))('%s: searched, but nothing official and readable states the entry: no row, no statement from this pass', (cc) => {
    const t = table();
    expect(hasRow(t, cc)).toBe(false);
    expect(statement(t, cc)).toBeUndefined();
  });

  it('no page this pass read and rejected is cited anywhere in the table, and no source of the table is at an http:// address', () => {
    const t = table();
    const hosts = citedHosts(t);
    for (const h of REJECTED_HOSTS) expect(hosts).not.toContain(h);
    for (const s of allSources(t)) expect(s.url).toMatch(/^https:\/\//);
  });

  it("TravelHealthPro (README, Decisions): a country page counts as a whole list only on its IHR sentence and at https; this pass read none, so no row rests on one", () => {
    const t = table();
    const countryPages = allSources(t).filter((s) => /travelhealthpro\.org\.uk\/country/.test(s.url));
    for (const s of countryPages) expect(s.url).toMatch(/^https:\/\//);
    // A whole-list row on a country page quotes the sentence and answers polio; a yellow-fever-only line gives no whole-list row.
    for (const f of t.fullyResearched ?? []) {
      if (!f.sources.some((s) => /travelhealthpro\.org\.uk\/country/.test(s.url))) continue;
      expect(f.sources.map((s) => s.note).join(' ')).toContain('There are no certificate requirements under International Health Regulations');
      expect(f.polio).toBe('NONE_REQUIRED');
    }
    expect(countryPages).toHaveLength(0);
    expect(fourteenth(t)!.reason).toMatch(/no stored https page quotes 'There are no certificate requirements under International Health Regulations'/);
  });

  it("keeps this pass's row at the end of leftOut (only later passes' rows follow): every assigned destination, the answer, what was read and not used", () => {
    const t = table();
    const last = fourteenth(t)!;
    // health11a (fifteenth pass) and healthfm (sixteenth pass) append their own rows after this one.
    for (const later of t.leftOut.slice(t.leftOut.indexOf(last) + 1)) expect(later.reason).toMatch(/^((Fifteenth|Sixteenth) pass|The Auswärtiges Amt pass|The Reisadviezen-buddy pass|The healthrest pass|The healthlead pass|The healthsettle pass|The healthmhl pass|The healthtests pass|The terrhealth pass)/); // the terrhealth pass appends its row after these
    expect(last.territory).toBe('*');
    for (const cc of [...SILENCE, 'SLV']) expect(last.reason).toContain(cc);
    for (const named of ['43 look-ups', NOTICE, 'http://consuladoportugalsp.org.br/aviso-febre-amarela/', 'Schedule 1', "'None required' was inferred for none of them."]) expect(last.reason).toContain(named);
  });
});
