import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folio, Region, TechniqueSource } from '../../src/contract/folios';
import { folioRegions, folios } from '../../src/server/db/schema';
import { FolioTiles, tileFolio } from '../../src/server/services/folios/queue';
import { Jobs } from '../../src/server/services/jobs';
import { insertManuscript, insertTechnique } from '../support/factories';
import { pollUntil } from '../support/poll';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';
import { putScan as putScanAs, scan, tileUrls, type ImageInfo } from './folio-helpers';

let t: TestApp;
let admin: Actor;
let member: Actor;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ FOLIO_MAX_PIXELS: '20000000', FOLIO_MAX_BYTES: String(4 * 1024 * 1024) });
  admin = await actor(t, 'ROLE_ADMIN');
  member = await actor(t);
});
afterAll(() => t.close());

function putScan(
  manuscriptId: number,
  label: string,
  body: Buffer,
  type = 'image/jpeg',
  token: string | null = admin.token,
) {
  return putScanAs(t, manuscriptId, label, body, type, token);
}

const manuscript = () => insertManuscript(t.deps.db, `Fior di Battaglia ${process.pid}-${++counter}`);
const get = (url: string) => t.app.request(url.replace(t.deps.env.PUBLIC_URL, ''));
const folioRows = (manuscriptId: number) =>
  t.deps.db.select().from(folios).where(eq(folios.manuscriptId, manuscriptId));
const listed = async (manuscriptId: number) =>
  json<Folio[]>(await t.call('GET', `/api/manuscripts/${manuscriptId}/folios`));

describe('PUT /api/manuscripts/{id}/folios/{label}: a folio scan, tiled in the background', () => {
  it('answers 202 tiling, then the job makes a IIIF level-0 service whose every tile a client asks for is served', async () => {
    const m = await manuscript();
    const res = await putScan(m.id, '25r', await scan(3001, 2001));
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ label: '25r', status: 'tiling', service: null, thumbnail: null });

    const jobs = await Jobs.open(t.deps.database, t.deps.logger);
    const tiles = await FolioTiles.open(jobs);
    const stop = t.close.bind(t);
    t.close = async () => {
      await jobs.stop(1000);
      await stop();
    };
    await tiles.enqueueWaiting(t.deps);
    await tiles.startWorker(t.deps);
    const [folio] = await pollUntil('the folio is tiled', async () => {
      const all = await listed(m.id);
      return all[0]?.status === 'ready' && all;
    });
    expect(folio).toMatchObject({ label: '25r', width: 3001, height: 2001, failure: null });

    const infoRes = await get(`${folio!.service}/info.json`);
    expect(infoRes.status).toBe(200);
    expect(infoRes.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const info = await json<ImageInfo & Record<string, unknown>>(infoRes);
    expect(info).toMatchObject({
      type: 'ImageService3',
      profile: 'level0',
      id: folio!.service,
      width: 3001,
      height: 2001,
    });
    const urls = tileUrls(info);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const tile = await get(url);
      expect(tile.status, url).toBe(200);
      expect(tile.headers.get('Content-Type')).toBe('image/jpeg');
      expect(tile.headers.get('Cache-Control')).toContain('immutable');
      const [size] = url.split('/').slice(-3, -2);
      const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
      expect(`${meta.width},${meta.height}`, url).toBe(size);
    }
    const thumbnail = await get(folio!.thumbnail!);
    expect(thumbnail.status).toBe(200);
    const thumb = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(240);
    // The scan itself is not kept once tiled.
    expect((await folioRows(m.id))[0]!.sourceKey).toBeNull();
  });

  it('reads PNG, TIFF and WebP scans too, and orders folios by number and side whatever the upload order', async () => {
    const m = await manuscript();
    for (const [label, format] of [
      ['2r', 'png'],
      ['1v', 'tiff'],
      ['1r', 'webp'],
    ] as const) {
      expect((await putScan(m.id, label, await scan(900, 1200, format), `image/${format}`)).status).toBe(202);
    }
    for (const row of await folioRows(m.id)) await tileFolio(t.deps, row.id);
    const all = await listed(m.id);
    expect(all.map((folio) => [folio.label, folio.status])).toEqual([
      ['1r', 'ready'],
      ['1v', 'ready'],
      ['2r', 'ready'],
    ]);
  });

  it('keeps the former tiles while a replacing scan waits, and removes them once the new tiles are served', async () => {
    const m = await manuscript();
    await putScan(m.id, '3v', await scan(800, 1000));
    const [first] = await folioRows(m.id);
    await tileFolio(t.deps, first!.id);
    const before = (await listed(m.id))[0]!;

    expect((await putScan(m.id, '3v', await scan(1000, 800))).status).toBe(202);
    const waiting = (await listed(m.id))[0]!;
    expect(waiting).toMatchObject({ status: 'tiling', service: before.service, width: 800 });
    expect((await get(`${before.service}/info.json`)).status).toBe(200);

    await tileFolio(t.deps, first!.id);
    const after = (await listed(m.id))[0]!;
    expect(after).toMatchObject({ status: 'ready', width: 1000, height: 800 });
    expect(after.service).not.toBe(before.service);
    expect((await get(`${before.service}/info.json`)).status).toBe(404);
    expect((await get(before.thumbnail!)).status).toBe(404);
  });

  it('refuses with a clear error and stores nothing: visitor 401, member 403, wrong type 415, not an image 422, too many pixels 422, too many bytes 413, bad label 400, no manuscript 404', async () => {
    const m = await manuscript();
    const image = await scan(400, 600);
    expect((await putScan(m.id, '1r', image, 'image/jpeg', null)).status).toBe(401);
    expect((await putScan(m.id, '1r', image, 'image/jpeg', member.token)).status).toBe(403);

    const wrongType = await putScan(m.id, '1r', image, 'application/pdf');
    expect(wrongType.status).toBe(415);
    expect(await json(wrongType)).toMatchObject({
      errors: { 'Content-Type': ['A folio scan is a JPEG, PNG, TIFF or WebP image (its Content-Type)'] },
    });

    const notImage = await putScan(m.id, '1r', Buffer.from('%PDF-1.7 not a scan at all'));
    expect(notImage.status).toBe(422);
    expect(await json(notImage)).toMatchObject({
      code: 'common.unprocessable',
      message: 'Error 422: Unprocessable entity',
      errors: { file: ['This file is not a scan HDX can read: upload a JPEG, PNG, TIFF or WebP image'] },
      errorCodes: { file: [{ code: 'folios.unreadable' }] },
    });

    const huge = await putScan(m.id, '1r', await scan(5000, 4001, 'png'), 'image/png');
    expect(huge.status).toBe(422);
    expect(await json(huge)).toMatchObject({ errors: { file: ['Folio scans are limited to 20 megapixels'] } });

    const heavy = await putScan(m.id, '1r', Buffer.concat([image, Buffer.alloc(4 * 1024 * 1024)]));
    expect(heavy.status).toBe(413);
    expect(await json(heavy)).toMatchObject({
      errors: { file: [`Folio scans are limited to ${4 * 1024 * 1024} bytes`] },
    });

    const badLabel = await putScan(m.id, 'cover', image);
    expect(badLabel.status).toBe(400);
    expect(await json(badLabel)).toMatchObject({
      errors: { label: ['A folio label is its number and side, as 25r or 25v'] },
    });
    expect((await putScan(999_999, '1r', image)).status).toBe(404);

    expect(await folioRows(m.id)).toEqual([]);
    const leftovers: string[] = [];
    for await (const object of t.deps.storage.list('folio-sources/')) leftovers.push(object.key);
    expect(leftovers).toEqual([]);
  });

  it('fails a folio whose scan turns out unreadable when tiled, with the reason, and keeps nothing of it', async () => {
    const m = await manuscript();
    const good = await scan(600, 800);
    await putScan(m.id, '4r', good);
    const [row] = await folioRows(m.id);
    // Damaged in storage after the upload: the header reads, the pixels do not.
    await t.deps.storage.put(row!.sourceKey!, good.subarray(0, 700), 'image/jpeg');
    await tileFolio(t.deps, row!.id);
    expect((await listed(m.id))[0]).toMatchObject({
      status: 'failed',
      service: null,
      failure: 'This file is not a scan HDX can read: upload a JPEG, PNG, TIFF or WebP image',
    });
    expect(await t.deps.storage.stat(row!.sourceKey!)).toBeNull();
  });
});

describe('GET /api/manuscripts/{id}/manifest: IIIF Presentation 3', () => {
  it('lists a canvas per tiled folio in reading order, painted by an image with the folio’s image service', async () => {
    const m = await manuscript();
    for (const label of ['2v', '2r']) await putScan(m.id, label, await scan(700, 1000));
    await putScan(m.id, '3r', await scan(700, 1000));
    for (const row of await folioRows(m.id)) if (row.label !== '3r') await tileFolio(t.deps, row.id);

    const res = await t.call('GET', `/api/manuscripts/${m.id}/manifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/ld+json');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const manifest = await json<{
      id: string;
      type: string;
      label: { en: string[] };
      items: {
        id: string;
        label: { none: string[] };
        width: number;
        items: { items: { body: { id: string; service: { id: string }[] }; target: string }[] }[];
      }[];
    }>(res);
    expect(manifest).toMatchObject({
      type: 'Manifest',
      id: `${t.deps.env.PUBLIC_URL}/api/manuscripts/${m.id}/manifest`,
      label: { en: [m.title] },
    });
    // The folio still waiting for its tiles has no canvas yet.
    expect(manifest.items.map((canvas) => canvas.label.none[0])).toEqual(['f. 2r', 'f. 2v']);
    const listedFolios = await listed(m.id);
    for (const canvas of manifest.items) {
      const painting = canvas.items[0]!.items[0]!;
      expect(painting.target).toBe(canvas.id);
      expect(listedFolios.map((folio) => folio.service)).toContain(painting.body.service[0]!.id);
      expect((await get(painting.body.id)).status).toBe(200);
    }
    expect((await t.call('GET', '/api/manuscripts/999999/manifest')).status).toBe(404);
  });
});

describe('DELETE /api/manuscripts/{id}/folios/{label}', () => {
  it('removes the folio and its tiles (admins only)', async () => {
    const m = await manuscript();
    await putScan(m.id, '7r', await scan(600, 600));
    const [row] = await folioRows(m.id);
    await tileFolio(t.deps, row!.id);
    const { service } = (await listed(m.id))[0]!;
    expect((await t.call('DELETE', `/api/manuscripts/${m.id}/folios/7r`, { token: member.token })).status).toBe(403);
    const res = await t.call('DELETE', `/api/manuscripts/${m.id}/folios/7r`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: 'Folio deleted' });
    expect(await listed(m.id)).toEqual([]);
    expect((await get(`${service}/info.json`)).status).toBe(404);
    const left: string[] = [];
    for await (const object of t.deps.storage.list(`iiif/`))
      if (service!.endsWith(object.key.split('/')[1]!)) left.push(object.key);
    expect(left).toEqual([]);
    expect((await t.call('DELETE', `/api/manuscripts/${m.id}/folios/7r`, { token: admin.token })).status).toBe(404);
  });

  it('serves tiles at /api/iiif only: the same object under /api/media is not found', async () => {
    const m = await manuscript();
    await putScan(m.id, '8r', await scan(600, 600));
    const [row] = await folioRows(m.id);
    await tileFolio(t.deps, row!.id);
    const { thumbnail } = (await listed(m.id))[0]!;
    const key = thumbnail!.slice(`${t.deps.env.PUBLIC_URL}/api/iiif/`.length);
    expect((await t.call('GET', `/api/media/iiif/${key}`)).status).toBe(404);
    expect((await t.call('GET', `/api/iiif/${key.split('/')[0]}/../../media/x`)).status).toBe(404);
  });
});

describe('regions: passages of a folio linked to techniques', () => {
  async function tiledFolio(label: string, width = 2400, height = 3200) {
    const m = await manuscript();
    await putScan(m.id, label, await scan(width, height));
    const [row] = await folioRows(m.id);
    await tileFolio(t.deps, row!.id);
    return m;
  }
  const draw = (manuscriptId: number, label: string, json: unknown, token = admin.token) =>
    t.call('POST', `/api/manuscripts/${manuscriptId}/folios/${label}/regions`, { token, json });
  const imageOf = async (url: string) => sharp(Buffer.from(await (await get(url)).arrayBuffer())).metadata();

  it('draws a rectangle linked to a technique: its picture is cut from the tiles, listed with the manuscript and as the technique’s source', async () => {
    const m = await tiledFolio('25r');
    const technique = await insertTechnique(t.deps.db, `Zornhau ${process.pid}-${++counter}`, { manuscriptId: m.id });
    const res = await draw(m.id, '25r', {
      shape: { type: 'rect', x: 600, y: 800, w: 1200, h: 900 },
      techniqueId: technique.id,
      transcription: 'Wer dir oberhawt zornhaw ort dem drawt',
      translationEn: 'Whoever strikes at you from above: the wrath strike’s point threatens him',
      translationFr: 'Qui frappe d’en haut : la pointe du coup de colère le menace',
    });
    expect(res.status).toBe(201);
    const region = await json<Region>(res);
    expect(region).toMatchObject({ folio: '25r', techniqueId: technique.id, box: { x: 600, y: 800, w: 1200, h: 900 } });
    const picture = await imageOf(region.image!);
    expect(picture.format).toBe('jpeg');
    expect([picture.width, picture.height]).toEqual([800, 600]);
    // The picture is the middle of the scan: the drawn figure's brown, not the parchment.
    const { dominant } = await sharp(Buffer.from(await (await get(region.image!)).arrayBuffer())).stats();
    expect(dominant.r).toBeLessThan(180);

    expect(await json<Region[]>(await t.call('GET', `/api/manuscripts/${m.id}/regions`))).toEqual([region]);
    const [source] = await json<TechniqueSource[]>(await t.call('GET', `/api/techniques/${technique.id}/sources`));
    expect(source).toMatchObject({
      id: region.id,
      manuscript: { id: m.id, slug: m.slug },
      readerPath: `/manuscripts/${m.slug}?folio=25r&region=600,800,1200,900`,
      translationFr: 'Qui frappe d’en haut : la pointe du coup de colère le menace',
    });
    const manifest = await json<{
      items: { annotations?: { items: { target: string; body: { value?: string; language?: string }[] }[] }[] }[];
    }>(await t.call('GET', `/api/manuscripts/${m.id}/manifest`));
    const annotation = manifest.items[0]!.annotations![0]!.items[0]!;
    expect(annotation.target).toMatch(/\/canvas\/25r#xywh=600,800,1200,900$/);
    expect(annotation.body.map((body) => body.language ?? null)).toEqual([null, 'en', 'fr', null]);
  });

  it('takes a polygon (its bounding box gives the picture and the deep link) and shows it as an SVG selector', async () => {
    const m = await tiledFolio('3v', 900, 1200);
    const res = await draw(m.id, '3v', {
      shape: {
        type: 'polygon',
        points: [
          [100, 100],
          [500, 150],
          [300, 700],
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      box: { x: 100, y: 100, w: 400, h: 600 },
      techniqueId: null,
      transcription: '',
    });
    const manifest = await json<{
      items: { annotations: { items: { target: { selector: { value: string } } }[] }[] }[];
    }>(await t.call('GET', `/api/manuscripts/${m.id}/manifest`));
    expect(manifest.items[0]!.annotations[0]!.items[0]!.target.selector.value).toContain(
      'points="100,100 500,150 300,700"',
    );
  });

  it('moves a region (a new picture, the former removed) and deletes it', async () => {
    const m = await tiledFolio('4r', 1000, 1000);
    const region = await json<Region>(await draw(m.id, '4r', { shape: { type: 'rect', x: 0, y: 0, w: 500, h: 500 } }));
    const moved = await t.call('PATCH', `/api/regions/${region.id}`, {
      token: admin.token,
      json: { shape: { type: 'rect', x: 500, y: 500, w: 400, h: 200 }, translationFr: 'Garde de la fenêtre' },
    });
    expect(moved.status).toBe(200);
    const after = await json<Region>(moved);
    expect(after).toMatchObject({
      box: { x: 500, y: 500, w: 400, h: 200 },
      translationEn: '',
      translationFr: 'Garde de la fenêtre',
    });
    expect(after.image).not.toBe(region.image);
    expect((await get(region.image!)).status).toBe(404);
    expect((await t.call('DELETE', `/api/regions/${region.id}`, { token: member.token })).status).toBe(403);
    const removed = await t.call('DELETE', `/api/regions/${region.id}`, { token: admin.token });
    expect(await json(removed)).toMatchObject({ message: 'Region deleted' });
    expect((await get(after.image!)).status).toBe(404);
    expect((await t.call('PATCH', `/api/regions/${region.id}`, { token: admin.token, json: {} })).status).toBe(404);
  });

  it('refuses a region outside the folio, on a folio not tiled yet, for a missing technique or in a bad shape, and stores nothing', async () => {
    const m = await tiledFolio('5r', 800, 1000);
    const outside = await draw(m.id, '5r', { shape: { type: 'rect', x: 700, y: 0, w: 200, h: 100 } });
    expect(outside.status).toBe(422);
    expect(await json(outside)).toMatchObject({
      code: 'common.unprocessable',
      message: 'Error 422: Unprocessable entity',
      errors: { shape: ['The region must lie within the folio (800 × 1000 pixels)'] },
      errorCodes: { shape: [{ code: 'regions.outside', params: { width: '800', height: '1000' } }] },
    });
    const noTechnique = await draw(m.id, '5r', {
      shape: { type: 'rect', x: 0, y: 0, w: 10, h: 10 },
      techniqueId: 999_999,
    });
    expect(await json(noTechnique)).toMatchObject({ errors: { techniqueId: ['No technique has this id'] } });
    // A polygon of two corners breaks a rule (422); a circle is no shape at all (400, §8).
    expect(
      (
        await draw(m.id, '5r', {
          shape: {
            type: 'polygon',
            points: [
              [1, 1],
              [2, 2],
            ],
          },
        })
      ).status,
    ).toBe(422);
    expect((await draw(m.id, '5r', { shape: { type: 'circle', x: 1 } })).status).toBe(400);
    expect((await draw(m.id, '5r', { shape: { type: 'rect', x: 0, y: 0, w: 10, h: 10 } }, member.token)).status).toBe(
      403,
    );
    expect((await draw(m.id, '6r', { shape: { type: 'rect', x: 0, y: 0, w: 10, h: 10 } })).status).toBe(404);

    await putScan(m.id, '6v', await scan(400, 400));
    const waiting = await draw(m.id, '6v', { shape: { type: 'rect', x: 0, y: 0, w: 10, h: 10 } });
    expect(await json(waiting)).toMatchObject({
      errors: { shape: ['This folio has no tiles yet: wait until its scan is tiled'] },
    });
    expect(await json(await t.call('GET', `/api/manuscripts/${m.id}/regions`))).toEqual([]);
    const pictures: string[] = [];
    for await (const object of t.deps.storage.list('regions/')) pictures.push(object.key);
    expect(pictures.filter((key) => key.length > 0)).toHaveLength(await regionPictureCount());
  });
});

/** Pictures every region of this file's database still holds (none is left behind by a refusal). */
async function regionPictureCount(): Promise<number> {
  const rows = await t.deps.db.select({ imageKey: folioRegions.imageKey }).from(folioRegions);
  return rows.filter((row) => row.imageKey).length;
}
