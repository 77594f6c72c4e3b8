// travelreq's top level (main.ts runs it): dispatches to one file per command. Every command parses its options with args.ts
// (strict: unknown options and extra arguments are usage errors, exit 2; --help/-h on stdout, 0).
import { readFileSync } from 'node:fs';
import { RulesetError } from '../service.js';
import { commandsTable, dispatch, type SubcommandSpec } from './args.js';
import { BATCH_SPEC, batchCommand } from './batch.js';
import { rulesCommand } from './rules.js';
import { SERVE_SPEC, serveCommand } from './serve.js';
import { TRIP_SPEC, tripCommand } from './trip.js';
import { WORKER_SPEC, workerCommand } from './worker.js';

const COMMANDS: Record<string, SubcommandSpec> = {
  trip: { run: (argv) => tripCommand(argv), spec: TRIP_SPEC, summary: 'answer one trip request (JSON body of POST /v3/trips) from a file or stdin' },
  batch: { run: batchCommand, spec: BATCH_SPEC, summary: 'answer one trip request per line of a JSONL file, in order, with worker threads' },
  rules: { run: rulesCommand, summary: 'rule authoring: rules lint | rules test | rules explain (rules/README.md)' },
  serve: { run: serveCommand, spec: SERVE_SPEC, summary: 'run the HTTP API on Node (docs/http.md)' },
  worker: { run: workerCommand, spec: WORKER_SPEC, summary: 'answer the chunks of `batch --queue` runs from a job queue in Redis' },
};

export const USAGE = `usage: travelreq <command> [options]
       travelreq --version | --help | help <command>

Answers travel-requirements trips with the bundled ruleset (README.md).

commands:
${commandsTable(COMMANDS)}

'travelreq <command> --help' describes a command and its options.
`;

/** The package version, from the package.json two levels up (src/cli/ and dist/cli/ alike). */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-V') {
    if (argv.length > 1) {
      process.stderr.write(`travelreq: ${argv[0]} takes no arguments; unexpected ${argv.slice(1).map((a) => JSON.stringify(a)).join(' ')}\n${USAGE.split('\n\n')[0]}\n`);
      return 2;
    }
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  try {
    return await dispatch('travelreq', USAGE, COMMANDS, argv);
  } catch (cause) {
    if (cause instanceof RulesetError) {
      process.stdout.write(`${JSON.stringify(cause.document, null, 2)}\n`);
      process.stderr.write(`${cause.message}\n`);
      return 1;
    }
    // Never a bare stack trace: one line, the stack only on request.
    const message = cause instanceof Error ? cause.message : String(cause);
    process.stderr.write(`travelreq: internal error: ${message}\n${process.env.TRAVELREQ_DEBUG ? `${cause instanceof Error ? cause.stack : ''}\n` : 'set TRAVELREQ_DEBUG=1 for the stack trace\n'}`);
    return 1;
  }
}
