import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from './attempt-counter';
import { AppError, toErrorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempts per account or e-mail address (failed sign-ins, reset mails), shared like the rate limit. */
    attempts: AttemptCounter;
  }
}

/**
 * Registered without a global limit; routes opt in with `authRateLimit`. With REDIS_URL the counters
 * are shared by every process, otherwise each process counts alone.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('attempts', redis ? redisAttemptCounter(redis, app.log) : memoryAttemptCounter());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'deskfair-rl-' } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...toErrorBody(rateLimited(), request),
    }),
  });
}

export const rateLimited = () => new AppError('rate_limited', 'errors.rate_limited');

export const authRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
