// Issue 22, formsas: arrival forms for the Americas, Asia and Oceania, from the 2026 advice pages of 16 governments kept as
// text in the public repository JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22).
// The pass answered Viet Nam's open point (an OPTIONAL digital arrival card beside its none row; the importer now allows
// OPTIONAL forms there), settled Mexico's FMM and Uzbekistan's cash row, and modelled forms the pages state for Guyana, Grenada,
// Bangladesh and Bhutan. The expectations below were checked by hand against the page texts (quoted in the rows' notes), not
// copied from the generated file: the dates, airports, thresholds and their wording ('more than'), who files and the links.
import { describe, expect, it } from 'vitest';
import { buildFile } from '../../scripts/import-forms.js';
import { file, statement, table, leftOutReasons as leftOut, ruleFacts as facts, arrivalCardText as text, FORMSAS_FORMS, earlierFinding } from './generated.js';

const form = (id: string) => table.forms.find((f) => f.id === id)!;
const proc = (id: string) => file.procedures.find((p) => p.id === id)!;
const none = (t: string) => table.none.find((n) => n.territories.includes(t))!;
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
const NEW_ROWS = ['vnm-digital-arrival-card', 'mex-cash-declaration', 'uzb-cash-declaration', 'guy-ed-form', 'grd-entry-customs-form', 'bgd-ed-card', 'btn-arrival-customs-forms'];
// Step 2: cash declarations that two or more current pages agree on, at destinations partly answered.
const CASH_STEP2 = ['per', 'col', 'slv', 'cri', 'tkm', 'atg', 'lao', 'bhs'].map((t) => `${t}-cash-declaration`);
const KEYS = ['vnmDigitalArrivalCard', 'mexCash', 'uzbCash', 'guyEdForm', 'grdEntryCustomsForm', 'bgdEdCard', 'btnArrivalCustomsForms', 'perCash', 'colCash', 'slvCash', 'criCash', 'tkmCash', 'atgCash', 'laoCash', 'bhsCash'];
// publishedAt = the page's lastModified in the copy, read by hand for each source cited (key: ISO3 source-key); null = no date.
const PAGE_DATES: Record<string, string | null> = {
  'VNM uk': '2026-08-12', 'VNM ca': '2026-07-29', 'VNM it': '2026-06-24', 'VNM ie': '2026-04-22', 'VNM de': '2026-08-19', 'VNM at': '2026-06-11',
  'MEX ca': '2026-08-14', 'MEX au': '2026-07-20', 'MEX es': '2026-07-24', 'MEX de': '2026-08-20', 'MEX at': '2026-08-03',
  'UZB ca': '2026-07-29', 'UZB de': '2026-04-22', 'UZB at': '2026-07-24',
  'GUY fr': '2026-03-06', 'GUY ie': '2026-05-01', 'GRD de': '2026-05-12', 'BGD kr': null, 'BTN kr': null, 'BTN de': '2026-01-28',
  'PER ca': '2026-08-20', 'PER au': '2026-08-20', 'PER at': '2026-08-19', 'COL uk': '2026-08-18', 'COL au': '2026-08-14', 'SLV uk': '2026-06-17',
  'SLV de': '2026-06-26', 'CRI uk': '2026-05-19', 'CRI es': '2026-04-30', 'TKM ca': '2026-08-21', 'TKM de': '2026-02-23', 'TKM au': '2026-06-17',
  'ATG ca': '2026-07-29', 'ATG es': '2026-06-08', 'LAO de': '2026-07-31', 'LAO at': '2026-04-24', 'BHS at': '2026-06-11', 'BHS au': '2026-06-02',
};
const NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/([A-Z]{3})\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-2[12]; lastModified [^)]+\)\. Source of: '/;

describe('formsas: destinations answered', () => {
  it('Bangladesh, Bhutan, Grenada and Guyana get an arrival form and leave leftOut; Grenada moves from not covered to partly', () => {
    expect(FORMSAS_FORMS).toEqual(['BGD', 'BTN', 'GRD', 'GUY']);
    for (const t of FORMSAS_FORMS) {
      expect(leftOut.has(t), t).toBe(false);
      // Guyana's COVERED ED form carries it since the lead's importer change (a cash row beside a COVERED form).
      expect(statement(t), t).toMatchObject({ finding: 'REQUIREMENTS', status: t === 'GUY' ? 'COVERED' : 'PARTIAL' });
      expect(file.procedures.some((p) => p.location === t && p.tags.includes('arrival-card')), t).toBe(true);
    }
    // The rows Bangladesh and Bhutan shared stay for the others, with a line saying where they went.
    expect(leftOut.get('BWA')).toMatch(/Bangladesh \(issue 22, formsas\): answered by the ED card/);
    expect(leftOut.get('AFG')).toMatch(/Bhutan \(issue 22, formsas\): answered by its arrival card/);
    // Grenada's and Guyana's former leftOut reasons are kept in the new rows' notes.
    expect(earlierFinding('GRD')).toMatch(/The row's former leftOut reason, kept: Grenada Customs' page describes/);
    expect(earlierFinding('GUY')).toMatch(/The row's former leftOut reason, kept: An online embarkation\/disembarkation \(ED\) form/);
  });

  it('Kiribati, Nauru and Tuvalu stay not covered, each with a dated formsas line saying what was read', () => {
    for (const t of ['KIR', 'NRU', 'TUV']) {
      expect(statement(t), t).toBeUndefined();
      expect(leftOut.get(t), t).toMatch(/Issue 22, formsas \(2026-11-27\)/);
    }
    expect(leftOut.get('KIR')).toMatch(/Kiribati: the sixteen 2026 pages read again .*not modelled/);
    expect(leftOut.get('NRU')).toMatch(/Nauru: the 2026 pages read again.*not modelled/);
    expect(leftOut.get('TUV')).toMatch(/formsas.*ab einem Wert von 2\.000 AUD deklariert.*not modelled/);
  });

  it('every new row: kind, timing, enforcement and who as the pages word them, an https link', () => {
    const shape = (id: string) => { const f = form(id); return [f.kind ?? 'ARRIVAL_CARD', f.subCategory, f.enforcement, f.who, f.status]; };
    expect(shape('vnm-digital-arrival-card')).toEqual(['ARRIVAL_CARD', 'BEFORE_ARRIVAL', 'OPTIONAL', 'FOREIGN', 'PARTIAL']);
    expect(shape('mex-cash-declaration')).toEqual(['CASH_DECLARATION', 'ON_ARRIVAL', 'MAY_BE_REQUIRED', 'ALL', 'PARTIAL']);
    expect(shape('uzb-cash-declaration')).toEqual(['CASH_DECLARATION', 'ON_ARRIVAL', 'MAY_BE_REQUIRED', 'ALL', 'PARTIAL']);
    // 'Chaque voyageur est tenu de remplir un formulaire en ligne avant chaque entrée', 'All travellers are required'.
    expect(shape('guy-ed-form')).toEqual(['ARRIVAL_CARD', 'BEFORE_ARRIVAL', 'MANDATORY', 'ALL', 'COVERED']);
    // 'Vor der Einreise muss ein Online-Einreise- und Zollformular ausgefüllt ... werden' (German travellers: foreign passports).
    expect(shape('grd-entry-customs-form')).toEqual(['ARRIVAL_CARD', 'BEFORE_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
    expect(shape('bgd-ed-card')).toEqual(['ARRIVAL_CARD', 'BEFORE_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
    expect(shape('btn-arrival-customs-forms')).toEqual(['ARRIVAL_CARD', 'BEFORE_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
    expect(form('guy-ed-form').actions).toEqual([{ label: 'apply', url: 'https://ed.gpf.gov.gy/#/' }]);
    expect(form('bgd-ed-card').actions).toEqual([{ label: 'apply', url: 'https://edcard.specialbranch.gov.bd/foreigner/register' }]);
    expect(form('grd-entry-customs-form').actions).toEqual([{ label: 'moreInformation', url: 'https://www.auswaertiges-amt.de/de/service/laender/grenada-node/grenadasicherheit-220316' }]);
    expect(form('btn-arrival-customs-forms').actions).toEqual([{ label: 'moreInformation', url: 'https://www.0404.go.kr/ntnSafetyInfo/329/detail' }]);
    // Grenada's portal address was read only on a visa agent's page: never linked.
    for (const id of NEW_ROWS) for (const a of form(id).actions) { expect(a.url, id).toMatch(/^https:\/\//); expect(a.url, id).not.toMatch(/edcard\.gov\.gd|dovisa/); }
    // Own nationals: the foreign-only forms test ownNationality, Guyana's does not.
    expect(facts('grd-entry-customs-form')).toContain('ownNationality');
    expect(facts('bgd-ed-card')).toContain('ownNationality');
    expect(facts('guy-ed-form')).toEqual(['checkpointKind', 'territory']);
  });

  it('every source cites the page as the README says: official address, OTHER_OFFICIAL, lastModified (omitted when null), the copy named in the note', () => {
    const seen = new Set<string>();
    const newSources = [...[...NEW_ROWS, ...CASH_STEP2].flatMap((id) => form(id).sources), ...none('MEX').sources.filter((s) => s.note?.includes('JGNWW'))];
    for (const s of newSources) {
      expect([s.type, s.tier, s.readAt]).toEqual(['GOVERNMENT', 'OTHER_OFFICIAL', '2026-11-27']);
      const m = s.note!.match(NOTE);
      expect(m, s.note).not.toBeNull();
      const key = `${m![1]} ${m![2]}`;
      expect(key in PAGE_DATES, key).toBe(true);
      if (PAGE_DATES[key] === null) {
        expect(s.publishedAt, key).toBeUndefined();
        expect(s.note, key).toMatch(/lastModified null: the page gives no date, so publishedAt is omitted/);
      } else expect(s.publishedAt, key).toBe(PAGE_DATES[key]);
      expect(s.title, key).toMatch(/: (Vietnam|Mexico|Uzbekistan|Guyana|Grenada|Bangladesh|Bhutan|Peru|Colombia|El Salvador|Costa Rica|Turkmenistan|Antigua and Barbuda|Laos|Bahamas) travel advice, /);
      seen.add(key);
    }
    expect([...seen].sort()).toEqual(Object.keys(PAGE_DATES).sort());
    // The Auswärtiges Amt's 2026 pages are cited with their own addresses (not the 2024 copy's index page).
    expect(form('uzb-cash-declaration').sources[1]!.url).toBe('https://www.auswaertiges-amt.de/de/service/laender/usbekistan-node/usbekistansicherheit-206790');
  });
});

describe('formsas: Viet Nam, an OPTIONAL form beside a none row', () => {
  it('the digital arrival card is OPTIONAL, at Tan Son Nhat (SGN) only, for foreign passports, from 2026-04-15, linked to the portal', () => {
    const f = form('vnm-digital-arrival-card');
    expect(f.airports).toEqual(['SGN']);
    expect(f.startDate).toBe('2026-04-15');
    expect(f.actions).toEqual([{ label: 'apply', url: 'https://prearrival.immigration.gov.vn/' }]);
    expect(proc('vnm-digital-arrival-card')).toMatchObject({ location: 'VNM', enforcement: 'OPTIONAL', subCategory: 'BEFORE_ARRIVAL', startDate: '2026-04-15', tags: ['arrival-card'] });
    expect(facts('vnm-digital-arrival-card')).toEqual(['airport', 'checkpointKind', 'ownNationality', 'territory']);
  });

  it('disagreement settled by the majority and the newer pages: not mandatory (the UK 2026-08-12, Canada 2026-07-29) over Ireland 2026-04-22 and Italy 2026-06-24', () => {
    const f = form('vnm-digital-arrival-card');
    expect(f.note).toMatch(/not mandatory \(the UK 2026-08-12, Canada 2026-07-29; the Auswärtiges Amt 2026-08-19 'erprobt' and Austria 2026-06-11 'Pilotprojekt' describe a trial\) against Ireland 2026-04-22 \('you are required'\) and Italy 2026-06-24/);
    expect(f.scope).toMatch(/narrower reading.*Italy, 2026-06-24, names Hanoi, Ho Chi Minh City, Da Nang and Phu Quoc/);
    expect(text('en-US', 'vnmDigitalArrivalCard')!.description).toMatch(/it is not mandatory/);
    expect(text('en-US', 'vnmDigitalArrivalCard')!.more!.join(' ')).toMatch(/Ireland's older page says it is required/);
  });

  it('the none row stands (mandatory forms) and sets the status: one REQUIREMENTS statement, PARTIAL, with the cash row and the card', () => {
    expect(none('VNM').status).toBe('PARTIAL');
    expect(none('VNM').scope).toMatch(/row vnm-digital-arrival-card.*beside this none row, which answers the mandatory forms/);
    expect(none('VNM').scope).toMatch(/health declaration from 1 July 2026 \('may be required' on the UK's page of 2026-08-12, required of all travellers on Finland's of 2026-06-08/);
    const s = statement('VNM')!;
    expect(s).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(file.coverage.filter((c) => c.territories.includes('VNM'))).toHaveLength(1);
  });

  it('the importer: an OPTIONAL form may stand beside a none row; a MANDATORY one may not', () => {
    expect(() => buildFile(table)).not.toThrow();
    const mandatory = { ...table, forms: table.forms.map((f) => (f.id === 'vnm-digital-arrival-card' ? { ...f, enforcement: 'MANDATORY' as const } : f)) };
    expect(() => buildFile(mandatory)).toThrow(/VNM has a mandatory form, it cannot also be NONE_REQUIRED/);
    // An OPTIONAL form elsewhere: a none row beside it is accepted too (Laos's digital arrival form is MANDATORY: refused).
    const laosNone = { ...table, none: [...table.none, { territories: ['LAO'], scope: 'test', sources: none('VNM').sources }] };
    expect(() => buildFile(laosNone)).toThrow(/LAO has a mandatory form/);
  });
});

describe('formsas: Mexico and Uzbekistan settled', () => {
  it('Mexico by air: the 2026 pages agree with the INM that no FMM is filled in (the Auswärtiges Amt, Austria, Spain), Canada\'s FMMD is the download after entry', () => {
    const n = none('MEX');
    expect(n.status).toBe('PARTIAL');
    expect(n.scope).toMatch(/the Auswärtiges Amt \(2026-08-20, 'benötigen keine Touristenkarte \.\.\. mehr'\), Austria \(2026-08-03\) and Spain \(2026-07-24\) say no FMM is filled in on air arrival/);
    expect(n.scope).toMatch(/Canada's \(2026-08-14\) 'complete a Multiple Digital Migratory Form \(FMMD\) online upon arrival' is the digital FMM downloaded after entry/);
    expect(n.scope).toMatch(/Not covered: land arrivals \(the UK 2026-07-16, Canada, the Auswärtiges Amt and Austria agree that the FMM is required by land/);
    expect(n.sources.map((s) => s.url)).toEqual(expect.arrayContaining(['https://www.auswaertiges-amt.de/de/service/laender/mexiko-node/mexikosicherheit-213648', 'https://www.bmeia.gv.at/reise-services/reiseinformation/land/mexiko']));
    // The INM's own page stays the first source of the none row.
    expect(n.sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it('Mexico: cash above USD 10,000 ("more than"), every traveller; the statement keeps the none row\'s status', () => {
    expect(form('mex-cash-declaration').scope).toMatch(/more than USD 10,000 or the equivalent/);
    expect(statement('MEX')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(facts('mex-cash-declaration')).toEqual(['checkpointKind', 'territory']);
    for (const l of LOCALES) expect(text(l, 'mexCash')!.description, l).toMatch(/10[.,  ]000/);
    expect(text('en-US', 'mexCash')!.description).toMatch(/more than USD 10,000/);
  });

  it('Uzbekistan: more than USD 2,000 (Canada, the Auswärtiges Amt, Austria) over the UK\'s USD 10,000; the green-corridor none row stands', () => {
    const f = form('uzb-cash-declaration');
    expect(f.scope).toMatch(/foreign currency worth more than USD 2,000 is declared on entry/);
    expect(f.scope).toMatch(/the UK's page \(2026-06-02\) gives USD 10,000/);
    expect(f.note).toMatch(/Ireland \(2025-07-02\) 'Foreigners must complete a Customs Declaration in duplicate on entering Uzbekistan' and Australia \(2026-01-23\) 'Complete 2 customs declaration forms on arrival'/);
    expect(none('UZB').scope).toMatch(/formsas: the cash threshold is now a row of its own \(uzb-cash-declaration: more than USD 2,000/);
    expect(statement('UZB')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(text('en-US', 'uzbCash')!.description).toMatch(/more than USD 2,000/);
    expect(text('en-US', 'uzbCash')!.more!.join(' ')).toMatch(/The UK's page \(2026\) gives USD 10,000/);
  });
});

describe('formsas: texts', () => {
  it('seven keys in en-US, de-DE, fr-FR and es-ES, with the place and the facts of the rows', () => {
    for (const l of LOCALES) for (const k of KEYS) {
      const t = text(l, k);
      expect(t, `${l} ${k}`).toBeDefined();
      expect(t!.description, `${l} ${k}`).toMatch(/^\{\{location\}\}/);
      expect(t!.more!.length, `${l} ${k}`).toBeGreaterThan(0);
    }
    expect(text('de-DE', 'uzbCash')!.description).toMatch(/mehr als 2\.000 USD/);
    expect(text('fr-FR', 'vnmDigitalArrivalCard')!.description).toMatch(/15 avril 2026/);
    expect(text('es-ES', 'grdEntryCustomsForm')!.description).toMatch(/72 horas/);
    expect(text('en-US', 'bgdEdCard')!.description).toMatch(/August 19, 2026/);
    for (const id of [...NEW_ROWS, ...CASH_STEP2]) expect(KEYS, id).toContain(form(id).text);
  });
});

describe('formsas, step 2: cash declarations the current pages agree on', () => {
  it('eight rows: CASH_DECLARATION, MAY_BE_REQUIRED, ON_ARRIVAL, every passport, PARTIAL; each statement keeps its status (PARTIAL)', () => {
    for (const id of CASH_STEP2) {
      const f = form(id);
      expect([f.kind, f.subCategory, f.enforcement, f.who, f.status], id).toEqual(['CASH_DECLARATION', 'ON_ARRIVAL', 'MAY_BE_REQUIRED', 'ALL', 'PARTIAL']);
      expect(facts(id), id).toEqual(['checkpointKind', 'territory']);
      // The Bahamas: its COVERED immigration form (formsfix) carries the statement beside the cash row (lead's importer change).
      expect(statement(f.territory), id).toMatchObject({ finding: 'REQUIREMENTS', status: f.territory === 'BHS' ? 'COVERED' : 'PARTIAL' });
      expect(f.sources.length, id).toBeGreaterThanOrEqual(2);
    }
    // Peru, El Salvador and Costa Rica keep their none rows (air arrivals, the abolished forms); the cash rows stand beside them.
    for (const t of ['PER', 'SLV', 'CRI']) expect(none(t), t).toBeDefined();
  });

  it('thresholds and their wording as the pages state them ("more than" / "or more" / all foreign currency)', () => {
    const d = (k: string) => text('en-US', k)!.description;
    expect(d('perCash')).toMatch(/more than USD 10,000/);
    expect(text('en-US', 'perCash')!.more!.join(' ')).toMatch(/more than USD 30,000 in cash/);
    expect(d('colCash')).toMatch(/more than USD 10,000.*\(DIAN\)/);
    // El Salvador: 'USD 10,000 or more' (the UK) and 'ab einem Wert von 10.000 USD' (the Auswärtiges Amt).
    expect(d('slvCash')).toMatch(/USD 10,000 or more/);
    // Costa Rica: 'igual o superior' (Spain, Law 8204) and 'or more' (the UK).
    expect(d('criCash')).toMatch(/USD 10,000 or more/);
    expect(form('cri-cash-declaration').scope).toMatch(/Law 8204/);
    expect(d('tkmCash')).toMatch(/all foreign currency .*whatever the amount/);
    expect(d('atgCash')).toMatch(/more than USD 10,000/);
    // Laos: 'ab einem Wert von 10.000 USD', 'Beträge ab 10.000 USD' (2026) over the U.S. Quick Facts' USD 2,500 (2025).
    expect(d('laoCash')).toMatch(/USD 10,000 or more/);
    expect(form('lao-cash-declaration').scope).toMatch(/'2,500 USD or equivalent in foreign currency must be declared'\) are older and named in the text, not followed/);
    // The Bahamas: 'ab 10.000 BS$' (Austria) and 'BSD10,000 or more' (Australia) over Spain's 'superiores a 10.000 dólares'.
    expect(d('bhsCash')).toMatch(/BSD 10,000 or more/);
    expect(form('bhs-cash-declaration').scope).toMatch(/Spain's \(2026-06-08\) 'superiores a 10\.000 dólares'.*not followed/);
  });

  it('Antigua and Barbuda: the majority and the newer pages (Canada 2026-07-29, Spain 2026-06-08) over the Auswärtiges Amt\'s "all currency" (2026-04-02)', () => {
    expect(form('atg-cash-declaration').scope).toMatch(/the Auswärtiges Amt's older page \(2026-04-02\) says all local and foreign currency is to be declared \(named in the text, not followed: two newer pages against one\)/);
    expect(text('en-US', 'atgCash')!.more!.join(' ')).toMatch(/Germany's older page \(2026\) says all currency is to be declared/);
  });
});
