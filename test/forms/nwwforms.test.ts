// Issue 22, nwwforms: arrival forms from the 2026 advice pages of 16 governments, kept as text in the public repository
// JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22). The pass read the 18
// destinations the table did not answer (ARRIVAL_FORMS 35 / 146 / 18 at ruleset 2026.11.27-94) and answered seven:
// Algeria's police form and cash declaration, Tajikistan's customs declaration form, and the cash declarations of Libya,
// Mozambique, Guinea, Pakistan and Syria. The expectations below were checked against the page texts (quoted in the rows'
// notes), not copied from the generated file: the amounts, their wording ('more than' / 'or more'), the pages' dates.
import { describe, expect, it } from 'vitest';
import { file, statement, table, leftOutReasons as leftOut, arrivalCardText as text, NWWFORMS, NWWFORMS_CASH, NWWFORMS_FORMS, FORMSAS_FORMS, earlierFinding } from './generated.js';

const BRIEF = 'AND COM DZA GIN GRD KIR LBY MOZ NER NRU PAK PSE SDN SOM SSD SYR TJK TUV'.split(' ');
const STILL_OPEN = ['AND', 'COM', 'GRD', 'KIR', 'NER', 'NRU', 'PSE', 'SDN', 'SOM', 'SSD', 'TUV'];
const form = (id: string) => table.forms.find((f) => f.id === id)!;
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
const NEW_ROWS = ['dza-police-form', 'dza-cash-declaration', 'tjk-customs-declaration', 'lby-cash-declaration', 'moz-cash-declaration', 'gin-cash-declaration', 'pak-cash-declaration', 'syr-cash-declaration'];
const CASH_ROWS = NEW_ROWS.filter((id) => id.endsWith('-cash-declaration'));
// publishedAt = the page's lastModified in the copy, read by hand for each source cited (key: ISO3 source-key).
const PAGE_DATES: Record<string, string> = {
  'LBY uk': '2026-07-21', 'LBY de': '2025-11-26', 'DZA it': '2026-07-26', 'DZA fr': '2026-03-02', 'TJK ie': '2026-03-23',
  'TJK it': '2026-05-27', 'TJK uk': '2026-08-19', 'TJK au': '2026-07-30', 'MOZ uk': '2026-08-20', 'MOZ es': '2026-03-13',
  'GIN fr': '2026-03-06', 'GIN it': '2026-06-09', 'GIN es': '2026-05-22', 'PAK at': '2026-03-31', 'SYR de': '2026-07-22',
};

describe('nwwforms: the 18 not covered destinations', () => {
  it('seven are answered, eleven stay left out with this pass\'s note; the form rows leave leftOut, the cash-only ones keep it', () => {
    const stated = new Set(file.coverage.flatMap((c) => c.territories));
    expect(NWWFORMS).toEqual(['DZA', 'GIN', 'LBY', 'MOZ', 'PAK', 'SYR', 'TJK']);
    // formsas answered Grenada later (its online entry and customs form, the Auswärtiges Amt's 2026 page): it leaves leftOut.
    expect(BRIEF.filter((t) => stated.has(t))).toEqual([...NWWFORMS, ...FORMSAS_FORMS.filter((t) => BRIEF.includes(t))].sort());
    for (const t of STILL_OPEN.filter((s) => !FORMSAS_FORMS.includes(s))) {
      expect(statement(t), t).toBeUndefined();
      expect(leftOut.get(t), `${t}: left out with this pass's note`).toMatch(/nwwforms/);
    }
    for (const t of NWWFORMS_FORMS) expect(leftOut.has(t), t).toBe(false);
    // formsown: Pakistan left leftOut (its disembarkation card); the note it kept moved to that row (earlierFinding).
    for (const t of NWWFORMS_CASH) expect(earlierFinding(t), t).toMatch(/nwwforms.*now modelled/);
    for (const t of NWWFORMS) expect(statement(t)!.status, t).toBe('PARTIAL');
  });

  it('kinds, timing, enforcement and who, as the pages word them', () => {
    for (const id of CASH_ROWS) {
      const f = form(id);
      expect([f.kind, f.subCategory, f.enforcement, f.who, f.status], id).toEqual(['CASH_DECLARATION', 'ON_ARRIVAL', 'MAY_BE_REQUIRED', 'ALL', 'PARTIAL']);
    }
    // 'è richiesta la compilazione di un modulo' at passport control; Ireland: 'Visitors must fill in a Customs Declaration Form when arriving'.
    for (const id of ['dza-police-form', 'tjk-customs-declaration']) {
      const f = form(id);
      expect(f.kind ?? 'ARRIVAL_CARD', id).toBe('ARRIVAL_CARD');
      expect([f.subCategory, f.enforcement, f.who, f.status], id).toEqual(['ON_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
    }
    for (const id of NEW_ROWS) for (const a of form(id).actions) expect(a.url, id).toMatch(/^https:\/\//);
    expect(form('tjk-customs-declaration').actions[0]!.url).toBe('https://www.ireland.ie/en/dfa/overseas-travel/advice/tajikistan/');
    expect(form('dza-police-form').actions[0]!.url).toBe('https://www.viaggiaresicuri.it/find-country/country/DZA');
    expect(form('lby-cash-declaration').actions[0]!.url).toBe('https://www.gov.uk/foreign-travel-advice/libya/entry-requirements');
  });

  it('every source cites the page as the README says: official address, OTHER_OFFICIAL, lastModified, the copy named in the note', () => {
    const seen = new Set<string>();
    for (const id of NEW_ROWS) {
      const iso = id.slice(0, 3).toUpperCase();
      // formskr cited Korea's undated page beside Italy's on Algeria's police form (checked in test/forms/formskr.test.ts).
      for (const s of form(id).sources.filter((x) => !x.url.startsWith('https://www.0404.go.kr/'))) {
        expect(s.type, id).toBe('GOVERNMENT');
        expect(s.tier, id).toBe('OTHER_OFFICIAL');
        expect(s.readAt, id).toBe('2026-11-27');
        expect(s.url, id).toMatch(/^https:\/\/(www\.gov\.uk|www\.ireland\.ie|www\.viaggiaresicuri\.it|www\.diplomatie\.gouv\.fr|www\.exteriores\.gob\.es|www\.auswaertiges-amt\.de|www\.bmeia\.gv\.at|www\.smartraveller\.gov\.au)\//);
        expect(s.title, id).toMatch(/: (Libya|Algeria|Tajikistan|Mozambique|Guinea|Pakistan|Syria) travel advice, /);
        const m = s.note!.match(new RegExp(`^Read in a word-for-word text copy of this page \\(HTML removed, sections kept\\) in the public repository JGNWW/Reisadviezen-buddy, worker/data/latest/${iso}\\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \\(fetched 2026-08-2[12]; lastModified [^)]+\\)\\. Source of: '`));
        expect(m, `${id}: ${s.note}`).not.toBeNull();
        const key = `${iso} ${m![1]}`;
        expect(s.publishedAt, key).toBe(PAGE_DATES[key]);
        seen.add(key);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(PAGE_DATES).sort());
    // The Auswärtiges Amt's current page is cited with its own address, not the 2024 copy's index page.
    expect(form('syr-cash-declaration').sources[0]!.url).toBe('https://www.auswaertiges-amt.de/de/service/laender/syrien-node/syriensicherheit-204278');
  });

  it('disagreements settled and pinned: the majority of current pages, a rule the pages date, the newer page; the others named', () => {
    // Libya: the UK (2026-07-21) and the Auswärtiges Amt (2025-11-26) 'over/über 10,000 USD' against Canada (2026-07-29) 'all foreign currency'.
    expect(form('lby-cash-declaration').scope).toMatch(/more than USD 10,000 .*Canada's page \(2026-07-29\) asks for a declaration of all foreign currency/);
    expect(text('en-US', 'lbyCash')!.description).toMatch(/more than USD 10,000/);
    expect(text('en-US', 'lbyCash')!.more!.join(' ')).toMatch(/Canada's advice \(2026\) says all foreign currency/);
    // Mozambique: the UK and Spain, 'USD 5,000 or more' / 'igual o superior a 5.000', against Canada's 'exceeding 10,000.00 USD'.
    expect(form('moz-cash-declaration').note).toMatch(/igual o superior a 5\.000 dólares.*5,000 US dollars or more.*exceeding 10,000\.00 USD/);
    expect(text('en-US', 'mozCash')!.description).toMatch(/USD 5,000 or more/);
    // Algeria: Italy dates the EUR 1,000 rule from 2026-01-01 ('superiore'); France says 'égal ou supérieur'; the UK and Spain EUR 5,000.
    expect(form('dza-cash-declaration').note).toMatch(/Dal 1 gennaio 2026 .*superiore ad Euro 1\.000.*égal ou supérieur à l’équivalent de mille \(1000\) euros/);
    expect(form('dza-cash-declaration').scope).toMatch(/older threshold of EUR 5,000 for foreigners \(the UK's page, 2026-07-24; Spain's, 2026-05-07\)/);
    expect(text('en-US', 'dzaCash')!.description).toMatch(/since January 1, 2026.*more than EUR 1,000/);
    // Pakistan: Austria 2026-03-31 ('über USD 10.000') over Italy 2025-09-18 ('deve essere comunque dichiarato').
    expect(form('pak-cash-declaration').note).toMatch(/über USD 10\.000,- muss deklariert werden.*deve essere comunque dichiarato/);
    expect(text('en-US', 'pakCash')!.more!.join(' ')).toMatch(/Italy's older advice \(2025\)/);
    // Syria: the Auswärtiges Amt 2026-07-22 ('mehr als 5.000 USD') over Spain 2026-04-23 ('No es obligatorio declararlas').
    expect(form('syr-cash-declaration').note).toMatch(/mehr als 5\.000 USD muss bei der Einreise deklariert werden.*No es obligatorio declararlas a la entrada/);
    // Guinea: France 'supérieures à 10 000 USD ou 10 000 EUR', Italy 'superiore ad un valore corrispondente di 10.000 Euro'.
    expect(form('gin-cash-declaration').sources.map((s) => s.note).join(' ')).toMatch(/supérieures à 10 000 USD ou 10 000 EUR.*superiore ad un valore corrispondente di 10\.000 Euro/);
    // Tajikistan: the form is agreed; the thresholds on it differ and are named, not modelled as a cash row.
    expect(table.forms.some((f) => f.id === 'tjk-cash-declaration')).toBe(false);
    expect(form('tjk-customs-declaration').scope).toMatch(/more than USD 3,000: Canada 2026, Spain 2025; from USD 3,000: the Auswärtiges Amt 2026; more than USD 5,000: Australia 2026/);
    expect(form('tjk-customs-declaration').note).toMatch(/Visitors must fill in a Customs Declaration Form when arriving in Tajikistan.*è obbligatorio compilare un formulario/);
  });

  it('what was read and not followed stays in leftOut: South Sudan, Sudan, Somalia, Tuvalu, Grenada, the Palestinian Territories', () => {
    expect(leftOut.get('SSD')).toMatch(/South Sudan \(Spain 2025-03-28: 'No se exige la declaración de divisas.*noch nicht abschließend geregelt.*no none row\)/);
    expect(leftOut.get('SDN')).toMatch(/Sudan \(Italy 2025-12-29: more than USD 10,000.*Angaben variieren/);
    expect(leftOut.get('SOM')).toMatch(/Somalia \(the Auswärtiges Amt 2025-11-26: all foreign currency declared; the UK 2026-06-26: USD 10,000 or more in Somaliland only\)/);
    expect(leftOut.get('TUV')).toMatch(/nwwforms.*2\.000 AUD.*not modelled/);
    expect(earlierFinding('GRD')).toMatch(/nwwforms.*Existe la obligación de declarar el contenido de los equipajes/);
    expect(leftOut.get('PSE')).toMatch(/nwwforms.*B2 permit handed out, not filed/);
  });

  it('texts in en-US, de-DE, fr-FR and es-ES carry the amounts of the rows', () => {
    const keys = ['lbyCash', 'dzaPoliceForm', 'dzaCash', 'tjkCustomsDeclaration', 'mozCash', 'ginCash', 'pakCash', 'syrCash'];
    for (const id of NEW_ROWS) expect(keys, id).toContain(form(id).text);
    for (const l of LOCALES) for (const k of keys) {
      const t = text(l, k);
      expect(t, `${l} ${k}`).toBeDefined();
      expect(t!.description, `${l} ${k}`).toMatch(/^\{\{location\}\}/);
    }
    expect(text('de-DE', 'lbyCash')!.description).toMatch(/mehr als 10\.000 USD/);
    expect(text('fr-FR', 'mozCash')!.description).toMatch(/5 000 USD ou plus/);
    expect(text('es-ES', 'ginCash')!.description).toMatch(/más de 10\.000 EUR/);
    expect(text('de-DE', 'syrCash')!.description).toMatch(/mehr als 5\.000 USD/);
    expect(text('fr-FR', 'dzaCash')!.description).toMatch(/1er janvier 2026.*plus de 1 000 EUR/);
    expect(text('es-ES', 'pakCash')!.description).toMatch(/más de 10\.000 USD/);
    expect(text('de-DE', 'tjkCustomsDeclaration')!.description).toMatch(/Zollerklärung .* bis zur Ausreise/);
    expect(text('fr-FR', 'dzaPoliceForm')!.description).toMatch(/contrôle des passeports/);
  });
});

describe('nwwforms, step 3: the Auswärtiges Amt\'s 2024 citations beside its 2026 pages', () => {
  const AA_INDEX = 'https://www.auswaertiges-amt.de/de/ReiseUndSicherheit/reise-und-sicherheitshinweise';
  const current = (sources: Array<{ note?: string }>) => sources.filter((s) => (s.note ?? '').includes("JGNWW/Reisadviezen-buddy, worker/data/latest/") && (s.note ?? '').includes("source 'de'"));
  const rows = [...table.forms, ...table.none].filter((r) => r.sources.some((s) => s.url === AA_INDEX));

  it('every row citing the 2024 copy also cites the current page, except Myanmar\'s (the 2026 page no longer mentions the form) and the Vatican (no file)', () => {
    const without = rows.filter((r) => current(r.sources).length === 0).map((r) => ('id' in r ? r.id : r.territories.join(',')));
    expect(without.sort()).toEqual(['VAT', 'mmr-entry-form']);
    expect(rows.length - without.length).toBe(28);
    for (const r of rows) for (const s of current(r.sources) as typeof r.sources) {
      expect(s.url, s.title).toMatch(/^https:\/\/www\.auswaertiges-amt\.de\/de\/service\/laender\//);
      expect(s.title).toMatch(/^Auswärtiges Amt \(German Federal Foreign Office\): .+ travel advice, (Einfuhrbestimmungen|Visum|Reisedokumente|Einreise und Zoll|Geld\/Kreditkarten|.+)$/);
      expect(s.publishedAt, s.title).toMatch(/^202[56]-\d{2}-\d{2}$/);
    }
    // The 2024 copy's note says the current page repeats it (or, for Mali, that it is superseded).
    const aa24 = (id: string) => form(id).sources.find((s) => s.url === AA_INDEX)!;
    expect(aa24('tza-cash-declaration').note).toMatch(/current page \(lastModified 2026-07-30\) still says this \(nwwforms\)/);
    expect(aa24('hti-entry-customs-forms').note).toMatch(/current page \(lastModified 2026-08-20\) still says this/);
  });

  it('Mali: the 2026 page\'s XOF 1,000,000 wins over the 2024 copy\'s CFA 25,000, which stays as a superseded source', () => {
    const f = form('mli-cash-declaration');
    expect(f.sources[0]!.publishedAt).toBe('2026-08-12');
    expect(f.sources[0]!.note).toMatch(/Ab einem Gegenwert von 1\.000\.000 XOF \(ca\. 1\.520 EUR\) muss die Einfuhr beim Zoll angezeigt werden\./);
    expect(f.sources[1]!.note).toMatch(/25\.000 CFA.*Superseded \(nwwforms\)/);
    expect(f.scope).toMatch(/from the equivalent of XOF 1,000,000/);
    expect(text('en-US', 'mliCash')!.description).toMatch(/XOF 1,000,000/);
    expect(text('en-US', 'mliCash')!.description).not.toMatch(/25,000/);
    expect(text('de-DE', 'mliCash')!.description).toMatch(/1\.000\.000 XOF/);
  });
});

describe('nwwforms, step 2: forms the 2026 pages name for partly covered destinations', () => {
  it('Argentina: the sworn statement on entry of Decree 366/25 (Spain 2026-05-12), foreign passports, from 2025-05-28; the leftOut row moved into its note', () => {
    const f = form('arg-entry-sworn-statement');
    expect([f.subCategory, f.enforcement, f.who, f.status, f.startDate]).toEqual(['ON_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL', '2025-05-28']);
    expect(f.sources).toHaveLength(1);
    expect(f.sources[0]!).toMatchObject({ tier: 'OTHER_OFFICIAL', publishedAt: '2026-05-12' });
    expect(f.sources[0]!.note).toMatch(/Los viajeros deberán rellenar a la entrada una declaración jurada/);
    expect(f.note).toMatch(/The earlier leftOut row, which this row replaces .*OM-2087/);
    expect(leftOut.has('ARG')).toBe(false);
    expect(statement('ARG')!.status).toBe('PARTIAL');
    expect(text('en-US', 'argEntrySwornStatement')!.description).toMatch(/since May 28, 2025/);
    for (const l of LOCALES) expect(text(l, 'argEntrySwornStatement'), l).toBeDefined();
  });
});
