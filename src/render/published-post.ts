import { withTimeline } from '../lib/moments';
import type { Post, PostDetail } from '../lib/types';
import type { Library } from './library-of';

/** A published post as its page shows it: with its chapters and captions. */
export function postDetailOf(library: Library, post: Post): PostDetail {
  return withTimeline(post, library.timelinesByPost.get(post.id));
}
