// Every lint check fires on its fixture (test/fixtures/lint/cases/<check>.json), at the file and
// pointer of the deliberate error, and the unedited fixture lints clean.
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/lint/index.js';
import type { Finding } from '../../src/lint/model.js';
import { applyEdit, caseFiles, lintInput, loadFixture, stamp, type Expected } from './harness.js';

const CHECKS = ['schema', 'manifest', 'ids', 'codes', 'documents', 'facts', 'dates', 'sources', 'provenance', 'translations', 'conflicts', 'lists'];
const id = (f: Pick<Finding, 'file' | 'pointer' | 'code'> & { root?: string }): string => `${f.root ?? 'rules'} ${f.file}:${f.pointer} ${f.code}`;

describe('lint fixtures', () => {
  it('the unedited fixture lints clean', () => {
    expect(lint(lintInput(loadFixture())).findings).toEqual([]);
  });

  it('every check has a fixture file', () => {
    expect(caseFiles().map((c) => c.check).sort()).toEqual([...CHECKS].sort());
  });

  for (const file of caseFiles()) {
    describe(file.check, () => {
      for (const c of file.cases) {
        it(c.name, () => {
          const files = loadFixture();
          for (const e of c.edits) applyEdit(files, e);
          if (c.stamp !== false) stamp(files);
          const { findings } = lint(lintInput(files));
          for (const want of c.expect) {
            const got = findings.find((f) => id(f) === id(want));
            expect(got, `${id(want)} not in:\n${findings.map((f) => `${id(f)} ${f.message}`).join('\n')}`).toBeDefined();
            expect(got!.severity).toBe(want.severity ?? 'error');
            expect(got!.check).toBe(file.check);
            if (want.message) expect(got!.message).toContain(want.message);
          }
          if (c.exact) expect(findings.map(id).sort()).toEqual(c.expect.map((w: Expected) => id(w)).sort());
        });
      }
    });
  }
});
