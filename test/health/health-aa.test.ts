// The Auswärtiges Amt pass of issue 26 (branch aahealth): the German Foreign Office's travel and safety advice
// ('Reise- und Sicherheitshinweise', 2024), read in the Markdown copy of the public repository LBroe/Reisehinweise
// (commit a33fac5), section Gesundheit, Impfschutz, as a second whole-list statement of the compulsory entry
// vaccinations (README, Decisions: the Auswärtiges Amt pass). These tests pin the rows, their sources, the statements
// made COVERED, a trip from a risk country and one from Germany for each, Jordan's new rule and every disagreement
// where a newer page was followed. rules/tests/health-aa.test.json pins more trips (transits, lists).
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, statement, answeredFromAA, AA_COPY, answeredFromNWW, withoutNWW, answeredFromHealthrest, withoutHealthrest, answeredFromHealthlead, answeredFromHealthsettle, answeredFromHealthmhl } from './table.js';
import { healthTrip } from './answer.js';

const AA_URL = 'https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise';
const AA_NOTE = /^Read in a Markdown copy of the page with its wording kept \(HTML converted\) in the public repository LBroe\/Reisehinweise, countries\/[^ ]+\.md, commit a33fac5 of 2024-11-26 \(the file last changed in commit [0-9a-f]{7} of (2024-\d{2}-\d{2})\); the page's own 'Stand' date is not kept\. Gesundheit, Impfschutz: '[^']+' \(.+?\)\. /;

/** 'No vaccinations are compulsory for entry to X' (no Germany qualifier): none required, as a whole. */
const NONE = 'AUT BGR GEO MCO SMR VAT'.split(' ');
/** The table's yellow fever rule is the only compulsory vaccination the page names. */
const RULE = 'ATG AUS BHR BOL CHN CMR COL DMA DZA ECU ERI FJI GMB GTM HTI IDN KAZ KEN KHM KNA LCA MLT MMR MRT MYS PNG PRK PRY SEN SLB SLV STP VCT WSM ZWE'.split(' ');
/** Only 'Für die direkte Einreise aus Deutschland sind keine Pflichtimpfungen vorgeschrieben' (or no line): scoped to Germany. */
const GERMANY_ONLY = 'BTN CUB LSO MEX PLW TWN USA VNM VUT MAR'.split(' ');
/** Read and not settled for other reasons (a newer page, a disagreement on the rule or on polio, unnamed polio areas). */
// Micronesia and Iran: a newer U.S. or British page names another certificate (smallpox, cholera; polio from unnamed countries).
const NOT_SETTLED = 'FSM IRN AFG AGO BGD DOM EGY GNQ GUY IND LBR NGA MHL NPL PAK PHL QAT SAU PAN PSE SDN TCD TTO UGA'.split(' ');

/** A destination airport for each destination with one (Monaco, San Marino and the Holy See have none). */
const AIRPORT: Record<string, string> = {
  AUT: 'VIE', BGR: 'SOF', GEO: 'TBS',
  ATG: 'ANU', AUS: 'SYD', BHR: 'BAH', BOL: 'VVI', CHN: 'PEK', CMR: 'DLA', COL: 'BOG', DMA: 'DOM', DZA: 'ALG', ECU: 'UIO',
  ERI: 'ASM', FJI: 'NAN', GMB: 'BJL', GTM: 'GUA', HTI: 'PAP', IDN: 'CGK', KAZ: 'ALA', KEN: 'NBO', KHM: 'PNH',
  KNA: 'SKB', LCA: 'UVF', MLT: 'MLA', MMR: 'RGN', MRT: 'NKC', MYS: 'KUL', PNG: 'POM', PRK: 'FNJ', PRY: 'ASU', SEN: 'DSS',
  SLB: 'HIR', SLV: 'SAL', STP: 'TMS', VCT: 'SVD', WSM: 'APW', ZWE: 'HRE',
};
/** The risk-country origin that each rule's list names: Brazil for the destinations' own South American lists, Nigeria otherwise. */
const RISK_ORIGIN = (cc: string): [string, string] => (['COL', 'PRY'].includes(cc) ? ['BRA', 'GRU'] : ['NGA', 'LOS']);

const aaSources = (t: ReturnType<typeof table>) =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].flatMap((r) => r.sources).filter((s) => s.note?.includes(AA_COPY));
const aaRow = (t: ReturnType<typeof table>) => t.leftOut.find((l) => l.reason.startsWith('The Auswärtiges Amt pass (issue 26, branch aahealth'))!;

describe('health table, the Auswärtiges Amt pass (German Foreign Office, 2024; issue 26)', () => {
  it('every source read in the copy is cited as the lead decided: GOVERNMENT, OTHER_OFFICIAL, the index address, the file date', () => {
    const sources = aaSources(table());
    expect(sources.length).toBeGreaterThanOrEqual(NONE.length + RULE.length + 1);
    for (const s of sources) {
      expect(s).toMatchObject({ type: 'GOVERNMENT', tier: 'OTHER_OFFICIAL', readAt: '2026-11-27', url: AA_URL });
      expect(s.title).toMatch(/^Auswärtiges Amt \(German Federal Foreign Office\): .+: Reise- und Sicherheitshinweise$/);
      const m = AA_NOTE.exec(s.note!);
      expect(m, s.title).not.toBeNull();
      // publishedAt is the date of the commit that last changed the country's file (2024-05-30 to 2024-11-26).
      expect(s.publishedAt).toBe(m![1]);
      expect(s.publishedAt! >= '2024-05-30' && s.publishedAt! <= '2024-11-26').toBe(true);
      expect(s.note).toContain('Written for German citizens');
    }
  });

  it('the sets are disjoint and cover the 78 destinations of the assignment with MAC and MUS', () => {
    const all = [...NONE, ...RULE, ...GERMANY_ONLY, ...NOT_SETTLED, 'JOR', 'MAC', 'MUS'];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(78);
  });

  it.each(NONE)("%s: 'keine Pflichtimpfungen' for entry to the country: a none row and a whole-list row, COVERED, NONE_REQUIRED, polio none", (cc) => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    expect(t.noneRequired!.some((n) => n.territory === cc)).toBe(true);
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    // The Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page where it says the same: the 2024 source stays first.
    expect(withoutNWW(full.sources)).toHaveLength(1);
    expect(full.sources[0]!.note).toMatch(/Gesundheit, Impfschutz: '(Für die Einreise (nach|in den) [^']+ sind keine Pflichtimpfungen vorgeschrieben\.|Pflichtimpfungen für die Einreise nach Georgien sind nicht vorgeschrieben\.)'/);
    expect(full.sources[0]!.note).not.toContain('direkte Einreise aus Deutschland');
    expect(full.scope).toMatch(/no vaccination is required for entry, so no yellow fever certificate and no proof of polio vaccination/);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(answeredFromAA(t, cc)).toBe(true);
  });

  it('the Holy See: new rows on the AA page alone (entry through Italy, no border controls)', () => {
    const t = table();
    const none = t.noneRequired!.find((n) => n.territory === 'VAT')!;
    expect(none.sources.map((s) => s.url)).toEqual([AA_URL]);
    expect(none.sources[0]!.note).toContain("'Für die Einreise in den Vatikan sind keine Pflichtimpfungen vorgeschrieben.'");
    expect(none.sources[0]!.note).toMatch(/entered through Italy/);
    expect(statement(t, 'VAT')!.sources.map((s) => s.url)).toEqual([AA_URL]);
  });

  it.each(NONE.filter((cc) => AIRPORT[cc]))('%s: a Nigerian passport from Lagos and a German one from Frankfurt get no yellow fever procedure; HEALTH COVERED', (cc) => {
    for (const [passport, from] of [['NGA', 'LOS'], ['DEU', 'FRA']] as const) {
      const { a, ids } = healthTrip(passport, from, AIRPORT[cc]!);
      expect(ids.filter((id) => id.startsWith(`yf-${cc.toLowerCase()}`))).toEqual([]);
      expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    }
  });

  it.each(RULE)('%s: the page names the table\'s yellow fever rule and nothing else: a whole-list row, COVERED, REQUIREMENTS, polio none', (cc) => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === cc)!;
    expect(rule).toBeDefined();
    // The rule keeps its own sources: the AA page is cited on the whole-list row (and so on the statement).
    expect(rule.sources.some((s) => s.note?.includes(AA_COPY))).toBe(false);
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    // The Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page (or, for GTM and BOL, Italy's) after it.
    expect(withoutNWW(full.sources).map((s) => s.url)).toEqual([AA_URL]);
    const kind = rule.scope === 'ALL_TRAVELLERS' ? 'for every traveller' : 'for arrivals from risk countries';
    expect(full.scope).toContain(`the yellow fever certificate ${kind} (the table's rule) is the only vaccination required for entry; no proof of polio vaccination`);
    expect(full.sources[0]!.note).toMatch(/Gelbfieber/);
    expect(full.sources[0]!.note).toContain(`It names yellow fever as the only compulsory vaccination, ${kind}`);
    expect((t.polio ?? []).some((p) => p.territory === cc)).toBe(false);
    const st = statement(t, cc)!;
    expect(st).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // The statement lists the rule's sources first, then the AA page.
    // (The 2026 pages the Reisadviezen-buddy pass appended follow it; only this pass's sources are counted here.)
    const urls = st.sources.map((s) => s.url).filter((u) => u === AA_URL || rule.sources.some((r) => r.url === u));
    expect(urls.at(-1)).toBe(AA_URL);
    expect(urls.length).toBe(new Set([...rule.sources.map((s) => s.url), AA_URL]).size);
  });

  it.each(RULE)('%s: from a risk country the certificate is asked; from Germany it is not (unless every traveller needs it)', (cc) => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === cc)!;
    const [passport, from] = RISK_ORIGIN(cc);
    const risk = healthTrip(passport, from, AIRPORT[cc]!);
    expect(risk.ids).toContain(`yf-${cc.toLowerCase()}-required`);
    expect(risk.a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const germany = healthTrip('DEU', 'FRA', AIRPORT[cc]!);
    expect(germany.ids.includes(`yf-${cc.toLowerCase()}-required`)).toBe(rule.scope === 'ALL_TRAVELLERS');
    // No alert about missing health information on a COVERED statement.
    expect((germany.a.alerts ?? []).join(' ')).not.toMatch(/no information on health requirements/);
  });

  it("Cameroon, the one 'every traveller' rule of the set: a German passport from Frankfurt needs the certificate too", () => {
    expect(table().requirements.find((r) => r.territory === 'CMR')!.scope).toBe('ALL_TRAVELLERS');
    expect(healthTrip('DEU', 'FRA', 'DLA').ids).toContain('yf-cmr-required');
  });

  it('Ecuador (disagreement pinned): the page names three countries, the table keeps the rule for any WHO risk country (Canada, GOV.UK, 2026: newer)', () => {
    const t = table();
    expect(t.requirements.find((r) => r.territory === 'ECU')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO' });
    const note = t.fullyResearched!.find((f) => f.territory === 'ECU')!.sources[0]!.note!;
    expect(note).toContain('bei Einreise aus Brasilien, der Demokratischen Republik Kongo und Uganda');
    expect(note).toMatch(/the newer pages win on the list/);
    // Nigeria is not among the AA's three countries: the certificate is still asked.
    expect(healthTrip('NGA', 'LOS', 'UIO').ids).toContain('yf-ecu-required');
  });

  it("Colombia and Paraguay: the page's transit hours (24) are noted, the rules' own are kept", () => {
    const t = table();
    for (const cc of ['COL', 'PRY']) expect(t.fullyResearched!.find((f) => f.territory === cc)!.sources[0]!.note).toMatch(/The page counts transits over 24 hours/);
    expect(t.riskLists.PRY!.countries.slice().sort()).toEqual(['BOL', 'BRA', 'PER', 'VEN']);
    expect(healthTrip('NGA', 'LOS', 'ASU').ids).not.toContain('yf-pry-required');
  });

  it('where an older Quick Facts entry named other vaccinations, the newer AA page is followed and says so (Solomon Islands, The Gambia, Cameroon)', () => {
    const t = table();
    const note = (cc: string) => t.fullyResearched!.find((f) => f.territory === cc)!.sources[0]!.note!;
    expect(note('SLB')).toMatch(/Quick Facts of 2023-06-15 .* are older than this page/);
    expect(note('GMB')).toMatch(/'None required, but see Health section', 2023-08-01\) are older than this page/);
    expect(note('CMR')).toMatch(/\(2022-10-12\) is older than this page and is not followed/);
  });

  it('Jordan: a certificate rule on Canada\'s 2026 page and the AA\'s 2024 page; the 2022 summary kept as superseded; polio open, PARTIAL', () => {
    const t = table();
    expect(t.noneRequired!.some((n) => n.territory === 'JOR')).toBe(false);
    const rule = t.requirements.find((r) => r.territory === 'JOR')!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true, text: 'health:yellowFever.fromRiskCountries' });
    // The Reisadviezen-buddy pass (nwwhealth) appended the AA's 2026 page (same words) after these three.
    expect(withoutNWW(rule.sources).map((s) => s.publishedAt ?? null)).toEqual(['2026-08-10', '2024-10-02', null]);
    expect(rule.sources[0]!.note).toContain("'Proof of vaccination is required if you are coming from or have transited through an airport of a country where yellow fever occurs.'");
    expect(rule.sources[0]!.note).toMatch(/the newest page is followed/);
    expect(rule.sources[1]!.note).toContain('Bei Einreise aus einem Poliogebiet');
    expect(rule.sources[2]!.note).toMatch(/Superseded \(the Auswärtiges Amt pass, 2026-11-27\)/);
    // The healthrest pass gave Jordan a whole-list row (Italy 2026; the AA's unnamed 'Poliogebiet' not followed alone):
    // COVERED, pinned in test/health/healthrest.test.ts.
    if (!answeredFromHealthrest(t, 'JOR')) {
      expect(t.fullyResearched!.some((f) => f.territory === 'JOR')).toBe(false);
      expect(statement(t, 'JOR')).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
      expect(statement(t, 'JOR')!.scope).toMatch(/Not researched: polio/);
    } else expect(statement(t, 'JOR')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const ids = buildHealthRuleFile(t).rules.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['health-yf-jor-required', 'health-yf-jor-met']));
    expect(healthTrip('NGA', 'LOS', 'AMM').ids).toContain('yf-jor-required');
    expect(healthTrip('DEU', 'FRA', 'AMM').ids).not.toContain('yf-jor-required');
  });

  it.each(GERMANY_ONLY)('%s: only the direct-from-Germany sentence: not a whole list, no row from this pass, not COVERED', (cc) => {
    const t = table();
    expect(answeredFromAA(t, cc)).toBe(false);
    // BTN MEX USA VUT: COVERED since the Reisadviezen-buddy pass (nwwhealth) on Spain's 2026 list; test/health/health-nww.test.ts pins them.
    if (!answeredFromNWW(t, cc)) expect(statement(t, cc)?.status).not.toBe('COVERED');
    expect(aaRow(t).reason).toContain(cc);
  });

  it.each(NOT_SETTLED)('%s: read and not settled: no row from this pass, the statement unchanged (PARTIAL), the reason in the pass row', (cc) => {
    const t = table();
    expect(answeredFromAA(t, cc)).toBe(false);
    // Destinations the healthrest pass settled on the 2026 pages are pinned in test/health/healthrest.test.ts.
    // Uganda and Egypt: COVERED since the healthlead pass (test/health/healthlead.test.ts pins them).
    // AGO CUB FSM GNQ IRN NPL PHL SDN VNM: settled by the healthsettle pass (test/health/healthsettle.test.ts pins them).
    // MHL: COVERED since the healthmhl pass (measles proof modelled, yellow fever by step (c); test/health/healthmhl.test.ts pins it).
    if (!answeredFromHealthrest(t, cc) && !answeredFromHealthlead(t, cc) && !answeredFromHealthsettle(t, cc) && !answeredFromHealthmhl(t, cc)) expect(statement(t, cc)?.status).toBe('PARTIAL');
    // One line each, 'CC:' or 'CC, CC:' where two share a reason.
    expect(aaRow(t).reason).toMatch(new RegExp(`\\b${cc}(, [A-Z]{3})?:`));
  });

  it('Egypt (disagreement pinned): the AA polio list is not added, the newer U.S. Quick Facts naming no polio; the table\'s reported list stands', () => {
    const t = table();
    // Changed by the healthlead pass: the AA's 2026 page (2026-08-03) names the same four countries and is newer than the
    // Quick Facts of 2025, so its list replaces the reported 2023 one (test/health/healthlead.test.ts pins it).
    const changed = answeredFromHealthlead(t, 'EGY');
    expect(t.polio!.find((p) => p.territory === 'EGY')!.countries).toEqual(changed ? ['COD', 'KEN', 'NER', 'SYR'] : ['PAK', 'AFG', 'MWI', 'MOZ', 'COD']);
    expect(aaRow(t).reason).toMatch(/EGY: the page names polio proof for arrivals from the DR Congo, Kenya, Niger or Syria/);
    const fromNairobi = healthTrip('KEN', 'NBO', 'CAI');
    if (changed) expect(fromNairobi.ids).toContain('polio-egy-required');
    else expect(fromNairobi.ids).not.toContain('polio-egy-required');
  });

  it('Sudan, Trinidad and Tobago, the Palestinian territories, Panama (disagreements pinned): the 2024 AA certificate is older than the page followed; the none rows stand', () => {
    const t = table();
    // Trinidad and Tobago and Panama have a rule since the healthrest pass (three and five 2025-2026 official pages; the
    // AA's 2026 page among them), pinned with their trips in test/health/healthrest.test.ts.
    const changed = ['TTO', 'PAN'].filter((cc) => answeredFromHealthrest(t, cc));
    // Sudan has a rule for arrivals from risk countries since the healthsettle pass (Spain 2025 and Italy 2025, step (b)
    // of the lead's rule, over GOV.UK's 'every traveller' and Canada's 'not required'): test/health/healthsettle.test.ts.
    const sdnSettled = answeredFromHealthsettle(t, 'SDN');
    for (const cc of ['SDN', 'TTO', 'PSE', 'PAN'].filter((c) => !changed.includes(c) && !(c === 'SDN' && sdnSettled))) {
      expect(t.noneRequired!.some((n) => n.territory === cc), cc).toBe(true);
      expect(t.requirements.some((r) => r.territory === cc), cc).toBe(false);
    }
    for (const cc of changed) expect(t.requirements.find((r) => r.territory === cc)!.sources.some((s) => withoutHealthrest([s]).length === 0), cc).toBe(true);
    expect(aaRow(t).reason).toMatch(/SDN: the page states a certificate from yellow fever areas \(1 year\); Canada's newer page \(2026\) says not required/);
    expect(aaRow(t).reason).toMatch(/PAN: the page \(2024\) still states a certificate from yellow fever areas, older than the Ministry of Health's reported July 2025 withdrawal/);
    if (sdnSettled) expect(healthTrip('NGA', 'LOS', 'KRT').ids).toContain('yf-sdn-required');
    else expect(healthTrip('NGA', 'LOS', 'KRT').ids).not.toContain('yf-sdn-required');
    if (!changed.includes('TTO')) expect(healthTrip('BRA', 'GRU', 'POS').ids).not.toContain('yf-tto-required');
    if (!changed.includes('PAN')) expect(healthTrip('BRA', 'GRU', 'PTY').ids).not.toContain('yf-pan-required');
  });

  it('Macao and Mauritius: left out with a dated reason (no destination-government page found in the look-ups); no statement', () => {
    const t = table();
    // Mauritius has a rule and a statement since the Reisadviezen-buddy pass (nwwhealth), pinned in test/health/health-nww.test.ts.
    for (const cc of ['MAC', 'MUS']) if (!answeredFromNWW(t, cc)) expect(statement(t, cc)).toBeUndefined();
    const reason = aaRow(t).reason;
    expect(reason).toMatch(/MAC: 'Für die direkte Einreise aus Deutschland sind keine Pflichtimpfungen vorgeschrieben, wenn sich der Besuch auf Macau beschränkt\./);
    expect(reason).toMatch(/GOV\.UK's certificate \(2025-12-11, unchanged since 2025-03-25/);
    expect(reason).toMatch(/MUS: .*Mauritius ist gelbfieberfrei.*left out, as before/);
    expect(reason).toMatch(/in 6 look-ups/);
  });

  it("closes leftOut with this pass's row, dated, naming every destination read", () => {
    const t = table();
    const row = aaRow(t);
    // Only later passes' rows follow it (the Reisadviezen-buddy pass, nwwhealth).
    expect(t.leftOut.slice(t.leftOut.indexOf(row) + 1).every((l) => /^The (Reisadviezen-buddy|healthrest|healthlead|healthsettle|healthmhl|healthtests|terrhealth) pass/.test(l.reason))).toBe(true); // the terrhealth pass appends its row after these
    expect(row.territory).toBe('*');
    expect(row.reason).toMatch(/2026-11-27/);
    for (const cc of [...NONE, ...RULE, ...GERMANY_ONLY, ...NOT_SETTLED, 'JOR', 'MAC', 'MUS']) expect(row.reason).toContain(cc);
  });
});
