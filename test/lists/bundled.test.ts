// The bundled official lists (rules/lists) hold against the bundled ruleset: every list is valid,
// and every disagreement with the visa matrix is resolved (an override, a refinement, or an
// accepted and commented matrix answer). This is the check that cannot drift: a new matrix import,
// a changed list or a removed override makes it fail.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareLists, describePair, parseLists, unresolved } from '../../src/lists/index.js';
import { readListFiles, readRuleFiles } from '../../scripts/official-lists-report.js';

const RULES = fileURLToPath(new URL('../../rules/', import.meta.url));

describe('bundled official lists', () => {
  const parsed = parseLists(readListFiles(RULES));
  const files = readRuleFiles(RULES);
  const result = compareLists(parsed.lists, files);

  it('every list file is valid', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.lists.length).toBeGreaterThanOrEqual(5);
  });

  it('has zero unresolved disagreements with the visa matrix', () => {
    expect(unresolved(result).map(describePair)).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('checks pairs for every destination of every list', () => {
    for (const s of result.summaries) expect(s.checked, `${s.list} ${s.destination}`).toBeGreaterThan(0);
  });

  it('every source of every list says when it was read', () => {
    for (const l of parsed.lists) for (const s of l.sources) expect(s.readAt, `${l.id}: ${s.title}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('every override file answers pairs of some official list (no override without its list)', () => {
    const answering = new Set(result.pairs.filter((p) => p.authored).map((p) => p.authored!.file));
    // An override whose records all ended before the lists' check date (dated history, e.g. Nauru's
    // UK ETA until 2025-12-08) answers no pair on that date: it must still name pairs a list checks.
    const listed = new Set(result.pairs.map((p) => `${p.destination}|${p.nationality}`));
    const namesListedPair = (content: unknown): boolean => {
      const rules = (content as { rules?: { conditions?: { all?: { fact?: string; operator?: string; value?: unknown }[] } }[] }).rules ?? [];
      return rules.some((r) => {
        const all = r.conditions?.all ?? [];
        const values = (fact: string) => all.filter((c) => c.fact === fact).flatMap((c) => (Array.isArray(c.value) ? c.value : [c.value])) as string[];
        return values('territory').some((t) => values('passport').some((n) => listed.has(`${t}|${n}`)));
      });
    };
    const overrideFiles = files.filter((f) => f.path.startsWith('overrides/'));
    expect(overrideFiles.length).toBeGreaterThan(0);
    expect(overrideFiles.filter((f) => !answering.has(f.path) && !namesListedPair(f.content)).map((f) => f.path)).toEqual([]);
  });

  it('the issue\'s cases are answered as the official lists say', () => {
    const pair = (list: string, nationality: string) => result.pairs.find((p) => p.list === list && p.nationality === nationality)!;
    // Nauru: ETA (ETANL 1.1(c)) until 2025-12-08, a visa national since 15:00 GMT on 2025-12-09 (HC 1491).
    expect(pair('gbr-eta-national-list', 'NRU')).toBeUndefined();
    expect(pair('gbr-visa-nationals', 'NRU')).toMatchObject({ answer: 'VISA', matrix: 'VISA', status: 'AGREE' });
    expect(pair('gbr-visa-nationals', 'IRL')).toMatchObject({ answer: 'VISA_FREE', matrix: 'VISA_FREE', status: 'AGREE' });
    expect(pair('usa-proclamations', 'SYR')).toMatchObject({ answer: 'NO_ADMISSION', matrix: 'VISA', status: 'OVERRIDDEN' });
    expect(pair('usa-proclamations', 'IRN')).toMatchObject({ answer: 'NO_ADMISSION', matrix: 'NO_ADMISSION' });
    expect(pair('usa-proclamations', 'NGA')).toMatchObject({ answer: 'PARTIAL_SUSPENSION', status: 'OVERRIDDEN' });
    expect(pair('aus-visitor', 'IND')).toMatchObject({ answer: 'VISA', matrix: 'E_VISA', status: 'OVERRIDDEN', authored: { kind: 'VISA' } });
    expect(pair('can-eta-visa-holders', 'PHL')).toMatchObject({ answer: 'ETA_IF_VISA_HELD', matrix: 'VISA', status: 'OVERRIDDEN' });
  });
});
