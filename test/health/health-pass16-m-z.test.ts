// Sixteenth pass of issue 26 for destinations M-Z (branch healthfm): the travel advice pages of Canada, the UK,
// the US, Australia and Ireland, read in the word-for-word scrapes of marcolussetti/travel-advisories (commit
// bbc331d). These tests pin the rows, the words their sources quote, the decisions where sources disagree and the
// statements they give; rules/tests/health-pass16-m-z.test.json pins trips (origins, transits, the Brazil-only list).
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import { table, statement, answeredLater, answeredFromHealthrest, answeredFromHealthmhl, HEALTHMHL, TERRHEALTH, answeredFromTerrhealth } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
import { healthTrip } from './answer.js';
import { PASS16_COVERED, PASS16_NEW_STATEMENT, PASS16_TERRITORIES } from './pass16-answered.js';

const SCRAPE = /^Read in a word-for-word scrape of this page \(HTML converted to Markdown\) in the public repository marcolussetti\/travel-advisories, (canada|unitedkingdom|unitedstates|australia|ireland)\/.+, commit bbc331d of 2026-08-22( \(the file last changed in commit [0-9a-f]{7,8} of \d{4}-\d{2}-\d{2}\))?\./;
// (The A-L pass (healthfa) adds the commit that last changed the file, in parentheses.)
const NONE_COVERED = 'MDA MNG NRU POL PRT SVK TLS TON TUN TUV UKR YEM'.split(' ');
const NONE_PARTIAL = 'MCO SMR USA PSE VNM VUT MAR MHL'.split(' ');
const REQ_PARTIAL = 'MLT MMR MRT PAK PNG PRK QAT SEN STP ZWE'.split(' ');
const REQ_COVERED = 'NAM TGO MDV VEN'.split(' ');
const pass16 = (t: ReturnType<typeof table>) => t.leftOut.find((l) => l.reason.startsWith('Sixteenth pass, M-Z and territories (issue 26, branch healthfm'));
const newSources = (t: ReturnType<typeof table>) =>
  [...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].flatMap((r) => r.sources).filter((s) => s.note?.includes('marcolussetti/travel-advisories') && !s.note.includes(TERRHEALTH)); // terrhealth's own scrape citations (read 2026-11-28): test/health/terrhealth.test.ts

describe('health table, sixteenth pass for M-Z (official travel-advice pages in word-for-word scrapes; issue 26)', () => {
  it('every source read in the scrapes is OTHER_OFFICIAL, read 2026-11-27, at https, with the page date and the repository path and commit', () => {
    const sources = newSources(table());
    expect(sources.length).toBeGreaterThan(60);
    for (const s of sources) {
      expect(s).toMatchObject({ type: 'GOVERNMENT', tier: 'OTHER_OFFICIAL', readAt: '2026-11-27' });
      expect(s.url).toMatch(/^https:\/\/(travel\.gc\.ca|www\.gov\.uk|travel\.state\.gov|www\.smartraveller\.gov\.au|www\.ireland\.ie)\//);
      expect(s.note).toMatch(SCRAPE);
    }
    // Dated pages carry their own date; Canada's pages are of 2026.
    const ca = sources.filter((s) => s.url.startsWith('https://travel.gc.ca/'));
    expect(ca.length).toBeGreaterThan(25);
    for (const s of ca) expect(s.publishedAt).toMatch(/^2026-/);
  });

  it.each(NONE_COVERED)("%s: Canada's 'not required' and the Quick Facts 'None' give a none row and a whole-list row: COVERED, NONE_REQUIRED, polio none", (cc) => {
    const t = table();
    const none = t.noneRequired!.find((n) => n.territory === cc)!;
    expect(none.sources.map((s) => s.url.split('/')[2])).toEqual(['travel.gc.ca', 'travel.state.gov']);
    expect(none.sources[0]!.note).toContain("Country Entry Requirement*: 'Proof of vaccination is not required to enter this country.'");
    const full = t.fullyResearched!.find((f) => f.territory === cc)!;
    expect(full.polio).toBe('NONE_REQUIRED');
    expect(full.sources[0]!.note).toMatch(/Quick Facts, VACCINATIONS: '(None|None\.|None required\.)'/);
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
  });

  it.each(NONE_PARTIAL)('%s: yellow fever answered "none" from Canada, but no whole list: PARTIAL, NONE_REQUIRED', (cc) => {
    const t = table();
    // MHL: the 'none required' row gave way to a rule for arrivals from risk countries in the healthmhl pass (step (c));
    // Canada's page stays cited in the rule, marked superseded (test/health/healthmhl.test.ts pins the rest).
    if (answeredFromHealthmhl(t, cc)) {
      expect(t.requirements.find((r) => r.territory === cc)!.sources.some((s) => s.url.startsWith('https://travel.gc.ca/destinations/') && s.note!.includes(`Superseded (${HEALTHMHL})`))).toBe(true);
      return;
    }
    expect(t.noneRequired!.find((n) => n.territory === cc)!.sources[0]!.url).toMatch(/^https:\/\/travel\.gc\.ca\/destinations\//);
    // COVERED since the Auswärtiges Amt pass (aahealth) where its whole list agrees (test/health/health-aa.test.ts).
    if (answeredLater(t, cc)) expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    else {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
    }
  });

  it("Viet Nam, Vanuatu, Morocco: the Quick Facts' 'Not required' / 'No other vaccinations' is not a whole list where a newer page or a COVID-era sentence leaves vaccinations open", () => {
    const t = table();
    expect(t.noneRequired!.find((n) => n.territory === 'VNM')!.scope).toMatch(/may include providing proof of vaccinations/);
    expect(t.noneRequired!.find((n) => n.territory === 'VUT')!.sources[1]!.note).toMatch(/COVID-19 vaccination requirement of the pandemic years, not a current rule/);
    const mar = t.noneRequired!.find((n) => n.territory === 'MAR')!;
    expect(mar.scope).toContain("you must have a certificate to prove you’ve had a polio vaccine if you’re coming from a polio-affected country");
    expect((t.polio ?? []).some((p) => p.territory === 'MAR')).toBe(false);
  });

  it('Marshall Islands: Canada (2026) is followed over Ireland\'s older "required for those arriving from infected areas"; measles is not modelled', () => {
    const t = table();
    // Changed by the healthmhl pass (steps (a)-(c) of the README's rule; test/health/healthmhl.test.ts): Ireland and Italy
    // against Canada and Korea, two pages each, the stricter followed; measles proof modelled. This pass's reading of the
    // two pages is kept in the Canadian source, now in the rule and marked superseded.
    if (answeredFromHealthmhl(t, 'MHL')) {
      const rule = t.requirements.find((r) => r.territory === 'MHL')!;
      const ca = rule.sources.find((s) => s.url.startsWith('https://travel.gc.ca/'))!;
      expect(ca.note).toMatch(/Followed over the Department of Foreign Affairs \(Ireland\)'s older sentence/);
      expect(ca.note).toContain(`Superseded (${HEALTHMHL})`);
      expect(rule.sources.find((s) => s.url.startsWith('https://www.ireland.ie/'))!.publishedAt).toBe('2025-06-10');
      expect((t.otherVaccinations ?? []).some((o) => o.territory === 'MHL' && o.vaccine === 'MEASLES_MMR')).toBe(true);
      return;
    }
    const none = t.noneRequired!.find((n) => n.territory === 'MHL')!;
    expect(none.sources[0]!.note).toMatch(/Followed over the Department of Foreign Affairs \(Ireland\)'s older sentence/);
    expect(none.sources.find((s) => s.url.startsWith('https://www.ireland.ie/'))!.publishedAt).toBe('2025-06-10');
    expect(none.scope).toMatch(/measles \(MMR\)/);
  });

  it.each(REQ_PARTIAL)("%s: a yellow fever rule from Canada's and GOV.UK's pages, on WHO's list, no whole list: PARTIAL", (cc) => {
    const t = table();
    const rule = t.requirements.find((r) => r.territory === cc)!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO' });
    expect(rule.sources.slice(0, 2).map((s) => s.url.split('/')[2])).toEqual(['travel.gc.ca', 'www.gov.uk']);
    // Canada's "or have transited through an airport of" counts any transit; "coming from" only over 12 hours.
    const canada = rule.sources[0]!.note!;
    expect(rule.includeDirectShortTransit).toBe(canada.includes('have transited through an airport of'));
    // COVERED since the Auswärtiges Amt pass (aahealth) where its whole list agrees (test/health/health-aa.test.ts).
    if (answeredLater(t, cc)) expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    else {
      expect(t.fullyResearched!.some((f) => f.territory === cc)).toBe(false);
      expect(statement(t, cc)).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
    }
    expect(buildHealthRuleFile(t).rules.map((x) => x.id)).toEqual(expect.arrayContaining([`health-yf-${cc.toLowerCase()}-required`, `health-yf-${cc.toLowerCase()}-met`]));
  });

  it("Senegal: the sources disagree; Canada (2026-08-20) and GOV.UK (2026-05-13), newer and more precise, are followed over the US, Australian and Irish 'every traveller'", () => {
    const rule = table().requirements.find((r) => r.territory === 'SEN')!;
    expect(rule).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true, minimumAge: 'over 9 months', text: 'health:yellowFever.sen' });
    expect(rule.sources.map((s) => s.publishedAt)).toEqual(['2026-08-20', '2026-05-13']);
    const note = rule.sources[0]!.note!;
    for (const quoted of ["('Yellow fever.'", "'You'll need a valid yellow fever vaccination certificate to enter Senegal.'", "'Confirmation of vaccination against yellow fever is required for entry'", 'The newer and more precise wins']) expect(note).toContain(quoted);
    expect(rule.sources[1]!.note).toContain('Babies aged 9 months and under are exempt.');
  });

  it.each(REQ_COVERED)('%s: a rule and a whole-list row on the Quick Facts naming yellow fever only: COVERED, REQUIREMENTS, polio none', (cc) => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === cc)).toBe(true);
    expect(t.fullyResearched!.find((f) => f.territory === cc)!.polio).toBe('NONE_REQUIRED');
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('Togo: every traveller over one year; Maldives: above nine months, any airport transit (Canada, newer, over the older US 12 hours); Namibia: 9 months (Smartraveller)', () => {
    const t = table();
    expect(t.requirements.find((r) => r.territory === 'TGO')).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null, minimumAge: 'over one year', text: 'health:yellowFever.tgo' });
    expect(t.requirements.find((r) => r.territory === 'MDV')).toMatchObject({ riskList: 'WHO', includeDirectShortTransit: true, minimumAge: 'above nine months' });
    expect(t.requirements.find((r) => r.territory === 'MDV')!.sources[0]!.note).toMatch(/only a transit wait of more than 12 hours/);
    expect(t.requirements.find((r) => r.territory === 'NAM')).toMatchObject({ riskList: 'WHO', includeDirectShortTransit: true, minimumAge: '9 months' });
  });

  it("Venezuela: Brazil only, a transit counting over 12 hours; Oman: WHO's list plus Rwanda and Tanzania", () => {
    const t = table();
    expect(t.riskLists.VEN!.countries).toEqual(['BRA']);
    expect(t.requirements.find((r) => r.territory === 'VEN')).toMatchObject({ riskList: 'VEN', includeDirectShortTransit: false, text: 'health:yellowFever.ven' });
    const omn = t.riskLists.OMN!.countries;
    expect(omn).toEqual(expect.arrayContaining([...t.riskLists.WHO!.countries, 'RWA', 'TZA']));
    expect(omn).toHaveLength(t.riskLists.WHO!.countries.length + 2);
    const rule = t.requirements.find((r) => r.territory === 'OMN')!;
    expect(rule).toMatchObject({ riskList: 'OMN', text: 'health:yellowFever.omn' });
    // The Factbook source stays first; Canada and GOV.UK are added after it.
    expect(rule.sources.map((s) => s.url.split('/')[2])).toEqual(['cia.gov', 'travel.gc.ca', 'www.gov.uk']);
  });

  it('Peru, Syria, Türkiye, Uruguay, Nicaragua, Tanzania, Niger, Oman: the Quick Facts make their statements COVERED; their yellow fever rows keep their sources', () => {
    const t = table();
    for (const cc of ['PER', 'SYR', 'TUR', 'URY', 'NIC', 'TZA', 'NER', 'OMN']) {
      expect(t.fullyResearched!.find((f) => f.territory === cc)!.sources[0]!.url).toMatch(/^https:\/\/travel\.state\.gov\//);
      expect(statement(t, cc)!.status).toBe('COVERED');
    }
  });

  it('not settled: Macao and Mauritius (sources disagree), the Holy See (no page), Panama (the official sentences predate the reported 2025 withdrawal): no new row, and the pass row says why', () => {
    const t = table();
    // Mauritius: a rule and a whole list since the Reisadviezen-buddy pass (nwwhealth) (test/health/health-nww.test.ts).
    for (const cc of ['MAC', 'MUS']) if (!answeredLater(t, cc)) expect(statement(t, cc)).toBeUndefined();
    // The Holy See was answered by the Auswärtiges Amt pass (aahealth, test/health/health-aa.test.ts).
    expect(answeredLater(t, 'VAT')).toBe(true);
    // Panama: a rule since the healthrest pass (five official pages of December 2025 to August 2026, newer than the reported
    // withdrawal), pinned in test/health/healthrest.test.ts.
    expect(t.noneRequired!.some((n) => n.territory === 'PAN')).toBe(!answeredFromHealthrest(t, 'PAN'));
    expect(t.requirements.some((r) => r.territory === 'PAN')).toBe(answeredFromHealthrest(t, 'PAN'));
    const row = pass16(t)!;
    // The Auswärtiges Amt pass (aahealth) appends its own row after this one (and the Reisadviezen-buddy pass (nwwhealth) its own after that).
    // (and the healthrest and healthlead passes their own after those).
    expect(t.leftOut.filter((l) => !l.reason.startsWith('The Reisadviezen-buddy pass') && !l.reason.startsWith('The healthrest pass') && !l.reason.startsWith('The healthlead pass') && !l.reason.startsWith('The healthsettle pass') && !l.reason.startsWith('The healthmhl pass') && !l.reason.startsWith('The healthtests pass') && !l.reason.startsWith('The terrhealth pass')).at(-2)).toBe(row); // the terrhealth pass appends its row after these
    for (const cc of ['MAC:', 'MUS:', 'VAT:', 'PAN:', 'TTO:', 'MYS, NPL, VCT, WSM:', 'SAU:', 'SLV:', 'TWN:']) expect(row.reason).toContain(cc);
    expect(row.reason).toMatch(/are not turned into entry rules/);
  });

  it('the shared lists of answered destinations match the table', () => {
    const t = table();
    for (const cc of PASS16_COVERED) expect(statement(t, cc)!.status).toBe('COVERED');
    for (const cc of PASS16_NEW_STATEMENT) expect(statement(t, cc)).toBeDefined();
    expect(PASS16_NEW_STATEMENT.size).toBe(NONE_COVERED.length + NONE_PARTIAL.length + REQ_PARTIAL.length + REQ_COVERED.length);
  });

  it.each([
    ['NGA', 'LOS', 'DSS', 'yf-sen-required', true],
    ['FRA', 'CDG', 'DSS', 'yf-sen-required', false],
    ['FRA', 'CDG', 'LFW', 'yf-tgo-required', true],
    ['BRA', 'GRU', 'CCS', 'yf-ven-required', true],
    ['COL', 'BOG', 'CCS', 'yf-ven-required', false],
    ['NGA', 'LOS', 'WAW', 'yf-pol-required', false],
  ])('%s passport %s -> %s: %s fires: %s', (passport, from, to, id, fires) => {
    const { ids } = healthTrip(passport as string, from as string, to as string);
    expect(ids.includes(id as string)).toBe(fires);
  });
});

describe('health table, sixteenth pass: territories outside the visa matrix (Canada\'s travel advice, with GOV.UK and the Quick Facts)', () => {
  const COVERED_NONE = ['AIA', 'BMU', 'VGB', 'CYM', 'GRL'];
  const COVERED_REQ = ['SXM', 'CUW', 'BES'];
  const PARTIAL_REQ = ['PYF', 'GLP', 'MTQ', 'MYT', 'MSR', 'NCL', 'NIU', 'MAF', 'BLM', 'PCN', 'WLF'];
  const PARTIAL_NONE = ['ASM', 'COK', 'FLK', 'GIB', 'GUM', 'MNP', 'PRI', 'REU', 'SPM', 'TKL', 'VIR', 'TCA'];

  it('the statements: COVERED with a Quick Facts whole list, PARTIAL otherwise', () => {
    const t = table();
    for (const cc of COVERED_NONE) expect(statement(t, cc), cc).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    for (const cc of COVERED_REQ) expect(statement(t, cc), cc).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // terrhealth: the territories it answered as a whole (or changed: Cook Islands' rule) are pinned by test/health/terrhealth.test.ts.
    for (const cc of PARTIAL_REQ.filter((c) => !answeredFromTerrhealth(t, c))) expect(statement(t, cc), cc).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
    for (const cc of PARTIAL_NONE.filter((c) => !answeredFromTerrhealth(t, c))) expect(statement(t, cc), cc).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
    // Réunion: terrhealth names Italy's reading beside Canada's (step (e)) without changing the statement.
    expect(statement(t, 'REU')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
    expect(new Set([...COVERED_NONE, ...COVERED_REQ, ...PARTIAL_REQ, ...PARTIAL_NONE])).toEqual(PASS16_TERRITORIES);
  });

  it("Pitcairn and Wallis and Futuna rest on GOV.UK alone ('coming from': a transit counts over 12 hours); Bonaire's rule is read for Sint Eustatius and Saba too", () => {
    const t = table();
    for (const cc of ['PCN', 'WLF']) {
      const r = t.requirements.find((x) => x.territory === cc)!;
      expect(r).toMatchObject({ riskList: 'WHO', includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
      expect(r.sources.map((s) => s.url)).toEqual([expect.stringMatching(/^https:\/\/www\.gov\.uk\/foreign-travel-advice\//)]);
    }
    expect(t.requirements.find((x) => x.territory === 'BES')!.sources[0]!.note).toMatch(/read for the three islands \(BES\)/);
  });

  it("Turks and Caicos: the Quick Facts still name COVID-19 vaccination, so no whole list (as for Vanuatu)", () => {
    const t = table();
    // terrhealth: Italy's 2026 whole list ('Nessuna') now answers Turks and Caicos; the 2023 Quick Facts are not counted.
    expect(t.fullyResearched!.find((f) => f.territory === 'TCA')!.sources.map((s) => s.url)).not.toContain('https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/TurksandCaicosIslands.html');
    expect(t.noneRequired!.find((n) => n.territory === 'TCA')!.scope).toMatch(/still names COVID-19 vaccination/);
  });
});
