import { describe, expect, it } from 'vitest';
import { readPostPage } from '../../src/features/engagement/profile/post-page-answer';
import type { Post } from '../../src/lib/types';

const posts = (...ids: number[]) => ids.map((id) => ({ id }) as Post);
const ids = (list: Post[]) => list.map((post) => post.id);

describe("'Show more' under a pre-rendered list", () => {
  it('adds the posts below the ones shown above, and counts what remains below them', () => {
    const seen = new Set<number>();
    const page = readPostPage(posts(1, 2, 3, 4, 5), '8', [1, 2, 3], seen);
    expect(ids(page.items)).toEqual([4, 5]);
    expect(page.total).toBe(5);
  });

  it('does not subtract a post shown above that was deleted since the build (the list would end one early)', () => {
    const seen = new Set<number>();
    // Post 2 was deleted: the call lists 7 posts, of which 2 of the 3 above.
    const first = readPostPage(posts(1, 3, 4, 5), '7', [1, 2, 3], seen);
    expect(ids(first.items)).toEqual([4, 5]);
    expect(first.total).toBe(5);
    const next = readPostPage(posts(6, 7, 8), '7', [1, 2, 3], seen);
    expect(ids(next.items)).toEqual([6, 7, 8]);
    expect(next.total).toBe(5);
  });

  it('without posts above, the total is the call total (or the page length when the call gives none)', () => {
    expect(readPostPage(posts(1, 2), '40', [], new Set()).total).toBe(40);
    expect(readPostPage(posts(1, 2), null, [], new Set()).total).toBe(2);
  });
});
