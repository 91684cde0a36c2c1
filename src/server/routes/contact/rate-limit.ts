import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterCompatibleAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../context';
import { HttpError, MESSAGES } from '../../lib/http-error';

/** Messages a visitor may send per hour from one address. */
export const CONTACT_RATE_LIMIT = { points: 5, duration: 60 * 60 } as const;

const limiters = new WeakMap<AppDeps, RateLimiterCompatibleAbstract>();

function limiterFor(deps: AppDeps): RateLimiterCompatibleAbstract {
  let limiter = limiters.get(deps);
  if (!limiter) {
    const memory = new RateLimiterMemory({ keyPrefix: 'hdx-rl-contact', ...CONTACT_RATE_LIMIT });
    if (deps.env.REDIS_URL) {
      const redis = new Redis(deps.env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', () => {});
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: 'hdx-rl-contact',
        ...CONTACT_RATE_LIMIT,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    } else limiter = memory;
    limiters.set(deps, limiter);
  }
  return limiter;
}

/** Counts one message from `ip`; 429 with Retry-After past the limit. */
export async function consumeContact(deps: AppDeps, ip: string): Promise<void> {
  try {
    await limiterFor(deps).consume(ip);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(seconds) });
  }
}
