import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FailedTranscodeList } from '../../src/contract';
import { Jobs } from '../../src/server/services/jobs';
import { startTranscoding } from '../../src/server/services/transcode';
import type { Transcodes } from '../../src/server/services/transcode/queue';
import { makeClip, postWithVideo, waitForStream } from '../support/transcode-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

/**
 * Every server opens the transcode queue as `main.ts` starts it, a worker or not: a video posted
 * through a server that does not transcode (TRANSCODE_WORKER off) is queued there and transcoded
 * by the next server that does; the first one's administrators list the failed transcodes.
 */
let t: TestApp;
let alice: Actor;
let admin: Actor;
let work: string;
let clip: Buffer;
/** The transcoding of each server started, on its own job queue. */
const servers: { transcodes: Transcodes; jobs: Jobs }[] = [];
async function server({ worker }: { worker: boolean }): Promise<Transcodes> {
  const jobs = await Jobs.open(t.deps.database, t.deps.logger);
  const transcodes = await startTranscoding(t.deps, jobs, { worker });
  servers.push({ transcodes, jobs });
  return transcodes;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-transcode-servers-'));
  clip = makeClip(path.join(work, 'clip.mp4'), { seconds: 2, size: '640x360' });
}, 120_000);

afterAll(async () => {
  for (const { transcodes, jobs } of servers) {
    transcodes.stop();
    await jobs.stop(1000);
  }
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

vi.setConfig({ testTimeout: 200_000 });

it('a server without the worker queues the post’s transcode, lists failures, and a worker’s server transcodes it', async () => {
  const web = await server({ worker: false });
  t.deps.transcodes = web;
  const post = await postWithVideo(t, alice, clip, { title: 'Posted through a web server' });
  expect((await web.history(post.id)).map((job) => job.state)).toEqual(['created']);
  const failed = await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token });
  expect(failed.status).toBe(200);
  expect((await json<FailedTranscodeList>(failed)).items).toEqual([]);

  // Another server: its own queue on the same database.
  await server({ worker: true });
  const ready = await waitForStream(t, post.id, (stream) => stream.status === 'ready' || stream.status === 'failed');
  expect(ready.status).toBe('ready');
});
