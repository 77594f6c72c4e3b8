// The health table as the tests read it: the sourced data the importer turns into rules/health/.
import { readFileSync } from 'node:fs';
import { DEFAULT_TABLE, type HealthTable } from '../../scripts/import-health.js';

/** data/health/who-yellow-fever.json, read afresh on each call. */
export const table = (): HealthTable => JSON.parse(readFileSync(DEFAULT_TABLE, 'utf8')) as HealthTable;

/** Every source the table cites for a rule, a "none required" row, a whole-list row or a polio rule. */
export const allSources = (t: HealthTable) => [
  ...t.requirements.flatMap((r) => r.sources),
  ...(t.noneRequired ?? []).flatMap((r) => r.sources),
  ...(t.fullyResearched ?? []).flatMap((r) => r.sources),
  ...(t.polio ?? []).flatMap((r) => r.sources),
];
