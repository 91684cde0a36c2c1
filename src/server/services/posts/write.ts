import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { selectById } from '../../db/rows';
import {
  manuscripts,
  masterHistories,
  postCaptions,
  postTechniques,
  postTypes,
  posts,
  techniques,
  weapons,
} from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { fillApiText } from '../../../contract/api-texts';
import { assertLinked, defined } from '../library/shared';
import { unpublishPosts } from '../takedowns/unpublish';

export interface PostLinks {
  postTypeId?: number | null | undefined;
  weaponId?: number | null | undefined;
  masterId?: number | null | undefined;
  manuscriptId?: number | null | undefined;
  techniqueIds?: number[] | undefined;
}

export interface NewPost extends PostLinks {
  title: string;
  description?: string | undefined;
  priceCents: number;
  userId: number;
  mediaKey: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
}

export interface PostPatch extends PostLinks {
  title?: string | undefined;
  description?: string | undefined;
  priceCents?: number | undefined;
  posterUrl?: string | null | undefined;
}

async function assertLinks(db: Executor, links: PostLinks): Promise<void> {
  await assertLinked(db, postTypes, links.postTypeId, 'postTypeId', 'content type');
  await assertLinked(db, weapons, links.weaponId, 'weaponId', 'weapon');
  await assertLinked(db, masterHistories, links.masterId, 'masterId', 'master history');
  await assertLinked(db, manuscripts, links.manuscriptId, 'manuscriptId', 'manuscript');
  const ids = [...new Set(links.techniqueIds ?? [])];
  if (ids.length) {
    const found = await db.select({ id: techniques.id }).from(techniques).where(inArray(techniques.id, ids));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length)
      throw unprocessable({
        techniqueIds: [fillApiText(API_MESSAGES.posts.noTechnique.en, { ids: missing.join(', ') })],
      });
  }
}

async function writeTechniques(db: Executor, postId: number, techniqueIds: number[]): Promise<void> {
  await db.delete(postTechniques).where(eq(postTechniques.postId, postId));
  const ids = [...new Set(techniqueIds)];
  if (ids.length) await db.insert(postTechniques).values(ids.map((techniqueId) => ({ postId, techniqueId })));
}

/**
 * Inserts a post and its technique links, in the caller's transaction (with the content mark);
 * 422 for a link to nothing.
 */
export async function createPost(tx: Tx, input: NewPost): Promise<number> {
  await assertLinks(tx, input);
  if (input.mediaKey) {
    const [used] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.mediaKey, input.mediaKey)).limit(1);
    if (used) throw unprocessable({ videoKey: [API_MESSAGES.posts.uploadUsed.en] });
  }
  const [row] = await tx
    .insert(posts)
    .values({
      title: input.title,
      description: input.description ?? '',
      priceCents: input.priceCents,
      userId: input.userId,
      mediaKey: input.mediaKey,
      posterUrl: input.posterUrl,
      durationSeconds: input.durationSeconds,
      postTypeId: input.postTypeId ?? null,
      weaponId: input.weaponId ?? null,
      masterId: input.masterId ?? null,
      manuscriptId: input.manuscriptId ?? null,
    })
    .returning({ id: posts.id });
  await writeTechniques(tx, row!.id, input.techniqueIds ?? []);
  return row!.id;
}

/** Updates the given fields and links, in the caller's transaction; false when the post does not exist. */
export async function updatePost(tx: Tx, id: number, patch: PostPatch): Promise<boolean> {
  const [current] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for('update');
  if (!current) return false;
  await assertLinks(tx, patch);
  const values = defined({
    title: patch.title,
    description: patch.description,
    priceCents: patch.priceCents,
    posterUrl: patch.posterUrl,
    postTypeId: patch.postTypeId,
    weaponId: patch.weaponId,
    masterId: patch.masterId,
    manuscriptId: patch.manuscriptId,
  });
  await tx
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
  if (patch.techniqueIds !== undefined) await writeTechniques(tx, id, patch.techniqueIds);
  return true;
}

const ownerColumns = {
  userId: posts.userId,
  priceCents: posts.priceCents,
  posterUrl: posts.posterUrl,
  durationSeconds: posts.durationSeconds,
};

/** Who owns a post, with what its edits check (price, poster, duration); null when there is no such post. */
export const postOwner = (db: Executor, id: number) => selectById(db, posts, ownerColumns, id);

export interface DeletedPost {
  id: number;
  mediaKey: string | null;
  durationSeconds: number | null;
  posterUrl: string | null;
  /** Whether another post still uses the same video / poster (demo posts share one clip). */
  mediaShared: boolean;
  posterShared: boolean;
  /** Its caption files (the rows go by cascade; each file belongs to this post alone). */
  captionUrls: string[];
}

/**
 * Deletes the post (likes, ratings, views and links go with it by cascade), in the caller's
 * transaction, and takes it out of the published content: the pages stop showing it at once.
 */
export async function deletePost(tx: Tx, id: number): Promise<DeletedPost | null> {
  const captions = await tx.select({ url: postCaptions.url }).from(postCaptions).where(eq(postCaptions.postId, id));
  const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning({
    id: posts.id,
    mediaKey: posts.mediaKey,
    posterUrl: posts.posterUrl,
    durationSeconds: posts.durationSeconds,
  });
  if (!row) return null;
  await unpublishPosts(tx, [id]);
  const usedBy = async (column: typeof posts.mediaKey | typeof posts.posterUrl, value: string | null) => {
    if (!value) return false;
    const [other] = await tx
      .select({ n: sql`1` })
      .from(posts)
      .where(eq(column, value))
      .limit(1);
    return Boolean(other);
  };
  return {
    ...row,
    mediaShared: await usedBy(posts.mediaKey, row.mediaKey),
    posterShared: await usedBy(posts.posterUrl, row.posterUrl),
    captionUrls: captions.map((caption) => caption.url),
  };
}
