import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { insertLike, insertPost, insertUser } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let fan: Actor;

beforeAll(async () => {
  t = await createTestApp();
  fan = await actor(t);
});
afterAll(() => t.close());

describe('GET /api/users/{id}/profile: the public profile of an author', () => {
  it('answers without a token: username, avatar, member since, counts of posts and of likes received', async () => {
    const author = await insertUser(t.deps.db, {
      username: 'liechtenauer_fan',
      fileUrl: '/api/media/images/avatars/a.webp',
      firstName: 'Johannes',
      name: 'Secret',
      city: 'Nuremberg',
    });
    const a = await insertPost(t.deps.db, { title: 'First', userId: author.id });
    const b = await insertPost(t.deps.db, { title: 'Second', userId: author.id });
    await insertPost(t.deps.db, { title: 'Not theirs', userId: fan.id });
    await insertLike(t.deps.db, fan.id, a.id);
    await insertLike(t.deps.db, author.id, a.id);
    await insertLike(t.deps.db, fan.id, b.id);
    const res = await t.call('GET', `/api/users/${author.id}/profile`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      id: author.id,
      username: 'liechtenauer_fan',
      fileUrl: '/api/media/images/avatars/a.webp',
      createdAt: new Date(author.createdAt).toISOString(),
      postsCount: 2,
      likesReceived: 3,
    });
  });

  it('never shows private fields (e-mail, names, address, role, payment account)', async () => {
    const author = await insertUser(t.deps.db, {
      username: 'private_person',
      firstName: 'Hidden',
      name: 'Name',
      city: 'Secretville',
      country: 'Nowhere',
    });
    const text = await (await t.call('GET', `/api/users/${author.id}/profile`)).text();
    for (const secret of [
      'private_person@hdx.test',
      'Hidden',
      'Secretville',
      'Nowhere',
      'email',
      'role',
      'stripe',
      'password',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('counts zero for a member without posts', async () => {
    const res = await t.call('GET', `/api/users/${fan.id}/profile`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: fan.id, username: fan.username, postsCount: 1, likesReceived: 0 });
    const quiet = await actor(t);
    expect(await json(await t.call('GET', `/api/users/${quiet.id}/profile`))).toMatchObject({
      postsCount: 0,
      likesReceived: 0,
    });
  });

  it("answers 404 'Error 404: Resource not found' for a missing or deactivated user and 400 for a malformed id", async () => {
    const missing = await t.call('GET', '/api/users/999999/profile');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Error 404: Resource not found' });
    const gone = await actor(t);
    await t.deps.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    expect((await t.call('GET', `/api/users/${gone.id}/profile`)).status).toBe(404);
    expect((await t.call('GET', '/api/users/abc/profile')).status).toBe(400);
  });
});
