// Replays the worked example of rules/README.md end to end in a temporary copy of the project
// (rules/, locales/, schemas/): its files are written as the guide shows them, the commands of its
// `example-commands` sh blocks run as written (pointed at the copy), and each step gives what the
// guide says: lint names what is missing until it is done, registering lists the file under a new
// revision, the coverage gate fails until the rule has its own case, then everything passes, the
// trip shows the rule, and the golden responses (npm test) stay as they are. A command in those
// blocks this runner does not know fails the test: the guide cannot drift from the tools.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesLint } from '../../src/cli/rules-lint.js';
import { rulesTest } from '../../src/cli/rules-test.js';
import { createTravelRequirements } from '../../src/node/create.js';
import { readLocales } from '../../src/node/locales.js';
import { BUNDLED_LOCALES, BUNDLED_RULES, PACKAGE_ROOT } from '../../src/node/paths.js';
import { goldenText } from '../golden/normalise.js';
import { runCli } from './run-cli.js';

const README = readFileSync(join(BUNDLED_RULES, 'README.md'), 'utf8');
const TODAY = '2027-01-05'; // the register step's date, pinned (the script reads the clock otherwise)

/** The ```<lang> block right after each <!-- example-<kind>: <name> --> marker. */
function blocks(kind: string, lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of README.matchAll(new RegExp(`<!-- example-${kind}: (\\S+) -->\\s*\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``, 'g'))) out.set(m[1]!, m[2]!);
  return out;
}
const files = new Map([...blocks('file', 'json')].map(([k, v]) => [k, JSON.parse(v) as unknown]));
const texts = new Map([...blocks('text', 'json')].map(([k, v]) => [k, JSON.parse(v) as unknown]));
const commands = new Map([...blocks('commands', 'sh')].map(([k, v]) => [k, v.split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()).filter(Boolean)]));

describe('rules/README.md worked example, replayed', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'travelreq-readme-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const rules = join(tmp, 'rules');
  const locales = join(tmp, 'locales');
  for (const dir of ['rules', 'locales', 'schemas']) cpSync(join(PACKAGE_ROOT, dir), join(tmp, dir), { recursive: true });
  const dirArgs = [rules, '--locales', locales];

  /** One line of a guide's sh block, run against the copy. */
  async function run(line: string): Promise<{ code: number; out: string }> {
    if (line === 'npm run rules:register') {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/register-rules.ts', '--rules', rules, '--date', TODAY], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
      return { code: 0, out };
    }
    let m = /^npx travelreq rules (lint|test)((?: \S+)*)$/.exec(line);
    if (m) return runCli(m[1] === 'lint' ? rulesLint : rulesTest, [...dirArgs, ...m[2]!.trim().split(/\s+/).filter(Boolean)]);
    m = /^echo '(.*)' \| npx travelreq rules explain -$/.exec(line);
    if (m) {
      // The CLI itself, under tsx, in a child process: the trip answer as a user sees it.
      try {
        const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'rules', 'explain', '-', '--rules', rules, '--locales', locales], { cwd: PACKAGE_ROOT, input: m[1], encoding: 'utf8' });
        return { code: 0, out };
      } catch (cause) {
        const e = cause as { status: number; stdout: string };
        return { code: e.status, out: e.stdout };
      }
    }
    throw new Error(`rules/README.md: no way to replay "${line}" in test/ruletest/readme-example.test.ts: add one`);
  }
  const runBlock = async (name: string): Promise<Array<{ line: string; code: number; out: string }>> => {
    const lines = commands.get(name);
    if (!lines?.length) throw new Error(`rules/README.md has no <!-- example-commands: ${name} --> sh block`);
    const results = [];
    for (const line of lines) results.push({ line, ...(await run(line)) });
    return results;
  };

  it('has the files, the text and the command blocks the replay follows', () => {
    expect([...files.keys()].sort()).toEqual(['authorisations/isl-example.json', 'tests/isl-example.test.json']);
    expect([...texts.keys()]).toEqual(['authorisations.islExampleEta']);
    expect([...commands.keys()].sort()).toEqual(['check', 'register', 'uncovered']);
  });

  it('step by step, as the guide says', async () => {
    const manifest = (): { revision: string; files: string[] } => JSON.parse(readFileSync(join(rules, 'manifest.json'), 'utf8')) as { revision: string; files: string[] };
    const before = manifest().revision;

    // 1. The rule file: hand-authored with notes, like every file the bundled ruleset may ship (lint's provenance check).
    writeFileSync(join(rules, 'authorisations/isl-example.json'), `${JSON.stringify(files.get('authorisations/isl-example.json'), null, 2)}\n`);
    const unlisted = await runCli(rulesLint, dirArgs);
    expect(unlisted.code).toBe(1);
    expect(unlisted.out).toMatch(/isl-example\.json:\s+error\s+UNLISTED_FILE/);

    // 2. Register: listed, a new revision of the day, the digest stamped.
    const [register] = await runBlock('register');
    expect(register!.out).toContain(`revision ${before} -> 2027.01.05-1; listed authorisations/isl-example.json`);
    expect(manifest().revision).toBe('2027.01.05-1');
    expect(manifest().files).toContain('authorisations/isl-example.json');
    const untranslated = await runCli(rulesLint, dirArgs);
    expect(untranslated.out).not.toMatch(/UNLISTED_FILE|STALE_DIGEST/);
    expect(untranslated.out).toMatch(/isl-example\.json:\/procedures\/0\/text\s+error\s+MISSING_TEXT/);

    // 3. The texts, in every locale (the English text stands in for the translations here).
    const [group, key] = [...texts.keys()][0]!.split('.') as [string, string];
    for (const locale of readdirSync(locales).filter((l) => existsSync(join(locales, l, 'procedures.json')))) {
      const file = join(locales, locale, 'procedures.json');
      const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
      (doc[group] ??= {})[key] = texts.get(`${group}.${key}`);
      writeFileSync(file, JSON.stringify(doc, null, 2));
    }

    // 4. Without its own case, the coverage gate fails and names the rule; then its tests.
    const [uncovered] = await runBlock('uncovered');
    expect(uncovered!.code).toBe(1);
    expect(uncovered!.out).toMatch(/authored rules no case expects.*\n(?:.*\n)*? {4}auth-isl-example-eta {2}authorisations\/isl-example\.json#\/rules\/0/);
    expect(uncovered!.out).toMatch(/below --min-coverage 100/);
    writeFileSync(join(rules, 'tests/isl-example.test.json'), `${JSON.stringify(files.get('tests/isl-example.test.json'), null, 2)}\n`);

    // 5. Check, test and look.
    const [lint, test, filtered, explain] = await runBlock('check');
    expect(lint!.out).toMatch(/^0 error\(s\), 0 warning\(s\)/m);
    expect(lint!.code).toBe(0);
    expect(test!.out).toMatch(/authored: (\d+)\/\1 rules \(100%\)/);
    expect(test!.out).toMatch(/^\d+ passed, 0 failed$/m);
    expect(test!.code).toBe(0);
    expect(filtered!.code).toBe(0);
    const ran = filtered!.out.split('\n').filter((l) => l.startsWith('ok '));
    expect(ran).toHaveLength(4);
    expect(ran.every((l) => l.includes('tests/isl-example.test.json#'))).toBe(true);
    expect(explain!.code).toBe(0);
    expect(explain!.out).toMatch(/^ruleset 2027\.01\.05-1;/m);
    expect(explain!.out).toMatch(/✓ auth-isl-example-eta {2}p10 .* fired -> isl-example-eta \(VISA_REQUIREMENTS, slot visa\): active/);
    expect(explain!.out).toMatch(/headline: You need an electronic travel authori[sz]ation for Iceland/);

    // npm test: the golden responses do not churn on the new revision (none of them goes to Iceland).
    const tr = createTravelRequirements({ rulesDir: rules, locales: readLocales(locales) });
    expect(tr.ruleset.revision).toBe('2027.01.05-1');
    const examples = join(PACKAGE_ROOT, 'examples/trips');
    for (const file of readdirSync(examples).filter((f) => f.endsWith('.json'))) {
      const r = tr.trips(JSON.parse(readFileSync(join(examples, file), 'utf8')));
      expect(goldenText(r.status, r.body), file).toBe(readFileSync(join(PACKAGE_ROOT, 'test/golden', file), 'utf8'));
    }
  }, 300_000);

  it('the bundled ruleset does not carry the example (it is a walkthrough, not a requirement)', () => {
    expect(existsSync(join(BUNDLED_RULES, 'authorisations/isl-example.json'))).toBe(false);
    expect(existsSync(join(BUNDLED_LOCALES, 'en-US/procedures.json')) && readFileSync(join(BUNDLED_LOCALES, 'en-US/procedures.json'), 'utf8').includes('islExampleEta')).toBe(false);
  });
});
