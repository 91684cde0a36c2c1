import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Logger } from '../lib/logger';
import { reconnectDelaySeconds } from './reconnect-delay';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle passed to code that must run inside a transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): the job queue runs its own SQL on it. */
  pglite?: PGlite;
  /** The postgres:// URL (PostgreSQL only): the job queue opens its own small pool on it. */
  url?: string;
  /** Cheap liveness probe used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the named lock across every process on this database: a
   * PostgreSQL session advisory lock on a connection of its own (released when `fn` ends, or
   * by PostgreSQL when that connection dies with its server). On PGlite the process is the
   * only one on its data directory: the lock is held within it.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `undefined` means in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  max?: number;
  /** The file system PGlite opens instead of its own (tests: one in memory holding a copy of the migrated database). */
  pgliteFs?: PGliteOptions['fs'];
  /** Told about dropped PostgreSQL connections. */
  logger?: Pick<Logger, 'warn' | 'error'>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.max ?? 10, options.logger)
    : openPglite(options.dataDir, options.pgliteFs);
}

/**
 * Postgres's memory settings for PGlite, which lives in this process's WebAssembly memory: that
 * memory only grows, so whatever Postgres touches once stays resident. Its defaults are a
 * database server's (128 MB of shared buffers, fully touched once the data has been read: about
 * 130 MB more resident than with 16 MB). An embedded database of a small club's site is tens of
 * MB and the OS page cache keeps its files: a small buffer pool reads them from there.
 * maintenance_work_mem bounds what a migration's index build or a VACUUM grows it to.
 */
const PGLITE_MEMORY = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'work_mem=4MB'];

async function openPglite(dataDir: string | undefined, pgliteFs: PGliteOptions['fs']): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(pgliteFs ? { fs: pgliteFs } : {}),
    extensions: { citext, pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    exclusive: inProcessLock(),
  };
}

/** PGlite's lock: its process is the only one on the data directory, so a lock within it is enough. */
function inProcessLock(): DatabaseHandle['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return (name, fn) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(() => fn());
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/** Set on postgres-js by scripts/patch-postgres.mjs (npm's postinstall step). */
const patchedAgainstClosedConnectionWrites = (postgres as unknown as { hdxClosedConnectionPatch?: boolean })
  .hdxClosedConnectionPatch;

async function openPostgres(url: string, max: number, logger?: OpenDatabaseOptions['logger']): Promise<DatabaseHandle> {
  if (!patchedAgainstClosedConnectionWrites) {
    logger?.error(
      'postgres-js is not patched: a connection the database drops under load can stop the server. Run `node scripts/patch-postgres.mjs` (npm install does).',
    );
  }
  let lost = 0;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
    // Reconnects happen per query, so a restarted PostgreSQL is picked up without a process restart.
    max_lifetime: 60 * 30,
    backoff: reconnectDelaySeconds,
    // `dropped` comes from the patch: false when the pool itself closed the connection.
    onclose: (connectionId: number, dropped?: boolean) => {
      if (!dropped) return;
      lost += 1;
      logger?.warn(
        { connectionId, connectionsLost: lost },
        'database connection lost: its requests answer 503 and the pool reconnects',
      );
    },
  });
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
    exclusive: async (name, fn) => {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(hashtextextended(${`hdx:${name}`}, 0))`;
        try {
          return await fn();
        } finally {
          await connection`select pg_advisory_unlock(hashtextextended(${`hdx:${name}`}, 0))`.catch(() => {});
        }
      } finally {
        connection.release();
      }
    },
  };
}
