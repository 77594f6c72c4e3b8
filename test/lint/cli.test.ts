// travelreq rules lint on bad input: a usage error or findings, never a stack trace.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesLint } from '../../src/cli/rules-lint.js';
import { runCli } from '../ruletest/run-cli.js';
import { FIXTURE } from './harness.js';

describe('travelreq rules lint', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-lint-cli-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('a missing directory is a usage error', async () => {
    const r = await runCli(rulesLint, [join(tmp, 'nope')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^travelreq rules lint: not a directory: .*\nusage: travelreq rules lint /);
    expect((await runCli(rulesLint, ['--locales', join(tmp, 'nope')])).code).toBe(2);
  });

  it('an unparsable manifest is the one finding', async () => {
    mkdirSync(join(tmp, 'bad'));
    writeFileSync(join(tmp, 'bad', 'manifest.json'), '[1');
    const r = await runCli(rulesLint, [join(tmp, 'bad'), '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ ok: false, errors: 1, findings: [{ pointer: '', code: 'INVALID_JSON' }] });
  });

  it('an unparsable rule file is a finding, the other files are still checked', async () => {
    const dir = join(tmp, 'partial');
    mkdirSync(join(dir, 'entry'), { recursive: true });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ schemaVersion: 1, name: 'x', revision: '1', domesticTerritories: [], files: ['entry/a.json', 'entry/b.json'] }));
    writeFileSync(join(dir, 'entry', 'a.json'), '{');
    writeFileSync(join(dir, 'entry', 'b.json'), JSON.stringify({ schemaVersion: 1, description: 'b', provenance: { kind: 'example' }, rules: [] }));
    const r = await runCli(rulesLint, [dir, '--locales', join(FIXTURE, 'locales')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/entry\/a\.json: {2}error {2}INVALID_JSON {2}/);
    expect(r.out).toMatch(/^1 error\(s\), 0 warning\(s\) in 1 rule files \(0 rules\) and 2 locales$/m);
  });

  it('--strict fails on warnings', async () => {
    const dir = join(tmp, 'warn');
    mkdirSync(dir);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ schemaVersion: 1, name: 'x', revision: '1', domesticTerritories: [], files: ['b.json'] }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ schemaVersion: 1, description: 'b', provenance: { kind: 'example' }, rules: [] }));
    writeFileSync(join(dir, 'forgotten.json'), '{}');
    const locales = ['--locales', join(FIXTURE, 'locales')];
    expect((await runCli(rulesLint, [dir, ...locales])).code).toBe(0);
    const strict = await runCli(rulesLint, [dir, ...locales, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.out).toMatch(/forgotten\.json: {2}warning {2}UNLISTED_FILE/);
  });
});
