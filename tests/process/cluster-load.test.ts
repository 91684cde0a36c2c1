import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_HEADER, BALANCER_ERROR_HEADER, Balancer } from '../../scripts/cluster/balancer';
import { strongPassword } from '../support/auth';
import { ApiClient, eventually } from '../support/api-client';
import { ADMIN_URL, clusterDatabase, clusterServicesReachable, REDIS_URL } from '../support/cluster-services';
import { startS3Server, type S3Server } from '../support/s3-server';
import { freePort, ROOT, removeDir, startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';
import { clientPause } from '../support/load-pacing';

/**
 * Issue 19's test: three servers on one PostgreSQL, Redis and S3 (s3rver) behind the balancer
 * of `npm run cluster`; 30 s of mixed load through it (reads, sign-ins, likes, ratings, views,
 * new posts, checkouts whose test payment is confirmed on two servers at once), a publish in
 * the middle, one server killed with -9 and restarted half-way. Then: every acknowledged write
 * is in the database, like and view counts equal the acknowledged requests, each order is
 * fulfilled once, no 5xx but the requests cut by the kill, and every server answers the same.
 */
// 30 s: every check below as over 60 s (the publish, the kill and the restart still inside the
// load; 8,674 requests on a quiet 2-core machine), for half of the process stage's largest cost.
// HDX_CLUSTER_LOAD_SECONDS sets a longer run.
const LOAD_SECONDS = Number(process.env.HDX_CLUSTER_LOAD_SECONDS ?? 30);
const PASSWORD = 'Cluster-Load-19';
const TAG = `cl${process.pid}`;

const services = await clusterServicesReachable();
const { name: dbName, url: dbUrl } = clusterDatabase();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-cluster-load-'));
// Releases must be inside the project (a build's imports resolve its node_modules).
const siteRoot = path.join(ROOT, 'dist', `test-cluster-load-${process.pid}`);
const servers: ServerProcess[] = [];
const envs: Record<string, string>[] = [];
let s3: S3Server;
let balancer: Balancer;
let lb: string;
let sql: postgres.Sql;

interface Sample {
  status: number;
  ms: number;
  backend: string | null;
  balancerError: string | null;
}
const samples: Sample[] = [];

/** One request through the balancer (or to `base`), recorded. */
async function call(
  method: string,
  url: string,
  init: { token?: string | null; body?: unknown; ip?: string; base?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': init.ip ?? randomIp() };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.ip) headers['User-Agent'] = `cluster-load ${init.ip}`;
  const started = performance.now();
  try {
    const res = await fetch(`${init.base ?? lb}${url}`, {
      method,
      headers,
      signal: AbortSignal.timeout(60_000),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await res.text();
    const sample = {
      status: res.status,
      ms: performance.now() - started,
      backend: res.headers.get(BACKEND_HEADER),
      balancerError: res.headers.get(BALANCER_ERROR_HEADER),
    };
    if (!init.base) samples.push(sample);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a page
    }
    return { status: res.status, body };
  } catch {
    if (!init.base) samples.push({ status: 0, ms: performance.now() - started, backend: null, balancerError: null });
    return { status: 0, body: null };
  }
}

let ipCounter = Math.floor(Math.random() * 200) * 65536;
function randomIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function serverEnv(index: number): Record<string, string> {
  const dataDir = path.join(root, `server-${index}`);
  return {
    HDX_CLUSTER: '1',
    DATA_DIR: dataDir,
    // Each server its own site build: nothing shared but PostgreSQL, Redis and S3.
    SITE_DIR: path.join(siteRoot, `site-${index}`),
    DATABASE_URL: dbUrl,
    REDIS_URL,
    S3_BUCKET: 'hdx-cluster-load',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: 'cluster-load-jwt-secret-0123456789-abcdef',
    URL_SIGNING_KEY: 'cluster-load-signing-key-0123456789-abcde',
    // The test stands for the clients' own proxy in front of the balancer: its X-Forwarded-For
    // entry (a new address per member, buyer and view) is the client's address.
    TRUST_PROXY: '2',
    DRAIN_SECONDS: '1',
    HDX_ADMIN_PASSWORD: PASSWORD,
    HDX_DEMO_PASSWORD: PASSWORD,
  };
}

/** Stands for the click on the mailed confirmation link (tests/api covers that link). */
async function verify(email: string) {
  await sql`update users set email_verified_at = now() where email = ${email}`;
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}

describe.runIf(services)('three servers under load, a publish and a kill -9 (issue 19)', () => {
  beforeAll(async () => {
    await buildServerOnce();
    sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`create database ${dbName}`);
    await sql.end();
    sql = postgres(dbUrl, { max: 2, onnotice: () => {} });
    s3 = await startS3Server('hdx-cluster-load', 'hdx-cluster-load-s3-');
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const [index, port] of ports.entries()) {
      envs.push({ ...serverEnv(index), PORT: String(port) });
      servers.push(await startServer(envs[index]!));
      // The first migrates and seeds before the others start. A budget, not a wait: on a clean clone
      // it draws every demo picture (53 s for the three starts on a quiet host, 39 s with the
      // pictures drawn before), and CI runs it beside the browser tests: 180 s ran out there.
      await waitFor(servers[index]!, `${servers[index]!.baseUrl}/api`, (res) => res.status === 200, 300_000);
    }
    // Each builds the site's code in its own folder and shows the published content.
    for (const server of servers) await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 300_000);
    balancer = new Balancer(ports);
    lb = `http://127.0.0.1:${await balancer.listen(0)}`;
  }, 900_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await sql?.end();
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    await s3?.close();
    removeDir(root);
    removeDir(siteRoot);
  }, 120_000);

  it('loses no acknowledged write, fulfils each order once and answers the same on every server', async () => {
    const admin = new ApiClient(lb);
    await admin.login('admin@hdx.test', PASSWORD);
    const all = (await admin.send('GET', '/api/posts?itemsPerPage=50')).body as {
      id: number;
      price: string;
      user: { id: number };
    }[];
    const targets = all.slice(0, 6).map((post) => post.id);
    const paid = all.filter((post) => Number(post.price) > 0).map((post) => post.id);
    expect(paid.length).toBeGreaterThan(0);
    // Members who like and rate (each like a distinct member and post: every acknowledged one adds 1).
    const members: { token: string; id: number }[] = [];
    for (let i = 0; i < 24; i++) {
      const client = new ApiClient(lb);
      const { status, account } = await client.register(`${TAG}_m${i}`);
      expect(status, JSON.stringify(account)).toBe(201);
      await verify(account.email);
      await client.login(account.email, account.password);
      members.push({ token: client.token!, id: client.userId! });
    }
    const countsBefore = new Map<number, { likes: number; views: number }>();
    for (const row of await sql<{ id: number; likes: number; views: number }[]>`
      select id, views, (select count(*)::int from likes l where l.post_id = p.id) as likes from posts p where id in ${sql(targets)}`) {
      countsBefore.set(row.id, { likes: row.likes, views: row.views });
    }
    samples.length = 0;

    const acked = {
      likes: [] as { userId: number; postId: number }[],
      ratings: [] as { userId: number; postId: number; rate: number }[],
      views: new Map<number, number>(),
      posts: [] as number[],
      orders: [] as number[],
      signIns: 0,
      doublePayments: [] as number[][],
    };
    // Writes whose answer was lost (the kill cut the connection): done or not, no one knows.
    const inDoubt = { likes: [] as { userId: number; postId: number }[], views: new Map<number, number>() };
    const unanswered = (status: number) => status === 0 || status >= 500;
    let stopped = false;
    const until = Date.now() + LOAD_SECONDS * 1000;
    const loop = async (work: (n: number) => Promise<void>) => {
      for (let n = 0; !stopped && Date.now() < until; n++) await work(n);
    };
    const pages = [
      '/',
      '/news',
      '/fr/',
      ...targets.map((id) => `/videos/${id}`),
      '/api/posts?itemsPerPage=12',
      ...targets.map((id) => `/api/posts/${id}`),
    ];
    const likePairs = members.flatMap((member) => targets.map((postId) => ({ member, postId })));
    let nextLike = 0;
    let nextRating = 0;
    const workers = [
      ...Array.from({ length: 4 }, (_, w) =>
        loop(async (n) => void (await call('GET', pages[(n * 4 + w) % pages.length]!))),
      ),
      loop(async () => {
        const res = await call('POST', '/api/login', { body: { email: 'demo@hdx.test', password: PASSWORD } });
        if (res.status === 200) acked.signIns += 1;
      }),
      loop(async () => {
        const pair = likePairs[nextLike++];
        if (!pair) return void (await clientPause(100));
        const res = await call('POST', `/api/posts/${pair.postId}/likes/${pair.member.id}`, {
          token: pair.member.token,
        });
        if (res.status === 201) acked.likes.push({ userId: pair.member.id, postId: pair.postId });
        else if (unanswered(res.status)) inDoubt.likes.push({ userId: pair.member.id, postId: pair.postId });
      }),
      loop(async () => {
        const pair = likePairs[nextRating++ % likePairs.length]!;
        const rate = 1 + (nextRating % 9) / 2;
        const res = await call('POST', `/api/posts/${pair.postId}/rates/${pair.member.id}`, {
          token: pair.member.token,
          body: { rate },
        });
        if (res.status < 300) acked.ratings.push({ userId: pair.member.id, postId: pair.postId, rate });
      }),
      loop(async (n) => {
        const postId = targets[n % targets.length]!;
        // Each view from its own address and browser: every acknowledged one is counted.
        const res = await call('POST', `/api/posts/${postId}/increment-views`, { ip: randomIp() });
        if (res.status === 201) acked.views.set(postId, (acked.views.get(postId) ?? 0) + 1);
        else if (unanswered(res.status)) inDoubt.views.set(postId, (inDoubt.views.get(postId) ?? 0) + 1);
      }),
      loop(async (n) => {
        const form = new FormData();
        form.append('title', `${TAG} post ${n}`);
        const started = performance.now();
        const res = await fetch(`${lb}/api/posts`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${admin.token}` },
          body: form,
        }).catch(() => null);
        samples.push({
          status: res?.status ?? 0,
          ms: performance.now() - started,
          backend: res?.headers.get(BACKEND_HEADER) ?? null,
          balancerError: res?.headers.get(BALANCER_ERROR_HEADER) ?? null,
        });
        if (res?.status === 201) acked.posts.push(((await res.json()) as { id: number }).id);
        else await res?.body?.cancel();
      }),
      loop(async (n) => {
        // A new buyer each time: one paid post, checked out, its test payment confirmed on two servers at once.
        const buyer = new ApiClient(lb);
        const account = { username: `${TAG}_b${n}`, email: `${TAG}_b${n}@example.test`, password: strongPassword() };
        if ((await call('POST', '/api/register', { body: account })).status !== 201) return;
        await verify(account.email);
        const login = await call('POST', '/api/login', { body: { email: account.email, password: account.password } });
        if (login.status !== 200) return;
        buyer.token = (login.body as { token: string }).token;
        if (
          (await call('POST', '/api/cart/posts', { token: buyer.token, body: { postId: paid[n % paid.length] } }))
            .status >= 300
        )
          return;
        const started = await call('POST', '/api/checkout', { token: buyer.token });
        if (started.status >= 300) return;
        const { orderId, sessionId } = started.body as { orderId: number; sessionId: string };
        const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
        const live = servers
          .filter((server) => server.child.exitCode === null && server.child.signalCode === null)
          .slice(0, 2);
        const results = await Promise.all(
          live.map((server) =>
            call('POST', `/api/checkout/test/${sessionId}/pay`, {
              token: buyer.token,
              body: card,
              base: server.baseUrl,
            }),
          ),
        );
        if (results.some((res) => res.status >= 200 && res.status < 300)) acked.orders.push(orderId);
        acked.doublePayments.push(results.map((res) => res.status));
      }),
    ];

    // A publish at a third of the load, on the first server.
    const publish = (async () => {
      await clientPause((LOAD_SECONDS * 1000) / 3);
      const first = new ApiClient(servers[0]!.baseUrl);
      await first.login('admin@hdx.test', PASSWORD);
      const { body } = await first.send('POST', '/api/rebuilds');
      const id = (body as { id: number }).id;
      let status = '';
      await eventually(
        'the publish ended',
        async () => {
          status = ((await first.send('GET', `/api/rebuilds/${id}`)).body as { status: string }).status;
          return status === 'succeeded' || status === 'failed';
        },
        600_000,
      );
      return status;
    })();
    // The third server killed with -9 half-way, and started again.
    const killedPort = envs[2]!.PORT!;
    let killedOutput = '';
    const kill = (async () => {
      await clientPause((LOAD_SECONDS * 1000) / 2);
      servers[2]!.child.kill('SIGKILL');
      await new Promise((resolve) => servers[2]!.child.once('exit', resolve));
      killedOutput = servers[2]!.output();
      servers[2] = await startServer(envs[2]!);
      await waitFor(servers[2], `${servers[2].baseUrl}/api`, (res) => res.status === 200, 180_000);
    })();
    await Promise.all(workers);
    stopped = true;
    await kill;
    expect(await publish).toBe('succeeded');

    // Figures.
    const byStatus: Record<string, number> = {};
    for (const sample of samples)
      byStatus[sample.balancerError ?? sample.status] = (byStatus[sample.balancerError ?? sample.status] ?? 0) + 1;
    const perServer = Object.fromEntries(
      [...new Set(samples.map((s) => s.backend).filter((b): b is string => b !== null))].map((port) => {
        const mine = samples.filter((s) => s.backend === port);
        return [port, { requests: mine.length, p99ms: p99(mine.map((s) => s.ms)) }];
      }),
    );
    console.log(
      `cluster load (${LOAD_SECONDS} s, 3 servers, killed :${killedPort}): ${samples.length} requests; by status ${JSON.stringify(byStatus)}; ` +
        `per server ${JSON.stringify(perServer)}; balancer retried ${balancer.stats.retried}, cut ${JSON.stringify(balancer.stats.cut)}; ` +
        `acknowledged: ${acked.likes.length} likes, ${acked.ratings.length} ratings, ${[...acked.views.values()].reduce((a, b) => a + b, 0)} views, ` +
        `${acked.posts.length} posts, ${acked.orders.length} orders (${acked.doublePayments.length} confirmed on two servers at once, answers ${JSON.stringify(countBy(acked.doublePayments.map((pair) => pair.join('+'))))}), ${acked.signIns} sign-ins`,
    );

    // No 5xx but the requests the kill cut off (on the killed server), and no request lost by the balancer otherwise.
    const errors = samples.filter((s) => s.status >= 500 || s.status === 0);
    const notTheKill = errors.filter(
      (s) => !(s.balancerError === 'connection-lost' && s.backend === killedPort) && s.status !== 0,
    );
    const warnings = () =>
      [killedOutput, ...servers.map((server) => server.output())].map((out) => out.slice(-4000)).join('\n');
    expect(notTheKill, `answers 5xx beside the kill; what the servers logged:\n${warnings()}`).toEqual([]);
    const cutAnswers = samples.filter((s) => s.status === 0).length;
    expect(cutAnswers).toBeLessThanOrEqual(Object.values(balancer.stats.cut).reduce((a, b) => a + b, 0));
    expect(Object.keys(balancer.stats.cut).every((port) => port === killedPort)).toBe(true);
    // The confirmations sent to two servers at once: one pays, the other is told it is paid (never a 5xx).
    expect(acked.doublePayments.flat().filter((status) => status >= 500)).toEqual([]);
    expect(acked.likes.length).toBeGreaterThan(0);
    expect(acked.posts.length).toBeGreaterThan(0);
    expect(acked.orders.length).toBeGreaterThan(0);

    // Every acknowledged write is in the database.
    const postRows = await sql<{ id: number }[]>`select id from posts where id in ${sql(acked.posts)}`;
    expect(postRows.length).toBe(acked.posts.length);
    const likeRows = await sql<
      { user_id: number; post_id: number }[]
    >`select user_id, post_id from likes where post_id in ${sql(targets)}`;
    const likeSet = new Set(likeRows.map((row) => `${row.user_id}:${row.post_id}`));
    expect(acked.likes.filter((like) => !likeSet.has(`${like.userId}:${like.postId}`))).toEqual([]);
    const ratingRows = await sql<
      { user_id: number; post_id: number }[]
    >`select user_id, post_id from ratings where post_id in ${sql(targets)}`;
    const ratingSet = new Set(ratingRows.map((row) => `${row.user_id}:${row.post_id}`));
    expect(acked.ratings.filter((rating) => !ratingSet.has(`${rating.userId}:${rating.postId}`))).toEqual([]);
    // Like and view counts equal the acknowledged requests, plus at most those whose answer the
    // kill cut off (committed or not before it: the client cannot know).
    for (const row of await sql<{ id: number; likes: number; views: number }[]>`
      select id, views, (select count(*)::int from likes l where l.post_id = p.id) as likes from posts p where id in ${sql(targets)}`) {
      const before = countsBefore.get(row.id)!;
      const likes = acked.likes.filter((like) => like.postId === row.id).length;
      const doubtfulLikes = inDoubt.likes.filter((like) => like.postId === row.id).length;
      expect(row.likes - before.likes, `likes of post ${row.id}`).toBeGreaterThanOrEqual(likes);
      expect(row.likes - before.likes, `likes of post ${row.id}`).toBeLessThanOrEqual(likes + doubtfulLikes);
      const views = acked.views.get(row.id) ?? 0;
      expect(row.views - before.views, `views of post ${row.id}`).toBeGreaterThanOrEqual(views);
      expect(row.views - before.views, `views of post ${row.id}`).toBeLessThanOrEqual(
        views + (inDoubt.views.get(row.id) ?? 0),
      );
    }
    // Each order fulfilled once: paid, one access grant per line, one paid confirmation of the two.
    const orders = await sql<{ id: number; status: string; lines: number; grants: number }[]>`
      select o.id, o.status,
        (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
        (select count(*)::int from access_grants g where g.order_id = o.id) as grants
      from orders o where o.id in ${sql(acked.orders)}`;
    expect(orders.length).toBe(acked.orders.length);
    expect(orders.filter((order) => order.status !== 'paid' || order.grants !== order.lines)).toEqual([]);

    // After the load every server answers the same data for the same address.
    const urls = [
      '/api/posts?itemsPerPage=12',
      ...targets.map((id) => `/api/posts/${id}`),
      `/api/posts/${acked.posts.at(-1)}`,
    ];
    await eventually(
      'every server answers the same',
      async () => {
        for (const url of urls) {
          const bodies = await Promise.all(
            servers.map(async (server) => JSON.stringify((await call('GET', url, { base: server.baseUrl })).body)),
          );
          if (new Set(bodies).size !== 1) return false;
        }
        return true;
      },
      10_000,
    );
    // And shows the same published content: a publish that ended near the end of the load reaches
    // every server within the follower's 5 s (or at once over Redis).
    // Each server's pages name its own address (its PUBLIC_URL): the rest is the same.
    const pageOf = async (server: ServerProcess) =>
      (await (await fetch(`${server.baseUrl}/news`)).text()).replaceAll(new URL(server.baseUrl).port, '<port>');
    await eventually(
      'every server shows the same published content',
      async () => new Set(await Promise.all(servers.map(pageOf))).size === 1,
      10_000,
    );
  }, 900_000);
});
