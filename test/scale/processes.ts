// Real processes for the scale-out tests: a redis-server on a free loopback port (Debian's package;
// .ci/run installs it when missing) and travelreq commands run from src/ under tsx. Every wait has
// a generous limit that only guards against a hang: nothing here depends on how fast things are.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../scripts/free-port.js';

export const ROOT = new URL('../../', import.meta.url).pathname;
const HANG_GUARD_MS = 240_000;

export { freePort };

export interface RedisServer { url: string; port: number; kill(): Promise<void>; restart(): Promise<void>; stop(): Promise<void> }

function redisBinary(): string {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  if (which.status !== 0 || path === '') throw new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run installs it when missing)');
  return path;
}

/** Starts redis-server on a free port of 127.0.0.1, no persistence, its files in a temporary directory. */
export async function startRedis(): Promise<RedisServer> {
  const bin = redisBinary();
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-redis-'));
  const port = await freePort();
  let child: ChildProcessWithoutNullStreams | undefined;
  const launch = async (): Promise<void> => {
    const c = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes', '--loglevel', 'notice']);
    child = c;
    await waitForLine(c, (line) => /Ready to accept connections/.test(line), 'redis-server');
  };
  await launch();
  const kill = async (): Promise<void> => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    c.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: launch,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves when a line of the child's stdout matches; rejects if it exits first or after the hang guard. */
export function waitForLine(child: ChildProcessWithoutNullStreams, match: (line: string) => boolean, what: string, stream: 'stdout' | 'stderr' = 'stdout'): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: child[stream] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    const timer = setTimeout(() => reject(new Error(`${what}: no expected line within ${HANG_GUARD_MS / 1000} s; stderr: ${err}`)), HANG_GUARD_MS);
    const onExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before the expected line; stderr: ${err}`));
    };
    rl.on('line', (line) => {
      if (!match(line)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      rl.close();
      resolve(line);
    });
    child.once('exit', onExit);
  });
}

/** `travelreq ARGS` from src/ (tsx), stdout and stderr piped. */
export function travelreq(args: readonly string[], env: NodeJS.ProcessEnv = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
}

/** Waits for a child to exit; its code, stdout and stderr. */
export function exitOf(child: ChildProcessWithoutNullStreams, what: string, guardMs = 5 * HANG_GUARD_MS): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not finish within ${guardMs / 1000} s; stderr: ${stderr.slice(-2000)}`)), guardMs);
    // 'close': the process has exited and its pipes are drained.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Polls `check` until it returns a value (a hang guard, not a timing assumption). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, guardMs = HANG_GUARD_MS): Promise<T> {
  const until = Date.now() + guardMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`${what}: not within ${guardMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Collects a child's stdout or stderr lines; until() waits for one that matches (seen before or after the call). */
export function watchLines(child: ChildProcessWithoutNullStreams, stream: 'stdout' | 'stderr' = 'stdout'): { lines: string[]; text(): string; until(match: (line: string) => boolean, what: string): Promise<string> } {
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child[stream] }).on('line', (line) => {
    lines.push(line);
    for (const w of [...waiting]) w();
  });
  return {
    lines,
    text: () => lines.join('\n'),
    until(match, what) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${what}: not within ${HANG_GUARD_MS / 1000} s; lines: ${lines.slice(-5).join(' | ')}`));
        }, HANG_GUARD_MS);
        const check = (): void => {
          const hit = lines.find(match);
          if (hit === undefined) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(hit);
        };
        waiting.add(check);
        check();
      });
    },
  };
}
