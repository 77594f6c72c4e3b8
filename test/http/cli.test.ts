// `travelreq serve` as a user runs it: the CLI in a child process on a free port with the example
// key file, answering the curl examples of docs/http.md (same paths, headers and bodies), then
// stopping cleanly on SIGTERM.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MS } from '../timeouts.js';

const KEY = 'example-key-0000000000000001';
const AUTH = `key=${KEY}&affiliateId=example-affiliate`;
let child: ChildProcessWithoutNullStreams;
let url = '';
const lines: string[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--keys', 'examples/keys.json', '--port', '0', '--host', '127.0.0.1'], { cwd: new URL('../../', import.meta.url).pathname });
  const rl = createInterface({ input: child.stdout });
  rl.on('line', (line) => lines.push(line));
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start within ${CHILD_MS / 1000} s`)), CHILD_MS);
    rl.on('line', (line) => {
      const msg = JSON.parse(line) as { event?: string; url?: string };
      if (msg.event === 'listening' && msg.url) {
        clearTimeout(timer);
        resolve(msg.url);
      }
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('travelreq serve --keys examples/keys.json', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the trips example', async () => {
    const res = await fetch(`${url}/v3/trips`, {
      method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/vnd.api+json' }, body: readFileSync('examples/trips/01-usa-to-gbr.json'),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { attributes: { headline: string } } };
    expect(body.data.attributes.headline).toMatch(/United Kingdom/);
  });

  it('answers the procedures examples', async () => {
    const list = await fetch(`${url}/v2/procedures?${AUTH}&filter[country]=GB&filter[nationalities]=USA`);
    expect(list.status).toBe(200);
    const entry = await fetch(`${url}/v2/procedures?${AUTH}&filter[destination]=GBR&filter[nationalities]=IND&filter[date]=2026-12-19`);
    const entryBody = (await entry.json()) as { meta: { entryRequirements: { informationGroup: { type: string } } } };
    expect(entryBody.meta.entryRequirements.informationGroup.type).toBe('VISA_REQUIREMENTS');
    const one = await fetch(`${url}/v2/procedures/usa-real-id?${AUTH}&language=fr-FR`);
    expect(one.status).toBe(200);
  });

  it('answers places from the bundled diplomatic missions by default', async () => {
    const res = await fetch(`${url}/v2/places?${AUTH}&filter[latitude]=51.4700&filter[longitude]=-0.4543&filter[radius]=25`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { meta: { dataset: { fictional: boolean } }; data: Array<{ attributes: { mission?: unknown } }> };
    expect(body.meta.dataset.fictional).toBe(false);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.attributes.mission !== undefined)).toBe(true);
    const uk = await fetch(`${url}/v2/places?${AUTH}&filter[country]=GBR&filter[serves]=IND&filter[latitude]=28.5556&filter[longitude]=77.0952&filter[radius]=20016&page[limit]=5`);
    expect(uk.status).toBe(200);
    const ukBody = (await uk.json()) as { data: Array<{ attributes: { website: string; mission: { operatorCountry: string; hostCountry: string } } }> };
    expect(ukBody.data[0]?.attributes.mission).toMatchObject({ operatorCountry: 'GBR', hostCountry: 'IND' });
    expect(ukBody.data[0]?.attributes.website).toMatch(/^https:\/\/www\.gov\.uk\//);
  });

  it('logs JSON lines without the key and stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const log = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(log.filter((l) => 'status' in l).length).toBeGreaterThanOrEqual(5);
    expect(log.at(-1)).toEqual({ event: 'stopped' });
    expect(lines.join('\n')).not.toContain(KEY);
  });
});
