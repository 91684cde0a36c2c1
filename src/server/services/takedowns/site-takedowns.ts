import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postTakedowns, posts } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/** How long a server trusts its copy before reading the database again (takedowns made by another server). */
const MAX_AGE_MS = 2000;

/** What the Node server must hide of the published content it shows, read from the database. */
export interface TakedownState {
  /** Posts deleted since the last publish read its content: their pages answer 404. */
  readonly deleted: ReadonlySet<number>;
  /** Posts withdrawn from sale (at any time): their pages answer 404 except to their buyers, author and admins. */
  readonly withdrawn: ReadonlySet<number>;
  /** Every post taken down since the last publish read its content (the pages leave them out). */
  readonly unlisted: ReadonlySet<number>;
}

async function loadTakedowns(db: Executor): Promise<TakedownState> {
  const [rows, withdrawn] = await Promise.all([
    db.select({ postId: postTakedowns.postId, kind: postTakedowns.kind }).from(postTakedowns),
    db.select({ id: posts.id }).from(posts).where(isNotNull(posts.withdrawnAt)),
  ]);
  return {
    deleted: new Set(rows.filter((row) => row.kind === 'deleted').map((row) => row.postId)),
    withdrawn: new Set(withdrawn.map((row) => row.id)),
    unlisted: new Set(rows.map((row) => row.postId)),
  };
}

/** A post page as a request may name it: /videos/7, /fr/videos/7/, /videos/7/index.html (decoded). */
const POST_PAGE = /^(?:\/fr)?\/videos\/([1-9]\d{0,9})(?:\/|\/index\.html|\.html)?$/;

function postIdOfPath(pathname: string): number | null {
  try {
    const id = POST_PAGE.exec(decodeURIComponent(pathname))?.[1];
    return id === undefined ? null : Number(id);
  } catch {
    return null;
  }
}

/**
 * The Node server's copy of the takedowns, read before rendering pages. A takedown made by
 * this process refreshes it before its answer goes out (at once); one made by another
 * server shows when the cluster bus says so, or within MAX_AGE_MS. If the database does not
 * answer, the last copy stays in use.
 */
export class SiteTakedowns {
  private state: TakedownState = { deleted: new Set(), withdrawn: new Set(), unlisted: new Set() };
  private loadedAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();
  private stale: Promise<void> | null = null;
  private readonly changeListeners = new Set<() => void>();
  private readonly unlistedListeners = new Set<(postIds: readonly number[]) => void>();
  private readonly db: Executor;
  private readonly logger: Logger | undefined;
  private readonly maxAgeMs: number;

  constructor(db: Executor, logger?: Logger, maxAgeMs = MAX_AGE_MS) {
    this.db = db;
    this.logger = logger;
    this.maxAgeMs = maxAgeMs;
  }

  async current(): Promise<TakedownState> {
    if (Date.now() - this.loadedAt > this.maxAgeMs) {
      this.stale ??= this.refresh().finally(() => (this.stale = null));
      await this.stale;
    }
    return this.state;
  }

  /**
   * What a page request gets because of takedowns: the not-found page (a deleted post's page, or a
   * withdrawn one's for a viewer `mayStillWatch` refuses), or its page, `privately` for one viewer.
   */
  async route(
    pathname: string,
    mayStillWatch: (postId: number) => Promise<boolean>,
  ): Promise<{ notFound: true } | { privately: boolean }> {
    const postId = postIdOfPath(pathname);
    if (postId === null) return { privately: false };
    const state = await this.current();
    if (state.deleted.has(postId)) return { notFound: true };
    if (!state.withdrawn.has(postId)) return { privately: false };
    return (await mayStillWatch(postId)) ? { privately: true } : { notFound: true };
  }

  /** After a takedown this server committed: reads the database again and tells the other servers (`onChange`). */
  async changed(): Promise<void> {
    await this.refresh();
    for (const listener of this.changeListeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Calls `listener` with every post taken down since the last publish, after each read that finds them changed. */
  onUnlisted(listener: (postIds: readonly number[]) => void): () => void {
    this.unlistedListeners.add(listener);
    return () => this.unlistedListeners.delete(listener);
  }

  /** Reads the database again; a refresh asked for after a commit always reads after it. */
  refresh(): Promise<void> {
    this.queue = this.queue.then(async () => {
      try {
        const before = this.state.unlisted;
        this.state = await loadTakedowns(this.db);
        this.loadedAt = Date.now();
        const { unlisted } = this.state;
        if (unlisted.size === before.size && [...unlisted].every((id) => before.has(id))) return;
        for (const listener of this.unlistedListeners) listener([...unlisted].sort((a, b) => a - b));
      } catch (error) {
        // Tried again after MAX_AGE_MS, not on every request meanwhile.
        this.loadedAt = Date.now();
        this.logger?.warn({ err: error }, 'takedowns not read: the last known ones stay in use');
      }
    });
    return this.queue;
  }
}
