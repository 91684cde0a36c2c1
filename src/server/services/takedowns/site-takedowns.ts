import type { Executor } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { loadTakedowns, NO_TAKEDOWNS, type TakedownState } from './state';

/** How long a server trusts its copy before reading the database again (takedowns made by another server). */
const MAX_AGE_MS = 2000;

/**
 * The Node server's copy of the takedowns, read before rendering pages. A takedown made by
 * this process refreshes it before its answer goes out (at once); one made by another
 * server sharing the database shows within MAX_AGE_MS. If the database does not answer,
 * the last copy stays in use.
 */
export class SiteTakedowns {
  private state: TakedownState = NO_TAKEDOWNS;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();
  private stale: Promise<void> | null = null;
  private readonly db: Executor;
  private readonly logger: Logger | undefined;
  private readonly maxAgeMs: number;
  private readonly changeListeners = new Set<() => void>();
  private readonly unlistedListeners = new Set<(postIds: readonly number[]) => void>();

  constructor(db: Executor, logger?: Logger, maxAgeMs = MAX_AGE_MS) {
    this.db = db;
    this.logger = logger;
    this.maxAgeMs = maxAgeMs;
  }

  async current(): Promise<TakedownState> {
    if (Date.now() - this.loadedAt > this.maxAgeMs) {
      this.stale ??= this.refresh().finally(() => {
        this.stale = null;
      });
      await this.stale;
    }
    return this.state;
  }

  /**
   * After a takedown this server committed: reads the database again and tells the listeners
   * (issue 19: the other servers, over Redis, read theirs again at once instead of within 2 s).
   */
  async changed(): Promise<void> {
    await this.refresh();
    for (const listener of this.changeListeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Calls `listener` with every post taken down since the last publish, after each read that
   * finds them changed (a takedown by this server or another, a publish that forgot some): the
   * pages then show the published content without them.
   */
  onUnlisted(listener: (postIds: readonly number[]) => void): () => void {
    this.unlistedListeners.add(listener);
    return () => this.unlistedListeners.delete(listener);
  }

  /** Reads the database again; a refresh asked for after a commit always reads after it. */
  refresh(): Promise<void> {
    const run = this.queue.then(async () => {
      try {
        const before = this.state;
        this.state = await loadTakedowns(this.db);
        this.loadedAt = Date.now();
        const { unlisted } = this.state;
        const changed = unlisted.size !== before.unlisted.size || [...unlisted].some((id) => !before.unlisted.has(id));
        if (changed) for (const listener of this.unlistedListeners) listener([...unlisted].sort((a, b) => a - b));
      } catch (error) {
        // Tried again after MAX_AGE_MS, not on every request meanwhile.
        this.loadedAt = Date.now();
        this.logger?.warn({ err: error }, 'takedowns not read: the last known ones stay in use');
      }
    });
    this.queue = run;
    return run;
  }
}
