// Small I/O helpers shared by the commands: read a file or stdin, print JSON, parse flags.
import { readFileSync } from 'node:fs';
import type { ErrorDocument } from '../schema/generated.js';
import type { TravelRequirements } from '../service.js';
import { fileProblem } from './file-error.js';

export function readInput(path: string | undefined): string {
  return readFileSync(path === undefined || path === '-' ? 0 : path, 'utf8');
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

/**
 * --name value, --name=value and boolean --flag; `-` alone is a positional (stdin). Lenient: for
 * scripts (scripts/bench.ts); the travelreq commands parse strictly with args.ts.
 */
export function parseArgs(argv: readonly string[], booleans: readonly string[] = []): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      else if (booleans.includes(arg.slice(2)) || i + 1 >= argv.length || argv[i + 1]!.startsWith('--')) flags.set(arg.slice(2), true);
      else flags.set(arg.slice(2), argv[++i]!);
    } else positional.push(arg);
  }
  return { positional, flags };
}

export function flag(p: Parsed, name: string): string | undefined {
  const v = p.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** The 400 document for input that is not JSON (detail bounded like every error detail). */
export function invalidJsonDocument(tr: TravelRequirements, what: string, cause: unknown): ErrorDocument {
  const detail = `${what} is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`;
  return tr.errorDocument([{ status: '400', code: 'INVALID_JSON', title: 'Invalid JSON', detail: detail.slice(0, 400), source: { pointer: '' } }]);
}

/**
 * A trip request read and parsed, or why not: `file` when the file (or stdin) cannot be read (a
 * file error: src/cli/file-error.ts), `json` when what was read is not JSON (a 400 of the request).
 * Both come with an error document for stdout.
 */
export type TripInput = { ok: true; value: unknown } | { ok: false; kind: 'file' | 'json'; body: ErrorDocument; message: string };

/** Reads and parses a trip request from a file or stdin. */
export function readTripInput(tr: TravelRequirements, path: string | undefined): TripInput {
  let text: string;
  try {
    text = readInput(path);
  } catch (cause) {
    const problem = fileProblem(cause);
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    const name = path === undefined || path === '-' ? 'standard input' : path;
    const detail = `Cannot read ${name}: ${problem}.`.slice(0, 400);
    return {
      ok: false, kind: 'file', message: problem,
      body: tr.errorDocument([{ status: '400', code: missing ? 'FILE_NOT_FOUND' : 'UNREADABLE_FILE', title: missing ? 'File not found' : 'Unreadable file', detail, source: { pointer: '', parameter: 'FILE' } }]),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, kind: 'json', message: `cannot read ${path ?? '-'}: not valid JSON`, body: invalidJsonDocument(tr, 'The input', cause) };
  }
}
