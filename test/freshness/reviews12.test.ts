// Reviews of branch reviews12 (issue 28, 2026-11-27): the 19 destinations never reviewed, read on the
// official travel advice of Canada, the UK, the US, Australia and Ireland, each for its own citizens
// (word-for-word scrapes of 2026-08-22, tier OTHER_OFFICIAL, dated by each page's last update).
// A page agreeing with the matrix claims its government's passport; a page newer than the matrix that
// states another kind of visa becomes an override for that passport alone (DR Congo, Mali); a
// different length of stay is named in the scope and not claimed. The expected answers below were
// written from the pages' sentences, not from the data files.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, CHANGES, MATRIX, matrixPassports, type ChangesTable } from '../../scripts/import-visa-changes.js';
import { report } from '../../scripts/report-visa-reviews.js';
import { visaAnswer } from './trips.js';
import { ADVICE_PASSPORTS, REVIEWED_IN_12, REVIEWED_IN_NWW, ROOT, claimedOutsideAdvice, expectStillOpen, matrix, review, reviews } from './reviews.js';

const changes = JSON.parse(readFileSync(join(ROOT, CHANGES), 'utf8')) as ChangesTable;
const generated = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as {
  coverage: Array<{ topic: string; territories: string[]; passports?: string[]; scope: string; sources: Array<{ url: string; tier: string; publishedAt?: string }> }>;
};

/** The advice site of each passport's government. */
const SITE: Record<string, RegExp> = {
  CAN: /^https:\/\/travel\.gc\.ca\/destinations\//,
  GBR: /^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+\/entry-requirements$/,
  USA: /^https:\/\/travel\.state\.gov\/content\/travel\/en\/international-travel\/International-Travel-Country-Information-Pages\//,
  AUS: /^https:\/\/www\.smartraveller\.gov\.au\/destinations\//,
  IRL: /^https:\/\/www\.ireland\.ie\/en\/dfa\/overseas-travel\/advice\//,
};

// The matrix answer each claimed passport must have, as the page's sentence states it ('visa required',
// an online visa = 'e-visa', no visa for N days = 'N', no visa without a length = 'visa free' or a number).
const CLAIMS: Record<string, Record<string, string>> = {
  SSD: { CAN: 'e-visa', GBR: 'e-visa', AUS: 'e-visa' },
  SLV: { CAN: '180', GBR: '180' },
  MDA: { AUS: '90', CAN: '90', GBR: '90', IRL: '90', USA: '90' },
  VUT: { AUS: '120' },
  SEN: { CAN: '90', GBR: '90', IRL: '90', USA: '90' },
  MUS: { IRL: '90' },
  LCA: { CAN: '42', GBR: '42', USA: '42' },
  GHA: { AUS: 'visa required', CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  JAM: { AUS: 'visa free', CAN: 'visa free', GBR: 'visa free', IRL: '90' },
  NRU: { CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  YEM: { AUS: 'visa required', CAN: 'visa required', GBR: 'visa required', USA: 'visa required' },
  COG: { CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  TTO: { CAN: 'visa free', GBR: 'visa free', IRL: 'visa free', USA: '90' },
  MEX: { AUS: '180', CAN: '180', GBR: '180', IRL: '180', USA: '180' },
  SDN: { AUS: 'visa required', CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  ERI: { CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  // Mali: four agree; British passports get the e-visa of GOV.UK's page (a change), so the statement names all five.
  MLI: { AUS: 'visa required', CAN: 'visa required', GBR: 'visa required', IRL: 'visa required', USA: 'visa required' },
  // DR Congo: the three passports whose newer advice contradicts the matrix's e-visa (changes).
  COD: { CAN: 'e-visa', GBR: 'e-visa', IRL: 'e-visa' },
};

describe('reviews12: the 18 destinations reviewed on five governments\' advice pages', () => {
  it('reviews the 18 listed, each with one record, and claims exactly the passports whose page agrees (or changes it)', () => {
    expect(Object.keys(CLAIMS).sort()).toEqual([...REVIEWED_IN_12].sort());
    for (const [d, claims] of Object.entries(CLAIMS)) {
      expect(reviews.reviews.filter((r) => r.destination === d), d).toHaveLength(1);
      const r = review(d)!;
      expect(r.reviewedAt, d).toBe('2026-11-27');
      // Ghana: changed by nwwexempt for German, Italian and Austrian passports (the 2026 e-visa); those are not this pass's.
      expect(r.result, d).toBe(d === 'COD' || d === 'MLI' || d === 'GHA' ? 'CHANGED' : 'UNCHANGED');
      expect(r.status, d).toBe('PARTIAL');
      expect((r.passports ?? []).filter((p) => !(REVIEWED_IN_NWW[d] ?? []).includes(p)), d).toEqual(Object.keys(claims).sort());
      for (const [p, answer] of Object.entries(claims)) expect(matrix.get(`${p}>${d}`), `${p}>${d}`).toBe(answer);
      for (const p of (r.passports ?? []).filter((x) => !(REVIEWED_IN_NWW[d] ?? []).includes(x))) expect(ADVICE_PASSPORTS, `${d} ${p}`).toContain(p);
    }
  });

  it("every source is one government's advice page, OTHER_OFFICIAL, dated by the page and read in the named scrape", () => {
    for (const d of REVIEWED_IN_12) {
      const r = review(d)!;
      // Sources added by nwwexempt (the 2026 pages of JGNWW/Reisadviezen-buddy) are checked in nwwexempt.test.ts.
      const own = [...r.sources, ...changes.changes.filter((c) => r.changes?.includes(c.id)).flatMap((c) => c.sources)].filter((s) => !String(s.note).includes('JGNWW/Reisadviezen-buddy'));
      expect(own.length, d).toBeGreaterThan(0);
      for (const s of own) {
        expect(s.tier, d).toBe('OTHER_OFFICIAL');
        expect(s.readAt, d).toBe('2026-11-27');
        expect(String(s.publishedAt), d).toMatch(/^20(1[89]|2[0-6])-\d\d-\d\d$/);
        expect(String(s.note), d).toContain('marcolussetti/travel-advisories');
        expect(String(s.note), d).toContain('bbc331d');
        expect(String(s.note), d).toContain('word-for-word');
        expect(Object.values(SITE).some((re) => re.test(s.url)), s.url).toBe(true);
      }
      // Each claimed passport is backed by its own government's page.
      for (const p of (r.passports ?? []).filter((x) => !(REVIEWED_IN_NWW[d] ?? []).includes(x))) expect(own.some((s) => SITE[p]!.test(s.url)), `${d} ${p}`).toBe(true);
    }
  });

  it("pins page dates read in the scrapes' date fields", () => {
    const date = (d: string, site: string) => {
      const r = review(d)!;
      const all = [...r.sources, ...changes.changes.filter((c) => r.changes?.includes(c.id)).flatMap((c) => c.sources)];
      return all.find((s) => s.url.includes(site))?.publishedAt;
    };
    expect(date('COD', 'travel.gc.ca')).toBe('2026-08-20');
    expect(date('COD', 'gov.uk')).toBe('2026-07-29');
    expect(date('COD', 'ireland.ie')).toBe('2026-06-08');
    expect(date('MLI', 'gov.uk')).toBe('2026-07-10');
    expect(date('MDA', 'travel.state.gov')).toBe('2022-11-09');
    expect(date('VUT', 'smartraveller')).toBe('2025-07-31');
    expect(date('MEX', 'ireland.ie')).toBe('2026-08-13');
  });

  it('names, and does not claim, the passports whose page gives another length of stay or kind of answer', () => {
    const left: Array<[string, string[], string]> = [
      ['SLV', ['USA', 'AUS', 'IRL'], 'up to 90 days'],
      ['VUT', ['CAN', 'USA'], 'stays up to 30 days'],
      ['MUS', ['CAN', 'GBR', 'USA', 'AUS'], '60 days'],
      ['JAM', ['USA'], 'Only for a stay over 90 days'],
      ['TTO', ['AUS'], 'E-Visa Online Portal'],
      ['SSD', ['USA', 'IRL'], 'the kind not named'],
      ['COD', ['USA', 'AUS'], 'older than the matrix'],
    ];
    for (const [d, passports, words] of left) {
      const r = review(d)!;
      for (const p of passports) expect(r.passports, `${d} ${p}`).not.toContain(p);
      expect(r.scope, d).toContain(words);
    }
    // The matrix gives these passports the longer stays the pages contradict: the answers are still the matrix's.
    expect(matrix.get('CAN>VUT')).toBe('120');
    expect(matrix.get('GBR>MUS')).toBe('90');
    expect(matrix.get('IRL>SLV')).toBe('180');
  });

  it('carries each earlier NOT_VERIFIED record into the new scope', () => {
    for (const d of REVIEWED_IN_12) expect(review(d)!.scope, d).toContain('Before this review (NOT_VERIFIED, the other passports, still open):');
    expect(review('MDA')!.scope).toContain('(reviews11)');
    expect(review('MEX')!.scope).toContain('El Comercio');
  });

  it('generates VISA statements per reviewed destination that together name exactly the claimed passports, each once', () => {
    for (const d of REVIEWED_IN_12) {
      const st = generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes(d));
      expect(st.length, d).toBeGreaterThan(0);
      expect(st.flatMap((c) => c.passports ?? []).sort(), d).toEqual([...review(d)!.passports!].sort());
      for (const c of st) expect(c.scope, d).toMatch(/^Reviewed 2026-11-27 \((unchanged|changed)\): /);
    }
  });

  // Lead, session 10: a statement claiming several advice passports no longer cites every government's page for each,
  // so a passport's freshness (newestSourceDate) is its own government's page date, not another's.
  it('each advice passport\'s statement cites only its own government\'s page (Senegal, Mali)', () => {
    const host: Record<string, string> = { CAN: 'travel.gc.ca', GBR: 'www.gov.uk', IRL: 'www.ireland.ie', USA: 'travel.state.gov', AUS: 'www.smartraveller.gov.au' };
    for (const d of ['SEN', 'MLI']) {
      for (const c of generated.coverage.filter((x) => x.topic === 'VISA' && x.territories.includes(d))) {
        expect(c.passports, d).toHaveLength(1);
        const p = c.passports![0]!;
        expect(c.sources.map((s) => new URL(s.url).host), `${d} ${p}`).toEqual([host[p]]);
      }
    }
    // Senegal for British passports: GOV.UK's page of 2026-05-13, not Canada's of 2026-08-20.
    const sen = generated.coverage.find((x) => x.topic === 'VISA' && x.territories.includes('SEN') && x.passports?.includes('GBR'));
    expect(sen?.sources.map((s) => s.publishedAt)).toEqual(['2026-05-13']);
  });
});

describe('reviews12: Chad, still not verified', () => {
  it('keeps one NOT_VERIFIED record with the finding: no page names an online application', () => {
    expect(reviews.reviews.filter((r) => r.destination === 'TCD')).toHaveLength(1);
    const r = review('TCD')!;
    // Since nwwexempt, Chad is reviewed for German, Spanish and Italian passports on their 2026 pages
    // (test/freshness/nwwexempt.test.ts); the reviews12 finding is carried and none of the five is claimed.
    expectStillOpen('TCD');
    expect(claimedOutsideAdvice('TCD')).toEqual([]);
    for (const p of ADVICE_PASSPORTS) expect(r.passports ?? [], p).not.toContain(p);
    expect(r.scope).toContain('(reviews12)');
    expect(r.scope).toContain('Chadian Embassy in Belgium');
    for (const p of ADVICE_PASSPORTS) expect(matrix.get(`${p}>TCD`), p).toBe('e-visa');
    // nwwexempt: statements only for the passports of the 2026 pages it read, none of the five.
    for (const c of generated.coverage.filter((c) => c.topic === 'VISA' && c.territories.includes('TCD'))) {
      for (const p of c.passports ?? ['ALL']) expect(REVIEWED_IN_NWW.TCD, p).toContain(p);
    }
  });
});

describe('reviews12: the report', () => {
  it('counts 127 of the 128 destinations with moving answers as reviewed, Chad the one left', () => {
    const r = report();
    expect(r.movingDestinations).toHaveLength(128);
    // Chad, the one left, was reviewed by nwwexempt (test/freshness/nwwexempt.test.ts).
    expect(r.movingDestinations.filter((d) => !d.reviewed).map((d) => d.destination)).toEqual([]);
  });

  it('counts the seven advice overrides (DR Congo 3, Mali 1, Malawi 3) as OTHER_OFFICIAL', () => {
    const file = JSON.parse(readFileSync(join(ROOT, 'rules/changes/changes-2025-2026.json'), 'utf8')) as { procedures: Array<{ id: string; sources: Array<{ tier?: string }> }> };
    // Ghana's three (gha-evisa-advised-*) are nwwexempt's, pinned in nwwexempt.test.ts.
    const advised = file.procedures.filter((p) => p.id.includes('-advised-') && !p.id.startsWith('gha-'));
    expect(advised.map((p) => p.id).sort()).toEqual([
      'cod-embassy-visa-advised-can', 'cod-embassy-visa-advised-gbr', 'cod-embassy-visa-advised-irl', 'mli-evisa-advised-gbr',
      'mwi-evisa-advised-can', 'mwi-evisa-advised-gbr', 'mwi-evisa-advised-irl',
    ]);
    for (const p of advised) {
      expect(p.sources.some((s) => s.tier === 'OTHER_OFFICIAL'), p.id).toBe(true);
      expect(p.sources.some((s) => s.tier === 'DESTINATION_GOVERNMENT'), p.id).toBe(false);
    }
    // The report counts them among the OTHER_OFFICIAL overrides, beside records other passes sourced from the same
    // advice pages (linksfeeds' portal on Armenia's e-visa exemption record).
    expect(report().overridesByTier.OTHER_OFFICIAL).toBeGreaterThanOrEqual(7);
  });
});

describe('reviews12: the overrides through the engine (2026-12-10)', () => {
  it('Canadian, British and Irish passports to Kinshasa: the embassy visa of their own advice, not the e-visa', () => {
    for (const [p, from] of [['CAN', 'YYZ'], ['GBR', 'LHR'], ['IRL', 'DUB']] as const) {
      const a = visaAnswer(p, from, 'FIH', 'COD');
      expect(a.ids, p).toContain(`cod-embassy-visa-advised-${p.toLowerCase()}`);
      expect(a.ids, p).not.toContain('visa-cod-e-visa');
      expect(a.tiers, p).toContain('OTHER_OFFICIAL');
    }
  });

  it('US, Australian and French passports to Kinshasa: the matrix e-visa', () => {
    for (const [p, from] of [['USA', 'JFK'], ['AUS', 'SYD'], ['FRA', 'CDG']] as const) {
      const a = visaAnswer(p, from, 'FIH', 'COD');
      expect(a.ids, p).toContain('visa-cod-e-visa');
      expect(a.ids.some((id) => id.startsWith('cod-embassy-visa-advised')), p).toBe(false);
    }
  });

  it('British passport to Bamako: the e-visa of GOV.UK; Canadian passport: the matrix visa', () => {
    const gbr = visaAnswer('GBR', 'LHR', 'BKO', 'MLI');
    expect(gbr.ids).toContain('mli-evisa-advised-gbr');
    expect(gbr.ids).not.toContain('visa-mli-visa-required');
    const can = visaAnswer('CAN', 'YYZ', 'BKO', 'MLI');
    expect(can.ids).toContain('visa-mli-visa-required');
    expect(can.ids).not.toContain('mli-evisa-advised-gbr');
  });
});

describe('reviews12: the VISA_REQUIRED_ADVISED answer', () => {
  const passports = matrixPassports(readFileSync(join(ROOT, MATRIX), 'utf8'));
  const mli = changes.changes.find((c) => c.id === 'mli-evisa-gbr-advised-2026')!;
  const cod = changes.changes.find((c) => c.id === 'cod-embassy-visa-advised-can-2026')!;

  it('writes a MANDATORY record with no start or end, dated by the advice, as an embassy visa or an e-visa with its link', () => {
    const out = build({ readAt: '2026-11-27', changes: [cod, mli] }, { readAt: '2026-11-27', reviews: [] }, passports) as { procedures: Array<Record<string, unknown>> };
    expect(out.procedures[0]).toMatchObject({ id: 'cod-embassy-visa-advised-can', text: 'changes:visaRequiredAdvised', enforcement: 'MANDATORY', documentTypes: ['EMBASSY_VISA'], included: ['CAN'], startDate: null, endDate: null, textParams: { statedAt: '2026-08-20' } });
    expect(out.procedures[1]).toMatchObject({ id: 'mli-evisa-advised-gbr', text: 'changes:eVisaRequiredAdvised', documentTypes: ['E_VISA'], included: ['GBR'], startDate: null, textParams: { statedAt: '2026-07-10' } });
    expect(out.procedures[1]!.actions).toEqual([{ label: 'apply', url: 'https://diplomatiemdc.gouv.ml/vitrine/' }]);
  });

  it('refuses it without the advice date, with an end date or a start after the advice, or for every foreign passport', () => {
    const run = (edit: (c: ChangesTable) => void) => {
      const t: ChangesTable = structuredClone({ readAt: '2026-11-27', changes: [cod] });
      edit(t);
      return () => build(t, { readAt: '', reviews: [] }, passports);
    };
    expect(run(() => undefined)).not.toThrow();
    expect(run((t) => { delete t.changes[0]!.periods[0]!.statedAt; })).toThrow(/VISA_REQUIRED_ADVISED/);
    expect(run((t) => { t.changes[0]!.periods[0]!.startDate = '2026-01-05'; })).not.toThrow();
    expect(run((t) => { t.changes[0]!.periods[0]!.startDate = '2026-08-21'; })).toThrow(/VISA_REQUIRED_ADVISED/);
    expect(run((t) => { t.changes[0]!.periods[0]!.endDate = '2027-01-01'; })).toThrow(/VISA_REQUIRED_ADVISED/);
    expect(run((t) => { t.changes[0]!.periods[0]!.passports = 'ALL_FOREIGN'; })).toThrow(/VISA_REQUIRED_ADVISED/);
  });

  it('has both texts in every locale, naming the place and the advice date', () => {
    for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) {
      const texts = JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'changes.json'), 'utf8')) as Record<string, { title: string; description: string }>;
      for (const key of ['visaRequiredAdvised', 'eVisaRequiredAdvised']) {
        expect(texts[key]?.title, `${locale} ${key}`).toContain('{{statedAt}}');
        expect(texts[key]?.description, `${locale} ${key}`).toContain('{{location}}');
      }
    }
  });
});

describe('reviews12: Malawi, a visa again for Canadian, British and Irish passports (already reviewed destination)', () => {
  const mwi = reviews.reviews.filter((r) => r.destination === 'MWI');
  const ours = mwi.find((r) => r.result === 'CHANGED')!;

  it('adds one CHANGED review for the three passports whose 2026 advice says a visa is required, the matrix still answering 30 days', () => {
    expect(mwi).toHaveLength(2);
    expect(ours.reviewedAt).toBe('2026-11-27');
    expect(ours.passports).toEqual(['CAN', 'GBR', 'IRL']);
    expect(ours.changes).toEqual(['mwi-visa-advised-can-2026', 'mwi-visa-advised-gbr-2026', 'mwi-visa-advised-irl-2026']);
    for (const p of ['CAN', 'GBR', 'IRL', 'USA', 'AUS']) expect(matrix.get(`${p}>MWI`), p).toBe('30');
    // US and Australian pages are older than the change: named, not changed.
    expect(ours.scope).toContain('2024-12-30');
    expect(ours.scope).toContain('2025-07-07');
    const earlier = mwi.find((r) => r.result === 'UNCHANGED')!;
    expect(earlier.scope).toContain('Superseded for Canadian, British and Irish passports');
  });

  it('starts every period on 2026-01-05 (GOV.UK\'s first statement), each dated by its own advice, as an e-visa with the portal the pages name', () => {
    for (const [p, statedAt, site] of [['can', '2026-08-06', SITE.CAN!], ['gbr', '2026-07-03', SITE.GBR!], ['irl', '2026-02-03', SITE.IRL!]] as const) {
      const c = changes.changes.find((x) => x.id === `mwi-visa-advised-${p}-2026`)!;
      expect(c.periods).toEqual([expect.objectContaining({ answer: 'VISA_REQUIRED_ADVISED', passports: [p.toUpperCase()], startDate: '2026-01-05', endDate: null, statedAt, visa: 'E_VISA', apply: 'https://evisa.gov.mw/' })]);
      expect(c.sources).toHaveLength(1);
      expect(c.sources[0]!.tier).toBe('OTHER_OFFICIAL');
      expect(c.sources[0]!.publishedAt).toBe(statedAt);
      expect(site.test(c.sources[0]!.url)).toBe(true);
    }
    const gbr = changes.changes.find((x) => x.id === 'mwi-visa-advised-gbr-2026')!;
    expect(String(gbr.sources[0]!.note)).toContain('2026-01-05');
  });

  it('British passport to Lilongwe on 2026-12-10: the visa; US passport: the matrix', () => {
    const gbr = visaAnswer('GBR', 'LHR', 'LLW', 'MWI');
    expect(gbr.ids).toContain('mwi-evisa-advised-gbr');
    expect(gbr.ids).not.toContain('visa-mwi-visa-free-30');
    expect(visaAnswer('USA', 'JFK', 'LLW', 'MWI').ids).toContain('visa-mwi-visa-free-30');
  });
});
