// A fee in the text format (audit of 2026-11-27): a PRODUCT is not a requirement of its own, so its
// line says when it is paid and not "(required, ...)"; the fee of a visa on arrival is paid on
// arrival (scripts/import-fees.ts takes the timing of the records it prices), and the amount in the
// trip's currency stands beside the official one. London -> Cairo, GBR passport, currency CAD:
// Egypt's visa on arrival, USD 30 (data/fees/fees.json, fee-egy-visa-on-arrival-gbr).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { runCli } from '../ruletest/run-cli.js';

const trip = {
  data: { type: 'TRIP', attributes: { currency: 'CAD', traveller: { passports: ['GBR'] }, travelNodes: [
    { type: 'ORIGIN', airportCode: 'LHR', departure: { date: '2026-12-01' } },
    { type: 'DESTINATION', airportCode: 'CAI', arrival: { date: '2026-12-01' } },
  ] } },
};

describe('fees in travelreq trip --format text', () => {
  it('a visa-on-arrival fee: paid on arrival, not "required", with the amount in the requested currency', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fees-text-')), 'trip.json');
    writeFileSync(file, JSON.stringify(trip));
    const r = await runCli(main, ['trip', file, '--format', 'text']);
    expect(r.code, r.err).toBe(0);
    const out = r.out.replace(/\s+/g, ' ');
    expect(out).toContain('- Visa fee for Egypt (on arrival)');
    expect(out).not.toMatch(/Visa fee for Egypt \(required/);
    expect(out).toMatch(/Visa on arrival: USD 30\.00 \(≈ CAD [0-9.]+ at the ECB reference rate of May 8, 2026\)/);
  });

  it('the generated fee records take the timing of the records they price', () => {
    const procedures = (JSON.parse(readFileSync('rules/fees/generated-fees.json', 'utf8')) as { procedures: Array<{ id: string; subCategory: string }> }).procedures;
    const timing = (id: string) => procedures.find((p) => p.id === id)!.subCategory;
    expect(timing('fee-mdv-visa-on-arrival')).toBe('ON_ARRIVAL');
    expect(timing('fee-egy-visa-on-arrival-gbr')).toBe('ON_ARRIVAL');
    expect(timing('fee-egy-e-visa')).toBe('BEFORE_DEPARTURE');
  });
});
