// Issue 26, A-L eighth pass: Japan, the United Arab Emirates and Hong Kong are answered "no yellow
// fever certificate required" from one official page (the Embassy of Japan in Kenya, as of 16 January
// 2011), with Japan's own embassy as DESTINATION_GOVERNMENT and the others OTHER_OFFICIAL; destinations
// without a per-country source stay NOT_COVERED (never an inferred "none").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHealthRuleFile, DEFAULT_TABLE, type HealthTable } from '../../scripts/import-health.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const table = (): HealthTable => JSON.parse(readFileSync(DEFAULT_TABLE, 'utf8')) as HealthTable;
const EMBASSY_KENYA = 'https://www.ke.emb-japan.go.jp/yellowfever.html';

describe('health A-L eighth pass: the Embassy of Japan in Kenya page', () => {
  it('JPN, ARE and HKG are noneRequired rows on that page, tiered by whose government speaks, and PARTIAL (polio not researched)', () => {
    const t = table();
    const coverage = buildHealthRuleFile(t).coverage!;
    const expected = { JPN: ['DESTINATION_GOVERNMENT', undefined], ARE: ['OTHER_OFFICIAL', '2011-01-16'], HKG: ['OTHER_OFFICIAL', '2011-01-16'] } as const;
    for (const [cc, [tier, publishedAt]] of Object.entries(expected)) {
      const row = t.noneRequired!.find((n) => n.territory === cc)!;
      expect(row.sources.map((s) => [s.url, s.tier, s.publishedAt])).toEqual([[EMBASSY_KENYA, tier, publishedAt]]);
      // The note quotes the page and says it is old; the scope says what stays unresearched.
      expect(row.sources[0]!.note).toContain('2011年1月16日現在');
      expect(row.sources[0]!.note).toMatch(/old/);
      expect(row.scope).toMatch(/Polio and other entry vaccinations not researched\.$/);
      expect(coverage.find((c) => c.territories.includes(cc))).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED' });
      expect(t.requirements.some((r) => r.territory === cc)).toBe(false);
      expect((t.fullyResearched ?? []).some((f) => f.territory === cc)).toBe(false);
    }
  });

  it('Kenyan passport Nairobi -> Tokyo: nothing fires and Japan\'s health coverage is the researched "none required", without a not-researched alert', () => {
    const r = engine().trips(trip(['KEN'], [{ airport: 'NBO', date: '2026-12-10' }, { airport: 'NRT', date: '2026-12-11' }]));
    expect(r.status).toBe(200);
    const a = (r.body as TripResponseDocument).data.attributes;
    const ids = a.informationGroups.flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id)));
    expect(ids.filter((id) => id.startsWith('yf-jpn'))).toEqual([]);
    const health = a.coverage!.find((e) => e.territory === 'JPN' && e.topic === 'HEALTH');
    expect(health).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED', tiers: ['DESTINATION_GOVERNMENT'] });
    expect((a.alerts ?? []).join(' ')).not.toMatch(/health requirements for Japan/);
  });

  it('Kenyan passport Nairobi -> Dubai and -> Hong Kong: the same page answers both (OTHER_OFFICIAL)', () => {
    for (const [airport, cc] of [['DXB', 'ARE'], ['HKG', 'HKG']] as const) {
      const r = engine().trips(trip(['KEN'], [{ airport: 'NBO', date: '2026-12-10' }, { airport, date: '2026-12-10' }]));
      const a = (r.body as TripResponseDocument).data.attributes;
      expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')).toMatchObject({ status: 'PARTIAL', finding: 'NONE_REQUIRED', tiers: ['OTHER_OFFICIAL'] });
    }
  });

  it('a destination this pass found no per-country source for stays NOT_COVERED (France from Nairobi): "none" is never inferred', () => {
    const a = (engine().trips(trip(['KEN'], [{ airport: 'NBO', date: '2026-12-10' }, { airport: 'CDG', date: '2026-12-10' }])).body as TripResponseDocument).data.attributes;
    expect(a.coverage!.find((e) => e.territory === 'FRA' && e.topic === 'HEALTH')?.status).toBe('NOT_COVERED');
    const t = table();
    for (const cc of ['FRA', 'ESP', 'ITA', 'DEU', 'GBR', 'AUT', 'GRC', 'CAN']) {
      expect([...t.requirements, ...(t.noneRequired ?? [])].some((r) => r.territory === cc)).toBe(false);
    }
  });
});
