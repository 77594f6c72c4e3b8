// Prometheus metrics for the HTTP app through prom-client (Node: prom-client needs Node's modules,
// so travel-requirements/http/node exports this; edge hosts can implement HttpMetrics themselves).
// A registry of its own per call, never prom-client's global one, so several apps in one process
// (or tests) do not share counters.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HttpMetrics, RequestSample } from './index.js';
import type { RateLimitStoreHealth } from './ratelimit-store.js';

/** Latency buckets in seconds: a trip answers in about a millisecond, paged lists take longer. */
export const DEFAULT_BUCKETS: readonly number[] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface PrometheusOptions {
  /** Process metrics (CPU, memory, event-loop lag, heap, GC) as prom-client names them. Default true. */
  defaultMetrics?: boolean;
  /** Histogram buckets in seconds. Default DEFAULT_BUCKETS. */
  buckets?: readonly number[];
  /** Exported as travelreq_ruleset_info{revision="..."} 1. */
  rulesetRevision?: string;
  /**
   * A shared rate-limit store (serve --rate-limit-store): exported as
   * travelreq_rate_limit_store_up{store="redis://host:port",on_failure="open"} 1 while requests are
   * counted in it, 0 while it is unreachable, read at each scrape, so a balancer's alert can fire
   * while /ready still answers 200 (a store failing open keeps the replica ready).
   */
  rateLimitStore?: { health(): RateLimitStoreHealth };
}

export interface PrometheusMetrics extends HttpMetrics {
  readonly registry: Registry;
}

export function createPrometheusMetrics(options: PrometheusOptions = {}): PrometheusMetrics {
  const registry = new Registry();
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'travelreq_http_requests_total',
    help: 'HTTP requests answered, by route (the path pattern; "unmatched" for unknown paths), method and status code.',
    labelNames, registers: [registry],
  });
  const duration = new Histogram({
    name: 'travelreq_http_request_duration_seconds',
    help: 'Time from receiving a request to its response being ready (body compressed), by route, method and status code.',
    labelNames, buckets: [...(options.buckets ?? DEFAULT_BUCKETS)], registers: [registry],
  });
  if (options.rulesetRevision !== undefined) {
    new Gauge({ name: 'travelreq_ruleset_info', help: 'The loaded ruleset (always 1; the revision is the label).', labelNames: ['revision'], registers: [registry] })
      .set({ revision: options.rulesetRevision }, 1);
  }
  const store = options.rateLimitStore;
  if (store !== undefined) {
    new Gauge({
      name: 'travelreq_rate_limit_store_up',
      help: 'Whether the shared rate-limit store counts requests: 1 ok, 0 unreachable (requests then fail open or closed as on_failure says).',
      labelNames: ['store', 'on_failure'], registers: [registry],
      collect() {
        const h = store.health();
        this.reset();
        this.set({ store: h.store, on_failure: h.onFailure }, h.status === 'ok' ? 1 : 0);
      },
    });
  }
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const children = new Map<string, { count: { inc(): void }; time: { observe(value: number): void } }>();
  return {
    registry,
    observe(sample: RequestSample) {
      // One pair of label-bound children per route, method and status (a few dozen at most: routes
      // and methods are closed sets): prom-client then skips hashing the labels on every request.
      const key = `${sample.route} ${sample.method} ${sample.status}`;
      let bound = children.get(key);
      if (!bound) {
        const labels = { route: sample.route, method: sample.method, status: String(sample.status) };
        children.set(key, (bound = { count: requests.labels(labels), time: duration.labels(labels) }));
      }
      bound.count.inc();
      bound.time.observe(sample.seconds);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
