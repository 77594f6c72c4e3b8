// Freshness pass 2 (issues 22 and 26, provenance; branch freshen2, 2026-11-27): the 28 records whose newest
// source was more than three years old on 2026-11-27 (`rules lint --max-source-age 1095 --today 2026-11-27`)
// were read again. Re-dated on the 2025-2026 advice pages of JGNWW/Reisadviezen-buddy (commit 8d9dd4d):
// Equatorial Guinea's yellow fever rule (its two records) and Tajikistan's e-visa fee. The other 25 keep their
// sources and carry a dated line saying what was searched. The expected dates, amounts and quoted words are the
// ones read in the mirror's copies (worker/data/latest/GNQ.json and TJK.json), not values read back from the
// generated files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { directTrip } from './trips.js';
import { ROOT } from './reviews.js';
import { ruleRecords as loadRecords, type RuleRecord } from './rule-records.js';
import { expectNwwCitation, type CitedSource } from '../health/nww-citation.js';
import { amounts, datedAnswer, feeRow, record } from '../prices/answers.js';

type Rec = RuleRecord<CitedSource>;
const ruleRecords = (): Map<string, Rec> => loadRecords<CitedSource>();
const newest = (r: Rec) => r.sources.map((s) => s.publishedAt ?? s.readAt ?? '').sort().at(-1)!;
const records = ruleRecords();
const THREE_YEARS_BEFORE = '2023-11-28'; // 1095 days before 2026-11-27
const data = (p: string) => JSON.parse(readFileSync(join(ROOT, 'data', p), 'utf8'));

// Re-dated: the record id and the newest date of the 2025-2026 pages now cited.
const REDATED: Record<string, string> = {
  'yf-gnq-required': '2026-04-23', // Austria (bmeia.gv.at), lastModified 2026-04-23; GOV.UK 2026-01-08, the AA 2025-09-05, Ireland 2025-08-18
  'yf-gnq-met': '2026-04-23',
  'fee-tjk-e-visa': '2026-06-08', // France Diplomatie, lastModified 2026-06-08
};

// The 25 records left over three years old, each with what the pass searched (a dated line in the data table).
const STILL_STALE = [
  'col-pacific-alliance-residents-granted', 'omn-visa-exemption-document-holders-granted', 'mar-e-visa-document-holders-granted',
  'mar-e-visa-document-holders-documents-unknown', 'chl-chn-us-canada-visa-holders-granted', 'chl-chn-us-canada-visa-holders-documents-unknown',
  'sau-gcc-residents-e-visa-documents-unknown',
  'fee-bdi-visa-on-arrival-usa', 'fee-ben-e-visa-range', 'fee-brb-entry-visa', 'fee-bwa-e-visa', 'fee-egy-e-visa', 'fee-gha-visa-on-arrival',
  'fee-jpn-visa-waiver-registration', 'fee-lao-visa-on-arrival-chn', 'fee-mng-e-visa', 'fee-rwa-visa-on-arrival-usa', 'fee-tha-visa-on-arrival',
  'passport-validity-bhr-gcc', 'passport-validity-pry-usa', 'passport-validity-qat-gcc',
  'chl-transit-airside', 'zaf-transit-airside', 'zaf-transit-visa', 'ncl-transit-airside',
];
// terrvalidity (2026-11-28): the U.S. rows of the territories rest on the State Department's country pages of 2023, the only
// U.S. statements in the copies (data/RESEARCH-LOG.md, terrvalidity, Freshness): over three years old from the day they were added.
const TERRVALIDITY_STALE = ['aia', 'blm', 'bmu', 'glp', 'maf', 'msr', 'mtq', 'tca', 'vgb'].map((t) => `passport-validity-${t}-usa`);
// terrforms (2026-11-28): the Dutch Caribbean's cash declaration rests on the State Department's Quick Facts for Bonaire,
// Sint Eustatius and Saba, the only page that states it (data/RESEARCH-LOG.md, terrforms).
const TERRFORMS_STALE = ['bes-cash-declaration'];

describe('freshen2: re-dated records', () => {
  it('each re-dated record now rests on its 2025-2026 page, the older sources kept', () => {
    for (const [id, date] of Object.entries(REDATED)) {
      const r = records.get(id);
      expect(r, id).toBeDefined();
      expect(newest(r!), id).toBe(date);
      expect(r!.sources.some((s) => (s.publishedAt ?? '9999') < THREE_YEARS_BEFORE), `${id} keeps its old source`).toBe(true);
    }
  });

  it('Equatorial Guinea: the 2017 State Department sheet first, then GOV.UK, Ireland, Austria and the AA with their page dates', () => {
    // Merged with healthsettle (lead, 2026-11-27): both passes cited the same GOV.UK, Irish and Austrian pages; the
    // healthsettle citations are kept (same page, same date, same quote), freshen2 adds the AA's travel-documents line.
    const src = records.get('yf-gnq-required')!.sources;
    expect(src.map((s) => s.publishedAt)).toEqual(['2017-02-14', '2026-01-08', '2025-08-18', '2026-04-23', '2025-09-05']);
    expect(records.get('yf-gnq-met')!.sources.map((s) => s.publishedAt)).toEqual(src.map((s) => s.publishedAt));
    const [, uk, ie, at, de] = src;
    expectNwwCitation('GNQ', uk!, /Written for British citizens/);
    expectNwwCitation('GNQ', at!, /Written for Austrian citizens/);
    expectNwwCitation('GNQ', ie!, /Written for Irish citizens/);
    expectNwwCitation('GNQ', de!, /Written for German citizens/);
    expect(uk!.note).toContain("Source of: 'You must have a certificate to prove you’ve had a yellow fever vaccination, due to a risk of yellow fever transmission.'");
    expect(at!.note).toContain("Source of: 'Bei Ein- und Ausreise ist ein internationaler Impfausweis mit gültigem Nachweis einer Gelbfieberimpfung erforderlich.'");
    expect(ie!.note).toContain("Source of: 'The yellow fever vaccination is an entry requirement for Equatorial Guinea");
    expect(de!.note).toContain("Source of: 'Bei Einreise muss ein internationaler Impfausweis mit dem Nachweis einer gültigen Gelbfieberimpfung vorgelegt werden");
    expect(uk!.url).toBe('https://www.gov.uk/foreign-travel-advice/equatorial-guinea/entry-requirements');
    // No page is cited twice.
    expect(new Set(src.map((s) => `${s.url} ${s.publishedAt}`)).size).toBe(src.length);
  });

  it('Equatorial Guinea: the fact is unchanged, a certificate from every traveller, even from a country without yellow fever risk', () => {
    const row = (data('health/who-yellow-fever.json').requirements as Array<{ territory: string; scope: string; minimumAge: unknown }>).find((r) => r.territory === 'GNQ');
    expect(row).toMatchObject({ scope: 'ALL_TRAVELLERS', minimumAge: null });
    const r = engine().trips(directTrip('FRA', 'CDG', 'SSG'));
    expect(r.status).toBe(200);
    const got = (r.body as { included: Array<{ id: string; attributes: { newestSourceDate?: string } }> }).included.find((p) => p.id === 'yf-gnq-required');
    expect(got, 'a French passport flown from Paris is asked for the certificate').toBeDefined();
    expect(got!.attributes.newestSourceDate).toBe('2026-04-23');
  });

  it('Equatorial Guinea: the pages that read a certificate for arrivals from risk countries only are named where the row is kept (decision pinned)', () => {
    // healthsettle settled the dispute (step (a)) in its fullyResearched row, which names the other side; the AA's
    // citation added here says it is counted for neither reading.
    const whole = (data('health/who-yellow-fever.json').fullyResearched as Array<{ territory: string; scope: string }>).find((r) => r.territory === 'GNQ')!;
    expect(whole.scope).toMatch(/Canada \(2026-07-29\) and Italy for arrivals from risk countries/);
    expect(whole.scope).toMatch(/the Auswärtiges Amt \(2025-09-05\) and France \(2026-03-06\) state both readings/);
    const de = records.get('yf-gnq-required')!.sources[4]!;
    expect(de.note).toMatch(/not counted as a whole list for either reading/);
  });

  it('Tajikistan e-visa: USD 50 as before, now resting on France Diplomatie 2026-06-08 (USD 70 with the GBAO permit is not priced)', () => {
    const f = feeRow('fee-tjk-e-visa')!;
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[50, 'USD']]);
    const fr = f.sources.at(-1)! as CitedSource;
    expectNwwCitation('TJK', fr, /Written for French citizens/);
    expect(fr.publishedAt).toBe('2026-06-08');
    expect(fr.note).toContain("'Le coût du visa électronique en sera renchéri (70 USD au lieu de 50 USD pour un visa à entrée simple sans autorisation d’accès au GBAO)'");
    expect(fr.url).toBe('https://www.diplomatie.gouv.fr/fr/information-par-pays/tadjikistan/conseils-aux-voyageurs-entree-sejour');
    const body = datedAnswer('IND', 'DEL', 'DYU');
    expect(amounts(record(body, 'fee-tjk-e-visa'))).toEqual([[50, 'USD']]);
  });
});

describe('freshen2: the records left over three years old', () => {
  it('exactly these 25 records have no source newer than 2023-11-28 (28 before this pass)', () => {
    const stale = [...records.values()].filter((r) => r.sources.length && newest(r) < THREE_YEARS_BEFORE).map((r) => r.id).sort();
    expect(stale).toEqual([...STILL_STALE, ...TERRVALIDITY_STALE, ...TERRFORMS_STALE].sort()); // terrvalidity: plus the 9 territories' U.S. rows; terrforms: BES's cash row
  });

  it('each keeps a dated line of this pass saying what was searched (fee rows in their note, the others in their newest source)', () => {
    for (const id of STILL_STALE) {
      if (id.startsWith('fee-')) {
        expect(feeRow(id)?.note, id).toMatch(/Freshness pass \(branch freshen2, 2026-11-27\): .*(JGNWW\/Reisadviezen-buddy|marcolussetti\/travel-advisories|look-up)/);
        continue;
      }
      const r = records.get(id)!;
      const top = r.sources.reduce((a, b) => ((b.publishedAt ?? '') > (a.publishedAt ?? '') ? b : a));
      expect(top.note, id).toMatch(/Freshness pass \(branch freshen2, 2026-11-27\): /);
    }
  });

  it("Chile's second consulate page states the same transit rule but is undated, so it is named, not cited", () => {
    const r = records.get('chl-transit-airside')!;
    expect(r.sources.every((s) => !s.url.includes('tramites/para-extranjeros'))).toBe(true);
    expect(r.sources[0]!.note).toMatch(/undated in the copy, so it is not added as a newer source/);
    expect(newest(r)).toBe('2017-08-08');
  });

  it("Ghana: Spain's USD 200 is not a Spanish row (the matrix answers 'visa required' for Spanish passports), the open row keeps USD 150", () => {
    const f = feeRow('fee-gha-visa-on-arrival')!;
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[150, 'USD']]);
    expect(f.note).toMatch(/una tasa de 200 dólares USA/);
    expect(data('fees/fees.json').fees.some((x: { id: string }) => x.id.startsWith('fee-gha-visa-on-arrival-esp'))).toBe(false);
  });
});
