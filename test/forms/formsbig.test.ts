// Issue 22, formsbig: the destinations' own government pages (stored copies) for the big non-EU destinations, with the 2026
// advice pages (JGNWW/Reisadviezen-buddy, commit 8d9dd4d of 2026-08-22) for the three hand-authored ones, which no earlier
// 2026-page pass had read. Jamaica becomes COVERED: the C5 is its one immigration and customs arrival form (PICA and Jamaica
// Customs), and the 2026 pages of Australia, France, Italy and Canada say every traveller, residents included, completes it
// before arrival (Canada: or the paper landing card in flight or at the airport). Canada gets its mandatory CBSA declaration
// on arrival at the kiosks and eGates of the ten airports the CBSA names (every passport, Canadians included), and stays
// PARTIAL. The other destinations searched stay as they were, with a dated line in `leftOut`. The expectations below were
// checked by hand against the pages' words (quoted in the sources' notes), not copied from the rule files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { directTrip } from '../freshness/trips.js';
import { statement, leftOutReasons as leftOut, arrivalCardText as text } from './generated.js';

interface Source { type: string; title: string; url: string; tier: string; publishedAt?: string; quotes?: string; note?: string }
interface Condition { fact: string; operator: string; value: unknown }
interface HandFile {
  coverage: Array<{ status: string; finding: string; scope: string; sources: Source[] }>;
  procedures: Array<{ id: string; text: string; subCategory: string; enforcement: string; actions: Array<{ label: string; url: string }>; sources: Source[] }>;
  rules: Array<{ id: string; conditions: { all: Condition[] }; event: { params: { id: string; slot: string } } }>;
}
const hand = (name: string) => JSON.parse(readFileSync(`rules/forms/${name}.json`, 'utf8')) as HandFile;
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
const NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/([A-Z]{3})\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-22; lastModified ([^)]+)\)\. Source of: '/;

interface Included { id: string; attributes: { enforcement: string; subCategory?: string } }
function included(passport: string, from: string, to: string): Map<string, Included> {
  const r = engine().trips(directTrip(passport, from, to));
  expect(r.status).toBe(200);
  return new Map((r.body as { included: Included[] }).included.map((p) => [p.id, p]));
}

describe('formsbig: Jamaica, the C5 as the one arrival form', () => {
  const jam = hand('jam-c5-declaration');

  it('is COVERED: the C5 answers both the immigration card and the customs declaration, for every passenger', () => {
    const c = jam.coverage[0]!;
    expect([c.status, c.finding]).toEqual(['COVERED', 'REQUIREMENTS']);
    expect(c.scope).toMatch(/Jamaica's one arrival form: the immigration landing card and the customs declaration in a single form/);
    expect(c.scope).toMatch(/paper C5 \(the landing card handed out in flight or at the airport\) as the fallback/);
    // The earlier PARTIAL reason is kept in the scope, dated.
    expect(c.scope).toMatch(/until then PARTIAL, 'an immigration arrival card was not researched'/);
    const p = jam.procedures[0]!;
    expect([p.enforcement, p.subCategory]).toEqual(['MANDATORY', 'BEFORE_ARRIVAL']);
    // Every passport, Jamaicans included: the rule tests only the checkpoint and the territory.
    expect(jam.rules[0]!.conditions.all.map((x) => x.fact).sort()).toEqual(['checkpointKind', 'territory']);
    // The portal was read without a scheme (Italy's and Korea's pages): the action still links the Jamaica Customs article.
    expect(p.actions).toEqual([{ label: 'moreInformation', url: 'https://www.jacustoms.gov.jm/article/customs-house-weekly-6' }]);
  });

  it('rests on the destination\'s own agencies and on four 2026 pages, each dated and quoted', () => {
    const srcs = jam.coverage[0]!.sources;
    expect(srcs[0]!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(srcs[0]!.url).toBe('https://www.jacustoms.gov.jm/article/customs-house-weekly-6');
    // lastModified of each page in the copy, read by hand (key: source key).
    const pages: Record<string, [string, string]> = {
      au: ['https://www.smartraveller.gov.au/destinations/americas/jamaica', '2026-06-15'],
      fr: ['https://www.diplomatie.gouv.fr/fr/information-par-pays/jamaique/conseils-aux-voyageurs-entree-sejour', '2026-03-09'],
      it: ['https://www.viaggiaresicuri.it/find-country/country/JAM', '2026-05-12'],
      ca: ['https://travel.gc.ca/destinations/jamaica', '2026-07-29'],
    };
    const cited = srcs.filter((s) => NOTE.test(s.note ?? ''));
    expect(cited).toHaveLength(4);
    for (const s of cited) {
      const [, iso, key] = NOTE.exec(s.note!)!;
      expect(iso).toBe('JAM');
      expect([s.url, s.publishedAt], key).toEqual(pages[key!]);
      expect(s.tier).toBe('OTHER_OFFICIAL');
    }
    const note = (k: string) => cited.find((s) => s.note!.includes(`source '${k}'`))!.note!;
    expect(note('au')).toMatch(/'All travellers to Jamaica are required to complete the Immigration \/ Customs C5 Form online before arrival in Jamaica\./);
    expect(note('fr')).toMatch(/tous les voyageurs, y compris les personnes résidant habituellement en Jamaïque/);
    expect(note('it')).toMatch(/sia per i turisti sia per i residenti/);
    expect(note('ca')).toMatch(/complete and sign a Jamaican immigration landing card, usually given to travellers upon arrival at the airport or during the flight/);
    // The press report of PICA's chief executive: REPORTED, with its issuer quoted.
    const gleaner = srcs.find((s) => s.url.includes('jamaica-gleaner.com'))!;
    expect([gleaner.tier, gleaner.publishedAt]).toEqual(['REPORTED', '2023-08-30']);
    expect(gleaner.quotes).toMatch(/Passport, Immigration and Citizenship Agency/);
    // The procedure cites the same sources as the statement.
    expect(jam.procedures[0]!.sources.map((s) => s.url)).toEqual(srcs.map((s) => s.url));
  });

  it('fires for a visitor and for a Jamaican passport', () => {
    expect(included('USA', 'MIA', 'KIN').get('jam-c5-declaration')?.attributes.enforcement).toBe('MANDATORY');
    expect(included('JAM', 'LHR', 'MBJ').get('jam-c5-declaration')?.attributes.enforcement).toBe('MANDATORY');
    expect(included('USA', 'MIA', 'NAS').has('jam-c5-declaration')).toBe(false);
  });

  it('texts in the four authored locales name the paper fallback and the 30 days', () => {
    for (const l of LOCALES) {
      const t = text(l, 'jam')!;
      expect(t.description, l).toContain('{{location}}');
      expect(t.more, l).toHaveLength(2);
      expect(t.more![1], l).toMatch(/30/);
      expect(t.more![1], l).toMatch(/C5/);
    }
    expect(text('en-US', 'jam')!.more![1]).toMatch(/paper C5 \(the immigration landing card\) handed out in flight or at the airport/);
  });
});

describe('formsbig: Canada, the mandatory declaration at the kiosk or eGate', () => {
  const can = hand('can-advance-declaration');
  const AIRPORTS = ['YEG', 'YHZ', 'YOW', 'YQB', 'YTZ', 'YUL', 'YVR', 'YWG', 'YYC', 'YYZ'];

  it('is MANDATORY on arrival, every passport, only at the ten airports the CBSA names; Advance Declaration stays OPTIONAL', () => {
    const p = can.procedures.find((x) => x.id === 'can-cbsa-declaration')!;
    expect([p.enforcement, p.subCategory, p.text]).toEqual(['MANDATORY', 'ON_ARRIVAL', 'forms:arrivalCards.canDeclaration']);
    const rule = can.rules.find((r) => r.id === 'forms-can-cbsa-declaration')!;
    expect(rule.conditions.all.map((x) => x.fact).sort()).toEqual(['airport', 'checkpointKind', 'territory']);
    expect(rule.conditions.all.find((x) => x.fact === 'airport')!.value).toEqual(AIRPORTS);
    // Its own slot: it does not replace the optional Advance Declaration.
    expect(rule.event.params.slot).not.toBe(can.rules.find((r) => r.id === 'forms-can-advance-declaration')!.event.params.slot);
    expect(can.procedures.find((x) => x.id === 'can-advance-declaration')!.enforcement).toBe('OPTIONAL');
    expect(p.actions).toEqual([{ label: 'moreInformation', url: 'https://cbsa-asfc.gc.ca/services/border-tech-frontiere/who-qui-eng.html' }]);
  });

  it('rests on two CBSA pages and travel.gc.ca (undated), the CBSA release naming the airports and the UK\'s 2026 page', () => {
    const s = can.procedures.find((x) => x.id === 'can-cbsa-declaration')!.sources;
    expect(s.map((x) => x.tier)).toEqual(['DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT', 'DESTINATION_GOVERNMENT', 'REPORTED', 'OTHER_OFFICIAL']);
    expect(s[2]!.note).toMatch(/'Please note that everyone arriving in Canada must complete a Declaration Card\./);
    expect(s[0]!.note).toMatch(/'Depending at which airport you arrive, you will either use a Primary Inspection Kiosk to confirm your identity and complete an on-screen declaration or will need to complete a Declaration Card onboard\.'/);
    expect(s[0]!.note).toMatch(/'your verbal declaration'/);
    expect(s[1]!.note).toMatch(/wherever kiosks and eGates are available, travellers should use them to make their declarations\. This includes returning residents and foreign nationals/);
    expect(s[0]!.publishedAt).toBeUndefined();
    expect(s[1]!.publishedAt).toBeUndefined();
    expect(s[4]!.note).toMatch(/Toronto, Vancouver, Montréal, Winnipeg, Halifax, Québec City, Ottawa, Billy Bishop, Calgary and Edmonton/);
    expect(s[5]!.publishedAt).toBe('2026-06-02');
    expect(s[5]!.note).toMatch(/you must declare this on your Customs Declaration Card/);
  });

  it('stays PARTIAL: other airports (the card on board) and land arrivals (verbal) are named as not covered', () => {
    const c = can.coverage[0]!;
    expect(c.status).toBe('PARTIAL');
    expect(c.scope).toMatch(/Not covered: arrivals at other airports .* arrivals by land \(a verbal declaration to the officer, no form\) and by sea\./);
  });

  it('fires at Montréal and Toronto Pearson for a French and a Canadian passport, not at Victoria', () => {
    const fra = included('FRA', 'CDG', 'YUL');
    expect(fra.get('can-cbsa-declaration')?.attributes.enforcement).toBe('MANDATORY');
    expect(fra.get('can-advance-declaration')?.attributes.enforcement).toBe('OPTIONAL');
    expect(included('CAN', 'LHR', 'YYZ').get('can-cbsa-declaration')?.attributes.enforcement).toBe('MANDATORY');
    const yyj = included('GBR', 'SEA', 'YYJ');
    expect(yyj.has('can-cbsa-declaration')).toBe(false);
    expect(yyj.has('can-advance-declaration')).toBe(true);
  });

  it('texts in the four authored locales', () => {
    for (const l of LOCALES) {
      const t = text(l, 'canDeclaration')!;
      expect(t, l).toBeDefined();
      expect(t.description, l).toContain('{{location}}');
      expect(t.more, l).toHaveLength(2);
    }
    expect(text('en-US', 'canDeclaration')!.description).toMatch(/every traveler arriving by air, Canadians included, must make a customs and immigration declaration/);
  });
});

describe('formsbig: the destinations searched without result', () => {
  const SEARCHED: Record<string, RegExp> = {
    BRA: /Brazil: the Receita Federal's e-DBV pages/, ARE: /United Arab Emirates: Dubai Customs' traveller services page/,
    ARM: /Armenia: Zvartnots airport's customs page/, BHR: /Bahrain: pages of the Nationality, Passports and Residence Affairs/,
    JOR: /Jordan: Arabic searches/, EGY: /Egypt: the Minister of Civil Aviation's January 2026 announcement found again only in the press/,
    ISL: /Iceland: Isavia's eAIP GEN 1\.3/, NOR: /Norway: Tolletaten's page on the red and green zones/,
    SAU: /Saudi Arabia: Arabic and English searches for the Jawazat/, OMN: /Oman: Arabic searches for the Royal Oman Police/,
    QAT: /Qatar: Hamad International Airport's arrivals page/, KWT: /Kuwait: no copy of Kuwait's AIP GEN 1\.3/,
    GEO: /Georgia: searches for the Revenue Service's passenger pages/,
    URY: /Uruguay: press pages of the pandemic period/, PRY: /Pre Registro Migratorio .* a land-only pre-registration, not modelled/,
    // Second round, customs and border pages in the local language.
    AZE: /Azerbaijan: the State Customs Committee's list/, ALB: /Albania: the Customs Directorate's pages for travellers/,
    SRB: /Serbia: Belgrade and Niš airports' customs pages/, MNE: /Montenegro: SMATSA's eAIP GEN 1\.3 of 2018/,
    BIH: /Bosnia and Herzegovina: the Indirect Taxation Authority's information for travellers/,
    MKD: /North Macedonia: the Customs Administration's travellers' page/, MDA: /Moldova: the Customs Service's rules for air travellers/,
    XKX: /Kosovo: Kosovo Customs' Prishtina airport page/,
  };

  it('each keeps its status and gets a dated formsbig line in leftOut', () => {
    for (const [t, re] of Object.entries(SEARCHED)) {
      const reason = leftOut.get(t);
      expect(reason, t).toBeDefined();
      expect(reason, t).toMatch(/formsbig/);
      expect(reason, t).toMatch(/2026-11-27/);
      expect(reason, t).toMatch(re);
      expect(statement(t)?.status, t).toBe('PARTIAL');
    }
  });

  it("a green channel or an aeronautical publication's silence is not a none row: no destination of the pass got one", () => {
    expect(leftOut.get('ISL')).toMatch(/it names no arrival card and does not say that none is filled in/);
    for (const t of Object.keys(SEARCHED)) expect(statement(t)?.finding, t).toBe('REQUIREMENTS');
  });

  it('the United States stays PARTIAL, its scope recording the further CBP search', () => {
    const usa = hand('usa-mobile-passport-control').coverage[0]!;
    expect(usa.status).toBe('PARTIAL');
    expect(usa.scope).toMatch(/Issue 22, formsbig \(2026-11-27\): searched again for a current CBP page on the customs declaration/);
    expect(usa.scope).toMatch(/No current CBP page says when a written declaration is still made: not settled\.$/);
  });
});
