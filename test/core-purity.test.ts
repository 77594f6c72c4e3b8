// The core runs in browsers and edge workers: nothing outside src/node, src/cli and the Node
// server adapter may import node:* modules or read the clock.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const edge = (file: string) => /^(node|cli)\//.test(file) || file === 'http/node.ts' || file === 'index.ts';
const core = walk(src).map((f) => relative(src, f)).filter((f) => !edge(f));

describe('core purity', () => {
  it('has core modules to check', () => expect(core.length).toBeGreaterThan(20));
  it.each(core)('%s imports no node:* module and reads no clock or randomness', (file) => {
    const text = readFileSync(join(src, file), 'utf8');
    expect(text).not.toMatch(/from ['"]node:|require\(['"]node:/);
    expect(text).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(/);
  });
});
