import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import type { Actor } from './content-helpers';

/** Helpers of the tus upload tests (not a test file itself). */

export const TUS = { 'Tus-Resumable': '1.0.0' };

export function tusCall(
  t: TestApp,
  method: string,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
  body?: BodyInit,
) {
  return Promise.resolve(
    t.app.request(url, {
      method,
      headers: { ...TUS, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { body, duplex: 'half' }),
    } as RequestInit),
  );
}

export async function createUpload(t: TestApp, user: Actor, length: number) {
  const res = await tusCall(t, 'POST', '/api/uploads', user.token, { 'Upload-Length': String(length) });
  expect(res.status).toBe(201);
  const location = res.headers.get('Location')!;
  expect(location).toMatch(/^\/api\/uploads\/u\d+-[A-Za-z0-9_-]{22}$/);
  return { url: location, id: location.split('/').pop()! };
}

export const patchUpload = (
  t: TestApp,
  user: Actor,
  url: string,
  offset: number,
  body: Buffer | ReadableStream<Uint8Array>,
) =>
  tusCall(
    t,
    'PATCH',
    url,
    user.token,
    { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  );
