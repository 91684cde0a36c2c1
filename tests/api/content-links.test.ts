import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, MasterHistory as Master, Technique } from '../../src/contract';
import { insertManuscript, insertMasterHistory, insertWeapon } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, sendForm, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
  user = await actor(t);
});
afterAll(() => t.close());

describe('master histories carry lineage', () => {
  it('creates a master influenced by others (repeated or comma-separated ids) and shows both directions', async () => {
    const liechtenauer = await insertMasterHistory(t.deps.db, 'Johannes Liechtenauer');
    const ringeck = await insertMasterHistory(t.deps.db, 'Sigmund Ringeck', { influencedBy: [liechtenauer.id] });
    const res = await sendForm(
      t,
      'POST',
      '/api/master_histories',
      { name: 'Paulus Kal', influencedBy: [liechtenauer.id, ringeck.id] },
      admin.token,
    );
    expect(res.status).toBe(201);
    const kal = await json<Master>(res);
    expect(kal.influencedBy).toEqual([liechtenauer.id, ringeck.id].sort((a, b) => a - b));
    const teacher = await json<Master>(await t.call('GET', `/api/master_histories/${liechtenauer.id}`));
    expect(teacher.influenced).toEqual(expect.arrayContaining([ringeck.id, kal.id]));

    const comma = await sendForm(
      t,
      'POST',
      '/api/master_histories',
      { name: 'Peter von Danzig', influencedBy: `${liechtenauer.id},${kal.id}` },
      admin.token,
    );
    expect((await json<Master>(comma)).influencedBy).toEqual([liechtenauer.id, kal.id].sort((a, b) => a - b));
  });

  it('replaces the lineage with PATCH and refuses unknown or self links with 422, changing nothing', async () => {
    const a = await insertMasterHistory(t.deps.db, 'Master A');
    const b = await insertMasterHistory(t.deps.db, 'Master B', { influencedBy: [a.id] });
    const unknown = await t.call('PATCH', `/api/master_histories/${b.id}`, {
      token: admin.token,
      json: { influencedBy: [a.id, 999999], name: 'Renamed B' },
    });
    expect(unknown.status).toBe(422);
    expect((await json<ErrorBody>(unknown)).errors?.influencedBy?.[0]).toContain('999999');
    const self = await t.call('PATCH', `/api/master_histories/${b.id}`, {
      token: admin.token,
      json: { influencedBy: [b.id] },
    });
    expect(self.status).toBe(422);
    const unchanged = await json<Master>(await t.call('GET', `/api/master_histories/${b.id}`));
    expect(unchanged.name).toBe('Master B');
    expect(unchanged.influencedBy).toEqual([a.id]);
    const cleared = await t.call('PATCH', `/api/master_histories/${b.id}`, {
      token: admin.token,
      json: { influencedBy: [] },
    });
    expect(cleared.status).toBe(200);
    expect((await json<Master>(cleared)).influencedBy).toEqual([]);
  });

  it("answers 404 'MasterHistory resource not found' (§8)", async () => {
    const res = await t.call('GET', '/api/master_histories/424242');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: 'MasterHistory resource not found' });
  });

  it('renames with a new slug, refusing a name already taken in another case (names are case-insensitive)', async () => {
    await insertMasterHistory(t.deps.db, 'Fiore dei Liberi');
    const other = await insertMasterHistory(t.deps.db, 'Filippo Vadi');
    const taken = await t.call('PATCH', `/api/master_histories/${other.id}`, {
      token: admin.token,
      json: { name: 'FIORE DEI LIBERI' },
    });
    expect(taken.status).toBe(422);
    expect((await json<ErrorBody>(taken)).errors?.name).toBeDefined();
    const renamed = await json<Master & { slug: string }>(
      await t.call('PATCH', `/api/master_histories/${other.id}`, {
        token: admin.token,
        json: { name: 'Filippo Vadi Pisano' },
      }),
    );
    expect(renamed.slug).toBe('filippo-vadi-pisano');
  });
});

describe('techniques link to a weapon, a master and a manuscript', () => {
  it('creates with JSON {name, description, links} (201), admin only', async () => {
    const weapon = await insertWeapon(t.deps.db, 'Longsword');
    const master = await insertMasterHistory(t.deps.db, 'Joachim Meyer');
    const manuscript = await insertManuscript(t.deps.db, 'Meyer 1570', { authorId: master.id, year: 1570 });
    const body = {
      name: 'Zornhau',
      description: 'The strike of wrath',
      weaponId: weapon.id,
      masterId: master.id,
      manuscriptId: manuscript.id,
    };
    expect((await t.call('POST', '/api/techniques', { json: body })).status).toBe(401);
    expect((await t.call('POST', '/api/techniques', { token: user.token, json: body })).status).toBe(403);
    const res = await t.call('POST', '/api/techniques', { token: admin.token, json: body });
    expect(res.status).toBe(201);
    const technique = await json<Technique>(res);
    expect(technique).toMatchObject({
      name: 'Zornhau',
      slug: 'zornhau',
      weaponId: weapon.id,
      masterId: master.id,
      manuscriptId: manuscript.id,
    });
    expect((await json<Technique[]>(await t.call('GET', '/api/techniques'))).map((x) => x.id)).toContain(technique.id);
  });

  it('refuses a link to nothing with 422 naming the field, a wrong type with 400, multipart with 415', async () => {
    const before = await json<Technique[]>(await t.call('GET', '/api/techniques'));
    const missing = await t.call('POST', '/api/techniques', {
      token: admin.token,
      json: { name: 'Krumphau', weaponId: 999999 },
    });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { weaponId: ['No weapon with id 999999'] },
    });
    const wrongType = await t.call('POST', '/api/techniques', {
      token: admin.token,
      json: { name: 'Krumphau', weaponId: 'longsword' },
    });
    expect(wrongType.status).toBe(400);
    const noName = await t.call('POST', '/api/techniques', { token: admin.token, json: { description: 'nameless' } });
    expect(noName.status).toBe(400);
    expect((await json<ErrorBody>(noName)).errors?.name).toBeDefined();
    const multipart = await sendForm(t, 'POST', '/api/techniques', { name: 'Krumphau' }, admin.token);
    expect(multipart.status).toBe(415);
    expect(await json<Technique[]>(await t.call('GET', '/api/techniques'))).toEqual(before);
  });

  it('clears a link with null in a PATCH, and loses it when the linked master is deleted', async () => {
    const master = await insertMasterHistory(t.deps.db, 'Andre Lignitzer');
    const weapon = await insertWeapon(t.deps.db, 'Sword and buckler');
    const created = await json<Technique>(
      await t.call('POST', '/api/techniques', {
        token: admin.token,
        json: { name: 'Buckler play', masterId: master.id, weaponId: weapon.id },
      }),
    );
    const patched = await json<Technique>(
      await t.call('PATCH', `/api/techniques/${created.id}`, { token: admin.token, json: { weaponId: null } }),
    );
    expect(patched.weaponId).toBeNull();
    expect(patched.masterId).toBe(master.id);
    expect((await t.call('DELETE', `/api/master_histories/${master.id}`, { token: admin.token })).status).toBe(204);
    expect((await json<Technique>(await t.call('GET', `/api/techniques/${created.id}`))).masterId).toBeNull();
  });

  it('links a manuscript to its author master, refusing an unknown author', async () => {
    const author = await insertMasterHistory(t.deps.db, 'Camillo Agrippa');
    const ok = await sendForm(
      t,
      'POST',
      '/api/manuscripts',
      { title: 'Trattato di Scientia', authorId: author.id, year: 1553 },
      admin.token,
    );
    expect(ok.status).toBe(201);
    expect(await json(ok)).toMatchObject({ authorId: author.id, year: 1553 });
    const bad = await sendForm(t, 'POST', '/api/manuscripts', { title: 'Ghost book', authorId: 999999 }, admin.token);
    expect(bad.status).toBe(422);
    const badYear = await sendForm(t, 'POST', '/api/manuscripts', { title: 'Ghost book', year: 'soon' }, admin.token);
    expect(badYear.status).toBe(400);
  });
});
