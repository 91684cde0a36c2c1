import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rebuilds } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ApiFetch } from '../../site/site-app';
import type { PublishedSite } from '../../site/published-site';
import { forgetTakedownsBefore } from '../takedowns/record';
import type { SiteTakedowns } from '../takedowns/site-takedowns';
import { readLiveContent, readPublishedContent, recordPublishedContent } from './published-content';
import { markPublished, publishState } from './site-state';

export type Rebuild = typeof rebuilds.$inferSelect;
type Listener = (rebuild: Rebuild) => void;

export interface RebuildManagerOptions {
  db: Database;
  logger: Logger;
  /** This server's site: its code build and the published content it shows. */
  site: PublishedSite;
  /** The API address the code build reads the content layer from; known once the server listens. */
  apiUrl: () => string | null;
  /** This server's API app, which a publish reads the content from in-process. */
  api: ApiFetch;
  /** When set, a rebuild is a POST to this Netlify build hook instead of a local publish. */
  netlifyBuildHookUrl?: string | undefined;
  /** The server's copy of the takedowns: read again once a publish forgot those its content no longer holds. */
  takedowns?: SiteTakedowns | undefined;
  /**
   * Runs a publish holding the lock every server on the database shares (issue 19:
   * `DatabaseHandle.exclusive`), so one publish runs at a time across all servers. Unset: in-process only.
   */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Told the publish mark of each publish of this server, and of the content its start shows (the other servers then show it). */
  onPublished?: (mark: string) => void;
  /** Shows what another server published (the follower's own read), for a request it already covers. */
  follow?: () => Promise<void>;
}

const LOG_LINES = 200;
export const INTERRUPTED = 'Interrupted: the server stopped during the build';
export const PUBLISHED_ELSEWHERE = 'Another server published after this request: its content is shown';

/** How far a publish is, in percent (never back). */
interface Progress {
  percent: number;
  reach(percent: number): void;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Publishing, one at a time. A request during a publish is queued as a single follow-up, which
 * every later request joins (coalescing). A publish reads the content once, records it as the
 * published content in one transaction with the publish mark, shows it (the pages render from it
 * on their next visit), then indexes it for search. A publish that fails before its
 * transaction changes nothing. A server's first start also builds the site's code here (`startSite`).
 */
export class RebuildManager {
  private readonly options: RebuildManagerOptions;
  private running: Promise<void> | null = null;
  private followUpId: number | null = null;
  /** Requests that only start the site (its code build), publishing only when nothing ever was. */
  private readonly startOnly = new Set<number>();
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly shutdown = new AbortController();

  constructor(options: RebuildManagerOptions) {
    this.options = options;
  }

  async request(requestedById: number | null): Promise<Rebuild> {
    if (this.followUpId !== null) return (await this.get(this.followUpId))!;
    return this.enqueue(requestedById);
  }

  /** A server's first start without its site build: builds it, then shows the published content (or publishes the first). */
  async startSite(): Promise<Rebuild> {
    const row = await this.enqueue(null);
    this.startOnly.add(row.id);
    return row;
  }

  private async enqueue(requestedById: number | null): Promise<Rebuild> {
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
    set.add(listener);
    this.listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(id);
    };
  }

  /**
   * Builds left queued or running by a server that died (kill -9, power loss) never finish:
   * they are marked failed. Only safe when no other server shares the database (PGlite).
   */
  async failInterrupted(): Promise<number> {
    const rows = await this.options.db
      .update(rebuilds)
      .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
      .where(inArray(rebuilds.status, ['queued', 'running']))
      .returning({ id: rebuilds.id });
    return rows.length;
  }

  /** Stops a running build (server shutdown): it fails and the shown content stays as it was. */
  stop(): void {
    this.followUpId = null;
    this.shutdown.abort();
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
    /** The steps' share of the whole: the code build (when there is one), the read, the search index, the record. */
    const progress: Progress = {
      percent: 0,
      reach(percent) {
        this.percent = Math.max(this.percent, percent);
      },
    };
    let lastWrite = 0;
    const save = async (patch: Partial<Rebuild>, force = false, executor: Executor = db) => {
      const now = Date.now();
      if (!force && now - lastWrite < 500) return;
      lastWrite = now;
      // A progress save still on its way when the publish ended never writes over its end.
      const [row] = await executor
        .update(rebuilds)
        .set({ ...patch, progress: progress.percent, log: log.join('\n') })
        .where(force ? eq(rebuilds.id, id) : and(eq(rebuilds.id, id), eq(rebuilds.status, 'running')))
        .returning();
      if (row) this.listeners.get(id)?.forEach((listener) => listener(row));
    };
    /** A line of the log, saved with the next save. */
    const note = (line: string) => {
      log.push(line);
      if (log.length > LOG_LINES) log.shift();
    };
    const onLine = (line: string) => {
      note(line);
      void save({}).catch((error: unknown) => logger.warn({ err: error }, 'rebuild progress not saved'));
    };

    const exclusive = this.options.exclusive ?? ((fn: () => Promise<void>) => fn());
    try {
      // Queued until no other server publishes; the publish reads content from then on.
      await exclusive(async () => {
        const startedAt = new Date();
        await save({ status: 'running', startedAt }, true);
        // Holding the lock, no other server publishes: a build still "running" was cut off (kill -9).
        await this.failCutOff(id);
        const succeeded = (executor: Executor = db) => {
          progress.reach(100);
          return save({ status: 'succeeded', finishedAt: new Date() }, true, executor);
        };
        if (this.options.netlifyBuildHookUrl) {
          await this.triggerNetlify(onLine);
          await db.transaction(async (tx) => {
            await markPublished(tx, startedAt);
            await forgetTakedownsBefore(tx, startedAt);
            await succeeded(tx);
          });
          return;
        }
        if (!this.options.site.ready && (await this.buildAndShow(id, onLine, progress))) return succeeded();
        if (await this.publishedElsewhere(id)) {
          await this.options.follow?.();
          onLine(PUBLISHED_ELSEWHERE);
          return succeeded();
        }
        await this.publish(startedAt, { onLine, note }, progress, succeeded);
      });
      await this.options.takedowns?.refresh();
      logger.info({ rebuild: id }, 'site published');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      onLine(`Build failed: ${message}`);
      await save({ status: 'failed', error: message, finishedAt: new Date() }, true);
      logger.error({ rebuild: id, err: error }, 'publish failed; the published content stays as it was');
    } finally {
      this.startOnly.delete(id);
    }
  }

  /**
   * The site's code build when this server has none, then the published content shown; true when
   * that is all the request wanted (a start, and some content was published before).
   */
  private async buildAndShow(id: number, onLine: (line: string) => void, progress: Progress): Promise<boolean> {
    const { site, db } = this.options;
    if (!site.built) {
      progress.reach(5);
      const apiUrl = this.options.apiUrl();
      if (!apiUrl) throw new Error('The server is not listening yet');
      const started = performance.now();
      await site.buildCode(apiUrl, onLine, this.shutdown.signal);
      onLine(`Built the site's code in ${seconds(started)} s (astro build)`);
      progress.reach(60);
    }
    const [published, { publishedAt }] = await Promise.all([readPublishedContent(db), publishState(db)]);
    if (!published || !this.startOnly.has(id)) return false;
    await site.showAll(published);
    if (publishedAt) this.options.onPublished?.(publishedAt);
    onLine('Showing the published content');
    return true;
  }

  /** Reads the content, records it as published, shows it, and indexes it for search. */
  private async publish(
    startedAt: Date,
    { onLine, note }: { onLine: (line: string) => void; note: (line: string) => void },
    progress: Progress,
    succeeded: (executor?: Executor) => Promise<void>,
  ): Promise<void> {
    const { db, site, api } = this.options;
    const readStarted = performance.now();
    const content = await readLiveContent(api);
    progress.reach(Math.max(30, progress.percent + 10));
    onLine(`Read the content to publish in ${seconds(readStarted)} s`);
    // The publish mark and the published content are one change: a crash leaves neither.
    await db.transaction(async (tx) => {
      await markPublished(tx, startedAt);
      const { version, changed } = await recordPublishedContent(tx, content);
      note(`Published content version ${version} (changed: ${changed.join(', ') || 'nothing'})`);
      await forgetTakedownsBefore(tx, startedAt);
    });
    // The pages first (the next visit renders from it), then every other server, then search.
    const indexStarted = performance.now();
    try {
      const search = await site.showAll(content, () => {
        progress.reach(60);
        this.options.onPublished?.(startedAt.toISOString());
      });
      const layer = search.delta ? ` (a delta over the previous index, ${search.delta} pages changed since it)` : '';
      onLine(`Indexed ${search.indexed} pages${layer} for search in ${seconds(indexStarted)} s`);
    } catch (error) {
      throw new Error(`The content is published, but this server does not show all of it yet: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Succeeded once this server shows it all: whoever reads the status then gets the new pages.
    await succeeded();
  }

  /**
   * A request made while another server was publishing: when that publish started after the
   * request, its content holds every change the request wanted.
   */
  private async publishedElsewhere(id: number): Promise<boolean> {
    const [state, row] = await Promise.all([publishState(this.options.db), this.get(id)]);
    return Boolean(state.publishedAt && row && Date.parse(state.publishedAt) >= row.createdAt.getTime());
  }

  private async failCutOff(except: number) {
    await this.options.db
      .update(rebuilds)
      .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
      .where(and(eq(rebuilds.status, 'running'), ne(rebuilds.id, except)));
  }

  private async triggerNetlify(onLine: (line: string) => void) {
    onLine('Triggering the Netlify build hook');
    const response = await fetch(this.options.netlifyBuildHookUrl!, { method: 'POST', body: '{}' });
    if (!response.ok) throw new Error(`Netlify build hook answered ${response.status} ${response.statusText}`);
    onLine('Netlify accepted the build; it publishes the site when done');
  }
}
