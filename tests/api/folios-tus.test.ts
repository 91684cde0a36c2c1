import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folio } from '../../src/contract/folios';
import { folios, users } from '../../src/server/db/schema';
import { insertManuscript } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';
import { scan } from './folio-helpers';
import { patchUpload, tusCall } from './tus-helpers';

let t: TestApp;
let admin: Actor;
let member: Actor;
let counter = 0;
const MAX_BYTES = 2 * 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({
    FOLIO_MAX_PIXELS: '4000000',
    FOLIO_MAX_BYTES: String(MAX_BYTES),
    UPLOAD_MAX_UNFINISHED: '20',
  });
  admin = await actor(t, 'ROLE_ADMIN');
  member = await actor(t);
});
afterAll(() => t.close());

const manuscript = () => insertManuscript(t.deps.db, `Flos Duellatorum ${process.pid}-${++counter}`);
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const listed = async (manuscriptId: number) =>
  json<Folio[]>(await t.call('GET', `/api/manuscripts/${manuscriptId}/folios`));

function createScanUpload(who: Actor, fields: Record<string, string>, length: number) {
  return tusCall(t, 'POST', '/api/uploads', who.token, {
    'Upload-Length': String(length),
    'Upload-Metadata': metadata(fields),
  });
}

describe('a folio scan uploaded with tus (resumable, as videos are)', () => {
  it('in two requests, the second after a cut, becomes the folio, waiting to be tiled like a PUT scan', async () => {
    const m = await manuscript();
    const body = await scan(900, 1200, 'png');
    const created = await createScanUpload(
      admin,
      { manuscript: String(m.id), folio: '12v', filetype: 'image/png' },
      body.length,
    );
    expect(created.status).toBe(201);
    const url = created.headers.get('Location')!;
    const half = Math.floor(body.length / 2);
    expect((await patchUpload(t, admin, url, 0, body.subarray(0, half))).status).toBe(204);
    // The connection is lost: the client asks where the upload stands and sends the rest.
    const head = await tusCall(t, 'HEAD', url, admin.token);
    expect(head.headers.get('Upload-Offset')).toBe(String(half));
    expect(await listed(m.id)).toEqual([]);
    const last = await patchUpload(t, admin, url, half, body.subarray(half));
    expect(last.status).toBe(204);

    const [folio] = await listed(m.id);
    expect(folio).toMatchObject({ label: '12v', status: 'tiling' });
    const [row] = await t.deps.db.select().from(folios).where(eq(folios.manuscriptId, m.id));
    expect(row!.sourceKey).toMatch(/^folio-sources\/[A-Za-z0-9_-]+\.png$/);
    const stored = await t.deps.storage.stat(row!.sourceKey!);
    expect(stored?.size).toBe(body.length);
    // The finished upload is gone: it cannot be resumed, nor posted as a video.
    expect((await tusCall(t, 'HEAD', url, admin.token)).status).toBe(404);
  });

  it('is refused at creation to a member (403), past FOLIO_MAX_BYTES (413), for a type that is no scan (415), a bad label or manuscript (400), an unknown manuscript (404), without its length (400)', async () => {
    const m = await manuscript();
    const ok = { manuscript: String(m.id), folio: '3r', filetype: 'image/jpeg' };
    const refused = async (who: Actor, fields: Record<string, string>, length: number, status: number) => {
      const res = await createScanUpload(who, fields, length);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      return json<{ message: string; errors?: Record<string, string[]> }>(res);
    };
    expect((await refused(member, ok, 1000, 403)).message).toBe('Only administrators upload folio scans');
    expect((await refused(admin, ok, MAX_BYTES + 1, 413)).errors?.file).toEqual([
      `Folio scans are limited to ${MAX_BYTES} bytes`,
    ]);
    expect((await refused(admin, { ...ok, filetype: 'application/pdf' }, 1000, 415)).errors?.filetype).toEqual([
      'A folio scan is a JPEG, PNG, TIFF or WebP image (its Content-Type)',
    ]);
    expect((await refused(admin, { ...ok, folio: 'cover' }, 1000, 400)).errors?.folio).toEqual([
      'A folio label is its number and side, as 25r or 25v',
    ]);
    expect((await refused(admin, { ...ok, manuscript: 'x' }, 1000, 400)).errors?.manuscript).toEqual([
      'A folio upload names its manuscript by its id',
    ]);
    await refused(admin, { ...ok, manuscript: '999999999' }, 1000, 404);
    const deferred = await tusCall(t, 'POST', '/api/uploads', admin.token, {
      'Upload-Defer-Length': '1',
      'Upload-Metadata': metadata(ok),
    });
    expect(deferred.status).toBe(400);
    expect(await listed(m.id)).toEqual([]);
  });

  it('checks again when it finishes: a file that is no image (422) or an uploader no longer admin (403) leaves nothing behind', async () => {
    const m = await manuscript();
    const fields = { manuscript: String(m.id), folio: '4r', filetype: 'image/jpeg' };
    const junk = Buffer.from('not a scan at all, only words');
    const first = await createScanUpload(admin, fields, junk.length);
    const res = await patchUpload(t, admin, first.headers.get('Location')!, 0, junk);
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.file).toEqual([
      'This file is not a scan HDX can read: upload a JPEG, PNG, TIFF or WebP image',
    ]);

    const demoted = await actor(t, 'ROLE_ADMIN');
    const body = await scan(300, 400);
    const second = await createScanUpload(demoted, fields, body.length);
    expect(second.status).toBe(201);
    await t.deps.db.update(users).set({ role: 'ROLE_USER' }).where(eq(users.id, demoted.id));
    const late = await patchUpload(t, demoted, second.headers.get('Location')!, 0, body);
    expect(late.status).toBe(403);
    expect(await listed(m.id)).toEqual([]);
  });
});
