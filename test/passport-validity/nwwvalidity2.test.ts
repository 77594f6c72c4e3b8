// The fourteenth pass of passport validity (issue 22, branch nwwvalidity2): task 3 of the thirteenth pass. The 2026
// travel advice of France, Spain, Italy, Austria, Finland and Korea (JGNWW/Reisadviezen-buddy, commit 8d9dd4d of 2026-08-22)
// was scanned by script for every destination outside the EU and Schengen, and each hit read: where a page states for its
// own citizens a minimum other than the row their passport gets (longer or shorter, or counted from another day), a row
// scoped to that passport was added; default rows are unchanged. Expected dates are worked out by hand from the
// sentences quoted in the table (arrival 2026-12-10, departure 2026-12-20); rules/tests/nwwvalidity2.test.json checks the
// same boundaries through the rule-test runner.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA, type Table } from '../../scripts/import-passport-validity.js';
import { boundaryTests, type Boundary } from './trips.js';

const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
const A = '2026-12-10';
const L = '2026-12-20';
const PASS = 'Fourteenth pass (nwwvalidity2, 2026-11-27)';
const added = table.destinations.filter((d) => d.sources.some((s) => s.note.includes(PASS)));
const KEYS: Record<string, string> = { fr: 'FRA', es: 'ESP', it: 'ITA', at: 'AUT', fi: 'FIN', kr: 'KOR' };

const boundaries: Boundary[] = [
  ["ARM AUT row 6 months after leaving (default: the stay)", "ARM", "EVN", "Armenia", "AUT", "2027-06-20", false, "passport-validity-arm-aut"],
  ["ARM AUT row 6 months after leaving", "ARM", "EVN", "Armenia", "AUT", "2027-06-19", true, "passport-validity-arm-aut"],
  ["ATG FRA row 6 months from arrival (default: valid beyond the day of departure)", "ATG", "ANU", "Antigua and Barbuda", "FRA", "2027-06-10", false, "passport-validity-atg-fra"],
  ["ATG FRA row 6 months from arrival", "ATG", "ANU", "Antigua and Barbuda", "FRA", "2027-06-09", true, "passport-validity-atg-fra"],
  ["ATG AUT row 6 months after leaving (default: valid beyond the day of departure)", "ATG", "ANU", "Antigua and Barbuda", "AUT", "2027-06-20", false, "passport-validity-atg-aut"],
  ["ATG AUT row 6 months after leaving", "ATG", "ANU", "Antigua and Barbuda", "AUT", "2027-06-19", true, "passport-validity-atg-aut"],
  ["AZE ESP row 3 months after leaving (default: 6 months after leaving)", "AZE", "GYD", "Azerbaijan", "ESP", "2027-03-20", false, "passport-validity-aze-esp-aut"],
  ["AZE ESP row 3 months after leaving", "AZE", "GYD", "Azerbaijan", "ESP", "2027-03-19", true, "passport-validity-aze-esp-aut"],
  ["AZE AUT row 3 months after leaving (default: 6 months after leaving)", "AZE", "GYD", "Azerbaijan", "AUT", "2027-03-20", false, "passport-validity-aze-esp-aut"],
  ["AZE AUT row 3 months after leaving", "AZE", "GYD", "Azerbaijan", "AUT", "2027-03-19", true, "passport-validity-aze-esp-aut"],
  ["CHL ITA row 6 months from arrival (default: the stay)", "CHL", "SCL", "Chile", "ITA", "2027-06-10", false, "passport-validity-chl-ita"],
  ["CHL ITA row 6 months from arrival", "CHL", "SCL", "Chile", "ITA", "2027-06-09", true, "passport-validity-chl-ita"],
  ["COL FIN row 6 months from arrival (default: valid on entry)", "COL", "BOG", "Colombia", "FIN", "2027-06-10", false, "passport-validity-col-fin"],
  ["COL FIN row 6 months from arrival", "COL", "BOG", "Colombia", "FIN", "2027-06-09", true, "passport-validity-col-fin"],
  ["GEO ITA row 6 months from arrival (default: the stay)", "GEO", "TBS", "Georgia", "ITA", "2027-06-10", false, "passport-validity-geo-ita"],
  ["GEO ITA row 6 months from arrival", "GEO", "TBS", "Georgia", "ITA", "2027-06-09", true, "passport-validity-geo-ita"],
  ["GEO AUT row 3 months after leaving (default: the stay)", "GEO", "TBS", "Georgia", "AUT", "2027-03-20", false, "passport-validity-geo-aut"],
  ["GEO AUT row 3 months after leaving", "GEO", "TBS", "Georgia", "AUT", "2027-03-19", true, "passport-validity-geo-aut"],
  ["KGZ AUT row 3 months after leaving (default: 6 months from arrival)", "KGZ", "FRU", "Kyrgyzstan", "AUT", "2027-03-20", false, "passport-validity-kgz-aut"],
  ["KGZ AUT row 3 months after leaving", "KGZ", "FRU", "Kyrgyzstan", "AUT", "2027-03-19", true, "passport-validity-kgz-aut"],
  ["LBN FRA row 6 months from arrival (default: 90 days from arrival)", "LBN", "BEY", "Lebanon", "FRA", "2027-06-10", false, "passport-validity-lbn-fra-ita-fin"],
  ["LBN FRA row 6 months from arrival", "LBN", "BEY", "Lebanon", "FRA", "2027-06-09", true, "passport-validity-lbn-fra-ita-fin"],
  ["LBN ITA row 6 months from arrival (default: 90 days from arrival)", "LBN", "BEY", "Lebanon", "ITA", "2027-06-10", false, "passport-validity-lbn-fra-ita-fin"],
  ["LBN ITA row 6 months from arrival", "LBN", "BEY", "Lebanon", "ITA", "2027-06-09", true, "passport-validity-lbn-fra-ita-fin"],
  ["LBN FIN row 6 months from arrival (default: 90 days from arrival)", "LBN", "BEY", "Lebanon", "FIN", "2027-06-10", false, "passport-validity-lbn-fra-ita-fin"],
  ["LBN FIN row 6 months from arrival", "LBN", "BEY", "Lebanon", "FIN", "2027-06-09", true, "passport-validity-lbn-fra-ita-fin"],
  ["MEX ITA row 6 months from arrival (default: the stay)", "MEX", "MEX", "Mexico", "ITA", "2027-06-10", false, "passport-validity-mex-ita"],
  ["MEX ITA row 6 months from arrival", "MEX", "MEX", "Mexico", "ITA", "2027-06-09", true, "passport-validity-mex-ita"],
  // validityrest: the French-Austrian row is now the default row (3 months from arrival), same dates.
  ["TUN FRA 3 months from arrival (the default row since validityrest)", "TUN", "TUN", "Tunisia", "FRA", "2027-03-10", false, "passport-validity-tun"],
  ["TUN FRA 3 months from arrival (the default row since validityrest)", "TUN", "TUN", "Tunisia", "FRA", "2027-03-09", true, "passport-validity-tun"],
  ["TUN AUT 3 months from arrival (the default row since validityrest)", "TUN", "TUN", "Tunisia", "AUT", "2027-03-10", false, "passport-validity-tun"],
  ["TUN AUT 3 months from arrival (the default row since validityrest)", "TUN", "TUN", "Tunisia", "AUT", "2027-03-09", true, "passport-validity-tun"],
  ["TUR ESP row 6 months from arrival (default: 150 days from arrival)", "TUR", "IST", "Türkiye", "ESP", "2027-06-10", false, "passport-validity-tur-esp"],
  ["TUR ESP row 6 months from arrival", "TUR", "IST", "Türkiye", "ESP", "2027-06-09", true, "passport-validity-tur-esp"],
  ["CRI AUT row 6 months from arrival (default: valid beyond the day of departure)", "CRI", "SJO", "Costa Rica", "AUT", "2027-06-10", false, "passport-validity-cri-aut"],
  ["CRI AUT row 6 months from arrival", "CRI", "SJO", "Costa Rica", "AUT", "2027-06-09", true, "passport-validity-cri-aut"],
  ["LSO AUT row 6 months after leaving (default: valid on entry)", "LSO", "MSU", "Lesotho", "AUT", "2027-06-20", false, "passport-validity-lso-aut"],
  ["LSO AUT row 6 months after leaving", "LSO", "MSU", "Lesotho", "AUT", "2027-06-19", true, "passport-validity-lso-aut"],
  ["KAZ ITA row 6 months from arrival (default: 3 months after leaving)", "KAZ", "ALA", "Kazakhstan", "ITA", "2027-06-10", false, "passport-validity-kaz-ita"],
  ["KAZ ITA row 6 months from arrival", "KAZ", "ALA", "Kazakhstan", "ITA", "2027-06-09", true, "passport-validity-kaz-ita"],
  ["KAZ AUT row 6 months after leaving (default: 3 months after leaving)", "KAZ", "ALA", "Kazakhstan", "AUT", "2027-06-20", false, "passport-validity-kaz-aut"],
  ["KAZ AUT row 6 months after leaving", "KAZ", "ALA", "Kazakhstan", "AUT", "2027-06-19", true, "passport-validity-kaz-aut"],
  ["CPV FRA row 3 months after leaving (default: 6 months after leaving)", "CPV", "RAI", "Cape Verde", "FRA", "2027-03-20", false, "passport-validity-cpv-fra-ita"],
  ["CPV FRA row 3 months after leaving", "CPV", "RAI", "Cape Verde", "FRA", "2027-03-19", true, "passport-validity-cpv-fra-ita"],
  ["CPV ITA row 3 months after leaving (default: 6 months after leaving)", "CPV", "RAI", "Cape Verde", "ITA", "2027-03-20", false, "passport-validity-cpv-fra-ita"],
  ["CPV ITA row 3 months after leaving", "CPV", "RAI", "Cape Verde", "ITA", "2027-03-19", true, "passport-validity-cpv-fra-ita"],
  ["GNB ITA row 3 months from arrival (default: 6 months from arrival)", "GNB", "OXB", "Guinea-Bissau", "ITA", "2027-03-10", false, "passport-validity-gnb-ita"],
  ["GNB ITA row 3 months from arrival", "GNB", "OXB", "Guinea-Bissau", "ITA", "2027-03-09", true, "passport-validity-gnb-ita"],
  ["TGO FRA row 6 months after leaving (default: 3 months after leaving)", "TGO", "LFW", "Togo", "FRA", "2027-06-20", false, "passport-validity-tgo-fra-esp-ita"],
  ["TGO FRA row 6 months after leaving", "TGO", "LFW", "Togo", "FRA", "2027-06-19", true, "passport-validity-tgo-fra-esp-ita"],
  ["TGO ESP row 6 months after leaving (default: 3 months after leaving)", "TGO", "LFW", "Togo", "ESP", "2027-06-20", false, "passport-validity-tgo-fra-esp-ita"],
  ["TGO ESP row 6 months after leaving", "TGO", "LFW", "Togo", "ESP", "2027-06-19", true, "passport-validity-tgo-fra-esp-ita"],
  ["TGO ITA row 6 months after leaving (default: 3 months after leaving)", "TGO", "LFW", "Togo", "ITA", "2027-06-20", false, "passport-validity-tgo-fra-esp-ita"],
  ["TGO ITA row 6 months after leaving", "TGO", "LFW", "Togo", "ITA", "2027-06-19", true, "passport-validity-tgo-fra-esp-ita"],
  ["BEN FRA row 6 months after leaving (default: valid on entry)", "BEN", "COO", "Benin", "FRA", "2027-06-20", false, "passport-validity-ben-fra"],
  ["BEN FRA row 6 months after leaving", "BEN", "COO", "Benin", "FRA", "2027-06-19", true, "passport-validity-ben-fra"],
  ["SWZ ESP row 3 months from arrival (default: 6 months after leaving)", "SWZ", "SHO", "Eswatini", "ESP", "2027-03-10", false, "passport-validity-swz-esp"],
  ["SWZ ESP row 3 months from arrival", "SWZ", "SHO", "Eswatini", "ESP", "2027-03-09", true, "passport-validity-swz-esp"],
  ["SRB AUT row the stay (default: 90 days after leaving)", "SRB", "BEG", "Serbia", "AUT", "2026-12-20", false, "passport-validity-srb-aut"],
  ["SRB AUT row the stay", "SRB", "BEG", "Serbia", "AUT", "2026-12-19", true, "passport-validity-srb-aut"],
  ["FJI AUT row 6 months after leaving (default: 6 months from arrival)", "FJI", "NAN", "Fiji", "AUT", "2027-06-20", false, "passport-validity-fji-aut"],
  ["FJI AUT row 6 months after leaving", "FJI", "NAN", "Fiji", "AUT", "2027-06-19", true, "passport-validity-fji-aut"],
  ["GMB ITA row 6 months from arrival (default: valid on entry)", "GMB", "BJL", "the Gambia", "ITA", "2027-06-10", false, "passport-validity-gmb-ita-aut"],
  ["GMB ITA row 6 months from arrival", "GMB", "BJL", "the Gambia", "ITA", "2027-06-09", true, "passport-validity-gmb-ita-aut"],
  ["GMB AUT row 6 months from arrival (default: valid on entry)", "GMB", "BJL", "the Gambia", "AUT", "2027-06-10", false, "passport-validity-gmb-ita-aut"],
  ["GMB AUT row 6 months from arrival", "GMB", "BJL", "the Gambia", "AUT", "2027-06-09", true, "passport-validity-gmb-ita-aut"],
  ["NRU ESP row 6 months after leaving (default: 3 months from arrival)", "NRU", "INU", "Nauru", "ESP", "2027-06-20", false, "passport-validity-nru-esp-kor"],
  ["NRU ESP row 6 months after leaving", "NRU", "INU", "Nauru", "ESP", "2027-06-19", true, "passport-validity-nru-esp-kor"],
  ["NRU KOR row 6 months after leaving (default: 3 months from arrival)", "NRU", "INU", "Nauru", "KOR", "2027-06-20", false, "passport-validity-nru-esp-kor"],
  ["NRU KOR row 6 months after leaving", "NRU", "INU", "Nauru", "KOR", "2027-06-19", true, "passport-validity-nru-esp-kor"],
  ["SYR ITA row 6 months after leaving (default: 3 months from arrival)", "SYR", "DAM", "Syria", "ITA", "2027-06-20", false, "passport-validity-syr-ita"],
  ["SYR ITA row 6 months after leaving", "SYR", "DAM", "Syria", "ITA", "2027-06-19", true, "passport-validity-syr-ita"],
  ["FSM KOR row 6 months after leaving (default: 120 days from arrival)", "FSM", "PNI", "Micronesia", "KOR", "2027-06-20", false, "passport-validity-fsm-kor"],
  ["FSM KOR row 6 months after leaving", "FSM", "PNI", "Micronesia", "KOR", "2027-06-19", true, "passport-validity-fsm-kor"],
  ["SWZ ITA row 3 months from arrival (default: 6 months after leaving)", "SWZ", "SHO", "Eswatini", "ITA", "2027-03-10", false, "passport-validity-swz-ita"],
  ["SWZ ITA row 3 months from arrival", "SWZ", "SHO", "Eswatini", "ITA", "2027-03-09", true, "passport-validity-swz-ita"],
  ["KOR ESP row 6 months after leaving (default: the stay)", "KOR", "ICN", "South Korea", "ESP", "2027-06-20", false, "passport-validity-kor-esp"],
  ["KOR ESP row 6 months after leaving", "KOR", "ICN", "South Korea", "ESP", "2027-06-19", true, "passport-validity-kor-esp"],
  ["KOR ITA row 3 months after leaving (default: the stay)", "KOR", "ICN", "South Korea", "ITA", "2027-03-20", false, "passport-validity-kor-ita"],
  ["KOR ITA row 3 months after leaving", "KOR", "ICN", "South Korea", "ITA", "2027-03-19", true, "passport-validity-kor-ita"],
  ["ARM default for a Dutch passport, unchanged", "ARM", "EVN", "Armenia", "NLD", "2027-06-19", false, "passport-validity-arm"],
  ["ATG default for a Dutch passport, unchanged", "ATG", "ANU", "Antigua and Barbuda", "NLD", "2027-06-09", false, "passport-validity-atg"],
  ["AZE default for a Dutch passport, unchanged", "AZE", "GYD", "Azerbaijan", "NLD", "2027-03-20", true, "passport-validity-aze"],
  ["CHL default for a Dutch passport, unchanged", "CHL", "SCL", "Chile", "NLD", "2027-06-09", false, "passport-validity-chl"],
  ["COL default for a Dutch passport, unchanged", "COL", "BOG", "Colombia", "NLD", "2027-06-09", false, "passport-validity-col"],
  ["GEO default for a Dutch passport, unchanged", "GEO", "TBS", "Georgia", "NLD", "2027-06-09", false, "passport-validity-geo"],
  ["KGZ default for a Dutch passport, unchanged", "KGZ", "FRU", "Kyrgyzstan", "NLD", "2027-03-20", true, "passport-validity-kgz"],
  ["LBN default for a Dutch passport, unchanged", "LBN", "BEY", "Lebanon", "NLD", "2027-06-09", false, "passport-validity-lbn"],
  ["MEX default for a Dutch passport, unchanged", "MEX", "MEX", "Mexico", "NLD", "2027-06-09", false, "passport-validity-mex"],
  // validityrest: the default row is 3 months from arrival since then, so 2027-03-09 is the too-soon side.
  ["TUN default for a Dutch passport (3 months from arrival since validityrest)", "TUN", "TUN", "Tunisia", "NLD", "2027-03-09", true, "passport-validity-tun"],
  ["TUR default for a Dutch passport, unchanged", "TUR", "IST", "Türkiye", "NLD", "2027-06-09", false, "passport-validity-tur"],
  ["CRI default for a Dutch passport, unchanged", "CRI", "SJO", "Costa Rica", "NLD", "2027-06-09", false, "passport-validity-cri"],
  ["LSO default for a Dutch passport, unchanged", "LSO", "MSU", "Lesotho", "NLD", "2027-06-19", false, "passport-validity-lso"],
  ["KAZ default for a Dutch passport, unchanged", "KAZ", "ALA", "Kazakhstan", "NLD", "2027-06-09", false, "passport-validity-kaz"],
  ["CPV default for a Dutch passport, unchanged", "CPV", "RAI", "Cape Verde", "NLD", "2027-03-20", true, "passport-validity-cpv"],
  ["GNB default for a Dutch passport, unchanged", "GNB", "OXB", "Guinea-Bissau", "NLD", "2027-03-10", true, "passport-validity-gnb"],
  // validityrest: the default row is 6 months after leaving since then; the UK's 3 months after leaving is the British row.
  ["TGO British row 3 months after leaving (validityrest)", "TGO", "LFW", "Togo", "GBR", "2027-06-19", false, "passport-validity-tgo-gbr"],
  ["BEN default for a Dutch passport, unchanged", "BEN", "COO", "Benin", "NLD", "2027-06-19", false, "passport-validity-ben"],
  // freshen pass: the SWZ default is now 3 months from arrival (GOV.UK, Ireland, Italy, Spain 2026), so the too-soon side moves one day earlier.
  ["SWZ default for a Dutch passport, unchanged", "SWZ", "SHO", "Eswatini", "NLD", "2027-03-09", true, "passport-validity-swz"],
  ["SRB default for a Dutch passport, unchanged", "SRB", "BEG", "Serbia", "NLD", "2026-12-20", true, "passport-validity-srb"],
  ["FJI default for a Dutch passport, unchanged", "FJI", "NAN", "Fiji", "NLD", "2027-06-19", false, "passport-validity-fji"],
  ["GMB default for a Dutch passport, unchanged", "GMB", "BJL", "the Gambia", "NLD", "2027-06-09", false, "passport-validity-gmb"],
  ["NRU default for a Dutch passport, unchanged", "NRU", "INU", "Nauru", "NLD", "2027-06-19", false, "passport-validity-nru"],
  ["SYR default for a Dutch passport, unchanged", "SYR", "DAM", "Syria", "NLD", "2027-06-19", false, "passport-validity-syr"],
  ["FSM default for a Dutch passport, unchanged", "FSM", "PNI", "Micronesia", "NLD", "2027-06-19", false, "passport-validity-fsm"],
  ["KOR default for a Dutch passport, unchanged", "KOR", "ICN", "South Korea", "NLD", "2027-03-19", false, "passport-validity-kor"]
];

describe('nwwvalidity2: the rows added', () => {
  it('30 rows (31 added; the Tunisian French-Austrian row removed by validityrest), each for the passports of the governments it cites, none of them a default row', () => {
    // validityrest: the TUN fra-aut row became identical to the new default row (3 months from entry) and was removed.
    expect(added).toHaveLength(30);
    for (const r of added) {
      expect(r.passports && r.passports.length).toBeGreaterThan(0);
      const cited = r.sources.map((s) => KEYS[/source '([a-z]+)'/.exec(s.note)![1]!]).sort();
      expect([...r.passports!].sort()).toEqual(cited);
      expect(r.id).toBe(r.passports!.map((p) => p.toLowerCase()).join('-'));
    }
  });
  it('every citation is an official page at https, OTHER_OFFICIAL, read today, with the file, key and commit in the note', () => {
    for (const r of added)
      for (const s of r.sources) {
        expect(s.type).toBe('GOVERNMENT');
        expect(s.tier).toBe('OTHER_OFFICIAL');
        expect(s.readAt).toBe('2026-11-27');
        expect(s.url).toMatch(/^https:\/\/(www\.)?(diplomatie\.gouv\.fr|exteriores\.gob\.es|viaggiaresicuri\.it|bmeia\.gv\.at|um\.fi|0404\.go\.kr)\//);
        expect(s.note).toContain(`worker/data/latest/${r.territory}.json`);
        expect(s.note).toContain('commit 8d9dd4d of 2026-08-22');
      }
  });
  it('no default row cites this pass', () => {
    expect(table.destinations.filter((d) => !d.passports && d.sources.some((s) => s.note.includes(PASS)))).toEqual([]);
  });
  it('Tunisia: France and Austria state three months from entry; since validityrest that is the default row, and their own row is gone', () => {
    // validityrest (fifteenth pass): the default row follows France and Austria 2026 and Italy 2025-12 (three months from entry since 1 January 2025).
    const tun = table.destinations.filter((d) => d.territory === 'TUN');
    const def = tun.find((d) => !d.passports)!;
    expect([def.months, def.from]).toEqual([3, 'ARRIVAL']);
    expect(tun.find((d) => d.id === 'fra-aut')).toBeUndefined();
  });
  it('Kazakhstan: the Italian row asks two blank pages, the Austrian row none', () => {
    const kaz = table.destinations.filter((d) => d.territory === 'KAZ');
    expect(kaz.find((d) => d.id === 'ita')!.blankPages).toBe(2);
    expect(kaz.find((d) => d.id === 'aut')!.blankPages).toBeUndefined();
  });
});

describe('nwwvalidity2: both sides of each boundary date', () => {
  boundaryTests(boundaries, A, L);
});
