// Fees of issue 28, seventh pass: Libya's e-visa (USD 63 from its 21 March 2024 launch, Al-Marsad via
// Al-Awal News) and the DR Congo's airport visa (USD 300 paid online plus USD 90 on arrival, Le
// Territorial), both reported; the answers left unpriced with a reason (Papua New Guinea's e-visa,
// Sierra Leone's African Union passports). Expected amounts are the ones the cited reports state, not
// values read back from the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../scripts/import-fees.js';
import { amounts, datedAnswer, record } from './answers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const table = (): Table => JSON.parse(readFileSync(join(ROOT, 'data', 'fees', 'fees.json'), 'utf8')) as Table;

describe('fees of issue 28, seventh pass: priced answers', () => {
  it('Libya: the e-visa of a German passport is priced USD 63, with the reported tier', () => {
    const fee = record(datedAnswer('DEU', 'FRA', 'MJI'), 'fee-lby-e-visa');
    expect(amounts(fee)).toEqual([[63, 'USD']]);
    // The amount's report (Al-Marsad via Al-Awal News) and the launch-date report (Daily Pakistan): both press.
    expect(fee?.attributes.sources?.map((s) => s.tier)).toEqual(['REPORTED', 'REPORTED']);
  });

  it('Libya: no fee for a trip the day before the e-visa was launched, the fee from the launch day', () => {
    expect(record(datedAnswer('GBR', 'LHR', 'MJI', '2024-03-20'), 'fee-lby-e-visa')).toBeUndefined();
    expect(amounts(record(datedAnswer('GBR', 'LHR', 'MJI', '2024-03-21'), 'fee-lby-e-visa'))).toEqual([[63, 'USD']]);
  });

  it('DR Congo: the e-visa of a French passport shows both amounts paid on the airport-visa route, USD 300 and USD 90', () => {
    const body = datedAnswer('FRA', 'CDG', 'FIH');
    expect(record(body, 'visa-cod-e-visa')).toBeDefined();
    const fee = record(body, 'fee-cod-e-visa');
    expect(amounts(fee)).toEqual([[300, 'USD'], [90, 'USD']]);
    expect(fee?.attributes.sources?.every((s) => s.tier === 'REPORTED')).toBe(true);
  });

  it('DR Congo: the older USD 250 of May 2021 is not shown (the newer report is followed)', () => {
    const fee = record(datedAnswer('USA', 'JFK', 'FIH'), 'fee-cod-e-visa');
    expect(amounts(fee).some(([a]) => a === 250)).toBe(false);
  });

  it('no Libyan or Congolese fee for passports without the e-visa answer', () => {
    expect(record(datedAnswer('TUN', 'TUN', 'MJI'), 'fee-lby-e-visa')).toBeUndefined();
    expect(record(datedAnswer('KEN', 'NBO', 'FIH'), 'fee-cod-e-visa')).toBeUndefined();
  });
});

describe('fees of issue 28, seventh pass: answers left unpriced with the reason', () => {
  it('the seven records the report listed without a researched reason now have one row each', () => {
    const rows = table().unpriced.filter((u) => ['visa-png-e-visa', 'visa-moz-e-visa', 'visa-sle-e-visa', 'visa-blr-e-visa',
      'visa-kwt-e-visa', 'visa-lka-e-visa', 'visa-rwa-e-visa'].includes(u.record));
    expect(rows.map((u) => u.territory).sort()).toEqual(['BLR', 'KWT', 'LKA', 'MOZ', 'PNG', 'RWA', 'SLE']);
    for (const u of rows) expect(u.reason, u.record).toMatch(/^Researched 2026-11-2[67]/);
  });

  it('Papua New Guinea: the e-visa of a Pakistani passport is answered with no fee', () => {
    const body = datedAnswer('PAK', 'KHI', 'POM');
    expect(record(body, 'visa-png-e-visa')).toBeDefined();
    expect(body.included.some((r) => r.id.startsWith('fee-png'))).toBe(false);
  });

  it('Sierra Leone: an Ethiopian passport (African Union) gets no USD 80, an Argentine one does', () => {
    expect(record(datedAnswer('ETH', 'ADD', 'FNA'), 'fee-sle-e-visa')).toBeUndefined();
    expect(amounts(record(datedAnswer('ARG', 'EZE', 'FNA'), 'fee-sle-e-visa'))).toEqual([[80, 'USD']]);
  });

  it('every row retried in this pass keeps its history and names the seventh-pass retry once', () => {
    const retried = table().unpriced.filter((u) => u.reason.includes('(seventh pass)'));
    // MMR was retried here too, then priced in the seventh pass part B (fees7b: fee-mmr-e-visa, its history in the note);
    // GUY was priced by the aalinks pass (fee-guy-e-visa, its history in the note; test/prices/aalinks.test.ts).
    expect(retried.map((u) => u.territory).sort()).toEqual(['BLR', 'BOL', 'COL', 'GEO', 'GIN', 'IRQ', 'KGZ', 'KWT', 'LKA',
      'MOZ', 'MWI', 'PAK', 'RWA', 'SLV', 'SSD', 'STP', 'TCD', 'TGO', 'THA', 'VUT', 'ZWE']);
    for (const u of retried) expect(u.reason.split('(seventh pass)'), u.record).toHaveLength(2);
  });

  it('Libya and the DR Congo are no longer listed as unpriced (one row per record: priced or unpriced)', () => {
    const records = table().unpriced.map((u) => u.record);
    expect(records).not.toContain('visa-lby-e-visa');
    expect(records).not.toContain('visa-cod-e-visa');
  });
});
