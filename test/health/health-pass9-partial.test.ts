// Ninth pass of issue 26, health6 part (PARTIAL destinations to COVERED, territories): the whole-list
// row it added, the source it followed over an older one, and what it found but did not use.
// health5's rows (The Bahamas, Barbados, ...) are pinned in test/health/health-ninth-pass.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCoverage } from '../../scripts/import-health.js';
import { table, statement, answeredLater } from './table.js';
// answeredLater (test/health/table.ts): answered by the Auswärtiges Amt pass (aahealth) or the Reisadviezen-buddy pass (nwwhealth), which these tests skip.
// Destinations answered later by the sixteenth pass (healthfm) are skipped in the lists below; health-pass16-m-z.test.ts pins them.
import { PASS16_NEW_STATEMENT, PASS16_COVERED, PASS16_TERRITORIES } from './pass16-answered.js';

const generated = () =>
  JSON.parse(readFileSync('rules/health/yellow-fever.json', 'utf8')) as { coverage: { territories: string[]; status: string; finding: string; sources: { tier: string; url: string }[] }[] };

describe('health table, ninth pass, health6 part (issue 26)', () => {
  it('Brazil: COVERED, none required, on the Ministry of Health page (whole list, polio only recommended)', () => {
    const t = table();
    const row = t.fullyResearched!.find((f) => f.territory === 'BRA')!;
    expect(row.polio).toBe('NONE_REQUIRED');
    expect(row.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT']);
    expect(row.sources[0]!.url).toBe('https://gov.br/saude/pt-br/assuntos/saude-de-a-a-z/s/saude-do-viajante/vacina-para-viajantes');
    expect(row.sources[0]!.note).toContain('não há obrigatoriedade de comprovação vacinal para entrada no país');
    // The older visa-era page (yellow fever and child polio certificates for visas) is named and not followed.
    expect(row.sources[0]!.note).toMatch(/Followed over an undated http:\/\/ page at consulatebrazil\.org/);
    const bra = statement(t, 'BRA')!;
    expect(bra).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    // The yellow fever answer still rests on its own row (CDC and reports), now joined by the Ministry.
    expect(t.noneRequired!.some((n) => n.territory === 'BRA')).toBe(true);
    expect(t.requirements.some((r) => r.territory === 'BRA')).toBe(false);
    expect(t.polio!.some((p) => p.territory === 'BRA')).toBe(false);
  });

  it('Singapore: COVERED on the ICA page listing the public health requirements of entry (yellow fever; COVID-19, ended 13 February 2023)', () => {
    const t = table();
    const row = t.fullyResearched!.find((f) => f.territory === 'SGP')!;
    expect(row.polio).toBe('NONE_REQUIRED');
    const [ica, report] = row.sources;
    expect(ica).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://www.ica.gov.sg/enter-transit-depart/entering-singapore' });
    expect(ica!.note).toContain('1a) Yellow Fever Requirements');
    expect(ica!.note).toContain('1b) COVID-19 Requirements');
    // The end of the COVID-19 requirement rests on a dated report quoting the Ministry of Health.
    expect(report).toMatchObject({ tier: 'REPORTED', publishedAt: '2023-02-09' });
    expect(report!.quotes).toMatch(/Ministry of Health, Singapore/);
    expect(statement(t, 'SGP')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    // The yellow fever rule itself is unchanged (ICA and Ministry of Health pages).
    expect(t.requirements.find((r) => r.territory === 'SGP')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES' });
  });

  it('the generated rule file carries the COVERED statement with the Ministry as a source', () => {
    const bra = generated().coverage.find((c) => c.territories.includes('BRA'))!;
    expect(bra).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
    expect(bra.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT' && s.url.startsWith('https://gov.br/saude/'))).toBe(true);
  });

  it('keeps this part\'s leftOut row, naming what it searched and what it found but did not use', () => {
    // Later passes add their own row before it: find this part's row by its opening words.
    const first = table().leftOut.find((l) => l.reason.startsWith('Ninth pass, PARTIAL destinations and territories'))!;
    expect(first.territory).toBe('*');
    expect(first.reason).toMatch(/^Ninth pass, PARTIAL destinations and territories \(issue 26, branch health6/);
    for (const named of ['consulatebrazil.org', 'Decree 55/023', 'tica.or.th', 'visitsingapore.org', 'healthytravel.ch', 'Mayotte', 'proof of vaccination status', 'Aruba', 'Radio Granma']) expect(first.reason).toContain(named);
  });

  // Found but not a whole-list official statement: these stay PARTIAL (polio and other vaccinations open).
  // Thailand was answered later (eleventh pass, health8a: State Department Quick Facts, pinned in
  // test/health/health-pass11-partial.test.ts).
  // Kenya and Malaysia were answered as a whole by the Auswärtiges Amt pass (aahealth, test/health/health-aa.test.ts).
  // Japan and Argentina were answered as a whole by the sixteenth pass (healthfa: State Department Quick Facts of 2025,
  // pinned in test/health/health-pass16-a-l.test.ts).
  it.each(['URY', 'KEN', 'CUB', 'MYS', 'MEX', 'JOR', 'PER', 'EGY', 'TZA'].filter((cc) => !PASS16_NEW_STATEMENT.has(cc) && !PASS16_COVERED.has(cc) && !answeredLater(table(), cc)))('%s stays PARTIAL', (cc) => {
    const t = table();
    expect(statement(t, cc)!.status).toBe('PARTIAL');
    expect((t.fullyResearched ?? []).some((f) => f.territory === cc)).toBe(false);
  });

  // Egypt's reported polio requirement (IATA via healthytravel.ch, 2022) was a lead, not a rule; the
  // tenth pass (health7b) made a rule of the newer 2023 notice (test/health/health-pass10-world.test.ts),
  // whose list does not take the 2022 one's countries: still no polio NONE_REQUIRED.
  it('Egypt: no polio rule from the reported IATA notice of 2022, and no polio NONE_REQUIRED either', () => {
    const t = table();
    const egy = t.polio!.find((p) => p.territory === 'EGY');
    expect(egy?.sources.some((s) => s.url.includes('healthytravel.ch')) ?? false).toBe(false);
    expect(egy?.countries ?? []).not.toContain('NGA');
    expect(statement(t, 'EGY')!.scope).toMatch(/polio/);
  });

  it('Aruba (territory): travellers from its own list (WHO without Argentina), on the Government of Aruba notice; PARTIAL (COVERED since the terrhealth pass)', () => {
    const t = table();
    const abw = t.requirements.find((r) => r.territory === 'ABW')!;
    expect(abw).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'ABW', minimumAge: null, includeDirectShortTransit: false, text: 'health:yellowFever.arrivingFromRiskCountries' });
    expect(abw.sources[0]).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', publishedAt: '2018-03-01' });
    expect(abw.sources[0]!.url).toMatch(/^https:\/\/www\.government\.aw\//);
    const list = t.riskLists['ABW']!;
    // Argentina exempted by the Department of Public Health (as relayed by the airport operator); the rest is WHO's list.
    expect(list.countries).not.toContain('ARG');
    expect([...list.countries, 'ARG'].sort()).toEqual([...t.riskLists['WHO']!.countries].sort());
    expect(list.sources[0]).toMatchObject({ tier: 'REPORTED' });
    expect(list.sources[0]!.quotes).toMatch(/Argentina temporarily exempted/);
    // terrhealth: Italy's 2026 whole list (yellow fever only) makes Aruba COVERED (test/health/terrhealth.test.ts).
    expect(statement(t, 'ABW')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('no other inhabited territory gained a HEALTH statement in this pass (nothing official found)', () => {
    const withStatement = buildCoverage(table()).flatMap((c) => c.territories);
    // All eleven gained statements in the sixteenth pass (healthfm, from Canada's travel advice; health-pass16-m-z.test.ts).
    for (const cc of ['GLP', 'MTQ', 'REU', 'MYT', 'PRI', 'VIR', 'GUM', 'CUW', 'SXM', 'BMU', 'CYM'].filter((x) => !PASS16_TERRITORIES.has(x))) expect(withStatement).not.toContain(cc);
    expect(withStatement).toContain('GUF');
    expect(withStatement).toContain('ABW');
  });

  it('every COVERED statement has a whole-list row with polio answered', () => {
    const t = table();
    for (const c of buildCoverage(t).filter((s) => s.status === 'COVERED')) {
      const cc = c.territories[0]!;
      const row = t.fullyResearched!.find((f) => f.territory === cc);
      expect(row, cc).toBeDefined();
      expect(row!.polio === 'NONE_REQUIRED' || t.polio!.some((p) => p.territory === cc)).toBe(true);
    }
  });
});
