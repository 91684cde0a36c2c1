import type { Context } from 'hono';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterCompatibleAbstract,
} from 'rate-limiter-flexible';
import type { AppDeps, AppEnv } from '../context';
import { HttpError, MESSAGES } from '../lib/http-error';
import { siteId } from './shared-state';

/**
 * Points per window (seconds). Sign-in counts failures only, per address and per account on
 * one address: a stranger's failures never lock the owner out from another address. The
 * others count every request.
 */
export const RATE_LIMITS = {
  loginIp: { points: 50, duration: 15 * 60 },
  loginAccountIp: { points: 10, duration: 15 * 60 },
  /** Wrong current passwords given to change a password or e-mail, per user. */
  reauthUser: { points: 10, duration: 15 * 60 },
  registerIp: { points: 20, duration: 60 * 60 },
  registerAccount: { points: 5, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  resendAccount: { points: 3, duration: 60 * 60 },
  /** Messages a visitor may send through the contact form, per address. */
  contactIp: { points: 5, duration: 60 * 60 },
} as const;

/**
 * Per account, sign-in failures from every address only slow the next attempts down, never
 * lock: after `free` failures in the window each attempt waits `firstMs`, doubling per
 * failure up to `maxMs`. `free` matches the lockout of one address, so only failures from
 * several addresses (a distributed guess) are slowed: one address is locked out first.
 */
export const LOGIN_SLOWDOWN = { duration: 15 * 60, free: 10, firstMs: 250, maxMs: 3000 } as const;

/** The wait before checking a password for an account with `failures` recent failures. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN.free) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.firstMs * 2 ** (failures - LOGIN_SLOWDOWN.free));
}

// A counter that never refuses: the slowdown reads how many failures it holds.
const COUNTERS = { loginAccount: { points: 1_000_000_000, duration: LOGIN_SLOWDOWN.duration } } as const;

export type LimitName = keyof typeof RATE_LIMITS | keyof typeof COUNTERS;
type Hit = readonly [LimitName, string];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const tooMany = (msBeforeNext: number) =>
  new HttpError(429, MESSAGES.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });

type Limiters = Record<LimitName, RateLimiterCompatibleAbstract>;

/**
 * The limiters of one app: in memory, or in Redis (shared by several servers) when REDIS_URL is
 * set. Redis keys carry the site's id (`site`, the one its database keeps): another site on the
 * same Redis (a staging site, a test run beside a cluster) counts apart.
 */
export class RateLimits {
  private readonly redis: Redis | null;
  private readonly site: () => Promise<string>;
  private made: Promise<Limiters> | null = null;
  /** How the slowdown waits (tests record the delays instead of waiting them). */
  wait: (ms: number) => Promise<void> = sleep;

  constructor(redisUrl: string | undefined, site: () => Promise<string>) {
    this.redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    // A broken Redis connection must not lock everybody out: each limiter falls back to memory.
    this.redis?.on('error', () => {});
    this.site = site;
  }

  /** Resolves once Redis is connected (or after 2 s): until then counts would land in the fallback. */
  private connected(redis: Redis): Promise<void> {
    return new Promise((resolve) => {
      if (redis.status === 'ready') return resolve();
      const timer = setTimeout(resolve, 2000);
      timer.unref();
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Made at the first count; a failure to read the site's id is tried again at the next. */
  private limiters(): Promise<Limiters> {
    this.made ??= this.make().catch((error: unknown) => {
      this.made = null;
      throw error;
    });
    return this.made;
  }

  private async make(): Promise<Limiters> {
    const redis = this.redis;
    const site = redis ? (await Promise.all([this.site(), this.connected(redis)]))[0] : null;
    const entries = Object.entries({ ...RATE_LIMITS, ...COUNTERS }).map(([name, { points, duration }]) => {
      const memory = new RateLimiterMemory({ keyPrefix: `hdx-rl-${name}`, points, duration });
      const limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `hdx-rl:${site}:${name}`,
            points,
            duration,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return [name, limiter as RateLimiterCompatibleAbstract] as const;
    });
    return Object.fromEntries(entries) as Limiters;
  }

  /** Counts one request against every given limit; 429 with Retry-After when one is exhausted. */
  async consume(...hits: Hit[]): Promise<void> {
    const limiters = await this.limiters();
    const results = await Promise.allSettled(hits.map(([name, key]) => limiters[name].consume(key)));
    const refused = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof RateLimiterRes ? [r.reason.msBeforeNext] : [],
    );
    const failed = results.find((r) => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes));
    if (failed && failed.status === 'rejected') throw failed.reason;
    if (refused.length) throw tooMany(Math.max(...refused));
  }

  /**
   * Counts a possible failure before the slow check (a password hash), so a burst of
   * concurrent attempts cannot all pass before the first failure is counted: 429 with
   * Retry-After when a limit is exhausted, counting nothing. `refund` gives the point
   * back once the attempt turned out a success.
   */
  async reserve(...hits: Hit[]): Promise<void> {
    const limiters = await this.limiters();
    const results = await Promise.allSettled(hits.map(([name, key]) => limiters[name].consume(key)));
    const failed = results.find((r) => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes));
    const refused = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof RateLimiterRes ? [r.reason.msBeforeNext] : [],
    );
    if (!failed && !refused.length) return;
    await this.refund(...hits);
    if (failed && failed.status === 'rejected') throw failed.reason;
    throw tooMany(Math.max(...refused));
  }

  /**
   * Counts one attempt on a slowdown counter (give it back with `refund` on success) and waits
   * the delay the attempts counted before it earned. Concurrent attempts each get their own count.
   */
  async slowDown(name: keyof typeof COUNTERS, key: string): Promise<void> {
    const counted = await (await this.limiters())[name].consume(key).catch((reason: unknown) => {
      if (reason instanceof RateLimiterRes) return reason;
      throw reason;
    });
    const delay = loginDelayMs(counted.consumedPoints - 1);
    if (delay > 0) await this.wait(delay);
  }

  async refund(...hits: Hit[]): Promise<void> {
    const limiters = await this.limiters();
    await Promise.all(hits.map(([name, key]) => limiters[name].reward(key, 1)));
  }

  async reset(...hits: Hit[]): Promise<void> {
    const limiters = await this.limiters();
    await Promise.all(hits.map(([name, key]) => limiters[name].delete(key)));
  }

  close(): void {
    this.redis?.disconnect();
  }
}

const instances = new WeakMap<AppDeps, RateLimits>();

export function rateLimitsFor(deps: AppDeps): RateLimits {
  let limits = instances.get(deps);
  if (!limits) {
    limits = new RateLimits(deps.env.REDIS_URL, () => siteId(deps.db));
    instances.set(deps, limits);
  }
  return limits;
}

/**
 * The client address: the socket's peer, or with TRUST_PROXY=n the address n proxies
 * back in X-Forwarded-For (the nearest entries are the ones our proxies appended).
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps.env.TRUST_PROXY;
  if (hops > 0) {
    const chain = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = chain[chain.length - hops];
    if (candidate) return candidate.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Per-account keys ignore case, like the e-mail column. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** One account seen from one address: the key of the sign-in lockout. */
export const accountIpKey = (email: string, ip: string) => `${accountKey(email)}|${ip}`;
