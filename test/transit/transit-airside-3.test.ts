// The transit11 pass of the airside-transit table (data/transit/transit-airside.json): Russia, Belarus,
// the Cayman Islands and Macao state TRANSIT coverage; flights between Russia and Belarus (internal, without
// border control) are answered MAY_BE_REQUIRED rather than "no visa"; the Cayman transit-visa list is the
// reported regulation's, Cuba from its start date; and the states searched without a readable official list
// (Ireland, Cyprus, the Dutch Caribbean, Viet Nam) stay NOT_COVERED with the reason in leftOut.
import { describe, expect, it } from 'vitest';
import { buildFile, type Hub, type Table } from '../../scripts/import-transit-airside.js';
import { hub, table, transitCoverage, transitVia } from './airside.js';

type Leaf = { fact: string; operator: string; value: unknown };
type Condition = Leaf | { any: Condition[] } | { all: Condition[] };
const file = buildFile(table);
const rule = (id: string) => file.rules.find((r) => r.id === `rule-${id}`)!;
const leaves = (id: string) => rule(id).conditions.all as Condition[];
const left = table.leftOut as Array<{ territories: string[]; searched: string; reason: string }>;
const reason = (t: string) => left.filter((l) => l.territories.includes(t) && l.searched.startsWith('transit11')).map((l) => l.reason).join(' ');

describe('transit11 hubs: coverage', () => {
  it('Moscow, Minsk, Grand Cayman and Macao state TRANSIT COVERED for an airside transit', () => {
    expect(transitCoverage(transitVia('USA', 'PEK', 'SVO', 'IST'), 'RUS')).toBe('COVERED');
    expect(transitCoverage(transitVia('IND', 'DXB', 'MSQ', 'TBS'), 'BLR')).toBe('COVERED');
    expect(transitCoverage(transitVia('USA', 'MIA', 'GCM', 'KIN'), 'CYM')).toBe('COVERED');
    expect(transitCoverage(transitVia('USA', 'TPE', 'MFM', 'BKK'), 'MAC')).toBe('COVERED');
  });

  it('states searched without a readable official list stay NOT_COVERED, with the reason in leftOut', () => {
    expect(transitCoverage(transitVia('USA', 'JFK', 'DUB', 'LHR'), 'IRL')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('USA', 'FRA', 'LCA', 'DXB'), 'CYP')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('USA', 'AMS', 'CUR', 'MIA'), 'CUW')).toBe('NOT_COVERED');
    expect(transitCoverage(transitVia('USA', 'ICN', 'HAN', 'BKK'), 'VNM')).toBe('NOT_COVERED');
    expect(reason('IRL')).toMatch(/current list .* was not read in an official copy/);
    expect(reason('CYP')).toMatch(/only at an http:\/\/ address/);
    expect(reason('CUW')).toMatch(/Haitian transit visa/);
    expect(reason('MNE')).toMatch(/airport transit visa for some nationalities/);
  });
});

describe('transit11 hubs: flights without border control (Russia and Belarus)', () => {
  it('the "no visa" rule excludes flights from or to the other state; a priority-9 rule answers them MAY_BE_REQUIRED', () => {
    expect(leaves('rus-transit-airside')).toContainEqual({ fact: 'previousTerritory', operator: 'notIn', value: ['BLR'] });
    expect(leaves('rus-transit-airside')).toContainEqual({ fact: 'nextTerritory', operator: 'notIn', value: ['BLR'] });
    expect(leaves('blr-transit-airside')).toContainEqual({ fact: 'nextTerritory', operator: 'notIn', value: ['RUS'] });
    const r = rule('blr-transit-uncontrolled-route');
    expect(r.priority).toBe(9);
    expect(r.conditions.all).toContainEqual({ any: [{ fact: 'previousTerritory', operator: 'in', value: ['RUS'] }, { fact: 'nextTerritory', operator: 'in', value: ['RUS'] }] });
    expect(file.procedures.find((p) => p.id === 'blr-transit-uncontrolled-route')!.enforcement).toBe('MAY_BE_REQUIRED');
  });

  it('the answer a traveller sees: Minsk to Beijing via Moscow may need a visa, Dubai to Tbilisi via Minsk does not', () => {
    // The trip's only airside transit grouping: its enforcement and record ids.
    const transitAnswer = (b: ReturnType<typeof transitVia>) => {
      const g = b.data.attributes.informationGroups.find((x) => x.type === 'VISA_REQUIREMENTS')!.groupings!.find((x) => x.transit)!;
      return [g.enforcement, g.data.map((d) => d.id)];
    };
    expect(transitAnswer(transitVia('USA', 'MSQ', 'SVO', 'PEK'))).toEqual(['MAY_BE_REQUIRED', ['rus-transit-uncontrolled-route']]);
    expect(transitAnswer(transitVia('USA', 'DXB', 'MSQ', 'TBS'))).toEqual(['NOT_REQUIRED', ['blr-transit-airside']]);
  });

  it("the Belarusian page is the destination's own source for Belarus and another government's for Russia", () => {
    const url = 'https://bulgaria.mfa.gov.by/bg/consular_issues/airport';
    expect(hub('BLR').routesWithoutBorderControl!.sources.find((s) => s.url === url)!.tier).toBe('DESTINATION_GOVERNMENT');
    expect(hub('RUS').routesWithoutBorderControl!.sources.find((s) => s.url === url)!.tier).toBe('OTHER_OFFICIAL');
    expect(file.coverage.find((c) => c.territories[0] === 'RUS')!.sources.map((s) => s.url)).toContain(url);
  });

  it('refuses a route list naming the hub itself, one without a note and one resting on a dataset only', () => {
    const rus = hub('RUS');
    const u = rus.routesWithoutBorderControl!;
    const only = (h: Hub): Table => ({ ...table, hubs: [h] });
    expect(() => buildFile(only({ ...rus, routesWithoutBorderControl: { ...u, territories: ['RUS'] } }))).toThrow(/names other territories/);
    expect(() => buildFile(only({ ...rus, routesWithoutBorderControl: { ...u, note: '' } }))).toThrow(/with a note/);
    const matrix = hub('MEX').sources.find((s) => s.tier === 'DATASET')!;
    expect(() => buildFile(only({ ...rus, routesWithoutBorderControl: { ...u, sources: [matrix] } }))).toThrow(/official source or a report quoting one/);
  });
});

describe('transit11 hubs: source choices', () => {
  it("the Cayman transit-visa list is the reported regulation's 43 nationalities, Cuba only from 5 August 2024", () => {
    const [all, cuba] = hub('CYM').requirements;
    expect(all!.passports).toHaveLength(43);
    for (const p of ['IND', 'CHN', 'SRB', 'MNE', 'COG', 'COD', 'PSE', 'TUR']) expect(all!.passports).toContain(p);
    expect(all!.passports).not.toContain('CUB');
    expect(all!.passports).not.toContain('JAM');
    expect(cuba).toMatchObject({ passports: ['CUB'], from: '2024-08-05' });
    const report = all!.sources[0]!;
    expect(report.tier).toBe('REPORTED');
    expect(report.quotes).toMatch(/Visas, Entry and Landing\) \(Amendment\) Regulations, 2024/);
    expect(hub('CYM').sources[0]!.tier).toBe('DESTINATION_GOVERNMENT');
  });

  it("the hours limits are the sources' own (24 hours in Russia, Belarus and the Cayman Islands; none stated for Macao)", () => {
    for (const t of ['RUS', 'BLR', 'CYM']) {
      expect(hub(t).maxHours).toBe(24);
      expect(leaves(`${t.toLowerCase()}-transit-airside`)).toContainEqual({ fact: 'layoverHours', operator: 'lessThanInclusive', value: 24 });
    }
    expect(hub('MAC').maxHours).toBeNull();
    expect((leaves('mac-transit-airside') as Leaf[]).some((l) => l.fact === 'layoverHours')).toBe(false);
  });

  it('every transit11 hub rests on a destination-government source and names no airport', () => {
    for (const t of ['RUS', 'BLR', 'CYM', 'MAC']) {
      expect(hub(t).sources.every((s) => s.tier === 'DESTINATION_GOVERNMENT')).toBe(true);
      expect(hub(t).airports).toBeNull();
    }
  });
});
