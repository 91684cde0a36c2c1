import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../src/contract';
import { manuscripts, masterHistories, posts, postTechniques, techniques, weapons } from '../../src/server/db/schema';
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

/** GET /api/search/results: the results page's full-text search (title, links, description). */
let t: TestApp;
let fioreId: number;
let zornhauId: number;
let quietPostId: number;
let lundId: number;
let longswordId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const user = await insertUser(db, { username: 'fulltext' });
  const sparring = await insertPostType(db, 'Sparring');
  const longsword = await insertWeapon(db, 'Longsword');
  longswordId = longsword.id;
  const epee = await insertWeapon(db, 'Épée de cour');
  const fiore = await insertMasterHistory(db, 'Fiore dei Liberi');
  fioreId = fiore.id;
  const meyer = await insertMasterHistory(db, 'Joachim Meyer');
  const lund = await insertManuscript(db, "Meyer's Lund Fechtbuch", { authorId: meyer.id });
  lundId = lund.id;
  const zornhau = await insertTechnique(db, 'Zornhau', { weaponId: longsword.id });
  zornhauId = zornhau.id;
  const post = (title: string, views: number, extra: Omit<Parameters<typeof insertPost>[1], 'title' | 'userId'>) =>
    insertPost(db, { title, userId: user.id, views, ...extra });
  await post('Posta di donna drills', 10, { masterId: fiore.id, weaponId: longsword.id });
  await post('Guard changes', 90, { masterId: fiore.id });
  await post('Fiore in one minute', 1, {});
  await post('Cutting tatami', 500, { description: 'A cut from the Fiore tradition, then a zornhau.' });
  await post('Rapier basics', 70, { manuscriptId: lund.id });
  await post('Dussack and rapier', 20, { manuscriptId: lund.id, postTypeId: sparring.id });
  await post('Meyer longsword cuts', 999, { masterId: meyer.id });
  await post('Wrath cut', 30, { techniqueIds: [zornhau.id], weaponId: longsword.id });
  await post('Smallsword salute', 5, { weaponId: epee.id, description: 'Élégance à la cour' });
  quietPostId = (await post('Quiet post', 0, { description: 'Nothing to see' })).id;
  const withdrawn = await post('Fiore withdrawn', 999, { masterId: fiore.id });
  await db.update(posts).set({ withdrawnAt: new Date() }).where(eq(posts.id, withdrawn.id));
});
afterAll(() => t.close());

const results = async (query: string) => {
  const res = await t.call('GET', `/api/search/results?${query}`);
  expect(res.status).toBe(200);
  return json<SearchResults>(res);
};
const titles = async (query: string) => (await results(query)).posts.map((p) => p.title);

describe('GET /api/search/results', () => {
  it('finds a master’s videos through the master, the title and the description, most relevant first', async () => {
    // Title (A) first, then the master (B) by views, then the description (C); never a withdrawn post.
    expect(await titles('q=fiore')).toEqual([
      'Fiore in one minute',
      'Guard changes',
      'Posta di donna drills',
      'Cutting tatami',
    ]);
  });

  it('ignores case and accents both ways, and finds word prefixes', async () => {
    expect(await titles('q=FIORE')).toEqual(await titles('q=fiore'));
    expect(await titles('q=fiorè')).toEqual(await titles('q=fiore'));
    expect(await titles('q=epee')).toEqual(['Smallsword salute']);
    expect(await titles('q=ELEGANCE')).toEqual(['Smallsword salute']);
    expect(await titles('q=fior%20lib')).toEqual(['Guard changes', 'Posta di donna drills']);
  });

  it('finds videos through their manuscript, techniques, weapon and content type', async () => {
    // Citing the manuscript (B) before being by its author (D), whatever the views.
    expect(await titles('q=Meyer%27s%20Lund%20Fechtbuch')).toEqual([
      'Rapier basics',
      'Dussack and rapier',
      'Meyer longsword cuts',
    ]);
    expect(await titles('q=zornhau')).toEqual(['Wrath cut', 'Cutting tatami']);
    expect(await titles('q=longsword')).toEqual(['Meyer longsword cuts', 'Wrath cut', 'Posta di donna drills']);
    expect(await titles('q=sparring')).toEqual(['Dussack and rapier']);
  });

  it('needs every word, and ranks by views when relevance is equal', async () => {
    expect(await titles('q=rapier')).toEqual(['Rapier basics', 'Dussack and rapier']);
    expect(await titles('q=rapier%20sparring')).toEqual(['Dussack and rapier']);
    expect(await titles('q=fiore%20zornhau')).toEqual(['Cutting tatami']);
  });

  it('heads the results with the library entries the text names', async () => {
    const fiore = await results('q=fiore');
    expect(fiore.query).toBe('fiore');
    expect(fiore.entities).toEqual([
      { category: 'masterHistory', id: fioreId, name: 'Fiore dei Liberi', nameFr: '', slug: 'fiore-dei-liberi' },
    ]);
    const lund = await results('q=meyer');
    // Prefix matches before matches further in the name, as in the suggestions.
    expect(lund.entities.map((e) => [e.category, e.name])).toEqual([
      ['manuscript', "Meyer's Lund Fechtbuch"],
      ['masterHistory', 'Joachim Meyer'],
    ]);
    expect((await results('q=ZORN')).entities).toEqual([
      { category: 'techniques', id: zornhauId, name: 'Zornhau', nameFr: '', slug: 'zornhau' },
    ]);
    expect((await results('q=de%20cour')).entities.map((e) => e.category)).toEqual(['martialArt']);
  });

  it('keeps within the given sections, as /search does', async () => {
    expect(await titles('q=fiore&martialArt[]=Longsword')).toEqual(['Posta di donna drills']);
    expect(await titles('q=rapier&contentType[]=sparring')).toEqual(['Dussack and rapier']);
    expect(await titles('q=fiore&limit=2')).toHaveLength(2);
  });

  it('offers the nearest library name when a misspelt text finds nothing (pg_trgm, also on PGlite)', async () => {
    // Not q=zornhaw: a later test renames the technique and reads that address afresh.
    const zornhaw = await results('q=Zornhaw');
    expect(zornhaw.posts).toEqual([]);
    expect(zornhaw.entities).toEqual([]);
    expect(zornhaw.didYouMean).toBe('Zornhau');
    // Case and accents are ignored, and a longer name is reached by its closest stretch.
    expect((await results('q=FIORÉ%20DEI%20LIBERRI')).didYouMean).toBe('Fiore dei Liberi');
    expect((await results('q=fechtbuk')).didYouMean).toBe("Meyer's Lund Fechtbuch");
    // Nothing close: no suggestion; something found: none needed.
    expect((await results('q=qwxyzv')).didYouMean).toBeNull();
    expect((await results('q=zornhau')).didYouMean).toBeNull();
  });

  it('follows changes of a post and of the entries linked to it', async () => {
    const db = t.deps.db;
    await db.update(posts).set({ description: 'Now about Vadi' }).where(eq(posts.id, quietPostId));
    expect(await titles('q=vadi')).toEqual(['Quiet post']);
    await db.insert(postTechniques).values({ postId: quietPostId, techniqueId: zornhauId });
    expect(await titles('q=zornhau&limit=99')).toEqual(['Wrath cut', 'Quiet post', 'Cutting tatami']);
    await db.update(techniques).set({ name: 'Zornhaw' }).where(eq(techniques.id, zornhauId));
    expect(await titles('q=zornhaw')).toEqual(['Wrath cut', 'Quiet post']);
    await db.delete(postTechniques).where(eq(postTechniques.postId, quietPostId));
    expect(await titles('q=zornhaw&limit=98')).toEqual(['Wrath cut']);
    await db.update(masterHistories).set({ name: 'Fiore Furlano' }).where(eq(masterHistories.id, fioreId));
    expect(await titles('q=furlano')).toEqual(['Guard changes', 'Posta di donna drills']);
    await db.update(manuscripts).set({ title: 'Lund manuscript' }).where(eq(manuscripts.id, lundId));
    expect(await titles('q=lund%20manuscript')).toEqual([
      'Rapier basics',
      'Dussack and rapier',
      'Meyer longsword cuts',
    ]);
    await db.update(manuscripts).set({ authorId: null }).where(eq(manuscripts.id, lundId));
    expect(await titles('q=lund%20manuscript&limit=99')).toEqual(['Rapier basics', 'Dussack and rapier']);
    await db.update(techniques).set({ manuscriptId: lundId }).where(eq(techniques.id, zornhauId));
    expect(await titles('q=lund%20manuscript&limit=98')).toEqual(['Rapier basics', 'Dussack and rapier', 'Wrath cut']);
    await db.delete(manuscripts).where(eq(manuscripts.id, lundId));
    expect(await titles('q=lund%20manuscript&limit=97')).toEqual([]);
  });

  it('finds nothing for text without words, and treats tsquery syntax as text', async () => {
    expect(await results('q=%21%21%21')).toEqual({ query: '!!!', entities: [], posts: [], didYouMean: null });
    expect(await titles("q=fiore%20%26%20%7C%20!%3A*%20'")).toEqual(await titles('q=fiore'));
    expect(await titles('q=nothing-like-this')).toEqual([]);
  });

  it('answers 400 with a clear message for a missing, blank or too long q, or a bad limit', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=fiore&limit=0', 'q=fiore&limit=101']) {
      const res = await t.call('GET', `/api/search/results?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toMatch(/q|limit/);
    }
    const blank = await t.call('GET', '/api/search/results?q=%20');
    expect(JSON.stringify(await blank.json())).toContain('Give the search text (q)');
  });

  it('finds posts and entries by the French names too, accents optional (issue 32)', async () => {
    const db = t.deps.db;
    expect(await titles('q=epee%20longue')).toEqual([]);
    await db.update(weapons).set({ nameFr: 'Épée longue' }).where(eq(weapons.id, longswordId));
    // Renaming in French re-indexes the linked posts, as an English rename does.
    const expected = ['Wrath cut', 'Posta di donna drills'];
    expect(await titles('q=%C3%A9p%C3%A9e%20longue')).toEqual(expected);
    expect(await titles('q=epee%20longue&limit=99')).toEqual(expected);
    const found = await results('q=EPEE%20LONGUE');
    expect(found.entities).toEqual([
      { category: 'martialArt', id: longswordId, name: 'Longsword', nameFr: 'Épée longue', slug: 'longsword' },
    ]);
    // A French name is offered as "did you mean" too.
    expect((await results('q=epee%20longeu')).didYouMean).toBe('Épée longue');
    // Clearing the translation drops it from the documents.
    await db.update(weapons).set({ nameFr: '' }).where(eq(weapons.id, longswordId));
    expect(await titles('q=epee%20longue&limit=98')).toEqual([]);
  });
});
