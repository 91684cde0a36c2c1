import type { Post } from './types';

export interface PostIndex {
  byTechnique: Map<number, Post[]>;
  byMaster: Map<number, Post[]>;
  byManuscript: Map<number, Post[]>;
  byWeapon: Map<number, Post[]>;
  byType: Map<number, Post[]>;
}

function push(map: Map<number, Post[]>, key: number | undefined, post: Post) {
  if (key === undefined) return;
  const list = map.get(key);
  if (list) list.push(post);
  else map.set(key, [post]);
}

/** Posts grouped by what they cite; each group keeps the input order (most viewed first if sorted so). */
export function indexPosts(posts: readonly Post[]): PostIndex {
  const index: PostIndex = {
    byTechnique: new Map(),
    byMaster: new Map(),
    byManuscript: new Map(),
    byWeapon: new Map(),
    byType: new Map(),
  };
  for (const post of posts) {
    for (const technique of post.techniques) push(index.byTechnique, technique.id, post);
    push(index.byMaster, post.masterHistory?.id, post);
    push(index.byManuscript, post.manuscript?.id, post);
    push(index.byWeapon, post.weapon?.id, post);
    push(index.byType, post.postType?.id, post);
  }
  return index;
}

const SCAN_LIMIT = 200;

/**
 * Related posts: the same technique weighs most, then master and manuscript, then weapon
 * and content type; ties go to the most viewed. Only the first posts of each group are
 * scanned so a 10,000-post build stays linear.
 */
export function relatedPosts(post: Post, index: PostIndex, count = 3): Post[] {
  // A post page's render and its cache tags both ask: compute once.
  const known = memo.get(index)?.get(post);
  if (known && known.length >= count) return known.slice(0, count);
  const related = computeRelated(post, index, count);
  const perIndex = memo.get(index) ?? new WeakMap<Post, Post[]>();
  perIndex.set(post, related);
  memo.set(index, perIndex);
  return related;
}

/** How many related posts a post page shows. */
const SHOWN_RELATED = 3;

/** The related posts a post page shows. */
export function relatedShown(post: Post, index: PostIndex): Post[] {
  return relatedPosts(post, index, SHOWN_RELATED);
}

const memo = new WeakMap<PostIndex, WeakMap<Post, Post[]>>();

function computeRelated(post: Post, index: PostIndex, count: number): Post[] {
  const scores = new Map<number, { post: Post; score: number }>();
  const add = (list: Post[] | undefined, weight: number) => {
    if (!list) return;
    for (const other of list.slice(0, SCAN_LIMIT)) {
      if (other.id === post.id) continue;
      const entry = scores.get(other.id);
      if (entry) entry.score += weight;
      else scores.set(other.id, { post: other, score: weight });
    }
  };
  for (const technique of post.techniques) add(index.byTechnique.get(technique.id), 4);
  if (post.masterHistory) add(index.byMaster.get(post.masterHistory.id), 3);
  if (post.manuscript) add(index.byManuscript.get(post.manuscript.id), 3);
  if (post.weapon) add(index.byWeapon.get(post.weapon.id), 1);
  if (post.postType) add(index.byType.get(post.postType.id), 1);
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || b.post.views - a.post.views || b.post.id - a.post.id)
    .slice(0, count)
    .map((entry) => entry.post);
}
