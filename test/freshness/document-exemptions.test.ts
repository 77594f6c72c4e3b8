// Exemptions for holders of other documents (data/exemptions -> rules/exemptions/document-exemptions.json):
// the committed files are what the importer writes, the importer refuses inconsistent rows, every
// source is tiered and dated, and a few answers are pinned end to end against the sources' wording.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, expandIssuers, GROUPS, OUT, passportsOf, readPortals, splitWithoutDocuments, TABLE, TESTS, type ExemptionsTable } from '../../scripts/import-document-exemptions.js';
import { MATRIX } from '../../scripts/import-visa-changes.js';
import { engine } from '../helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const read = <T>(rel: string): T => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as T;
const table = read<ExemptionsTable>(TABLE);
const csv = readFileSync(join(ROOT, MATRIX), 'utf8');
const row = (id: string) => table.exemptions.find((e) => e.id === id)!;

describe('data/exemptions -> rules/exemptions/document-exemptions.json', () => {
  it('the committed rule file and rule tests are what the importer writes from the table today', () => {
    const { file, tests } = build(table, csv, readPortals(ROOT));
    expect(read(`rules/${OUT}`)).toEqual(file);
    expect(read(`rules/${TESTS}`)).toEqual(tests);
  });

  it('an e-visa record of the file carries the destination\'s official e-visa portal and the pages naming it; other records none (issue 28)', () => {
    const csvTiny = 'Passport,Destination,Requirement\nCHN,COL,e-visa\nIND,COL,visa required\n';
    const col = { ...row('col-pacific-alliance-residents'), passports: ['CHN', 'IND'] };
    const portal = { destination: 'COL', answer: 'e-visa' as const, url: 'https://portal.example.gov.co/',
      sources: [{ type: 'GOVERNMENT' as const, title: 'Ministry page', url: 'https://ministry.example.gov.co/visa', readAt: '2026-11-26', tier: 'DESTINATION_GOVERNMENT' as const }] };
    type Rec = { id: string; documentTypes: string[]; actions?: { url: string }[]; sources: { url: string }[] };
    const recs = (build({ ...table, exemptions: [col] }, csvTiny, new Map([['COL|e-visa', portal]])).file as unknown as { procedures: Rec[] }).procedures;
    const eVisa = recs.find((p) => p.id === 'col-pacific-alliance-residents-documents-unknown-e-visa')!;
    expect(eVisa.actions).toEqual([{ label: 'apply', url: 'https://portal.example.gov.co/' }]);
    expect(eVisa.sources.map((s) => s.url)).toEqual([...col.sources.map((s) => s.url), 'https://ministry.example.gov.co/visa']);
    const embassy = recs.find((p) => p.id === 'col-pacific-alliance-residents-documents-unknown')!;
    expect(embassy.documentTypes).toEqual(['EMBASSY_VISA']);
    expect(embassy.actions).toBeUndefined();
    // Without a portal for the destination, no record gets a link.
    const bare = (build({ ...table, exemptions: [col] }, csvTiny).file as unknown as { procedures: Rec[] }).procedures;
    expect(bare.every((p) => p.actions === undefined)).toBe(true);
  });

  it('expands SCHENGEN (29 states) and EU (27 states), and refuses an unknown token', () => {
    expect(GROUPS.SCHENGEN).toHaveLength(29);
    expect(GROUPS.EU).toHaveLength(27);
    expect(expandIssuers(['SCHENGEN']).includes('CHE')).toBe(true);
    expect(expandIssuers(['EU']).includes('CHE')).toBe(false);
    expect(expandIssuers(['EU']).includes('CYP')).toBe(true);
    expect(() => expandIssuers(['Schengen'])).toThrow(/unknown issuer/);
  });

  it('matrix-selected passports are those the snapshot answers as listed, never the destination itself', () => {
    const csvTiny = 'Passport,Destination,Requirement\nIND,GEO,visa required\nPAK,GEO,e-visa\nDEU,GEO,365\nGEO,GEO,-1\n';
    expect(passportsOf({ ...row('geo-visa-or-residence-holders') }, csvTiny)).toEqual(['IND', 'PAK']);
  });

  it('without documents: MAY_BE_REQUIRED where the visa is waived or the matrix asks for a visa; else the matrix answer stands with a note', () => {
    const csvTiny = 'Passport,Destination,Requirement\nIND,BHR,e-visa\nNGA,BHR,visa required\n';
    const voa = { ...row('bhr-ind-visa-on-arrival-document-holders'), passports: ['IND', 'NGA'] };
    expect(splitWithoutDocuments(voa, ['IND', 'NGA'], csvTiny)).toEqual({ unknown: ['NGA'], possible: ['IND'] });
    const free = { ...voa, grants: 'NO_VISA' as const };
    expect(splitWithoutDocuments(free, ['IND', 'NGA'], csvTiny)).toEqual({ unknown: ['IND', 'NGA'], possible: [] });
  });

  it('refuses a row without sources or without a qualifying document', () => {
    const bad = structuredClone(table);
    bad.exemptions[0]!.sources = [];
    expect(() => build(bad, csv)).toThrow(/needs sources/);
    const none = structuredClone(table);
    none.exemptions[0]!.visas = [];
    none.exemptions[0]!.residencePermits = [];
    expect(() => build(none, csv)).toThrow(/no qualifying document/);
    const dates = structuredClone(table);
    dates.exemptions[0]!.startDate = '2026-07-02';
    dates.exemptions[0]!.endDate = '2026-07-01';
    expect(() => build(dates, csv)).toThrow(/startDate after endDate/);
  });

  it('a temporary scheme carries its dates on its records (Armenia, 1 January to 1 July 2026)', () => {
    const { file } = build(table, csv) as unknown as { file: { procedures: { id: string; startDate: string | null; endDate: string | null }[] } };
    const arm = file.procedures.filter((p) => p.id.startsWith('arm-ind-temporary-visa-exemption-2026'));
    expect(arm.length).toBeGreaterThan(0);
    for (const p of arm) expect([p.startDate, p.endDate]).toEqual(['2026-01-01', '2026-07-01']);
  });

  it('every source is https, tiered and dated; a REPORTED one names the notice it quotes', () => {
    for (const e of table.exemptions) {
      expect(e.sources.length, e.id).toBeGreaterThan(0);
      for (const s of e.sources) {
        expect(s.url).toMatch(/^https:\/\//);
        expect(['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'REPORTED']).toContain(s.tier);
        expect(s.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (s.tier === 'REPORTED') expect(s.quotes, s.url).toBeTruthy();
      }
    }
  });
});

// End to end through the engine: answers the sources state in words.
const trip = (passport: string, to: string, documents?: { type: string; issuer: string; expiryDate?: string }[]) => ({
  data: { type: 'TRIP', attributes: {
    locale: 'en-GB',
    traveller: { passports: [passport], ...(documents ? { documents } : {}) },
    travelNodes: [
      { type: 'ORIGIN', airportCode: 'DEL', departure: { date: '2026-12-10', time: '02:00', travelMode: 'AIR' } },
      { type: 'DESTINATION', airportCode: to, arrival: { date: '2026-12-10', time: '09:00', travelMode: 'AIR' } },
    ],
  } },
});
/** The ids of every record the response shows (any group). */
function visaIds(request: unknown): string[] {
  const r = engine().trips(request);
  expect(r.status).toBe(200);
  return JSON.stringify(r.body).match(/"id":"[a-z0-9-]+"/g)?.map((m) => m.slice(6, -1)) ?? [];
}

describe('document exemptions through the engine', () => {
  it('Indian passport to Dubai with a US visa: visa on arrival (ICP, October 2024), not the e-visa', () => {
    const ids = visaIds(trip('IND', 'DXB', [{ type: 'VISA', issuer: 'USA', expiryDate: '2030-01-01' }]));
    expect(ids).toContain('are-ind-visa-on-arrival-document-holders-granted');
    expect(ids).not.toContain('visa-are-e-visa');
  });

  it('Indian passport to Dubai with only a Thai visa: the matrix e-visa (Thailand is not a listed issuer)', () => {
    const ids = visaIds(trip('IND', 'DXB', [{ type: 'VISA', issuer: 'THA', expiryDate: '2030-01-01' }]));
    expect(ids).toContain('visa-are-e-visa');
    expect(ids).not.toContain('are-ind-visa-on-arrival-document-holders-granted');
  });

  it('Indian passport to Tbilisi with a UAE residence permit: no Georgian visa (UAE on the MFA list)', () => {
    const ids = visaIds(trip('IND', 'TBS', [{ type: 'RESIDENCE_PERMIT', issuer: 'ARE' }]));
    expect(ids).toContain('geo-visa-or-residence-holders-granted');
  });

  it('Indian passport to Bahrain without documents: the matrix e-visa stands, the visa-on-arrival option noted', () => {
    const ids = visaIds(trip('IND', 'BAH'));
    expect(ids).toContain('visa-bhr-e-visa');
    expect(ids).toContain('bhr-ind-visa-on-arrival-document-holders-possible');
    expect(ids).not.toContain('bhr-ind-visa-on-arrival-document-holders-granted');
  });

  it('Indian passport to Lima without documents: visa may be required, the exemption named', () => {
    const ids = visaIds(trip('IND', 'LIM'));
    expect(ids).toContain('per-chn-ind-visa-or-residence-holders-documents-unknown');
  });

  it('Indian passport to Santo Domingo with a UK residence permit: no Dominican visa (DGM, October 2025)', () => {
    const ids = visaIds(trip('IND', 'SDQ', [{ type: 'RESIDENCE_PERMIT', issuer: 'GBR' }]));
    expect(ids).toContain('dom-visa-or-residence-holders-granted');
    expect(ids).not.toContain('visa-dom-visa-required');
  });

  it('Indian passport to Santo Domingo with a Swiss visa only: the matrix visa (the DGM names EU member states, not all Schengen states)', () => {
    const ids = visaIds(trip('IND', 'SDQ', [{ type: 'VISA', issuer: 'CHE', expiryDate: '2030-01-01' }]));
    expect(ids).toContain('visa-dom-visa-required');
    expect(ids).not.toContain('dom-visa-or-residence-holders-granted');
  });

  it('Nigerian passport to Belize with Canadian permanent residence: no visa; with a Canadian visa only: the matrix visa', () => {
    expect(visaIds(trip('NGA', 'BZE', [{ type: 'RESIDENCE_PERMIT', issuer: 'CAN' }]))).toContain('blz-us-visa-or-us-canada-residents-granted');
    const visaOnly = visaIds(trip('NGA', 'BZE', [{ type: 'VISA', issuer: 'CAN', expiryDate: '2030-01-01' }]));
    expect(visaOnly).not.toContain('blz-us-visa-or-us-canada-residents-granted');
  });

  it('Nigerian passport to Casablanca: with a US visa an e-visa (MFA communiqué, July 2022); with a Japanese visa (Japan listed for residence permits only) none; without documents MAY_BE_REQUIRED', () => {
    expect(visaIds(trip('NGA', 'CMN', [{ type: 'VISA', issuer: 'USA', expiryDate: '2030-01-01' }]))).toContain('mar-e-visa-document-holders-granted');
    expect(visaIds(trip('NGA', 'CMN', [{ type: 'VISA', issuer: 'JPN', expiryDate: '2030-01-01' }]))).not.toContain('mar-e-visa-document-holders-granted');
    expect(visaIds(trip('NGA', 'CMN', [{ type: 'RESIDENCE_PERMIT', issuer: 'JPN' }]))).toContain('mar-e-visa-document-holders-granted');
    expect(visaIds(trip('NGA', 'CMN'))).toContain('mar-e-visa-document-holders-documents-unknown');
  });

  it('Indian passport to Pristina: with a Schengen visa no Kosovo visa (MFA, 15 days); with a UK visa only the matrix visa; without documents MAY_BE_REQUIRED', () => {
    expect(visaIds(trip('IND', 'PRN', [{ type: 'VISA', issuer: 'DEU', expiryDate: '2030-01-01' }]))).toContain('xkx-schengen-visa-or-residence-holders-granted');
    const uk = visaIds(trip('IND', 'PRN', [{ type: 'VISA', issuer: 'GBR', expiryDate: '2030-01-01' }]));
    expect(uk).toContain('visa-xkx-visa-required');
    expect(uk).not.toContain('xkx-schengen-visa-or-residence-holders-granted');
    expect(visaIds(trip('IND', 'PRN'))).toContain('xkx-schengen-visa-or-residence-holders-documents-unknown');
  });

  it('Russian passport to Pristina with a Schengen residence permit: the matrix visa (Kosovo\'s visa regime for Russians of 2022 counts no permit)', () => {
    const ids = visaIds(trip('RUS', 'PRN', [{ type: 'RESIDENCE_PERMIT', issuer: 'DEU' }]));
    expect(ids).toContain('visa-xkx-visa-required');
    expect(ids).not.toContain('xkx-schengen-visa-or-residence-holders-granted');
  });

  it('Indian passport to Buenos Aires: with a US visa no Argentine visa (Resolution 353/2025); with a Schengen visa the matrix visa (the resolution names US visas only)', () => {
    expect(visaIds(trip('IND', 'EZE', [{ type: 'VISA', issuer: 'USA', expiryDate: '2030-01-01' }]))).toContain('arg-ind-us-visa-holders-granted');
    const schengen = visaIds(trip('IND', 'EZE', [{ type: 'VISA', issuer: 'FRA', expiryDate: '2030-01-01' }]));
    expect(schengen).toContain('visa-arg-visa-required');
    expect(schengen).not.toContain('arg-ind-us-visa-holders-granted');
  });

  it('Chinese passport to Buenos Aires with a US visa: no Argentine visa (Resolution 316/2025); a US residence permit alone is not named', () => {
    expect(visaIds(trip('CHN', 'EZE', [{ type: 'VISA', issuer: 'USA', expiryDate: '2030-01-01' }]))).toContain('arg-chn-dom-us-visa-holders-granted');
    expect(visaIds(trip('CHN', 'EZE', [{ type: 'RESIDENCE_PERMIT', issuer: 'USA' }]))).not.toContain('arg-chn-dom-us-visa-holders-granted');
  });
});

describe('matrix-selected passports with an exclusion', () => {
  it('`except` drops a nationality the source excludes from the matrix selection (Kosovo: Russian passports)', () => {
    const csvTiny = 'Passport,Destination,Requirement\nIND,XKX,visa required\nRUS,XKX,visa required\nDEU,XKX,90\n';
    const xkx = row('xkx-schengen-visa-or-residence-holders');
    expect(passportsOf(xkx, csvTiny)).toEqual(['IND']);
    expect(passportsOf({ ...xkx, passports: { matrix: ['visa required'] } }, csvTiny)).toEqual(['IND', 'RUS']);
  });
});

// Fourth pass (branch links5): Albania's exemption rests on the Foreign Ministry's own page, and the
// answer given without documents links the e-Albania visa application (issue 28).
describe('Albania: the Ministry for Europe and Foreign Affairs\' visa regime', () => {
  const body = (documents?: { type: string; issuer: string; expiryDate?: string }[]) => {
    const r = engine().trips(trip('IND', 'TIA', documents));
    expect(r.status).toBe(200);
    return r.body as { included: { id: string; attributes: { actions?: { url: string }[]; sources: { url: string; tier?: string }[] } }[] };
  };

  it('Indian passport to Tirana with a UK residence permit: no Albanian visa, citing the Ministry\'s page as a destination-government source', () => {
    const granted = body([{ type: 'RESIDENCE_PERMIT', issuer: 'GBR' }]).included.find((r) => r.id === 'alb-visa-or-residence-holders-granted');
    expect(granted).toBeDefined();
    const ministry = granted!.attributes.sources.find((s) => s.url === 'https://punetejashtme.gov.al/regjimi-i-vizave-per-te-huajt/');
    expect(ministry?.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('Indian passport to Tirana with a Japanese visa only: the matrix e-visa, linked to the e-Albania visa application (Japan is not a listed issuer)', () => {
    const visa = body([{ type: 'VISA', issuer: 'JPN', expiryDate: '2030-01-01' }]).included.find((r) => r.id === 'visa-alb-e-visa');
    expect(visa?.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://e-albania.al/sherbimi.aspx?kodi=9759' }]);
  });

  it('Indian passport to Tirana without documents: the exemption\'s e-visa record carries the same e-Albania link', () => {
    const unknown = body().included.find((r) => r.id === 'alb-visa-or-residence-holders-documents-unknown-e-visa');
    expect(unknown?.attributes.actions?.map((a) => a.url)).toEqual(['https://e-albania.al/sherbimi.aspx?kodi=9759']);
  });
});
