// The CLI's one option parser: every command declares its arguments and options (a CommandSpec),
// and parseCommand() reads argv strictly with node:util parseArgs' tokens. Unknown options, a
// missing or repeated value, a value given to a flag, extra arguments and invalid values are
// usage errors (message + usage line on stderr, exit 2), with the nearest option suggested
// ("did you mean --locale?"); --help/-h prints the command's help on stdout (exit 0). The usage
// line and the help text are generated from the same spec, so they cannot drift from the parser.
import { parseArgs as nodeParseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One-letter alias (-o). */
  short?: string;
  /** Placeholder for the value in the usage line and help (string options), e.g. `xx-XX`. */
  value?: string;
  help: string;
  /** Allowed values (string options); anything else is a usage error naming the nearest. */
  choices?: readonly string[];
  /** Extra check of a string value: returns the problem, or undefined when the value is fine. */
  check?: (value: string) => string | undefined;
  /** May be given more than once (values collected in order); otherwise a repeat is a usage error. */
  multiple?: boolean;
}

export interface PositionalSpec {
  /** As shown in the usage line, e.g. `FILE|-`. */
  name: string;
  help: string;
  required?: boolean;
}

export interface CommandSpec {
  /** The full command, e.g. `travelreq rules lint`. */
  command: string;
  /** One or two sentences for the help text. */
  summary: string;
  positionals?: readonly PositionalSpec[];
  options?: Readonly<Record<string, OptionSpec>>;
  /** Text after the options in the help (exit status, examples). */
  epilog?: string;
}

export interface ParsedArgs {
  positionals: string[];
  /** The value of a string option (the last one of a `multiple` option), if given. */
  string(name: string): string | undefined;
  /** Every value of a `multiple` string option, in order. */
  strings(name: string): string[];
  /** Whether an option was given (flag or string). */
  has(name: string): boolean;
}

/** A usage error: the message, printed with the command's usage line; exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', help: 'show this help and exit' };

function allOptions(spec: CommandSpec): Record<string, OptionSpec> {
  return { ...spec.options, help: HELP };
}

function optionLabel(name: string, o: OptionSpec): string {
  return `--${name}${o.type === 'string' ? ` ${o.value ?? o.choices?.join('|') ?? 'VALUE'}` : ''}`;
}

/** `usage: travelreq trip [FILE|-] [--locale xx-XX]` */
export function usageLine(spec: CommandSpec): string {
  const parts = [spec.command];
  for (const p of spec.positionals ?? []) parts.push(p.required ? `<${p.name}>` : `[${p.name}]`);
  for (const [name, o] of Object.entries(spec.options ?? {})) parts.push(`[${o.short ? `-${o.short}|` : ''}${optionLabel(name, o)}]`);
  // Wrapped at 100 columns, continuation lines under the first option.
  const indent = ' '.repeat(`usage: ${spec.command} `.length);
  const lines = [`usage: ${spec.command}`];
  for (const part of parts.slice(1)) {
    const last = lines.length - 1;
    if (`${lines[last]} ${part}`.length > 100 && lines[last]!.trim().length > spec.command.length) lines.push(`${indent}${part}`);
    else lines[last] = `${lines[last]} ${part}`;
  }
  return lines.join('\n');
}

/** The full help: usage line, summary, arguments, options, epilog. */
export function helpText(spec: CommandSpec): string {
  const rows = (items: [string, string][]): string => {
    const width = Math.min(28, Math.max(...items.map(([l]) => l.length)) + 2);
    return items.map(([label, help]) => {
      const text = help.split('\n').join(`\n    ${' '.repeat(width)}`);
      return label.length + 2 > width ? `  ${label}\n    ${' '.repeat(width)}${text}` : `  ${label.padEnd(width)}  ${text}`;
    }).join('\n');
  };
  const out = [usageLine(spec), '', spec.summary];
  const positionals = spec.positionals ?? [];
  if (positionals.length) out.push('', 'arguments:', rows(positionals.map((p) => [p.name, p.help])));
  const options = Object.entries(allOptions(spec)).map(([name, o]): [string, string] => {
    const choices = o.choices && o.value !== undefined ? ` (${o.choices.join(', ')})` : '';
    return [`${o.short ? `-${o.short}, ` : ''}${optionLabel(name, o)}`, `${o.help}${choices}`];
  });
  out.push('', 'options:', rows(options));
  if (spec.epilog) out.push('', spec.epilog.trimEnd());
  return `${out.join('\n')}\n`;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions: --prot -> --port). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate nearest to `word` (a unique prefix, or within a small edit distance), if any. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const prefixed = candidates.filter((c) => w.length >= 2 && c.toLowerCase().startsWith(w));
  if (prefixed.length === 1) return prefixed[0];
  const limit = Math.max(1, Math.min(3, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const distance = editDistance(w, c.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}

const didYouMean = (suggestion: string | undefined): string => (suggestion !== undefined ? ` (did you mean ${suggestion}?)` : '');

/** Whether argv asks for help (--help or -h before any `--`). */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const a of argv) {
    if (a === '--') return false;
    if (a === '--help' || a === '-h') return true;
  }
  return false;
}

/** Parses argv against the spec; throws UsageError on anything the spec does not allow. */
export function parseCommand(spec: CommandSpec, argv: readonly string[]): ParsedArgs {
  const options = allOptions(spec);
  const nodeOptions: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, o] of Object.entries(options)) nodeOptions[name] = { type: o.type, ...(o.short ? { short: o.short } : {}) };
  // Non-strict, so that every problem is ours to word; the tokens say exactly what was written.
  const { tokens } = nodeParseArgs({ args: [...argv], options: nodeOptions, allowPositionals: true, strict: false, tokens: true });
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  const longNames = Object.keys(options).map((n) => `--${n}`);
  const shorts = new Map(Object.entries(options).filter(([, o]) => o.short).map(([name, o]) => [o.short!, o]));
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    const arg = argv[token.index]!;
    const long = token.rawName.startsWith('--');
    if (!long && arg.length > 2 && !arg.startsWith('--') && shorts.get(arg[1]!)?.type !== 'string') {
      // -json, -locale: a long option written with one dash (not a cluster of known short flags).
      const letters = [...arg.slice(1)];
      if (!letters.every((l) => shorts.get(l)?.type === 'boolean')) throw new UsageError(`unknown option ${arg}${didYouMean(nearest(`-${arg}`, longNames))}`);
    }
    const known = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    const o = known && (long || token.rawName === `-${known.short ?? ''}`) ? known : undefined;
    if (!o) throw new UsageError(`unknown option ${token.rawName}${didYouMean(long ? nearest(token.rawName, longNames) : undefined)}`);
    const label = token.rawName.startsWith('--') ? token.rawName : `${token.rawName} (--${token.name})`;
    if (o.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${label} takes no value (got ${JSON.stringify(token.value)})`);
      if (flags.has(token.name) && !o.multiple) throw new UsageError(`${label} is given more than once`);
      flags.add(token.name);
      continue;
    }
    const value = token.value;
    if (value === undefined) throw new UsageError(`${label} needs a value: ${optionLabel(token.name, o)}`);
    if (!token.inlineValue && value.startsWith('-') && value !== '-') {
      throw new UsageError(`${label} needs a value, got the option ${value} (write ${token.rawName}=${value} if that is the value)`);
    }
    if (o.choices && !o.choices.includes(value)) {
      throw new UsageError(`${label} must be one of ${o.choices.join(', ')}, not ${JSON.stringify(value)}${didYouMean(nearest(value, o.choices))}`);
    }
    const problem = o.check?.(value);
    if (problem !== undefined) throw new UsageError(`${label} ${problem}`);
    const list = values.get(token.name) ?? [];
    if (list.length && !o.multiple) throw new UsageError(`${label} is given more than once`);
    list.push(value);
    values.set(token.name, list);
  }
  const declared = spec.positionals ?? [];
  if (positionals.length > declared.length) {
    const extra = positionals.slice(declared.length);
    const what = declared.length === 0 ? 'takes no arguments' : `takes at most ${declared.length} argument${declared.length > 1 ? 's' : ''} (${declared.map((p) => p.name).join(' ')})`;
    throw new UsageError(`${what}; unexpected ${extra.map((e) => JSON.stringify(e)).join(' ')}`);
  }
  const missing = declared.slice(positionals.length).find((p) => p.required);
  if (missing) throw new UsageError(`missing argument <${missing.name}>`);
  return {
    positionals,
    string: (name) => values.get(name)?.at(-1),
    strings: (name) => values.get(name) ?? [],
    has: (name) => flags.has(name) || values.has(name),
  };
}

/** Prints a usage error for the command on stderr; returns the exit code 2. */
export function usageError(spec: CommandSpec, message: string): 2 {
  process.stderr.write(`${spec.command}: ${message}\n${usageLine(spec)}\nrun '${spec.command} --help' for more\n`);
  return 2;
}

/**
 * The commands' entry: --help/-h prints the help on stdout (returns 0), a usage error prints it on
 * stderr (returns 2), otherwise the parsed arguments.
 */
export function parseOrExit(spec: CommandSpec, argv: readonly string[]): ParsedArgs | 0 | 2 {
  if (wantsHelp(argv)) {
    process.stdout.write(helpText(spec));
    return 0;
  }
  try {
    return parseCommand(spec, argv);
  } catch (cause) {
    if (cause instanceof UsageError) return usageError(spec, cause.message);
    throw cause;
  }
}

// Value checks shared by the commands.
export const LOCALE_CHECK = (v: string): string | undefined => (/^[a-z]{2}-[A-Z]{2}$/.test(v) ? undefined : `must be of the form xx-XX, for example en-US (got ${JSON.stringify(v)})`);

export function integerCheck(min: number, max: number, hint = ''): (v: string) => string | undefined {
  return (v) => (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max ? undefined : `must be an integer from ${min} to ${max}${hint} (got ${JSON.stringify(v)})`);
}

export function numberCheck(min: number, max: number): (v: string) => string | undefined {
  return (v) => (v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max ? undefined : `needs a number from ${min} to ${max} (got ${JSON.stringify(v)})`);
}

export type Run = (argv: readonly string[]) => number | Promise<number>;

export interface SubcommandSpec {
  run: Run;
  /** One line for the parent's help. */
  summary: string;
  /** The subcommand's own spec (for `help <name>`), when it has one. */
  spec?: CommandSpec;
}

/**
 * A command made of subcommands (`travelreq rules <lint|test|explain>`): --help/-h/help prints the
 * help on stdout (0), `help NAME` the subcommand's help, no or an unknown name is a usage error
 * with the nearest name suggested (2).
 */
export async function dispatch(command: string, help: string, subcommands: Readonly<Record<string, SubcommandSpec>>, argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  const names = Object.keys(subcommands);
  const fail = (message: string): 2 => {
    process.stderr.write(`${command}: ${message}\nusage: ${command} <${names.join('|')}> [options]\nrun '${command} --help' for more\n`);
    return 2;
  };
  if (name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest.length) {
      const sub = Object.hasOwn(subcommands, rest[0]!) ? subcommands[rest[0]!] : undefined;
      if (!sub) return fail(`unknown command ${JSON.stringify(rest[0])}${didYouMean(nearest(rest[0]!, names))}`);
      if (sub.spec) {
        if (rest.length > 1) return fail(`${rest[0]} has no subcommands; unexpected ${rest.slice(1).map((r) => JSON.stringify(r)).join(' ')}`);
        process.stdout.write(helpText(sub.spec));
        return 0;
      }
      return sub.run([...rest.slice(1), '--help']); // help rules explain = rules explain --help
    }
    if (rest.length) return fail(`${name} takes no arguments; unexpected ${rest.map((r) => JSON.stringify(r)).join(' ')} (for a command's help: ${command} help <command>)`);
    process.stdout.write(help);
    return 0;
  }
  if (name === undefined) return fail('missing command');
  const sub = Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (!sub) {
    if (name.startsWith('-')) {
      const near = nearest(name, ['--help', '--version'].filter((o) => o === '--help' || command === 'travelreq'));
      return fail(`unknown option ${name}${near !== undefined ? didYouMean(near) : ' (options go after the command)'}`);
    }
    return fail(`unknown command ${JSON.stringify(name)}${didYouMean(nearest(name, names))}`);
  }
  return sub.run(rest);
}

/** The commands table of a parent's help. */
export function commandsTable(subcommands: Readonly<Record<string, SubcommandSpec>>): string {
  const width = Math.max(...Object.keys(subcommands).map((n) => n.length)) + 2;
  return Object.entries(subcommands).map(([n, s]) => `  ${n.padEnd(width)}  ${s.summary.split('\n').join(`\n    ${' '.repeat(width)}`)}`).join('\n');
}
