import { Redis } from 'ioredis';
import postgres from 'postgres';

/** The machine's PostgreSQL (a database of each test's own is made on it) and Redis, as CI sets them. */
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? process.env.HDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers PING. */
export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Whether both the PostgreSQL server and Redis answer (the several-server tests need both). */
export async function clusterServicesReachable(): Promise<boolean> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
  return redisReachable();
}

/** A fresh database name for one test file and its URL on the same server. */
export function clusterDatabase(): { name: string; url: string } {
  const name = `hdx_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return { name, url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString() };
}
