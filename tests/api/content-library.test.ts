import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract';
import {
  insertManuscript,
  insertMasterHistory,
  insertPostType,
  insertPublicity,
  insertWeapon,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, file, json, pngBytes, sendForm, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
  user = await actor(t);
});
afterAll(() => t.close());

type Row = { id: number; name?: string; title?: string; slug?: string; description: string; fileUrl: string | null };

const list = async (path: string) => json<Row[]>(await t.call('GET', path));

/**
 * The library resources created with multipart (spec §7): content types, weapons,
 * master histories, manuscripts and publicities. Techniques (JSON) have their own file.
 */
const resources = [
  {
    path: '/api/post_types',
    field: 'name',
    valid: { name: 'Solo drills', description: 'Alone with a sword' },
    notFound: 'Error 404: Resource not found',
    imagePath: 'images',
  },
  {
    path: '/api/weapons',
    field: 'name',
    valid: { name: 'Dussack', description: 'A short, curved training sabre' },
    notFound: 'Error 404: Resource not found',
    imagePath: 'images',
  },
  {
    path: '/api/master_histories',
    field: 'name',
    valid: { name: 'Joachim Meyer', period: '1537 – 1571', description: 'Strasbourg master' },
    notFound: 'MasterHistory resource not found',
    imagePath: 'images',
  },
  {
    path: '/api/manuscripts',
    field: 'title',
    valid: { title: 'Gründtliche Beschreibung', year: '1570', shelfmark: 'Print' },
    notFound: 'Error 404: Resource not found',
    imagePath: 'images',
  },
  {
    path: '/api/publicities',
    field: 'title',
    valid: { title: 'Partner club', url: 'https://example.com/club', description: 'Our partner' },
    notFound: 'Error 404: Resource not found',
    imagePath: 'image',
  },
] as const;

describe.each(resources)('$path', (r) => {
  let created: Row;

  it('creates with an admin bearer (multipart with an image): 201 and the row', async () => {
    const res = await sendForm(
      t,
      'POST',
      r.path,
      { ...r.valid, file: file(await pngBytes(), 'cover.png', 'image/png') },
      admin.token,
    );
    expect(res.status).toBe(201);
    created = await json<Row>(res);
    expect(created[r.field]).toBe(r.valid[r.field as keyof typeof r.valid]);
    expect(created.fileUrl).toMatch(/^\/api\/media\/images\/[a-z-]+\/[A-Za-z0-9_-]+\.webp$/);
    if (r.field === 'name')
      expect(created.slug).toBe(
        String(r.valid[r.field as keyof typeof r.valid])
          .toLowerCase()
          .replace(/ /g, '-'),
      );
    const image = await t.call('GET', created.fileUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('lists and reads it without a token', async () => {
    expect((await list(r.path)).map((row) => row.id)).toContain(created.id);
    const one = await t.call('GET', `${r.path}/${created.id}`);
    expect(one.status).toBe(200);
    expect(await json(one)).toEqual(created);
  });

  it(`answers a missing id with 404 '${r.notFound}' and a malformed id with 400`, async () => {
    for (const [method, extra] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
    ] as const) {
      const res = await t.call(method, `${r.path}/999999${extra}`, {
        token: admin.token,
        ...(method === 'PATCH' ? { json: {} } : {}),
      });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ message: r.notFound });
    }
    const image = await sendForm(
      t,
      'POST',
      `${r.path}/999999/${r.imagePath}`,
      { file: file(await pngBytes(), 'a.png', 'image/png') },
      admin.token,
    );
    expect(image.status).toBe(404);
    expect(await json(image)).toMatchObject({ message: r.notFound });
    const bad = await t.call('GET', `${r.path}/abc`);
    expect(bad.status).toBe(400);
    expect(((await json<ErrorBody>(bad)).errors ?? {}).id).toBeDefined();
  });

  it('refuses writes without a bearer (401), with a bad one (401) and from a non-admin (403), changing nothing', async () => {
    const before = await list(r.path);
    const attempts = [
      () => sendForm(t, 'POST', r.path, { ...r.valid, [r.field]: 'Intruder' }),
      () => t.call('PATCH', `${r.path}/${created.id}`, { json: { [r.field]: 'Intruder' } }),
      () => t.call('DELETE', `${r.path}/${created.id}`),
    ];
    for (const attempt of attempts) expect((await attempt()).status).toBe(401);
    const forged = await t.call('DELETE', `${r.path}/${created.id}`, { token: `${admin.token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(await json(forged)).toMatchObject({ message: 'Invalid or expired token' });
    expect((await sendForm(t, 'POST', r.path, { ...r.valid, [r.field]: 'Intruder' }, user.token)).status).toBe(403);
    expect(
      (await t.call('PATCH', `${r.path}/${created.id}`, { token: user.token, json: { [r.field]: 'Intruder' } })).status,
    ).toBe(403);
    expect(
      (
        await sendForm(
          t,
          'POST',
          `${r.path}/${created.id}/${r.imagePath}`,
          { file: file(await pngBytes(), 'a.png', 'image/png') },
          user.token,
        )
      ).status,
    ).toBe(403);
    const denied = await t.call('DELETE', `${r.path}/${created.id}`, { token: user.token });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ message: 'You do not have permission to do this' });
    expect(await list(r.path)).toEqual(before);
  });

  it("answers 400 'Error 400: Invalid input' for a missing field and 422 for values that break a rule", async () => {
    const before = await list(r.path);
    const missing = await sendForm(t, 'POST', r.path, { description: 'no name' }, admin.token);
    expect(missing.status).toBe(400);
    const missingBody = await json<ErrorBody>(missing);
    expect(missingBody.message).toBe('Error 400: Invalid input');
    expect(missingBody.errors?.[r.field]).toBeDefined();

    const cases: Record<string, string>[] = [
      { ...r.valid, [r.field]: '' },
      { ...r.valid, [r.field]: 'x'.repeat(300) },
      { ...r.valid, [r.field]: '<script>alert(1)</script>' },
      { ...r.valid, [r.field]: `${r.valid[r.field as keyof typeof r.valid]}` }, // duplicate (publicities excepted below)
    ];
    for (const fields of cases.slice(0, r.path === '/api/publicities' ? 3 : 4)) {
      const res = await sendForm(t, 'POST', r.path, fields, admin.token);
      expect(res.status).toBe(422);
      const body = await json<ErrorBody>(res);
      expect(body.message).toBe('Error 422: Unprocessable entity');
      expect(body.errors?.[r.field]?.length).toBeGreaterThan(0);
    }
    const wrongType = await t.call('PATCH', `${r.path}/${created.id}`, { token: admin.token, json: { [r.field]: 42 } });
    expect(wrongType.status).toBe(400);
    expect((await json<ErrorBody>(wrongType)).message).toBe('Error 400: Invalid input');
    const malformed = await t.call('PATCH', `${r.path}/${created.id}`, { token: admin.token, json: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect((await json<ErrorBody>(malformed)).message).toBe('Error 400 : Bad request');
    const notJson = await t.call('PATCH', `${r.path}/${created.id}`, {
      token: admin.token,
      json: 'name=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(await list(r.path)).toEqual(before);
  });

  it('updates with PATCH (JSON, only the given fields): 200', async () => {
    const res = await t.call('PATCH', `${r.path}/${created.id}`, {
      token: admin.token,
      json: { description: 'Updated description' },
    });
    expect(res.status).toBe(200);
    const updated = await json<Row>(res);
    expect(updated.description).toBe('Updated description');
    expect(updated[r.field]).toBe(created[r.field]);
    created = updated;
  });

  it('replaces the image (200), removing the old files', async () => {
    const oldUrl = created.fileUrl!;
    const res = await sendForm(
      t,
      'POST',
      `${r.path}/${created.id}/${r.imagePath}`,
      { file: file(await pngBytes(400, 300), 'new.png', 'image/png') },
      admin.token,
    );
    expect(res.status).toBe(200);
    const updated = await json<Row>(res);
    expect(updated.fileUrl).not.toBe(oldUrl);
    expect((await t.call('GET', oldUrl)).status).toBe(404);
    expect((await t.call('GET', updated.fileUrl!)).status).toBe(200);
    const noFile = await sendForm(t, 'POST', `${r.path}/${created.id}/${r.imagePath}`, {}, admin.token);
    expect(noFile.status).toBe(400);
    created = updated;
  });

  it('deletes (204) with its image; then 404', async () => {
    const res = await t.call('DELETE', `${r.path}/${created.id}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await t.call('GET', created.fileUrl!)).status).toBe(404);
    expect((await t.call('GET', `${r.path}/${created.id}`)).status).toBe(404);
  });
});

describe('library reads', () => {
  it('orders lists by name (manuscripts by year) and keeps the random endpoints answering', async () => {
    await insertPostType(t.deps.db, 'Zeta type');
    await insertPostType(t.deps.db, 'Alpha type');
    const names = (await list('/api/post_types')).map((row) => row.name!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await insertWeapon(t.deps.db, 'Rapier');
    const master = await insertMasterHistory(t.deps.db, 'Ridolfo Capoferro');
    await insertManuscript(t.deps.db, 'Later book', { year: 1700, authorId: master.id });
    await insertManuscript(t.deps.db, 'Earlier book', { year: 1400 });
    const years = (await json<{ year: number }[]>(await t.call('GET', '/api/manuscripts'))).map((m) => m.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const randomType = await t.call('GET', '/api/post_types/random');
    expect(randomType.status).toBe(200);
    expect(randomType.headers.get('cache-control')).toBe('no-store');
    expect((await json<Row>(randomType)).slug).toBeTruthy();
    const randomMaster = await json<Row & { influencedBy: number[] }>(
      await t.call('GET', '/api/master_histories/random'),
    );
    expect(Array.isArray(randomMaster.influencedBy)).toBe(true);
  });

  it('gives the first publicity for the home and stores text verbatim (SQL payloads are data)', async () => {
    const payload = "Robert'); DROP TABLE publicities;--";
    const res = await sendForm(
      t,
      'POST',
      '/api/publicities',
      { title: payload, url: 'https://example.org' },
      admin.token,
    );
    expect(res.status).toBe(201);
    expect((await json<Row>(res)).title).toBe(payload);
    await insertPublicity(t.deps.db, { title: 'Another', url: 'https://example.net' });
    const all = await list('/api/publicities');
    expect(all.some((p) => p.title === payload)).toBe(true);
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => a - b));
  });

  it('refuses publicity links that are not http(s) with 422', async () => {
    for (const url of ['javascript:alert(1)', 'not a url', 'data:text/html,hi']) {
      const res = await sendForm(t, 'POST', '/api/publicities', { title: 'Bad link', url }, admin.token);
      expect(res.status).toBe(422);
      expect((await json<ErrorBody>(res)).errors?.url).toBeDefined();
    }
  });
});
