// The CLI's option parser (src/cli/args.ts): strict, with the nearest option suggested, and help
// generated from the same spec.
import { describe, expect, it } from 'vitest';
import { editDistance, helpText, nearest, parseCommand, UsageError, usageLine, type CommandSpec } from '../../src/cli/args.js';

const SPEC: CommandSpec = {
  command: 'travelreq demo',
  summary: 'A demo command.',
  positionals: [{ name: 'FILE|-', help: 'the input' }],
  options: {
    locale: { type: 'string', value: 'xx-XX', help: 'the locale', check: (v) => (/^[a-z]{2}-[A-Z]{2}$/.test(v) ? undefined : 'must be xx-XX') },
    json: { type: 'boolean', help: 'JSON output' },
    output: { type: 'string', short: 'o', value: 'FILE', help: 'the output' },
    engine: { type: 'string', choices: ['compiled', 'reference'], help: 'the engine' },
    tag: { type: 'string', value: 'T', multiple: true, help: 'a tag' },
  },
};

const error = (argv: string[]): string => {
  try {
    parseCommand(SPEC, argv);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
};

describe('parseCommand', () => {
  it('reads positionals, long and short options, --name=value, - and --', () => {
    const a = parseCommand(SPEC, ['in.json', '--locale', 'de-DE', '--json', '-o', '-', '--engine=reference']);
    expect(a.positionals).toEqual(['in.json']);
    expect([a.string('locale'), a.has('json'), a.string('output'), a.string('engine')]).toEqual(['de-DE', true, '-', 'reference']);
    expect(a.has('tag')).toBe(false);
    expect(parseCommand(SPEC, ['-']).positionals).toEqual(['-']);
    expect(parseCommand(SPEC, ['--', '--json']).positionals).toEqual(['--json']);
    expect(parseCommand(SPEC, ['-ofile']).string('output')).toBe('file');
    expect(parseCommand(SPEC, ['--tag', 'a', '--tag', 'b']).strings('tag')).toEqual(['a', 'b']);
  });

  it('an unknown option is an error naming the nearest one', () => {
    expect(error(['--local', 'de-DE'])).toBe('unknown option --local (did you mean --locale?)');
    expect(error(['--jsno'])).toBe('unknown option --jsno (did you mean --json?)');
    expect(error(['--eng', 'compiled'])).toBe('unknown option --eng (did you mean --engine?)');
    expect(error(['-json'])).toBe('unknown option -json (did you mean --json?)');
    expect(error(['--frobnicate'])).toBe('unknown option --frobnicate');
    expect(error(['-x'])).toBe('unknown option -x');
  });

  it('extra arguments, missing, repeated and invalid values are errors', () => {
    expect(error(['a.json', 'b.json'])).toBe('takes at most 1 argument (FILE|-); unexpected "b.json"');
    expect(error(['--locale'])).toMatch(/^--locale needs a value/);
    expect(error(['--locale', '--json'])).toMatch(/^--locale needs a value, got the option --json/);
    expect(error(['--locale', 'de'])).toBe('--locale must be xx-XX');
    expect(error(['--locale', 'de-DE', '--locale', 'fr-FR'])).toBe('--locale is given more than once');
    expect(error(['--json=yes'])).toBe('--json takes no value (got "yes")');
    expect(error(['--json', '--json'])).toBe('--json is given more than once');
    expect(error(['--engine', 'refrence'])).toBe('--engine must be one of compiled, reference, not "refrence" (did you mean reference?)');
    expect(error(['-o'])).toMatch(/^-o \(--output\) needs a value/);
  });

  it('a required positional must be given; a command without positionals takes none', () => {
    const required: CommandSpec = { command: 'x', summary: '', positionals: [{ name: 'TRIP', help: '', required: true }] };
    expect(() => parseCommand(required, [])).toThrow('missing argument <TRIP>');
    expect(() => parseCommand({ command: 'x', summary: '' }, ['9000'])).toThrow('takes no arguments; unexpected "9000"');
  });
});

describe('help and usage', () => {
  it('the usage line and the help list every option, -h/--help included', () => {
    // Wrapped at 100 columns under the first argument.
    expect(usageLine(SPEC)).toBe('usage: travelreq demo [FILE|-] [--locale xx-XX] [--json] [-o|--output FILE]\n'
      + '                      [--engine compiled|reference] [--tag T]');
    const help = helpText(SPEC);
    expect(help.startsWith(`${usageLine(SPEC)}\n\nA demo command.\n`)).toBe(true);
    for (const label of ['FILE|-', '--locale xx-XX', '--json', '-o, --output FILE', '--engine compiled|reference', '-h, --help']) expect(help).toContain(label);
  });
});

describe('nearest', () => {
  it('finds transpositions, small typos and unique prefixes; nothing for far-off words', () => {
    expect(editDistance('--prot', '--port')).toBe(1);
    expect(nearest('--prot', ['--port', '--host', '--keys'])).toBe('--port');
    expect(nearest('--covrage', ['--coverage', '--min-coverage'])).toBe('--coverage');
    expect(nearest('--min', ['--coverage', '--min-coverage'])).toBe('--min-coverage');
    expect(nearest('--rule', ['--rules', '--locale'])).toBe('--rules');
    expect(nearest('--rule', ['--locales', '--json', '--strict'])).toBeUndefined();
    expect(nearest('tirp', ['trip', 'batch', 'rules', 'serve'])).toBe('trip');
  });
});
