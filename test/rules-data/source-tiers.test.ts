// Source tiers (issue 21): every source of the transit, EU, domestic, override and official-list
// files (and the generated transit and matrix files) carries the tier the reviewed publisher table
// gives it for the destination that cites it; the decisions the table encodes are pinned here; and
// every territory with researched airside-transit rules states its TRANSIT coverage.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publisherOf, publisherTable, sourcesIn, targets, tierOf } from '../../scripts/migrate-source-tiers.js';
import { ROOT } from './data.js';

const table = publisherTable();
const read = (rel: string): unknown => JSON.parse(readFileSync(join(ROOT, rel), 'utf8'));
const tierFor = (url: string, destinations: string[]): string | undefined => {
  const p = publisherOf(url, table);
  return p && tierOf(p, destinations);
};

// The hubs of data/transit/transit-airside.json (npm run import:transit-airside): transit9's eight, then transit10's (GHA, NGA, AZE), then transit11's (RUS, BLR, CYM, MAC), then transit12's (NCL, FLK).
const AIRSIDE_HUBS = ['BRA', 'CHL', 'COL', 'ETH', 'KEN', 'MEX', 'TUR', 'ZAF', 'GHA', 'NGA', 'AZE', 'RUS', 'BLR', 'CYM', 'MAC', 'NCL', 'FLK'];
// rules/transit/sovereign-territories.json (transit12, transit13: CXR, CCK): territories under the transit rule of the United States or Australia.
const SOVEREIGN_TERRITORIES = ['PRI', 'VIR', 'GUM', 'MNP', 'NFK', 'CXR', 'CCK'];
const SCHENGEN = ['AUT', 'BEL', 'BGR', 'HRV', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'ISL', 'ITA', 'LVA', 'LIE', 'LTU', 'LUX', 'MLT', 'NLD', 'NOR', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE', 'CHE'];

describe('source tiers', () => {
  it('every source of the migrated and generated transit files has the tier the publisher table gives it', () => {
    const files = [...targets(), 'rules/transit/gbr.json', 'rules/transit/schengen.json'];
    const wrong: string[] = [];
    let n = 0;
    for (const file of files) {
      for (const f of sourcesIn(file, read(file))) {
        n++;
        const want = tierFor(f.source.url as string, f.destinations);
        if (want === undefined || f.source.tier !== want) wrong.push(`${file}${f.pointer}: ${String(f.source.tier)}, table: ${String(want)}`);
        if (f.source.tier === 'REPORTED' && typeof f.source.quotes !== 'string') wrong.push(`${file}${f.pointer}: REPORTED without quotes`);
      }
    }
    expect(n).toBeGreaterThan(1300);
    expect(wrong).toEqual([]);
  });

  it('the visa matrix cites its dataset as DATASET', () => {
    for (const name of readdirSync(join(ROOT, 'rules/visa-matrix')).filter((f) => f.endsWith('.json'))) {
      const file = read(`rules/visa-matrix/${name}`) as { procedures?: Array<{ sources: Array<{ url: string; tier?: string }> }> };
      for (const p of file.procedures ?? []) expect(p.sources[0], name).toMatchObject({ url: 'https://github.com/imorte/passport-index-data', tier: 'DATASET' });
    }
  });

  it('decides by publisher and destination', () => {
    // The destination's own government, embassy or law.
    expect(tierFor('https://www.cbp.gov/travel', ['USA'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://legislation.gov.uk/cy/uksi/2014/2702/article/4', ['GBR'])).toBe('DESTINATION_GOVERNMENT');
    // An EU-wide scheme stated by a member state's consulate, or by the EU, for a member state.
    expect(tierFor('https://constoronto.esteri.it/it/ees', ['FRA'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://eur-lex.europa.eu/eli/reg/2018/1806/oj', SCHENGEN)).toBe('DESTINATION_GOVERNMENT');
    // Another government on someone else's rules.
    expect(tierFor('https://travelaware.campaign.gov.uk/european-entry-exit-scheme/embed/', ['FRA'])).toBe('OTHER_OFFICIAL');
    expect(tierFor('https://www.cbp.gov/travel', ['PER'])).toBe('OTHER_OFFICIAL');
    expect(tierFor('https://legislation.gov.uk/cy/uksi/2014/2702/article/4', ['FRA'])).toBe('OTHER_OFFICIAL');
    // A path prefix wins over its host: the UK's copy of an EU regulation is EU law.
    expect(tierFor('https://legislation.gov.uk/eur/2018/1806/annexes/adopted', SCHENGEN)).toBe('DESTINATION_GOVERNMENT');
    // Verbatim copies count as their author's; reports as REPORTED; the matrix as DATASET.
    expect(tierFor('https://regulations.justia.com/regulations/fedreg/2025/06/10/2025-10669.html', ['USA'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://www.bal.com/?p=9004111222159204', ['USA'])).toBe('REPORTED');
    expect(tierFor('https://github.com/imorte/passport-index-data', ['CAN'])).toBe('DATASET');
    // A territory under its sovereign's entry regime (a `mirror` regime of data/territories/territories.json):
    // the sovereign's government is its own. A territory with a regime of its own keeps the sovereign as another government.
    expect(tierFor('https://www.cbp.gov/travel', ['PRI'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://www.cbp.gov/travel', ['GUM', 'MNP'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://legislation.gov.uk/cy/uksi/2014/2702/article/4', ['JEY'])).toBe('DESTINATION_GOVERNMENT');
    expect(tierFor('https://legislation.gov.uk/cy/uksi/2014/2702/article/4', ['BMU'])).toBe('OTHER_OFFICIAL');
    expect(tierFor('https://www.cbp.gov/travel', ['ASM'])).toBe('OTHER_OFFICIAL');
    expect(tierFor('https://www.cbp.gov/travel', ['PRI', 'ABW'])).toBe('OTHER_OFFICIAL');
    // An address the table does not know gets no tier (the migration stops on it).
    expect(tierFor('https://github.com/someone/else', ['GBR'])).toBeUndefined();
    expect(tierFor('https://example.org/', ['GBR'])).toBeUndefined();
  });

  it('every REPORTED publisher in the table says what it quotes', () => {
    expect(table.filter((p) => p.publisher === 'PRESS' && !p.quotes).map((p) => p.match)).toEqual([]);
  });
});

describe('transit coverage statements', () => {
  const statements = readdirSync(join(ROOT, 'rules/transit')).flatMap((name) => {
    const file = read(`rules/transit/${name}`) as { coverage?: Array<{ topic: string; territories: string[]; status: string; finding: string; sources: unknown[] }>; procedures: Array<{ location: string }> };
    return (file.coverage ?? []).map((c) => ({ name, c, locations: [...new Set(file.procedures.map((p) => p.location))].sort() }));
  });

  it('cover every territory with researched airside-transit rules (rules/README.md, Transit rules)', () => {
    const covered = statements.filter(({ c }) => c.topic === 'TRANSIT' && c.status === 'COVERED' && c.finding === 'REQUIREMENTS').flatMap(({ c }) => c.territories);
    expect([...covered].sort()).toEqual(['GBR', ...SCHENGEN, 'USA', 'CAN', 'AUS', 'NZL', 'CHN', 'JPN', 'KOR', 'HKG', 'SGP', 'IND', 'THA', ...AIRSIDE_HUBS, ...SOVEREIGN_TERRITORIES].sort());
  });

  it('each names the territories its file answers for, with tiered sources', () => {
    // A file may state one territory per statement (generated-airside.json: one scope per hub); together they name its locations.
    const byFile = new Map<string, string[]>();
    for (const { name, c } of statements) byFile.set(name, [...(byFile.get(name) ?? []), ...c.territories]);
    for (const { name, c, locations } of statements) {
      expect([...byFile.get(name)!].sort(), name).toEqual(locations);
      expect(c.sources.length, name).toBeGreaterThan(0);
      for (const s of c.sources) expect((s as { tier?: string }).tier, name).toMatch(/^(DESTINATION_GOVERNMENT|OTHER_OFFICIAL|REPORTED)$/);
    }
  });
});
