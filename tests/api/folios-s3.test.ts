import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folio } from '../../src/contract/folios';
import { tileFolio } from '../../src/server/services/folios/queue';
import { insertManuscript } from '../support/factories';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';
import { putScan, scan, tileUrls, type ImageInfo } from './folio-helpers';
import { patchUpload, tusCall } from './tus-helpers';

let s3: S3Server;
let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  s3 = await startS3Server('hdx-folios', 'hdx-s3rver-folios-');
  t = await createTestApp();
  t.deps.storage = s3.storage;
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const keysUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const object of s3.storage.list(prefix)) keys.push(object.key);
  return keys;
};

describe('folios on S3 storage (s3rver)', () => {
  it('takes a scan sent resumably (tus, in the bucket) and tiles it from there', async () => {
    const m = await insertManuscript(t.deps.db, `Flos Duellatorum tus ${process.pid}`);
    const body = await scan(900, 1100);
    const meta = `manuscript ${Buffer.from(String(m.id)).toString('base64')},folio ${Buffer.from('11v').toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;
    const created = await tusCall(t, 'POST', '/api/uploads', admin.token, {
      'Upload-Length': String(body.length),
      'Upload-Metadata': meta,
    });
    expect(created.status).toBe(201);
    expect((await patchUpload(t, admin, created.headers.get('Location')!, 0, body)).status).toBe(204);
    expect(await keysUnder('folio-sources/')).toHaveLength(1);
    const [waiting] = await json<Folio[]>(await t.call('GET', `/api/manuscripts/${m.id}/folios`));
    await tileFolio(t.deps, waiting!.id);
    const [folio] = await json<Folio[]>(await t.call('GET', `/api/manuscripts/${m.id}/folios`));
    expect(folio).toMatchObject({ label: '11v', status: 'ready', width: 900, height: 1100 });
    expect(await keysUnder('folio-sources/')).toEqual([]);
    expect((await t.call('DELETE', `/api/manuscripts/${m.id}/folios/11v`, { token: admin.token })).status).toBe(200);
  });

  it('keeps the scan in the bucket for any server to tile, serves every tile from it, and removes them with the folio', async () => {
    const m = await insertManuscript(t.deps.db, `Flos Duellatorum ${process.pid}`);
    expect((await putScan(t, m.id, '10r', await scan(1300, 1700), 'image/jpeg', admin.token)).status).toBe(202);
    expect(await keysUnder('folio-sources/')).toHaveLength(1);

    const [waiting] = await json<Folio[]>(await t.call('GET', `/api/manuscripts/${m.id}/folios`));
    await tileFolio(t.deps, waiting!.id);
    const [folio] = await json<Folio[]>(await t.call('GET', `/api/manuscripts/${m.id}/folios`));
    expect(folio).toMatchObject({ status: 'ready', width: 1300, height: 1700 });
    expect(await keysUnder('folio-sources/')).toEqual([]);

    const path = (url: string) => url.replace(t.deps.env.PUBLIC_URL, '');
    const info = await json<ImageInfo>(await t.app.request(path(`${folio!.service}/info.json`)));
    for (const url of tileUrls(info)) expect((await t.app.request(path(url))).status, url).toBe(200);

    const set = folio!.service!.split('/').pop()!;
    expect((await keysUnder(`iiif/${set}/`)).length).toBeGreaterThan(10);
    expect((await t.call('DELETE', `/api/manuscripts/${m.id}/folios/10r`, { token: admin.token })).status).toBe(200);
    expect(await keysUnder(`iiif/${set}/`)).toEqual([]);
  });
});
