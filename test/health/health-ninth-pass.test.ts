// Ninth pass of issue 26 (all destinations): the rows it added, the sources it followed where they
// disagree, and the destinations it looked at but left out. Rule tests in rules/tests/health*.test.json
// pin what fires on trips; these pin the table and the coverage statements built from it.
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, statement, answeredLater, answeredFromHealthrest, HEALTHREST } from './table.js';
// Destinations answered later by the sixteenth pass (healthfm) are skipped in the lists below; health-pass16-m-z.test.ts pins them.
import { PASS16_NEW_STATEMENT, PASS16_COVERED } from './pass16-answered.js';


describe('health table, ninth pass (issue 26)', () => {
  it('Turkey: no certificate required, on the Embassy of Japan in Kenya (2011), as the United Arab Emirates; PARTIAL', () => {
    const t = table();
    // The "none required" row keeps this single source; the sixteenth pass (healthfm) added a whole-list row on the
    // State Department's Quick Facts ('None'), so the statement is COVERED now (health-pass16-m-z.test.ts).
    const none = t.noneRequired!.find((n) => n.territory === 'TUR')!;
    expect(none.scope).toMatch(/Polio and other entry vaccinations not researched/);
    expect(none.sources.map((s) => [s.tier, s.url])).toEqual([['OTHER_OFFICIAL', 'https://www.ke.emb-japan.go.jp/yellowfever.html']]);
    const tur = statement(t, 'TUR')!;
    expect(tur).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(tur.sources[0]!.url).toBe('https://www.ke.emb-japan.go.jp/yellowfever.html');
    // The same page names Qatar, which WHO's 2022 update lists as a new requirement: not answered from it
    // (Qatar's rule since the sixteenth pass rests on Canada's and GOV.UK's pages).
    expect(t.requirements.find((r) => r.territory === 'QAT')?.sources.some((s) => s.url.includes('emb-japan')) ?? false).toBe(false);
    expect(t.requirements.some((r) => r.territory === 'TUR')).toBe(false);
  });

  it('Honduras: travellers aged 1 year or over from WHO risk countries, transits of 12 hours or less exempt, on reported sources only (no official copy read)', () => {
    const t = table();
    const hnd = t.requirements.find((r) => r.territory === 'HND')!;
    expect(hnd).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: '1 year', includeDirectShortTransit: false });
    const [notice, alert, summary] = hnd.sources;
    expect(notice).toMatchObject({ tier: 'REPORTED', publishedAt: '2024-08-22' });
    expect(notice!.quotes).toMatch(/Embassy of the People's Republic of China in Honduras/);
    // The older report (any transit exempt) and the 2025 "in past years" remark are named and not followed.
    expect(notice!.note).toMatch(/transits of any length/);
    expect(notice!.note).toMatch(/in past years/);
    expect(alert).toMatchObject({ tier: 'REPORTED' });
    expect(summary).toMatchObject({ tier: 'OTHER_OFFICIAL' });
    // COVERED since the eleventh pass (health8a): the State Department's Quick Facts name yellow fever as the only required vaccination.
    expect(statement(t, 'HND')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(t.leftOut.some((l) => l.territory === 'HND')).toBe(false);
  });

  it('Taiwan: travellers from WHO risk countries, any airport transit counting, on the Taipei Times report of the CDC (2021) and the CDC\'s own 2016 bulletin', () => {
    const t = table();
    // The healthrest pass replaced this rule by a 'none required' row (three 2026 official pages); the two sources
    // read here are kept in it, marked superseded, in the same order (test/health/healthrest.test.ts pins the change).
    if (answeredFromHealthrest(t, 'TWN')) {
      const old = t.noneRequired!.find((n) => n.territory === 'TWN')!.sources.filter((s) => s.note?.startsWith(`Superseded (${HEALTHREST})`));
      expect(old.map((s) => s.tier)).toEqual(['REPORTED', 'DESTINATION_GOVERNMENT']);
      expect(old[0]!.note).toContain('including people who are only transiting');
      return;
    }
    const twn = t.requirements.find((r) => r.territory === 'TWN')!;
    expect(twn).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: null, includeDirectShortTransit: true });
    expect(twn.sources.map((s) => s.tier)).toEqual(['REPORTED', 'DESTINATION_GOVERNMENT']);
    expect(twn.sources[0]!.note).toContain('including people who are only transiting');
  });

  it('The Bahamas: COVERED on the government page whose "Required Vaccine" section names only yellow fever (polio none)', () => {
    const t = table();
    const bhs = statement(t, 'BHS')!;
    expect(bhs).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const row = t.fullyResearched!.find((f) => f.territory === 'BHS')!;
    expect(row.polio).toBe('NONE_REQUIRED');
    expect(row.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT' });
    expect(row.sources[0]!.note).toContain("under 'Required Vaccine' it names only yellow fever");
    // Cabo Verde stays COVERED; nothing else became COVERED without a whole-list row.
    const covered = buildCoverage(t).filter((c) => c.status === 'COVERED').flatMap((c) => c.territories).sort();
    expect(covered).toEqual((t.fullyResearched ?? []).map((f) => f.territory).sort());
  });

  it('Barbados: COVERED on the host-country UNCTAD 15 page saying no vaccination other than yellow fever is required (polio none)', () => {
    const t = table();
    expect(statement(t, 'BRB')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    const row = t.fullyResearched!.find((f) => f.territory === 'BRB')!;
    expect(row).toMatchObject({ polio: 'NONE_REQUIRED' });
    expect(row.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://www.unctad15.bb/health-requirements/' });
    expect(row.sources[0]!.note).toContain('there are no other specific vaccinations required');
    // The yellow fever rule itself still comes from the Ministry of Health advisory.
    expect(t.requirements.find((r) => r.territory === 'BRB')!.sources[0]!.url).toMatch(/^https:\/\/gisbarbados\.gov\.bb\//);
  });

  it('closes leftOut with the ninth pass row, naming what it searched and what it found but did not use', () => {
    // Later passes append their own row after it (the tenth pass, health7a): found by its opening words.
    const rows = table().leftOut.filter((l) => /^Ninth pass \(issue 26, branch health5/.test(l.reason));
    expect(rows).toHaveLength(1);
    const last = rows[0]!;
    expect(last.territory).toBe('*');
    for (const named of ['Rospotrebnadzor', 'Guatemala', 'Foreign Entry Requirements', 'AFRINIC', 'FORTH']) expect(last.reason).toContain(named);
  });

  // Found but not enough for a rule or a "none required": no statement, so travellers see NOT_COVERED.
  // Seychelles left this list in the eleventh pass (health8b): the State Department's Quick Facts state
  // its whole entry (test/health/health-pass11-none.test.ts).
  // Suriname was answered by the thirteenth pass (State Department Quick Facts; test/health/health-pass13-none.test.ts).
  // Guatemala got a rule in the sixteenth pass (healthfa: the Canadian and British advice pages; test/health/health-pass16-a-l.test.ts).
  // Mauritius got a rule and a whole list in the Reisadviezen-buddy pass (nwwhealth): test/health/health-nww.test.ts.
  it.each(['TGO', 'SEN', 'QAT', 'MUS', 'MDV', 'TLS'].filter((cc) => !PASS16_NEW_STATEMENT.has(cc) && !PASS16_COVERED.has(cc) && !answeredLater(table(), cc)))('%s: still no statement (sources found disagree or are unofficial)', (cc) => {
    const t = table();
    expect(statement(t, cc)).toBeUndefined();
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
  });
});
