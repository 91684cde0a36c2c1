import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { masterHistories, posts, weapons } from '../../src/server/db/schema';
import { insertPost, insertUser } from '../../src/server/db/seed/factories';
import { insertMasterHistory, insertWeapon } from '../support/factories';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { clearPublishState, publishState } from '../../src/server/services/rebuilds/rebuild-manager';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, file, pngBytes, sendForm, type Actor } from './content-helpers';

/**
 * The dashboard's "content changed since the last publish" mark is written in the transaction
 * of the content write it describes: set by every write that changes what static pages show,
 * never by a refused or failed one, and never missing after a write that committed.
 */

let t: TestApp;
let admin: Actor;
let author: Actor;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
  author = await actor(t);
});
afterAll(() => t.close());
beforeEach(() => clearPublishState(t.deps.db));

const unique = (name: string) => `${name} ${(n += 1)}`;
const marked = async () => (await publishState(t.deps.db)).changedAt !== null;
const image = async () => file(await pngBytes(), 'cover.png', 'image/png');
const weapon = () => insertWeapon(t.deps.db, unique('Sabre'));
const post = () => insertPost(t.deps.db, { title: unique('Drill'), userId: author.id });
const weaponsNamed = (name: string) => t.deps.db.select().from(weapons).where(eq(weapons.name, name));
const mastersNamed = (name: string) => t.deps.db.select().from(masterHistories).where(eq(masterHistories.name, name));

/** A user of their own (to rename, give an avatar or delete) and their token. */
async function ownAccount() {
  const user = await insertUser(t.deps.db, { username: unique('fencer').replace(' ', '_') });
  const token = await signAccessToken(t.deps.secrets.jwtSecret, {
    userId: user.id,
    role: 'ROLE_USER',
    username: user.username,
  });
  return { id: user.id, token };
}

const imageFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'images');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : [];
};

describe('a content write that succeeds marks the site changed since the last publish', () => {
  const writes: [string, number, () => Promise<Response>][] = [
    [
      'creating a weapon with its image',
      201,
      async () => sendForm(t, 'POST', '/api/weapons', { name: unique('Dussack'), file: await image() }, admin.token),
    ],
    [
      'renaming a weapon',
      200,
      async () =>
        t.call('PATCH', `/api/weapons/${(await weapon()).id}`, {
          token: admin.token,
          json: { name: unique('Messer') },
        }),
    ],
    [
      "replacing a weapon's image",
      200,
      async () =>
        sendForm(t, 'POST', `/api/weapons/${(await weapon()).id}/images`, { file: await image() }, admin.token),
    ],
    [
      'deleting a weapon',
      204,
      async () => t.call('DELETE', `/api/weapons/${(await weapon()).id}`, { token: admin.token }),
    ],
    [
      'creating a technique (JSON)',
      201,
      () => t.call('POST', '/api/techniques', { token: admin.token, json: { name: unique('Zwerchhau') } }),
    ],
    [
      'creating a master and their lineage',
      201,
      async () => {
        const teacher = await insertMasterHistory(t.deps.db, unique('Liechtenauer'));
        return sendForm(
          t,
          'POST',
          '/api/master_histories',
          { name: unique('Meyer'), influencedBy: [teacher.id] },
          admin.token,
        );
      },
    ],
    ['creating a post', 201, () => sendForm(t, 'POST', '/api/posts', { title: unique('Cutting drill') }, author.token)],
    [
      'editing a post',
      200,
      async () =>
        t.call('PATCH', `/api/posts/${(await post()).id}`, { token: author.token, json: { title: unique('Edited') } }),
    ],
    ['deleting a post', 204, async () => t.call('DELETE', `/api/posts/${(await post()).id}`, { token: author.token })],
    [
      "changing a user's name (posts show it)",
      200,
      async () => {
        const user = await ownAccount();
        return t.call('PATCH', `/api/users/${user.id}`, { token: user.token, json: { firstName: 'Hans' } });
      },
    ],
    [
      "changing a user's avatar (posts show it)",
      200,
      async () => {
        const user = await ownAccount();
        return sendForm(t, 'POST', `/api/users/${user.id}/image`, { file: await image() }, user.token);
      },
    ],
    [
      'deleting a user (and their posts)',
      204,
      async () => {
        const user = await ownAccount();
        return t.call('DELETE', `/api/users/${user.id}`, { token: user.token });
      },
    ],
  ];

  it.each(writes)('%s', async (_, status, send) => {
    expect((await send()).status).toBe(status);
    expect(await marked()).toBe(true);
  });
});

describe('a refused content write changes nothing and leaves no mark', () => {
  it('a duplicate name (422) with an image: no row, no stored image, no mark', async () => {
    const name = unique('Polearm');
    await insertWeapon(t.deps.db, name);
    const before = imageFiles();
    const res = await sendForm(
      t,
      'POST',
      '/api/weapons',
      { name: name.toUpperCase(), file: await image() },
      admin.token,
    );
    expect(res.status).toBe(422);
    expect(imageFiles()).toEqual(before);
    expect(await marked()).toBe(false);
  });

  it('a master whose lineage names no master (422 after the row was written): no row, no mark', async () => {
    const name = unique('Ringeck');
    const res = await sendForm(t, 'POST', '/api/master_histories', { name, influencedBy: [999999] }, admin.token);
    expect(res.status).toBe(422);
    expect(await mastersNamed(name)).toEqual([]);
    expect(await marked()).toBe(false);
  });

  it('a missing row (404) and a post edited by someone else (403): no mark', async () => {
    expect(
      (await t.call('PATCH', '/api/weapons/999999', { token: admin.token, json: { name: 'Nothing' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/posts/999999', { token: author.token })).status).toBe(404);
    const other = await ownAccount();
    const res = await t.call('PATCH', `/api/posts/${(await post()).id}`, {
      token: other.token,
      json: { title: 'Mine now' },
    });
    expect(res.status).toBe(403);
    expect(await marked()).toBe(false);
  });

  it('a username already taken (422): no mark', async () => {
    const user = await ownAccount();
    const res = await t.call('PATCH', `/api/users/${user.id}`, {
      token: user.token,
      json: { username: author.username },
    });
    expect(res.status).toBe(422);
    expect(await marked()).toBe(false);
  });
});

describe('a content write whose mark cannot be written', () => {
  /** Makes the database refuse the mark, as a crash right before it would leave it unwritten. */
  async function refusingTheMark(run: () => Promise<void>) {
    await t.deps.db.execute(sql`
      create function refuse_content_mark() returns trigger language plpgsql as $$
      begin
        if new.key = 'content-changed-at' then raise exception 'the mark cannot be written'; end if;
        return new;
      end $$`);
    await t.deps.db.execute(sql`
      create trigger refuse_content_mark before insert or update on site_state
      for each row execute function refuse_content_mark()`);
    try {
      await run();
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_content_mark on site_state`);
      await t.deps.db.execute(sql`drop function refuse_content_mark()`);
    }
  }

  it('is undone with it: 500, no row and no stored image', async () => {
    const name = unique('Rapier');
    const before = imageFiles();
    await refusingTheMark(async () => {
      const res = await sendForm(t, 'POST', '/api/weapons', { name, file: await image() }, admin.token);
      expect(res.status).toBe(500);
    });
    expect(await weaponsNamed(name)).toEqual([]);
    expect(imageFiles()).toEqual(before);
  });

  it('leaves a post unchanged', async () => {
    const { id, title } = await post();
    await refusingTheMark(async () => {
      const res = await t.call('PATCH', `/api/posts/${id}`, { token: author.token, json: { title: 'Never saved' } });
      expect(res.status).toBe(500);
    });
    expect(
      await t.deps.db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.title, title))),
    ).toHaveLength(1);
  });
});
