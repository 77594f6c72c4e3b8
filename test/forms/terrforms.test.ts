// Issue 22, terrforms: arrival forms for the territories, read in the 2026 advice pages of 16 governments kept as text in
// JGNWW/Reisadviezen-buddy (worker/data/latest/<ISO3>.json, commit 8d9dd4d of 2026-08-22), the 2025-2026 scrapes of
// marcolussetti/travel-advisories (commit bbc331d) and stored official pages. The expectations were checked by hand against
// the page texts (the words are quoted in the rows' notes), not copied from the generated file.
import { describe, expect, it } from 'vitest';
import { file, statement, leftOutReasons, arrivalCardText as text, formRow, FORM_LOCALES, NWW_NOTE } from './generated.js';

const form = formRow;
const LOCALES = FORM_LOCALES;
const NOTE = NWW_NOTE;
const ROWS: Record<string, { territory: string; kind?: string; status: string; who: string; subCategory: string; text: string }> = {
  'msr-online-immigration-customs-form': { territory: 'MSR', status: 'COVERED', who: 'ALL', subCategory: 'BEFORE_ARRIVAL', text: 'msr' },
  'gum-electronic-declaration-form': { territory: 'GUM', status: 'PARTIAL', who: 'ALL', subCategory: 'BEFORE_ARRIVAL', text: 'gum' },
  'gum-cash-declaration': { territory: 'GUM', kind: 'CASH_DECLARATION', status: 'PARTIAL', who: 'ALL', subCategory: 'ON_ARRIVAL', text: 'gumCash' },
  'ncl-cash-declaration': { territory: 'NCL', kind: 'CASH_DECLARATION', status: 'PARTIAL', who: 'ALL', subCategory: 'ON_ARRIVAL', text: 'nclCash' },
  'tca-cash-declaration': { territory: 'TCA', kind: 'CASH_DECLARATION', status: 'PARTIAL', who: 'ALL', subCategory: 'ON_ARRIVAL', text: 'tcaCash' },
  'cym-cash-declaration': { territory: 'CYM', kind: 'CASH_DECLARATION', status: 'PARTIAL', who: 'ALL', subCategory: 'ON_ARRIVAL', text: 'cymCash' },
  'bes-cash-declaration': { territory: 'BES', kind: 'CASH_DECLARATION', status: 'PARTIAL', who: 'ALL', subCategory: 'ON_ARRIVAL', text: 'besCash' },
  'asm-health-declaration': { territory: 'ASM', status: 'PARTIAL', who: 'FOREIGN', subCategory: 'ON_ARRIVAL', text: 'asm' },
  'pcn-landing-card': { territory: 'PCN', status: 'PARTIAL', who: 'FOREIGN', subCategory: 'ON_ARRIVAL', text: 'pcn' },
};

describe('terrforms: the new rows', () => {
  it('nine rows with their kind, status, who and timing; cash rows MAY_BE_REQUIRED, the others MANDATORY', () => {
    for (const [id, want] of Object.entries(ROWS)) {
      const f = form(id);
      expect(f).toMatchObject({ territory: want.territory, status: want.status, who: want.who, subCategory: want.subCategory, text: want.text });
      expect(f.kind ?? 'ARRIVAL_CARD').toBe(want.kind ?? 'ARRIVAL_CARD');
      expect(f.enforcement).toBe(want.kind === 'CASH_DECLARATION' ? 'MAY_BE_REQUIRED' : 'MANDATORY');
      expect(f.note).toMatch(/^Issue 22, terrforms \(2026-11-28\)\./);
      for (const s of f.sources) expect(s.readAt).toBe('2026-11-28');
    }
  });

  it("Montserrat: three 2026 pages agree on one immigration and customs form, every traveller: COVERED, Canada's portal link", () => {
    const f = form('msr-online-immigration-customs-form');
    expect(f.actions).toEqual([{ label: 'apply', url: 'https://www.travelmontserrat.gov.ms/en' }]);
    const got = f.sources.map((s) => NOTE.exec(s.note!)?.slice(1, 4));
    expect(got).toEqual([
      ['MSR', 'uk', '2026-07-03T15:32:01Z'],
      ['MSR', 'it', '2026-07-16'],
      ['MSR', 'ca', '2026-07-29 14:31:46'],
    ]);
    expect(f.sources.map((s) => s.publishedAt)).toEqual(['2026-07-03', '2026-07-16', '2026-07-29']);
    expect(f.sources[0]!.note).toContain('travellers are required to complete the online Immigration and Customs Form');
    expect(f.sources[1]!.note).toContain("i viaggiatori sono tenuti a compilare il modulo online di immigrazione e Dogana");
    expect(f.sources[2]!.note).toContain('You must complete the online Immigration and Customs form, available 72 hours before you arrive in Montserrat.');
    expect(f.sources[2]!.note).toContain('https://www.travelmontserrat.gov.ms/en');
    expect(f.sources.every((s) => s.tier === 'OTHER_OFFICIAL')).toBe(true);
    expect(statement('MSR')).toMatchObject({ status: 'COVERED', finding: 'REQUIREMENTS' });
  });

  it("Guam: the EDF at GUM for every passenger, Smartraveller's portal link, the CQA's paper form superseded, the federal side open", () => {
    const f = form('gum-electronic-declaration-form');
    expect(f.airports).toEqual(['GUM']);
    expect(f.actions).toEqual([{ label: 'apply', url: 'https://guamedf.landing.cards/' }]);
    const [au, cqa, post, pit] = f.sources;
    expect(au).toMatchObject({ url: 'https://www.smartraveller.gov.au/destinations/pacific/guam', publishedAt: '2025-07-31', tier: 'OTHER_OFFICIAL' });
    expect(au!.note).toContain('mandatory electronic declaration form](https://guamedf.landing.cards/), accessible 72 hours prior to departure');
    expect(cqa).toMatchObject({ tier: 'DESTINATION_GOVERNMENT', url: 'https://guamcustoms.org/documentation-fees-overview/' });
    expect(cqa!.note).toMatch(/superseded where it describes the paper form/);
    expect(post).toMatchObject({ tier: 'REPORTED', publishedAt: '2021-03-26' });
    expect(pit!.note).toContain('a mandatory digital form that all arriving passengers will need to complete before entering Guam');
    expect(f.scope).toMatch(/Not covered: the federal immigration side/);
    expect(f.scope).toMatch(/domestic legs for the rules/);
    const rule = file.rules.find((r) => r.id === 'forms-gum-electronic-declaration-form')!;
    expect(rule.conditions.all).toContainEqual({ fact: 'airport', operator: 'in', value: ['GUM'] });
    expect(statement('GUM')).toMatchObject({ status: 'PARTIAL', finding: 'REQUIREMENTS' });
  });

  it("New Caledonia: more than EUR 10,000 (Australia 2026 and the US over Canada's 'or more'), every arrival (no EU exemption)", () => {
    const f = form('ncl-cash-declaration');
    expect(f.notFrom).toBeUndefined();
    expect(f.sources.map((s) => s.publishedAt)).toEqual(['2026-07-22', '2025-01-21', '2026-07-29']);
    expect(f.sources[0]!.note).toContain("Declare all amounts over 10,000 euros (or equivalent) on arrival and departure.");
    expect(f.sources[1]!.note).toContain('None if arriving from another EU member state. If arriving from a country outside the EU, amounts exceeding EUR 10,000');
    expect(f.sources[2]!.note).toContain('amounting to 10,000 Euro or more');
    expect(f.note).toMatch(/step \(b\)/);
    expect(text('en-US', 'nclCash')!.description).toMatch(/more than EUR 10,000/);
    expect(text('en-US', 'nclCash')!.more![0]).toMatch(/Canada's page says 10,000 euros or more/);
  });

  it("Turks and Caicos, Cayman, BES: the amounts as the pages state them; Italy's limit and the Cayman immigration card named, not modelled", () => {
    expect(form('tca-cash-declaration').sources[0]!.note).toContain("Declare cash or other forms of payment if the value is more than 10,000 US dollars.");
    expect(form('tca-cash-declaration').scope).toMatch(/Italy's page \(2026-06-10\) says instead that sums above USD 10,000 cannot be brought in/);
    expect(form('cym-cash-declaration').sources[0]!.note).toContain('more than 10,000 in Cayman Island dollars or the same amount in foreign cash');
    expect(form('cym-cash-declaration').scope).toMatch(/the immigration card, which the UK's page says 'you will get' on arrival/);
    expect(form('bes-cash-declaration').sources[0]).toMatchObject({
      url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/BonaireSintEustatiusandSaba.html',
      publishedAt: '2023-09-07',
    });
    expect(form('bes-cash-declaration').sources[0]!.note).toContain("$10,000 (or equivalent) must be declared'");
    // A cash declaration alone leaves the territory PARTIAL.
    for (const t of ['TCA', 'CYM', 'BES', 'NCL']) expect(statement(t)!.status).toBe('PARTIAL');
  });

  it("American Samoa and Pitcairn: one page each, PARTIAL; Canada's portal link and the UK's page", () => {
    const asm = form('asm-health-declaration');
    expect(asm.actions).toEqual([{ label: 'apply', url: 'https://travel.doh.as/' }]);
    expect(NOTE.exec(asm.sources[0]!.note!)?.slice(1, 4)).toEqual(['ASM', 'ca', '2026-07-29 14:31:46']);
    expect(asm.sources[0]!.note).toContain('You must complete a health declaration form to enter American Samoa.');
    const pcn = form('pcn-landing-card');
    expect(pcn.actions).toEqual([{ label: 'moreInformation', url: 'https://www.gov.uk/foreign-travel-advice/pitcairn-island/entry-requirements' }]);
    expect(NOTE.exec(pcn.sources[0]!.note!)?.slice(1, 4)).toEqual(['PCN', 'uk', '2025-03-27T16:14:54Z']);
    expect(pcn.sources[0]!.note).toContain('You must fill in a landing card on arrival.');
    // Pitcairn has no airport: the rule fires at any entry into PCN.
    expect(file.rules.find((r) => r.id === 'forms-pcn-landing-card')!.conditions.all.map((c) => c.fact)).not.toContain('airport');
    expect(statement('ASM')!.status).toBe('PARTIAL');
    expect(statement('PCN')!.status).toBe('PARTIAL');
  });

  it('texts in the four authored locales, with the location placeholder and the amounts', () => {
    for (const l of LOCALES)
      for (const want of Object.values(ROWS)) {
        const t = text(l, want.text);
        expect(t, `${l} ${want.text}`).toBeDefined();
        expect(t!.description).toContain('{{location}}');
      }
    expect(text('de-DE', 'gumCash')!.description).toMatch(/10\.000 USD/);
    expect(text('fr-FR', 'cymCash')!.description).toMatch(/10 000 dollars des îles Caïmans/);
    expect(text('es-ES', 'msr')!.description).toMatch(/72 horas/);
  });

  it('the territories searched and not settled are left out, with no statement', () => {
    const left = ['MNP', 'PRI', 'VIR', 'AIA', 'GLP', 'MTQ', 'PYF', 'GIB', 'FRO', 'GRL', 'NIU', 'GGY', 'JEY', 'IMN'];
    for (const t of left) {
      expect(leftOutReasons.get(t), t).toMatch(/^Territories \(issue 22, terrforms, 2026-11-28\): not settled\./);
      expect(file.coverage.some((c) => c.territories.includes(t)), t).toBe(false);
    }
    expect(leftOutReasons.get('MNP')).toMatch(/read over http only, cnmidof\.net: never cited/);
    expect(leftOutReasons.get('NIU')).toMatch(/one page against one, step \(e\)/);
  });
});
