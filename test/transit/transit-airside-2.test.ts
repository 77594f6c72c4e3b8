// The transit10 pass of the airside-transit table (data/transit/transit-airside.json): Ghana, Nigeria and
// Azerbaijan state TRANSIT coverage for an airside transit there, their limits are the sources' own (none
// for Ghana, 48 hours for Nigeria, 24 hours for Azerbaijan) and reach the generated rules, no nationality is
// excepted, and hubs searched without an official statement (Fiji, Ecuador, Serbia, Bahrain) stay
// NOT_COVERED with the reason in leftOut.
import { describe, expect, it } from 'vitest';
import { buildFile } from '../../scripts/import-transit-airside.js';
import { hub, table, transitCoverage, transitVia } from './airside.js';


type Leaf = { fact: string; operator: string; value: unknown };
const airsideRule = (t: string) => {
  const file = buildFile(table);
  return file.rules.find((r) => r.id === `rule-${t.toLowerCase()}-transit-airside`)!;
};
const leaves = (t: string) => airsideRule(t).conditions.all as Leaf[];

describe('transit10 hubs: coverage', () => {
  it('Accra, Lagos, Abuja and Baku state TRANSIT COVERED for an airside transit', () => {
    expect(transitCoverage(transitVia('USA', 'IAD', 'ACC', 'LOS'), 'GHA')).toBe('COVERED');
    expect(transitCoverage(transitVia('GBR', 'LHR', 'LOS', 'ACC'), 'NGA')).toBe('COVERED');
    expect(transitCoverage(transitVia('CHN', 'DXB', 'ABV', 'ADD'), 'NGA')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'DEL', 'GYD', 'IST'), 'AZE')).toBe('COVERED');
  });

  it('hubs searched without an official statement stay NOT_COVERED, with the reason in leftOut', () => {
    expect(transitCoverage(transitVia('USA', 'LAX', 'NAN', 'SYD'), 'FJI')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('IND', 'MAD', 'UIO', 'LIM'), 'ECU')).toBe('NOT_COVERED');
    const left = table.leftOut as Array<{ territories: string[]; reason: string }>;
    const reason = (t: string) => left.filter((l) => l.territories.includes(t)).map((l) => l.reason).join(' ');
    expect(reason('FJI')).toMatch(/3-hour limit conflicts/);
    expect(reason('ECU')).toMatch(/do not say whether passengers who stay in the international transit area/);
    expect(reason('SRB')).toMatch(/airport transit visa of some nationalities/);
    expect(reason('BHR')).toMatch(/No official statement/);
  });
});

describe('transit10 hubs: source choices', () => {
  it('all three rest on a destination-government source and except no nationality', () => {
    for (const t of ['GHA', 'NGA', 'AZE']) {
      expect(hub(t).sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
      expect(hub(t).requirements).toEqual([]);
      expect(hub(t).airports).toBeNull();
    }
  });

  it("the hours limits are the sources' own and reach the generated rule (none for Ghana)", () => {
    expect(hub('GHA').maxHours).toBeNull();
    expect(hub('NGA').maxHours).toBe(48);
    expect(hub('AZE').maxHours).toBe(24);
    expect(leaves('GHA').some((l) => l.fact === 'layoverHours')).toBe(false);
    expect(leaves('NGA')).toContainEqual({ fact: 'layoverHours', operator: 'lessThanInclusive', value: 48 });
    expect(leaves('AZE')).toContainEqual({ fact: 'layoverHours', operator: 'lessThanInclusive', value: 24 });
  });

  it("Azerbaijan's press report of the 4 March 2026 rules is REPORTED with the notice it quotes, and is cited after the embassy page", () => {
    const [official, reported] = hub('AZE').sources;
    expect(official!.url).toBe('https://amman.mfa.gov.az/en/content/104/transit-visa');
    expect(reported!.tier).toBe('REPORTED');
    expect(reported!.publishedAt).toBe('2026-03-04');
    expect(reported!.quotes).toMatch(/Rules on the Simplification of Formalities in the Field of Air Transport/);
  });

  it('no row still gives the hubs transit10 searched as not researched (transit9\'s row says it is superseded)', () => {
    const left = table.leftOut as Array<{ territories: string[]; reason: string }>;
    const notSearched = left.filter((l) => /^Not researched/.test(l.reason)).flatMap((l) => l.territories);
    expect(notSearched).toContain('VNM');
    for (const t of ['MDV', 'BHR', 'OMN', 'KWT', 'JOR', 'NGA']) expect(notSearched).not.toContain(t);
  });
});
