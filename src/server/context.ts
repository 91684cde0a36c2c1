import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { DatabaseHandle, Database } from './db/client';
import type { Env } from './env';
import type { SignedInUser } from './lib/caller';
import type { Logger } from './lib/logger';
import type { Secrets } from './lib/secrets';
import type { HealthMonitor } from './services/health';
import type { RebuildManager } from './services/rebuilds/rebuild-manager';
import type { FailedTranscode } from '../contract/streams';
import type { Storage } from './services/storage/types';
import type { FetchTestAccess } from './lib/public-fetch';

/** Everything a request handler may need, built once at boot and shared. */
export interface AppDeps {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  logger: Logger;
  health: HealthMonitor;
  storage: Storage;
  secrets: Secrets;
  /** Present in the server process (not in most API tests). */
  rebuilds?: RebuildManager;
  /** The transcode queue (every server process, worker or not; tests that open it). */
  transcodes?: TranscodeQueue;
  /** The folio tiling queue (every server process, worker or not; tests that open it). */
  folioTiles?: FolioTileQueue;
  /** Tests only: the manifest import's way to a test's own https server (lib/public-fetch). Never set in production. */
  manifestFetchAccess?: FetchTestAccess;
}

/** The transcode queue as requests use it (`Transcodes`, services/transcode/queue.ts). */
export interface TranscodeQueue {
  request(postId: number): Promise<void>;
  listFailed(deps: Pick<AppDeps, 'db'>): Promise<FailedTranscode[]>;
  /** The post id queued again; null: no such failed job; 'post_deleted': its post is gone. */
  retry(deps: Pick<AppDeps, 'db'>, jobId: string): Promise<number | null | 'post_deleted'>;
}

/** The folio tiling queue as requests use it (`FolioTiles`, services/folios/queue.ts). */
export interface FolioTileQueue {
  request(folioId: number): Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by `authenticate`: null for a visitor, undefined until resolved. */
    user: SignedInUser | null | undefined;
  };
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
