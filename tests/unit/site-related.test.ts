import { describe, expect, it } from 'vitest';
import type { Post, Ref } from '../../src/contract';
import { indexPosts, relatedPosts, relatedShown } from '../../src/lib/related';
import { libraryOf } from '../../src/render/library-of';
import type { LibraryContent } from '../../src/lib/types';

const NO_CONTENT: LibraryContent = {
  posts: [],
  timelines: [],
  postTypes: [],
  weapons: [],
  masterHistories: [],
  techniques: [],
  manuscripts: [],
  publicities: [],
  sources: [],
};

const ref = (id: number): Ref => ({ id, name: `n${id}`, slug: `s${id}` });
let nextId = 1;
function post(over: Partial<Post> = {}): Post {
  return {
    id: nextId++,
    title: 't',
    description: '',
    price: '0.00',
    fileUrl: null,
    posterUrl: null,
    durationSeconds: null,
    user: { id: 1, username: 'u', fileUrl: null },
    views: 0,
    rate: 0,
    ratingCount: 0,
    likesCount: 0,
    postType: null,
    weapon: null,
    masterHistory: null,
    manuscript: null,
    techniques: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('related posts', () => {
  it('prefers the same technique, then master or manuscript, then weapon; never the post itself', () => {
    const self = post({ techniques: [ref(1)], masterHistory: ref(2), weapon: ref(3) });
    const sameWeapon = post({ weapon: ref(3), views: 9999 });
    const sameMaster = post({ masterHistory: ref(2) });
    const sameTechnique = post({ techniques: [ref(1)] });
    const unrelated = post({ weapon: ref(8) });
    const index = indexPosts([self, sameWeapon, sameMaster, sameTechnique, unrelated]);
    expect(relatedPosts(self, index, 3).map((p) => p.id)).toEqual([sameTechnique.id, sameMaster.id, sameWeapon.id]);
  });

  it('breaks ties by views', () => {
    const self = post({ weapon: ref(5) });
    const low = post({ weapon: ref(5), views: 1 });
    const high = post({ weapon: ref(5), views: 50 });
    expect(relatedPosts(self, indexPosts([self, low, high]), 2).map((p) => p.id)).toEqual([high.id, low.id]);
  });

  it('a post page shows the next related posts in the place of those taken down (no longer in the published content)', () => {
    const self = post({ weapon: ref(6) });
    const others = [40, 30, 20, 10].map((views) => post({ weapon: ref(6), views }));
    const index = indexPosts([self, ...others]);
    const ids = others.map((p) => p.id);
    expect(relatedShown(self, index).map((p) => p.id)).toEqual(ids.slice(0, 3));
    const shown = (takenDown: number[]) => {
      const library = libraryOf({ ...NO_CONTENT, posts: [self, ...others].filter((p) => !takenDown.includes(p.id)) });
      return relatedShown(self, library.postIndex).map((p) => p.id);
    };
    expect(shown([ids[0]!])).toEqual(ids.slice(1, 4));
    expect(shown(ids.slice(0, 3))).toEqual([ids[3]]);
  });
});
