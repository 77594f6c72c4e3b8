// Passport validity for the territories (issue 22, branch terrvalidity): the territories outside the visa matrix with entry
// rules of their own, read from the 2026 advice pages of 16 governments (JGNWW/Reisadviezen-buddy, commit 8d9dd4d) and the
// word-for-word scrapes of marcolussetti/travel-advisories (commit bbc331d). Expected dates are worked out by hand from the
// sentences quoted in data/passport-validity/passport-validity.json (arrival 2026-12-10, departure 2026-12-20: 3 months after
// leaving = 2027-03-20, 6 months from arrival = 2027-06-10, the stay = 2026-12-20, valid on entry = 2026-12-10, 90 days after
// leaving = 2027-03-20), on both sides of each boundary; rules/tests/terrvalidity.test.json checks the same through the runner.
import { describe, expect, it } from 'vitest';
import { answer, ids, roundTrip, rowOf, rowsOf, ruleOf, validityCoverage, validityTable } from './trips.js';

const table = validityTable;
const rows = rowsOf;
const row = rowOf;
const coverage = validityCoverage;
const A = '2026-12-10';
const L = '2026-12-20';
const PASS = 'Passport validity for the territories (terrvalidity, 2026-11-28)';
const NEW = ['ASM', 'GRL', 'GLP', 'MTQ', 'GUF', 'REU', 'MYT', 'BLM', 'MAF', 'SPM', 'PYF', 'NCL', 'WLF', 'ABW', 'CUW', 'SXM', 'BES', 'AIA', 'BMU', 'CYM', 'VGB', 'TCA', 'MSR', 'FLK', 'GIB', 'SHN', 'IOT', 'PCN', 'ESH', 'COK', 'NIU', 'TKL'];

/** [what, territory, airport, a word of the territory's name in the headline, passport, expiry, too soon?, the row that answers] */
const boundaries: Array<[string, string, string, string, string, string, boolean, string]> = [
  ["GLP default 3 months after leaving (GOV.UK, Canada)", "GLP", "PTP", "Guadeloupe", "GBR", "2027-03-20", false, "passport-validity-glp"],
  ["GLP default 3 months after leaving (GOV.UK, Canada)", "GLP", "PTP", "Guadeloupe", "GBR", "2027-03-19", true, "passport-validity-glp"],
  ["MTQ default 3 months after leaving (GOV.UK, Canada)", "MTQ", "FDF", "Martinique", "GBR", "2027-03-20", false, "passport-validity-mtq"],
  ["MTQ default 3 months after leaving (GOV.UK, Canada)", "MTQ", "FDF", "Martinique", "GBR", "2027-03-19", true, "passport-validity-mtq"],
  ["GUF default 3 months after leaving (GOV.UK, Canada)", "GUF", "CAY", "Guiana", "GBR", "2027-03-20", false, "passport-validity-guf"],
  ["GUF default 3 months after leaving (GOV.UK, Canada)", "GUF", "CAY", "Guiana", "GBR", "2027-03-19", true, "passport-validity-guf"],
  ["REU default 3 months after leaving (GOV.UK, Canada)", "REU", "RUN", "union", "GBR", "2027-03-20", false, "passport-validity-reu"],
  ["REU default 3 months after leaving (GOV.UK, Canada)", "REU", "RUN", "union", "GBR", "2027-03-19", true, "passport-validity-reu"],
  ["MYT default 3 months after leaving (GOV.UK, Canada)", "MYT", "DZA", "Mayotte", "GBR", "2027-03-20", false, "passport-validity-myt"],
  ["MYT default 3 months after leaving (GOV.UK, Canada)", "MYT", "DZA", "Mayotte", "GBR", "2027-03-19", true, "passport-validity-myt"],
  ["GLP Irish row: valid up to the return date (ireland.ie)", "GLP", "PTP", "Guadeloupe", "IRL", "2026-12-20", false, "passport-validity-glp-irl"],
  ["GLP Irish row: valid up to the return date (ireland.ie)", "GLP", "PTP", "Guadeloupe", "IRL", "2026-12-19", true, "passport-validity-glp-irl"],
  ["MTQ Irish row: valid up to the return date (ireland.ie)", "MTQ", "FDF", "Martinique", "IRL", "2026-12-20", false, "passport-validity-mtq-irl"],
  ["MTQ Irish row: valid up to the return date (ireland.ie)", "MTQ", "FDF", "Martinique", "IRL", "2026-12-19", true, "passport-validity-mtq-irl"],
  ["GUF Irish row: valid up to the return date (ireland.ie)", "GUF", "CAY", "Guiana", "IRL", "2026-12-20", false, "passport-validity-guf-irl"],
  ["GUF Irish row: valid up to the return date (ireland.ie)", "GUF", "CAY", "Guiana", "IRL", "2026-12-19", true, "passport-validity-guf-irl"],
  ["REU Irish row: valid up to the return date (ireland.ie)", "REU", "RUN", "union", "IRL", "2026-12-20", false, "passport-validity-reu-irl"],
  ["REU Irish row: valid up to the return date (ireland.ie)", "REU", "RUN", "union", "IRL", "2026-12-19", true, "passport-validity-reu-irl"],
  ["GLP U.S. row 6 months at entry (State Department, French West Indies)", "GLP", "PTP", "Guadeloupe", "USA", "2027-06-10", false, "passport-validity-glp-usa"],
  ["GLP U.S. row 6 months at entry (State Department, French West Indies)", "GLP", "PTP", "Guadeloupe", "USA", "2027-06-09", true, "passport-validity-glp-usa"],
  ["MTQ U.S. row 6 months at entry (State Department, French West Indies)", "MTQ", "FDF", "Martinique", "USA", "2027-06-10", false, "passport-validity-mtq-usa"],
  ["MTQ U.S. row 6 months at entry (State Department, French West Indies)", "MTQ", "FDF", "Martinique", "USA", "2027-06-09", true, "passport-validity-mtq-usa"],
  ["MAF U.S. row 6 months at entry (State Department, French West Indies)", "MAF", "SFG", "Martin", "USA", "2027-06-10", false, "passport-validity-maf-usa"],
  ["MAF U.S. row 6 months at entry (State Department, French West Indies)", "MAF", "SFG", "Martin", "USA", "2027-06-09", true, "passport-validity-maf-usa"],
  ["BLM U.S. row 6 months at entry (State Department, French West Indies)", "BLM", "SBH", "Barth", "USA", "2027-06-10", false, "passport-validity-blm-usa"],
  ["BLM U.S. row 6 months at entry (State Department, French West Indies)", "BLM", "SBH", "Barth", "USA", "2027-06-09", true, "passport-validity-blm-usa"],
  ["MAF British row 3 months after leaving", "MAF", "SFG", "Martin", "GBR", "2027-03-20", false, "passport-validity-maf-gbr"],
  ["MAF British row 3 months after leaving", "MAF", "SFG", "Martin", "GBR", "2027-03-19", true, "passport-validity-maf-gbr"],
  ["MAF Canadian row 6 months after leaving", "MAF", "SFG", "Martin", "CAN", "2027-06-20", false, "passport-validity-maf-can"],
  ["MAF Canadian row 6 months after leaving", "MAF", "SFG", "Martin", "CAN", "2027-06-19", true, "passport-validity-maf-can"],
  ["BLM Canadian row the stay", "BLM", "SBH", "Barth", "CAN", "2026-12-20", false, "passport-validity-blm-can"],
  ["BLM Canadian row the stay", "BLM", "SBH", "Barth", "CAN", "2026-12-19", true, "passport-validity-blm-can"],
  ["SPM default 3 months after leaving", "SPM", "FSP", "Pierre", "CAN", "2027-03-20", false, "passport-validity-spm"],
  ["SPM default 3 months after leaving", "SPM", "FSP", "Pierre", "CAN", "2027-03-19", true, "passport-validity-spm"],
  ["PYF default 3 months after leaving", "PYF", "PPT", "Polynesia", "GBR", "2027-03-20", false, "passport-validity-pyf"],
  ["PYF default 3 months after leaving", "PYF", "PPT", "Polynesia", "GBR", "2027-03-19", true, "passport-validity-pyf"],
  ["PYF U.S. row six months (no day: from leaving)", "PYF", "PPT", "Polynesia", "USA", "2027-06-20", false, "passport-validity-pyf-usa"],
  ["PYF U.S. row six months (no day: from leaving)", "PYF", "PPT", "Polynesia", "USA", "2027-06-19", true, "passport-validity-pyf-usa"],
  ["PYF Italian row 6 months from the return", "PYF", "PPT", "Polynesia", "ITA", "2027-06-20", false, "passport-validity-pyf-ita"],
  ["PYF Italian row 6 months from the return", "PYF", "PPT", "Polynesia", "ITA", "2027-06-19", true, "passport-validity-pyf-ita"],
  ["NCL default 6 months after leaving (Canada, State Department)", "NCL", "NOU", "Caledonia", "CAN", "2027-06-20", false, "passport-validity-ncl"],
  ["NCL default 6 months after leaving (Canada, State Department)", "NCL", "NOU", "Caledonia", "CAN", "2027-06-19", true, "passport-validity-ncl"],
  ["NCL British row 3 months after leaving", "NCL", "NOU", "Caledonia", "GBR", "2027-03-20", false, "passport-validity-ncl-gbr"],
  ["NCL British row 3 months after leaving", "NCL", "NOU", "Caledonia", "GBR", "2027-03-19", true, "passport-validity-ncl-gbr"],
  ["NCL Italian row 6 months from entry", "NCL", "NOU", "Caledonia", "ITA", "2027-06-10", false, "passport-validity-ncl-ita"],
  ["NCL Italian row 6 months from entry", "NCL", "NOU", "Caledonia", "ITA", "2027-06-09", true, "passport-validity-ncl-ita"],
  ["WLF British row 6 months after leaving", "WLF", "WLS", "Wallis", "GBR", "2027-06-20", false, "passport-validity-wlf-gbr"],
  ["WLF British row 6 months after leaving", "WLF", "WLS", "Wallis", "GBR", "2027-06-19", true, "passport-validity-wlf-gbr"],
  ["ABW default the stay", "ABW", "AUA", "Aruba", "CAN", "2026-12-20", false, "passport-validity-abw"],
  ["ABW default the stay", "ABW", "AUA", "Aruba", "CAN", "2026-12-19", true, "passport-validity-abw"],
  ["CUW default the stay", "CUW", "CUR", "Cura", "GBR", "2026-12-20", false, "passport-validity-cuw"],
  ["CUW default the stay", "CUW", "CUR", "Cura", "GBR", "2026-12-19", true, "passport-validity-cuw"],
  ["CUW Canadian row 6 months after leaving", "CUW", "CUR", "Cura", "CAN", "2027-06-20", false, "passport-validity-cuw-can"],
  ["CUW Canadian row 6 months after leaving", "CUW", "CUR", "Cura", "CAN", "2027-06-19", true, "passport-validity-cuw-can"],
  ["SXM default the stay", "SXM", "SXM", "Maarten", "CAN", "2026-12-20", false, "passport-validity-sxm"],
  ["SXM default the stay", "SXM", "SXM", "Maarten", "CAN", "2026-12-19", true, "passport-validity-sxm"],
  ["SXM British row 6 months from arrival", "SXM", "SXM", "Maarten", "GBR", "2027-06-10", false, "passport-validity-sxm-gbr"],
  ["SXM British row 6 months from arrival", "SXM", "SXM", "Maarten", "GBR", "2027-06-09", true, "passport-validity-sxm-gbr"],
  ["BES default the stay", "BES", "BON", "Bonaire", "CAN", "2026-12-20", false, "passport-validity-bes"],
  ["BES default the stay", "BES", "BON", "Bonaire", "CAN", "2026-12-19", true, "passport-validity-bes"],
  ["BES British row 6 months from arrival", "BES", "BON", "Bonaire", "GBR", "2027-06-10", false, "passport-validity-bes-gbr"],
  ["BES British row 6 months from arrival", "BES", "BON", "Bonaire", "GBR", "2027-06-09", true, "passport-validity-bes-gbr"],
  ["AIA default the stay (GOV.UK, Ireland)", "AIA", "AXA", "Anguilla", "GBR", "2026-12-20", false, "passport-validity-aia"],
  ["AIA default the stay (GOV.UK, Ireland)", "AIA", "AXA", "Anguilla", "GBR", "2026-12-19", true, "passport-validity-aia"],
  ["AIA Canadian row 3 months after leaving", "AIA", "AXA", "Anguilla", "CAN", "2027-03-20", false, "passport-validity-aia-can"],
  ["AIA Canadian row 3 months after leaving", "AIA", "AXA", "Anguilla", "CAN", "2027-03-19", true, "passport-validity-aia-can"],
  ["AIA Italian row six months (no day: from leaving)", "AIA", "AXA", "Anguilla", "ITA", "2027-06-20", false, "passport-validity-aia-ita"],
  ["AIA Italian row six months (no day: from leaving)", "AIA", "AXA", "Anguilla", "ITA", "2027-06-19", true, "passport-validity-aia-ita"],
  ["AIA U.S. row valid at entry", "AIA", "AXA", "Anguilla", "USA", "2026-12-10", false, "passport-validity-aia-usa"],
  ["AIA U.S. row valid at entry", "AIA", "AXA", "Anguilla", "USA", "2026-12-09", true, "passport-validity-aia-usa"],
  ["BMU default the stay (GOV.UK, Canada)", "BMU", "BDA", "Bermuda", "GBR", "2026-12-20", false, "passport-validity-bmu"],
  ["BMU default the stay (GOV.UK, Canada)", "BMU", "BDA", "Bermuda", "GBR", "2026-12-19", true, "passport-validity-bmu"],
  ["BMU U.S. row valid at entry", "BMU", "BDA", "Bermuda", "USA", "2026-12-10", false, "passport-validity-bmu-usa"],
  ["BMU U.S. row valid at entry", "BMU", "BDA", "Bermuda", "USA", "2026-12-09", true, "passport-validity-bmu-usa"],
  ["CYM default the stay (GOV.UK, Canada, State Department)", "CYM", "GCM", "Cayman", "USA", "2026-12-20", false, "passport-validity-cym"],
  ["CYM default the stay (GOV.UK, Canada, State Department)", "CYM", "GCM", "Cayman", "USA", "2026-12-19", true, "passport-validity-cym"],
  ["CYM Italian row 6 months from arrival", "CYM", "GCM", "Cayman", "ITA", "2027-06-10", false, "passport-validity-cym-ita"],
  ["CYM Italian row 6 months from arrival", "CYM", "GCM", "Cayman", "ITA", "2027-06-09", true, "passport-validity-cym-ita"],
  ["VGB default 6 months from arrival (Canada, Italy)", "VGB", "EIS", "Virgin", "CAN", "2027-06-10", false, "passport-validity-vgb"],
  ["VGB default 6 months from arrival (Canada, Italy)", "VGB", "EIS", "Virgin", "CAN", "2027-06-09", true, "passport-validity-vgb"],
  ["VGB British row the stay", "VGB", "EIS", "Virgin", "GBR", "2026-12-20", false, "passport-validity-vgb-gbr"],
  ["VGB British row the stay", "VGB", "EIS", "Virgin", "GBR", "2026-12-19", true, "passport-validity-vgb-gbr"],
  ["VGB U.S. row valid at entry", "VGB", "EIS", "Virgin", "USA", "2026-12-10", false, "passport-validity-vgb-usa"],
  ["VGB U.S. row valid at entry", "VGB", "EIS", "Virgin", "USA", "2026-12-09", true, "passport-validity-vgb-usa"],
  ["TCA default 6 months after leaving (Canada; Italy from arrival: the stricter day)", "TCA", "PLS", "Turks", "CAN", "2027-06-20", false, "passport-validity-tca"],
  ["TCA default 6 months after leaving (Canada; Italy from arrival: the stricter day)", "TCA", "PLS", "Turks", "CAN", "2027-06-19", true, "passport-validity-tca"],
  ["TCA Italian row 6 months from arrival", "TCA", "PLS", "Turks", "ITA", "2027-06-10", false, "passport-validity-tca-ita"],
  ["TCA Italian row 6 months from arrival", "TCA", "PLS", "Turks", "ITA", "2027-06-09", true, "passport-validity-tca-ita"],
  ["TCA British row the stay", "TCA", "PLS", "Turks", "GBR", "2026-12-20", false, "passport-validity-tca-gbr"],
  ["TCA British row the stay", "TCA", "PLS", "Turks", "GBR", "2026-12-19", true, "passport-validity-tca-gbr"],
  ["TCA U.S. row 3 months from arrival", "TCA", "PLS", "Turks", "USA", "2027-03-10", false, "passport-validity-tca-usa"],
  ["TCA U.S. row 3 months from arrival", "TCA", "PLS", "Turks", "USA", "2027-03-09", true, "passport-validity-tca-usa"],
  ["MSR default the stay", "MSR", "MNI", "Montserrat", "GBR", "2026-12-20", false, "passport-validity-msr"],
  ["MSR default the stay", "MSR", "MNI", "Montserrat", "GBR", "2026-12-19", true, "passport-validity-msr"],
  ["MSR U.S. row valid at entry", "MSR", "MNI", "Montserrat", "USA", "2026-12-10", false, "passport-validity-msr-usa"],
  ["MSR U.S. row valid at entry", "MSR", "MNI", "Montserrat", "USA", "2026-12-09", true, "passport-validity-msr-usa"],
  ["FLK default the stay", "FLK", "MPN", "Falkland", "GBR", "2026-12-20", false, "passport-validity-flk"],
  ["FLK default the stay", "FLK", "MPN", "Falkland", "GBR", "2026-12-19", true, "passport-validity-flk"],
  ["GIB default 3 months after leaving", "GIB", "GIB", "Gibraltar", "CAN", "2027-03-20", false, "passport-validity-gib"],
  ["GIB default 3 months after leaving", "GIB", "GIB", "Gibraltar", "CAN", "2027-03-19", true, "passport-validity-gib"],
  ["GIB British row 3 months after leaving, issued within 10 years", "GIB", "GIB", "Gibraltar", "GBR", "2027-03-20", false, "passport-validity-gib-gbr"],
  ["GIB British row 3 months after leaving, issued within 10 years", "GIB", "GIB", "Gibraltar", "GBR", "2027-03-19", true, "passport-validity-gib-gbr"],
  ["SHN British row 6 months from arrival (Ascension airport)", "SHN", "ASI", "Helena", "GBR", "2027-06-10", false, "passport-validity-shn-gbr"],
  ["SHN British row 6 months from arrival (Ascension airport)", "SHN", "ASI", "Helena", "GBR", "2027-06-09", true, "passport-validity-shn-gbr"],
  ["IOT British row 6 months from arrival", "IOT", "NKW", "Indian Ocean", "GBR", "2027-06-10", false, "passport-validity-iot-gbr"],
  ["IOT British row 6 months from arrival", "IOT", "NKW", "Indian Ocean", "GBR", "2027-06-09", true, "passport-validity-iot-gbr"],
  ["ESH British row the stay", "ESH", "EUN", "Sahara", "GBR", "2026-12-20", false, "passport-validity-esh-gbr"],
  ["ESH British row the stay", "ESH", "EUN", "Sahara", "GBR", "2026-12-19", true, "passport-validity-esh-gbr"],
  ["COK default 6 months after leaving (Canada, GOV.UK, AA, France, Spain, Italy)", "COK", "RAR", "Cook", "USA", "2027-06-20", false, "passport-validity-cok"],
  ["COK default 6 months after leaving (Canada, GOV.UK, AA, France, Spain, Italy)", "COK", "RAR", "Cook", "USA", "2027-06-19", true, "passport-validity-cok"],
  ["NIU default 6 months after leaving (AA, Italy, Korea)", "NIU", "IUE", "Niue", "USA", "2027-06-20", false, "passport-validity-niu"],
  ["NIU default 6 months after leaving (AA, Italy, Korea)", "NIU", "IUE", "Niue", "USA", "2027-06-19", true, "passport-validity-niu"],
  ["NIU British row 3 months after leaving", "NIU", "IUE", "Niue", "GBR", "2027-03-20", false, "passport-validity-niu-gbr"],
  ["NIU British row 3 months after leaving", "NIU", "IUE", "Niue", "GBR", "2027-03-19", true, "passport-validity-niu-gbr"],
  ["NIU Canadian row 3 months after leaving", "NIU", "IUE", "Niue", "CAN", "2027-03-20", false, "passport-validity-niu-can"],
  ["NIU Canadian row 3 months after leaving", "NIU", "IUE", "Niue", "CAN", "2027-03-19", true, "passport-validity-niu-can"],
  ["ASM default 6 months after leaving (Canada, Italy)", "ASM", "PPG", "Samoa", "CAN", "2027-06-20", false, "passport-validity-asm"],
  ["ASM default 6 months after leaving (Canada, Italy)", "ASM", "PPG", "Samoa", "CAN", "2027-06-19", true, "passport-validity-asm"],
  ["GRL default 3 months after leaving (Canada, Austria)", "GRL", "GOH", "Greenland", "CAN", "2027-03-20", false, "passport-validity-grl"],
  ["GRL default 3 months after leaving (Canada, Austria)", "GRL", "GOH", "Greenland", "CAN", "2027-03-19", true, "passport-validity-grl"],
  ["GRL U.S. row 90 days after leaving", "GRL", "GOH", "Greenland", "USA", "2027-03-20", false, "passport-validity-grl-usa"],
  ["GRL U.S. row 90 days after leaving", "GRL", "GOH", "Greenland", "USA", "2027-03-19", true, "passport-validity-grl-usa"]
];

describe('terrvalidity: both sides of each boundary date', () => {
  for (const [what, t, airport, word, passport, expiry, soon, id] of boundaries) {
    it(`${t}: a ${passport} passport expiring ${expiry} is ${soon ? 'too soon' : 'enough'} (${what})`, () => {
      const b = answer(roundTrip(airport, A, L), [passport], expiry);
      expect(ids(b)).toContain(id);
      expect(new RegExp(`expires too soon for [^:.]*${word}`).test(b.data.attributes.headline)).toBe(soon);
      expect(coverage(b, t)).not.toBe('NOT_COVERED');
    });
  }
});

describe('terrvalidity: the rows as read', () => {
  it('every territory the pass answers has rows of destination kind, never its sovereign\'s rule (sameAs)', () => {
    for (const t of NEW) {
      expect(rows(t).length, t).toBeGreaterThan(0);
      expect((table.territories ?? []).some((s) => s.territory === t), t).toBe(false);
    }
    expect((table.territories ?? []).map((s) => s.territory).sort()).toEqual(['CCK', 'CXR', 'GGY', 'GUM', 'IMN', 'JEY', 'MNP', 'NFK', 'PRI', 'VIR']);
  });

  it('every source the pass wrote is another government\'s page, read today at https, with its copy named and the words quoted', () => {
    for (const t of NEW) for (const r of rows(t)) for (const s of r.sources) {
      expect(s.tier, t).toBe('OTHER_OFFICIAL');
      expect(s.readAt, t).toBe('2026-11-28');
      expect(s.url.startsWith('https://'), t).toBe(true);
      expect(s.note, t).toContain(PASS);
      expect(/JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/[A-Z-]+\.json, source '[a-z]{2}', commit 8d9dd4d|marcolussetti\/travel-advisories, [a-z]+\/.+?, commit bbc331d/.test(s.note), t).toBe(true);
    }
  });

  it('French outermost regions: 3 months after leaving (GOV.UK, Canada); EU, EEA and Swiss passports not covered except the Irish row', () => {
    for (const t of ['GLP', 'MTQ', 'GUF', 'REU', 'MYT']) {
      expect(ruleOf(t), t).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: undefined });
      expect(row(t).exemptPassports, t).toContain('FRA');
    }
    for (const t of ['GLP', 'MTQ', 'GUF', 'REU']) expect(ruleOf(t, 'irl'), t).toEqual({ months: 0, days: undefined, from: 'ARRIVAL', blankPages: undefined });
    // Mayotte: Ireland only recommends ('should be valid for the duration of your stay'): no Irish row.
    expect(row('MYT', 'irl')).toBeUndefined();
    expect(row('MYT').exemptPassports).toContain('IRL');
    const fra = answer(roundTrip('PTP', A, L), ['FRA'], '2027-01-01');
    expect(coverage(fra, 'GLP')).toBe('NOT_COVERED');
    expect(ids(fra).some((i) => i.startsWith('passport-validity-glp'))).toBe(false);
  });

  it('Saint Martin, Saint Barthélemy, Wallis and Futuna, Tokelau: no two governments agree, so only their own passports are answered', () => {
    for (const t of ['MAF', 'BLM', 'WLF', 'TKL', 'SHN', 'IOT', 'PCN', 'ESH']) {
      expect(row(t), t).toBeUndefined();
      expect(table.notCovered!.some((n) => n.territory === t && n.reason.includes('terrvalidity')), t).toBe(true);
    }
    expect(rows('MAF').map((d) => d.id).sort()).toEqual(['can', 'gbr', 'usa']);
    expect(rows('BLM').map((d) => d.id).sort()).toEqual(['can', 'gbr', 'usa']);
    const deu = answer(roundTrip('SFG', A, L), ['DEU'], '2027-01-01');
    expect(coverage(deu, 'MAF')).toBe('NOT_COVERED');
    // St Helena: the British row is PARTIAL (Tristan da Cunha's stay rule is not told apart).
    expect(row('SHN', 'gbr').partialScope).toContain('Tristan da Cunha');
  });

  it('the sovereign\'s nationals are left out as not covered (Dutch in the Dutch Caribbean, Danish in Greenland, New Zealand in the Cook Islands and Niue, U.S. in American Samoa)', () => {
    const cases: Array<[string, string, string]> = [['ABW', 'AUA', 'NLD'], ['CUW', 'CUR', 'NLD'], ['SXM', 'SXM', 'NLD'], ['BES', 'BON', 'NLD'], ['GRL', 'GOH', 'DNK'], ['COK', 'RAR', 'NZL'], ['NIU', 'IUE', 'NZL'], ['ASM', 'PPG', 'USA']];
    for (const [t, ap, p] of cases) {
      expect(row(t).exemptPassports, t).toEqual([p]);
      expect(coverage(answer(roundTrip(ap, A, L), [p], '2027-12-31'), t), t).toBe('NOT_COVERED');
    }
    expect(coverage(answer(roundTrip('AUA', A, L), ['GBR'], '2027-12-31'), 'ABW')).toBe('COVERED');
  });

  it('a recommendation is not a rule: Irish passports get the default in Bermuda and the British Virgin Islands, and the Faroes stay not covered', () => {
    expect(ids(answer(roundTrip('BDA', A, L), ['IRL'], '2027-12-31'))).toContain('passport-validity-bmu');
    expect(row('BMU', 'irl')).toBeUndefined();
    expect(row('VGB', 'irl')).toBeUndefined();
    expect(rows('FRO')).toHaveLength(0);
    expect(table.notCovered!.find((n) => n.territory === 'FRO')!.reason).toContain('We recommend');
  });

  it('majorities and days: Niue 6 months after leaving with 2 pages (three 2026 pages over two), New Caledonia 6 months (Canada and the State Department), Turks and Caicos the stricter day', () => {
    expect(ruleOf('NIU')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    expect(ruleOf('NIU', 'gbr')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    expect(ruleOf('NCL')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    expect(ruleOf('NCL', 'gbr')).toEqual({ months: 3, days: undefined, from: 'DEPARTURE', blankPages: 2 });
    expect(ruleOf('TCA')).toEqual({ months: 6, days: undefined, from: 'DEPARTURE', blankPages: undefined });
    expect(ruleOf('TCA', 'usa')).toEqual({ months: 3, days: undefined, from: 'ARRIVAL', blankPages: 2 });
    expect(ruleOf('GRL', 'usa')).toEqual({ months: undefined, days: 90, from: 'DEPARTURE', blankPages: undefined });
    expect(row('GIB', 'gbr').issuedWithinYears).toBe(10);
    expect(row('GIB').issuedWithinYears).toBeUndefined();
  });

  it('uninhabited or closed territories are researched and left not covered', () => {
    for (const t of ['SGS', 'ATA', 'SJM', 'UMI', 'HMD', 'BVT', 'ATF']) {
      expect(rows(t), t).toHaveLength(0);
      expect(table.notCovered!.some((n) => n.territory === t), t).toBe(true);
    }
  });
});
