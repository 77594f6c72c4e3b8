// Starts the HTTP API in this process on 127.0.0.1 and a free port, with test keys and the
// example places; collects the access log.
import { startServer, type RunningServer } from '../../src/http/node.js';
import { EXAMPLE_PLACES, readPlacesFile } from '../../src/node/places.js';
import type { ApiKey } from '../../src/http/auth.js';
import { engine } from '../helpers.js';

export const BOUND_KEY = 'test-key-bound-000000000001';
export const FREE_KEY = 'test-key-free-0000000000002';
export const AFFILIATE = 'test-affiliate';
export const KEYS: ApiKey[] = [
  { key: BOUND_KEY, affiliateId: AFFILIATE, name: 'bound' },
  { key: FREE_KEY, name: 'free' },
];

export interface TestServer extends RunningServer { log: string[] }

export async function start(withPlaces = true): Promise<TestServer> {
  const tr = engine();
  const log: string[] = [];
  const server = await startServer({
    tr, keys: KEYS, port: 0, host: '127.0.0.1', write: (line) => log.push(line),
    ...(withPlaces ? { places: readPlacesFile(tr, EXAMPLE_PLACES) } : {}),
  });
  return { ...server, log };
}
