import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. BullMQ workers and blocking clients need `maxRetriesPerRequest: null`;
 * request/response clients (readiness, counters) keep a bound so a dead Redis fails fast.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableReadyCheck: true,
    connectTimeout: 5000,
    ...options,
  });
}

/** Redis eviction must be off: an evicted queue key silently loses a job. */
export async function readEvictionPolicy(redis: Redis): Promise<string | null> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    return reply[1] ?? null;
  } catch {
    // Managed Redis services often refuse CONFIG; the caller decides what that means.
    return null;
  }
}

/** Closes a connection: politely when it is up, at once when it never came up. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/**
 * Calls `callback` each time the connection is ready again after it was lost (not on the
 * first connect). What Redis forgot while it was away (a restart without persistence) is
 * rebuilt from Postgres there: batches are re-enqueued within seconds, not at the next
 * periodic reconcile.
 */
export function onRedisReconnect(redis: Redis, callback: () => void): void {
  let connectedBefore = redis.status === 'ready';
  let lost = false;
  redis.on('ready', () => {
    if (connectedBefore && lost) callback();
    connectedBefore = true;
    lost = false;
  });
  redis.on('close', () => {
    if (connectedBefore) lost = true;
  });
}
