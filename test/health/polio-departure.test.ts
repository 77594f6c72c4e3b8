// Issue 26, polio on DEPARTURE: the table rows (who, since when, sources by tier), the importer's checks
// and generated file, and what a traveller sees on trips leaving Pakistan or Afghanistan.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPolioDepartureRuleFile, toJson } from '../../scripts/import-health.js';
import { POLIO_DEPARTURE_FILE, polioDepartureProblems, type PolioDeparture } from '../../scripts/health-polio-departure.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { procedureTexts } from '../rules-data/data.js';
import { engine } from '../helpers.js';
import { table } from './table.js';

const ROOT = resolve(__dirname, '../..');
const PH = 'PUBLIC_HEALTH_REQUIREMENTS';

const rows = (): PolioDeparture[] => table().polioDeparture ?? [];
const row = (cc: string): PolioDeparture => rows().find((r) => r.territory === cc)!;

/** A trip through the given airports on the given dates, with an optional polio dose date and locale. */
function run(passport: string, nodes: { airport: string; arrive?: string; depart?: string }[], polio?: string, locale?: string) {
  const travelNodes = nodes.map((n, i) => {
    const type = i === 0 ? 'ORIGIN' : i === nodes.length - 1 ? 'DESTINATION' : 'TRANSIT';
    const node: Record<string, unknown> = { type, airportCode: n.airport };
    if (n.arrive) node.arrival = { date: n.arrive, time: '06:00' };
    if (n.depart) node.departure = { date: n.depart, time: '23:00' };
    return node;
  });
  const traveller = { passports: [passport], ...(polio ? { vaccinations: { POLIO: { date: polio } } } : {}) };
  const body = { data: { type: 'TRIP', attributes: { traveller, travelNodes, ...(locale ? { locale } : {}) } } };
  const r = engine().trips(body);
  expect(r.status).toBe(200);
  const doc = r.body as TripResponseDocument;
  const health = doc.data.attributes.informationGroups.find((g) => g.type === PH);
  return { doc, groupings: health?.groupings ?? [] };
}

describe('polio departure: the table', () => {
  it('models Pakistan (every traveller, MANDATORY, since 1 June 2014) and Afghanistan (residents and long-term visitors, MAY_BE_REQUIRED)', () => {
    expect(rows().map((r) => r.territory).sort()).toEqual(['AFG', 'PAK']);
    expect(row('PAK')).toMatchObject({ enforcement: 'MANDATORY', travellers: 'ALL', inForceSince: '2014-06-01', text: 'health:polioDeparture.pak' });
    expect(row('AFG')).toMatchObject({ enforcement: 'MAY_BE_REQUIRED', travellers: 'RESIDENTS_AND_LONG_TERM_VISITORS', inForceSince: null, text: 'health:polioDeparture.afg' });
  });

  it("follows Pakistan's own programme page (DESTINATION_GOVERNMENT) over the contrary 2023 press report, and says so", () => {
    const pak = row('PAK');
    const own = pak.sources.find((s) => s.url.startsWith('https://www.endpolio.com.pk/'))!;
    expect(own.tier).toBe('DESTINATION_GOVERNMENT');
    expect(own.note).toMatch(/required for all international travelers from Pakistan, regardless of age/);
    const contrary = pak.sources.find((s) => s.url.includes('thenews.com.pk'))!;
    expect(contrary).toMatchObject({ tier: 'REPORTED', publishedAt: '2023-08-03' });
    expect(contrary.note).toMatch(/Not followed/);
    // The 2014 start date rests on the ministry's statement as the AP reported it.
    expect(pak.sources.find((s) => s.publishedAt === '2014-05-13')!.note).toMatch(/from 1 June 2014/);
  });

  it("rests Afghanistan on WHO's recommendations as official copies give them, with the 2025 statement showing WPV1 there", () => {
    const afg = row('AFG');
    const tiers = afg.sources.map((s) => s.tier);
    expect(tiers).toContain('OTHER_OFFICIAL');
    expect(tiers).not.toContain('DESTINATION_GOVERNMENT'); // no Afghan notice was found: not claimed
    expect(afg.sources.some((s) => /forty-second/.test(s.title) && /18 June 2025/.test(s.note!))).toBe(true);
    expect(afg.sources.some((s) => /may be required on exit/.test(s.note!) && /4 weeks to 12 months/.test(s.note!))).toBe(true);
  });

  it('every source has a tier, a read date, https, and REPORTED ones the notice they quote', () => {
    for (const s of rows().flatMap((r) => r.sources)) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.readAt).toBe('2026-11-27');
      expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'REPORTED']).toContain(s.tier);
      if (s.tier === 'REPORTED') expect(s.quotes).toBeTruthy();
    }
  });

  it('lists the states named only in older lists as left out, with the reason, and models none of them', () => {
    const left = table().polioDepartureLeftOut ?? [];
    const named = left.flatMap((l) => l.territory.split(' '));
    for (const cc of ['NGA', 'SOM', 'MMR', 'IDN', 'PNG', 'MDG', 'YEM', 'CHN', 'CMR', 'SYR', 'GNQ']) {
      expect(named).toContain(cc);
      expect(rows().some((r) => r.territory === cc)).toBe(false);
    }
    for (const l of left) expect(l.reason).toMatch(/Left out|could not be listed/);
  });
});

describe('polio departure: the importer', () => {
  const ok: PolioDeparture = { ...row('PAK') };

  it('accepts the committed rows and rejects rows that would claim more than their sources', () => {
    expect(polioDepartureProblems(rows())).toEqual([]);
    expect(polioDepartureProblems([{ ...ok, travellers: 'RESIDENTS_AND_LONG_TERM_VISITORS' }]).join()).toMatch(/must be MAY_BE_REQUIRED/);
    expect(polioDepartureProblems([{ ...ok, sources: ok.sources.filter((s) => s.tier === 'REPORTED') }]).join()).toMatch(/needs an official source/);
    expect(polioDepartureProblems([ok, ok]).join()).toMatch(/listed twice/);
    expect(polioDepartureProblems([{ ...ok, text: 'health:polio.pak' }]).join()).toMatch(/health:polioDeparture/);
    expect(polioDepartureProblems([{ ...ok, inForceSince: '1 June 2014' }]).join()).toMatch(/inForceSince/);
  });

  it('the committed rules/health/polio-departure.json is what the table generates', () => {
    expect(toJson(buildPolioDepartureRuleFile(table()))).toBe(readFileSync(join(ROOT, 'rules', POLIO_DEPARTURE_FILE), 'utf8'));
  });

  it('keys every rule on the state left (exitTerritory), the met rule on a dose valid at departure (vaccinationsAtExit), in one slot', () => {
    const file = buildPolioDepartureRuleFile(table());
    for (const cc of ['afg', 'pak']) {
      const req = file.rules.find((r) => r.id === `health-polio-exit-${cc}-required`)!;
      const met = file.rules.find((r) => r.id === `health-polio-exit-${cc}-met`)!;
      const leaving = { fact: 'exitTerritory', operator: 'equal', value: cc.toUpperCase() };
      expect((req.conditions as { all: unknown[] }).all).toEqual([leaving]);
      expect((met.conditions as { all: unknown[] }).all).toEqual([leaving, { fact: 'vaccinationsAtExit', operator: 'contains', value: 'POLIO' }]);
      expect(met.priority!).toBeGreaterThan(req.priority!);
      expect(met.event.params).toMatchObject({ slot: 'polio-departure', enforcement: 'NOT_REQUIRED' });
      expect(req.event.params).toMatchObject({ slot: 'polio-departure', enforcement: cc === 'pak' ? 'MANDATORY' : 'MAY_BE_REQUIRED' });
    }
  });
});

describe('polio departure: what the traveller sees', () => {
  it('Karachi -> Dubai: a MANDATORY "Pakistan" grouping in the health group (not the arrival country\'s)', () => {
    const { groupings } = run('PAK', [{ airport: 'KHI', depart: '2026-12-01' }, { airport: 'DXB', arrive: '2026-12-02' }]);
    const pak = groupings.find((g) => g.data.some((d) => d.id === 'polio-exit-pak-required'))!;
    expect(pak.enforcement).toBe('MANDATORY');
    expect(pak.name).toBe('Pakistan');
    expect(pak.transit).toBeUndefined();
  });

  it('Karachi -> Frankfurt: Pakistan\'s departure rule does not count as research on Germany\'s health rules', () => {
    // Germany's HEALTH statement is its own (COVERED since the sixteenth pass, healthfa, on the State
    // Department's Quick Facts): the same whether or not a health record of another territory, Pakistan's
    // departure rule, fired on the leg. Compared with a leg from London, where nothing of Pakistan's applies.
    const { doc, groupings } = run('PAK', [{ airport: 'KHI', depart: '2026-12-01' }, { airport: 'FRA', arrive: '2026-12-02' }]);
    expect(groupings.some((g) => g.data.some((d) => d.id === 'polio-exit-pak-required'))).toBe(true);
    const deu = (doc.data.attributes.coverage ?? []).find((e) => e.territory === 'DEU' && e.topic === 'HEALTH')!;
    const fromLondon = run('PAK', [{ airport: 'LHR', depart: '2026-12-01' }, { airport: 'FRA', arrive: '2026-12-02' }]);
    expect(fromLondon.groupings.some((g) => g.data.some((d) => d.id === 'polio-exit-pak-required'))).toBe(false);
    const deuFromLondon = (fromLondon.doc.data.attributes.coverage ?? []).find((e) => e.territory === 'DEU' && e.topic === 'HEALTH')!;
    expect(deu).toEqual(deuFromLondon);
    expect(deu.tiers).toEqual(['OTHER_OFFICIAL']);
  });

  it('Kabul -> Dubai: MAY_BE_REQUIRED, and the text names the residents-and-long-stay condition', () => {
    const { doc, groupings } = run('AFG', [{ airport: 'KBL', depart: '2026-12-01' }, { airport: 'DXB', arrive: '2026-12-02' }]);
    expect(groupings.find((g) => g.data.some((d) => d.id === 'polio-exit-afg-required'))!.enforcement).toBe('MAY_BE_REQUIRED');
    const rec = doc.included.find((x) => x.id === 'polio-exit-afg-required')!;
    expect(JSON.stringify(rec)).toMatch(/stayed more than 4 weeks/);
  });

  it('leaving Pakistan before an airside transit in Dubai shows a Pakistan grouping, not a transit one', () => {
    const { groupings } = run('GBR', [{ airport: 'KHI', depart: '2026-12-01' }, { airport: 'DXB', arrive: '2026-12-02', depart: '2026-12-02' }, { airport: 'LHR', arrive: '2026-12-03' }]);
    const pak = groupings.find((g) => g.data.some((d) => d.id === 'polio-exit-pak-required'))!;
    expect(pak.name).toBe('Pakistan');
    expect(pak.transit).toBeUndefined();
  });

  it('judges the dose on the day the traveller leaves: 28 days before departure meets it although the arrival is later', () => {
    const leg = [{ airport: 'KHI', depart: '2026-12-01' }, { airport: 'DXB', arrive: '2026-12-02' }];
    const met = run('PAK', leg, '2026-11-03').doc.included.map((x) => x.id);
    expect(met).toContain('polio-exit-pak-met');
    expect(met).not.toContain('polio-exit-pak-required');
    const early = run('PAK', leg, '2026-11-04').doc.included.map((x) => x.id); // 27 days before leaving, 28 before landing
    expect(early).toContain('polio-exit-pak-required');
    expect(early).not.toContain('polio-exit-pak-met');
  });

  it('has its texts in all five locales, each naming the place', () => {
    for (const locale of ['en-US', 'en-GB', 'de-DE', 'es-ES', 'fr-FR']) {
      const { doc } = run('PAK', [{ airport: 'KHI', depart: '2026-12-01' }, { airport: 'DXB', arrive: '2026-12-02' }], undefined, locale);
      const rec = doc.included.find((x) => x.id === 'polio-exit-pak-required')!.attributes as { title: string; description: string };
      expect(rec.title).not.toMatch(/^health:|polioDeparture/);
      expect(rec.description).toMatch(/^(Pakistan|Pakistán) /);
    }
    for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) {
      const block = (procedureTexts(locale, 'health') as Record<string, Record<string, { title?: string; description?: string }>>)['polioDeparture']!;
      for (const key of ['afg', 'pak', 'met']) {
        expect(block[key]!.title, `${locale} ${key}`).toBeTruthy();
        expect(block[key]!.description, `${locale} ${key}`).toContain('{{location}}');
      }
    }
    // British spelling where it differs.
    expect((procedureTexts('en-GB', 'health') as Record<string, Record<string, { description?: string }>>)['polioDeparture']!['pak']!.description).toMatch(/traveller/);
  });
});
