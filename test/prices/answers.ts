// Shared by the application-link and fee tests: a direct trip answered by the bundled ruleset, and one
// procedure record of the answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import type { CoverageEntry, ProcedureRecord, TripResponseDocument } from '../../src/schema/generated.js';
import { engine, trip } from '../helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** The sourced fee table (data/fees/fees.json), read afresh, one of its rows, an unpriced record's reason, a label's text. */
export const feeTable = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
export const feeRow = (id: string): Fee | undefined => feeTable().fees.find((f) => f.id === id);
export const unpricedReason = (rec: string): string => feeTable().unpriced.find((u) => u.record === rec)?.reason ?? '';
export const feeLabel = (locale: string, key: string): string | undefined =>
  (JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'fees.json'), 'utf8')) as { labels: Record<string, string> }).labels[key];

export function answer(passport: string, from: string, to: string): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from }, { airport: to }]));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
export const record = (body: TripResponseDocument, id: string): ProcedureRecord | undefined =>
  body.included.find((r) => r.id === id) as ProcedureRecord | undefined;

/** For the fee tests: a direct trip on a date (2026-12-01 unless given), prices requested in a currency. */
export function datedAnswer(passport: string, from: string, to: string, date = '2026-12-01', currency = 'USD'): TripResponseDocument {
  const r = engine().trips(trip([passport], [{ airport: from, date }, { airport: to, date }], { currency }));
  expect(r.status).toBe(200);
  return r.body as TripResponseDocument;
}
/** The [amount, currency] pairs of a fee record's prices. */
export const amounts = (r: ProcedureRecord | undefined): Array<[number, string]> =>
  (r?.attributes.prices ?? []).map((p) => [p.amount, p.currency]);
/** The FEES coverage entry of a territory's entry checkpoint in a trip's answer. */
export const feesCoverage = (body: TripResponseDocument, territory: string): CoverageEntry | undefined =>
  body.data.attributes.coverage?.find((c) => c.territory === territory && c.topic === 'FEES' && c.checkpointKind === 'ENTRY');
