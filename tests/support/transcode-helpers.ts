import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Post, PostDetail, PostStream, VideoUpload } from '../../src/contract';
import { binaryPath } from '../../src/server/lib/binaries';
import type { Transcodes } from '../../src/server/services/transcode/queue';
import { actor, json, sendForm, type Actor } from '../api/content-helpers';
import { connectSeller } from './factories';
import { pollUntil } from './poll';
import { createTestApp, type TestApp } from './test-app';
import { openTestTranscodes } from './transcodes';

const CLIPS = path.resolve(import.meta.dirname, '../../node_modules/.cache/hdx-tests/clips');

/**
 * An H.264 MP4 with a tone made with ffmpeg (testsrc2 + sine), rather than stored; its bytes,
 * also written to `file`. The same clip from the same ffmpeg is made once and kept (the API tests
 * run twice in CI, and two files ask for the same 10 s 720p clip).
 */
export function makeClip(file: string, { seconds, size, rate = 25 }: { seconds: number; size: string; rate?: number }) {
  const ffmpeg = binaryPath('ffmpeg');
  const stat = fs.statSync(ffmpeg);
  const key = createHash('sha256')
    .update(JSON.stringify([ffmpeg, stat.size, stat.mtimeMs, seconds, size, rate]))
    .digest('hex');
  const kept = path.join(CLIPS, `${key.slice(0, 16)}.mp4`);
  if (!fs.existsSync(kept)) {
    fs.mkdirSync(CLIPS, { recursive: true });
    const partial = `${kept}.${process.pid}.mp4`;
    execFileSync(ffmpeg, [
      ...[
        '-v',
        'error',
        '-threads',
        '2',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', '-y', partial],
    ]);
    fs.renameSync(partial, kept);
  }
  fs.copyFileSync(kept, file);
  return fs.readFileSync(file);
}

/** Uploads `video` with a presigned address as `who` and makes a post of it (a 201 expected). */
export async function postWithVideo(t: TestApp, who: Actor, video: Buffer, fields: Record<string, string>) {
  const created = await sendForm(
    t,
    'POST',
    '/api/posts',
    { ...fields, videoKey: await uploaded(t, who, video) },
    who.token,
  );
  expect(created.status).toBe(201);
  return json<Post>(created);
}

/** The key of `video` uploaded with a presigned address as `who`. */
export async function uploaded(t: TestApp, who: Actor, video: Buffer): Promise<string> {
  const upload = await json<VideoUpload>(await t.call('GET', '/api/generate-presigned-url', { token: who.token }));
  const put = await t.app.request(upload.url.replace(t.deps.env.PUBLIC_URL, ''), {
    method: 'PUT',
    headers: { 'Content-Type': 'video/mp4' },
    body: new Uint8Array(video),
  });
  expect(put.status).toBe(201);
  return upload.key;
}

const streamOf = async (t: TestApp, id: number) =>
  (await json<PostDetail>(await t.call('GET', `/api/posts/${id}`))).stream!;

/** Reads the post's stream until `done` holds, noting every state seen on the way. */
export function waitForStream(
  t: TestApp,
  id: number,
  done: (stream: PostStream) => boolean,
  seen: PostStream[] = [],
  giveUpMs = 180_000,
) {
  const look = async () => {
    const stream = await streamOf(t, id);
    const last = seen.at(-1);
    if (!last || last.status !== stream.status || last.progress !== stream.progress) seen.push(stream);
    return done(stream) && stream;
  };
  return pollUntil(`the stream of post ${id} is done`, look, { timeoutMs: giveUpMs, intervalMs: 100 });
}

/** The ffmpeg processes this test process started for a post (their arguments name its work folder). */
/**
 * The transcode jobs of a post as [state, retries], once none is waiting or running: a stream says
 * ready or failed inside its attempt, and the queue records the job completed only after the attempt returns.
 */
export function jobsWhenOver(transcodes: Pick<Transcodes, 'history'>, postId: number) {
  return pollUntil(`the transcode jobs of post ${postId} are over`, async () => {
    const jobs = (await transcodes.history(postId)).map((job) => [job.state, job.retryCount] as const);
    return jobs.every(([state]) => state !== 'active' && state !== 'created' && state !== 'retry') && jobs;
  });
}

export function ffmpegOf(postId: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // This process's own children only: test files run side by side in other workers, each
        // with its own database whose post ids start at 1 too.
        const stat = fs.readFileSync(path.join('/proc', pid, 'stat'), 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== process.pid) return false;
        const args = fs.readFileSync(path.join('/proc', pid, 'cmdline'), 'utf8').split('\0');
        return args.some((arg) => arg.includes(`hdx-transcode-${postId}-`)) && args.includes('-progress');
      } catch {
        return false;
      }
    })
    .map(Number);
}

export interface TranscodeFixture {
  t: TestApp;
  transcodes: Transcodes;
  /** A seller with a connected account: posts free and paid videos. */
  alice: Actor;
  bob: Actor;
  admin: Actor;
  /** 10 s of 1280×720 H.264 with a tone. */
  clip: Buffer;
  /** 2 s of 1280×720: the same two renditions at a fifth of the work, for tests that only need a ladder. */
  shortClip: Buffer;
  /** The file of a stored key. */
  stored: (key: string) => string;
  close: () => Promise<void>;
}

/** A test app with its transcode queue on its own database (no worker until `transcodes.startWorker`), three members and two clips. */
export async function transcodeFixture(): Promise<TranscodeFixture> {
  const t = await createTestApp();
  const alice = await actor(t, 'ROLE_USER', { seller: true });
  await connectSeller(t.deps.db, alice.id);
  const bob = await actor(t);
  const admin = await actor(t, 'ROLE_ADMIN');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-transcode-test-'));
  const clip = makeClip(path.join(work, 'clip.mp4'), { seconds: 10, size: '1280x720' });
  const shortClip = makeClip(path.join(work, 'short.mp4'), { seconds: 2, size: '1280x720' });
  const transcodes = await openTestTranscodes(t);
  t.deps.transcodes = transcodes;
  return {
    t,
    transcodes,
    alice,
    bob,
    admin,
    clip,
    shortClip,
    stored: (key) => path.join(t.dataDir, 'uploads', key),
    async close() {
      await t.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
