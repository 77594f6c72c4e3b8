// Territories outside the visa matrix: the sourced table data/territories/territories.json covers
// exactly them, the generated mirror files are what scripts/import-territories.ts writes today, and
// the manifest's domesticAreas make a trip between the USA and its territories domestic.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/itinerary/analyse.js';
import type { TravelNode1 } from '../../src/schema/generated.js';
import { loadReferenceData } from '../../src/node/reference.js';
import { mirrorFile } from '../../scripts/import-territories.js';
import { report } from '../../scripts/report-territories.js';
import { engine, trip, type NodeSpec } from '../helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const RULES = join(ROOT, 'rules');
const table = JSON.parse(readFileSync(join(ROOT, 'data/territories/territories.json'), 'utf8')) as {
  regimes: Record<string, { kind: string; file?: string; sources?: { url: string; readAt?: string }[] }>;
  territories: Record<string, { regimes: string[]; reason?: string }>;
};
const manifest = JSON.parse(readFileSync(join(RULES, 'manifest.json'), 'utf8')) as { files: string[]; domesticAreas?: Record<string, string[]> };

describe('data/territories/territories.json', () => {
  it('lists exactly the territories without a visa-matrix file', () => {
    const matrix = new Set(readdirSync(join(RULES, 'visa-matrix')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)));
    const outside = loadReferenceData(['en']).territories.map((t) => t.alpha3).filter((t) => !matrix.has(t)).sort();
    expect(Object.keys(table.territories).sort()).toEqual(outside);
  });

  it('every territory names known regimes, or says why it has none', () => {
    for (const [t, entry] of Object.entries(table.territories)) {
      for (const r of entry.regimes) expect(table.regimes[r], `${t}: ${r}`).toBeDefined();
      if (entry.regimes.length === 0) expect(entry.reason, t).toMatch(/\S/);
    }
  });

  it('mirror regimes cite https sources with a read date; authored regimes name a file the manifest lists', () => {
    for (const [name, r] of Object.entries(table.regimes)) {
      if (r.kind === 'mirror') {
        expect(r.sources!.length, name).toBeGreaterThan(0);
        for (const s of r.sources!) { expect(s.url).toMatch(/^https:\/\//); expect(s.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/); }
      } else {
        expect(manifest.files, name).toContain(r.file);
      }
    }
  });
});

describe('scripts/import-territories.ts', () => {
  it('the committed mirror files are what the generator writes from the table today', () => {
    const full = JSON.parse(readFileSync(join(ROOT, 'data/territories/territories.json'), 'utf8'));
    for (const [t, entry] of Object.entries(table.territories)) {
      for (const r of entry.regimes.filter((x) => table.regimes[x]!.kind === 'mirror')) {
        const rel = `territories/mirror-${t.toLowerCase()}.json`;
        const committed = JSON.parse(readFileSync(join(RULES, rel), 'utf8'));
        expect(mirrorFile(full, t, r, RULES), rel).toEqual(committed);
        expect(manifest.files).toContain(rel);
      }
    }
  });
});

describe('mirror overrides (Crown Dependencies: UK ETA from 23 April 2026)', () => {
  const full = JSON.parse(readFileSync(join(ROOT, 'data/territories/territories.json'), 'utf8'));
  const byId = (file: { procedures?: { id: string; startDate?: string | null; endDate?: string | null; textParams?: Record<string, string> }[] }, id: string) =>
    file.procedures!.find((p) => p.id === id)!;

  it('moves the copied ETA records to the territory\'s start date and ends the pre-ETA answers the day before', () => {
    for (const t of ['JEY', 'GGY', 'IMN']) {
      const file = mirrorFile(full, t, 'gbr-crown-dependencies', RULES);
      const p = t.toLowerCase();
      for (const g of ['a', 'b', 'c', 'd']) expect(byId(file, `terr-${p}-gbr-eta-etanl-${g}`).startDate, `${t} ${g}`).toBe('2026-04-23');
      for (const g of ['c', 'd']) {
        const rec = byId(file, `terr-${p}-gbr-visitor-no-visa-before-eta-${g}`);
        expect(rec.endDate).toBe('2026-04-22');
        expect(rec.textParams).toEqual({ etaStart: '2026-04-23' });
      }
    }
  });

  it('leaves the UK records themselves unchanged', () => {
    const uk = JSON.parse(readFileSync(join(RULES, 'authorisations/gbr-eta.json'), 'utf8'));
    expect(byId(uk, 'gbr-eta-etanl-c').startDate).toBe('2025-01-08');
  });

  it('refuses an override of a field other than the dates and text parameters, or of a record it does not copy', () => {
    const bad = structuredClone(full);
    bad.regimes['gbr-crown-dependencies'].overrides = { 'gbr-eta-etanl-c': { enforcement: 'NOT_REQUIRED' } };
    expect(() => mirrorFile(bad, 'JEY', 'gbr-crown-dependencies', RULES)).toThrow(/may only set/);
    bad.regimes['gbr-crown-dependencies'].overrides = { 'no-such-record': { startDate: '2026-04-23' } };
    expect(() => mirrorFile(bad, 'JEY', 'gbr-crown-dependencies', RULES)).toThrow(/names no copied record/);
  });
});

describe('scripts/report-territories.ts', () => {
  it('counts every territory once, and every table territory with regimes has one in the ruleset', () => {
    const r = report();
    expect(r.withRegime.length + r.without.length).toBe(r.total);
    const withRegime = new Set(r.withRegime);
    for (const [t, entry] of Object.entries(table.territories)) expect(withRegime.has(t), t).toBe(entry.regimes.length > 0);
  });

  it('lists the regimes that cover only part of a territory, with the table\'s note', () => {
    const r = report();
    const partial = new Map(r.partial.map((p) => [p.territory, p.note]));
    for (const [t, entry] of Object.entries(table.territories) as [string, { regimes: string[]; note?: string }][]) {
      if (entry.note) expect(partial.get(t), t).toBe(entry.note);
    }
    for (const t of partial.keys()) expect(r.withRegime).toContain(t);
  });
});

describe('domestic areas (manifest domesticAreas)', () => {
  const areas = new Map<string, string>(Object.entries(manifest.domesticAreas ?? {}).flatMap(([a, ts]) => [[a, a] as [string, string], ...ts.map((t) => [t, a] as [string, string])]));
  const domestic = new Set(['USA', 'CAN', 'AUS']);
  function analysed(nodes: NodeSpec[]) {
    const t = trip(['USA'], nodes) as { data: { attributes: { travelNodes: TravelNode1[] } } };
    const r = analyse(t.data.attributes.travelNodes, engine().reference, domestic, areas);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.itinerary;
  }

  it('the USA area holds Puerto Rico, Guam, the U.S. Virgin Islands and the Northern Mariana Islands', () => {
    expect(manifest.domesticAreas).toEqual({ USA: ['PRI', 'GUM', 'VIR', 'MNP'] });
  });

  it('New York to San Juan is DOMESTIC in the USA; the airport stays SJU', () => {
    const it = analysed([{ airport: 'JFK' }, { airport: 'SJU' }]);
    expect(it.domestic).toBe(true);
    expect(it.originTerritory).toBe('USA');
    expect(it.finalTerritory).toBe('USA');
    expect(it.checkpoints.map((c) => [c.kind, c.territory, c.airport])).toEqual([['DOMESTIC', 'USA', 'SJU']]);
  });

  it('two territories of one area (San Juan to St Thomas) are domestic too', () => {
    expect(analysed([{ airport: 'SJU' }, { airport: 'STT' }]).checkpoints.map((c) => c.kind)).toEqual(['DOMESTIC']);
  });

  it('a trip that leaves the area stays international: London to San Juan is an ENTRY into PRI', () => {
    const it = analysed([{ airport: 'LHR' }, { airport: 'SJU' }]);
    expect(it.domestic).toBe(false);
    expect(it.checkpoints.map((c) => [c.kind, c.territory])).toEqual([['ENTRY', 'PRI']]);
  });

  it('without the areas (the default), New York to San Juan is an ENTRY into PRI as before', () => {
    const t = trip(['USA'], [{ airport: 'JFK' }, { airport: 'SJU' }]) as { data: { attributes: { travelNodes: TravelNode1[] } } };
    const r = analyse(t.data.attributes.travelNodes, engine().reference, domestic);
    expect(r.ok && r.itinerary.checkpoints.map((c) => [c.kind, c.territory])).toEqual([['ENTRY', 'PRI']]);
  });

  it('American Samoa is not in the area: Honolulu to Pago Pago is an ENTRY', () => {
    expect(analysed([{ airport: 'HNL' }, { airport: 'PPG' }]).checkpoints.map((c) => [c.kind, c.territory])).toEqual([['ENTRY', 'ASM']]);
  });
});

describe('Australian external territories (Norfolk, Christmas, Cocos (Keeling) Islands)', () => {
  const full = JSON.parse(readFileSync(join(ROOT, 'data/territories/territories.json'), 'utf8'));
  type Rule = { id: string; priority?: number; event: { params: { slot?: string } } };

  it('mirror the same Australian files, the official-list Visitor visa (subclass 600) override included', () => {
    const copies = ['aus-norfolk', 'aus-christmas-island', 'aus-cocos-islands'].map((r) => full.regimes[r].copy);
    for (const c of copies) expect(c).toEqual(copies[0]);
    expect(copies[0]).toContain('overrides/aus-visitor-600.json');
  });

  it('the route exemption from the mainland outranks every copied visa-slot rule of the mirror', () => {
    const authored = JSON.parse(readFileSync(join(RULES, 'territories/aus-indian-ocean.json'), 'utf8')) as { rules: Rule[] };
    for (const t of ['CXR', 'CCK']) {
      const mirror = mirrorFile(full, t, t === 'CXR' ? 'aus-christmas-island' : 'aus-cocos-islands', RULES) as { rules: Rule[] };
      const highest = Math.max(...mirror.rules.filter((r) => r.event.params.slot === 'visa').map((r) => r.priority ?? 1));
      const exemption = authored.rules.find((r) => r.id === `terr-${t.toLowerCase()}-mainland-no-visa`)!;
      expect(exemption.event.params.slot).toBe('visa');
      expect(exemption.priority!, t).toBeGreaterThan(highest);
    }
  });
});
