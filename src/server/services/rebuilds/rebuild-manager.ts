import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rebuilds } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { SiteBuilder } from '../../site/site-builder';
import type { SiteHost } from '../../site/site-host';
import type { SiteReleases } from '../../site/site-releases';
import { BuildProgress } from './build-progress';
import { markPublished } from './site-state';

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
  /** When set, a rebuild is a POST to this Netlify build hook instead of a local build. */
  netlifyBuildHookUrl?: string | undefined;
}

const LOG_LINES = 200;
export const INTERRUPTED = 'Interrupted: the server stopped during the build';

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
    const startedAt = new Date();
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
    const onLine = (line: string) => {
      log.push(line);
      if (log.length > LOG_LINES) log.shift();
      progress.feed(line);
      void save({}).catch((error: unknown) => logger.warn({ err: error }, 'rebuild progress not saved'));
    };

    await save({ status: 'running', startedAt }, true);
    try {
      if (this.options.netlifyBuildHookUrl) await this.triggerNetlify(onLine);
      else await this.buildLocally(id, onLine, progress);
      progress.finish();
      // The publish mark and the build's success are one change: a crash leaves neither.
      await db.transaction(async (tx) => {
        await markPublished(tx, startedAt);
        await save({ status: 'succeeded', finishedAt: new Date() }, true, tx);
      });
      logger.info({ rebuild: id }, 'site rebuilt');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      onLine(`Build failed: ${message}`);
      await save({ status: 'failed', error: message, finishedAt: new Date() }, true);
      logger.error({ rebuild: id, err: error }, 'site rebuild failed; the previous site stays online');
    }
  }

  private async buildLocally(id: number, onLine: (line: string) => void, progress: BuildProgress) {
    const { builder, releases, host, publicUrl } = this.options;
    const apiUrl = this.options.apiUrl();
    if (!apiUrl) throw new Error('The server is not listening yet');
    const outDir = releases.newReleaseDir(id);
    await builder({ outDir, apiUrl, publicUrl, onLine, signal: this.shutdown.signal });
    // Switch only once the new build is complete and importable.
    await host.load(outDir);
    releases.publish(outDir);
    releases.prune();
    if (progress.pageCount > 0) this.lastPageCount = progress.pageCount;
  }

  private async triggerNetlify(onLine: (line: string) => void) {
    onLine('Triggering the Netlify build hook');
    const response = await fetch(this.options.netlifyBuildHookUrl!, { method: 'POST', body: '{}' });
    if (!response.ok) throw new Error(`Netlify build hook answered ${response.status} ${response.statusText}`);
    onLine('Netlify accepted the build; it publishes the site when done');
  }
}
