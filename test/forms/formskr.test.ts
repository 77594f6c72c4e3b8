// Issue 22, formskr: arrival cards from the Korean, Japanese, Danish, Finnish and New Zealand 2026 advice pages kept as text in
// the public repository JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), read for every
// destination partly or not covered. No page says that no arrival card is filled in at those destinations (the only such
// sentence, Korea's for Poland, was formseu's), so no destination becomes COVERED. Korea's pages name arrival cards for Samoa
// (with the UK's and Australia's pages), Côte d'Ivoire and Cameroon (alone: PARTIAL, linked to the page, formsas's rule), and
// agree with the forms of Algeria, Burundi and (New Zealand's page) Belize. The expectations below were checked by hand against
// the page texts (the Korean words are quoted in the rows' notes), not copied from the generated file.
import { describe, expect, it } from 'vitest';
import { file, statement, table, leftOutReasons as leftOut, ruleFacts as facts, arrivalCardText as text, earlierFinding, FORMSKR_LEFT_LEFTOUT } from './generated.js';

const form = (id: string) => table.forms.find((f) => f.id === id)!;
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
const NEW_ROWS = ['wsm-arrival-card', 'civ-arrival-card', 'cmr-arrival-card'];
const KEYS = ['wsmArrivalCard', 'civArrivalCard', 'cmrArrivalCard'];
// publishedAt = the page's lastModified in the copy, read by hand (key: ISO3 source-key); null = the page gives no date.
const PAGE_DATES: Record<string, string | null> = {
  'WSM kr': null, 'WSM uk': '2026-04-22', 'WSM au': '2026-08-05', 'CIV kr': null, 'CMR kr': null,
  'DZA kr': null, 'BDI kr': null, 'BLZ nz': '2025-11-03',
};
const NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/([A-Z]{3})\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-22; lastModified ([^)]+)\)\. Source of: '/;
const NOT_COVERED = 'AND COM KIR NER NRU PSE SDN SOM SSD TUV'.split(' ');

/** The sources this pass added: every source of the new rows, and the Korean and New Zealand citations beside older rows. */
const passSources = () => [
  ...NEW_ROWS.flatMap((id) => form(id).sources.map((s) => [id, s] as const)),
  ...(['dza-police-form', 'bdi-passenger-form', 'blz-immigration-customs-declaration'] as const).flatMap((id) =>
    form(id).sources.filter((s) => /source '(kr|nz)'/.test(s.note ?? '')).map((s) => [id, s] as const)),
];

describe('formskr: the arrival cards the Korean pages name', () => {
  it('Samoa: the passenger arrival card filled in on board, MANDATORY, foreign passports, at Faleolo; three pages agree', () => {
    const f = form('wsm-arrival-card');
    expect([f.kind ?? 'ARRIVAL_CARD', f.subCategory, f.enforcement, f.who, f.status]).toEqual(['ARRIVAL_CARD', 'IN_FLIGHT', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
    expect(f.airports).toEqual(['APW']);
    // FOREIGN: the rule tests the passport against the destination (ownNationality); APW: the airport.
    expect(facts('wsm-arrival-card')).toEqual(['airport', 'checkpointKind', 'ownNationality', 'territory']);
    expect(f.sources.map((s) => s.url)).toEqual([
      'https://www.0404.go.kr/ntnSafetyInfo/112/detail',
      'https://www.gov.uk/foreign-travel-advice/samoa/entry-requirements',
      'https://www.smartraveller.gov.au/destinations/pacific/samoa',
    ]);
    expect(f.sources[0]!.note).toMatch(/'사모아행 항공편 탑승 중 입국신고서 작성 필수\(현지 전화번호 및 이메일주소 필수 입력\)' \(on board the flight to Samoa, filling in the arrival card is compulsory/);
    expect(f.sources[1]!.note).toMatch(/'Border officials will issue a free visitor permit or business visitor permit using your arrival card\.'/);
    expect(f.sources[2]!.note).toMatch(/using the passenger arrival card/);
    // No portal is named: linked to the UK's entry-requirements page.
    expect(f.actions).toEqual([{ label: 'moreInformation', url: 'https://www.gov.uk/foreign-travel-advice/samoa/entry-requirements' }]);
    // The health questionnaire row stays; Samoa stays partly covered (customs declaration and sea arrivals not answered).
    expect(form('wsm-health-questionnaire').who).toBe('ALL');
    expect(statement('WSM')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(f.scope).toMatch(/Not covered: own nationals .* arrivals by sea and the customs declaration/);
  });

  it("Côte d'Ivoire and Cameroon: Korea's page alone, an arrival card at every entry, foreign passports, PARTIAL, linked to the page", () => {
    for (const [id, url] of [['civ-arrival-card', 'https://www.0404.go.kr/ntnSafetyInfo/212/detail'], ['cmr-arrival-card', 'https://www.0404.go.kr/ntnSafetyInfo/199/detail']] as const) {
      const f = form(id);
      expect([f.kind ?? 'ARRIVAL_CARD', f.subCategory, f.enforcement, f.who, f.status], id).toEqual(['ARRIVAL_CARD', 'ON_ARRIVAL', 'MANDATORY', 'FOREIGN', 'PARTIAL']);
      expect(f.airports, id).toBeUndefined();
      expect(facts(id), id).toEqual(['checkpointKind', 'ownNationality', 'territory']);
      expect(f.actions, id).toEqual([{ label: 'moreInformation', url }]);
      expect(f.sources, id).toHaveLength(1);
      expect(f.sources[0]!.url, id).toBe(url);
      // Listed for review: the same Korean sections still speak of COVID-19.
      expect(f.note, id).toMatch(/Listed for review: .*COVID-19/);
    }
    expect(form('civ-arrival-card').sources[0]!.note).toMatch(/'\[출입국시 유의 사항\] ㅇ 출입국시 입국신고서, 출국신고서 작성 필요\(영어로 작성 가능\)/);
    expect(form('cmr-arrival-card').sources[0]!.note).toMatch(/'\[출입국 심사\] ㅇ 출입국시 입국신고서, 출국신고서를 작성하여야 합니다\.\(영어로 작성 가능\)'/);
    for (const t of ['CIV', 'CMR']) expect(statement(t), t).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(file.procedures.filter((p) => NEW_ROWS.includes(p.id)).map((p) => [p.id, p.location, p.tags]).sort()).toEqual([
      ['civ-arrival-card', 'CIV', ['arrival-card']], ['cmr-arrival-card', 'CMR', ['arrival-card']], ['wsm-arrival-card', 'WSM', ['arrival-card']],
    ]);
  });

  it("Côte d'Ivoire leaves leftOut; its earlier findings stay in the row it shared with Benin and Guinea-Bissau", () => {
    expect(FORMSKR_LEFT_LEFTOUT).toEqual(['CIV']);
    expect(leftOut.has('CIV')).toBe(false);
    expect(leftOut.has('BEN') && leftOut.has('GNB')).toBe(true);
    expect(leftOut.get('BEN')).toMatch(/Côte d'Ivoire \(issue 22, formskr, 2026-11-27\): answered by its arrival card \(civ-arrival-card/);
    expect(earlierFinding('CIV')).toMatch(/SYDEF/);
  });

  it("decisions pinned: Korea's 'no customs declaration form' for Côte d'Ivoire makes no none row (the cash declaration stands); no destination becomes COVERED", () => {
    expect(table.none.some((n) => n.territories.includes('CIV'))).toBe(false);
    expect(form('civ-cash-declaration').kind).toBe('CASH_DECLARATION');
    expect(form('civ-arrival-card').note).toMatch(/'no customs declaration form' is not modelled as a none row/);
    for (const t of ['WSM', 'CIV', 'CMR', 'DZA', 'BDI', 'BLZ']) expect(statement(t)?.status, t).toBe('PARTIAL');
  });
});

describe('formskr: citations', () => {
  it('every source the pass added cites the page as the README says: official address, OTHER_OFFICIAL, lastModified or none, the copy named in the note', () => {
    const seen = new Set<string>();
    for (const [id, s] of passSources()) {
      expect(s.type, id).toBe('GOVERNMENT');
      expect(s.tier, id).toBe('OTHER_OFFICIAL');
      expect(s.readAt, id).toBe('2026-11-27');
      expect(s.url, id).toMatch(/^https:\/\/(www\.0404\.go\.kr|www\.gov\.uk|www\.smartraveller\.gov\.au|www\.safetravel\.govt\.nz)\//);
      const m = s.note!.match(NOTE);
      expect(m, `${id}: ${s.note}`).not.toBeNull();
      const key = `${m![1]} ${m![2]}`;
      expect(key.slice(0, 3), id).toBe(id.slice(0, 3).toUpperCase());
      expect(s.publishedAt ?? null, key).toBe(PAGE_DATES[key]);
      // Korea's pages are undated in the copy: no publishedAt, and the note says why.
      if (m![2] === 'kr') {
        expect(m![3], key).toBe('null: the page gives no date, so publishedAt is omitted');
        expect(s.title, key).toMatch(/^Ministry of Foreign Affairs of the Republic of Korea \(overseas safety travel, 0404\.go\.kr\): .+ travel advice, /);
        // Korean words quoted, with an English translation in brackets.
        expect(s.note, key).toMatch(/Source of: '[^']*[가-힣][^']*' \([a-z[]/);
      }
      seen.add(key);
    }
    expect([...seen].sort()).toEqual(Object.keys(PAGE_DATES).sort());
  });

  it("Algeria's, Burundi's and Belize's rows keep their shape; the agreeing pages are cited beside the earlier ones", () => {
    expect(form('dza-police-form')).toMatchObject({ subCategory: 'ON_ARRIVAL', enforcement: 'MANDATORY', who: 'FOREIGN', status: 'PARTIAL' });
    expect(form('dza-police-form').sources.map((s) => s.url)).toEqual(['https://www.viaggiaresicuri.it/find-country/country/DZA', 'https://www.0404.go.kr/ntnSafetyInfo/150/detail']);
    expect(form('dza-police-form').sources[1]!.note).toMatch(/'출국 및 입국시 프랑스어나 아랍어로 작성된 신고서를 작성하여야 합니다\./);
    expect(form('bdi-passenger-form')).toMatchObject({ subCategory: 'BEFORE_ARRIVAL', enforcement: 'MANDATORY', who: 'ALL', airports: ['BJM'] });
    expect(form('bdi-passenger-form').sources.at(-1)!.note).toMatch(/'부룬디 이민국 사이트에서 입국신고서 사전작성 필요' \(the arrival card must be filled in in advance/);
    expect(form('blz-immigration-customs-declaration')).toMatchObject({ who: 'ALL', airports: ['BZE'] });
    expect(form('blz-immigration-customs-declaration').sources.at(-1)).toMatchObject({ url: 'https://www.safetravel.govt.nz/destinations/belize', publishedAt: '2025-11-03' });
    // formsfix appended a dated line (what it searched) to Burundi's and Belize's notes after formskr's sentence.
    for (const id of ['dza-police-form', 'bdi-passenger-form', 'blz-immigration-customs-declaration']) expect(form(id).note, id).toMatch(/Issue 22, formskr: .* the row is unchanged\.( Issue 22, formsfix \(2026-11-27\), searched .*)?$/);
  });
});

describe('formskr: what was read and not modelled', () => {
  it('the ten not covered destinations stay not covered, each with a dated formskr line saying what the pages say', () => {
    for (const t of NOT_COVERED) {
      expect(statement(t), t).toBeUndefined();
      expect(leftOut.get(t), t).toMatch(/Issue 22, formskr \(2026-11-27/);
    }
    // Sudan: registering at the airport after entry is a registration, not an arrival form (formsaf's decision).
    expect(leftOut.get('SDN')).toMatch(/Sudan: Korea's page says every foreigner registers at the airport after entering, for USD 40 .* not an arrival form: not modelled/);
    // The Palestinian territories: Denmark's 'indrejsekort' is a slip the Israeli border hands out, not a form filled in.
    expect(leftOut.get('PSE')).toMatch(/'får du et indrejsekort'\): a slip the Israeli border issues, not a form the traveller fills in: not modelled/);
    // Comoros and Andorra: cash declarations on leaving only (exits are not modelled).
    expect(leftOut.get('COM')).toMatch(/Comoros: Korea's page only that foreign currency of EUR 10,000 or more is declared, under 'points to note on exit' \(exits are not modelled\)/);
    expect(leftOut.get('AND')).toMatch(/Andorra: Korea's page only that EUR 10,000 or more taken out is declared beforehand \(exits are not modelled\)/);
    // Monaco: the copy's Korean page carries Mexico's entry text.
    expect(leftOut.get('MCO')).toMatch(/Monaco: the copy's Korean page for Monaco .* carries Mexico's entry text .* not followed/);
  });
});

describe('formskr: texts', () => {
  it('each new row has a text in the four locales, with the location placeholder and the page named', () => {
    for (const locale of LOCALES) {
      for (const key of KEYS) {
        const t = text(locale, key);
        expect(t, `${locale} ${key}`).toBeDefined();
        expect(t!.description, `${locale} ${key}`).toMatch(/^\{\{location\}\}/);
        expect(t!.more, `${locale} ${key}`).toHaveLength(1);
      }
    }
    expect(text('en-US', 'wsmArrivalCard')!.description).toMatch(/on board your flight to Samoa; a local phone number and an email address must be entered/);
    expect(text('de-DE', 'wsmArrivalCard')!.title).toBe('Einreisekarte (Samoa)');
    expect(text('en-US', 'civArrivalCard')!.more![0]).toMatch(/no customs declaration form, but declare foreign currency on arrival/);
    expect(text('fr-FR', 'cmrArrivalCard')!.title).toBe("Carte d'arrivée (Cameroun)");
    expect(text('es-ES', 'civArrivalCard')!.title).toBe('Tarjeta de llegada (Costa de Marfil)');
    for (const id of NEW_ROWS) expect(`arrivalCards.${form(id).text}`, id).toBe(`arrivalCards.${KEYS[NEW_ROWS.indexOf(id)]}`);
  });
});
