// The worked example of rules/README.md works: its files, applied to a copy of the bundled
// ruleset and locales, lint clean (strict) and their tests pass with full authored coverage.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesLint } from '../../src/cli/rules-lint.js';
import { rulesTest } from '../../src/cli/rules-test.js';
import { rulesetDigest } from '../../src/lint/digest.js';
import { BUNDLED_LOCALES, BUNDLED_RULES } from '../../src/node/paths.js';
import { readRuleset } from '../../src/node/ruleset.js';
import { tierPending } from '../lint/harness.js';
import { runCli } from './run-cli.js';

const README = readFileSync(join(BUNDLED_RULES, 'README.md'), 'utf8');

/** The ```json block right after each <!-- example-<kind>: <name> --> marker. */
function examples(kind: 'file' | 'text'): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const m of README.matchAll(new RegExp(`<!-- example-${kind}: (\\S+) -->\\s*\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``, 'g'))) {
    out.set(m[1]!, JSON.parse(m[2]!));
  }
  return out;
}

describe('rules/README.md worked example', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-readme-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const rules = join(tmp, 'rules');
  const locales = join(tmp, 'locales');
  cpSync(BUNDLED_RULES, rules, { recursive: true });
  cpSync(BUNDLED_LOCALES, locales, { recursive: true });

  const files = examples('file');
  const texts = examples('text');

  it('has a rule file, a test file and a text', () => {
    expect([...files.keys()].sort()).toEqual(['authorisations/isl-example.json', 'tests/isl-example.test.json']);
    expect([...texts.keys()]).toEqual(['authorisations.islExampleEta']);
  });

  it('lints clean and passes its tests once applied', async () => {
    for (const [path, content] of files) writeFileSync(join(rules, path), JSON.stringify(content, null, 2));
    const manifest = JSON.parse(readFileSync(join(rules, 'manifest.json'), 'utf8')) as { files: string[]; revision: string };
    manifest.files = [...manifest.files, 'authorisations/isl-example.json'].sort();
    manifest.revision = `${manifest.revision}-readme`;
    writeFileSync(join(rules, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // Step 2 of the walkthrough: the new revision's content digest is recorded in the manifest.
    const read = readRuleset(rules);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    (manifest as { digest?: unknown }).digest = { revision: manifest.revision, sha256: rulesetDigest(read.source) };
    writeFileSync(join(rules, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // Step 3 asks for a translation in every locale; the English text stands in for them here.
    for (const locale of ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR']) {
      const file = join(locales, locale, 'procedures.json');
      const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
      const [group, key] = [...texts.keys()][0]!.split('.') as [string, string];
      (doc[group] ??= {})[key] = texts.get(`${group}.${key}`);
      writeFileSync(file, JSON.stringify(doc, null, 2));
    }

    // --strict: no warning either, but for the source tiers of topics that have not landed yet.
    const lint = await runCli(rulesLint, [rules, '--locales', locales, '--json']);
    expect(lint.code).toBe(0);
    const report = JSON.parse(lint.out) as { findings: Array<{ file: string; pointer: string; code: string }> };
    expect(report.findings.map((f) => ({ ...f, file: relative(rules, resolve(f.file)) })).filter((f) => !tierPending(f))).toEqual([]);

    const test = await runCli(rulesTest, [rules, '--locales', locales, '--min-coverage', '100']);
    expect(test.out).toMatch(/authored: (\d+)\/\1 rules \(100%\)/);
    expect(test.out).toMatch(/^\d+ passed, 0 failed$/m);
    expect(test.code).toBe(0);

    const only = await runCli(rulesTest, [rules, '--locales', locales, '--filter', 'Keflavik', '--verbose']);
    expect(only.out).toContain('ok   tests/isl-example.test.json#/cases/3  Airside transit at Keflavik: the rule does not apply');
  });
});
