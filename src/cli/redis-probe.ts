// One connection attempt to a Redis, without reconnecting: whether `travelreq batch --queue` and
// `travelreq worker` can start, answered at once instead of after a client's endless retries.
// ioredis is imported only when this runs.

/** Undefined when the Redis at `url` answers PING, else why not. */
export async function probeRedis(url: string, timeoutMs: number): Promise<string | undefined> {
  const { Redis } = await import('ioredis');
  let error: string | undefined;
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', (e: Error) => (error ??= e.message));
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (cause) {
    return error ?? (cause instanceof Error ? cause.message : String(cause));
  } finally {
    probe.disconnect();
  }
}
