import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { likes } from '../../src/server/db/schema';
import { insertLike, insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let alice: Actor;
let bob: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t);
  bob = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const likeRows = async (postId: number) => t.deps.db.select().from(likes).where(eq(likes.postId, postId));

describe('POST /api/posts/{postId}/likes/{userId}', () => {
  it('toggles: 201 {post} when the like is added, 200 {message} when removed', async () => {
    const post = await insertPost(t.deps.db, { title: 'Likeable', userId: bob.id });
    const added = await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: alice.token });
    expect(added.status).toBe(201);
    const body = await json<{ post: Post }>(added);
    expect(Object.keys(body)).toEqual(['post']);
    expect(body.post).toMatchObject({ id: post.id, likesCount: 1 });
    const removed = await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: alice.token });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toMatchObject({ message: 'Like removed' });
    expect(await likeRows(post.id)).toEqual([]);
  });

  it('requires the bearer of {userId}: 401 without, 403 for another user or an admin, nothing changed', async () => {
    const post = await insertPost(t.deps.db, { title: 'Guarded', userId: bob.id });
    expect((await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`)).status).toBe(401);
    expect((await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: admin.token })).status).toBe(403);
    expect(await likeRows(post.id)).toEqual([]);
  });

  it("answers 404 'Post not found' for a missing post and 400 for malformed ids", async () => {
    const res = await t.call('POST', `/api/posts/999999/likes/${alice.id}`, { token: alice.token });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: 'Post not found' });
    expect((await t.call('POST', `/api/posts/abc/likes/${alice.id}`, { token: alice.token })).status).toBe(400);
    expect((await t.call('POST', '/api/posts/1/likes/abc', { token: alice.token })).status).toBe(400);
  });

  it('answers each of 50 concurrent toggles with the change it made: added minus removed is the final like', async () => {
    const post = await insertPost(t.deps.db, { title: 'Double click', userId: bob.id });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: alice.token }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const added = statuses.filter((status) => status === 201).length;
    const removed = statuses.filter((status) => status === 200).length;
    // Run one after the other, the toggles alternate: added, removed, added, ...
    expect(added).toBe(25);
    expect(removed).toBe(25);
    expect((await likeRows(post.id)).length).toBe(added - removed);
    const bodies = await Promise.all(
      answers.filter((res) => res.status === 201).map((res) => json<{ post: Post }>(res)),
    );
    // Each "added" answer shows the post as this toggle left it: liked once, by alice.
    expect(bodies.every((body) => body.post.likesCount === 1)).toBe(true);
    const after = await json<Post>(await t.call('GET', `/api/posts/${post.id}`));
    expect(after.likesCount).toBe(0);
  });

  it('counts the likes of many users toggling one post at once exactly', async () => {
    const post = await insertPost(t.deps.db, { title: 'Crowd', userId: bob.id });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => actor(t)));
    const answers = await Promise.all(
      crowd.map((who) => t.call('POST', `/api/posts/${post.id}/likes/${who.id}`, { token: who.token })),
    );
    expect(answers.map((res) => res.status)).toEqual(crowd.map(() => 201));
    expect(await likeRows(post.id)).toHaveLength(20);
    expect((await json<Post>(await t.call('GET', `/api/posts/${post.id}`))).likesCount).toBe(20);
  });
});

describe('GET likes', () => {
  it('lists the likes of a post without a token, newest first, with who liked', async () => {
    const post = await insertPost(t.deps.db, { title: 'Liked twice', userId: bob.id });
    await insertLike(t.deps.db, alice.id, post.id);
    await insertLike(t.deps.db, bob.id, post.id);
    const res = await t.call('GET', `/api/posts/${post.id}/likes`);
    expect(res.status).toBe(200);
    const list = await json<{ postId: number; userId: number; user: { username: string } }[]>(res);
    expect(list.map((l) => l.userId).sort()).toEqual([alice.id, bob.id].sort());
    expect(list.find((l) => l.userId === alice.id)?.user.username).toBe(alice.username);
    expect(
      await json(
        await t.call(
          'GET',
          `/api/posts/${(await insertPost(t.deps.db, { title: 'Unloved', userId: bob.id })).id}/likes`,
        ),
      ),
    ).toEqual([]);
    expect((await t.call('GET', '/api/posts/999999/likes')).status).toBe(404);
  });

  it("lists a user's likes with their posts for that user or an admin (GET /user/{userId}/likes)", async () => {
    const post = await insertPost(t.deps.db, { title: 'Favourite', userId: bob.id });
    await t.call('POST', `/api/posts/${post.id}/likes/${alice.id}`, { token: alice.token });
    const mine = await t.call('GET', `/api/user/${alice.id}/likes`, { token: alice.token });
    expect(mine.status).toBe(200);
    const list = await json<{ postId: number; post: Post }[]>(mine);
    expect(list[0]).toMatchObject({ postId: post.id, post: { id: post.id, title: 'Favourite' } });
    expect((await t.call('GET', `/api/user/${alice.id}/likes`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `/api/user/${alice.id}/likes`, { token: bob.token })).status).toBe(403);
    expect((await t.call('GET', `/api/user/${alice.id}/likes`)).status).toBe(401);
    expect((await t.call('GET', '/api/user/999999/likes', { token: admin.token })).status).toBe(404);
  });
});
