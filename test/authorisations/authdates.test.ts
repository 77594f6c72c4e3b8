// authdates (2026-11-27): the hand-authored authorisation records that `npm run coverage:data` listed
// as the stalest (undated: no source had readAt or publishedAt) were re-read. Each official source
// found in a stored copy got readAt 2026-11-27, publishedAt where the copy shows the page's date, and a
// note quoting it; a source not found again keeps its citation with a note saying so (no readAt:
// the provenance notes never say when the page itself was read). The 2026 advice pages of other
// governments (JGNWW/Reisadviezen-buddy, commit 8d9dd4d of 2026-08-22) were added as OTHER_OFFICIAL
// second sources. The mirrored copies (rules/territories/mirror-*.json) are regenerated from the
// origin by scripts/import-territories.ts. Dates below are those the copies show (checked by hand
// against the stored texts), not read back from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
type Source = { type: string; title: string; url: string; tier?: string; readAt?: string; publishedAt?: string; note?: string; quotes?: string };
type Rec = { id: string; sources: Source[]; lastUpdatedAt: string; startDate: string | null };
type RuleFile = { procedures?: Rec[]; coverage?: Array<{ sources: Source[] }> };
const file = (rel: string): RuleFile => JSON.parse(readFileSync(join(ROOT, 'rules', rel), 'utf8')) as RuleFile;
const rec = (rel: string, id: string): Rec => {
  const r = file(rel).procedures?.find((p) => p.id === id);
  if (!r) throw new Error(`${rel}: no ${id}`);
  return r;
};
const byUrl = (r: Rec, url: string): Source => {
  const s = r.sources.find((x) => x.url === url);
  if (!s) throw new Error(`${r.id}: no source ${url}`);
  return s;
};

const RECORDS: Array<[string, string[]]> = [
  ['authorisations/usa-esta.json', ['usa-esta']],
  ['authorisations/can-eta.json', ['can-eta']],
  ['authorisations/gbr-eta.json', ['gbr-eta-etanl-a', 'gbr-eta-etanl-b', 'gbr-eta-etanl-c', 'gbr-eta-etanl-d', 'gbr-visitor-no-visa-before-eta-c', 'gbr-visitor-no-visa-before-eta-d']],
  ['authorisations/nzl-nzeta.json', ['nzl-nzeta']],
  ['authorisations/aus-eta-evisitor.json', ['aus-eta-evisitor']],
  ['domestic/usa-real-id.json', ['usa-real-id']],
];

// The official pages the records cited before this pass, and what became of them.
const RE_READ = [
  ['authorisations/usa-esta.json', 'usa-esta', 'https://www.cbp.gov/travel/international-visitors/esta'],
  ['authorisations/usa-esta.json', 'usa-esta', 'https://www.cbp.gov/travel/international-visitors/frequently-asked-questions-about-visa-waiver-program-vwp-and-electronic-system-travel'],
  ['authorisations/usa-esta.json', 'usa-esta', 'https://www.usa.gov/visa-waiver-esta'],
  ['authorisations/gbr-eta.json', 'gbr-eta-etanl-d', 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-eta-national-list'],
  ['authorisations/gbr-eta.json', 'gbr-eta-etanl-d', 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-electronic-travel-authorisation'],
  ['authorisations/aus-eta-evisitor.json', 'aus-eta-evisitor', 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/evisitor-651'],
] as const;
const NOT_RE_READ = [
  ['authorisations/can-eta.json', 'can-eta', 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html'],
  ['authorisations/gbr-eta.json', 'gbr-eta-etanl-d', 'https://www.gov.uk/eta'],
  ['authorisations/gbr-eta.json', 'gbr-eta-etanl-d', 'https://lewissilkin.com/insights/2025/01/21/uk-drops-eta-requirement-for-airside-transit-passengers'],
  ['authorisations/nzl-nzeta.json', 'nzl-nzeta', 'https://www.immigration.govt.nz/visas/new-zealand-electronic-travel-authority-nzeta/'],
  ['authorisations/nzl-nzeta.json', 'nzl-nzeta', 'https://www.cathaypacific.com/cx/id_ID/travel-information/travel-preparation/travel-advisories/new-travel-requirements-for-passengers-travelling-to-nz.html'],
  ['authorisations/aus-eta-evisitor.json', 'aus-eta-evisitor', 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601'],
  ['domestic/usa-real-id.json', 'usa-real-id', 'https://www.tsa.gov/real-id'],
  ['domestic/usa-real-id.json', 'usa-real-id', 'https://www.tsa.gov/travel/security-screening/identification'],
  ['domestic/usa-real-id.json', 'usa-real-id', 'https://www.dhs.gov/real-id'],
] as const;

function answer(passport: string, airports: string[], date = '2026-12-01'): TripResponseDocument {
  const r = engine().trips(trip([passport], airports.map((airport) => ({ airport, date }))));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
const included = (body: TripResponseDocument, id: string): ProcedureRecord | undefined =>
  body.included.find((r) => r.id === id) as ProcedureRecord | undefined;
const prices = (body: TripResponseDocument, id: string): Array<[number, string]> =>
  (included(body, id)?.attributes.prices ?? []).map((p) => [p.amount, p.currency] as [number, string]);

describe('authdates: every source of the re-read records is dated or says it was not re-read', () => {
  for (const [rel, ids] of RECORDS) {
    for (const id of ids) {
      it(`${id}: each source has readAt or a not-re-read note; the record has a dated source`, () => {
        const r = rec(rel, id);
        for (const s of r.sources) {
          const ok = s.readAt !== undefined || /not re-read/i.test(s.note ?? '');
          expect(ok, `${id}: ${s.title}`).toBe(true);
        }
        const dates = r.sources.map((s) => s.publishedAt ?? s.readAt).filter((d): d is string => !!d);
        expect(dates.length).toBeGreaterThan(0);
      });
    }
  }

  it('coverage statements of these files carry the same dated sources', () => {
    for (const [rel] of RECORDS) {
      for (const c of file(rel).coverage ?? []) {
        for (const s of c.sources) expect(s.readAt !== undefined || /not re-read/i.test(s.note ?? ''), `${rel}: ${s.title}`).toBe(true);
      }
    }
  });

  it('six official pages were found again and read on 2026-11-27, each with a quoting note', () => {
    for (const [rel, id, url] of RE_READ) {
      const s = byUrl(rec(rel, id), url);
      expect(s.readAt, url).toBe('2026-11-27');
      expect(s.note, url).toMatch(/^Re-read 2026-11-27 \(authdates\)/);
      expect(s.note, url).toContain("'");
    }
  });

  it('nine were not found again: the citation stays, without readAt, with a note saying so', () => {
    for (const [rel, id, url] of NOT_RE_READ) {
      const s = byUrl(rec(rel, id), url);
      expect(s.readAt, url).toBeUndefined();
      expect(s.note, url).toMatch(/^Not re-read 2026-11-27 \(authdates\)/);
    }
  });

  it('publishedAt only where the copy shows a date: the ETA National List change of 29 April 2026, the dataset snapshot; none for the undated copies', () => {
    const d = rec('authorisations/gbr-eta.json', 'gbr-eta-etanl-d');
    expect(byUrl(d, 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-eta-national-list').publishedAt).toBe('2026-04-29');
    expect(byUrl(d, 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-electronic-travel-authorisation').publishedAt).toBeUndefined();
    expect(byUrl(rec('authorisations/usa-esta.json', 'usa-esta'), 'https://www.cbp.gov/travel/international-visitors/esta').publishedAt).toBeUndefined();
    for (const [rel, ids] of RECORDS.slice(0, 5)) {
      const s = byUrl(rec(rel, ids[0]!), 'https://github.com/imorte/passport-index-data');
      expect(s.publishedAt).toBe('2026-02-17');
      expect(s.readAt).toBeUndefined();
    }
  });

  it('the 2026 pages of other governments are OTHER_OFFICIAL, dated by their lastModified', () => {
    const want: Array<[string, string, string, string]> = [
      ['authorisations/gbr-eta.json', 'gbr-eta-etanl-c', 'https://travel.gc.ca/destinations/united-kingdom', '2026-08-10'],
      ['authorisations/gbr-eta.json', 'gbr-eta-etanl-c', 'https://www.bmeia.gv.at/reise-services/reiseinformation/land/vereinigtes-koenigreich', '2026-05-04'],
      ['authorisations/gbr-eta.json', 'gbr-eta-etanl-a', 'https://www.smartraveller.gov.au/destinations/europe/united-kingdom', '2026-08-04'],
      ['authorisations/usa-esta.json', 'usa-esta', 'https://www.gov.uk/foreign-travel-advice/usa/entry-requirements', '2026-08-18'],
      ['authorisations/usa-esta.json', 'usa-esta', 'https://www.ireland.ie/en/dfa/overseas-travel/advice/united-states-of-america/', '2026-08-12'],
      ['authorisations/can-eta.json', 'can-eta', 'https://www.ireland.ie/en/dfa/overseas-travel/advice/canada/', '2026-05-29'],
      ['authorisations/nzl-nzeta.json', 'nzl-nzeta', 'https://www.gov.uk/foreign-travel-advice/new-zealand/entry-requirements', '2026-04-22'],
      ['authorisations/aus-eta-evisitor.json', 'aus-eta-evisitor', 'https://www.gov.uk/foreign-travel-advice/australia/entry-requirements', '2026-04-22'],
      ['domestic/usa-real-id.json', 'usa-real-id', 'https://www.smartraveller.gov.au/destinations/americas/united-states-america', '2026-07-20'],
      ['domestic/usa-real-id.json', 'usa-real-id', 'https://www.safetravel.govt.nz/destinations/united-states-of-america', '2026-06-08'],
    ];
    for (const [rel, id, url, date] of want) {
      const s = byUrl(rec(rel, id), url);
      expect(s.tier, url).toBe('OTHER_OFFICIAL');
      expect(s.publishedAt, url).toBe(date);
      expect(s.readAt, url).toBe('2026-11-27');
      expect(s.note, url).toContain('JGNWW/Reisadviezen-buddy');
    }
    // the German page backs the ETA of German passports only (group d), as it writes for them
    expect(rec('authorisations/gbr-eta.json', 'gbr-eta-etanl-d').sources.some((s) => s.url.includes('auswaertiges-amt.de'))).toBe(true);
    expect(rec('authorisations/gbr-eta.json', 'gbr-eta-etanl-c').sources.some((s) => s.url.includes('auswaertiges-amt.de'))).toBe(false);
  });

  it('the mirrored territories carry the re-read sources (the origin was changed and the copies regenerated)', () => {
    const gum = rec('territories/mirror-gum.json', 'terr-gum-usa-esta');
    expect(byUrl(gum, 'https://www.cbp.gov/travel/international-visitors/esta').readAt).toBe('2026-11-27');
    const jey = rec('territories/mirror-jey.json', 'terr-jey-gbr-eta-etanl-d');
    expect(byUrl(jey, 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-eta-national-list').publishedAt).toBe('2026-04-29');
    const nfk = rec('territories/mirror-nfk.json', 'terr-nfk-aus-eta-evisitor');
    expect(byUrl(nfk, 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/evisitor-651').readAt).toBe('2026-11-27');
  });
});

describe('authdates: the facts checked against what was read', () => {
  it('ESTA: Romania stays out (DHS notice pauses ESTA for Romanian citizens); a German passport gets it, also when connecting at JFK', () => {
    expect(included(answer('ROU', ['OTP', 'JFK']), 'usa-esta')).toBeUndefined();
    const dhs = byUrl(rec('authorisations/usa-esta.json', 'usa-esta'), 'https://dhs.gov/electronic-system-travel-authorization-esta');
    expect(dhs.tier).toBe('DESTINATION_GOVERNMENT');
    expect(dhs.note).toContain('pausing implementation of the Electronic System for Travel Authorization (ESTA) for Romanian citizens');
    expect(included(answer('DEU', ['FRA', 'JFK']), 'usa-esta')).toBeDefined();
    expect(included(answer('DEU', ['FRA', 'JFK', 'MEX']), 'usa-esta')).toBeDefined();
  });

  it('UK ETA: European passports from 2 April 2025, none the day before; airside transit at Heathrow needs none', () => {
    const before = answer('FRA', ['CDG', 'LHR'], '2025-04-01');
    const from = answer('FRA', ['CDG', 'LHR'], '2025-04-02');
    const visaIds = (b: TripResponseDocument) =>
      b.data.attributes.informationGroups.filter((g) => g.type === 'VISA_REQUIREMENTS').flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id)));
    expect(visaIds(before)).toEqual(['gbr-visitor-no-visa-before-eta-d']);
    expect(visaIds(from)).toEqual(['gbr-eta-etanl-d']);
    const airside = answer('FRA', ['CDG', 'LHR', 'JFK']);
    expect(airside.included.some((r) => r.id.startsWith('gbr-eta'))).toBe(false);
  });

  it('REAL ID: from 7 May 2025; the text now names TSA ConfirmID (USD 45 since 1 February 2026, reported)', () => {
    const r = included(answer('USA', ['JFK', 'LAX'], '2026-03-01'), 'usa-real-id')!;
    expect(r.attributes.startDate).toBe('2025-05-07');
    const line = (r.attributes.more ?? []).find((m) => m.includes('ConfirmID'));
    expect(line).toContain('February 1, 2026');
    expect(line).toContain('$45');
    expect(line).toContain('10-day');
    const reported = rec('domestic/usa-real-id.json', 'usa-real-id').sources.filter((s) => s.tier === 'REPORTED' && /ConfirmID/.test(s.quotes ?? ''));
    expect(reported.map((s) => s.publishedAt).sort()).toEqual(['2026-01-01', '2026-01-17']);
  });
});

describe('authdates: fees', () => {
  it('NZeTA processing fee: NZD 17 in the app, NZD 23 online, beside the NZD 100 levy; no start date', () => {
    const body = answer('USA', ['LAX', 'AKL']);
    expect(prices(body, 'fee-nzl-nzeta')).toEqual([[17, 'NZD'], [23, 'NZD']]);
    expect(prices(body, 'fee-nzl-ivl-2024')).toEqual([[100, 'NZD']]);
    expect(included(body, 'fee-nzl-nzeta')!.attributes.startDate ?? null).toBeNull();
    const table = JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as { fees: Array<{ id: string; sources: Source[]; prices: Array<{ label: string }> }> };
    const row = table.fees.find((f) => f.id === 'fee-nzl-nzeta')!;
    expect(row.sources.map((s) => s.tier)).toEqual(['OTHER_OFFICIAL', 'OTHER_OFFICIAL', 'OTHER_OFFICIAL']);
    expect(row.sources[0]!.note).toContain("'The NZeTA will cost NZD $17 on the mobile app, or NZD $23 online.'");
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'es-ES']) {
      const labels = (JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'fees.json'), 'utf8')) as { labels: Record<string, string> }).labels;
      for (const p of row.prices) expect(labels[p.label], `${locale} ${p.label}`).toBeTruthy();
    }
    // a visa-required passport gets no NZeTA, hence no NZeTA fee
    expect(included(answer('IND', ['DEL', 'AKL']), 'fee-nzl-nzeta')).toBeUndefined();
  });

  it('the reported UK ETA GBP 20 and NZ levy NZD 100 are now also stated by two 2026 official pages each; start dates unchanged', () => {
    const gbr = rec('fees/gbr-eta.json', 'fee-gbr-eta-2026');
    expect(gbr.startDate).toBe('2026-04-08');
    expect(gbr.sources.filter((s) => s.tier === 'OTHER_OFFICIAL').map((s) => s.publishedAt).sort()).toEqual(['2026-05-04', '2026-07-06']);
    expect(prices(answer('DEU', ['FRA', 'LHR']), 'fee-gbr-eta-2026')).toEqual([[20, 'GBP']]);
    const ivl = rec('fees/nzl-ivl.json', 'fee-nzl-ivl-2024');
    expect(ivl.startDate).toBe('2024-10-01');
    expect(ivl.sources.filter((s) => s.tier === 'OTHER_OFFICIAL').map((s) => s.url)).toEqual([
      'https://www.ireland.ie/en/dfa/overseas-travel/advice/new-zealand/',
      'https://www.0404.go.kr/ntnSafetyInfo/25/detail',
    ]);
  });

  it('CAD 7 (eTA) and AUD 20 (Australian ETA) are still the amounts on 2026 pages', () => {
    const can = rec('fees/can-eta.json', 'fee-can-eta').sources.filter((s) => s.tier === 'OTHER_OFFICIAL');
    expect(can.length).toBe(3);
    expect(can.every((s) => (s.publishedAt ?? '') >= '2026-01-01')).toBe(true);
    const aus = rec('fees/aus-eta.json', 'fee-aus-eta').sources.filter((s) => s.tier === 'OTHER_OFFICIAL');
    expect(aus.map((s) => s.publishedAt).sort()).toEqual(['2026-05-12', '2026-07-07']);
    expect(prices(answer('CAN', ['YYZ', 'SYD']), 'fee-aus-eta')).toEqual([[20, 'AUD']]);
  });
});
