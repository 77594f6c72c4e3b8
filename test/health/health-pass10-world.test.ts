// Tenth pass of issue 26, health7b part (Asia, Africa, the Americas, the Middle East): the rows it
// added, the sources it followed over older ones, and the coverage statements they give. The rule
// tests (fires, does not fire, boundary dates) are in rules/tests/health-pass10-world.test.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile, buildPolioRuleFile, checkTable, type HealthTable } from '../../scripts/import-health.js';
import { table, statement, answeredFromHealthrest, answeredFromHealthlead, HEALTHLEAD, answeredFromHealthsettle, HEALTHSETTLE } from './table.js';

const locale = (loc: string) => JSON.parse(readFileSync(`locales/${loc}/health.json`, 'utf8')) as Record<string, Record<string, { description: string }>>;

// The 28 African countries outside the 25 the reports name for Africa (the count the despacho gives).
const AFRICA_NOT_EXEMPT = ['BDI', 'BEN', 'BFA', 'CAF', 'CIV', 'CMR', 'COD', 'COG', 'ETH', 'GAB', 'GHA', 'GIN', 'GMB', 'GNB', 'GNQ', 'KEN', 'LBR', 'MLI', 'MRT', 'NER', 'NGA', 'SDN', 'SEN', 'SLE', 'SSD', 'TCD', 'TGO', 'UGA'];

describe('health table, tenth pass, health7b part (issue 26)', () => {
  it('Angola: certificate required of nationals of the countries outside its exempt lists, by passport, not by route', () => {
    const t = table();
    // Changed by the healthsettle pass: four official pages of 2026 (Canada, Spain, Australia, Austria) state the certificate
    // for every traveller, over France's and Italy's report of the 2023 decree (step (a) of the lead's rule); the rule by
    // nationality gave way to ALL_TRAVELLERS and its three sources stay, marked superseded, after the 2026 pages
    // (test/health/healthsettle.test.ts pins the new rule). This test keeps pinning what the former rule said.
    const settled = answeredFromHealthsettle(t, 'AGO');
    const row = t.requirements.find((r) => r.territory === 'AGO')!;
    const ago = settled ? { ...row, scope: 'NATIONALS_OF' as const, text: 'health:yellowFever.ago', nationals: [...AFRICA_NOT_EXEMPT, 'ARG', 'BOL', 'BRA', 'COL', 'ECU', 'GUY', 'PAN', 'PER', 'PRY', 'TTO', 'VEN'], sources: row.sources.filter((s) => s.note!.startsWith(`Superseded (${HEALTHSETTLE})`)) } : row;
    if (settled) expect(row).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null, text: 'health:yellowFever.allTravellers' });
    expect(ago).toMatchObject({ scope: 'NATIONALS_OF', riskList: null, minimumAge: null, text: 'health:yellowFever.ago' });
    expect([...ago.nationals!].sort()).toEqual([...AFRICA_NOT_EXEMPT, 'ARG', 'BOL', 'BRA', 'COL', 'ECU', 'GUY', 'PAN', 'PER', 'PRY', 'TTO', 'VEN'].sort());
    // Named exempt in the reports: never listed. Saint Lucia (missing from the report's list, no risk) is left unmodelled.
    for (const exempt of ['PRT', 'ZAF', 'MOZ', 'CPV', 'STP', 'TLS', 'SUR', 'USA', 'JPN', 'CHN', 'IND', 'LCA']) expect(ago.nationals).not.toContain(exempt);
    const [embassy, lusa, lists] = ago.sources;
    expect(embassy).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://angolanembassy-nga.ao/?p=8611' });
    expect(embassy!.note).toContain('148 países');
    expect(lusa).toMatchObject({ tier: 'REPORTED', publishedAt: '2023-10-27' });
    expect(lusa!.note).toContain('Brasil e Guiné-Bissau estão fora destas listas');
    expect(lists!.tier).toBe('REPORTED');
    expect(lists!.note).toMatch(/Not modelled: Saint Lucia/);
    const base = settled ? { ...t, requirements: t.requirements.map((r) => (r.territory === 'AGO' ? ago : r)), fullyResearched: t.fullyResearched!.filter((f) => f.territory !== 'AGO') } : t;
    const rule = buildHealthRuleFile(base).rules.find((r) => r.id === 'health-yf-ago-required')!;
    const json = JSON.stringify(rule.conditions);
    expect(json).toContain('"fact":"passport","operator":"in"');
    expect(json).not.toContain('visitedBefore');
    expect(statement(base, 'AGO')).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
    expect(statement(base, 'AGO')!.scope).toMatch(/nationals of 39 listed countries/);
    if (settled) expect(statement(t, 'AGO')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it('the importer refuses a nationality rule without nationals, with a risk list, or naming its own country', () => {
    const base = table();
    // Since the healthsettle pass Angola's rule is for every traveller: the nationality rule it had is rebuilt here.
    const row = base.requirements.find((r) => r.territory === 'AGO')!;
    const ago = { ...row, scope: 'NATIONALS_OF' as const, riskList: null, nationals: [...AFRICA_NOT_EXEMPT] };
    const withRow = (row: object): HealthTable => ({ ...base, requirements: base.requirements.map((r) => (r.territory === 'AGO' ? { ...ago, ...row } : r)) });
    expect(() => checkTable(withRow({ nationals: [] }))).toThrow(/nationals must be alpha-3, at least one/);
    expect(() => checkTable(withRow({ riskList: 'WHO' }))).toThrow(/NATIONALS_OF takes no riskList/);
    expect(() => checkTable(withRow({ nationals: ['NGA', 'AGO'] }))).toThrow(/must not list the territory itself/);
    expect(() => checkTable(withRow({ nationals: ['NGA', 'NGA'] }))).toThrow(/nationals has duplicates/);
    const other = base.requirements.find((r) => r.scope === 'FROM_RISK_COUNTRIES')!;
    const stray: HealthTable = { ...base, requirements: base.requirements.map((r) => (r === other ? { ...r, nationals: ['NGA'] } : r)) };
    expect(() => checkTable(stray)).toThrow(/nationals is only for NATIONALS_OF/);
  });

  it('Egypt: polio proof for travellers from the five countries of the 2023 notice, followed over the 2022 IATA list', () => {
    const t = table();
    const row = t.polio!.find((p) => p.territory === 'EGY')!;
    expect(row).toMatchObject({ nationalsOnly: false, text: 'health:polio.egy' });
    // Changed by the healthlead pass: the AA's 2026 list (COD KEN NER SYR) replaces the 2023 one; the 2023 reports stay,
    // marked superseded, after the 2026 sources (test/health/healthlead.test.ts pins the new list).
    const changed = answeredFromHealthlead(t, 'EGY');
    const egy = changed ? { ...row, sources: row.sources.filter((s) => s.tier === 'REPORTED') } : row;
    if (changed) expect(egy.sources.every((s) => s.note!.startsWith(`Superseded (${HEALTHLEAD})`))).toBe(true);
    else expect([...egy.countries].sort()).toEqual(['AFG', 'COD', 'MOZ', 'MWI', 'PAK']);
    expect(egy.sources.length).toBe(3);
    expect(egy.sources.every((s) => s.tier === 'REPORTED' && s.publishedAt === '2023-09-25')).toBe(true);
    for (const s of egy.sources) expect(s.quotes).toMatch(/Pakistan Civil Aviation Authority/);
    // Which list wins, and why, is said in the record.
    expect(egy.sources[0]!.note).toMatch(/Followed over the older, longer list reported by healthytravel\.ch/);
    expect(egy.sources[0]!.note).toMatch(/Republic of the Congo is not modelled/);
    // Polio is answered now, but Egypt has no whole-list source: still PARTIAL, polio among the researched parts.
    const st = statement(t, 'EGY')!;
    if (!changed) {
      expect(st.status).toBe('PARTIAL');
      expect(st.scope).toMatch(/polio vaccination at entry for travellers from 5 listed countries/);
    }
  });

  it('Saudi Arabia: polio certificate for passengers from or through five countries (GACA, February 2025), with no "met" record', () => {
    const t = table();
    const sau = t.polio!.find((p) => p.territory === 'SAU')!;
    expect([...sau.countries].sort()).toEqual(['AFG', 'COD', 'KEN', 'MOZ', 'PAK']);
    expect(sau).toMatchObject({ nationalsOnly: false, met: 'NONE', text: 'health:polio.sau' });
    expect(sau.sources.every((s) => s.tier === 'REPORTED' && /General Authority of Civil Aviation \(GACA\)/.test(s.quotes ?? ''))).toBe(true);
    expect(sau.sources[0]).toMatchObject({ publishedAt: '2025-02-14' });
    expect(sau.sources[0]!.note).toMatch(/no more than six months old/);
    // The six-month limit is narrower than the fact's 12 months: no met procedure or rule is generated.
    const file = buildPolioRuleFile(t);
    expect(file.procedures!.some((p) => p.id === 'polio-sau-required')).toBe(true);
    expect(file.procedures!.some((p) => p.id === 'polio-sau-met')).toBe(false);
    expect(file.rules.some((r) => r.id === 'health-polio-sau-met')).toBe(false);
    // Saudi citizens are exempt (GACA notice as reported by Lahore News): the rule skips that passport.
    expect(sau.ownNationalsExempt).toBe(true);
    expect(sau.sources.some((s) => s.url.startsWith('https://lahorenews.tv/') && /Saudi citizens are exempted/.test(s.note ?? ''))).toBe(true);
    const req = file.rules.find((r) => r.id === 'health-polio-sau-required')!;
    expect((req.conditions as { all: unknown[] }).all).toContainEqual({ fact: 'ownNationality', operator: 'equal', value: false });
    const egyReq = file.rules.find((r) => r.id === 'health-polio-egy-required')!;
    expect(JSON.stringify(egyReq.conditions)).not.toContain('ownNationality');
    // Egypt keeps its met record (no window stated, the fact's is used).
    expect(file.rules.some((r) => r.id === 'health-polio-egy-met')).toBe(true);
    const bad: HealthTable = { ...t, polio: t.polio!.map((p) => (p.territory === 'SAU' ? { ...p, met: 'SOMETIMES' as 'NONE' } : p)) };
    expect(() => checkTable(bad)).toThrow(/met must be NONE or absent/);
    const bad2: HealthTable = { ...t, polio: t.polio!.map((p) => (p.territory === 'SAU' ? { ...p, ownNationalsExempt: false } : p)) };
    expect(() => checkTable(bad2)).toThrow(/ownNationalsExempt must be true or absent/);
    // Saudi Arabia's statement now names polio among the researched parts (still PARTIAL: no whole-list source).
    const st = statement(t, 'SAU')!;
    // COVERED since the healthrest pass (the AA's and Spain's 2026 whole lists name the table's three rules), pinned in
    // test/health/healthrest.test.ts; before it, PARTIAL with polio named among the researched parts.
    if (answeredFromHealthrest(t, 'SAU')) expect(st.status).toBe('COVERED');
    else {
      expect(st.status).toBe('PARTIAL');
      expect(st.scope).toMatch(/polio vaccination at entry for travellers from 5 listed countries/);
    }
    expect(JSON.stringify(locale('en-US')['polio']!['sau'])).toContain('no more than 6 months old');
  });

  // Lesotho left this list in session 10: the lead followed five 2025-2026 official pages stating the certificate for
  // arrivals from risk countries (test/health/health-nww.test.ts), the former row quoted as superseded in its source note.
  it.each([['KGZ', 'Kyrgyzstan'], ['LAO', 'Lao']])('%s: no yellow fever certificate, on the reported 2020 update and the official summaries after it', (cc, name) => {
    const t = table();
    const row = t.noneRequired!.find((n) => n.territory === cc)!;
    expect(row.scope).toMatch(/^Yellow fever: no certificate requirement/);
    expect(row.scope).toMatch(/Polio and other entry vaccinations not researched/);
    const [report, summary] = row.sources;
    expect(report).toMatchObject({ tier: 'REPORTED' });
    expect(report!.quotes).toMatch(/dated 1 July 2020/);
    expect(report!.note).toContain("le Kirghizistan, le Laos et le Lesotho");
    expect(summary).toMatchObject({ tier: 'OTHER_OFFICIAL' });
    expect(summary!.note).toContain(name);
    expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    // Kyrgyzstan became COVERED in the thirteenth pass (health9a: the State Department's Quick Facts
    // 'None required' as a whole-list row, test/health/health-pass13-partial.test.ts); Laos in the sixteenth
    // pass (healthfa: the State Department's Quick Facts of 2024, 'None.', test/health/health-pass16-a-l.test.ts).
    expect(statement(t, cc)).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED' });
  });

  it('every new text is in all five locales, the Angolan one saying it goes by passport and giving no age limit', () => {
    // en-GB keeps only what British English writes differently (npm run locales:prune); it falls back to en-US.
    const us = locale('en-US');
    const gb = locale('en-GB');
    for (const [group, key] of [['yellowFever', 'ago'], ['polio', 'egy'], ['polio', 'sau']] as const) {
      const own = gb[group]?.[key]?.description;
      if (own !== undefined) expect(own).toContain('{{location}}');
      expect(us[group]![key]!.description).toContain('{{location}}');
    }
    for (const loc of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) {
      const l = locale(loc);
      expect(l['yellowFever']!['ago']!.description).toContain('{{location}}');
      expect(l['polio']!['egy']!.description).toContain('{{location}}');
      expect(l['polio']!['sau']!.description).toContain('{{location}}');
    }
    const en = JSON.stringify(locale('en-US')['yellowFever']!['ago']);
    expect(en).toContain('because of the passport, not the route');
    expect(en).toContain('give no age limit');
  });

  it('opens leftOut with this pass\'s row, naming what it searched and found unusable', () => {
    // Later passes insert their own row before it (health8b's eleventh-pass row): found by its opening words.
    const first = table().leftOut.find((l) => l.territory === '*' && l.reason.startsWith('Tenth pass (issue 26, branch health7b'))!;
    expect(first.territory).toBe('*');
    expect(first.reason).toMatch(/^Tenth pass \(issue 26, branch health7b/);
    for (const named of ['Sanidad Exterior', 'Viaggiare Sicuri', 'FHI', 'Bureau of Quarantine', 'Polio IHR Emergency Committee', 'The News of 3 August 2023', 'code corpus']) expect(first.reason).toContain(named);
  });
});
