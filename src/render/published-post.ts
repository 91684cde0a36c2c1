import { cacheTag, type CacheTag } from '../contract/cache-tags';
import { withTimeline } from '../lib/moments';
import { relatedShown } from '../lib/related';
import type { Post, PostDetail } from '../lib/types';
import type { Library } from './library-of';

/** A published post as its page shows it: with its chapters and captions. */
export function postDetailOf(library: Library, post: Post): PostDetail {
  return withTimeline(post, library.timelinesByPost.get(post.id));
}

/**
 * The page cache tags of a published post's page: the post and every post whose card it shows,
 * so that the takedown of any of them drops the page.
 */
export function postPageTags(library: Library, post: Post, hidden?: ReadonlySet<number>): CacheTag[] {
  return [post, ...relatedShown(post, library.postIndex, hidden)].map((shown) => cacheTag.published(shown.id));
}
