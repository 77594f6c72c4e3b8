// Every travelreq command and subcommand: --help/-h (usage on stdout, exit 0), unknown options and
// extra arguments (usage on stderr, exit 2, nearest option named), --version, and trip on a terminal.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { tripCommand } from '../../src/cli/trip.js';
import { runCli } from '../ruletest/run-cli.js';
import { CHILD_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const run = (argv: string[]): Promise<{ code: number; out: string; err: string }> => runCli(main, argv);

// Each command with an extra positional argument it does not take.
const COMMANDS: { path: string[]; extra: string[] }[] = [
  { path: [], extra: ['--version', 'extra'] },
  { path: ['trip'], extra: ['examples/trips/01-usa-to-gbr.json', 'extra.json'] },
  { path: ['batch'], extra: ['examples/trips.jsonl', 'extra.jsonl'] },
  { path: ['rules'], extra: ['help', 'lint', 'extra'] }, // lint has no subcommands,
  { path: ['rules', 'lint'], extra: ['rules', 'extra'] },
  { path: ['rules', 'test'], extra: ['rules', 'extra'] },
  { path: ['rules', 'explain'], extra: ['examples/short-trip.json', 'extra.json'] },
  { path: ['serve'], extra: ['9000'] },
];

describe('travelreq --help / -h', () => {
  for (const { path } of COMMANDS) {
    for (const help of ['--help', '-h']) {
      it(`travelreq ${[...path, help].join(' ')} prints the usage on stdout, exit 0`, async () => {
        const r = await run([...path, help]);
        expect(r.code, r.err).toBe(0);
        expect(r.out).toMatch(new RegExp(`^usage: travelreq ${path.length ? path.join(' ') : '<command>'}[ \\n]`));
        expect(r.err).toBe('');
      });
    }
  }

  it('help <command> [subcommand] is the same help', async () => {
    expect((await run(['help', 'rules', 'explain'])).out).toBe((await run(['rules', 'explain', '--help'])).out);
    expect((await run(['help', 'trip'])).out).toBe((await run(['trip', '-h'])).out);
    expect((await run(['rules', 'help', 'lint'])).out).toBe((await run(['rules', 'lint', '--help'])).out);
  });

  it('the help of a subcommand lists every option the parser accepts', async () => {
    const help = (await run(['rules', 'test', '--help'])).out;
    for (const o of ['--tests DIR', '--locales DIR', '--coverage', '--min-coverage N', '--filter TEXT', '--verbose', '--json', '--engine compiled|reference', '-h, --help']) expect(help).toContain(o);
  });
});

describe('travelreq rejects unknown options and extra arguments (exit 2, usage on stderr)', () => {
  for (const { path, extra } of COMMANDS) {
    it(`travelreq ${[...path, '--bogus-option'].join(' ')}`, async () => {
      const r = await run([...path, '--bogus-option']);
      expect(r.code).toBe(2);
      expect(r.err).toContain('unknown option --bogus-option');
      expect(r.err).toMatch(/usage: travelreq/);
      expect(r.out).toBe('');
    });
    it(`travelreq ${[...path, ...extra].join(' ')}`, async () => {
      const r = await run([...path, ...extra]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/unexpected "(extra|extra\.json|extra\.jsonl|9000)"/);
      expect(r.err).toMatch(/usage: travelreq/);
      expect(r.out).toBe('');
    });
  }

  // The four from issue 11, each silently ignored before.
  const TYPOS: [string[], string][] = [
    [['trip', 'examples/trips/03-two-passports.json', '--local', 'de-DE'], 'unknown option --local (did you mean --locale?)'],
    [['rules', 'explain', 'examples/short-trip.json', '--rule', 'rules'], 'unknown option --rule (did you mean --rules?)'],
    [['rules', 'test', '--covrage'], 'unknown option --covrage (did you mean --coverage?)'],
    [['serve', '--prot', '9000'], 'unknown option --prot (did you mean --port?)'],
    [['--verison'], 'unknown option --verison (did you mean --version?)'],
    [['tirp', 'examples/trips/01-usa-to-gbr.json'], 'unknown command "tirp" (did you mean trip?)'],
    [['rules', 'lnt'], 'unknown command "lnt" (did you mean lint?)'],
  ];
  for (const [argv, message] of TYPOS) {
    it(`travelreq ${argv.join(' ')}: ${message}`, async () => {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.out).toBe('');
    });
  }

  it('invalid values are usage errors too', async () => {
    for (const argv of [['trip', '--locale', 'german'], ['serve', '--port', '70000'], ['rules', 'test', '--min-coverage', 'lots'], ['rules', 'explain', 'x.json', '--engine', 'fast'], ['trip', '--locale']]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toMatch(/usage: travelreq/);
    }
  });

  it('the rate-limit store options: a timeout outside 1-60000 ms is a usage error, and the failure mode or timeout without a store is refused', async () => {
    for (const value of ['0', '60001', 'soon']) {
      const r = await run(['serve', '--rate-limit-store', 'redis://127.0.0.1:1', '--rate-limit-store-timeout', value]);
      expect(r.code, value).toBe(2);
      expect(r.err, value).toMatch(/usage: travelreq/);
    }
    for (const option of [['--rate-limit-store-timeout', '2000'], ['--rate-limit-store-failure', 'closed']]) {
      const r = await run(['serve', '--port', '0', ...option]);
      expect(r.code, option[0]).toBe(2);
      expect(r.err).toContain(`travelreq serve: ${option[0]} needs --rate-limit-store\n`);
    }
  });

  it('no command, or rules without a subcommand, is a usage error', async () => {
    for (const argv of [[], ['rules']]) {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain('missing command');
    }
  });
});

describe('travelreq --version', () => {
  it('prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = await run(['--version']);
    expect(r).toEqual({ code: 0, out: `${version}\n`, err: '' });
    expect((await run(['-V'])).out).toBe(`${version}\n`);
  });
});

describe('travelreq trip with no file', () => {
  it('on a terminal: prints the usage and exits 2 instead of waiting', async () => {
    const r = await runCli((argv) => tripCommand(argv, { stdinIsTTY: () => true }), []);
    expect(r.code).toBe(2);
    expect(r.err).toContain('no trip request: name a FILE, pipe the request in, or give - to type it');
    expect(r.err).toContain('usage: travelreq trip [FILE|-]');
  });

  it('piped: reads stdin', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'trip'], {
      cwd: ROOT, encoding: 'utf8', input: readFileSync(join(ROOT, 'examples/trips/01-usa-to-gbr.json')), timeout: CHILD_MS,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^200 /);
  });

  // A real pseudo-terminal (util-linux script), stdin left open: the command must end by itself.
  const script = spawnSync('script', ['--version'], { encoding: 'utf8' });
  it.skipIf(script.status !== 0)('on a real terminal (script(1)): exits 2 with the usage, does not hang', () => {
    const command = `${JSON.stringify(process.execPath)} --import tsx src/cli/main.ts trip`;
    const r = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_MS });
    expect(r.signal, 'travelreq trip waited on the terminal').toBeNull();
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('no trip request');
  });
});
