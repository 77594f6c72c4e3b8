// Tenth pass of issue 26 (branch health7a): Europe, North America and Oceania. No official source was
// readable for these destinations, so the pass adds no row: it closes leftOut with what it searched
// and what it found but did not use. These tests pin that nothing was inferred from silence, from
// aggregator pages or from outbreak measures; rules/tests/health-pass10-europe.test.json pins trips.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCoverage, DEFAULT_TABLE, type HealthTable } from '../../scripts/import-health.js';
import type { TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const table = (): HealthTable => JSON.parse(readFileSync(DEFAULT_TABLE, 'utf8')) as HealthTable;

// The destinations of the assignment (none had a HEALTH statement before this pass).
const EUROPE_NORTH_AMERICA = ['FRA', 'ESP', 'ITA', 'USA', 'GBR', 'DEU', 'GRC', 'AUT', 'POL', 'NLD', 'PRT', 'HRV', 'CAN', 'HUN', 'CZE', 'CHE', 'DNK', 'SWE', 'NOR', 'BEL', 'IRL', 'ROU', 'BGR', 'AUS', 'NZL', 'RUS', 'ISL', 'FIN', 'EST', 'LVA', 'LTU', 'LUX', 'MLT', 'CYP', 'SVK', 'SVN', 'LIE', 'MCO', 'SMR', 'AND', 'VAT', 'ALB', 'BIH', 'MNE', 'MKD', 'SRB', 'XKX', 'MDA', 'UKR', 'BLR', 'GEO', 'ARM', 'AZE'];
const OCEANIA = ['FJI', 'FSM', 'KIR', 'MHL', 'NRU', 'PLW', 'PNG', 'SLB', 'TON', 'TUV', 'VUT', 'WSM'];
const ASSIGNED = [...EUROPE_NORTH_AMERICA, ...OCEANIA];

// Hosts of the pages this pass found and did not use (aggregators, a private publisher, a regional
// statement conditional on the origin, WHO Annex 1 copies naming only the countries that require).
const REJECTED_HOSTS = ['nhi.no', 'monde-du-voyage.com', 'requisitosnecesarios.com', 'sientemag.com', 'canadaonlinevisa.com', 'visaverge.com', 'vaxintour.sanofi-pacific-caribbean.com', 'gulflink.health.mil', 'studylib.es', 'comimex.org', 'hofer-reisen.at', 'kvzktv.com'];

const allSources = (t: HealthTable) => [
  ...t.requirements.flatMap((r) => r.sources),
  ...(t.noneRequired ?? []).flatMap((r) => r.sources),
  ...(t.fullyResearched ?? []).flatMap((r) => r.sources),
  ...(t.polio ?? []).flatMap((r) => r.sources),
];

describe('health table, tenth pass (Europe, North America, Oceania; issue 26)', () => {
  it('closes leftOut with the tenth pass row, which names every assigned destination and the avenues searched', () => {
    const t = table();
    const last = t.leftOut.at(-1)!;
    expect(last.territory).toBe('*');
    expect(last.reason).toMatch(/^Tenth pass \(issue 26, branch health7a/);
    for (const cc of ASSIGNED) expect(last.reason).toContain(cc);
    for (const avenue of ['Sanidad Exterior', 'Recommandations sanitaires', 'FHI', 'LCR', 'Public Health Agency', 'F2025L00820', 'Samoa']) expect(last.reason).toContain(avenue);
    // The ninth pass row stays just before it (rows are appended, never reordered).
    expect(t.leftOut.at(-2)!.reason).toMatch(/^Ninth pass \(issue 26, branch health5/);
  });

  it('no page this pass rejected is cited anywhere in the table', () => {
    const hosts = allSources(table()).map((s) => new URL(s.url).hostname.replace(/^www\./, ''));
    for (const rejected of REJECTED_HOSTS) expect(hosts).not.toContain(rejected);
  });

  it('the assigned destinations that had no statement still have none: silence, aggregators and WHO Annex 1 omissions are not "none required"', () => {
    const t = table();
    const answered = new Set([...t.requirements, ...(t.noneRequired ?? []), ...(t.fullyResearched ?? [])].map((r) => r.territory));
    const statements = buildCoverage(t).flatMap((c) => c.territories);
    for (const cc of ASSIGNED) {
      expect(answered.has(cc), cc).toBe(false);
      expect(statements.includes(cc), cc).toBe(false);
    }
  });

  it('Australia stays left out: its rule is known but Schedule 1 (the risk countries) is still unread', () => {
    const t = table();
    expect(t.requirements.some((r) => r.territory === 'AUS')).toBe(false);
    expect(t.leftOut.find((l) => l.territory === 'AUS')?.reason).toMatch(/Schedule 1/);
    expect(t.leftOut.at(-1)!.reason).toMatch(/Schedule 1 \(the yellow fever risk countries\) is still unread/);
  });

  it.each([
    ['NGA', 'LOS', 'MAD', 'ESP'],
    ['BRA', 'GRU', 'YYZ', 'CAN'],
    ['USA', 'PPG', 'APW', 'WSM'],
  ])('%s passport %s -> %s: no yellow fever procedure and HEALTH reported NOT_COVERED for %s', (passport, from, to, cc) => {
    const r = engine().trips(trip([passport], [{ airport: from, date: '2026-12-10' }, { airport: to, date: '2026-12-10' }]));
    expect(r.status).toBe(200);
    const a = (r.body as TripResponseDocument).data.attributes;
    const ids = a.informationGroups.flatMap((g) => (g.groupings ?? []).flatMap((x) => x.data.map((d) => d.id)));
    expect(ids.filter((id) => id.startsWith(`yf-${cc.toLowerCase()}`))).toEqual([]);
    expect(a.coverage!.find((e) => e.territory === cc && e.topic === 'HEALTH')?.status).toBe('NOT_COVERED');
  });
});
