import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { Redis } from 'ioredis';

const KEY_PREFIX = 'hdx:tus-lock:';
const RELEASE_CHANNEL = 'hdx:tus-release';
// Deletes or renews the key only while it still holds this lock's token.
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisTusLockerOptions {
  /** A lock not renewed this long is free (its server died); renewed every third of it. */
  ttlMs?: number;
  /** How long a request waits for the lock before answering 500 (tus's own default: 30 s). */
  acquireTimeoutMs?: number;
}

/**
 * The tus upload lock shared by several servers (issue 19): one request at a time per upload,
 * whichever server it reaches. A Redis key per upload (`SET NX PX`, renewed while held, deleted
 * by its holder only); a request finding it taken asks the holder to let go over pub/sub, as
 * @tus/server's MemoryLocker asks within one process (a client resuming an upload supersedes
 * its stalled request), then tries again until it gets it or times out.
 */
export class RedisTusLocker implements Locker {
  readonly redis: Redis;
  private readonly subscriber: Redis;
  /** Release requests of the locks this process holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;

  constructor(url: string, options: RedisTusLockerOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.redis.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, id: string) => void this.held.get(id)?.());
    this.subscriber.subscribe(RELEASE_CHANNEL).catch(() => {});
  }

  newLock(id: string): Lock {
    return new RedisTusLock(this, id);
  }

  askRelease(id: string): Promise<unknown> {
    return this.redis.publish(RELEASE_CHANNEL, id);
  }
}

class RedisTusLock implements Lock {
  private readonly locker: RedisTusLocker;
  private readonly key: string;
  private readonly id: string;
  private readonly token = randomBytes(12).toString('base64url');
  private renewal: NodeJS.Timeout | null = null;

  constructor(locker: RedisTusLocker, id: string) {
    this.locker = locker;
    this.id = id;
    this.key = KEY_PREFIX + id;
  }

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, ttlMs, acquireTimeoutMs } = this.locker;
    const deadline = Date.now() + acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if ((await redis.set(this.key, this.token, 'PX', ttlMs, 'NX')) === 'OK') break;
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      // Ask the holder to let go, again each second while it holds on.
      if (Date.now() - askedAt > 1000) {
        askedAt = Date.now();
        await this.locker.askRelease(this.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.locker.held.set(this.id, requestRelease);
    this.renewal = setInterval(
      () => void redis.eval(RENEW, 1, this.key, this.token, String(ttlMs)).catch(() => {}),
      ttlMs / 3,
    );
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    this.locker.held.delete(this.id);
    await this.locker.redis.eval(UNLOCK, 1, this.key, this.token);
  }
}
