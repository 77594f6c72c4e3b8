// The shared rate-limit store's state as a Prometheus gauge (createPrometheusMetrics's
// rateLimitStore option): read at each scrape, 1 while ok, 0 while unreachable, labelled with the
// store (no credentials) and the failure mode. A fake store: the real one is tested in
// shared-ratelimit.test.ts against a real redis-server.
import { describe, expect, it } from 'vitest';
import { createPrometheusMetrics } from '../../src/http/metrics.js';
import type { RateLimitStoreHealth } from '../../src/http/ratelimit-store.js';

describe('travelreq_rate_limit_store_up', () => {
  it('follows the store at each scrape', async () => {
    let health: RateLimitStoreHealth = { store: 'redis://10.0.0.5:6379', status: 'unreachable', onFailure: 'open', detail: 'connecting' };
    const m = createPrometheusMetrics({ defaultMetrics: false, rateLimitStore: { health: () => health } });
    expect((await m.render()).body).toContain('travelreq_rate_limit_store_up{store="redis://10.0.0.5:6379",on_failure="open"} 0');
    health = { store: 'redis://10.0.0.5:6379', status: 'ok', onFailure: 'open' };
    const body = (await m.render()).body;
    expect(body).toContain('travelreq_rate_limit_store_up{store="redis://10.0.0.5:6379",on_failure="open"} 1');
    expect(body.match(/^travelreq_rate_limit_store_up\{/gm)).toHaveLength(1);
  });

  it('is absent without a store', async () => {
    const m = createPrometheusMetrics({ defaultMetrics: false });
    expect((await m.render()).body).not.toContain('travelreq_rate_limit_store_up');
  });
});
