import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { ApiClient, eventually, isSuccess, runWorkers } from '../support/api-client';
import { startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';

const PASSWORD = 'Kill-Nine-Pass-1';
const TAG = `k9${process.pid}`;

let dataDir: string;
let hook: http.Server;
let restarted: ServerProcess | null = null;
let restartHealth: number;
let db: DatabaseHandle;

/** Writes the API answered with 2xx before the kill. */
const acked = { posts: [] as number[], masters: [] as number[], orders: [] as number[], users: [] as string[] };

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await db.db.execute(sql.raw(text)));
}

function serverEnv(hookUrl: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SITE_BUILD: 'never',
    TRUST_PROXY: '1',
    HDX_ADMIN_PASSWORD: PASSWORD,
    HDX_DEMO_PASSWORD: PASSWORD,
    NETLIFY_BUILD_HOOK_URL: hookUrl,
  };
}

/** Multi-row writes from several clients at once: posts with techniques, masters with lineage, checkouts, sign-ups. */
async function startWrites(server: ServerProcess) {
  const admin = new ApiClient(server.baseUrl);
  await admin.login('admin@hdx.test', PASSWORD);
  const buyer = new ApiClient(server.baseUrl);
  await buyer.login('demo@hdx.test', PASSWORD);
  const techniques = ((await admin.send('GET', '/api/techniques')).body as { id: number }[]).map((row) => row.id);
  const masters = ((await admin.send('GET', '/api/master_histories')).body as { id: number }[]).map((row) => row.id);
  const paid = (
    (await admin.send('GET', '/api/posts?itemsPerPage=50')).body as {
      id: number;
      price: string;
      user: { id: number };
    }[]
  )
    .filter((post) => Number(post.price) > 0 && post.user.id !== buyer.userId)
    .map((post) => post.id);
  expect(techniques.length).toBeGreaterThanOrEqual(6);
  expect(masters.length).toBeGreaterThanOrEqual(2);
  expect(paid.length).toBeGreaterThanOrEqual(4);

  // A site build is running when the kill comes: the build hook never answers.
  expect((await admin.send('POST', '/api/rebuilds')).status).toBe(202);

  let n = 0;
  const jobs = [
    async () => {
      const created = await admin.createPost({
        title: `${TAG} post ${(n += 1)}`,
        techniqueIds: techniques.slice(0, 3),
      });
      if (isSuccess(created.status)) acked.posts.push((created.body as { id: number }).id);
      const last = acked.posts.at(-1);
      if (last) await admin.send('PATCH', `/api/posts/${last}`, { techniqueIds: techniques.slice(3, 6) });
    },
    async () => {
      const form = new FormData();
      form.append('name', `${TAG} master ${(n += 1)}`);
      for (const id of masters.slice(0, 2)) form.append('influencedBy', String(id));
      const created = await admin.send('POST', '/api/master_histories', form);
      if (isSuccess(created.status)) acked.masters.push((created.body as { id: number }).id);
    },
    async () => {
      await buyer.send('POST', '/api/cart/posts', { postId: paid[(n += 1) % paid.length] });
      const started = await buyer.send('POST', '/api/checkout');
      if (!isSuccess(started.status)) return;
      const { orderId, sessionId } = started.body as { orderId: number; sessionId: string };
      acked.orders.push(orderId);
      if (n % 3 === 0) {
        await buyer.send('POST', `/api/checkout/test/${sessionId}/pay`, {
          number: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        });
      }
    },
    async () => {
      const registered = await admin.register(`${TAG}_${(n += 1)}`);
      if (isSuccess(registered.status)) acked.users.push(registered.account.email);
    },
  ];
  return runWorkers(jobs.length, (worker) => jobs[worker]!());
}

describe('kill -9 of the server in the middle of writes, then a restart on the same DATA_DIR (PGlite)', () => {
  beforeAll(async () => {
    await buildServerOnce();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-kill9-'));
    hook = http.createServer(() => {});
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

    const first = await startServer(serverEnv(hookUrl));
    await waitFor(first, `${first.baseUrl}/api`, (res) => res.ok, 180_000);
    const writes = await startWrites(first);
    await eventually(
      'writes of every kind are acknowledged',
      async () =>
        acked.posts.length >= 5 && acked.masters.length >= 5 && acked.orders.length >= 3 && acked.users.length >= 3,
      180_000,
    );
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    await writes.stop();

    restarted = await startServer(serverEnv(hookUrl));
    await waitFor(restarted, `${restarted.baseUrl}/api`, () => true, 180_000);
    await eventually(
      'the restarted server answers its health check',
      async () => {
        restartHealth = (await fetch(`${restarted!.baseUrl}/api`)).status;
        return restartHealth === 200;
      },
      120_000,
    ).catch(() => undefined);
    await restarted.stop();
    db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  }, 600_000);

  afterAll(async () => {
    await db?.close();
    await restarted?.stop();
    hook?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the PGlite data directory again: the killed server’s pid lock does not block the restart', () => {
    expect(restartHealth).toBe(200);
  });

  it('keeps every post with all of its technique links, never some of them', async () => {
    const rows = await query<{ id: number; links: number }>(
      `select p.id, count(pt.technique_id)::int as links from posts p
       left join post_techniques pt on pt.post_id = p.id where p.title like '${TAG} post %' group by p.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.links !== 3)).toEqual([]);
  });

  it('keeps every master history with its whole lineage', async () => {
    const rows = await query<{ id: number; links: number }>(
      `select m.id, count(l.influenced_by_id)::int as links from master_histories m
       left join master_lineage l on l.master_id = m.id where m.name::text like '${TAG} master %' group by m.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.links !== 2)).toEqual([]);
  });

  it('keeps every order with all of its lines, and every paid order with its access grants', async () => {
    const orders = await query<{
      id: number;
      total: number;
      lines: number;
      sum: number;
      status: string;
      grants: number;
    }>(
      `select o.id, o.total_cents as total, o.status,
         (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
         (select coalesce(sum(l.price_cents), 0)::int from order_lines l where l.order_id = o.id) as sum,
         (select count(*)::int from access_grants g where g.order_id = o.id) as grants
       from orders o`,
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.filter((order) => order.lines === 0 || order.sum !== order.total)).toEqual([]);
    expect(orders.filter((order) => order.status === 'paid' && order.grants !== order.lines)).toEqual([]);
    expect(orders.filter((order) => order.status !== 'paid' && order.grants > 0)).toEqual([]);
  });

  it('keeps every new account with its e-mail verification link', async () => {
    const rows = await query<{ id: number; links: number }>(
      `select u.id, (select count(*)::int from email_tokens t where t.user_id = u.id and t.kind = 'verify-email') as links
       from users u where u.username::text like '${TAG}_%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.links !== 1)).toEqual([]);
  });

  it('marks the site build cut off by the kill as failed instead of leaving it running', async () => {
    const rows = await query<{ status: string; error: string | null }>('select status, error from rebuilds');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === 'queued' || row.status === 'running')).toEqual([]);
    expect(rows.map((row) => row.error)).toContain('Interrupted: the server stopped during the build');
  });

  it('keeps every write acknowledged with 2xx before the kill', async () => {
    const ids = (table: string, list: number[]) =>
      query<{ id: number }>(`select id from ${table} where id in (${list.join(',')})`);
    expect((await ids('posts', acked.posts)).length).toBe(acked.posts.length);
    expect((await ids('master_histories', acked.masters)).length).toBe(acked.masters.length);
    expect((await ids('orders', acked.orders)).length).toBe(acked.orders.length);
    const emails = acked.users.map((email) => `'${email}'`).join(',');
    expect((await query<{ id: number }>(`select id from users where email in (${emails})`)).length).toBe(
      acked.users.length,
    );
  });
});
