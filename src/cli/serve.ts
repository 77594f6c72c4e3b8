// travelreq serve [--port N] [--host H] [--keys FILE] [--places FILE]: runs the HTTP API on Node
// until SIGINT/SIGTERM. stdout carries JSON lines (a "listening" line, then the access log).
import { existsSync } from 'node:fs';
import { KeysError } from '../http/auth.js';
import { loadKeys, startServer } from '../http/node.js';
import { createTravelRequirements } from '../node/create.js';
import { EXAMPLE_PLACES, readPlacesFile } from '../node/places.js';
import { PlacesDataError, type Places } from '../places/index.js';
import { flag, parseArgs } from './io.js';

export async function serveCommand(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  const rawPort = flag(args, 'port') ?? '8080';
  if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65535) {
    process.stderr.write(`--port must be 0 to 65535 (0 picks a free port), got ${rawPort}\n`);
    return 2;
  }
  const host = flag(args, 'host') ?? '127.0.0.1';
  let keys;
  try {
    keys = loadKeys(flag(args, 'keys'));
  } catch (cause) {
    if (!(cause instanceof KeysError)) throw cause;
    process.stderr.write(`${cause.message}\n`);
    return 2;
  }
  const tr = createTravelRequirements();
  let places: Places | undefined;
  const placesFile = flag(args, 'places') ?? (existsSync(EXAMPLE_PLACES) ? EXAMPLE_PLACES : undefined);
  if (placesFile !== undefined) {
    try {
      places = readPlacesFile(tr, placesFile);
    } catch (cause) {
      if (!(cause instanceof PlacesDataError)) throw cause;
      process.stdout.write(`${JSON.stringify(cause.document)}\n`);
      process.stderr.write(`${cause.message}\n`);
      return 1;
    }
    if (places.dataset.fictional) process.stderr.write(`places: ${placesFile} is FICTIONAL example data (${places.size} places)\n`);
  } else process.stderr.write('places: no data file; GET /v2/places answers 503\n');

  let server;
  try {
    server = await startServer({ tr, keys, ...(places ? { places } : {}), port: Number(rawPort), host });
  } catch (cause) {
    process.stderr.write(`cannot listen on ${host}:${rawPort}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify({ event: 'listening', url: server.url, keys: keys.length, places: places?.size ?? 0 })}\n`);
  const running = server;
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await running.close();
  process.stdout.write(`${JSON.stringify({ event: 'stopped' })}\n`);
  return 0;
}
