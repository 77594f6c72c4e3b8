import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { procedureTexts } from '../rules-data/data.js';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { table, answeredFromScrapes, answeredFromAA, answeredFromHealthsettle } from './table.js';
import {
  buildCoverage,
  buildHealthRuleFile,
  buildOtherRuleFile,
  buildPolioRuleFile,
  checkTable,
  OTHER_FILE,
  POLIO_FILE,
  POLIO_MET_TEXT,
  POLIO_SLOT,
  DEFAULT_TABLE,
  MET_TEXT,
  OUTPUT_FILE,
  PRIORITY_MET,
  PRIORITY_REQUIRED,
  runHealthImport,
  SLOT,
  toJson,
} from '../../scripts/import-health.js';

const ROOT = resolve(__dirname, '../..');
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];

function text(locale: string, key: string): { title?: string; description?: string; more?: string[] } | undefined {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = procedureTexts(locale, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as { title?: string; description?: string; more?: string[] } | undefined;
}

describe('import-health: data/health table -> rules/health/yellow-fever.json', () => {
  it('the committed rule file is what the table generates', () => {
    const committed = readFileSync(join(ROOT, 'rules', OUTPUT_FILE), 'utf8');
    expect(toJson(buildHealthRuleFile(table()))).toBe(committed);
  });

  it('gives each country a required and a met record, competing in one slot, the met one winning', () => {
    const t = table();
    const file = buildHealthRuleFile(t);
    expect(file.provenance.kind).toBe('generated');
    for (const r of t.requirements) {
      const cc = r.territory.toLowerCase();
      const req = file.rules.find((x) => x.id === `health-yf-${cc}-required`)!;
      const met = file.rules.find((x) => x.id === `health-yf-${cc}-met`)!;
      expect(req.event.params).toMatchObject({ id: `yf-${cc}-required`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: SLOT });
      expect(met.event.params).toMatchObject({ id: `yf-${cc}-met`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: SLOT, enforcement: 'NOT_REQUIRED' });
      expect(req.priority).toBe(PRIORITY_REQUIRED);
      expect(met.priority).toBeGreaterThan(req.priority!);
      expect(met.priority).toBe(PRIORITY_MET);
      const metAll = (met.conditions as { all: unknown[] }).all;
      const reqAll = (req.conditions as { all: unknown[] }).all;
      expect(metAll).toContainEqual({ fact: 'vaccinations', operator: 'contains', value: 'YELLOW_FEVER' });
      expect(reqAll).toContainEqual({ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' });
      expect(reqAll).toContainEqual({ fact: 'territory', operator: 'equal', value: r.territory });
      const record = file.procedures!.find((p) => p.id === `yf-${cc}-required`)!;
      expect(record).toMatchObject({
        location: r.territory, category: 'DOC_REQUIREMENT', enforcement: 'MANDATORY',
        documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['yellow-fever', 'vaccination'], text: r.text,
      });
      expect(file.procedures!.find((p) => p.id === `yf-${cc}-met`)).toMatchObject({ enforcement: 'NOT_REQUIRED', text: MET_TEXT });
      // Sources travel into the record as the table has them, tier included (the requirement's own, then its risk list's).
      const list = r.riskList ? t.riskLists[r.riskList]!.sources : [];
      expect(record.sources).toEqual([...r.sources, ...list]);
      for (const s of record.sources) {
        expect(s.readAt! <= t.readAt, s.url).toBe(true);
        expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'REPORTED']).toContain(s.tier);
      }
    }
  });

  it('the committed polio and meningococcal files are what the table generates', () => {
    expect(toJson(buildPolioRuleFile(table()))).toBe(readFileSync(join(ROOT, 'rules', POLIO_FILE), 'utf8'));
    expect(toJson(buildOtherRuleFile(table()))).toBe(readFileSync(join(ROOT, 'rules', OTHER_FILE), 'utf8'));
  });

  it('writes one PARTIAL HEALTH coverage statement per researched country: REQUIREMENTS where a rule exists, NONE_REQUIRED with its own source', () => {
    const t = table();
    const coverage = buildHealthRuleFile(t).coverage!;
    const territories = coverage.flatMap((c) => c.territories);
    expect(new Set(territories).size).toBe(territories.length);
    for (const c of coverage) {
      expect(c.topic).toBe('HEALTH');
      // PARTIAL, unless a whole-list (fullyResearched) row makes it COVERED (Cabo Verde, eighth A-L pass).
      expect(['PARTIAL', 'COVERED']).toContain(c.status);
      if (c.status === 'COVERED') expect((t.fullyResearched ?? []).some((f) => c.territories.includes(f.territory))).toBe(true);
      expect(c.scope).toBeTruthy();
      expect(c.sources.length).toBeGreaterThan(0);
      for (const s of c.sources) expect(s.tier).toBeTruthy();
    }
    const of = (cc: string) => coverage.find((c) => c.territories.includes(cc))!;
    for (const r of t.requirements) {
      expect(of(r.territory).finding).toBe('REQUIREMENTS');
      for (const s of r.sources) expect(of(r.territory).sources).toContainEqual(s);
    }
    for (const n of t.noneRequired ?? []) {
      // A none-required row with a whole-list row of its own is COVERED (Brazil, ninth pass): pinned in test/health/health-pass9-partial.test.ts.
      if ((t.fullyResearched ?? []).some((f) => f.territory === n.territory)) continue;
      expect(of(n.territory)).toEqual({ topic: 'HEALTH', territories: [n.territory], status: 'PARTIAL', finding: 'NONE_REQUIRED', scope: n.scope, sources: n.sources });
    }
    // Pinned examples: polio was researched for India and Nepal only; Saudi Arabia's statement names the pilgrims' vaccination.
    // India became COVERED in the healthrest pass (GOV.UK's 2026 list, the polio rule for arrivals from eight countries):
    // its whole-list scope names polio in words; Nepal keeps the generated scope.
    // Nepal's polio rule was withdrawn by the healthsettle pass (three 2025-2026 whole lists naming no polio, step (a) of the
    // lead's rule; test/health/healthsettle.test.ts): its whole-list scope says so, and the generated polio wording is
    // pinned on a fixture (a polio row for a PARTIAL destination without a whole list).
    if (answeredFromHealthsettle(t, 'NPL')) {
      expect(of('NPL').scope).toMatch(/no proof of polio vaccination/);
      const fixture = table();
      fixture.polio = [...(fixture.polio ?? []), { territory: 'DOM', text: 'health:polio.npl', countries: ['PAK'], nationalsOnly: false, sources: fixture.requirements.find((r) => r.territory === 'DOM')!.sources }];
      expect(buildCoverage(fixture).find((c) => c.territories.includes('DOM'))!.scope).toMatch(/polio vaccination at entry for travellers from 1 listed countries/);
    } else expect(of('NPL').scope).toMatch(/polio vaccination at entry/);
    expect(of('IND').scope).toMatch(/proof of polio vaccination for arrivals from the eight countries/);
    // South Africa became COVERED in the eleventh pass (health8a, State Department Quick Facts), Kenya in the
    // Auswärtiges Amt pass (aahealth, test/health/health-aa.test.ts); Guyana still lists what is open.
    // Guyana and Saudi Arabia became COVERED in the healthrest pass (test/health/healthrest.test.ts): Cuba still lists
    // what is open, and Saudi Arabia's whole-list scope names the pilgrims' vaccination in words.
    // Cuba became COVERED in the healthsettle pass (test/health/healthsettle.test.ts): the Dominican Republic stands in.
    expect(of(answeredFromHealthsettle(t, 'CUB') ? 'DOM' : 'CUB').scope).toMatch(/Not researched: polio;/);
    expect(of('SAU').scope).toMatch(/MENINGOCOCCAL|meningococcal vaccination for Hajj and Umrah pilgrims/);
    expect(of('SYR').finding).toBe('NONE_REQUIRED');
    expect(buildCoverage(t)).toEqual(coverage);
  });

  it('polio rules: India tests passport and origin against its list, Nepal any earlier stay; met by the POLIO fact in slot polio', () => {
    const t = table();
    const file = buildPolioRuleFile(t);
    for (const p of t.polio ?? []) {
      const cc = p.territory.toLowerCase();
      const req = file.rules.find((x) => x.id === `health-polio-${cc}-required`)!;
      const met = file.rules.find((x) => x.id === `health-polio-${cc}-met`);
      const list = p.countries.filter((c) => c !== p.territory).sort();
      const all = (req.conditions as { all: unknown[] }).all;
      if (p.nationalsOnly) {
        expect(all).toContainEqual({ fact: 'passport', operator: 'in', value: list });
        expect(all).toContainEqual({ fact: 'originTerritory', operator: 'in', value: list });
      } else expect(all).toContainEqual({ fact: 'visitedBefore', operator: 'intersects', value: list });
      expect(req.event.params).toMatchObject({ slot: POLIO_SLOT, group: 'PUBLIC_HEALTH_REQUIREMENTS' });
      // A country with a narrower window than the fact (met: NONE) has no met rule at all.
      if (p.met === 'NONE') expect(met).toBeUndefined();
      else {
        expect((met!.conditions as { all: unknown[] }).all).toContainEqual({ fact: 'vaccinations', operator: 'contains', value: 'POLIO' });
        expect(met!.event.params).toMatchObject({ slot: POLIO_SLOT, enforcement: 'NOT_REQUIRED' });
        expect(met!.priority).toBeGreaterThan(req.priority!);
      }
      for (const locale of LOCALES) {
        const en = text('en-US', p.text)!;
        const tx = text(locale, p.text);
        expect(tx?.description, `${locale} ${p.text}`).toContain('{{location}}');
        expect(tx?.more?.length ?? 0, `${locale} ${p.text}`).toBe(en.more?.length ?? 0);
        expect(text(locale, POLIO_MET_TEXT)?.description).toContain('{{location}}');
      }
    }
    expect(t.polio?.find((p) => p.territory === 'IND')?.countries).toEqual(expect.arrayContaining(['NGA', 'PAK']));
  });

  it('meningococcal: Saudi Arabia for pilgrims, MAY_BE_REQUIRED at every entry, the text naming Hajj, Umrah and the age', () => {
    const file = buildOtherRuleFile(table());
    const record = file.procedures!.find((p) => p.id === 'mening-sau-pilgrims')!;
    expect(record).toMatchObject({ location: 'SAU', enforcement: 'MAY_BE_REQUIRED', documentTypes: ['VACCINATION_CERTIFICATE'] });
    // The file holds the Marshall Islands' measles (MMR) entry too since the healthmhl pass (test/health/healthmhl.test.ts): the rule is found by id.
    expect(file.rules.find((r) => r.id === 'health-mening-sau-pilgrims')!.event.params).toMatchObject({ id: 'mening-sau-pilgrims', enforcement: 'MAY_BE_REQUIRED' });
    const en = text('en-US', record.text)!;
    const all = [en.description, ...(en.more ?? [])].join(' ');
    expect(all).toMatch(/Hajj/);
    expect(all).toMatch(/Umrah/);
    expect(all).toMatch(/over 2 years/);
    for (const locale of LOCALES) expect(text(locale, record.text)?.more?.length).toBe(en.more?.length);
  });

  it('refuses a source without a tier, and a REPORTED one that does not say what it quotes', () => {
    const untiered = table();
    const { tier: _tier, ...rest } = untiered.requirements[0]!.sources[0]!;
    untiered.requirements[0] = { ...untiered.requirements[0]!, sources: [rest] };
    expect(() => checkTable(untiered)).toThrow(/has no tier/);
    const reported = table();
    reported.requirements[0] = { ...reported.requirements[0]!, sources: [{ ...rest, tier: 'REPORTED' }] };
    expect(() => checkTable(reported)).toThrow(/must say what it quotes/);
  });

  it('a from-risk-countries rule tests visitedBefore against that country\'s own list; all-travellers rules test no list', () => {
    const t = table();
    const file = buildHealthRuleFile(t);
    for (const r of t.requirements) {
      const rule = file.rules.find((x) => x.id === `health-yf-${r.territory.toLowerCase()}-required`)!;
      const json = JSON.stringify(rule.conditions);
      if (r.scope === 'ALL_TRAVELLERS') {
        expect(json).not.toContain('visitedBefore');
        continue;
      }
      if (r.scope === 'NATIONALS_OF') {
        // A nationality rule tests the passport, never the route.
        expect(json).toContain(JSON.stringify({ fact: 'passport', operator: 'in', value: [...r.nationals!].sort() }));
        expect(json).not.toContain('visitedBefore');
        continue;
      }
      const list = t.riskLists[r.riskList!]!.countries.filter((c) => c !== r.territory).sort();
      expect(json).toContain(JSON.stringify({ fact: 'visitedBefore', operator: 'intersects', value: list }));
      expect(json.includes('previousTerritory')).toBe(r.includeDirectShortTransit);
    }
  });

  it('states each country\'s age limit (or that the source gives none) in the English text, and every locale has the texts', () => {
    const t = table();
    for (const r of t.requirements) {
      const en = text('en-US', r.text)!;
      const all = [en.description ?? '', ...(en.more ?? [])].join(' ');
      if (r.minimumAge) expect(all).toContain(r.minimumAge);
      else expect(all).toMatch(/no age limit/);
      for (const locale of LOCALES) {
        const tx = text(locale, r.text);
        expect(tx?.title, `${locale} ${r.text}`).toBeTruthy();
        expect(tx?.description, `${locale} ${r.text}`).toContain('{{location}}');
        expect(tx?.more?.length ?? 0, `${locale} ${r.text}`).toBe(en.more?.length ?? 0);
      }
    }
    for (const locale of LOCALES) expect(text(locale, MET_TEXT)?.description).toContain('{{location}}');
  });

  it('refuses a table with an unknown risk list or an insecure source', () => {
    const bad = table();
    bad.requirements[1] = { ...bad.requirements[1]!, riskList: 'NOPE' };
    expect(() => checkTable(bad)).toThrow(/riskList NOPE/);
    const insecure = table();
    insecure.requirements[0] = { ...insecure.requirements[0]!, sources: [{ type: 'GOVERNMENT', title: 'x', url: 'http://example.org', readAt: '2026-11-23', tier: 'OTHER_OFFICIAL' }] };
    expect(() => checkTable(insecure)).toThrow(/not https/);
  });

  it('Ecuador follows the CDC Yellow Book (official, older) over the 2025 press reports, and its rule covers the four countries those name', () => {
    const t = table();
    const ecu = t.requirements.find((r) => r.territory === 'ECU')!;
    expect(ecu).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', minimumAge: '1 year or over' });
    expect(ecu.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL']);
    expect(ecu.sources[0]!.note).toMatch(/Followed over the press reports of May 2025/);
    const rule = buildHealthRuleFile(t).rules.find((x) => x.id === 'health-yf-ecu-required')!;
    const visited = (rule.conditions as { all: { fact?: string; value?: unknown }[] }).all.find((c) => c.fact === 'visitedBefore')!;
    expect(visited.value).toEqual(expect.arrayContaining(['BOL', 'BRA', 'COL', 'PER', 'NGA']));
    expect(visited.value).not.toContain('ECU');
    expect(t.leftOut.some((l) => l.territory === 'ECU')).toBe(false);
  });

  it('the Dominican Republic follows the newer 2022 reports (REPORTED) over the older CDC copy (Requirements: None), and says so', () => {
    const t = table();
    const dom = t.requirements.find((r) => r.territory === 'DOM')!;
    // auditfix (2026-11-28): four 2026 pages now come first (the AA and France followed, step (b)); the 2022 report and the
    // CDC copy follow them, in the same order; the 2022 list is kept in riskLists but the rule uses the WHO list.
    expect(dom.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'REPORTED', 'OTHER_OFFICIAL']);
    expect(dom.sources[4]!.note).toMatch(/Followed over the older CDC Yellow Book copy/);
    expect(dom.sources[5]!.note).toMatch(/Requirements: None/);
    expect(t.riskLists['DOM']!.countries).toEqual(['BRA', 'COL', 'VEN']);
    expect(dom.riskList).toBe('WHO');
    expect(t.noneRequired?.some((n) => n.territory === 'DOM')).toBe(false);
  });

  it('records Argentina, Mexico and Peru as NONE_REQUIRED on an official (CDC) source, and Brazil now cites the CDC copy first', () => {
    const coverage = buildHealthRuleFile(table()).coverage!;
    const of = (cc: string) => coverage.find((c) => c.territories.includes(cc))!;
    for (const cc of ['ARG', 'MEX', 'PER', 'BRA']) {
      // Brazil is COVERED since the ninth pass (the Ministry of Health's whole-list page; test/health/health-pass9-partial.test.ts),
      // Argentina since the sixteenth (healthfa: the State Department's Quick Facts of 2025; test/health/health-pass16-a-l.test.ts),
      // Peru too (healthfm: the State Department's Quick Facts 'None.', a whole list).
      // Mexico since the Reisadviezen-buddy pass (nwwhealth) (Spain's 2026 'Obligatorias: Ninguna' with Canada's 2026 page; test/health/health-nww.test.ts).
      const covered = cc === 'BRA' || cc === 'ARG' || cc === 'PER' || cc === 'MEX';
      expect(of(cc)).toMatchObject({ status: covered ? 'COVERED' : 'PARTIAL', finding: 'NONE_REQUIRED' });
      expect(of(cc).sources[0]).toMatchObject({ tier: 'OTHER_OFFICIAL' });
      expect(of(cc).sources[0]!.url).toMatch(/^https:\/\/relief\.unboundmedicine\.com\/relief\/view\/cdc-yellow-book\//);
      if (!covered) expect(of(cc).scope).toMatch(/not researched/);
    }
  });

  it('COVERED only with an official source stating the complete list of entry vaccinations, on top of a yellow fever answer, with polio answered', () => {
    const official = { type: 'ORGANIZATION' as const, title: 'WHO country list (test)', url: 'https://example.org/who-country-list', readAt: '2026-11-26', tier: 'OTHER_OFFICIAL' as const };
    const t = table();
    // The table's own whole-list rows are pinned by their pass's tests (Cabo Verde: al-eighth-pass.test.ts);
    // this test replaces them with fixtures. Nepal's polio entry rule was withdrawn by the healthsettle pass: the fixture
    // gives it one back, so that the whole-list row below is answered by a rule as before.
    if (!t.polio!.some((p) => p.territory === 'NPL')) t.polio = [...t.polio!, { territory: 'NPL', text: 'health:polio.npl', countries: ['PAK'], nationalsOnly: false, sources: [official] }];
    t.fullyResearched = [
      { territory: 'SYR', scope: 'WHO country list: no vaccination required at entry.', polio: 'NONE_REQUIRED', sources: [official] },
      { territory: 'EGY', scope: 'WHO country list: yellow fever only.', polio: 'NONE_REQUIRED', sources: [official] },
      // Nepal: polio answered by the table's polio entry rule, no `polio` field needed.
      { territory: 'NPL', scope: 'Country list: yellow fever and polio.', sources: [official] },
      // Iraq: a whole-list source that leaves polio unanswered (a row in the shape written before the field).
      { territory: 'IRQ', scope: 'Country list: yellow fever only.', sources: [official] },
    ];
    const of = (cc: string) => buildCoverage(t).find((c) => c.territories.includes(cc))!;
    expect(of('SYR')).toMatchObject({ status: 'COVERED', finding: 'NONE_REQUIRED', scope: 'WHO country list: no vaccination required at entry.' });
    expect(of('SYR').sources).toContainEqual(official);
    expect(of('EGY')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(of('NPL')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS', scope: 'Country list: yellow fever and polio.' });
    expect(of('IRQ')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
    expect(of('IRQ').scope).toBe('Country list: yellow fever only. Not answered: polio (the source read does not say whether proof of polio vaccination is required).');
    expect(of('IND').status).toBe('PARTIAL'); // yellow fever and polio researched separately do not make COVERED
    const polioTwice = table();
    polioTwice.fullyResearched = [{ territory: 'IND', scope: 'x', polio: 'NONE_REQUIRED', sources: [official] }];
    expect(() => checkTable(polioTwice)).toThrow(/polio NONE_REQUIRED, but the table has a polio entry rule/);
    const noAnswer = table();
    // Antarctica: no yellow fever row (Germany, used before, has one since the sixteenth pass).
    noAnswer.fullyResearched = [{ territory: 'ATA', scope: 'x', sources: [official] }];
    expect(() => checkTable(noAnswer)).toThrow(/no yellow fever answer/);
    const pressOnly = table();
    pressOnly.fullyResearched = [{ territory: 'SYR', scope: 'x', sources: [{ ...official, tier: 'REPORTED', quotes: 'WHO' }] }];
    expect(() => checkTable(pressOnly)).toThrow(/needs an official source/);
  });

  it('A-L pass: Belize, Iraq, Jordan and Libya are NONE_REQUIRED on official summaries of WHO updates, PARTIAL; Belize follows the newer summary over its 2014 page', () => {
    const t = table();
    const coverage = buildHealthRuleFile(t).coverage!;
    const of = (cc: string) => coverage.find((c) => c.territories.includes(cc));
    // Belize became COVERED in the thirteenth pass (health9a: a State Department whole-list row beside
    // this noneRequired row, test/health/health-pass13-partial.test.ts), so its row's own scope is read.
    // Iraq and Libya became COVERED in the sixteenth pass (healthfa: the State Department's Quick Facts of 2025,
    // test/health/health-pass16-a-l.test.ts); Jordan stays PARTIAL (Canada's 2026 page disagrees).
    const WHOLE = ['BLZ', 'IRQ', 'LBY'];
    const scopeOf = (cc: string) => (WHOLE.includes(cc) ? t.noneRequired!.find((n) => n.territory === cc)!.scope : of(cc)!.scope);
    // Jordan has a certificate rule since the Auswärtiges Amt pass (aahealth: Canada's 2026 page and the AA's of 2024,
    // both newer than this summary), which keeps the summary as its superseded third source (test/health/health-aa.test.ts).
    const jor = t.requirements.find((r) => r.territory === 'JOR')!;
    expect(jor.sources[2]!.note).toMatch(/Removal of requirement for yellow fever ICVP: Belize, Iraq, Jordan.*Superseded \(the Auswärtiges Amt pass/);
    for (const [cc, year] of [['BLZ', '2022'], ['IRQ', '2022'], ['LBY', '2021']] as const) {
      expect(of(cc)).toMatchObject({ status: WHOLE.includes(cc) ? 'COVERED' : 'PARTIAL', finding: 'NONE_REQUIRED' });
      expect(scopeOf(cc)).toContain(`WHO's ${year} update`);
      expect(scopeOf(cc)).toMatch(/Polio and other entry vaccinations not researched/);
      expect(of(cc)!.sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
      expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
    }
    expect(scopeOf('BLZ')).toMatch(/followed over the Ministry of Health's 2014 page/);
    expect(t.leftOut.some((l) => l.territory === 'BLZ')).toBe(false);
    // Not answered: no statement at all (NOT_COVERED), never an inferred "none".
    // (Djibouti, The Gambia, Equatorial Guinea and Japan were answered later, by the eighth pass:
    // test/health/al-eighth-pass.test.ts; Austria and Germany by the sixteenth, healthfa, on the advice-page
    // scrapes: test/health/health-pass16-a-l.test.ts, so only those statements exist for them.)
    for (const cc of ['AUT', 'DEU']) expect(of(cc) === undefined || answeredFromScrapes(t, cc)).toBe(true);
  });

  it('A-L pass: Benin, Burundi, Cameroon, the Central African Republic and Congo require a certificate of every traveller, on dated official sources (State Department, CIA World Factbook, Public Health Scotland)', () => {
    const t = table();
    const of = (cc: string) => t.requirements.find((r) => r.territory === cc)!;
    for (const cc of ['BEN', 'BDI', 'CMR', 'CAF', 'COG']) {
      expect(of(cc)).toMatchObject({ scope: 'ALL_TRAVELLERS', riskList: null, includeDirectShortTransit: false });
      expect(of(cc).sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
      expect(of(cc).sources.some((s) => s.publishedAt !== undefined)).toBe(true);
      expect(t.leftOut.some((l) => l.territory === cc)).toBe(false);
    }
    // Congo: Public Health Scotland (2018) states the age, the older State Department sheet (2004) does not.
    expect(of('COG')).toMatchObject({ minimumAge: 'over 9 months', text: 'health:yellowFever.allTravellersFrom9Months' });
    // freshen pass: the AA's and GOV.UK's 2026 pages follow the two older sources.
    expect(of('COG').sources.map((s) => s.publishedAt)).toEqual(['2018-08-28', '2004-05-07', '2026-01-23', '2026-06-02']);
    for (const cc of ['BEN', 'BDI', 'CMR']) expect(of(cc)).toMatchObject({ minimumAge: null, text: 'health:yellowFever.allTravellers' });
    // freshen pass: the Central African Republic's age is now over 9 months (AA, Italy, State Department 2025).
    expect(of('CAF')).toMatchObject({ minimumAge: 'over 9 months', text: 'health:yellowFever.allTravellersFrom9Months' });
    const rules = buildHealthRuleFile(t).rules;
    const required = rules.find((r) => r.id === 'health-yf-cmr-required')!;
    // Every traveller: no condition on earlier stops.
    expect(JSON.stringify(required.conditions)).not.toContain('visitedBefore');
    const coverage = buildCoverage(t).find((c) => c.territories.includes('CMR'))!;
    // COVERED since the Auswärtiges Amt pass (aahealth: its compulsory-vaccination line names yellow fever for every
    // traveller and nothing else; test/health/health-aa.test.ts); PARTIAL with polio open before.
    expect(answeredFromAA(t, 'CMR')).toBe(true);
    expect(coverage).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
    expect(coverage.scope).toMatch(/yellow fever certificate for every traveller/);
  });

  it('A-L pass: Eritrea and Guyana follow the CIA World Factbook (2022: travellers from risk countries, any airport transit there), Guyana over the conflicting 2016 press; Guinea every traveller (State Department, 2017)', () => {
    const t = table();
    const of = (cc: string) => t.requirements.find((r) => r.territory === cc)!;
    for (const cc of ['ERI', 'GUY']) {
      expect(of(cc)).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', riskList: 'WHO', includeDirectShortTransit: true, minimumAge: null, text: 'health:yellowFever.fromRiskCountries' });
      expect(of(cc).sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL']);
      expect(of(cc).sources[0]!.url).toMatch(/^https:\/\/www\.cia\.gov\/the-world-factbook\/about\/archives\/2022\/countries\//);
    }
    expect(of('GUY').sources[0]!.note).toMatch(/Followed over the conflicting July 2016 press reports/);
    expect(t.leftOut.some((l) => l.territory === 'GUY')).toBe(false);
    // Guyana is on the WHO list itself: its own territory never triggers its rule.
    const guy = buildHealthRuleFile(t).rules.find((r) => r.id === 'health-yf-guy-required')!;
    expect(JSON.stringify(guy.conditions)).not.toContain('"GUY",');
    // freshen pass: Guinea's rule is now for arrivals from risk countries (GOV.UK, Canada, AA 2026, cited first);
    // the State Department's 2017 page stays, marked superseded.
    expect(of('GIN')).toMatchObject({ scope: 'FROM_RISK_COUNTRIES', text: 'health:yellowFever.fromRiskCountries' });
    expect(of('GIN').sources.at(-1)!.publishedAt).toBe('2017-01-17');
  });

  it('writes into another ruleset directory and is idempotent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'health-import-'));
    try {
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir }).changed).toBe(true);
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir }).changed).toBe(false);
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir, check: true }).changed).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
