import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Counts attempts per key (an account, an e-mail address) in a fixed window that starts with the
 * first attempt. With Redis every process shares the counts; otherwise each process counts alone.
 */
export interface AttemptCounter {
  /** Attempts counted in the key's current window. */
  count(key: string): Promise<number>;
  /** Counts one attempt; returns the attempts in the window including this one. */
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    hit: async (key, windowSeconds) => {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    reset: async (key) => void windows.delete(key),
  };
}

const REDIS_PREFIX = 'deskfair-attempts-';

/** Redis-backed; when Redis cannot answer, the account limit is skipped (the per-address limit still holds). */
export function redisAttemptCounter(redis: Redis, log: FastifyBaseLogger): AttemptCounter {
  const failOpen = (error: unknown) => {
    log.warn({ err: error }, 'attempt counter unavailable');
    return 0;
  };
  return {
    count: (key) =>
      redis
        .get(REDIS_PREFIX + key)
        .then((value) => Number(value ?? 0))
        .catch(failOpen),
    hit: async (key, windowSeconds) => {
      try {
        const result = await redis
          .multi()
          .set(REDIS_PREFIX + key, 0, 'EX', windowSeconds, 'NX')
          .incr(REDIS_PREFIX + key)
          .exec();
        return Number(result?.[1]?.[1] ?? 0);
      } catch (error) {
        return failOpen(error);
      }
    },
    reset: async (key) => {
      await redis.del(REDIS_PREFIX + key).catch(failOpen);
    },
  };
}
