// Fees of the PARTIAL destinations, second wave (issue 28, branch feespartial). Canada's "eTA or visa"
// answers shown when the traveller's documents are unknown are priced by both documents they may
// require: the visitor visa (IRCC fee page: CAD 100, biometrics CAD 85) and the eTA (IRPR s. 294.1:
// CAD 7). The destinations searched and not priced keep their reasons in `unpriced`. The amounts
// expected here are the ones those sources state, not values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fee, Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, feesCoverage, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const row = (id: string): Fee => table().fees.find((f) => f.id === id)!;
const unpriced = (rec: string): string => table().unpriced.find((u) => u.record === rec)?.reason ?? '';

interface RuleFile { procedures: Array<{ id: string; priceOf?: string[]; documentTypes?: string[]; included?: string[] }> }
const ruleFile = (path: string): RuleFile => JSON.parse(readFileSync(join(ROOT, 'rules', path), 'utf8')) as RuleFile;
const UNKNOWN = ['can-eta-or-visa-documents-unknown', 'can-eta-or-visa-mex-documents-unknown'] as const;

describe('feespartial: Canada\'s answers without documents are priced by both documents they may require', () => {
  it('the visitor visa row and the eTA product both name the two documents-unknown records', () => {
    expect(row('fee-can-visitor-visa').priceOf).toEqual(['visa-can-visa-required', ...UNKNOWN]);
    const eta = ruleFile('fees/can-eta.json').procedures.find((p) => p.id === 'fee-can-eta')!;
    for (const id of UNKNOWN) expect(eta.priceOf, id).toContain(id);
  });

  it('the records priced are the override\'s "visa may be required" answers (an embassy visa unless a qualifying visa is held)', () => {
    // The Mexican one lives with the document exemptions (rules/exemptions/document-holders.json).
    const records = [...ruleFile('overrides/can-eta-visa-holders.json').procedures, ...ruleFile('exemptions/document-holders.json').procedures];
    for (const id of UNKNOWN) expect(records.find((p) => p.id === id)?.documentTypes, id).toEqual(['EMBASSY_VISA']);
    expect(records.find((p) => p.id === UNKNOWN[0])?.included).toContain('PHL');
  });

  it('a Philippine passport without documents sees CAD 100 + CAD 85 and CAD 7 beside the answer, and FEES is covered', () => {
    const body = datedAnswer('PHL', 'MNL', 'YVR', '2026-12-01', 'CAD');
    expect(record(body, UNKNOWN[0])).toBeDefined();
    expect(amounts(record(body, 'fee-can-visitor-visa'))).toEqual([[100, 'CAD'], [85, 'CAD']]);
    expect(amounts(record(body, 'fee-can-eta'))).toEqual([[7, 'CAD']]);
    expect(feesCoverage(body, 'CAN')?.status).toBe('COVERED');
  });

  it('a Mexican passport without documents is covered too', () => {
    const body = datedAnswer('MEX', 'MEX', 'YYZ', '2026-12-01', 'CAD');
    expect(record(body, UNKNOWN[1])).toBeDefined();
    expect(feesCoverage(body, 'CAN')?.status).toBe('COVERED');
  });

  it('a British passport (eTA only) gets no visitor visa fee', () => {
    const body = datedAnswer('GBR', 'LHR', 'YYZ', '2026-12-01', 'CAD');
    expect(record(body, 'fee-can-visitor-visa')).toBeUndefined();
    expect(amounts(record(body, 'fee-can-eta'))).toEqual([[7, 'CAD']]);
  });
});

describe('feespartial: destinations searched and not priced keep their reasons', () => {
  it('each retry of this pass is appended once, after the earlier history', () => {
    // Israel's retry is in data/RESEARCH-LOG.md only: fees8b keeps its part-B retry last.
    const records = ['aus-visitor-visa-600', 'visa-jpn-visa-required', 'visa-eth-visa-on-arrival', 'visa-bhr-visa-on-arrival',
      'visa-uzb-visa-required', 'visa-pak-e-visa', 'visa-jor-visa-on-arrival', 'visa-gha-visa-required',
      'visa-nzl-visa-required', 'visa-mng-visa-required', 'visa-qat-visa-on-arrival', 'visa-lka-visa-on-arrival'];
    for (const rec of records) {
      const reason = unpriced(rec);
      expect(reason.split('Retried 2026-11-27 (feespartial').length, rec).toBe(2);
      expect(reason.indexOf('Retried 2026-11-27 (feespartial'), rec).toBeGreaterThan(0);
    }
  });

  it('Australia: the AUD 200 read in a copy of item 1236 is not shown without the date it took effect', () => {
    expect(unpriced('aus-visitor-visa-600')).toMatch(/AUD 200 for an applicant outside Australia/);
    expect(table().fees.some((f) => f.priceOf.includes('aus-visitor-visa-600'))).toBe(false);
    expect(record(datedAnswer('IND', 'DEL', 'SYD'), 'aus-visitor-visa-600')).toBeDefined();
  });

  it('Brazil: the VIVIS fee is in R$-Ouro (Portaria 480/2023), a unit with no currency stated, so no row prices it', () => {
    const reason = unpriced('visa-bra-visa-required');
    expect(reason).toMatch(/Portaria No 480/);
    expect(reason).toMatch(/R\$-Ouro 80\.00/);
    expect(table().unpriced.find((u) => u.record === 'visa-bra-visa-required')?.territory).toBe('BRA');
    expect(table().fees.some((f) => f.priceOf.includes('visa-bra-visa-required'))).toBe(false);
  });

  it('Sri Lanka: the free-visa schemes read without an implementing notice leave the USD 50 row unchanged, with a warning', () => {
    expect(unpriced('visa-lka-visa-on-arrival')).toMatch(/40 countries/);
    const f = row('fee-lka-visa-on-arrival');
    expect(f.prices.map((p) => [p.amount, p.currency])).toEqual([[50, 'USD']]);
    expect(f.startDate).toBe('2024-05-06');
    expect(f.endDate).toBeNull();
  });
});
