import { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger';

/** What servers tell each other (issue 19). */
export type ClusterTopic =
  /** Cache tags a write invalidated (JSON array). */
  | 'cache'
  /** A server published or took a post down: show the published content. */
  | 'published';

type Handler = (message: string) => void;

/**
 * Messages between the servers of one site: Redis pub/sub on `hdx:<site>:<topic>` when
 * `REDIS_URL` is set, nothing otherwise (one server: in-process listeners are called
 * directly). A server never receives its own messages. Delivery is at most once (a server disconnected from
 * Redis misses what was said meanwhile): what must converge also has a slower path (the
 * published content's mark is read from the database every few seconds, cached
 * answers expire).
 */
export interface ClusterBus {
  readonly shared: boolean;
  publish(topic: ClusterTopic, message: string): void;
  subscribe(topic: ClusterTopic, handler: Handler): () => void;
  /** Resolves once messages flow (subscribed), or after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The servers' message bus: Redis pub/sub with REDIS_URL, else nothing to tell. `site` names the
 * site the servers serve (the id its database keeps, `siteId`): the servers of another site on
 * the same Redis (a staging site, the tests' servers beside a running cluster) are not heard, or
 * each would drop the other's cached answers at every write.
 */
export function createClusterBus(
  redisUrl: string | undefined,
  serverId: string,
  site: string,
  logger?: Logger,
): ClusterBus {
  return redisUrl ? new RedisBus(redisUrl, serverId, logger, `hdx:${site}:`) : new LocalBus();
}

class LocalBus implements ClusterBus {
  readonly shared = false;
  publish(): void {}
  subscribe(): () => void {
    return () => {};
  }
  ready(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

class RedisBus implements ClusterBus {
  readonly shared = true;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly serverId: string;
  private readonly subscribed: Promise<void>;
  private readonly prefix: string;

  constructor(url: string, serverId: string, logger: Logger | undefined, prefix: string) {
    this.serverId = serverId;
    this.prefix = prefix;
    // Messages are never queued while Redis is away: a late cache drop is worse than none (TTLs bound it).
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    let warned = false;
    const onError = (error: Error) => {
      if (warned) return;
      warned = true;
      logger?.warn({ err: error }, 'Redis (messages between servers) unavailable: retrying');
    };
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('ready', () => (warned = false));
    this.subscriber.on('message', (channel: string, raw: string) => {
      const space = raw.indexOf(' ');
      if (space === -1 || raw.slice(0, space) === this.serverId) return;
      const message = raw.slice(space + 1);
      for (const handler of this.handlers.get(channel) ?? []) {
        try {
          handler(message);
        } catch (error) {
          logger?.error({ err: error, channel }, 'message between servers not handled');
        }
      }
    });
    // ioredis subscribes again after a reconnection.
    this.subscribed = this.subscriber
      .subscribe(...(['cache', 'published'] as const).map((topic) => prefix + topic))
      .then(() => {});
    this.subscribed.catch(() => {});
  }

  publish(topic: ClusterTopic, message: string): void {
    this.publisher.publish(this.prefix + topic, `${this.serverId} ${message}`).catch(() => {});
  }

  subscribe(topic: ClusterTopic, handler: Handler): () => void {
    const channel = this.prefix + topic;
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    return () => set.delete(handler);
  }

  async ready(timeoutMs = 2000): Promise<void> {
    await Promise.race([
      this.subscribed.catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
