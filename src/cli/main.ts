#!/usr/bin/env node
// travelreq: the bin (package.json). The commands are in cli.ts, one file per command.
import { main } from './cli.js';

// A closed pipe (travelreq trip x | head -1) ends the output, not in an EPIPE stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2));
