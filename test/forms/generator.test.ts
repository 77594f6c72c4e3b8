// The generated arrival-forms file must match its sourced table, every source must carry a tier
// (REPORTED ones naming the official notice they quote), every text must exist in every locale,
// and "none" rows must become NONE_REQUIRED statements, never records.
import { readFileSync } from 'node:fs';
import { procedureTexts } from '../rules-data/data.js';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFile, DEFAULT_DATA, handAuthoredTerritories, OUT_FILE, toJson, type Table } from '../../scripts/import-forms.js';

const ROOT = resolve(__dirname, '../..');
const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const file = buildFile(table) as {
  coverage: Array<{ topic: string; territories: string[]; status: string; finding: string; sources: Array<{ tier: string }> }>;
  procedures: Array<{ id: string; text: string; location: string; subCategory: string; startDate: string | null }>;
  rules: Array<{ id: string; conditions: { all: Array<{ fact: string; operator: string; value: unknown }> } }>;
};
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];

describe('arrival-forms generator', () => {
  it('the committed rule file is exactly what the table generates', () => {
    expect(readFileSync(join(ROOT, 'rules', OUT_FILE), 'utf8')).toBe(toJson(file));
  });

  it('answers the sampled gaps: the Malaysia Digital Arrival Card, the India e-Arrival Card and All Indonesia', () => {
    const byId = new Map(file.procedures.map((p) => [p.id, p]));
    expect(byId.get('mys-mdac')).toMatchObject({ location: 'MYS', subCategory: 'BEFORE_ARRIVAL', startDate: '2024-01-01' });
    expect(byId.get('ind-e-arrival-card')).toMatchObject({ location: 'IND', subCategory: 'BEFORE_ARRIVAL', startDate: '2025-10-01' });
    expect(byId.get('idn-all-indonesia')).toMatchObject({ location: 'IDN', subCategory: 'BEFORE_ARRIVAL', startDate: '2025-10-01' });
    // Indonesia's card is filed by every arrival, own nationals included: no ownNationality condition.
    const idn = file.rules.find((r) => r.id === 'forms-idn-all-indonesia')!;
    expect(idn.conditions.all.some((c) => c.fact === 'ownNationality')).toBe(false);
    const mys = file.rules.find((r) => r.id === 'forms-mys-mdac')!;
    expect(mys.conditions.all).toContainEqual({ fact: 'passport', operator: 'notIn', value: ['SGP'] });
  });

  it('states coverage per destination: REQUIREMENTS for each form, NONE_REQUIRED only from a none row', () => {
    const req = file.coverage.filter((c) => c.finding === 'REQUIREMENTS').flatMap((c) => c.territories).sort();
    expect(req).toEqual([...new Set(file.procedures.map((p) => p.location))].sort());
    const none = file.coverage.filter((c) => c.finding === 'NONE_REQUIRED').flatMap((c) => c.territories).sort();
    // A none row of a destination whose only forms are cash declarations is folded into its REQUIREMENTS
    // statement (the declaration fires for those carrying the threshold, the none row answers the rest).
    const withForms = new Set(file.procedures.map((p) => p.location));
    expect(none).toEqual(table.none.flatMap((n) => n.territories).filter((t) => !withForms.has(t)).sort());
    expect(none).toEqual(expect.arrayContaining(['GBR']));
    // aaforms gave Hong Kong and Morocco a cash declaration beside their none rows: one REQUIREMENTS statement each, still COVERED.
    for (const t of ['HKG', 'MAR']) expect(file.coverage.find((c) => c.territories[0] === t), t).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    for (const c of file.coverage) {
      expect(c.topic).toBe('ARRIVAL_FORMS');
      expect(c.sources.length).toBeGreaterThan(0);
    }
    // Peru's card is virtual at airports only: nothing required, but PARTIAL.
    // (formsas: its cash declaration makes the statement REQUIREMENTS; the none row's status stays.)
    expect(file.coverage.find((c) => c.territories[0] === 'PER')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // Viet Nam's none row (air arrivals, customs without goods to declare) folds into the statement of its cash
    // declaration (forms6): REQUIREMENTS, and still PARTIAL since land crossings are not answered.
    expect(file.coverage.find((c) => c.territories[0] === 'VNM')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // India's row leaves its exemptions and filing window unsettled: the statement says PARTIAL.
    expect(file.coverage.find((c) => c.territories[0] === 'IND')?.status).toBe('PARTIAL');
  });

  it('models the kinds the sources describe: a pre-travel authorisation (Seychelles), an entry levy at Bali only, a form for one nationality (Honduras)', () => {
    const byId = new Map(file.procedures.map((p) => [p.id, p as unknown as { documentTypes?: string[]; tags: string[]; icon: string; location: string }]));
    // The Seychelles TA is a document of its own, not an arrival card and not a visa-slot answer.
    expect(byId.get('syc-travel-authorisation')).toMatchObject({ location: 'SYC', documentTypes: ['TRAVEL_AUTHORISATION'], icon: 'eta' });
    const syc = file.rules.find((r) => r.id === 'forms-syc-travel-authorisation')! as unknown as { event: { params: { slot: string; group: string } } };
    expect(syc.event.params).toMatchObject({ group: 'DOCUMENTS_AND_FORMS', slot: 'travel-authorisation-syc' });
    // A levy is no document: no documentTypes, its own slot beside All Indonesia, only at Denpasar.
    expect(byId.get('idn-bali-tourist-levy')?.documentTypes).toBeUndefined();
    const bali = file.rules.find((r) => r.id === 'forms-idn-bali-tourist-levy')!;
    expect(bali.conditions.all).toContainEqual({ fact: 'airport', operator: 'in', value: ['DPS'] });
    // Honduras dropped its pre-check on 2023-12-12 except for Nicaraguan citizens (INM notice, reported).
    const hnd = file.rules.find((r) => r.id === 'forms-hnd-prechequeo')!;
    expect(hnd.conditions.all).toContainEqual({ fact: 'passport', operator: 'in', value: ['NIC'] });
    // China's card is the foreigners' card: the SAR and Taiwan passports are left out (README Decisions).
    const chn = file.rules.find((r) => r.id === 'forms-chn-arrival-card')!;
    expect(chn.conditions.all).toContainEqual({ fact: 'passport', operator: 'notIn', value: ['HKG', 'MAC', 'TWN'] });
  });

  it('refuses onlyPassports with exemptPassports, and an unknown kind', () => {
    const form = table.forms.find((f) => f.id === 'hnd-prechequeo')!;
    expect(() => buildFile({ ...table, forms: [...table.forms.filter((f) => f !== form), { ...form, exemptPassports: ['USA'] }] })).toThrow(/exclude each other/);
    expect(() => buildFile({ ...table, forms: [...table.forms.filter((f) => f !== form), { ...form, kind: 'VISA' as never }] })).toThrow(/kind is/);
  });

  it('Peru: nothing to fill in at air arrival (TAM Virtual), PARTIAL because customs was not researched', () => {
    // formsas: Peru's, El Salvador's and Costa Rica's cash declarations make their statements REQUIREMENTS (one statement with the
    // none row's status, README forms4a); no arrival card is modelled there, and the none rows stand.
    expect(file.coverage.find((c) => c.territories[0] === 'PER')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(file.procedures.filter((p) => p.location === 'PER').map((p) => p.id)).toEqual(['per-cash-declaration']);
    // Macao: nothing to fill in since 2013 (a printed slip is handed out), answered in full; El Salvador: customs only.
    expect(file.coverage.find((c) => c.territories[0] === 'MAC')).toMatchObject({ finding: 'NONE_REQUIRED', status: 'COVERED' });
    expect(file.coverage.find((c) => c.territories[0] === 'SLV')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // Morocco dropped the police form on 2019-09-16 (reported; no official copy read): nothing required, answered in full.
    // (aaforms: its cash declaration makes the statement REQUIREMENTS; the none row's status and scope stay.)
    expect(file.coverage.find((c) => c.territories[0] === 'MAR')).toMatchObject({ finding: 'REQUIREMENTS', status: 'COVERED' });
    expect(table.none.find((n) => n.territories.includes('MAR'))!.scope).toMatch(/Police form \(fiche de police/);
    // Costa Rica (TIE form 2017, customs form 2019) and Lebanon (Beirut airport, 2019): air arrivals only, so PARTIAL.
    expect(file.coverage.find((c) => c.territories[0] === 'LBN')).toMatchObject({ finding: 'NONE_REQUIRED', status: 'PARTIAL' });
    expect(file.coverage.find((c) => c.territories[0] === 'CRI')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    for (const t of ['PER', 'SLV', 'CRI']) expect(table.none.some((n) => n.territories.includes(t)), t).toBe(true);
    // Belarus's card is shared with Russia: Russian passports do not fill it in.
    expect(file.rules.find((r) => r.id === 'forms-blr-migration-card')!.conditions.all).toContainEqual({ fact: 'passport', operator: 'notIn', value: ['RUS'] });
  });

  it('every source has a tier, and a REPORTED one names the official notice it quotes', () => {
    for (const row of [...table.forms, ...table.none]) {
      for (const s of row.sources) {
        expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED']).toContain(s.tier);
        if (s.tier === 'REPORTED') expect(s.quotes?.length ?? 0).toBeGreaterThan(10);
        expect(s.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('refuses a territory that a hand-authored file already answers, a none row that has a form, and a REPORTED source without quotes', () => {
    // A form that is not a cash declaration: a none row may stand beside those (they are conditional).
    const form = table.forms.find((f) => f.kind !== 'CASH_DECLARATION')!;
    expect(() => buildFile({ ...table, forms: [{ ...form, id: 'tha-x', territory: 'THA' }] })).toThrow(/hand-authored/);
    expect(() => buildFile({ ...table, none: [{ ...table.none[0]!, territories: [form.territory] }] })).toThrow(/cannot also be NONE_REQUIRED/);
    const noQuotes = { ...form.sources[0]!, tier: 'REPORTED' as const, quotes: undefined };
    expect(() => buildFile({ ...table, forms: [{ ...form, sources: [noQuotes] }] })).toThrow(/quotes/);
    expect(handAuthoredTerritories()).toContain('THA');
  });

  it('every text a record uses exists, with title and description, in every shipped locale', () => {
    for (const locale of LOCALES) {
      const texts = procedureTexts(locale, 'forms') as { arrivalCards: Record<string, { title?: string; description?: string }> };
      for (const p of file.procedures) {
        const key = p.text.replace('forms:arrivalCards.', '');
        expect(texts.arrivalCards[key]?.title, `${locale} ${key}`).toBeTruthy();
        expect(texts.arrivalCards[key]?.description, `${locale} ${key}`).toContain('{{location}}');
      }
    }
  });
});
