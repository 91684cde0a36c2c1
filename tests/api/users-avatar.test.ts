import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, userRow } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#9f1239' } })
    .withExif({ IFD0: { Copyright: 'secret-gps-and-camera' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const imageBlob = (bytes: Buffer, type = '') => new Blob([new Uint8Array(bytes)], { type });

type Body = { fileUrl?: string | null; message?: string; errors?: Record<string, string[]> };

function upload(userId: number, token: string | undefined, file: Blob | string | null, field = 'file') {
  const form = new FormData();
  if (file instanceof Blob) form.append(field, file, 'avatar.jpg');
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return Promise.resolve(t.app.request(`/api/users/${userId}/image`, { method: 'POST', body: form, headers }));
}

describe('POST /api/users/{id}/image', () => {
  it('answers 200 with the new fileUrl: a 256 px square WebP without metadata, served by the API', async () => {
    const user = await signedInUser(t);
    const res = await upload(user.id, user.token, imageBlob(png, 'image/jpeg'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.fileUrl).toMatch(/^\/api\/media\/images\/avatars\/[\w-]+\.webp$/);
    expect((await userRow(t, user.id))!.fileUrl).toBe(body.fileUrl);

    const served = await t.call('GET', body.fileUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-gps-and-camera'))).toBe(false);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const user = await signedInUser(t);
    const first = ((await (await upload(user.id, user.token, imageBlob(png))).json()) as Body).fileUrl!;
    const second = ((await (await upload(user.id, user.token, imageBlob(png))).json()) as Body).fileUrl!;
    expect(second).not.toBe(first);
    expect((await t.call('GET', first)).status).toBe(404);
    expect((await t.call('GET', second)).status).toBe(200);
  });

  it('accepts the field names image and avatar too', async () => {
    const user = await signedInUser(t);
    expect((await upload(user.id, user.token, imageBlob(png), 'image')).status).toBe(200);
    expect((await upload(user.id, user.token, imageBlob(png), 'avatar')).status).toBe(200);
  });

  it.each([
    ['an SVG (even sent as PNG)', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a text file', 'just some text that is not an image at all'],
    ['a truncated PNG', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0'],
  ])('refuses %s with 400 and keeps the avatar', async (_case, content) => {
    const user = await signedInUser(t, { fileUrl: '/images/keep.webp' });
    const res = await upload(user.id, user.token, new Blob([content], { type: 'image/png' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.message).toBe('Error 400: Invalid input');
    expect(body.errors?.file?.[0]).toMatch(/SVG is refused|could not be read/);
    expect((await userRow(t, user.id))!.fileUrl).toBe('/images/keep.webp');
  });

  it('refuses an image over 40 megapixels with 400 saying so, and keeps the avatar', async () => {
    const user = await signedInUser(t, { fileUrl: '/images/keep.webp' });
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(user.id, user.token, imageBlob(huge, 'image/png'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors?.file).toEqual(['The image is too large: at most 40 megapixels']);
    expect((await userRow(t, user.id))!.fileUrl).toBe('/images/keep.webp');
  });

  it('answers 400 without a file and 415 for a JSON body', async () => {
    const user = await signedInUser(t);
    const none = await upload(user.id, user.token, null);
    expect(none.status).toBe(400);
    expect(((await none.json()) as Body).errors).toEqual({ file: ['Choose an image file'] });
    expect(
      (await t.call('POST', `/api/users/${user.id}/image`, { token: user.token, json: { file: 'x' } })).status,
    ).toBe(415);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const user = await signedInUser(t);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 100_000)]);
    const res = await upload(user.id, user.token, imageBlob(big));
    expect(res.status).toBe(413);
    expect(((await res.json()) as Body).message).toBe('Error 413: Payload too large');
  });

  it('answers 403 for another user, 401 for a visitor, 200 for an admin', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    expect((await upload(b.id, a.token, imageBlob(png))).status).toBe(403);
    expect((await upload(b.id, undefined, imageBlob(png))).status).toBe(401);
    expect((await userRow(t, b.id))!.fileUrl).toBeNull();
    expect((await upload(b.id, admin.token, imageBlob(png))).status).toBe(200);
  });
});
