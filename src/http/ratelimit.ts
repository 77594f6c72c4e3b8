// Per-key rate limiting: a fixed window per API key, opened by the key's first request, and the
// IETF RateLimit header fields of draft-ietf-httpapi-ratelimit-headers-10 (September 2025):
//   RateLimit-Policy: "key";q=600;w=60      the quota (q) per window of w seconds
//   RateLimit: "key";r=599;t=42             remaining quota (r), seconds until it resets (t)
// The clock is handed in (milliseconds, any origin: performance.now on Node), so the limiter is
// pure and tests drive time themselves.

export interface RateLimit {
  /** Requests allowed per window (1 to 1,000,000). */
  limit: number;
  /** Window length in seconds (1 to 86,400). */
  windowSeconds: number;
}

export const RATE_LIMIT_POLICY = 'key';
const MAX_LIMIT = 1_000_000;
const MAX_WINDOW = 86_400;

export class RateLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitError';
  }
}

/** Checks a rate limit given as a value (key file); RateLimitError naming `at` if it is not one. */
export function checkRateLimit(value: unknown, at: string): RateLimit {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RateLimitError(`${at} must be an object { "limit": N, "windowSeconds": S } or null (no limit)`);
  const v = value as Record<string, unknown>;
  for (const field of Object.keys(v)) if (field !== 'limit' && field !== 'windowSeconds') throw new RateLimitError(`${at} has an unknown field "${field.slice(0, 40)}"`);
  if (!Number.isInteger(v.limit) || (v.limit as number) < 1 || (v.limit as number) > MAX_LIMIT) throw new RateLimitError(`${at}.limit must be a whole number from 1 to ${MAX_LIMIT}`);
  if (!Number.isInteger(v.windowSeconds) || (v.windowSeconds as number) < 1 || (v.windowSeconds as number) > MAX_WINDOW) throw new RateLimitError(`${at}.windowSeconds must be a whole number of seconds from 1 to ${MAX_WINDOW}`);
  return { limit: v.limit as number, windowSeconds: v.windowSeconds as number };
}

const UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** Parses the flag form `LIMIT/WINDOW`: `600/60`, `600/60s`, `100/1m`, `5000/1h`, `20000/1d`. */
export function parseRateLimit(text: string): RateLimit {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smhd]?)\s*$/.exec(text);
  if (!m) throw new RateLimitError(`rate limit must be LIMIT/WINDOW, for example 600/60s, 100/1m or 5000/1h; got ${JSON.stringify(text.slice(0, 40))}`);
  return checkRateLimit({ limit: Number(m[1]), windowSeconds: Number(m[2]) * UNITS[m[3]!]! }, 'rate limit');
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1 while it is open). */
  resetSeconds: number;
  /** The RateLimit-Policy, RateLimit and (when refused) Retry-After header fields. */
  headers: Record<string, string>;
}

export interface RateLimiter {
  /** Counts one request of `id` under `policy`, unless the window's quota is used up. */
  take(id: string, policy: RateLimit): RateDecision;
}

interface Window { start: number; used: number; windowSeconds: number; limit: number }

export function createRateLimiter(now: () => number): RateLimiter {
  // One entry per key that has been seen (keys come from the key file, so this is bounded).
  const windows = new Map<string, Window>();
  return {
    take(id, policy) {
      const t = now();
      const ms = policy.windowSeconds * 1000;
      let w = windows.get(id);
      if (!w || t - w.start >= ms || t < w.start || w.windowSeconds !== policy.windowSeconds || w.limit !== policy.limit) {
        w = { start: t, used: 0, windowSeconds: policy.windowSeconds, limit: policy.limit };
        windows.set(id, w);
      }
      const allowed = w.used < policy.limit;
      if (allowed) w.used += 1;
      const remaining = policy.limit - w.used;
      const resetSeconds = Math.max(1, Math.ceil((w.start + ms - t) / 1000));
      const headers: Record<string, string> = {
        'ratelimit-policy': `"${RATE_LIMIT_POLICY}";q=${policy.limit};w=${policy.windowSeconds}`,
        ratelimit: `"${RATE_LIMIT_POLICY}";r=${remaining};t=${resetSeconds}`,
      };
      if (!allowed) headers['retry-after'] = String(resetSeconds);
      return { allowed, limit: policy.limit, remaining, resetSeconds, headers };
    },
  };
}
