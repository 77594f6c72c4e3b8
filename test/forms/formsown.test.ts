// Issue 22, formsown: the destination governments' own pages (immigration, customs, airport operators, carriers) in the stored
// copies for 42 destinations of Africa, Asia, the Middle East and the Pacific whose arrival-card half was open. Two forms were
// found: Pakistan's disembarkation card, stated by the Lahore and Multan airports' own arrival pages (foreign passengers;
// handed out on board), and Madagascar's fiche de débarquement, listed by Madagascar Airlines among the documents needed on
// arrival at Antananarivo (a paper card handed out for the flight: forms10's paper-form exception). Both stay PARTIAL and
// leave leftOut, their former reasons kept in the new rows' notes. The 40 other destinations keep their status with a dated
// formsown line in leftOut. The expectations below were checked by hand against the pages' words (quoted in the rows' notes),
// not copied from the rule file.
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers.js';
import { directTrip } from '../freshness/trips.js';
import { file, statement, table, leftOutReasons as leftOut, ruleFacts as facts, arrivalCardText as text, earlierFinding, FORMSOWN_LEFT_LEFTOUT } from './generated.js';

interface Included { id: string; attributes: { enforcement: string; subCategory?: string } }
function included(passport: string, from: string, to: string): Map<string, Included> {
  const r = engine().trips(directTrip(passport, from, to));
  expect(r.status).toBe(200);
  return new Map((r.body as { included: Included[] }).included.map((p) => [p.id, p]));
}
const row = (id: string) => table.forms.find((f) => f.id === id)!;
const rule = (id: string) => file.rules.find((r) => r.id === `forms-${id}`)!;
const condition = (id: string, fact: string) => rule(id).conditions.all.find((c) => c.fact === fact);
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;

describe('formsown: Pakistan, the disembarkation card at Lahore and Multan', () => {
  const id = 'pak-disembarkation-card';

  it('is a MANDATORY card filled in on board, for foreign passports, at the two airports whose own pages state it', () => {
    expect(file.procedures.find((p) => p.id === id)).toMatchObject({
      location: 'PAK', enforcement: 'MANDATORY', subCategory: 'IN_FLIGHT', startDate: null, endDate: null,
    });
    // 'disembarkation form (only foreigners)': Pakistani passports are not asked for it.
    expect(facts(id)).toEqual(['airport', 'checkpointKind', 'ownNationality', 'territory']);
    expect(condition(id, 'ownNationality')!.value).toBe(false);
    // Lahore (LHE) and Multan (MUX) only: Islamabad's, Karachi's and the other airports' arrival pages were not read.
    expect(condition(id, 'airport')!.value).toEqual(['LHE', 'MUX']);
    expect(row(id).status).toBe('PARTIAL');
    expect(row(id).scope).toMatch(/Not covered: the other international airports \(Islamabad, Karachi, Peshawar and others/);
    expect(row(id).scope).toMatch(/Pak Identity app \(known only from a press report/);
  });

  it('rests on the airports\' own pages (REPORTED, their words quoted) and a press report, all over https, none dated', () => {
    const srcs = row(id).sources;
    expect(srcs.map((s) => s.tier)).toEqual(['REPORTED', 'REPORTED', 'REPORTED']);
    expect(srcs.map((s) => s.url)).toEqual([
      'https://www.lahoreairport.com.pk/Procedures/Arrivals/Pro-Arrivals.aspx',
      'https://multaninternationalairport.com.pk/Procedures/Arrivals/Pro-Arrivals.aspx',
      'https://visasnews.com/?p=36256',
    ]);
    for (const s of srcs) {
      expect(s.quotes, s.url).toBeTruthy();
      expect(s.publishedAt, s.url).toBeUndefined();
      expect(s.readAt).toBe('2026-11-27');
    }
    expect(srcs[0]!.note).toMatch(/disembarkation form \(only foreigners\) for immigration; NICOP, POC and Overseas\/Pakistani card holders are exempted/);
    expect(srcs[0]!.note).toMatch(/handed over to the passengers on board and are also available at the airport/);
    expect(srcs[1]!.note).toMatch(/'Note: International Overseas \/ Pakistani Passengers will not submit embarkation \/ disembarkation form/);
    expect(row(id).actions).toEqual([{ label: 'moreInformation', url: srcs[0]!.url }]);
  });

  it('fires for a British passport at Lahore and an American one at Multan, not for a Pakistani passport or at Islamabad', () => {
    expect(included('GBR', 'LHR', 'LHE').get(id)?.attributes).toMatchObject({ enforcement: 'MANDATORY', subCategory: 'IN_FLIGHT' });
    expect(included('USA', 'DXB', 'MUX').get(id)?.attributes.enforcement).toBe('MANDATORY');
    expect(included('PAK', 'LHR', 'LHE').has(id)).toBe(false);
    expect(included('GBR', 'LHR', 'ISB').has(id)).toBe(false);
    // The cash declaration (above USD 10,000, Austria's page) still fires beside it, at every entry.
    expect(included('GBR', 'LHR', 'LHE').has('pak-cash-declaration')).toBe(true);
  });

  it('leaves leftOut; the former reason is kept in the row\'s note, and the destination stays PARTIAL', () => {
    expect(FORMSOWN_LEFT_LEFTOUT).toEqual(['MDG', 'PAK']);
    expect(leftOut.has('PAK')).toBe(false);
    expect(earlierFinding('PAK')).toMatch(/Former leftOut reason, kept here as formsas decided: Customs cash or passenger declarations exist/);
    expect(earlierFinding('PAK')).toMatch(/Baggage Rules 2006, rule 7A/);
    expect(statement('PAK')).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    // The cash row's scope now points to the card row instead of leftOut.
    expect(row('pak-cash-declaration').scope).toMatch(/the disembarkation card at Lahore and Multan is that row, formsown/);
  });

  it('the travellers\' texts exist in four locales and name the airports, the on-board card and the exempt card holders', () => {
    for (const l of LOCALES) {
      const t = text(l, 'pakDisembarkationCard')!;
      expect(t.description, l).toMatch(/Lahore/);
      expect(t.description, l).toMatch(/Mult[aá]n/); // es-ES writes Multán
      expect(t.more!.join(' '), l).toMatch(/NICOP/);
      expect(t.more!.join(' '), l).toMatch(/Pak Identity/);
    }
  });
});

describe('formsown: Madagascar, the fiche de débarquement at Antananarivo', () => {
  const id = 'mdg-disembarkation-card';

  it('is a MANDATORY paper card filled in on the day of the flight, for foreign passports, at Antananarivo only', () => {
    expect(file.procedures.find((p) => p.id === id)).toMatchObject({
      location: 'MDG', enforcement: 'MANDATORY', subCategory: 'IN_FLIGHT', startDate: null, endDate: null,
    });
    expect(facts(id)).toEqual(['airport', 'checkpointKind', 'ownNationality', 'territory']);
    expect(condition(id, 'airport')!.value).toEqual(['TNR']);
    expect(row(id).status).toBe('PARTIAL');
    expect(row(id).scope).toMatch(/Not covered: Malagasy passports, the other international airports \(Nosy Be/);
  });

  it('rests on the national carrier\'s formalities page (REPORTED, the paper-form exception), its words quoted', () => {
    const srcs = row(id).sources;
    expect(srcs).toHaveLength(1);
    expect(srcs[0]).toMatchObject({
      tier: 'REPORTED', type: 'ORGANIZATION',
      url: 'https://madagascarairlines.com/mg/air-madagascar/mombanny-air-madagascar/formalites-a-laeroport.html',
    });
    expect(srcs[0]!.quotes).toMatch(/the arrival formalities of the Malagasy authorities at Antananarivo/);
    expect(srcs[0]!.note).toMatch(/'Documents nécessaires : Fiche de débarquement à remplir le jour du vol et à remettre aux autorités à l'arrivée\./);
    expect(row(id).note).toMatch(/forms10's paper-form exception applies/);
  });

  it('fires for a French passport at Antananarivo, not at Nosy Be nor for a Malagasy passport', () => {
    expect(included('FRA', 'CDG', 'TNR').get(id)?.attributes).toMatchObject({ enforcement: 'MANDATORY', subCategory: 'IN_FLIGHT' });
    expect(included('FRA', 'CDG', 'NOS').has(id)).toBe(false);
    expect(included('MDG', 'CDG', 'TNR').has(id)).toBe(false);
  });

  it('leaves leftOut with its former reason in the note; the statement stays PARTIAL and keeps the tourism office source first', () => {
    expect(leftOut.has('MDG')).toBe(false);
    expect(earlierFinding('MDG')).toMatch(/Former leftOut reason, kept here as formsas decided: Arrival cards \(issue 22, forms5b\)/);
    const stmt = statement('MDG')!;
    expect(stmt).toMatchObject({ finding: 'REQUIREMENTS', status: 'PARTIAL' });
    expect(stmt.sources.map((s) => s.tier)).toEqual(['DESTINATION_GOVERNMENT', 'REPORTED']);
    for (const l of LOCALES) expect(text(l, 'mdgDisembarkationCard')!.description, l).toMatch(/Antananarivo \(Ivato\)/);
  });
});

describe('formsown: the 40 destinations searched without a settling page', () => {
  const SEARCHED: Record<string, RegExp> = {
    MNG: /Chinggis Khaan airport's FAQ .*MNT 15 million.*does not outweigh the dated advice pages/,
    IRQ: /Erbil International Airport's immigration page .*served over http only/,
    TZA: /Tanzania Airports Authority's pages .*immigration list is cut off in the stored copy/,
    ETH: /red and green channel guideline of 2001/,
    SEN: /abolishing the identification forms at Léopold Sédar Senghor airport .*older than Italy's page \(2026-02-10/,
    NAM: /visa application form completed on arrival, not an arrival card/,
    MOZ: /suspended from 2023-05-01/,
    ZMB: /'Arriving and departing Zambia' page/,
    KGZ: /eAIP GEN 1\.3 \(kan\.kg, http/,
    AGO: /Serviço de Migração e Estrangeiros' visa-on-arrival announcements of 2018/,
    COD: /arso-rdc\.occ\.cd/, COG: /Maya-Maya/, CAF: /Bangui M'Poko/, TCD: /N'Djamena/,
    GAB: /'demande d'admission sur le territoire national'.* a visa request under the special regime, not an arrival card/,
    MLI: /Bamako/, MRT: /Nouakchott/, BEN: /ASECNA's AIP GEN 1\.3 for Benin of 2002/, NER: /laissez-passer/,
    GIN: /SOGEAC/, GNB: /aeroporto-bissau\.com/, LBR: /LIS visa-on-arrival launch \(AllAfrica 2025-02-03/,
    STP: /smf\.st, http/, SWZ: /gov\.sz, https/, TON: /quarantine\.gov\.to/, COM: /Moroni/, KIR: /mfa\.gov\.ki, https/,
    NRU: /PacLII over http/, TUV: /Form 11 'Arrival Card'/, SYR: /Damascus airport/, LBY: /Mitiga/, YEM: /Aden/,
    SDN: /Port Sudan/, SOM: /aip\.scaa\.gov\.so, http/, SSD: /Juba/, ERI: /thesecuritywebsite\.com, http/,
    PRK: /travellers' reports/, AFG: /'Ansari Application Form'/, PSE: /Allenby\/King Hussein and Karama crossings/,
    AND: /visitandorra\.com/,
  };
  const NOT_COVERED = ['AND', 'COM', 'KIR', 'NER', 'NRU', 'PSE', 'SDN', 'SOM', 'SSD', 'TUV'];

  it('each keeps its status and gets a dated formsown line in leftOut saying why it does not settle the card half', () => {
    expect(Object.keys(SEARCHED)).toHaveLength(40);
    for (const [t, re] of Object.entries(SEARCHED)) {
      const reason = leftOut.get(t);
      expect(reason, t).toBeDefined();
      expect(reason, t).toMatch(/Issue 22, formsown \(2026-11-27: the destination's own government, airport and carrier pages/);
      expect(reason, t).toMatch(re);
      expect(reason, t).toMatch(/not settled/);
      if (NOT_COVERED.includes(t)) expect(statement(t), t).toBeUndefined();
      else expect(statement(t)?.status, t).toBe('PARTIAL');
    }
  });

  it('an airport page of a lower tier does not reopen a cash row that dated advice pages settled (Mongolia stays every amount)', () => {
    expect(row('mng-cash-declaration').scope).toMatch(/whatever the amount/);
    expect(row('mng-cash-declaration').sources.map((s) => s.tier).every((t) => t === 'OTHER_OFFICIAL')).toBe(true);
  });

  it('no page read over http only is cited by the two new rows', () => {
    for (const id of ['pak-disembarkation-card', 'mdg-disembarkation-card']) {
      for (const s of row(id).sources) expect(s.url.startsWith('https://'), s.url).toBe(true);
      for (const a of row(id).actions) expect(a.url.startsWith('https://'), a.url).toBe(true);
    }
  });
});
