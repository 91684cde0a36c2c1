import { and, desc, eq, sql } from 'drizzle-orm';
import type { Post } from '../../../contract/posts';
import type { Database, Executor } from '../../db/client';
import { likes, posts, ratings, users } from '../../db/schema';
import { lockFor } from '../../db/locks';
import { getPost, postsById } from '../posts/queries';
import type { Storage } from '../storage/types';

export type LikeToggle =
  | { outcome: 'added'; authorId: number; post: Post }
  | { outcome: 'removed'; authorId: number }
  | { outcome: 'no-post' };

/** The posts user `userId` liked or rated (their counts change when the user goes). */
export async function postsEngagedBy(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: likes.postId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .union(db.select({ postId: ratings.postId }).from(ratings).where(eq(ratings.userId, userId)));
  return rows.map((row) => row.postId);
}

/**
 * Adds the like, or removes it when it exists. The toggle holds a lock on (user, post), so
 * concurrent toggles run one after the other and each outcome is the change it made; the post
 * of an "added" answer is read in the same transaction (the state this toggle left).
 */
export async function toggleLike(db: Database, storage: Storage, postId: number, userId: number): Promise<LikeToggle> {
  return db.transaction(async (tx) => {
    await lockFor(tx, 'like', userId, postId);
    // Key share: the post cannot be deleted under the toggle, other likers are not blocked.
    const [post] = await tx
      .select({ id: posts.id, authorId: posts.userId })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('key share');
    if (!post) return { outcome: 'no-post' };
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.postId, postId), eq(likes.userId, userId)))
      .returning({ id: likes.id });
    if (removed.length) return { outcome: 'removed', authorId: post.authorId };
    await tx.insert(likes).values({ postId, userId });
    return { outcome: 'added', authorId: post.authorId, post: (await getPost(tx, storage, postId))! };
  });
}

export interface LikeView {
  id: number;
  postId: number;
  userId: number;
  createdAt: string;
  user: { id: number; username: string; fileUrl: string | null };
}

/** The likes of a post, newest first, with who liked. */
export async function listPostLikes(db: Executor, postId: number): Promise<LikeView[]> {
  const rows = await db
    .select({
      id: likes.id,
      postId: likes.postId,
      userId: likes.userId,
      createdAt: likes.createdAt,
      username: sql<string>`${users.username}::text`,
      fileUrl: users.fileUrl,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(eq(likes.postId, postId))
    .orderBy(desc(likes.createdAt), desc(likes.id));
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    userId: row.userId,
    createdAt: new Date(row.createdAt).toISOString(),
    user: { id: row.userId, username: row.username, fileUrl: row.fileUrl },
  }));
}

export interface UserLikeView {
  id: number;
  postId: number;
  userId: number;
  createdAt: string;
  post: Post;
}

/** A user's likes, newest first, each with its post (two queries whatever the count). */
export async function listUserLikes(db: Executor, storage: Storage, userId: number): Promise<UserLikeView[]> {
  const rows = await db
    .select({ id: likes.id, postId: likes.postId, createdAt: likes.createdAt })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(1000);
  if (!rows.length) return [];
  const byId = await postsById(
    db,
    storage,
    rows.map((row) => row.postId),
  );
  return rows.flatMap((row) => {
    const post = byId.get(row.postId);
    return post
      ? [{ id: row.id, postId: row.postId, userId, createdAt: new Date(row.createdAt).toISOString(), post }]
      : [];
  });
}
