// The HTTP bench reads wrk's text output: figures from a real wrk 4.1.0 run on this machine
// (50 connections, 10 s), checked by hand against the printed lines.
import { describe, expect, it } from 'vitest';
import { parseWrk } from '../../scripts/bench-http.js';

const OUT = `Running 10s test @ http://127.0.0.1:18791
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    43.26ms  132.58ms   1.53s    96.15%
    Req/Sec     2.56k     1.03k    3.52k    65.99%
  Latency Distribution
     50%   15.30ms
     75%   20.65ms
     90%   40.82ms
     99%  825.22ms
  25464 requests in 10.01s, 234.93MB read
  Non-2xx or 3xx responses: 4
Requests/sec:   2545.05
Transfer/sec:     23.48MB
`;

describe('parseWrk', () => {
  it('reads counts, rate, latency percentiles, max, bytes and the generator CPU', () => {
    const run = parseWrk(OUT, 'some noise\n1.70 0.30\n', { connections: 50, gzip: false });
    expect(run.requests).toBe(25464);
    expect(run.seconds).toBeCloseTo(10.01, 5);
    expect(run.non2xx).toBe(4);
    expect(run.tripsPerSecond).toBeCloseTo((25464 - 4) / 10.01, 6);
    // The 99% row, not the "65.99%" ending the Req/Sec line.
    expect([run.p50Ms, run.p90Ms, run.p99Ms, run.maxMs]).toEqual([15.3, 40.82, 825.22, 1530]);
    expect(run.meanBytes).toBeCloseTo((234.93 * 1024 * 1024) / 25464, 6);
    expect(run.generatorCpu).toBeCloseTo(2 / 10.01, 6);
    expect([run.generator, run.encoding, run.errors, run.timeouts]).toEqual(['wrk', 'identity', 0, 0]);
  });

  it('adds socket errors and keeps timeouts apart', () => {
    const run = parseWrk(`${OUT}  Socket errors: connect 1, read 2, write 3, timeout 7\n`, '0.1 0.1', { connections: 50, gzip: true });
    expect([run.errors, run.timeouts, run.encoding]).toEqual([6, 7, 'gzip']);
  });
});
