import { links } from './links';
import type { Post, PostDetail, PostTimeline } from './types';

/** A chapter tied to a technique, as the technique, master and manuscript pages list it. */
export interface Moment {
  postId: number;
  postTitle: string;
  startSeconds: number;
  title: string;
  techniqueId: number;
}

/** The posts' chapters tied to a technique, by technique id; each list by post title, then time. */
export function indexMoments(timelines: PostTimeline[], postsById: Map<number, Post>): Map<number, Moment[]> {
  const index = new Map<number, Moment[]>();
  for (const timeline of timelines) {
    const post = postsById.get(timeline.id);
    if (!post) continue;
    for (const chapter of timeline.chapters) {
      if (chapter.techniqueId === null) continue;
      const moment = {
        postId: post.id,
        postTitle: post.title,
        startSeconds: chapter.startSeconds,
        title: chapter.title,
        techniqueId: chapter.techniqueId,
      };
      index.set(chapter.techniqueId, [...(index.get(chapter.techniqueId) ?? []), moment]);
    }
  }
  for (const moments of index.values())
    moments.sort(
      (a, b) => a.postTitle.localeCompare(b.postTitle) || a.postId - b.postId || a.startSeconds - b.startSeconds,
    );
  return index;
}

/** The moments of several techniques (a master's or a manuscript's), each once. */
export function momentsOfTechniques(index: Map<number, Moment[]>, techniqueIds: number[]): Moment[] {
  return [...new Set(techniqueIds)].flatMap((id) => index.get(id) ?? []);
}

/**
 * A list post with its chapters and captions (none when the build has no timeline for it); the
 * stream's state changes too often for a built page: the live post carries it.
 */
export function withTimeline(post: Post, timeline: PostTimeline | undefined): PostDetail {
  return { ...post, chapters: timeline?.chapters ?? [], captions: timeline?.captions ?? [], stream: null };
}

/** The address that starts a post's video at `seconds`: /videos/{id}?t=42. */
export const momentPath = (postId: number, seconds: number) =>
  `${links.post(postId)}${seconds > 0 ? `?t=${seconds}` : ''}`;
