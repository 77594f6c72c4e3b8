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

  it('a missing directory is a file error naming it (exit 2)', async () => {
    const r = await runCli(rulesLint, [join(tmp, 'nope')]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`travelreq rules lint: cannot read ${join(tmp, 'nope')}: no such file or directory\n`);
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
    writeFileSync(join(dir, 'entry', 'a.json'), '{\n  "schemaVersion": 1,\n  "rules": [],\n}\n');
    writeFileSync(join(dir, 'entry', 'b.json'), JSON.stringify({ schemaVersion: 1, description: 'b', provenance: { kind: 'hand-authored', notes: 'test' }, rules: [] }));
    const r = await runCli(rulesLint, [dir, '--locales', join(FIXTURE, 'locales')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/entry\/a\.json: {2}error {2}INVALID_JSON {2}a\.json:4:1: invalid JSON: /);
    expect(r.out).toMatch(/^1 error\(s\), 0 warning\(s\) in 1 rule files \(0 rules\) and 2 locales$/m);
  });

  it('--strict fails on warnings (a manifest without a digest)', async () => {
    const dir = join(tmp, 'warn');
    mkdirSync(dir);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ schemaVersion: 1, name: 'x', revision: '1', domesticTerritories: [], files: ['b.json'] }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ schemaVersion: 1, description: 'b', provenance: { kind: 'hand-authored', notes: 'test' }, rules: [] }));
    const locales = ['--locales', join(FIXTURE, 'locales')];
    expect((await runCli(rulesLint, [dir, ...locales])).code).toBe(0);
    const strict = await runCli(rulesLint, [dir, ...locales, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.out).toMatch(/manifest\.json:\/digest {2}warning {2}MISSING_DIGEST {2}.*"digest": \{"revision":"1","sha256":"[0-9a-f]{64}"\}/);
  });

  it('a rule file the manifest forgets is an error, not a warning', async () => {
    const dir = join(tmp, 'forgot');
    mkdirSync(join(dir, 'tests'), { recursive: true });
    mkdirSync(join(dir, 'lists'));
    const b = { schemaVersion: 1, description: 'b', provenance: { kind: 'hand-authored', notes: 'test' }, rules: [] };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ schemaVersion: 1, name: 'x', revision: '1', domesticTerritories: [], files: ['b.json'] }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(b));
    writeFileSync(join(dir, 'forgotten.json'), JSON.stringify(b));
    writeFileSync(join(dir, 'tests', 'b.test.json'), '{}'); // rule tests and official lists are not rule files
    const r = await runCli(rulesLint, [dir, '--locales', join(FIXTURE, 'locales'), '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { findings: Array<{ file: string; code: string; severity: string }> };
    expect(report.findings.filter((f) => f.code === 'UNLISTED_FILE').map((f) => [f.file.replace(/^.*\//, ''), f.severity])).toEqual([['forgotten.json', 'error']]);
  });

  it('a rule changed without bumping the revision fails with STALE_DIGEST until the revision is bumped and the digest stamped', async () => {
    const dir = join(tmp, 'stale');
    mkdirSync(dir);
    const b = { schemaVersion: 1, description: 'b', provenance: { kind: 'hand-authored', notes: 'test' }, rules: [] };
    const manifest = { schemaVersion: 1, name: 'x', revision: 'r-1', domesticTerritories: [] as string[], files: ['b.json'] };
    const locales = ['--locales', join(FIXTURE, 'locales')];
    const write = (m: object, file: object): void => {
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m));
      writeFileSync(join(dir, 'b.json'), JSON.stringify(file));
    };
    const digestOf = (out: string): unknown => JSON.parse(/"digest": (\{[^}]*\})/.exec(out)![1]!);
    write(manifest, b);
    const first = await runCli(rulesLint, [dir, ...locales]);
    const stamped = { ...manifest, digest: digestOf(first.out) };
    write(stamped, b);
    expect((await runCli(rulesLint, [dir, ...locales, '--strict'])).code).toBe(0);

    write(stamped, { ...b, description: 'b, changed' });
    const stale = await runCli(rulesLint, [dir, ...locales]);
    expect(stale.code).toBe(1);
    expect(stale.out).toMatch(/manifest\.json:\/revision {2}error {2}STALE_DIGEST {2}.*Bump "revision" \(e\.g\. to "r-2"\)/);
    expect(stale.out).not.toMatch(/[0-9a-f]{64}/); // no digest to paste without a new revision

    const bumped = { ...stamped, revision: 'r-2' };
    write(bumped, { ...b, description: 'b, changed' });
    const record = await runCli(rulesLint, [dir, ...locales]);
    expect(record.code).toBe(1);
    write({ ...bumped, digest: digestOf(record.out) }, { ...b, description: 'b, changed' });
    expect((await runCli(rulesLint, [dir, ...locales, '--strict'])).code).toBe(0);
  });
});
