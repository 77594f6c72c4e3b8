// The shipped ruleset lints clean, and a copy with one deliberate error of each class makes
// `travelreq rules lint` exit 1 naming the file and the pointer of each.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesLint } from '../../src/cli/rules-lint.js';
import { lint } from '../../src/lint/index.js';
import { readLocales } from '../../src/node/locales.js';
import { BUNDLED_LOCALES, BUNDLED_RULES } from '../../src/node/paths.js';
import { readRulesForLint } from '../../src/cli/rules-io.js';
import { runCli } from '../ruletest/run-cli.js';
import { applyEdit, codes, FIXTURE } from './harness.js';

interface BundledEdit {
  class: string; op: 'set' | 'remove' | 'push'; file: string; pointer: string; value?: unknown;
  copyOf?: string; set?: Record<string, unknown>; expectPointer?: string; code: string; severity?: string; root?: string;
}

describe('bundled ruleset', () => {
  it('lints clean: no errors, no warnings', () => {
    const read = readRulesForLint(BUNDLED_RULES);
    const result = lint({ source: read.source, reference: codes(), locales: readLocales(BUNDLED_LOCALES), directory: read.directory });
    const findings = [...read.findings, ...result.findings];
    expect(findings.map((f) => `${f.file}:${f.pointer} ${f.code} ${f.message}`)).toEqual([]);
  });

  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-lint-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('a copy with one error of each class fails, naming file and pointer for each', async () => {
    const rules = join(tmp, 'rules');
    const locales = join(tmp, 'locales');
    cpSync(BUNDLED_RULES, rules, { recursive: true });
    cpSync(BUNDLED_LOCALES, locales, { recursive: true });
    const spec = JSON.parse(readFileSync(join(FIXTURE, 'bundled-errors.json'), 'utf8')) as { edits: BundledEdit[] };
    const files = new Map<string, unknown>();
    const abs = (file: string): string => (file.startsWith('locales/') ? join(tmp, file) : join(rules, file));
    for (const e of spec.edits) {
      if (!files.has(e.file)) files.set(e.file, JSON.parse(readFileSync(abs(e.file), 'utf8')));
      let value = e.value;
      if (e.copyOf) {
        const [, list, index] = e.copyOf.split('/');
        value = { ...((files.get(e.file) as Record<string, unknown[]>)[list!]![Number(index)] as object), ...e.set };
      }
      applyEdit(files, { op: e.op, file: e.file, pointer: e.pointer, value });
    }
    for (const [file, content] of files) writeFileSync(abs(file), JSON.stringify(content, null, 2));

    const { code, out } = await runCli(rulesLint, [rules, '--locales', locales, '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(out) as { findings: Array<{ file: string; pointer: string; code: string; severity: string }> };
    for (const e of spec.edits) {
      const file = e.file.startsWith('locales/') ? join(locales, e.file.slice('locales/'.length)) : join(rules, e.file);
      // Paths are shown relative to the working directory when that is shorter.
      const hit = report.findings.find((f) => resolve(f.file) === file && f.pointer === (e.expectPointer ?? e.pointer) && f.code === e.code);
      expect(hit, `${e.class}: ${e.file}:${e.expectPointer ?? e.pointer} ${e.code}`).toBeDefined();
      expect(hit!.severity).toBe(e.severity ?? 'error');
    }

    // The text form: one `file:pointer  severity  code  message` line per finding.
    const text = await runCli(rulesLint, [rules, '--locales', locales]);
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/authorisations\/gbr-eta\.json:\/procedures\/0\/startDate {2}error {2}MALFORMED_DATE {2}/);
    expect(text.out).toMatch(/\d+ error\(s\), \d+ warning\(s\) in \d+ rule files/);
  });
});
