#!/usr/bin/env node
// travelreq: the bin (package.json). The commands are in cli.ts, one file per command.
import { main } from './cli.js';

// A closed pipe (travelreq trip x | head -1) ends the output, not in an EPIPE stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const argv = process.argv.slice(2);
process.exitCode = await main(argv);
// A server or worker that has stopped is done: a handle left open somewhere (a socket, a timer,
// a client's reconnect loop) must not keep it running after Ctrl-C. Unref'd: a process that
// ends by itself ends as soon as it can.
if (argv[0] === 'serve' || argv[0] === 'worker') setTimeout(() => process.exit(), 2000).unref();
