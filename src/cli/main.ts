#!/usr/bin/env node
// travelreq: dispatches to one file per command.
import { RulesetError } from '../service.js';
import { batchCommand } from './batch.js';
import { rulesCommand } from './rules.js';
import { serveCommand } from './serve.js';
import { tripCommand } from './trip.js';

const USAGE = `usage: travelreq <command> [options]

commands:
  trip [file|-] [--locale xx-XX]   answer one trip request (JSON body of POST /v3/trips)
  batch <in.jsonl|-> [-o out.jsonl] [--workers N] [--locale xx-XX]   answer one trip request per line (JSONL), in order
  rules lint [DIR] | test [DIR] [--coverage] [--min-coverage N] | explain <trip.json>
                                   rule authoring: validate, test, explain (rules/README.md; travelreq rules --help)
  serve [--port N] [--host 127.0.0.1] [--keys FILE] [--places FILE]   run the HTTP API (docs/http.md)
`;

type Command = (argv: readonly string[]) => number | Promise<number>;
const COMMANDS: Record<string, Command> = { trip: tripCommand, batch: batchCommand, serve: serveCommand, rules: rulesCommand };

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name !== undefined ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(name === undefined || name === '--help' || name === 'help' ? USAGE : `unknown command: ${name}\n${USAGE}`);
    return name === undefined || name === '--help' || name === 'help' ? 0 : 2;
  }
  try {
    return await command(rest);
  } catch (cause) {
    if (cause instanceof RulesetError) {
      process.stdout.write(`${JSON.stringify(cause.document, null, 2)}\n`);
      process.stderr.write(`${cause.message}\n`);
      return 1;
    }
    throw cause;
  }
}

process.exitCode = await main(process.argv.slice(2));
