// scripts/bench-identity.ts: the byte-identity check used for performance work (issue 12).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHILD_MS, TEST_MS } from '../timeouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = (args: string[]): ReturnType<typeof spawnSync> =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-identity.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_MS });

describe('bench-identity', () => {
  it('is a usage error (exit 2, no stack trace) without a base tree or with a bad size', () => {
    for (const args of [[], ['--base', '/nonexistent'], ['--base', '.', '--size', '0'], ['--base', '.', '--size', 'many']]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(String(r.stderr)).toMatch(/^usage: tsx scripts\/bench-identity.ts --base TREE/);
      expect(String(r.stderr)).not.toMatch(/\n\s+at /);
    }
  }, TEST_MS);

  it('finds a tree identical to itself on the same data', () => {
    const r = run(['--base', '.', '--size', '30']);
    expect(String(r.stderr)).toBe('');
    expect(r.status).toBe(0);
    expect(String(r.stdout)).toMatch(/^identical: 180 responses/);
  }, TEST_MS);
});
