// `travelreq serve --watch` on a temporary copy of the rules and locales: a text change is served
// at once; a rule change is served once registered, under its new revision, and the traveller page
// (which carries its own copy of the data) is rebuilt with it; an invalid change keeps the running
// ruleset and its lint errors go to stderr. Waits are hang guards, not speed checks.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRules } from '../../scripts/register-rules.js';
import { BUNDLED_LOCALES, BUNDLED_RULES, PACKAGE_ROOT } from '../../src/node/paths.js';

const KEY = 'example-key-0000000000000002';
const WAIT_MS = 120_000;
const tmp = mkdtempSync(join(tmpdir(), 'travelreq-watch-'));
const rules = join(tmp, 'rules');
const locales = join(tmp, 'locales');
const web = join(tmp, 'web');
let child: ChildProcessWithoutNullStreams;
let url = '';
const events: Record<string, unknown>[] = [];
let stderr = '';

/** Resolves with the first event at or after index `from` that satisfies `test`. */
async function eventAfter(from: number, test: (e: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = events.slice(from).find(test);
    if (found) return found;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no such event; got ${JSON.stringify(events.slice(from))}; stderr ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface TripBody { meta: { rulesetRevision: string }; included: Array<{ id: string; attributes: { title?: string; lastUpdatedAt?: string } }> }
async function trip(): Promise<TripBody> {
  const res = await fetch(`${url}/v3/trips`, {
    method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/vnd.api+json' },
    body: readFileSync(join(PACKAGE_ROOT, 'examples/trips/01-usa-to-gbr.json')),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TripBody;
}
const record = (body: TripBody, id: string) => body.included.find((r) => r.id === id)?.attributes;

beforeAll(async () => {
  cpSync(BUNDLED_RULES, rules, { recursive: true });
  cpSync(BUNDLED_LOCALES, locales, { recursive: true });
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--watch', '--rules', rules, '--locales', locales,
    '--keys', 'examples/keys.json', '--port', '0', '--web', web], { cwd: PACKAGE_ROOT });
  child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
  createInterface({ input: child.stdout }).on('line', (line) => events.push(JSON.parse(line) as Record<string, unknown>));
  url = String((await eventAfter(0, (e) => e.event === 'listening')).url);
}, WAIT_MS);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

describe('travelreq serve --watch', () => {
  const committed = JSON.parse(readFileSync(join(BUNDLED_RULES, 'manifest.json'), 'utf8')) as { revision: string };

  it('serves the copy as it is', async () => {
    expect((await trip()).meta.rulesetRevision).toBe(committed.revision);
  });

  it('a changed text is served at once (texts are not part of the revision)', async () => {
    const from = events.length;
    const file = join(locales, 'en-US/procedures.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { authorisations: Record<string, { title: string }> };
    doc.authorisations.gbrEta!.title = 'Watched title'; // the text of gbr-eta-etanl-c
    writeFileSync(file, JSON.stringify(doc, null, 2));
    await eventAfter(from, (e) => e.event === 'reloaded');
    const body = await trip();
    expect(body.meta.rulesetRevision).toBe(committed.revision);
    expect(record(body, 'gbr-eta-etanl-c')?.title).toBe('Watched title');
  }, WAIT_MS);

  it('a rule change is served once registered, under the new revision', async () => {
    const from = events.length;
    const file = join(rules, 'authorisations/gbr-eta.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { procedures: Array<{ id: string; lastUpdatedAt: string }> };
    doc.procedures.find((p) => p.id === 'gbr-eta-etanl-c')!.lastUpdatedAt = '2027-03-04T00:00:00Z';
    writeFileSync(file, JSON.stringify(doc, null, 2));
    expect(registerRules({ dir: rules, today: '2027-03-04' }).revision).toBe('2027.03.04-1');
    await eventAfter(from, (e) => e.event === 'reloaded' && e.rulesetRevision === '2027.03.04-1');
    const body = await trip();
    expect(body.meta.rulesetRevision).toBe('2027.03.04-1');
    expect(record(body, 'gbr-eta-etanl-c')?.lastUpdatedAt).toBe('2027-03-04T00:00:00Z');
  }, WAIT_MS);

  it('the page is rebuilt from the watched directories with the new revision', async () => {
    await eventAfter(0, (e) => e.event === 'page-rebuilt' && e.rulesetRevision === '2027.03.04-1');
    // The page's ruleset is its own part (page-ruleset.js: JSON in a string, so quotes are escaped).
    const page = await fetch(`${url}/page-ruleset.js`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('\\"revision\\":\\"2027.03.04-1\\"');
    expect(text).not.toContain(`\\"revision\\":\\"${committed.revision}\\"`);
  }, WAIT_MS);

  it('an invalid change keeps the running ruleset and logs the lint errors', async () => {
    const from = events.length;
    const file = join(rules, 'authorisations/gbr-eta.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { rules: Array<{ conditions: { all: Array<{ fact: string }> } }> };
    doc.rules[0]!.conditions.all[0]!.fact = 'checkpointKnd';
    writeFileSync(file, JSON.stringify(doc, null, 2));
    registerRules({ dir: rules, today: '2027-03-04' }); // registered, so only the unknown fact is wrong
    const refused = await eventAfter(from, (e) => e.event === 'reload-refused');
    expect(refused.rulesetRevision).toBe('2027.03.04-1');
    expect(stderr).toMatch(/authorisations\/gbr-eta\.json:\/rules\/0\/conditions\/all\/0\/fact {2}error {2}UNKNOWN_FACT/);
    const body = await trip();
    expect(body.meta.rulesetRevision).toBe('2027.03.04-1');
  }, WAIT_MS);

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(events.at(-1)).toEqual({ event: 'stopped' });
  }, WAIT_MS);
});
