// Official application links of issue 28, seventh links pass (branch links8): Malaysia's eVISA portal
// from its High Commission's own page on kln.gov.my, and the dated e-visa record of Viet Nam for
// Belarusian passports (data/visa-changes) taking its destination's portal as the exemption records
// do. The answers researched again without a citable copy keep no link and say why.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answer, record } from './answers.js';
import { portalTableProblems, type PortalLink, type PortalTable } from '../../src/prices/index.js';
import { build, type ChangesTable } from '../../scripts/import-visa-changes.js';
import type { ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = JSON.parse(readFileSync(join(ROOT, 'data', 'links', 'official-portals.json'), 'utf8')) as PortalTable;
const row = (destination: string, kind = 'e-visa') => table.links.find((l) => l.destination === destination && l.answer === kind);
const leftOut = (destination: string, kind = 'e-visa') => table.leftOut?.find((l) => l.destination === destination && l.answer === kind);
const apply = (url: string) => [{ type: 'LINK', title: 'Apply online', url }];
const linksOf = (body: TripResponseDocument) =>
  body.included.flatMap((r) => ((r as ProcedureRecord).attributes.actions ?? []).map((a) => a.url));

describe('issue 28, seventh links pass: Malaysia', () => {
  it('a Bangladeshi passport gets the e-visa answer with malaysiavisa.imi.gov.my, named by the High Commission in Dhaka (kln.gov.my)', () => {
    const visa = record(answer('BGD', 'DAC', 'KUL'), 'visa-mys-e-visa')!;
    expect(visa.attributes.actions).toEqual(apply('https://malaysiavisa.imi.gov.my/'));
    const mission = visa.attributes.sources.find((s) => s.url === 'https://www.kln.gov.my/web/bgd_dhaka/news-from-mission/-/blogs/9269744');
    expect(mission?.tier).toBe('DESTINATION_GOVERNMENT');
    expect(mission?.publishedAt).toBe('2022-04-01');
  });

  it('a Nigerian passport (another of the 28 e-visa passports) gets the same link', () => {
    expect(record(answer('NGA', 'LOS', 'KUL'), 'visa-mys-e-visa')?.attributes.actions).toEqual(apply('https://malaysiavisa.imi.gov.my/'));
  });

  it('a visa-free passport (United Kingdom) gets no e-visa record and no portal link', () => {
    const body = answer('GBR', 'LHR', 'KUL');
    expect(record(body, 'visa-mys-e-visa')).toBeUndefined();
    expect(linksOf(body)).not.toContain('https://malaysiavisa.imi.gov.my/');
  });

  it('the address sits under the Immigration Department\'s government-reserved domain (imi.gov.my)', () => {
    expect(new URL(row('MYS')!.url).hostname.endsWith('.imi.gov.my')).toBe(true);
  });

  it('Malaysia is no longer left out', () => {
    expect(leftOut('MYS')).toBeUndefined();
  });
});

describe('issue 28, seventh links pass: a dated e-visa record takes its destination\'s portal', () => {
  it('a Belarusian passport to Viet Nam (exemption ended 2025-03-14) gets the e-visa record with Viet Nam\'s portal and both sources', () => {
    const visa = record(answer('BLR', 'MSQ', 'HAN'), 'vnm-e-visa-after-exemption-blr')!;
    expect(visa.attributes.actions).toEqual(apply(row('VNM')!.url));
    const urls = visa.attributes.sources.map((s) => s.url);
    expect(urls).toContain('https://e-services.mps.gov.vn/bocongan/bothutuc/tthc?matt=26277');
    expect(urls).toContain('https://www.vietnam.vn/cs/mien-thi-thuc-cho-cong-dan-12-nuoc');
  });

  const src = { type: 'ORGANIZATION', title: 't', url: 'https://example.org/a', tier: 'REPORTED', readAt: '2026-11-26', quotes: 'q' };
  const portal: PortalLink = { destination: 'VNM', answer: 'e-visa', url: 'https://portal.example.gov.vn/',
    sources: [{ type: 'GOVERNMENT', title: 'p', url: 'https://portal.example.gov.vn/about', readAt: '2026-11-27', tier: 'DESTINATION_GOVERNMENT' }] };
  const portals = new Map([['VNM|e-visa', portal]]);
  const changes = (period: Record<string, unknown>): ChangesTable => ({ readAt: '2026-11-26', changes: [{ id: 'x', destination: 'VNM', summary: 's', sources: [src],
    periods: [{ record: 'x-after', answer: 'VISA_REQUIRED_AFTER_SCHEME', passports: ['BLR'], startDate: '2025-03-15', endDate: null, schemeEnd: '2025-03-14', ...period }] }] } as ChangesTable);
  const proc = (t: ChangesTable) => (build(t, { readAt: '2026-11-26', reviews: [] }, ['BLR', 'VNM'], portals) as { procedures: Array<{ actions?: unknown; sources: Array<{ url: string }> }> }).procedures[0]!;

  it('the importer gives an e-visa period without its own address the portal and the page naming it', () => {
    const p = proc(changes({ visa: 'E_VISA' }));
    expect(p.actions).toEqual([{ label: 'apply', url: 'https://portal.example.gov.vn/' }]);
    expect(p.sources.map((s) => s.url)).toEqual(['https://example.org/a', 'https://portal.example.gov.vn/about']);
  });

  it('a period\'s own address wins, and an embassy-visa period gets no portal', () => {
    expect(proc(changes({ visa: 'E_VISA', apply: 'https://own.example.gov.vn/' })).actions).toEqual([{ label: 'apply', url: 'https://own.example.gov.vn/' }]);
    const embassy = proc(changes({}));
    expect(embassy.actions).toBeUndefined();
    expect(embassy.sources.map((s) => s.url)).toEqual(['https://example.org/a']);
  });
});

describe('issue 28, seventh links pass: the answers still left out', () => {
  // Suriname and Cuba stayed without a link in this pass; the linksfeeds pass linked them from the
  // Canadian and UK advice naming the addresses (test/prices/linksfeeds.test.ts). What this pass pinned
  // still holds: the press reprint alone would not carry the .com link.
  it('Suriname\'s links rest on official pages (OTHER_OFFICIAL), none on the press reprint of the ministry statement', () => {
    for (const kind of ['e-visa', 'eta']) {
      const r = row('SUR', kind)!;
      expect(r.sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
      expect(r.sources.some((s) => s.url.includes('sunieuws'))).toBe(false);
    }
  });

  it('on that report alone the row would be refused: a .com address named only by reports', () => {
    const reported: PortalLink = { destination: 'SUR', answer: 'e-visa', url: 'https://suriname.vfsevisa.com/',
      sources: [{ type: 'ORGANIZATION', title: 'Sunieuws', url: 'https://sunieuws.com/sunieuws/uitleg-over-wijzigingen-in-visum-en-toeristenkaartprocedure/', readAt: '2026-11-27', tier: 'REPORTED', quotes: 'BIBIS statement' }] };
    expect(portalTableProblems({ ...table, links: [reported], leftOut: [] }).join()).toMatch(/suriname\.vfsevisa\.com is named only by reports/);
  });

  it('Cuba\'s link rests on official pages, not on the dpa and Granma reports', () => {
    expect(row('CUB')?.sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
    expect(leftOut('CUB')).toBeUndefined();
  });

  it('every answer researched again in this pass says so in its reason', () => {
    const retried = (table.leftOut ?? []).filter((l) => l.reason.includes('links8'));
    // 20 rows said so; ZWE, TJK, BFA, KNA|eta, SYR and six others were linked by the linksfeeds pass, and
    // COD by the aalinks pass (the Auswärtiges Amt's page names evisa.gouv.cd; test/prices/aalinks.test.ts).
    expect(retried.map((l) => `${l.destination}|${l.answer}`)).toEqual(expect.arrayContaining(['QAT|e-visa', 'LBY|e-visa', 'KNA|e-visa']));
    expect(retried.length).toBeGreaterThanOrEqual(8);
  });

  it('the table passes its own checks', () => {
    expect(portalTableProblems(table)).toEqual([]);
  });
});
