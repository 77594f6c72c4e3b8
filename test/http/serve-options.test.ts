// travelreq serve's deployment options in a child process: --cors-origin, --rate-limit,
// --no-metrics, and their usage errors (exit 2, no stack trace).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { CHILD_MS, TEST_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const KEY = 'example-key-0000000000000001';
const AUTH = `key=${KEY}&affiliateId=example-affiliate`;

/** Runs `serve` with the options, calls `body` with its URL, then stops it with SIGTERM. */
async function withServe(options: string[], body: (url: string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--keys', 'examples/keys.json', '--port', '0', ...options], { cwd: ROOT });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start within ${CHILD_MS / 1000} s`)), CHILD_MS);
      createInterface({ input: child.stdout }).on('line', (line) => {
        const msg = JSON.parse(line) as { event?: string; url?: string };
        if (msg.event === 'listening' && msg.url) {
          clearTimeout(timer);
          resolve(msg.url);
        }
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    await body(url);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

describe('travelreq serve deployment options', () => {
  it('--cors-origin and --rate-limit apply; /metrics and /ready are served', async () => {
    await withServe(['--cors-origin', 'https://app.example.com', '--rate-limit', '2/1h'], async (url) => {
      const first = await fetch(`${url}/v2/procedures/usa-real-id?${AUTH}`, { headers: { origin: 'https://app.example.com' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(first.headers.get('ratelimit-policy')).toBe('"key";q=2;w=3600');
      expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect((await fetch(`${url}/v2/procedures/usa-real-id?${AUTH}`)).status).toBe(200);
      const third = await fetch(`${url}/v2/procedures/usa-real-id?${AUTH}`);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await fetch(`${url}/ready`)).status).toBe(200);
      const metrics = await fetch(`${url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('travelreq_http_requests_total{route="/v2/procedures/:id",method="GET",status="429"} 1');
    });
  }, TEST_MS);

  it('--no-metrics turns /metrics off', async () => {
    await withServe(['--no-metrics'], async (url) => {
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect((await fetch(`${url}/health`)).status).toBe(200);
    });
  }, TEST_MS);

  it('bad values are usage errors: exit 2, a message and the usage line', () => {
    for (const args of [['--cors-origin', 'https://app.example.com/'], ['--cors-origin', 'example.com'], ['--rate-limit', '100'], ['--rate-limit', '0/1m'], ['--no-metrics=yes'], ['--gzip-level', '0'], ['--gzip-level', '10'], ['--gzip-level', 'fast']]) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--keys', 'examples/keys.json', ...args], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_MS });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/usage: travelreq serve/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  }, TEST_MS);
});
