// Rate limits shared by every replica: each key's fixed window counted in Redis by
// rate-limiter-flexible (RateLimiterRedis: one atomic Lua script per request, SET NX EX + INCRBY,
// so the window opens at the key's first request, as in memory), through ioredis. Node only: the
// two packages are imported when a store is created, so nothing else pays for loading them.
//
// When Redis cannot be reached (connection down, or a command that fails or takes longer than
// commandTimeoutMs), the store fails OPEN by default: each replica counts in its own memory, with
// the same limits and headers, until Redis answers again (the quota is then N per replica, not N in
// all). onFailure 'closed' answers limited keys 503 instead and makes GET /ready answer 503. Every
// change of state is reported once through `log` (not once per request).
import { createRateLimiter, type RateDecision, type RateLimit } from './ratelimit.js';
import { rateDecision, type RateLimitStore, type RateLimitStoreHealth, type StoreFailureMode, type StoreUnavailable } from './ratelimit-store.js';

export interface RedisRateLimitStoreOptions {
  /** redis://[user:password@]host[:port][/db] or rediss:// (TLS). */
  url: string;
  /** Default 'open' (see above). */
  onFailure?: StoreFailureMode;
  /** Milliseconds clock of the in-memory fallback (performance.now). */
  now: () => number;
  /** Receives each change of the store's state (ok <-> unreachable). */
  log?: (health: RateLimitStoreHealth) => void;
  /** Prefix of the Redis keys; default `travelreq:rl`. Replicas sharing quotas use the same. */
  prefix?: string;
  /** A command that takes longer fails (and the request is handled as if Redis were down). Default 500 ms. */
  commandTimeoutMs?: number;
}

/** Seconds a client is told to wait when the store fails closed. */
const CLOSED_RETRY_AFTER = 5;

/** The URL as shown in logs and /ready: no user name or password. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'redis (unparsable URL)';
  }
}

/** Checks a store URL; the problem, or undefined. */
export function redisUrlProblem(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `not a URL: give redis://host[:port][/db] (or rediss:// for TLS)`;
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') return `the URL must start with redis:// or rediss://; got ${u.protocol}//`;
  if (u.hostname === '') return 'the URL names no host';
  if (u.pathname !== '' && u.pathname !== '/' && !/^\/\d{1,2}$/.test(u.pathname)) return 'the path must be a database number, e.g. redis://localhost:6379/0';
  return undefined;
}

export async function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): Promise<RateLimitStore> {
  const problem = redisUrlProblem(options.url);
  if (problem) throw new TypeError(`rate-limit store: ${problem}`);
  const [{ Redis }, { RateLimiterRedis, RateLimiterRes }] = await Promise.all([import('ioredis'), import('rate-limiter-flexible')]);
  const onFailure = options.onFailure ?? 'open';
  const prefix = options.prefix ?? 'travelreq:rl';
  const store = redactRedisUrl(options.url);
  const client = new Redis(options.url, {
    // Fail at once while disconnected rather than queue requests behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2000,
    // Reconnect for ever, backing off to 2 s: the store comes back by itself.
    retryStrategy: (times: number) => Math.min(times * 100, 2000),
  });
  const fallback = createRateLimiter(options.now);
  const limiters = new Map<string, InstanceType<typeof RateLimiterRedis>>();
  let health: RateLimitStoreHealth = { store, status: 'unreachable', onFailure, detail: 'connecting' };
  let reported = false;
  const set = (status: 'ok' | 'unreachable', detail?: string): void => {
    if (health.status === status && reported) return;
    health = { store, status, onFailure, ...(status === 'unreachable' && detail !== undefined ? { detail: detail.slice(0, 200) } : {}) };
    reported = true;
    options.log?.(health);
  };
  client.on('ready', () => set('ok'));
  client.on('error', (e: Error) => set('unreachable', e.message));
  client.on('close', () => set('unreachable', 'connection closed'));

  const limiterOf = (policy: RateLimit): InstanceType<typeof RateLimiterRedis> => {
    const name = `${policy.limit}/${policy.windowSeconds}`;
    let l = limiters.get(name);
    if (!l) {
      // A key whose policy changes starts a new window, as in memory: the policy is part of the Redis key.
      l = new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}:${policy.limit}:${policy.windowSeconds}`, points: policy.limit, duration: policy.windowSeconds, rejectIfRedisNotReady: true });
      limiters.set(name, l);
    }
    return l;
  };

  const decision = (policy: RateLimit, allowed: boolean, res: { remainingPoints: number; msBeforeNext: number }): RateDecision =>
    rateDecision(policy, allowed, res.remainingPoints, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

  return {
    async take(id, policy): Promise<RateDecision | StoreUnavailable> {
      try {
        const res = await limiterOf(policy).consume(id, 1);
        set('ok');
        return decision(policy, true, res);
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          set('ok');
          return decision(policy, false, outcome);
        }
        set('unreachable', outcome instanceof Error ? outcome.message : String(outcome));
        if (onFailure === 'closed') return { unavailable: true, retryAfterSeconds: CLOSED_RETRY_AFTER };
        return fallback.take(id, policy);
      }
    },
    health: () => health,
    async close() {
      client.removeAllListeners('close');
      client.disconnect();
    },
  };
}
