// Branch nwwexempt (issue 28, 2026-11-27): visa reviews and document exemptions read on the 2026 travel
// advice of 16 governments kept as text in JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json,
// commit 8d9dd4d of 2026-08-22), each page written for its own citizens, tier OTHER_OFFICIAL, dated by
// the page's lastModified.
// - Chad, the last unreviewed destination: the German (2026-08-12), Spanish (2026-05-12) and Italian
//   (2026-05-11) pages name the online visa, which agrees with the matrix's 'e-visa' for those three
//   passports; France's page (an embassy visa, 2026-03-13) is named and not followed.
// - Ghana: the e-visa introduced in May 2026 (German, Italian, Austrian pages) overrides the matrix's
//   'visa required' for those three passports from 2026-05-28, the date of the earliest page read.
// - Document exemptions: 2026 pages confirm Georgia's (Spain), Latvia's (France) and Saudi Arabia's
//   (Italy) rows; the 27 top-60 destinations without a row get a finding of what was read.
// The expected values below were written from the pages' sentences (quoted in the comments), not
// copied from the data files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES, type ChangesTable } from '../../scripts/import-visa-changes.js';
import { report } from '../../scripts/report-visa-reviews.js';
import { TABLE, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { visaAnswer } from './trips.js';
import { documentTrip, visaGrouping } from './document-trips.js';
import { ADVICE_PASSPORTS, REVIEWED_IN_NWW, ROOT, matrix, review, reviews } from './reviews.js';

const changes = JSON.parse(readFileSync(join(ROOT, CHANGES), 'utf8')) as ChangesTable;
const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as {
  coverage: Array<{ topic: string; territories: string[]; passports?: string[]; sources: Array<{ url: string; tier: string; publishedAt?: string }> }>;
};
type Table = ExemptionsTable & { notIncluded: { destination: string; reason: string }[] };
const table = JSON.parse(readFileSync(join(ROOT, TABLE), 'utf8')) as Table;
const row = (id: string) => table.exemptions.find((e) => e.id === id)!;

/** Each government's advice site in the copy, and the passport it writes for. */
const SITE: Record<string, RegExp> = {
  DEU: /^https:\/\/www\.auswaertiges-amt\.de\/de\/service\/laender\//,
  ESP: /^https:\/\/www\.exteriores\.gob\.es\/es\/ServiciosAlCiudadano\/Paginas\/Detalle-recomendaciones-de-viaje\.aspx\?trc=/,
  ITA: /^https:\/\/www\.viaggiaresicuri\.it\/find-country\/country\/[A-Z]{3}$/,
  AUT: /^https:\/\/www\.bmeia\.gv\.at\/reise-services\/reiseinformation\/land\//,
  FRA: /^https:\/\/www\.diplomatie\.gouv\.fr\/fr\/information-par-pays\//,
};

const fromCopy = (s: { tier?: string; readAt?: string; note?: string }) => {
  expect(s.tier).toBe('OTHER_OFFICIAL');
  expect(s.readAt).toBe('2026-11-27');
  expect(String(s.note)).toContain('JGNWW/Reisadviezen-buddy');
  expect(String(s.note)).toContain('8d9dd4d');
  expect(String(s.note)).toContain('word-for-word');
};

describe('nwwexempt: Chad, reviewed on the 2026 pages', () => {
  // de (2026-08-12): "ein gültiges Einreisevisum, das mindestens sieben Tage vor Reiseantritt online beantragt werden muss"
  // es (2026-05-12): "A partir del 11 de mayo de 2026, todas las solicitudes de visados para pasaportes ordinarios deberán hacerse en línea"
  // it (2026-05-11): "Il visto d'ingresso è necessario, ottenibile on line: https://evisa.td/"
  const PAGE_DATES: Record<string, string> = { DEU: '2026-08-12', ESP: '2026-05-12', ITA: '2026-05-11' };

  it('one UNCHANGED record claiming exactly the three passports whose page names the online visa, each "e-visa" in the matrix', () => {
    expect(reviews.reviews.filter((r) => r.destination === 'TCD')).toHaveLength(1);
    const r = review('TCD')!;
    expect(r.result).toBe('UNCHANGED');
    expect(r.passports).toEqual(['DEU', 'ESP', 'ITA']);
    expect(REVIEWED_IN_NWW.TCD).toEqual(['DEU', 'ESP', 'ITA']);
    for (const p of r.passports!) expect(matrix.get(`${p}>TCD`), p).toBe('e-visa');
    for (const p of ADVICE_PASSPORTS) expect(r.passports, p).not.toContain(p);
  });

  it("each source is its own government's page, backing only its own passport, dated by the page", () => {
    const r = review('TCD')!;
    expect(r.sources).toHaveLength(3);
    for (const s of r.sources) {
      fromCopy(s);
      const ps = (s as { passports?: string[] }).passports;
      expect(ps).toHaveLength(1);
      expect(SITE[ps![0]!]!.test(s.url), s.url).toBe(true);
      expect(s.publishedAt, s.url).toBe(PAGE_DATES[ps![0]!]);
    }
    expect(r.sources.find((s) => s.url.includes('viaggiaresicuri'))!.note).toContain('https://evisa.td/');
  });

  it("France's embassy wording is named, not followed (no override), and the earlier open questions are carried", () => {
    const r = review('TCD')!;
    expect(matrix.get('FRA>TCD')).toBe('e-visa');
    expect(r.passports).not.toContain('FRA');
    expect(r.passports).not.toContain('AUT');
    expect(r.scope).toContain("Aucun visa tchadien ne peut être délivré à la frontière");
    expect(r.scope).toContain('11 May 2026');
    expect(r.scope).toContain('Before this review (NOT_VERIFIED');
    expect(r.scope).toContain('5 June 2025'); // the US suspension, still flagged
    expect(changes.changes.some((c) => c.destination === 'TCD')).toBe(false);
  });

  it('the generated statements name only the three passports, each with its own page date', () => {
    const mine = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('TCD'));
    expect(mine.length).toBeGreaterThan(0);
    const named = mine.flatMap((c) => c.passports ?? ['ALL']).sort();
    expect(named).toEqual(['DEU', 'ESP', 'ITA']);
    const esp = mine.find((c) => c.passports?.includes('ESP'))!;
    expect(esp.sources.map((s) => s.publishedAt)).toEqual(['2026-05-12']);
  });

  it('the report: all 128 destinations with moving answers reviewed, none left', () => {
    const r = report();
    expect(r.movingDestinations).toHaveLength(128);
    expect(r.movingDestinations.filter((d) => !d.reviewed)).toEqual([]);
  });
});

describe("nwwexempt: Ghana's 2026 e-visa for German, Italian and Austrian passports", () => {
  // de (2026-08-12): "Ghana hat im Mai 2026 ein e-Visa-System zur Onlinebeantragung eingeführt."
  // it (2026-05-28): "e' in vigore l'e-visa, da richiedere prima della partenza tramite la piattaforma https://evisa.immigration.gov.gh/"
  // at (2026-06-03): "Visumpflicht: Ja E-Visum (für Tourismus und Geschäftsreisen) ist online erhältlich"
  const STATED: Record<string, string> = { DEU: '2026-08-12', ITA: '2026-05-28', AUT: '2026-06-03' };
  const mine = changes.changes.filter((c) => c.destination === 'GHA' && c.id.startsWith('gha-evisa-'));

  it('three changes, one per passport, e-visa advised from the earliest page read (2026-05-28), dated by each page', () => {
    expect(mine.map((c) => c.id).sort()).toEqual(['gha-evisa-aut-advised-2026', 'gha-evisa-deu-advised-2026', 'gha-evisa-ita-advised-2026']);
    const earliest = Object.values(STATED).sort()[0];
    for (const c of mine) {
      expect(c.periods).toHaveLength(1);
      const p = c.periods[0]! as unknown as Record<string, unknown>;
      const passport = (p.passports as string[])[0]!;
      expect(p.passports).toEqual([passport]);
      expect(matrix.get(`${passport}>GHA`), passport).toBe('visa required');
      expect(p.answer).toBe('VISA_REQUIRED_ADVISED');
      expect(p.visa).toBe('E_VISA');
      expect(p.apply).toBe('https://evisa.immigration.gov.gh/');
      expect(p.startDate).toBe(earliest);
      expect(p.statedAt).toBe(STATED[passport]);
      expect(String(p.startDate) <= String(p.statedAt)).toBe(true);
      expect(p.endDate).toBeNull();
      // The passport's own government's page first.
      expect(SITE[passport]!.test(c.sources[0]!.url), c.id).toBe(true);
      for (const s of c.sources) fromCopy(s);
    }
  });

  it('the review is CHANGED, claims the three beside the five of reviews12, and not France or Spain (pages before the e-visa)', () => {
    const r = review('GHA')!;
    expect(r.result).toBe('CHANGED');
    expect(r.changes).toEqual(expect.arrayContaining(mine.map((c) => c.id)));
    expect(r.passports).toEqual(['AUS', 'AUT', 'CAN', 'DEU', 'GBR', 'IRL', 'ITA', 'USA']);
    for (const p of ['FRA', 'ESP']) {
      expect(matrix.get(`${p}>GHA`), p).toBe('visa required');
      expect(r.passports, p).not.toContain(p);
    }
    expect(r.scope).toContain('(nwwexempt)');
    expect(r.scope).toContain('2026-03-05'); // France's page, before the e-visa
  });

  it('end to end: a German passport to Accra gets the advised e-visa, a French one the matrix visa', () => {
    const deu = visaAnswer('DEU', 'FRA', 'ACC', 'GHA').ids;
    expect(deu).toContain('gha-evisa-advised-deu');
    expect(deu).not.toContain('visa-gha-visa-required');
    const fra = visaAnswer('FRA', 'CDG', 'ACC', 'GHA').ids;
    expect(fra).toContain('visa-gha-visa-required');
    expect(fra.some((id) => id.startsWith('gha-evisa-advised-'))).toBe(false);
  });
});

describe('nwwexempt: document exemptions on the 2026 pages', () => {
  it("Georgia: Spain's page (2026-04-30) states the rule for every foreigner: a valid Schengen visa or legal residence in Spain, 90 days in 180", () => {
    const r = row('geo-visa-or-residence-holders');
    const s = r.sources.find((x) => x.url.includes('exteriores.gob.es'))!;
    fromCopy(s);
    expect(s.publishedAt).toBe('2026-04-30');
    expect(s.note).toContain('que tengan un visado Schengen válido');
    // The row's issuers cover what the page names (the Schengen group, Spain as an EU state); unchanged.
    expect(r.visas).toContain('SCHENGEN');
    expect(r.residencePermits).toContain('EU');
    expect(r.days).toBe(90);
    expect(r.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it("Latvia: France's page (2026-03-10) confirms the Schengen residence-permit rule (90 days per half-year)", () => {
    const r = row('lva-schengen-residence-permit-holders');
    const s = r.sources.find((x) => x.url.includes('diplomatie.gouv.fr'))!;
    fromCopy(s);
    expect(s.publishedAt).toBe('2026-03-10');
    expect(s.url).toBe('https://www.diplomatie.gouv.fr/fr/information-par-pays/lettonie/conseils-aux-voyageurs-entree-sejour');
    expect(r.residencePermits).toEqual(['SCHENGEN', 'MCO']);
  });

  it("Saudi Arabia: Italy's page (2026-08-16) backs the residence part; the issuers stay as the Saudi announcement names them", () => {
    const r = row('sau-e-visa-document-holders');
    const s = r.sources.find((x) => x.url.includes('viaggiaresicuri'))!;
    fromCopy(s);
    expect(s.publishedAt).toBe('2026-08-16');
    expect(s.note).toContain('residenti legalmente negli Stati Uniti, nel Regno Unito e nei Paesi Schengen');
    expect(r.grants).toBe('E_VISA');
    expect([...r.residencePermits].sort()).toEqual(['EU', 'GBR', 'USA']);
  });

  it('the table keeps 59 rows; each of the 27 top-60 destinations without a row has one nwwexempt finding and still no row', () => {
    expect(table.exemptions).toHaveLength(59);
    const without = ['TUR', 'KOR', 'SGP', 'IRL', 'PHL', 'MYS', 'UKR', 'USA', 'THA', 'JPN', 'VNM', 'IDN', 'ZAF', 'IND', 'BRA', 'CUB', 'GBR', 'CHN', 'KGZ', 'HKG', 'RUS', 'AUS', 'TUN', 'IRN', 'KHM', 'UZB', 'MAC'];
    expect(without).toHaveLength(27);
    for (const t of without) {
      const found = table.notIncluded.filter((n) => n.destination === t && n.reason.includes('(nwwexempt)'));
      expect(found.length, t).toBe(1);
      expect(found[0]!.reason, t).toContain("A page's silence is not a finding that none exists");
      expect(table.exemptions.some((e) => e.destination === t), t).toBe(false);
    }
    // Smartraveller (2026-02-19): "Ireland isn't a part of the Schengen area and doesn't accept Schengen visas".
    expect(table.notIncluded.find((n) => n.destination === 'IRL' && n.reason.includes('(nwwexempt)'))!.reason).toContain("doesn't accept Schengen visas");
  });

  it('end to end: an Indian passport (matrix: visa required) to Tbilisi with a Spanish residence permit needs no visa; without documents, may be required', () => {
    expect(matrix.get('IND>GEO')).toBe('visa required');
    const withPermit = visaGrouping(documentTrip('IND', 'TBS', { documents: [{ type: 'RESIDENCE_PERMIT', issuer: 'ESP', expiryDate: '2029-06-30' }] }), 'Georgia');
    expect(withPermit.enforcement).toBe('NOT_REQUIRED');
    expect(withPermit.ids).toEqual(['geo-visa-or-residence-holders-granted']);
    const none = visaGrouping(documentTrip('IND', 'TBS'), 'Georgia');
    expect(none.enforcement).toBe('MAY_BE_REQUIRED');
  });
});

describe('nwwexempt: 2026 pages appended to reviews that already claim their passport', () => {
  // The kind each page names (its sentence in the source note): an online visa = 'e-visa'; Nepal's tourist
  // visa issued on entry at Kathmandu = 'visa on arrival'.
  const AGREE: Record<string, Record<string, string>> = {
    CMR: { FRA: 'e-visa', AUT: 'e-visa', DEU: 'e-visa' },
    GAB: { AUT: 'e-visa', DEU: 'e-visa' },
    GIN: { DEU: 'e-visa' },
    GNQ: { AUT: 'e-visa' },
    MRT: { AUT: 'e-visa', DEU: 'e-visa' },
    NPL: { AUT: 'visa on arrival' },
    TGO: { AUT: 'e-visa' },
  };

  it('each page backs one passport the review already claimed, on which it agrees with the matrix', () => {
    for (const [d, pages] of Object.entries(AGREE)) {
      const r = review(d)!;
      expect(r.result, d).toBe('UNCHANGED');
      const mine = r.sources.filter((s) => String(s.note).includes('JGNWW/Reisadviezen-buddy'));
      expect(mine.map((s) => (s as { passports?: string[] }).passports![0]).sort(), d).toEqual(Object.keys(pages).sort());
      for (const s of mine) {
        fromCopy(s);
        const p = (s as { passports?: string[] }).passports![0]!;
        expect(r.passports, `${d} ${p}`).toContain(p);
        expect(matrix.get(`${p}>${d}`), `${d} ${p}`).toBe(pages[p]);
        expect(SITE[p]!.test(s.url), s.url).toBe(true);
        expect(String(s.publishedAt) > '2026-02-17', `${d} ${p}: newer than the matrix`).toBe(true);
      }
      expect(r.scope, d).toContain('Also confirmed on 2026-11-27 (nwwexempt)');
    }
  });

  it("a German passport's VISA statement for Mauritania carries the Auswärtiges Amt's date (2026-08-12)", () => {
    const mrt = generated.coverage.find((c) => c.topic === 'VISA' && c.territories.includes('MRT') && c.passports?.includes('DEU'))!;
    expect(mrt.sources.map((s) => s.publishedAt)).toContain('2026-08-12');
  });
});
