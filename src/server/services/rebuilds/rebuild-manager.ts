import path from 'node:path';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rebuilds } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { SiteBuilder } from '../../site/site-builder';
import { serveRelease } from '../../site/serve-release';
import { hasBuild, type ApiFetch } from '../../site/release-app';
import type { SiteHost } from '../../site/site-host';
import type { SiteReleases } from '../../site/site-releases';
import { forgetTakedownsBefore } from '../takedowns/record';
import type { SiteTakedowns } from '../takedowns/site-takedowns';
import type { LibraryContent } from '../../../lib/types';
import { BuildProgress } from './build-progress';
import { readLiveContent, readPublishedContent, recordPublishedContent } from './published-content';
import { markPublished, markRelease, publishedRelease } from './site-state';

export type Rebuild = typeof rebuilds.$inferSelect;
type Listener = (rebuild: Rebuild) => void;

export interface RebuildManagerOptions {
  db: Database;
  logger: Logger;
  publicUrl: string;
  /** Local builds: the builder, where releases go and what serves them. */
  builder: SiteBuilder;
  releases: SiteReleases;
  host: SiteHost;
  /** The API address the build reads from; known once the server listens. */
  apiUrl: () => string | null;
  /** This server's API app, which a publish's renders read in-process. */
  api: ApiFetch;
  /** When set, a rebuild is a POST to this Netlify build hook instead of a local build. */
  netlifyBuildHookUrl?: string | undefined;
  /** The server's copy of the takedowns: read again once a publish forgot those the new release no longer shows. */
  takedowns?: SiteTakedowns | undefined;
  /**
   * Runs a publish holding the lock every server on the database shares (issue 19:
   * `DatabaseHandle.exclusive`), so one publish runs at a time across all servers. Unset: in-process only.
   */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Told the folder name of each release this server published (the other servers then serve it). */
  onPublished?: (release: string) => void;
}

const LOG_LINES = 200;
export const INTERRUPTED = 'Interrupted: the server stopped during the build';
export const PUBLISHED_ELSEWHERE = 'Another server published a build started after this request: it is served';

/**
 * One build at a time. A request during a build is queued as a single follow-up build,
 * which every later request joins (coalescing). A failed build keeps the old site.
 */
export class RebuildManager {
  private readonly options: RebuildManagerOptions;
  private running: Promise<void> | null = null;
  private followUpId: number | null = null;
  private readonly listeners = new Map<number, Set<Listener>>();
  private lastPageCount = 120;
  private readonly shutdown = new AbortController();

  constructor(options: RebuildManagerOptions) {
    this.options = options;
  }

  async request(requestedById: number | null): Promise<Rebuild> {
    const { db } = this.options;
    if (this.followUpId !== null) return (await this.get(this.followUpId))!;
    const [row] = await db.insert(rebuilds).values({ requestedById, status: 'queued' }).returning();
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

  /** Stops a running build (server shutdown): it fails and the served site stays as it was. */
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
    const progress = new BuildProgress(this.lastPageCount);
    let lastWrite = 0;
    const save = async (patch: Partial<Rebuild>, force = false, executor: Executor = db) => {
      const now = Date.now();
      if (!force && now - lastWrite < 500) return;
      lastWrite = now;
      const [row] = await executor
        .update(rebuilds)
        .set({ ...patch, progress: progress.percent, log: log.join('\n') })
        .where(eq(rebuilds.id, id))
        .returning();
      if (row) this.listeners.get(id)?.forEach((listener) => listener(row));
    };
    /** A line of the log, saved with the next save. */
    const note = (line: string) => {
      log.push(line);
      if (log.length > LOG_LINES) log.shift();
      progress.feed(line);
    };
    const onLine = (line: string) => {
      note(line);
      void save({}).catch((error: unknown) => logger.warn({ err: error }, 'rebuild progress not saved'));
    };

    const exclusive = this.options.exclusive ?? ((fn: () => Promise<void>) => fn());
    try {
      // Queued until no other server publishes; the build reads content from then on.
      await exclusive(async () => {
        const startedAt = new Date();
        await save({ status: 'running', startedAt }, true);
        // Holding the lock, no other server builds: a build still "running" was cut off (kill -9).
        await this.failCutOff(id);
        if (!this.options.netlifyBuildHookUrl && (await this.followPublished(id, onLine))) {
          progress.finish();
          await save({ status: 'succeeded', finishedAt: new Date() }, true);
          return;
        }
        let built: { release: string; content: LibraryContent } | null = null;
        if (this.options.netlifyBuildHookUrl) await this.triggerNetlify(onLine);
        else built = await this.buildLocally(id, onLine, progress);
        progress.finish();
        // The publish mark, the published content and the build's success are one change: a crash leaves none.
        await db.transaction(async (tx) => {
          await markPublished(tx, startedAt);
          if (built) {
            await markRelease(tx, built.release);
            const { version, changed } = await recordPublishedContent(tx, built.content);
            note(`Published content version ${version} (changed: ${changed.join(', ') || 'nothing'})`);
          }
          await forgetTakedownsBefore(tx, startedAt);
          await save({ status: 'succeeded', finishedAt: new Date() }, true, tx);
        });
        if (built) this.afterPublish(built.release);
      });
      await this.options.takedowns?.refresh();
      logger.info({ rebuild: id }, 'site rebuilt');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      onLine(`Build failed: ${message}`);
      await save({ status: 'failed', error: message, finishedAt: new Date() }, true);
      logger.error({ rebuild: id, err: error }, 'site rebuild failed; the previous site stays online');
    }
  }

  /**
   * A request made while another server was publishing: if that server's build started after
   * the request, it already holds every change the request wanted; this server serves it
   * instead of building the same site again.
   */
  private async followPublished(id: number, onLine: (line: string) => void): Promise<boolean> {
    const { db, releases, host } = this.options;
    const [published, row] = await Promise.all([publishedRelease(db), this.get(id)]);
    if (!published?.publishedAt || !row || Date.parse(published.publishedAt) < row.createdAt.getTime()) return false;
    const dir = releases.dirOf(published.name);
    if (!dir || !hasBuild(dir)) return false;
    if (host.servedDir !== dir) await serveRelease(host, releases, dir, await readPublishedContent(db));
    onLine(PUBLISHED_ELSEWHERE);
    return true;
  }

  private afterPublish(release: string) {
    try {
      this.options.releases.prune();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'old site releases not pruned');
    }
    this.options.onPublished?.(release);
  }

  private async failCutOff(except: number) {
    await this.options.db
      .update(rebuilds)
      .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
      .where(and(eq(rebuilds.status, 'running'), ne(rebuilds.id, except)));
  }

  /**
   * Reads the content to publish, builds a release from it and serves it showing that content;
   * returns the release's folder name and the content (recorded as published by the caller).
   */
  private async buildLocally(
    id: number,
    onLine: (line: string) => void,
    progress: BuildProgress,
  ): Promise<{ release: string; content: LibraryContent }> {
    const { builder, releases, host, publicUrl, api } = this.options;
    const apiUrl = this.options.apiUrl();
    if (!apiUrl) throw new Error('The server is not listening yet');
    const readStarted = performance.now();
    const content = await readLiveContent(api);
    onLine(`Read the content to publish in ${((performance.now() - readStarted) / 1000).toFixed(1)} s`);
    const outDir = releases.newReleaseDir(id);
    // No server prunes a release being built.
    releases.hold(outDir);
    try {
      // Pages whose content did not change are reused from the release being served (issue 17).
      const report = await builder({
        outDir,
        apiUrl,
        api,
        content,
        publicUrl,
        previousDir: host.servedDir,
        onLine,
        signal: this.shutdown.signal,
      });
      this.options.logger.info({ rebuild: id, ...report }, 'site built');
      // Switch only once the new build is complete and importable.
      const switchStarted = performance.now();
      await serveRelease(host, releases, outDir, content);
      onLine(`Switched to the new release in ${((performance.now() - switchStarted) / 1000).toFixed(1)} s`);
    } catch (error) {
      releases.release(outDir);
      throw error;
    }
    if (progress.pageCount > 0) this.lastPageCount = progress.pageCount;
    return { release: path.basename(outDir), content };
  }

  private async triggerNetlify(onLine: (line: string) => void) {
    onLine('Triggering the Netlify build hook');
    const response = await fetch(this.options.netlifyBuildHookUrl!, { method: 'POST', body: '{}' });
    if (!response.ok) throw new Error(`Netlify build hook answered ${response.status} ${response.statusText}`);
    onLine('Netlify accepted the build; it publishes the site when done');
  }
}
