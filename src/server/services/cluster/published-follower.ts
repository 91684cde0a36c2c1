import type { Executor } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { PublishedSite } from '../../site/published-site';
import { publishState, readPublishedContent } from '../rebuilds/rebuild-manager';

/** How often a server reads the publish mark (when a message from the publisher was missed). */
const POLL_MS = 5000;

/**
 * Makes this server show what another server published (issue 19): told at once over Redis,
 * and reading the publish mark from the database every 5 s in case a message was lost (or
 * Redis is not used). The published content comes from PostgreSQL and the search index is made
 * here from it: no folder is shared between servers.
 */
export class PublishedFollower {
  private readonly db: Executor;
  private readonly site: PublishedSite;
  private readonly logger: Logger;
  private queue: Promise<void> = Promise.resolve();
  /** The publish mark of the content shown. */
  private shownMark: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: { db: Executor; site: PublishedSite; logger: Logger }) {
    this.db = options.db;
    this.site = options.site;
    this.logger = options.logger;
  }

  /** This server shows the content of publish mark `mark` (its own publish, or its start). */
  shown(mark: string | null): void {
    this.shownMark = mark;
  }

  /** Shows the published content when its mark moved since the content shown; one at a time. */
  check(): Promise<void> {
    const run = this.queue.then(async () => {
      const { publishedAt } = await publishState(this.db);
      if (!publishedAt || publishedAt === this.shownMark || !this.site.ready) return;
      // Read after the mark: a publish in between is shown next (Redis, or the next check).
      const content = await readPublishedContent(this.db);
      if (!content) return;
      await this.site.showAll(content);
      this.shownMark = publishedAt;
      this.logger.info({ publishedAt }, 'showing the content another server published');
    });
    this.queue = run.catch((error: unknown) => this.logger.error({ err: error }, 'published content not shown'));
    return this.queue;
  }

  start(pollMs = POLL_MS): void {
    this.timer ??= setInterval(() => void this.check(), pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
