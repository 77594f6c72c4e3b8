import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildHealthRuleFile,
  checkTable,
  DEFAULT_TABLE,
  MET_TEXT,
  OUTPUT_FILE,
  PRIORITY_MET,
  PRIORITY_REQUIRED,
  runHealthImport,
  SLOT,
  toJson,
  type HealthTable,
} from '../../scripts/import-health.js';

const ROOT = resolve(__dirname, '../..');
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];
const table = (): HealthTable => JSON.parse(readFileSync(DEFAULT_TABLE, 'utf8')) as HealthTable;

function text(locale: string, key: string): { title?: string; description?: string; more?: string[] } | undefined {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = JSON.parse(readFileSync(join(ROOT, 'locales', locale, `${ns}.json`), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as { title?: string; description?: string; more?: string[] } | undefined;
}

describe('import-health: data/health table -> rules/health/yellow-fever.json', () => {
  it('the committed rule file is what the table generates', () => {
    const committed = readFileSync(join(ROOT, 'rules', OUTPUT_FILE), 'utf8');
    expect(toJson(buildHealthRuleFile(table()))).toBe(committed);
  });

  it('gives each country a required and a met record, competing in one slot, the met one winning', () => {
    const t = table();
    const file = buildHealthRuleFile(t);
    expect(file.provenance.kind).toBe('generated');
    for (const r of t.requirements) {
      const cc = r.territory.toLowerCase();
      const req = file.rules.find((x) => x.id === `health-yf-${cc}-required`)!;
      const met = file.rules.find((x) => x.id === `health-yf-${cc}-met`)!;
      expect(req.event.params).toMatchObject({ id: `yf-${cc}-required`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: SLOT });
      expect(met.event.params).toMatchObject({ id: `yf-${cc}-met`, group: 'PUBLIC_HEALTH_REQUIREMENTS', slot: SLOT, enforcement: 'NOT_REQUIRED' });
      expect(req.priority).toBe(PRIORITY_REQUIRED);
      expect(met.priority).toBeGreaterThan(req.priority!);
      expect(met.priority).toBe(PRIORITY_MET);
      const metAll = (met.conditions as { all: unknown[] }).all;
      const reqAll = (req.conditions as { all: unknown[] }).all;
      expect(metAll).toContainEqual({ fact: 'vaccinations', operator: 'contains', value: 'YELLOW_FEVER' });
      expect(reqAll).toContainEqual({ fact: 'checkpointKind', operator: 'equal', value: 'ENTRY' });
      expect(reqAll).toContainEqual({ fact: 'territory', operator: 'equal', value: r.territory });
      const record = file.procedures!.find((p) => p.id === `yf-${cc}-required`)!;
      expect(record).toMatchObject({
        location: r.territory, category: 'DOC_REQUIREMENT', enforcement: 'MANDATORY',
        documentTypes: ['VACCINATION_CERTIFICATE'], tags: ['yellow-fever', 'vaccination'], text: r.text,
      });
      expect(file.procedures!.find((p) => p.id === `yf-${cc}-met`)).toMatchObject({ enforcement: 'NOT_REQUIRED', text: MET_TEXT });
      for (const s of record.sources) expect(s.readAt).toBe(t.readAt);
    }
  });

  it('a from-risk-countries rule tests visitedBefore against that country\'s own list; all-travellers rules test no list', () => {
    const t = table();
    const file = buildHealthRuleFile(t);
    for (const r of t.requirements) {
      const rule = file.rules.find((x) => x.id === `health-yf-${r.territory.toLowerCase()}-required`)!;
      const json = JSON.stringify(rule.conditions);
      if (r.scope === 'ALL_TRAVELLERS') {
        expect(json).not.toContain('visitedBefore');
        continue;
      }
      const list = t.riskLists[r.riskList!]!.countries.filter((c) => c !== r.territory).sort();
      expect(json).toContain(JSON.stringify({ fact: 'visitedBefore', operator: 'intersects', value: list }));
      expect(json.includes('previousTerritory')).toBe(r.includeDirectShortTransit);
    }
  });

  it('states each country\'s age limit (or that the source gives none) in the English text, and every locale has the texts', () => {
    const t = table();
    for (const r of t.requirements) {
      const en = text('en-US', r.text)!;
      const all = [en.description ?? '', ...(en.more ?? [])].join(' ');
      if (r.minimumAge) expect(all).toContain(r.minimumAge);
      else expect(all).toMatch(/no age limit/);
      for (const locale of LOCALES) {
        const tx = text(locale, r.text);
        expect(tx?.title, `${locale} ${r.text}`).toBeTruthy();
        expect(tx?.description, `${locale} ${r.text}`).toContain('{{location}}');
        expect(tx?.more?.length ?? 0, `${locale} ${r.text}`).toBe(en.more?.length ?? 0);
      }
    }
    for (const locale of LOCALES) expect(text(locale, MET_TEXT)?.description).toContain('{{location}}');
  });

  it('refuses a table with an unknown risk list or an insecure source', () => {
    const bad = table();
    bad.requirements[1] = { ...bad.requirements[1]!, riskList: 'NOPE' };
    expect(() => checkTable(bad)).toThrow(/riskList NOPE/);
    const insecure = table();
    insecure.requirements[0] = { ...insecure.requirements[0]!, sources: [{ type: 'GOVERNMENT', title: 'x', url: 'http://example.org', readAt: '2026-11-23' }] };
    expect(() => checkTable(insecure)).toThrow(/not https/);
  });

  it('writes into another ruleset directory and is idempotent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'health-import-'));
    try {
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir }).changed).toBe(true);
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir }).changed).toBe(false);
      expect(runHealthImport({ tablePath: DEFAULT_TABLE, outDir: dir, check: true }).changed).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
