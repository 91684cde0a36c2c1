import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tusUploads } from '../../src/server/db/schema';
import { sweepOrphanUploads } from '../../src/server/services/uploads/orphan-sweeper';
import { TUS_FOLDER } from '../../src/server/services/uploads/tus-store';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, type Actor } from './content-helpers';

/**
 * Quotas on unfinished resumable uploads (issue 27 §3): how many a member holds, how many
 * bytes they declare (administrators included), how many they start an hour; counted in the
 * database under the member's lock, freed when an upload is finished, terminated or swept.
 */
const MAX = 32 * 1024 * 1024;
const PER_HOUR = 8;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ VIDEO_MAX_BYTES: String(MAX), UPLOAD_MAX_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

function tus(method: string, url: string, who: Actor, headers: Record<string, string> = {}, body?: Buffer) {
  return Promise.resolve(
    t.app.request(url, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${who.token}`, ...headers },
      ...(body ? { body: new Uint8Array(body) } : {}),
    }),
  );
}

const start = (who: Actor, length: number) => tus('POST', '/api/uploads', who, { 'Upload-Length': String(length) });

async function started(who: Actor, length = 1000): Promise<string> {
  const res = await start(who, length);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.headers.get('Location')!.split('/').pop()!;
}

const tusFiles = () =>
  fs.existsSync(path.join(t.dataDir, TUS_FOLDER)) ? fs.readdirSync(path.join(t.dataDir, TUS_FOLDER)) : [];
const rowsOf = (who: Actor) => t.deps.db.select().from(tusUploads).where(eq(tusUploads.userId, who.id));

describe('unfinished uploads per member (UPLOAD_MAX_UNFINISHED = 3)', () => {
  it('refuses a fourth with 429 and a message saying what to do, and creates nothing', async () => {
    const member = await actor(t);
    for (let i = 0; i < 3; i += 1) await started(member);
    const files = tusFiles();
    const res = await start(member, 1000);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      message: 'You already have 3 unfinished uploads: finish or discard one before starting another',
    });
    expect(tusFiles()).toEqual(files);
    expect(await rowsOf(member)).toHaveLength(3);
    // Another member is not held back by this one.
    await started(await actor(t));
  });

  it('frees a slot when an upload is terminated, finished (or refused) or swept', async () => {
    const member = await actor(t);
    const [first, second] = [await started(member), await started(member)];
    const video = demoVideo();
    const toFinish = await started(member, video.length);
    expect((await start(member, 10)).status).toBe(429);

    expect((await tus('DELETE', `/api/uploads/${first}`, member)).status).toBe(204);
    const replacement = await started(member);
    expect((await start(member, 10)).status).toBe(429);

    const finished = await tus(
      'PATCH',
      `/api/uploads/${toFinish}`,
      member,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      video,
    );
    expect(finished.status).toBe(204);
    const afterFinish = await started(member);
    expect((await start(member, 10)).status).toBe(429);

    // A day later the sweep removes the unfinished ones, bytes and slots alike.
    await sweepOrphanUploads(t.deps, 24 * 60 * 60 * 1000, Date.now() + 25 * 60 * 60 * 1000);
    for (const id of [second, replacement, afterFinish]) expect(tusFiles()).not.toContain(id);
    expect((await rowsOf(member)).filter((row) => row.endedAt === null)).toEqual([]);
  });

  it('gives the last slot to one of several creations at the same time', async () => {
    const member = await actor(t);
    await started(member);
    await started(member);
    const answers = await Promise.all(Array.from({ length: 4 }, () => start(member, 1000)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 429, 429, 429]);
    expect((await rowsOf(member)).filter((row) => row.endedAt === null)).toHaveLength(3);
  });
});

describe('bytes declared by unfinished uploads (UPLOAD_MAX_UNFINISHED_BYTES = 2 × VIDEO_MAX_BYTES)', () => {
  it('refuses an administrator too, with 413, until an upload is discarded', async () => {
    const admin = await actor(t, 'ROLE_ADMIN');
    const big = await started(admin, MAX);
    await started(admin, MAX - 10);
    const res = await start(admin, 11);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      message: 'Error 413: Payload too large',
      errors: {
        file: [
          `Your unfinished uploads may reserve ${2 * MAX} bytes in all: finish or discard one before starting another`,
        ],
      },
    });
    expect(await rowsOf(admin)).toHaveLength(2);
    await started(admin, 10);
    expect((await tus('DELETE', `/api/uploads/${big}`, admin)).status).toBe(204);
    await started(admin, MAX - 10);
  });

  it('counts a deferred length as the largest file', async () => {
    const member = await actor(t);
    await started(member, MAX);
    const res = await tus('POST', '/api/uploads', member, { 'Upload-Defer-Length': '1' });
    expect(res.status).toBe(201);
    expect((await start(member, 1)).status).toBe(413);
  });
});

describe('uploads started per hour (UPLOAD_MAX_PER_HOUR)', () => {
  it('refuses one more within the hour with 429 and Retry-After, terminated ones counted', async () => {
    const member = await actor(t);
    for (let i = 0; i < PER_HOUR; i += 1) {
      const id = await started(member);
      expect((await tus('DELETE', `/api/uploads/${id}`, member)).status).toBe(204);
    }
    const res = await start(member, 1000);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await res.json()).toMatchObject({
      message: `You started ${PER_HOUR} uploads in the last hour: try again in 60 minutes`,
    });
  });
});
