import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, PostStream, VideoUpload } from '../../src/contract';
import { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { binaryPath } from '../../src/server/lib/binaries';
import { ApiClient, eventually } from '../support/api-client';
import { startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';

/**
 * The worker's process is killed (kill -9) in the middle of a transcode, on the PGlite default:
 * the restarted server's queue sees the job's heartbeat stop, retries it, and the video ends up
 * transcoded by one completed job. Real ffmpeg, real pg-boss, the production bundle.
 */
const PASSWORD = 'Kill-Nine-Transcode-1';
let dataDir: string;
let server: ServerProcess | null = null;
let postId: number;
const seen: PostStream['status'][] = [];

const env = () => ({
  DATA_DIR: dataDir,
  SITE_BUILD: 'never',
  SEED: 'none',
  TRUST_PROXY: '1',
  HDX_ADMIN_PASSWORD: PASSWORD,
  HDX_DEMO_PASSWORD: PASSWORD,
  TRANSCODE_WORKER: 'true',
  // The killed worker's job is failed after 10 s of silence and retried a second later (30 s and
  // 30 s by default): the test waits on the retry, not on the defaults.
  TRANSCODE_HEARTBEAT_SECONDS: '10',
  TRANSCODE_RETRY_DELAY_SECONDS: '1',
});

async function streamOf(base: string): Promise<PostStream | null> {
  const res = await fetch(`${base}/api/posts/${postId}`).catch(() => null);
  if (!res?.ok) return null;
  const stream = ((await res.json()) as PostDetail).stream;
  if (stream && seen.at(-1) !== stream.status) seen.push(stream.status);
  return stream;
}

/**
 * The ffmpeg processes the killed server left behind for this post (they would run on to the end):
 * those reading this test's DATA_DIR only. Other test runs on the machine transcode posts of the
 * same id at the same time (each database numbers its posts from 1), and killing theirs made one of
 * their attempts fail.
 */
function orphanedFfmpeg(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return (
          args.some((arg) => arg.includes(`hdx-transcode-${postId}-`)) && args.some((arg) => arg.startsWith(dataDir))
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('kill -9 of the worker mid-transcode, then a restart on the same DATA_DIR', () => {
  beforeAll(async () => {
    await buildServerOnce();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-transcode-kill9-'));
    const clip = path.join(dataDir, 'clip.mp4');
    execFileSync(binaryPath('ffmpeg'), [
      ...['-v', 'error', '-threads', '2', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=20'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', clip],
    ]);

    const first = await startServer(env());
    await waitFor(first, `${first.baseUrl}/api`, (res) => res.ok, 180_000);
    const admin = new ApiClient(first.baseUrl);
    await admin.login('admin@hdx.test', PASSWORD);
    const upload = (await admin.send('GET', '/api/generate-presigned-url')).body as VideoUpload;
    const signed = new URL(upload.url);
    const put = await fetch(`${first.baseUrl}${signed.pathname}${signed.search}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: fs.readFileSync(clip),
    });
    expect(put.status).toBe(201);
    const form = new FormData();
    form.append('title', 'Killed worker');
    form.append('videoKey', upload.key);
    const created = await admin.send('POST', '/api/posts', form);
    expect(created.status).toBe(201);
    postId = (created.body as { id: number }).id;

    await eventually(
      'the transcode is under way',
      async () => {
        const stream = await streamOf(first.baseUrl);
        return stream?.status === 'processing' && stream.progress > 0;
      },
      180_000,
    );
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    for (const pid of orphanedFfmpeg()) process.kill(pid, 'SIGKILL');

    server = await startServer(env());
    await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 180_000);
    await eventually(
      'the retried transcode is ready',
      async () => (await streamOf(server!.baseUrl))?.status === 'ready',
      300_000,
    );
  }, 720_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries the job whose worker died and finishes it once', async () => {
    const stream = await streamOf(server!.baseUrl);
    expect(stream).toMatchObject({ status: 'ready', progress: 100, hlsUrl: `/api/media/hls/${postId}/master.m3u8` });
    expect(stream!.renditions.map((r) => r.height)).toEqual([360, 720]);
    expect(seen).toContain('processing');
    expect(seen.at(-1)).toBe('ready');
    const master = await fetch(`${server!.baseUrl}/api/media/hls/${postId}/master.m3u8`);
    expect(await master.text()).toContain('720p/index.m3u8');

    await server!.stop();
    server = null;
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const jobs = rowsOf<{ state: string; retry_count: number }>(
        await database.db.execute(
          sql`select state, retry_count from pgboss.job where name = 'transcode' and singleton_key = ${`post-${postId}`}`,
        ),
      );
      // One job: its first attempt died with the worker, the retry completed it.
      expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await database.close();
    }
  });
});
