import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rebuilds, siteState } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ApiFetch } from '../../site/site-app';
import type { PublishedSite } from '../../site/published-site';
import type { SearchIndex } from '../../site/search-layers';
import type { LibraryContent } from '../../../lib/types';
import { writeState } from '../shared-state';
import {
  publishedContentMark,
  readLiveContent,
  readPublishedContent,
  recordPublishedContent,
} from './published-content';

// The publish state: when content last changed, when it was last published (`site_state`).
const CHANGED = 'content-changed-at';
const PUBLISHED = 'published-at';

/** Written by `writeContent`, in the transaction of the content write it describes. */
export const markContentChanged = (db: Executor, at = new Date()) => writeState(db, CHANGED, at.toISOString());

export async function publishState(db: Executor) {
  const rows = await db
    .select()
    .from(siteState)
    .where(inArray(siteState.key, [CHANGED, PUBLISHED]));
  const changedAt = rows.find((r) => r.key === CHANGED)?.value ?? null;
  const publishedAt = rows.find((r) => r.key === PUBLISHED)?.value ?? null;
  const changedSinceLastPublish = Boolean(
    changedAt && (!publishedAt || Date.parse(changedAt) > Date.parse(publishedAt)),
  );
  return { changedAt, publishedAt, changedSinceLastPublish };
}

/** @internal Lets the tests start from content that never changed. */
export async function clearPublishState(db: Executor) {
  await db.delete(siteState).where(eq(siteState.key, CHANGED));
}

export type Rebuild = typeof rebuilds.$inferSelect;
type Listener = (rebuild: Rebuild) => void;

export interface RebuildManagerOptions {
  db: Database;
  logger: Logger;
  /** This server's site: the published content it shows. */
  site: PublishedSite;
  /** This server's API app, which a publish reads the content from in-process. */
  api: ApiFetch;
  /** When set, a rebuild is a POST to this Netlify build hook instead of a local publish. */
  netlifyBuildHookUrl?: string | undefined;
  /** Runs a publish holding the lock every server on the database shares, one publish at a time across servers. */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Told the mark of the published content each publish or takedown of this server wrote (the other servers then show it). */
  onPublished?: (mark: string) => void;
}

const LOG_LINES = 200;
export const INTERRUPTED = 'Interrupted: the server stopped during the build';
const PUBLISHED_ELSEWHERE = 'Another server published after this request: its content is shown';
/** How often a server reads the published content's mark (when a message from another server was missed). */
const FOLLOW_EVERY_MS = 2000;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Publishing, one at a time. A request during a publish is queued as a single follow-up, which
 * every later request joins. A publish reads the content once, records it as the published
 * content in one transaction with the publish mark (a publish that fails before it changes
 * nothing), then shows it as every server shows published content (`follow`): the pages render
 * from it on their next visit, then it is indexed for search.
 * Its row keeps its progress and the tail of its log, which the dashboard shows. A server builds
 * its site's code at its start, outside this queue (announce-start.ts): a publish never waits on it.
 */
export class RebuildManager {
  private readonly options: RebuildManagerOptions;
  private running: Promise<void> | null = null;
  private followUpId: number | null = null;
  private readonly listeners = new Map<number, Set<Listener>>();
  /** The mark of the published content this server shows (`publishedContentMark`). */
  private shownMark: string | null = null;
  private following: Promise<void> = Promise.resolve();
  /** The publish mark of the content last indexed for search; the content to index next, and the indexing under way. */
  private searchedPublish: string | null = null;
  private searchFor: LibraryContent | null = null;
  private searching: Promise<unknown> = Promise.resolve();
  private followTimer: NodeJS.Timeout | null = null;

  constructor(options: RebuildManagerOptions) {
    this.options = options;
  }

  /**
   * Shows the published content when its mark moved since the content shown: a publish or a
   * takedown of another server (issue 19), told over Redis and read every FOLLOW_EVERY_MS in case
   * a message was lost (the first call starts the reads), and at a server's start. The content
   * comes from PostgreSQL and the search index is made here: no shared folder.
   */
  follow(): Promise<void> {
    this.followTimer ??= setInterval(() => void this.follow(), FOLLOW_EVERY_MS).unref();
    return this.showLatest({}).then(
      () => undefined,
      (error: unknown) => this.options.logger.error({ err: error }, 'published content not shown'),
    );
  }

  /** After a takedown this server committed: its pages show the content without the posts before it answers, then the other servers are told. */
  async showTakedown(): Promise<void> {
    await new Promise<void>((pagesShown) => {
      void this.showLatest({ onPages: pagesShown })
        .catch((error: unknown) =>
          this.options.logger.error({ err: error }, 'published content not shown after a takedown'),
        )
        .finally(pagesShown);
    });
    if (this.shownMark) this.options.onPublished?.(this.shownMark);
  }

  /**
   * The one way published content gets shown, one at a time: when its mark moved, the pages
   * (`onPages` is told), then, after a publish, its search index (`showSearch`; a takedown leaves
   * the index to the next publish, as building its records would hold up the page requests of a
   * large site). Null when there was no new index to show.
   */
  private async showLatest({ onPages }: { onPages?: () => unknown }) {
    const { db, site, logger } = this.options;
    const pages = this.following.then(async () => {
      const [mark, { publishedAt }] = await Promise.all([publishedContentMark(db), publishState(db)]);
      // A publish that changed nothing: the index already is of this content (a takedown since always changes it).
      if (mark && mark === this.shownMark) this.searchedPublish = publishedAt;
      if (!mark || mark === this.shownMark || !(site.ready || site.built)) return null;
      // Read after the marks: a write in between is shown next.
      const content = await readPublishedContent(db);
      if (!content) return null;
      const search = await site.show(content);
      this.shownMark = mark;
      logger.info({ mark }, 'showing the published content');
      await onPages?.();
      const published = publishedAt !== this.searchedPublish;
      this.searchedPublish = publishedAt;
      return { content, search, published };
    });
    this.following = pages.then(
      () => undefined,
      () => undefined,
    );
    const shown = await pages;
    if (!shown) return null;
    return shown.search ?? (shown.published ? this.showSearch(shown.content) : null);
  }

  /** Indexes content for search, one at a time; content shown meanwhile replaces content still waiting (null). */
  private showSearch(content: LibraryContent): Promise<SearchIndex | null> {
    this.searchFor = content;
    const search = this.searching.then(() =>
      this.searchFor === content ? this.options.site.showSearch(content) : null,
    );
    this.searching = search.catch(() => undefined);
    return search;
  }

  async request(requestedById: number | null): Promise<Rebuild> {
    if (this.followUpId !== null) return (await this.get(this.followUpId))!;
    const [row] = await this.options.db.insert(rebuilds).values({ requestedById, status: 'queued' }).returning();
    if (this.running) this.followUpId = row!.id;
    else this.start(row!.id);
    return row!;
  }

  async get(id: number): Promise<Rebuild | undefined> {
    const [row] = await this.options.db.select().from(rebuilds).where(eq(rebuilds.id, id));
    return row;
  }

  list(limit = 10): Promise<Rebuild[]> {
    return this.options.db.select().from(rebuilds).orderBy(desc(rebuilds.id)).limit(limit);
  }

  subscribe(id: number, listener: Listener): () => void {
    const set = this.listeners.get(id) ?? new Set();
    this.listeners.set(id, set.add(listener));
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(id);
    };
  }

  /** Marks failed the builds a server that died left queued or running; only safe when no other server shares the database (PGlite). */
  async failInterrupted(except?: number): Promise<number> {
    const rows = await this.options.db
      .update(rebuilds)
      .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
      .where(
        except === undefined
          ? inArray(rebuilds.status, ['queued', 'running'])
          : and(eq(rebuilds.status, 'running'), ne(rebuilds.id, except)),
      )
      .returning({ id: rebuilds.id });
    return rows.length;
  }

  /** Stops following and drops the queued publish (server shutdown); the shown content stays as it was. */
  stop(): void {
    this.followUpId = null;
    if (this.followTimer) clearInterval(this.followTimer);
  }

  /** Resolves when no build is running or queued (used by tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private start(id: number) {
    this.running = this.run(id).finally(() => {
      this.running = null;
      const next = this.followUpId;
      this.followUpId = null;
      if (next !== null) this.start(next);
    });
  }

  private async run(id: number): Promise<void> {
    const { db, logger } = this.options;
    const log: string[] = [];
    let progress = 0;
    /** Writes the row, with `line` added to its log at `percent` of the whole, and tells its listeners. */
    const save = async (patch: Partial<Rebuild>, line?: string, percent = progress, executor: Executor = db) => {
      if (line) log.push(line);
      progress = Math.max(progress, percent);
      const [row] = await executor
        .update(rebuilds)
        .set({ ...patch, progress, log: log.slice(-LOG_LINES).join('\n') })
        .where(eq(rebuilds.id, id))
        .returning();
      if (row) this.listeners.get(id)?.forEach((listener) => listener(row));
    };
    const succeeded = (line: string, executor: Executor = db) =>
      save({ status: 'succeeded', finishedAt: new Date() }, line, 100, executor);
    const exclusive = this.options.exclusive ?? ((fn: () => Promise<void>) => fn());
    try {
      // Queued until no other server publishes; the publish reads content from then on.
      await exclusive(async () => {
        const startedAt = new Date();
        await save({ status: 'running', startedAt });
        // Holding the lock, no other server publishes: a build still "running" was cut off (kill -9).
        await this.failInterrupted(id);
        if (this.options.netlifyBuildHookUrl) {
          await save({}, 'Triggering the Netlify build hook');
          const response = await fetch(this.options.netlifyBuildHookUrl, { method: 'POST', body: '{}' });
          if (!response.ok) throw new Error(`Netlify build hook answered ${response.status} ${response.statusText}`);
          return db.transaction(async (tx) => {
            await writeState(tx, PUBLISHED, startedAt.toISOString());
            await succeeded('Netlify accepted the build; it publishes the site when done', tx);
          });
        }
        const [{ publishedAt }, row] = await Promise.all([publishState(db), this.get(id)]);
        // Requested while another server was publishing: a publish that started after the request holds every change it wanted.
        if (publishedAt && Date.parse(publishedAt) >= row!.createdAt.getTime()) {
          await this.follow();
          return succeeded(PUBLISHED_ELSEWHERE);
        }
        await succeeded(await this.publish(startedAt, save));
      });
      logger.info({ rebuild: id }, 'site published');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await save({ status: 'failed', error: message, finishedAt: new Date() }, `Build failed: ${message}`);
      logger.error({ rebuild: id, err: error }, 'publish failed; the published content stays as it was');
    }
  }

  /** Reads the content, records it as published, then shows it (`showLatest`) and tells the other servers; its last log line. */
  private async publish(
    startedAt: Date,
    save: (patch: Partial<Rebuild>, line: string, percent?: number) => Promise<void>,
  ): Promise<string> {
    const { db, api } = this.options;
    const readStarted = performance.now();
    const content = await readLiveContent(api);
    await save({}, `Read the content to publish in ${seconds(readStarted)} s`, 30);
    // The publish mark and the published content are one change: a crash leaves neither.
    const { version, changed } = await db.transaction(async (tx) => {
      await writeState(tx, PUBLISHED, startedAt.toISOString());
      return recordPublishedContent(tx, content);
    });
    await save(
      {},
      `Published content version ${version} (changed: ${changed.join(', ') || 'nothing'}) at ${seconds(readStarted)} s`,
      40,
    );
    const indexStarted = performance.now();
    try {
      const search = await this.showLatest({
        onPages: () => {
          this.options.onPublished?.(this.shownMark!);
          // The pages are shown, whatever becomes of this line.
          return save({}, `Showing the published content at ${seconds(readStarted)} s`, 60).catch(() => undefined);
        },
      });
      if (!search) return 'Nothing new to show: the pages already show this content';
      const layer = search.delta.length
        ? ` (a delta over the previous index, ${search.delta.length} pages changed since it)`
        : '';
      return `Indexed ${search.indexed} pages${layer} for search in ${seconds(indexStarted)} s`;
    } catch (error) {
      throw new Error(
        `The content is published, but this server does not show all of it yet: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
