// Every command in the README's ```sh blocks runs as written, from a checkout where `npm ci` ran.
//
// The commands run with `sh -c`, line by line, in a scratch directory that links every top-level
// entry of the repository (so `-o out.jsonl` lands there, not in the tree). What is not verbatim:
// - `npx travelreq` runs the current source (src/cli/main.ts under tsx) through an `npx` shim first
//   on PATH, because dist/ is only as new as the last build; one test runs the real `npx travelreq`.
// - `npm ci && X` runs X: the tree is installed already, and reinstalling node_modules under the
//   running suite would break it. `npm test` is this suite itself and is not run from inside it.
// - `npx travelreq serve` gets `--port 0` (8080 may be taken on a test machine); the curl lines
//   after it in the same block go to the port it reports instead of 8080.
// - lines matching SKIP (each with its reason) are not run; every SKIP entry must match a line.
// Anything else in a ```sh block that this runner does not know fails the test: a new README
// command needs a way to run here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const TIMEOUT_MS = CHILD_MS; // a hang guard, not a speed check

/** Lines not run, with the reason. */
const SKIP: { pattern: RegExp; reason: string }[] = [
  { pattern: /^npm ci && npm test$/, reason: 'npm test is this suite' },
  { pattern: /^npm ci && npm pack$/, reason: 'builds dist/ in the tree and packs it: scripts/check-package.mjs packs and installs the tarball in npm test' },
  { pattern: /^cd \.\.\/your-app && /, reason: 'a command for the reader\'s own project' },
  { pattern: /<[a-z-]+>/, reason: 'holds a placeholder for the reader to fill in' },
  { pattern: /node_modules\/travel-requirements\/examples\//, reason: 'a command in a project that installed the package: scripts/check-package.mjs runs these there' },
];

export interface Block { line: number; commands: string[] }

/** The ```sh blocks: one command per logical line (continuations joined), comments and blanks dropped. */
export function shBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(sh|bash|shell)\s*$/.test(lines[i]!)) continue;
    const block: Block = { line: i + 1, commands: [] };
    let pending = '';
    for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) {
      const text = pending + (pending ? lines[i]!.trimStart() : lines[i]!);
      if (text.endsWith('\\')) {
        pending = `${text.slice(0, -1).trimEnd()} `;
        continue;
      }
      pending = '';
      const command = stripComment(text).trim();
      if (command) block.commands.push(command);
    }
    blocks.push(block);
  }
  return blocks;
}

/** Drops a trailing `# comment` (a # after whitespace, outside quotes). */
function stripComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

let sandbox = '';
let env: NodeJS.ProcessEnv = {};

beforeAll(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'travelreq-readme-'));
  const work = join(sandbox, 'work');
  const bin = join(sandbox, 'bin');
  for (const dir of [work, bin]) spawnSync('mkdir', ['-p', dir]);
  for (const name of readdirSync(ROOT)) if (name !== '.git') symlinkSync(join(ROOT, name), join(work, name));
  const npx = spawnSync('sh', ['-c', 'command -v npx'], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(join(bin, 'npx'), `#!/bin/sh
if [ "$1" = travelreq ]; then shift; exec ${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(join(ROOT, 'src/cli/main.ts'))} "$@"; fi
exec ${JSON.stringify(npx)} "$@"
`);
  chmodSync(join(bin, 'npx'), 0o755);
  env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  sandbox = work;
});

afterAll(() => {
  if (sandbox) rmSync(join(sandbox, '..'), { recursive: true, force: true });
});

function sh(command: string): { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string } {
  const r = spawnSync('sh', ['-c', command], { cwd: sandbox, env, encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

async function startServer(command: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('sh', ['-c', `exec ${command} --port 0`], { cwd: sandbox, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command}: no "listening" line within ${TIMEOUT_MS / 1000} s\n${stderr}`)), TIMEOUT_MS);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const msg = JSON.parse(line) as { event?: string; url?: string };
      if (msg.event === 'listening' && msg.url) {
        clearTimeout(timer);
        resolve(msg.url);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before listening:\n${stderr}`));
    });
  });
  return { child, url };
}

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const BLOCKS = shBlocks(README);

describe('README commands run as written', () => {
  it('the README has sh blocks with travelreq commands, and every SKIP entry still matches a line', () => {
    const all = BLOCKS.flatMap((b) => b.commands);
    expect(all.filter((c) => c.startsWith('npx travelreq ')).length).toBeGreaterThanOrEqual(8);
    for (const s of SKIP) expect(all.some((c) => s.pattern.test(c)), `SKIP ${s.pattern} matches nothing`).toBe(true);
  });

  for (const block of BLOCKS) {
    it(`the block at README.md:${block.line}`, async () => {
      let server: { child: ChildProcess; url: string } | undefined;
      try {
        for (const original of block.commands) {
          const skip = SKIP.find((s) => s.pattern.test(original));
          if (skip) continue;
          const command = original.replace(/^npm ci && /, '');
          if (/^npx travelreq serve( |$)/.test(command)) {
            if (server) throw new Error('two servers in one block');
            server = await startServer(command);
            // It answers (and the SIGTERM below then finds it serving, not still starting up under tsx).
            expect((await fetch(`${server.url}/health`)).status, `${original}: GET /health`).toBe(200);
            continue;
          }
          if (command.startsWith('curl ')) {
            if (!server) throw new Error(`README.md:${block.line}: ${original}: no travelreq serve before it in this block`);
            const r = sh(command.replaceAll('http://127.0.0.1:8080', server.url));
            expect(r.status, `${original}\n${r.stderr}`).toBe(0);
            const body = JSON.parse(r.stdout) as { data?: unknown; errors?: unknown };
            expect(body.errors, `${original} answered an error document: ${r.stdout.slice(0, 400)}`).toBeUndefined();
            expect(body.data, original).toBeDefined();
            continue;
          }
          if (!/^(npx travelreq |npm run )/.test(command)) throw new Error(`README.md:${block.line}: no way to run "${original}" in ${import.meta.url}: add one, or a SKIP entry with its reason`);
          const r = sh(command);
          expect(r.signal, `${original} did not end within ${TIMEOUT_MS / 1000} s`).toBeNull();
          expect(r.status, `${original}\n${r.stderr.slice(-2000)}`).toBe(0);
          expect(r.stdout.length + r.stderr.length, `${original} printed nothing`).toBeGreaterThan(0);
          const output = / -o (?!-( |$))(\S+)/.exec(command)?.[1];
          if (output !== undefined) expect(statSync(join(sandbox, output)).size, `${original}: ${output} is empty`).toBeGreaterThan(0);
        }
        if (server) {
          const exited = new Promise<number | string | null>((resolve) => server!.child.on('exit', (code, signal) => resolve(code ?? signal)));
          server.child.kill('SIGTERM');
          // It stops when asked: exit 0 from its own SIGTERM handler, or, on a loaded machine where the
          // launcher (npx, tsx) is hit before the handler is reached, the signal itself.
          expect([0, 'SIGTERM']).toContain(await exited);
          server = undefined;
        }
      } finally {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    }, TIMEOUT_MS * 2);
  }

  it('npx travelreq resolves to this package\'s bin (the built dist/cli/main.js)', () => {
    const r = spawnSync('npx', ['--no-install', 'travelreq', '--version'], { cwd: ROOT, encoding: 'utf8', timeout: TIMEOUT_MS });
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(version);
  }, TIMEOUT_MS);
});

describe('shBlocks', () => {
  it('joins continuations and drops comments, not a # inside quotes or a word', () => {
    const md = ['```sh', '# a comment', 'npx travelreq trip a.json   # note', "curl 'http://x/#frag' \\", '  -s', '', '```', '```ts', 'not sh', '```'].join('\n');
    expect(shBlocks(md)).toEqual([{ line: 1, commands: ['npx travelreq trip a.json', "curl 'http://x/#frag' -s"] }]);
  });
});
