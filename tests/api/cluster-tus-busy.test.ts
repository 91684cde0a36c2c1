import { Redis } from 'ioredis';
import { Upload, type DetailedError } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS, retriedAtOnce } from '../../src/lib/api/tus-retry';
import { TUS_MESSAGES } from '../../src/server/services/uploads/tus-server';
import { videoKeyOfTusUpload } from '../../src/server/services/uploads/video-keys';
import { REDIS_URL, redisReachable } from '../support/cluster-services';
import { serveTestApp, type Listening } from '../support/listen';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, type Actor } from './content-helpers';

/**
 * Issue 27 §5: a server died holding an upload's lock (its Redis key stays until it lapses).
 * The next request waits TUS_LOCK_WAIT_SECONDS, then answers 423 with Retry-After, not a 500;
 * the add-post page's tus client, with its own retry policy, asks again and finishes the upload.
 */
describe.runIf(await redisReachable())('an upload whose lock a dead server still holds', () => {
  let t: TestApp;
  let served: Listening;
  let origin: string;
  let alice: Actor;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL, TUS_LOCK_WAIT_SECONDS: '1', VIDEO_MAX_BYTES: String(8 * 1024 * 1024) });
    served = await serveTestApp(t);
    origin = served.origin;
    alice = await actor(t);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await served.close();
    await t.close();
  });

  const tus = (method: string, url: string, headers: Record<string, string> = {}, body?: Uint8Array<ArrayBuffer>) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${alice.token}`, ...headers },
      ...(body ? { body } : {}),
    });

  it('answers 423 with Retry-After, and the page’s client retries until the upload is finished', async () => {
    const video = demoVideo();
    const created = await tus('POST', '/api/uploads', { 'Upload-Length': String(video.length) });
    expect(created.status).toBe(201);
    const url = created.headers.get('Location')!;
    const id = url.split('/').pop()!;
    const first = await tus(
      'PATCH',
      url,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      new Uint8Array(video.subarray(0, 1000)),
    );
    expect(first.status).toBe(204);

    // What a server that died mid-request leaves: its lock, renewed no more.
    await redis.set(`hdx:tus-lock:${id}`, 'dead-server', 'PX', 60_000);
    const busy = await tus('HEAD', url);
    expect(busy.status).toBe(423);
    expect(busy.headers.get('Retry-After')).toBe('5');
    const patched = await tus(
      'PATCH',
      url,
      { 'Upload-Offset': '1000', 'Content-Type': 'application/offset+octet-stream' },
      new Uint8Array(video.subarray(1000, 2000)),
    );
    expect(patched.status).toBe(423);
    expect(await patched.json()).toMatchObject({ message: TUS_MESSAGES.busy });

    const statuses: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(video, {
        uploadUrl: `${origin}${url}`,
        headers: { Authorization: `Bearer ${alice.token}` },
        retryDelays: RETRY_DELAYS,
        onShouldRetry: (error) => {
          const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
          statuses.push(status);
          // The dead server's lock lapses (as its 60 s run out) once the client has been told to wait.
          if (status === 423) void redis.del(`hdx:tus-lock:${id}`);
          return retriedAtOnce(status);
        },
        onSuccess: () => resolve(),
        onError: reject,
      });
      upload.start();
    });
    expect(statuses[0]).toBe(423);
    // Finished: the whole video is at its key (the upload itself is gone).
    expect((await t.deps.storage.stat(videoKeyOfTusUpload(id)!))?.size).toBe(video.length);
  });
});
