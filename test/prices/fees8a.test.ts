// Fees of issue 28, eighth pass part A (branch fees8a): Pakistan's e-visa was free for the nationalities
// that reports name among the 126 of the August 2024 waiver, and the free Visa Prior to Arrival was
// withdrawn from the official portal on 1 January 2026 (Visasnews; Megastar Magazine), so every free row
// ends on 31 December 2025. Expected dates, passports and amounts are the ones those sources state, not
// values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;
const pakRows = () => table().fees.filter((f) => f.priceOf.includes('visa-pak-e-visa'));
const FREE_IDS = ['fee-pak-e-visa-free', 'fee-pak-e-visa-free-bgd', 'fee-pak-e-visa-free-eu-central-asia',
  'fee-pak-e-visa-free-mys', 'fee-pak-e-visa-free-rus'];
// The EU member states other than France and Germany (priced by the earlier row), and the other names
// the Turkish News World report gives.
const EU_25 = ['AUT', 'BEL', 'BGR', 'CYP', 'CZE', 'DNK', 'ESP', 'EST', 'FIN', 'GRC', 'HRV', 'HUN', 'IRL', 'ITA', 'LTU',
  'LUX', 'LVA', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE'];
const CENTRAL_ASIA_KOR_BLR = ['BLR', 'KAZ', 'KGZ', 'KOR', 'TJK', 'TKM', 'UZB'];

describe('fees of issue 28, eighth pass part A: the end of Pakistan\'s free e-visa', () => {
  it('every Pakistani free row ends on 2025-12-31 and cites the report of the withdrawal', () => {
    expect(pakRows().map((f) => f.id).sort()).toEqual(FREE_IDS);
    for (const f of pakRows()) {
      expect(f.endDate, f.id).toBe('2025-12-31');
      expect(f.prices, f.id).toEqual([{ amount: 0, currency: 'USD', label: 'eVisa', source: 0 }]);
      expect(f.sources.map((s) => s.url), f.id).toContain('https://visasnews.com/?p=34409');
      // Press only: no official copy of the waiver nor of its end was read.
      expect(new Set(f.sources.map((s) => s.tier)), f.id).toEqual(new Set(['REPORTED']));
    }
  });

  it('a 2026 trip shows the e-visa answer without any fee for passports that were free in 2025', () => {
    for (const [passport, from] of [['USA', 'JFK'], ['RUS', 'SVO'], ['BGD', 'DAC'], ['ITA', 'FCO'], ['MYS', 'KUL']] as const) {
      const body = datedAnswer(passport, from, 'ISB', '2026-01-01');
      expect(record(body, 'visa-pak-e-visa'), passport).toBeDefined();
      expect(body.included.some((r) => r.id.startsWith('fee-pak')), passport).toBe(false);
    }
  });

  it('the last day of 2025 still shows "free of charge" for a US passport', () => {
    const fee = record(datedAnswer('USA', 'JFK', 'ISB', '2025-12-31'), 'fee-pak-e-visa-free');
    expect(amounts(fee)).toEqual([[0, 'USD']]);
    expect(fee?.attributes.prices?.[0]?.text).toMatch(/free of charge/i);
  });
});

describe('fees of issue 28, eighth pass part A: nationalities named among the 126 (until 2025)', () => {
  it('the rows name exactly the passports their reports name, and no passport is priced twice', () => {
    const byId = new Map(pakRows().map((f) => [f.id, f]));
    expect(byId.get('fee-pak-e-visa-free-bgd')?.passports).toEqual(['BGD']);
    expect(byId.get('fee-pak-e-visa-free-mys')?.passports).toEqual(['MYS']);
    expect(byId.get('fee-pak-e-visa-free-eu-central-asia')?.passports).toEqual([...EU_25, ...CENTRAL_ASIA_KOR_BLR].sort());
    const all = pakRows().flatMap((f) => f.passports ?? []);
    expect(all.length).toBe(new Set(all).size);
  });

  it('dated from the waiver (14 August 2024) where the report says the nationality is among the 126', () => {
    expect(record(datedAnswer('BGD', 'DAC', 'ISB', '2024-08-13'), 'fee-pak-e-visa-free-bgd')).toBeUndefined();
    expect(amounts(record(datedAnswer('BGD', 'DAC', 'ISB', '2024-08-14'), 'fee-pak-e-visa-free-bgd'))).toEqual([[0, 'USD']]);
    expect(amounts(record(datedAnswer('KOR', 'ICN', 'ISB', '2025-03-01'), 'fee-pak-e-visa-free-eu-central-asia'))).toEqual([[0, 'USD']]);
  });

  it('Malaysia: undated report, so no start date; the title says the price is reported', () => {
    const fee = record(datedAnswer('MYS', 'KUL', 'ISB', '2024-01-02'), 'fee-pak-e-visa-free-mys');
    expect(amounts(fee)).toEqual([[0, 'USD']]);
    expect(fee?.attributes.title).toMatch(/\(reported\)/);
    expect(table().fees.find((f) => f.id === 'fee-pak-e-visa-free-mys')?.startDate).toBeNull();
  });

  it('a passport the reports do not name stays unpriced even in 2025 (Australia)', () => {
    const body = datedAnswer('AUS', 'SYD', 'ISB', '2025-03-01');
    expect(record(body, 'visa-pak-e-visa')).toBeDefined();
    expect(body.included.some((r) => r.id.startsWith('fee-pak'))).toBe(false);
  });
});

describe('fees of issue 28, eighth pass part A: answers left unpriced with the retry recorded', () => {
  it('each destination of part A names the eighth-pass retry once, after the earlier history', () => {
    const retried = table().unpriced.filter((u) => u.reason.includes('(eighth pass)'));
    // visa-guy-e-visa was priced by the aalinks pass (fee-guy-e-visa keeps this history in its note).
    expect(retried.map((u) => u.record).sort()).toEqual(['visa-ben-e-visa', 'visa-bol-e-visa', 'visa-cub-e-visa', 'visa-gin-e-visa',
      'visa-irq-e-visa', 'visa-kgz-e-visa', 'visa-nga-e-visa', 'visa-pak-e-visa', 'visa-png-e-visa', 'visa-png-eta',
      'visa-ssd-e-visa', 'visa-stp-e-visa', 'visa-tcd-e-visa', 'visa-tgo-e-visa']);
    for (const u of retried) {
      expect(u.reason.split('Retried 2026-11-27 (eighth pass)'), u.record).toHaveLength(2);
      // Appended after the earlier history: only eighth-pass retries (part B of the same pass, fees8b)
      // or retries of later passes named by their branch ("(feesetias)") follow it.
      const later = u.reason.slice(u.reason.indexOf('Retried 2026-11-27 (eighth pass)') + 1);
      expect(later.match(/Retried 2026-11-27(?! \((eighth pass|[a-z0-9]+\)))/g) ?? [], u.record).toEqual([]);
      expect(u.reason.indexOf('Retried 2026-11-27 (eighth pass)'), u.record).toBeGreaterThan(0);
    }
  });

  it('Pakistan\'s 2026 amounts, reported without a notice, are not shown', () => {
    const u = table().unpriced.find((r) => r.record === 'visa-pak-e-visa');
    expect(u?.reason).toContain('USD 35');
    expect(u?.reason).toContain('no report names a notice');
    const body = datedAnswer('CAN', 'YYZ', 'ISB', '2026-12-01');
    expect(record(body, 'visa-pak-e-visa')).toBeDefined();
    expect(body.included.some((r) => r.id.startsWith('fee-pak'))).toBe(false);
  });
});
