// A shared rate-limit store: what createApp needs of a limiter whose counters live outside the
// process (src/http/ratelimit-redis.ts: Redis through rate-limiter-flexible), so that replicas
// behind a load balancer share each key's quota. Types and the header format only: pure, like the
// rest of the app; the store itself is Node code, loaded only when one is asked for.
import { RATE_LIMIT_POLICY, type RateDecision, type RateLimit } from './ratelimit.js';

/** What to do with a limited key's request while the store cannot be reached. */
export type StoreFailureMode = 'open' | 'closed';

/** The store could not count the request and fails closed: the request is answered 503. */
export interface StoreUnavailable { unavailable: true; retryAfterSeconds: number }

export interface RateLimitStoreHealth {
  /** Which store, without credentials (`redis://host:port/db`). */
  store: string;
  /** ok: requests are counted in the store; unreachable: the last connection or command failed. */
  status: 'ok' | 'unreachable';
  /** open: while unreachable, each replica counts in its own memory; closed: limited keys get 503. */
  onFailure: StoreFailureMode;
  /** Why it is unreachable (the client's last error), when it is. */
  detail?: string;
}

export interface RateLimitStore {
  /** Counts one request of `id` under `policy` (same window and headers as the in-memory limiter). */
  take(id: string, policy: RateLimit): Promise<RateDecision | StoreUnavailable>;
  health(): RateLimitStoreHealth;
  close(): Promise<void>;
}

/** Whether a replica should take traffic: a closed store that cannot count makes it unready. */
export function storeReady(h: RateLimitStoreHealth): boolean {
  return h.status === 'ok' || h.onFailure === 'open';
}

/** The decision and its header fields, in the format of createRateLimiter (src/http/ratelimit.ts). */
export function rateDecision(policy: RateLimit, allowed: boolean, remaining: number, resetSeconds: number): RateDecision {
  const headers: Record<string, string> = {
    'ratelimit-policy': `"${RATE_LIMIT_POLICY}";q=${policy.limit};w=${policy.windowSeconds}`,
    ratelimit: `"${RATE_LIMIT_POLICY}";r=${remaining};t=${resetSeconds}`,
  };
  if (!allowed) headers['retry-after'] = String(resetSeconds);
  return { allowed, limit: policy.limit, remaining, resetSeconds, headers };
}
