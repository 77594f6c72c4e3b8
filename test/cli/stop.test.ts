// Ctrl-C as a terminal sends it: SIGINT to the whole process group of `travelreq serve` (and of
// `serve --watch`, whose page build runs in a child process, and of `worker`). One SIGINT ends the
// command and everything it started, and frees its port; a second one ends it at once while an
// answer is still in progress. Each command runs detached (its own process group) so the test can
// signal the group as a terminal does. The waits are hang guards, not speed checks.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, ROOT, startRedis, watchLines } from '../scale/processes.js';
import { TEST_MS } from '../timeouts.js';

const started: ChildProcessWithoutNullStreams[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'travelreq-stop-'));

afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.pid !== undefined) groupKill(c.pid, 'SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

/** travelreq ARGS from src/ in its own process group (detached), as a terminal's foreground job is. */
function travelreqGroup(args: readonly string[]): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, detached: true, stdio: 'pipe' });
  started.push(child);
  return child;
}

function groupKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Whether any process of the group is left (zombies of the group leader's children included until reaped by init). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pid: number): Promise<boolean> {
  // Children re-parented to init are reaped by it; a hang guard, not a timing expectation.
  for (let i = 0; i < 600 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !groupAlive(pid);
}

/** Whether a new server can listen on the port (it was freed). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function listening(child: ChildProcessWithoutNullStreams): Promise<{ url: string; port: number; stdout: ReturnType<typeof watchLines> }> {
  const stdout = watchLines(child);
  const line = await stdout.until((l) => l.includes('"listening"'), 'listening line');
  const url = String((JSON.parse(line) as { url: string }).url);
  return { url, port: Number(new URL(url).port), stdout };
}

describe('Ctrl-C stops travelreq serve', () => {
  it('one SIGINT to the process group ends it with exit 0, a keep-alive connection open, and frees the port', async () => {
    const child = travelreqGroup(['serve', '--keys', 'examples/keys.json', '--port', '0']);
    const stderr = watchLines(child, 'stderr');
    const { port, stdout } = await listening(child);
    // An idle keep-alive connection, as a browser leaves one after loading the page.
    const socket = await connected(port);
    socket.on('error', () => {});
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    const exit = exitOf(child, 'serve');
    groupKill(child.pid!, 'SIGINT');
    const { code, signal } = await exit;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(stdout.lines.some((l) => l.includes('"stopped"'))).toBe(true);
    expect(stderr.text()).toContain('SIGINT: stopping');
    expect(await groupGone(child.pid!)).toBe(true);
    expect(await portFree(port)).toBe(true);
    socket.destroy();
  }, TEST_MS);

  it('a second SIGINT ends it at once (exit 130) while an answer is still in progress', async () => {
    // --shutdown-grace 600: without the second signal it would wait for the upload (up to the
    // server's 30 s request timeout) rather than leave.
    const child = travelreqGroup(['serve', '--keys', 'examples/keys.json', '--port', '0', '--shutdown-grace', '600']);
    const stderr = watchLines(child, 'stderr');
    const { port } = await listening(child);
    const socket = await connected(port);
    socket.on('error', () => {});
    // A trip request whose body is still being uploaded: its answer has not started.
    const body = readFileSync(join(ROOT, 'examples/trips/01-usa-to-gbr.json'));
    socket.write(`POST /v3/trips HTTP/1.1\r\nHost: localhost\r\nx-api-key: example-key-0000000000000001\r\ncontent-type: application/vnd.api+json\r\ncontent-length: ${body.length}\r\n\r\n`);
    socket.write(body.subarray(0, 10));
    const exit = exitOf(child, 'serve');
    groupKill(child.pid!, 'SIGINT');
    await stderr.until((l) => l.includes('SIGINT: stopping'), 'the stopping line');
    groupKill(child.pid!, 'SIGINT');
    const { code } = await exit;
    expect(code).toBe(130);
    expect(stderr.text()).toContain('SIGINT again: stopping at once');
    expect(await groupGone(child.pid!)).toBe(true);
    expect(await portFree(port)).toBe(true);
    socket.destroy();
  }, TEST_MS);

  it('serve --watch: one SIGINT ends the server and its page build (a child process) too', async () => {
    // In a checkout --watch builds the page in a child process at start: signal while it runs.
    const child = travelreqGroup(['serve', '--watch', '--keys', 'examples/keys.json', '--port', '0', '--web', join(tmp, 'web')]);
    const { port } = await listening(child);
    const exit = exitOf(child, 'serve --watch');
    groupKill(child.pid!, 'SIGINT');
    const { code } = await exit;
    expect(code).toBe(0);
    expect(await groupGone(child.pid!)).toBe(true);
    expect(await portFree(port)).toBe(true);
  }, TEST_MS);
});

describe('Ctrl-C stops travelreq worker', () => {
  it('one SIGINT to the process group ends a waiting worker with exit 0', async () => {
    const redis = await startRedis();
    try {
      const child = travelreqGroup(['worker', '--queue', redis.url, '--queue-name', 'stop-test']);
      const stdout = watchLines(child);
      await stdout.until((l) => l.includes('"ready"'), 'the ready line');
      const exit = exitOf(child, 'worker');
      groupKill(child.pid!, 'SIGINT');
      const { code } = await exit;
      expect(code).toBe(0);
      expect(stdout.lines.some((l) => l.includes('"stopped"'))).toBe(true);
      expect(await groupGone(child.pid!)).toBe(true);
    } finally {
      await redis.stop();
    }
  }, TEST_MS);
});
