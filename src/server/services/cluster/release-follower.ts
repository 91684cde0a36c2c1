import path from 'node:path';
import type { Executor } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { serveRelease } from '../../site/serve-release';
import { hasBuild } from '../../site/release-app';
import type { SiteHost } from '../../site/site-host';
import type { SiteReleases } from '../../site/site-releases';
import { readPublishedContent } from '../rebuilds/published-content';
import { publishedRelease } from '../rebuilds/site-state';

/** How often a server reads which release is published (when a message from the publisher was missed). */
const POLL_MS = 5000;

/**
 * Makes this server serve the release another server published (issue 19): told its name
 * over Redis at once, and read from the database every 5 s in case a message was lost (or
 * Redis is not used). The release folder is shared (the releases folder of one project
 * folder, or a shared volume); a name whose folder this server cannot see is logged and skipped.
 */
export class ReleaseFollower {
  private readonly db: Executor;
  private readonly host: SiteHost;
  private readonly releases: SiteReleases;
  private readonly logger: Logger;
  private readonly onSwitch: () => void;
  private queue: Promise<void> = Promise.resolve();
  private lastSeen: string | null | undefined;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: {
    db: Executor;
    host: SiteHost;
    releases: SiteReleases;
    logger: Logger;
    onSwitch?: () => void;
  }) {
    this.db = options.db;
    this.host = options.host;
    this.releases = options.releases;
    this.logger = options.logger;
    this.onSwitch = options.onSwitch ?? (() => {});
  }

  /** The published release's folder, when it exists here (a server starting serves it). */
  async published(): Promise<string | null> {
    const published = await publishedRelease(this.db);
    this.lastSeen = published?.publishedAt ?? null;
    const dir = published ? this.releases.dirOf(published.name) : null;
    return dir && hasBuild(dir) ? dir : null;
  }

  /** Serves release `name` unless already served; one switch at a time. */
  follow(name: string): Promise<void> {
    const run = this.queue.then(async () => {
      const dir = this.releases.dirOf(name);
      if (!dir || this.host.servedDir === dir) return;
      if (!hasBuild(dir)) {
        this.logger.warn(
          { release: name },
          'published release not found in the releases folder: is it shared by every server?',
        );
        return;
      }
      // Read after the release's name: a publish in between is followed next (Redis, or the next check).
      await serveRelease(this.host, this.releases, dir, await readPublishedContent(this.db));
      this.logger.info({ release: name }, 'serving the release another server published');
      this.onSwitch();
    });
    this.queue = run.catch((error: unknown) =>
      this.logger.error({ err: error, release: name }, 'published release not served'),
    );
    return this.queue;
  }

  /**
   * Reads the published release; follows it when it changed since the last read. A release
   * this server is publishing itself is not marked yet: the mark it reads is the one it already saw.
   */
  async check(): Promise<void> {
    const published = await publishedRelease(this.db);
    if (!published) return;
    const served = this.host.servedDir ? path.basename(this.host.servedDir) : null;
    if (published.name === served || published.publishedAt === this.lastSeen) {
      this.lastSeen = published.publishedAt;
      return;
    }
    this.lastSeen = published.publishedAt;
    await this.follow(published.name);
  }

  start(pollMs = POLL_MS): void {
    this.timer ??= setInterval(() => {
      this.check().catch((error: unknown) => this.logger.debug({ err: error }, 'published release not read'));
    }, pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
