// rules explain: checkpoints, passports, facts, each candidate rule with its fate, and the first
// failing condition of the rules that did not fire.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesCommand } from '../../src/cli/rules.js';
import { explainTrip, type Explanation, type PassportTrace } from '../../src/explain/explain.js';
import { createTracer, traceTrip } from '../../src/explain/pipeline.js';
import { requestOf } from '../../src/ruletest/shortform.js';
import type { ShortTrip } from '../../src/schema/generated.js';
import { engine } from '../helpers.js';
import { runCli } from '../ruletest/run-cli.js';

const tr = engine();
const explain = async (trip: Parameters<typeof requestOf>[0], engine: 'compiled' | 'reference' = 'compiled'): Promise<Extract<Explanation, { ok: true }>> => {
  const e = await explainTrip(tr, requestOf(trip), { engine });
  if (!e.ok) throw new Error(JSON.stringify(e.errors));
  return e;
};
const rule = (p: PassportTrace, id: string) => p.rules.find((r) => r.id === id)!;

describe('explainTrip', () => {
  const trip: ShortTrip = { passports: ['IND', 'IRL'], from: 'airport:DEL', via: ['airport:LHR'], to: 'airport:JFK', date: '2026-12-01' };
  let e: Extract<Explanation, { ok: true }>;
  beforeAll(async () => {
    e = await explain(trip);
  });

  it('one entry per checkpoint and passport, with the facts and the passport used', () => {
    expect(e.checkpoints.map((c) => `${c.checkpoint.checkpointKind} ${c.checkpoint.territory}`)).toEqual(['TRANSIT GBR', 'ENTRY USA']);
    expect(e.headline.startsWith('You need an electronic travel authorization for the United States with a passport issued by Ireland.')).toBe(true);
    const usa = e.checkpoints[1]!;
    expect(usa.passports.map((p) => [p.passport, p.rank, p.chosen])).toEqual([['IND', 'EMBASSY_VISA', false], ['IRL', 'ETA', true]]);
    expect(usa.passports[1]!.facts).toMatchObject({ checkpointKind: 'ENTRY', territory: 'USA', airport: 'JFK', passport: 'IRL', passports: ['IND', 'IRL'], previousTerritory: 'GBR' });
  });

  it('fired rules say what became of their event', () => {
    const irl = e.checkpoints[1]!.passports[1]!;
    expect(rule(irl, 'auth-usa-esta')).toMatchObject({ fired: true, status: 'active', priority: 10, file: 'authorisations/usa-esta.json' });
    expect(rule(irl, 'matrix-usa-eta')).toMatchObject({ fired: true, status: 'overridden' });
  });

  it('rules that did not fire name the first failing condition and the fact value', () => {
    const transit = e.checkpoints[0]!.passports[0]!;
    expect(rule(transit, 'auth-gbr-eta-etanl-c')).toMatchObject({
      fired: false, failed: { pointer: '/rules/2/conditions/all/0', fact: 'checkpointKind', operator: 'equal', value: 'ENTRY', factValue: 'TRANSIT' },
    });
    const ind = e.checkpoints[1]!.passports[0]!;
    expect(rule(ind, 'auth-usa-esta').failed).toMatchObject({ fact: 'passport', factValue: 'IND' });
  });

  it('records not in force yet are upcoming', async () => {
    const early = await explain({ passports: ['FRA'], from: 'airport:CDG', to: 'airport:LHR', date: '2025-03-01' });
    const p = early.checkpoints[0]!.passports[0]!;
    expect(rule(p, 'auth-gbr-eta-etanl-d')).toMatchObject({ fired: true, status: 'upcoming' });
    // The older answer (no visa) is authored at priority 10 and wins the slot.
    expect(rule(p, 'auth-gbr-no-visa-before-eta-d')).toMatchObject({ fired: true, status: 'active' });
    expect(rule(p, 'matrix-gbr-eta')).toMatchObject({ fired: true, status: 'overridden' });
    // Without an older answer on record, the snapshot's ETA would contradict the upcoming one: superseded.
    const qatar = (await explain({ passports: ['QAT'], from: 'airport:DOH', to: 'airport:LHR', date: '2023-11-14' })).checkpoints[0]!.passports[0]!;
    expect(rule(qatar, 'auth-gbr-eta-etanl-a')).toMatchObject({ fired: true, status: 'upcoming' });
    expect(rule(qatar, 'matrix-gbr-eta')).toMatchObject({ fired: true, status: 'superseded' });
  });

  it('json-rules-engine as the reference gives the same explanation', async () => {
    const ref = await explain(trip, 'reference');
    expect({ ...ref, engine: 'compiled' }).toEqual(e);
  });

  it('agrees with the tracer used for coverage on which rules fired', async () => {
    const input = requestOf({ passports: ['USA', 'GBR'], from: 'airport:JFK', via: [{ at: 'airport:LHR', selfTransfer: true }], to: 'airport:YVR', date: '2026-12-01' });
    const tracer = createTracer(tr.ruleset);
    await traceTrip(tr, input, tracer);
    const ex = await explainTrip(tr, input);
    if (!ex.ok) throw new Error('rejected');
    // The tracer follows mostFavourable, which stops at the first citizen passport; explain shows every passport.
    const evaluated = (ps: PassportTrace[]): PassportTrace[] => {
      const citizen = ps.findIndex((p) => p.rank === 'CITIZEN');
      return citizen === -1 ? ps : ps.slice(0, citizen + 1);
    };
    const explained = new Set(ex.checkpoints.flatMap((c) => evaluated(c.passports).flatMap((p) => p.rules.filter((r) => r.fired).map((r) => r.id))));
    expect([...tracer.fired].sort()).toEqual([...explained].sort());
  });

  it('Errors-table trips have no checkpoints, invalid ones the errors', async () => {
    expect(await explain({ passports: ['FRA'], from: 'airport:CDG', to: 'airport:ORY', date: '2026-12-01' })).toMatchObject({
      checkpoints: [], alerts: ['No information exists for travel within Île-de-France.'],
    });
    const bad = await explainTrip(tr, requestOf({ passports: ['FRA'], from: 'FRA', to: 'FRA', date: '2026-12-01' }));
    expect(bad).toMatchObject({ ok: false, errors: [{ code: 'INVALID_TRIP' }] });
  });
});

describe('travelreq rules explain', () => {
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-explain-'));
  const write = (name: string, value: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };

  it('explains a short-form trip in text', async () => {
    const r = await runCli(rulesCommand, ['explain', write('short.json', { passports: ['USA'], from: 'airport:JFK', to: 'airport:LHR', date: '2026-12-01' })]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('checkpoint 1: ENTRY (DESTINATION) GBR at LHR, leg 1, 2026-12-01, from USA');
    expect(r.out).toMatch(/✓ auth-gbr-eta-etanl-c {2}p10 {2}authorisations\/gbr-eta\.json#\/rules\/2 {2}fired -> gbr-eta-etanl-c \(VISA_REQUIREMENTS, slot visa\): active/);
    expect(r.out).toContain('/rules/0/conditions/all/2: passport in ["QAT"] failed; passport is "USA"');
  });

  it('explains a full request as JSON', async () => {
    const body = JSON.parse(readFileSync(new URL('../../examples/trips/03-two-passports.json', import.meta.url), 'utf8')) as unknown;
    const r = await runCli(rulesCommand, ['explain', write('full.json', body), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, checkpoints: expect.any(Array) });
  });

  it('rejects bad input with a message, not a stack trace', async () => {
    const short = await runCli(rulesCommand, ['explain', write('bad-short.json', { passports: ['USA'], from: 'JFK?', to: 'GBR' })]);
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/short-form trip \/from: /);
    expect(short.err).toMatch(/short-form trip \/date: `date` is required/);
    const json = await runCli(rulesCommand, ['explain', write('bad.json', '{')]);
    expect(json.code).toBe(1);
    expect(json.err).toMatch(/^cannot read /);
    const invalid = await runCli(rulesCommand, ['explain', write('invalid.json', { data: { type: 'TRIP' } }), '--json']);
    expect(invalid.code).toBe(1);
    expect(JSON.parse(invalid.out)).toMatchObject({ ok: false, status: 400, errors: [{ code: 'MISSING_FIELD' }] });
    expect((await runCli(rulesCommand, ['explain', write('ok.json', { passports: ['USA'], from: 'USA', to: 'GBR', date: '2026-12-01' }), '--engine', 'fast'])).code).toBe(2);
    expect((await runCli(rulesCommand, ['explain'])).code).toBe(2);
  });
});
