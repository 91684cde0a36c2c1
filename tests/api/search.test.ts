import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, Suggestion } from '../../src/contract';
import { insertPost, insertUser } from '../../src/server/db/seed/factories';
import {
  insertManuscript,
  insertMasterHistory,
  insertPostType,
  insertTechnique,
  insertWeapon,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { json } from './content-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const user = await insertUser(db, { username: 'searcher' });
  const sparring = await insertPostType(db, 'Sparring');
  const application = await insertPostType(db, 'Application');
  const longsword = await insertWeapon(db, 'Longsword');
  const epee = await insertWeapon(db, 'Épée de cour');
  const fiore = await insertMasterHistory(db, 'Fiore dei Liberi');
  const meyer = await insertMasterHistory(db, 'Joachim Meyer');
  await insertManuscript(db, 'Fior di Battaglia', { authorId: fiore.id });
  const zornhau = await insertTechnique(db, 'Zornhau', { weaponId: longsword.id });
  const fendente = await insertTechnique(db, 'Fendente', { weaponId: longsword.id, masterId: fiore.id });
  const post = (
    title: string,
    views: number,
    links: Parameters<typeof insertPost>[1] extends infer P ? Partial<P> : never,
  ) => insertPost(db, { title, userId: user.id, views, ...links });
  await post('Zornhau at full speed', 50, {
    postTypeId: sparring.id,
    weaponId: longsword.id,
    techniqueIds: [zornhau.id],
  });
  await post('Fiore: fendente from the window', 80, {
    postTypeId: application.id,
    weaponId: longsword.id,
    masterId: fiore.id,
    techniqueIds: [fendente.id],
  });
  await post('Épée footwork', 10, { postTypeId: sparring.id, weaponId: epee.id });
  await post('Meyer dussack cuts', 5, { masterId: meyer.id });
  await post('100% sparring_notes', 1, {});
});
afterAll(() => t.close());

const suggest = async (q: string) => {
  const res = await t.call('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return json<Suggestion[]>(res);
};
const search = async (query: string) => {
  const res = await t.call('GET', `/api/search?${query}`);
  expect(res.status).toBe(200);
  return (await json<Post[]>(res)).map((p) => p.title);
};

describe('GET /api/search/suggestions', () => {
  it('suggests across content types, weapons, masters, techniques, manuscripts and posts', async () => {
    const fio = await suggest('fio');
    expect(fio.map((s) => s.category).sort()).toEqual(['manuscript', 'masterHistory', 'post']);
    expect(fio.find((s) => s.category === 'masterHistory')).toMatchObject({
      name: 'Fiore dei Liberi',
      title: null,
      slug: 'fiore-dei-liberi',
    });
    expect(fio.find((s) => s.category === 'post')).toMatchObject({
      title: 'Fiore: fendente from the window',
      name: null,
    });
    expect((await suggest('spar')).map((s) => [s.category, s.name ?? s.title])).toEqual([
      ['contentType', 'Sparring'],
      ['post', '100% sparring_notes'],
    ]);
    expect((await suggest('long')).map((s) => s.category)).toEqual(['martialArt']);
    expect((await suggest('zorn')).map((s) => s.category)).toEqual(['techniques', 'post']);
  });

  it('ignores case and accents both ways', async () => {
    expect((await suggest('EPEE')).map((s) => s.name ?? s.title)).toEqual(['Épée de cour', 'Épée footwork']);
    expect((await suggest('épée')).length).toBe(2);
    expect((await suggest('ZORNHAU'))[0]).toMatchObject({ category: 'techniques', name: 'Zornhau' });
    expect((await suggest('fiorè')).map((s) => s.name ?? s.title)).toEqual([
      'Fiore dei Liberi',
      'Fiore: fendente from the window',
    ]);
  });

  it('ranks exact and prefix matches before matches inside a word', async () => {
    const fen = await suggest('fendente');
    expect(fen[0]).toMatchObject({ category: 'techniques', name: 'Fendente' });
    expect(fen[1]).toMatchObject({ category: 'post' });
    expect((await suggest('liberi'))[0]).toMatchObject({ name: 'Fiore dei Liberi' });
    expect((await suggest('hau')).map((s) => s.name ?? s.title)).toEqual(['Zornhau', 'Zornhau at full speed']);
  });

  it('answers at most 10 and treats % and _ as text', async () => {
    for (let i = 0; i < 12; i += 1) await insertPostType(t.deps.db, `Type number ${i}`);
    expect(await suggest('type number')).toHaveLength(10);
    expect((await suggest('100%')).map((s) => s.title)).toEqual(['100% sparring_notes']);
    expect((await suggest('g_n')).map((s) => s.title)).toEqual(['100% sparring_notes']);
    expect(await suggest('r_i')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest("'; drop table posts; --")).toEqual([]);
  });

  it('answers 400 without q or with a q over 100 characters', async () => {
    expect((await t.call('GET', '/api/search/suggestions')).status).toBe(400);
    expect((await t.call('GET', `/api/search/suggestions?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /api/search', () => {
  it('finds posts by title (?q=), ignoring case and accents, prefix first then most viewed', async () => {
    expect(await search('q=EPEE')).toEqual(['Épée footwork']);
    expect(await search('q=f')).toEqual(['Fiore: fendente from the window', 'Zornhau at full speed', 'Épée footwork']);
    expect(await search('q=nothing-like-this')).toEqual([]);
  });

  it('finds posts by section name (?{category}[]={name}), any name matching, most viewed first', async () => {
    expect(await search('contentType[]=Sparring')).toEqual(['Zornhau at full speed', 'Épée footwork']);
    expect(await search('martialArt[]=longsword')).toEqual([
      'Fiore: fendente from the window',
      'Zornhau at full speed',
    ]);
    expect(await search('masterHistory[]=Joachim%20Meyer')).toEqual(['Meyer dussack cuts']);
    expect(await search('techniques[]=Zornhau')).toEqual(['Zornhau at full speed']);
    expect(await search('martialArt[]=epee%20de%20cour')).toEqual(['Épée footwork']);
    expect(await search('contentType[]=Application&masterHistory[]=Joachim%20Meyer')).toEqual([
      'Fiore: fendente from the window',
      'Meyer dussack cuts',
    ]);
    expect(await search('contentType[]=Sparring&contentType[]=Application')).toHaveLength(3);
    expect(await search('contentType[]=sparring&q=zorn')).toEqual(['Zornhau at full speed']);
    expect(await search('contentType[]=Nonexistent')).toEqual([]);
  });

  it('answers 400 with neither q nor a section, or a bad limit', async () => {
    const res = await t.call('GET', '/api/search');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: 'Error 400: Invalid input' });
    expect((await t.call('GET', '/api/search?q=a&limit=0')).status).toBe(400);
  });
});
