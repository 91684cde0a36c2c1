import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { readLiveContent } from '../../src/server/services/rebuilds/published-content';
import { libraryOf } from '../../src/render/library-of';
import { searchRecords } from '../../src/render/search-records';
import { signedInUser } from '../support/auth';
import { insertOrder } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 30: a publish builds the search index from the content it publishes, read from the API
 * app as every page is: a post deleted or withdrawn from sale by its author has no record, in
 * no language, while the others have one in each.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const recordUrls = async () =>
  searchRecords(libraryOf(await readLiveContent(async (request) => t.app.fetch(request))))
    .filter((record) => record.meta.kind === 'post')
    .map((record) => record.url);

describe('the search records of a publish', () => {
  it('leave out the posts taken down by their authors', async () => {
    const author = await signedInUser(t);
    const buyer = await signedInUser(t);
    const kept = await insertPost(t.deps.db, { title: 'Kept in search', userId: author.id });
    const deleted = await insertPost(t.deps.db, { title: 'Deleted from search', userId: author.id });
    const withdrawn = await insertPost(t.deps.db, { title: 'Withdrawn from sale', userId: author.id, priceCents: 500 });
    const order = await insertOrder(t.deps.db, {
      userId: buyer.id,
      lines: [{ postId: withdrawn.id, sellerId: author.id, title: withdrawn.title, priceCents: 500 }],
    });
    await t.deps.db.insert(accessGrants).values({ userId: buyer.id, postId: withdrawn.id, orderId: order.id });
    const pagesOf = (id: number) => [`/videos/${id}/`, `/fr/videos/${id}/`];
    expect(await recordUrls()).toEqual(
      expect.arrayContaining([kept, deleted, withdrawn].flatMap((post) => pagesOf(post.id))),
    );

    // Deleted (204: nobody bought it), withdrawn from sale (200: it has a buyer).
    expect((await t.call('DELETE', `/api/posts/${deleted.id}`, { token: author.token })).status).toBe(204);
    expect((await t.call('DELETE', `/api/posts/${withdrawn.id}`, { token: author.token })).status).toBe(200);
    const urls = await recordUrls();
    expect(urls).toEqual(expect.arrayContaining(pagesOf(kept.id)));
    for (const url of [...pagesOf(deleted.id), ...pagesOf(withdrawn.id)]) expect(urls).not.toContain(url);
  });
});
