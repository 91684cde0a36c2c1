import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyRequestDeadlines,
  requestDeadlinesFor,
  uploadDeadlineMs,
  type RequestDeadlines,
} from '../../src/server/services/uploads/request-deadlines';
import { signedInUser } from '../support/auth';
import { serveTestApp, type Listening } from '../support/listen';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoVideo, json } from './content-helpers';

/**
 * The real Node server with the deadlines scaled down so each case lasts seconds: a body
 * timeout of 2 s stands for the short one every route keeps (Node's former 300 s), and
 * uploads of up to 256 KiB must average 32 KiB/s (a deadline of 8.5 s) and never stall
 * for 3 s. The slow clients send a piece every 200 ms.
 */
const MAX_BYTES = 256 * 1024;
const deadlines: RequestDeadlines = {
  bodyTimeoutMs: 2_000,
  uploadMaxBytes: MAX_BYTES,
  uploadMinBytesPerSecond: 32 * 1024,
  uploadGraceMs: 500,
  uploadStallMs: 3_000,
  checkEveryMs: 100,
};
const EVERY_MS = 200;

let t: TestApp;
let served: Listening;
let origin: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ VIDEO_MAX_BYTES: String(MAX_BYTES) });
  served = await serveTestApp(t, (server) => applyRequestDeadlines(server, deadlines));
  origin = served.origin;
  token = (await signedInUser(t)).token;
}, 180_000);
afterAll(async () => {
  await served.close();
  await t.close();
});

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends `body` in `pieces` pieces, one every `everyMs`, stopping after `sendPieces` of
 * them (a stalled client); resolves with the answer, or status 0 when the connection
 * closed without one.
 */
function sendSlowly(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: Buffer,
  options: { pieces: number; everyMs: number; sendPieces?: number },
): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(`${origin}${pathAndQuery}`, {
      method,
      headers: { ...headers, 'Content-Length': String(body.length) },
    });
    request.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', () => {
      if (!answered) resolve({ status: 0, body: '' });
    });
    const size = Math.ceil(body.length / options.pieces);
    const sendPieces = options.sendPieces ?? options.pieces;
    let sent = 0;
    const next = () => {
      if (answered || request.destroyed) return;
      request.write(body.subarray(sent * size, (sent + 1) * size));
      sent += 1;
      if (sent === options.pieces) request.end();
      else if (sent < sendPieces) setTimeout(next, options.everyMs);
    };
    next();
  });
}

const presign = async () =>
  json<{ url: string; key: string }>(await t.call('GET', '/api/generate-presigned-url', { token }));
const localPath = (url: string) => url.replace(t.deps.env.PUBLIC_URL, '');
const uploadsOf = (key: string) => path.join(t.dataDir, 'uploads', path.dirname(key));
const stored = (key: string) => fs.existsSync(path.join(t.dataDir, 'uploads', key));
const partsLeft = (key: string) =>
  fs.existsSync(uploadsOf(key)) && fs.readdirSync(uploadsOf(key)).some((name) => name.endsWith('.part'));

describe('request deadlines', () => {
  it('size the upload deadline by VIDEO_MAX_BYTES at 1 MB/s: about 37 minutes for 2 GiB, far above 300 s', () => {
    const production = requestDeadlinesFor(2 * 1024 ** 3);
    expect(production.bodyTimeoutMs).toBe(300_000);
    expect(uploadDeadlineMs(production) / 60_000).toBeCloseTo(36.8, 1);
  });

  it('accept a slow but steady video upload that outlasts the timeout of other routes', async () => {
    const upload = await presign();
    const video = demoVideo();
    // About 4 s: twice the body timeout every other route keeps.
    const answer = await sendSlowly('PUT', localPath(upload.url), { 'Content-Type': 'video/mp4' }, video, {
      pieces: 20,
      everyMs: EVERY_MS,
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ key: upload.key, size: video.length });
    expect(stored(upload.key)).toBe(true);
  });

  it('cut any other request whose body takes longer than its short timeout (408)', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'nobody@example.com', password: 'x'.repeat(40) }));
    const answer = await sendSlowly('POST', '/api/login', { 'Content-Type': 'application/json' }, body, {
      pieces: 20,
      everyMs: EVERY_MS,
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Error 408: Request timeout' });
  });

  it('cut a stalled upload (408), keep no file of it, and log it as cut off, not as a server or database fault', async () => {
    const logged = {
      info: vi.spyOn(t.deps.logger, 'info'),
      warn: vi.spyOn(t.deps.logger, 'warn'),
      error: vi.spyOn(t.deps.logger, 'error'),
    };
    const upload = await presign();
    const answer = await sendSlowly('PUT', localPath(upload.url), { 'Content-Type': 'video/mp4' }, demoVideo(), {
      pieces: 20,
      everyMs: EVERY_MS,
      sendPieces: 3,
    });
    expect(answer.status).toBe(408);
    await vi.waitFor(() => expect(partsLeft(upload.key)).toBe(false), { timeout: 10_000 });
    expect(stored(upload.key)).toBe(false);
    await vi.waitFor(
      () => expect(logged.info).toHaveBeenCalledWith({ key: upload.key }, 'upload cut off before it was complete'),
      { timeout: 10_000 },
    );
    expect(logged.warn).not.toHaveBeenCalled();
    expect(logged.error).not.toHaveBeenCalled();
    for (const spy of Object.values(logged)) spy.mockRestore();
  });

  it('cut a steady upload slower than the minimum rate once its deadline passes (408)', async () => {
    const upload = await presign();
    // 142 KB at about 7 KB/s would need 20 s: never stalled, but far below 32 KiB/s.
    const answer = await sendSlowly('PUT', localPath(upload.url), { 'Content-Type': 'video/mp4' }, demoVideo(), {
      pieces: 100,
      everyMs: EVERY_MS,
    });
    expect(answer.status).toBe(408);
    await vi.waitFor(() => expect(partsLeft(upload.key)).toBe(false), { timeout: 10_000 });
    expect(stored(upload.key)).toBe(false);
  });
});
