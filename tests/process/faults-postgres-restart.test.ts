import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, eventually, isSuccess, runWorkers } from '../support/api-client';
import { postgresBinDir, startPrivateCluster, type PrivateCluster } from '../support/private-postgres';
import { startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';
import { clientPause } from '../support/load-pacing';

// The machine's PostgreSQL is shared with other tests: the restarts happen on a private cluster.
const bin = postgresBinDir();
const ADMIN_PASSWORD = 'Restart-Admin-Pass-1';

let cluster: PrivateCluster;
let server: ServerProcess;
let dataDir: string;
let admin: ApiClient;

const health = () => fetch(`${server.baseUrl}/api`, { signal: AbortSignal.timeout(20_000) });

/** Acknowledged writes, checked against the database once PostgreSQL is back. */
interface Acknowledged {
  posts: { id: number; title: string }[];
  ratings: { postId: number; halves: number }[];
  likes: number[];
  users: string[];
}

/** Mixed writes by the admin and new visitors; records every write answered with 2xx. */
function writeLoad(workers: number) {
  const acked: Acknowledged = { posts: [], ratings: [], likes: [], users: [] };
  const statuses = new Set<number>();
  let n = 0;
  const load = runWorkers(workers, async () => {
    n += 1;
    const title = `Restart post ${process.pid}-${n}`;
    const created = await admin.createPost({ title });
    statuses.add(created.status);
    // Like a real client, back off while the API says the database is away, instead of
    // spinning on instant 503s and starving the health checks of a loaded machine.
    if (created.status === 503) return clientPause(200);
    if (isSuccess(created.status)) {
      const id = (created.body as { id: number }).id;
      acked.posts.push({ id, title });
      const rate = 0.5 + (id % 10) / 2;
      const rated = await admin.rate(id, rate);
      statuses.add(rated.status);
      if (isSuccess(rated.status)) acked.ratings.push({ postId: id, halves: rate * 2 });
      const liked = await admin.like(id);
      statuses.add(liked.status);
      if (liked.status === 201) acked.likes.push(id);
    }
    const registered = await admin.register();
    statuses.add(registered.status);
    if (isSuccess(registered.status)) acked.users.push(registered.account.email);
  });
  return { acked, statuses, stop: () => load.stop() };
}

async function restartPostgres(whileDown: () => Promise<void> = async () => {}) {
  cluster.stopImmediately();
  try {
    await whileDown();
  } finally {
    cluster.start();
  }
}

const title = bin
  ? 'PostgreSQL restarted during load (private cluster)'
  : 'PostgreSQL restarted during load: skipped, no PostgreSQL server binaries in /usr/lib/postgresql/*/bin';

describe.skipIf(!bin)(title, () => {
  beforeAll(async () => {
    await buildServerOnce();
    cluster = await startPrivateCluster(bin!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-pg-restart-'));
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      SITE_BUILD: 'never',
      SEED: 'none',
      TRUST_PROXY: '1',
      HDX_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HDX_DEMO_PASSWORD: ADMIN_PASSWORD,
    });
    await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
    admin = new ApiClient(server.baseUrl);
    await admin.login('admin@hdx.test', ADMIN_PASSWORD);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the health check reports the outage while PostgreSQL is down and recovers without a server restart', async () => {
    const load = writeLoad(4);
    const pid = server.child.pid;
    await restartPostgres(async () => {
      await eventually('the health check answers 503', async () => (await health()).status === 503);
      const body = (await (await health()).json()) as { status: string; database: string };
      expect(body).toMatchObject({ status: 'down', database: 'down' });
    });
    await eventually('the health check answers 200 again', async () => (await health()).status === 200, 120_000);
    await load.stop();

    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    const after = await admin.createPost({ title: `After the restart ${process.pid}` });
    expect(after.status).toBe(201);
    expect([...load.statuses].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  }, 240_000);

  it('answers requests that need the database with 503 and a clear message while it is down', async () => {
    let refused: { status: number; body: unknown } | null = null;
    await restartPostgres(async () => {
      await eventually('the health check answers 503', async () => (await health()).status === 503, 120_000);
      refused = await admin.createPost({ title: `During the outage ${process.pid}` });
    });
    await eventually('the health check answers 200 again', async () => (await health()).status === 200, 120_000);
    expect(refused).toEqual({
      status: 503,
      body: {
        code: 'common.databaseUnavailable',
        message: 'The database is not available at the moment: please try again in a moment',
      },
    });
  }, 240_000);

  it('keeps every write acknowledged with 2xx before, during and after the restart', async () => {
    const load = writeLoad(4);
    await eventually('some writes are acknowledged', async () => load.acked.posts.length >= 5);
    await restartPostgres(() =>
      eventually('the health check answers 503', async () => (await health()).status === 503, 120_000),
    );
    await eventually('the health check answers 200 again', async () => (await health()).status === 200, 120_000);
    const before = load.acked.posts.length;
    await eventually('writes are acknowledged again', async () => load.acked.posts.length >= before + 5, 120_000);
    await load.stop();

    const { acked } = load;
    const posts = await cluster.query<{ id: number; title: string }>('select id, title from posts where id = any($1)', [
      acked.posts.map((post) => post.id),
    ]);
    expect(posts.map((row) => ({ id: row.id, title: row.title })).sort((a, b) => a.id - b.id)).toEqual(
      [...acked.posts].sort((a, b) => a.id - b.id),
    );
    const ratings = await cluster.query<{ post_id: number; halves: number }>(
      'select post_id, halves from ratings where user_id = $1 and post_id = any($2)',
      [admin.userId!, acked.ratings.map((row) => row.postId)],
    );
    expect(
      ratings.map((row) => ({ postId: row.post_id, halves: row.halves })).sort((a, b) => a.postId - b.postId),
    ).toEqual([...acked.ratings].sort((a, b) => a.postId - b.postId));
    const likes = await cluster.query<{ post_id: number }>(
      'select post_id from likes where user_id = $1 and post_id = any($2)',
      [admin.userId!, acked.likes],
    );
    expect(likes.map((row) => row.post_id).sort((a, b) => a - b)).toEqual([...acked.likes].sort((a, b) => a - b));
    const users = await cluster.query<{ email: string }>(
      'select email::text as email from users where email = any($1)',
      [acked.users],
    );
    expect(users.map((row) => row.email).sort()).toEqual([...acked.users].sort());
  }, 300_000);
});
