import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { binaryPath } from '../../src/server/lib/binaries';
import { UNREADABLE_VIDEO } from '../../src/server/services/video/containers';
import { videoKeyOfTusUpload } from '../../src/server/services/uploads/video-keys';
import { createTestApp, type TestApp } from '../support/test-app';
import { uploaded } from '../support/transcode-helpers';
import { actor, json, sendForm, type Actor } from './content-helpers';
import { createUpload, patchUpload } from './tus-helpers';

/**
 * What phones and cameras make is taken, checked by ffprobe (a video stream, a duration) rather
 * than by its name or the MP4 signature: MOV, WebM, MKV and M4V through tus and through the
 * signed PUT; what ffmpeg cannot read (a still picture, bytes that only start like a video) is
 * refused with words that say what to choose.
 */
let t: TestApp;
let alice: Actor;
let work: string;
const files: Record<string, Buffer> = {};

/** 1 s of 320×180 picture with sound, in the container (and codecs) each kind of device writes. */
const FORMATS: Record<string, string[]> = {
  'clip.mov': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mov'],
  'clip.m4v': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'ipod'],
  'clip.webm': ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', '-f', 'webm'],
  'clip.mkv': ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'matroska'],
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-upload-formats-'));
  for (const [name, args] of Object.entries(FORMATS)) {
    const file = path.join(work, name);
    execFileSync(binaryPath('ffmpeg'), [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-pix_fmt', 'yuv420p', ...args, '-y', file],
    ]);
    files[name] = fs.readFileSync(file);
  }
  execFileSync(binaryPath('ffmpeg'), [
    ...[
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180',
      '-frames:v',
      '1',
      '-y',
      path.join(work, 'still.png'),
    ],
  ]);
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const postOf = (videoKey: string, title: string) => sendForm(t, 'POST', '/api/posts', { title, videoKey }, alice.token);

async function tusUpload(bytes: Buffer) {
  const { url, id } = await createUpload(t, alice, bytes.length);
  return { id, finished: await patchUpload(t, alice, url, 0, bytes) };
}

describe.each(Object.keys(FORMATS))('a %s', (name) => {
  it('is taken through tus and becomes a post with its duration', async () => {
    const { id, finished } = await tusUpload(files[name]!);
    expect(finished.status).toBe(204);
    const created = await postOf(id, `Through tus: ${name}`);
    expect(created.status).toBe(201);
    expect((await json<Post>(created)).durationSeconds).toBe(1);
  });

  it('is taken through the signed PUT', async () => {
    const created = await postOf(await uploaded(t, alice, files[name]!), `Through PUT: ${name}`);
    expect(created.status).toBe(201);
  });
});

describe('a file ffmpeg cannot read as a video', () => {
  it('is refused at the end of its tus upload, in words, and removed', async () => {
    const png = fs.readFileSync(path.join(work, 'still.png'));
    const { id, finished } = await tusUpload(png);
    expect(finished.status).toBe(422);
    expect(await finished.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { file: [UNREADABLE_VIDEO] },
    });
    expect(await t.deps.storage.stat(videoKeyOfTusUpload(id)!)).toBeNull();
  });

  it('is refused when it only starts like a WebM (422 at the post) and removed', async () => {
    const fake = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]);
    const key = await uploaded(t, alice, fake);
    const refused = await postOf(key, 'Not really a WebM');
    expect(refused.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors.videoKey).toEqual([UNREADABLE_VIDEO]);
    expect(await t.deps.storage.stat(key)).toBeNull();
  });
});
