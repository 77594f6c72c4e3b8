// Issue 26, A-L eighth pass: Japan and the United Arab Emirates are answered "no yellow fever
// certificate required" from one official page (the Embassy of Japan in Kenya, as of 16 January 2011),
// with Japan's own embassy as DESTINATION_GOVERNMENT and the UAE OTHER_OFFICIAL; Hong Kong, named by the
// same page, is left out because a newer official summary (WHO's 2022 update) notes a change; Djibouti,
// The Gambia, Equatorial Guinea and Cabo Verde get a certificate rule from U.S. government pages, and
// Cabo Verde is COVERED (the U.S. Embassy states its immunization requirements as a whole);
// destinations without a per-country source stay NOT_COVERED (never an inferred "none").
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile } from '../../scripts/import-health.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';
import { table, ADVICE_SCRAPES, answeredFromAA, answeredFromHealthsettle } from './table.js';
import { healthTrip } from './answer.js';

const EMBASSY_KENYA = 'https://www.ke.emb-japan.go.jp/yellowfever.html';

describe('health A-L eighth pass: the Embassy of Japan in Kenya page', () => {
  // The UAE was answered as a whole later (eleventh pass, health8a: State Department Quick Facts 'None'),
  // which makes it COVERED; its noneRequired row stays on this page.
  // Japan was answered as a whole by the sixteenth pass (healthfa: the State Department's Quick Facts of
  // 2025, 'No vaccinations are required.', read in a word-for-word scrape), which appended the Canadian and
  // U.S. pages to its noneRequired row: COVERED too (test/health/health-pass16-a-l.test.ts).
  it('JPN and ARE are noneRequired rows on that page, tiered by whose government speaks; both COVERED by later whole-list rows', () => {
    const t = table();
    const coverage = buildHealthRuleFile(t).coverage!;
    const expected = { JPN: ['DESTINATION_GOVERNMENT', '2011-01-16'], ARE: ['OTHER_OFFICIAL', '2011-01-16'] } as const;
    for (const [cc, [tier, publishedAt]] of Object.entries(expected)) {
      const row = t.noneRequired!.find((n) => n.territory === cc)!;
      expect(row.sources.filter((s) => !(s.note ?? '').includes(ADVICE_SCRAPES)).map((s) => [s.url, s.tier, s.publishedAt])).toEqual([[EMBASSY_KENYA, tier, publishedAt]]);
      // The note quotes the page and says it is old; the scope says what stays unresearched.
      expect(row.sources[0]!.note).toContain('2011年1月16日現在');
      expect(row.sources[0]!.note).toMatch(/old/);
      expect(row.scope).toMatch(/Polio and other entry vaccinations not researched\.$/);
      const whole = (t.fullyResearched ?? []).find((f) => f.territory === cc);
      expect(coverage.find((c) => c.territories.includes(cc))).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
      expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
      if (cc === 'ARE') expect(whole!.sources.map((s) => s.url)).toEqual(['https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/UnitedArabEmirates.html']);
      else expect(whole!.sources.map((s) => s.url)).toEqual(['https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Japan.html']);
    }
  });

  it('Kenyan passport Nairobi -> Tokyo: nothing fires and Japan\'s health coverage is the researched "none required", without a not-researched alert', () => {
    const { a, ids } = healthTrip('KEN', 'NBO', 'NRT', '2026-12-10', '2026-12-11');
    expect(ids.filter((id) => id.startsWith('yf-jpn'))).toEqual([]);
    const health = a.coverage!.find((e) => e.territory === 'JPN' && e.topic === 'HEALTH');
    // COVERED since the sixteenth pass (the State Department's Quick Facts state the whole list); the embassy page's tier stays first.
    expect(health).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(health!.tiers![0]).toBe('DESTINATION_GOVERNMENT');
    expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements for Japan/);
  });

  it('Kenyan passport Nairobi -> Dubai: the same page answers the UAE (OTHER_OFFICIAL; COVERED since the eleventh pass); Hong Kong, which it also names, is not answered from it', () => {
    const at = (airport: string) => (engine().trips(trip(['KEN'], [{ airport: 'NBO', date: '2026-12-10' }, { airport, date: '2026-12-10' }])).body as TripResponseDocument).data.attributes;
    expect(at('DXB').coverage!.find((e) => e.territory === 'ARE' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED', tiers: ['OTHER_OFFICIAL'] });
    // WHO's 2022 update (NaTHNaC's summary) notes a change for Hong Kong: the 2011 page is not stated against it.
    // Hong Kong was answered later (eleventh pass, health8b) from the State Department's newer Quick Facts,
    // never from the 2011 page (test/health/health-pass11-none.test.ts).
    const t = table();
    const hkg = (t.noneRequired ?? []).find((n) => n.territory === 'HKG');
    expect(hkg?.sources.map((s) => new URL(s.url).hostname)).toEqual(['travel.state.gov']);
    expect(JSON.stringify(hkg)).not.toContain('emb-japan.go.jp');
    expect(t.leftOut.find((l) => l.territory === 'HKG')?.reason).toMatch(/China \(Hong Kong and Macao\)/);
  });

  // France, Spain, Italy, Greece and the United Kingdom were answered later (tenth pass, health7a, on State
  // Department pages): Germany is the example of a destination still without a per-country source.
  // Germany, Austria and Canada were answered by the sixteenth pass (healthfa) on advice pages that state it;
  // this pass's point stands: no row of theirs rests on anything but such a page.
  it('a destination this pass found no per-country source for was left without a row (never an inferred "none"); later rows cite the pages that state it', () => {
    const a = (engine().trips(trip(['KEN'], [{ airport: 'NBO', date: '2026-12-10' }, { airport: 'FRA', date: '2026-12-10' }])).body as TripResponseDocument).data.attributes;
    expect(a.coverage!.find((e) => e.territory === 'DEU' && e.topic === 'HEALTH')?.status).toBe('COVERED');
    const t = table();
    for (const cc of ['DEU', 'AUT', 'CAN']) {
      for (const r of [...t.requirements, ...(t.noneRequired ?? [])].filter((x) => x.territory === cc)) {
        expect(r.sources.every((s) => (s.note ?? '').includes(ADVICE_SCRAPES))).toBe(true);
      }
    }
  });

  it('Djibouti, The Gambia, Equatorial Guinea and Cabo Verde: certificate rules of the scope their sources state, the newer source followed', () => {
    const t = table();
    const of = (cc: string) => t.requirements.find((r) => r.territory === cc)!;
    // Djibouti: any airport transit in a risk country counts (Factbook 2022), as for Eritrea and Guyana.
    expect(of('DJI')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true, text: 'health:yellowFever.fromRiskCountries' });
    expect(of('DJI').sources[0]!.url).toMatch(/cia\.gov\/the-world-factbook\/about\/archives\/2022\/countries\/djibouti/);
    // The Gambia and Cabo Verde: "coming from" / "arriving from" only, so a short transit does not count,
    // and their text does not claim a transit rule.
    for (const cc of ['GMB', 'CPV']) {
      expect(of(cc)).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: false, minimumAge: null, text: 'health:yellowFever.arrivingFromRiskCountries' });
    }
    // The Gambia: the current State Department page narrows the 2004 sheet's "of everyone".
    expect(of('GMB').sources.map((s) => s.url)).toEqual(['https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/TheGambia.html']);
    expect(of('GMB').sources[0]!.note).toMatch(/18 June 2004.*not followed/);
    // Equatorial Guinea: every traveller, on the State Department's 2017 page; polio for all visitors is noted, not modelled.
    expect(of('GNQ')).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null, minimumAge: null, text: 'health:yellowFever.allTravellers' });
    expect(of('GNQ').sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL', publishedAt: '2017-02-14' });
    expect(of('GNQ').sources[0]!.note).toMatch(/Not modelled: polio for all visitors/);
    expect((t.polio ?? []).some((p) => p.territory === 'GNQ')).toBe(false);
    for (const cc of ['DJI', 'GMB', 'GNQ', 'CPV']) {
      expect(of(cc).sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
      expect(t.leftOut.some((l) => l.territory === cc)).toBe(false);
    }
  });

  it('Cabo Verde is COVERED: a whole-list official statement, yellow fever answered, polio none; the others stay PARTIAL', () => {
    const t = table();
    const coverage = buildHealthRuleFile(t).coverage!;
    const cpv = coverage.find((c) => c.territories.includes('CPV'))!;
    expect(cpv).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(cpv.scope).toMatch(/^Entry vaccinations as a whole, per the U\.S\. Embassy in Cabo Verde/);
    expect(t.fullyResearched!.find((f) => f.territory === 'CPV')).toMatchObject({ polio: 'NONE_REQUIRED' });
    // Djibouti and Japan became COVERED in the sixteenth pass (State Department Quick Facts stating the whole list).
    // The Gambia became COVERED in the Auswärtiges Amt pass (aahealth: test/health/health-aa.test.ts).
    // Equatorial Guinea became COVERED in the healthsettle pass (GOV.UK's and Italy's 2026 whole lists; test/health/healthsettle.test.ts).
    for (const cc of ['GMB', 'GNQ'].filter((c) => !answeredFromAA(t, c) && !answeredFromHealthsettle(t, c))) {
      expect(coverage.find((c) => c.territories.includes(cc))?.status).toBe('PARTIAL');
    }
    // In an answer: Brazil -> Praia shows the rule and the COVERED statement, without a not-researched alert.
    const a = (engine().trips(trip(['BRA'], [{ airport: 'GRU', date: '2026-12-10' }, { airport: 'RAI', date: '2026-12-10' }])).body as TripResponseDocument).data.attributes;
    const ids = a.informationGroups.flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id)));
    expect(ids).toContain('yf-cpv-required');
    expect(a.coverage!.find((e) => e.territory === 'CPV' && e.topic === 'HEALTH')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements for Cabo Verde/);
  });
});
