import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { accessGrants, orderLines, orders, packagePosts, posts } from '../../db/schema';
import { postWriteTags, writeContent } from '../content-changes';
import { MESSAGES, notFound } from '../../lib/http-error';
import { deleteImageByUrl, deleteKeys } from '../images';
import { removeStream } from '../transcode';
import { keyOfPublicUrl } from '../storage/types';
import { previewKey, previewSeconds } from '../access/preview';
import { afterTakedown, unpublishPosts } from '../takedowns/unpublish';
import { deletePost, type DeletedPost } from './write';
import { API_MESSAGES } from '../../../contract/api-messages';

export const WITHDRAWAL_MESSAGES = {
  withdrawn: API_MESSAGES.posts.withdrawn.en,
} as const;

/**
 * True when someone paid for the post (an access grant) or is paying for it now (a pending
 * order holding it, on its own or in a package): deleting it would take from them what
 * they paid for.
 */
export async function hasBuyers(tx: Tx, postId: number): Promise<boolean> {
  const [granted] = await tx
    .select({ one: sql`1` })
    .from(accessGrants)
    .where(eq(accessGrants.postId, postId))
    .limit(1);
  if (granted) return true;
  const packagesHolding = tx
    .select({ id: packagePosts.packageId })
    .from(packagePosts)
    .where(eq(packagePosts.postId, postId));
  const [paying] = await tx
    .select({ one: sql`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.status, 'pending'),
        or(eq(orderLines.postId, postId), inArray(orderLines.packageId, packagesHolding)),
      ),
    )
    .limit(1);
  return Boolean(paying);
}

/** The posts of a seller that somebody paid for or is paying for (hasBuyers, in one query). */
export async function postsWithBuyers(tx: Tx, sellerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.userId, sellerId),
        sql`(exists (select 1 from ${accessGrants} where ${accessGrants.postId} = ${posts.id})
          or exists (
            select 1 from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
            where ${orders.status} = 'pending'
              and (${orderLines.postId} = ${posts.id}
                or ${orderLines.packageId} in (select ${packagePosts.packageId} from ${packagePosts} where ${packagePosts.postId} = ${posts.id}))))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The 30 s preview cut from a video (made on demand for visitors who may not play it in full). */
async function deletePreviewOf(deps: AppDeps, mediaKey: string, durationSeconds: number | null): Promise<void> {
  await deps.storage.delete(previewKey(mediaKey, previewSeconds(durationSeconds))).catch(() => undefined);
}

/**
 * Files of a deleted post that no other post uses (demo posts share one clip): its video, preview
 * and poster; and its HLS ladder, its own.
 */
export async function deleteMediaOf(deps: AppDeps, deleted: DeletedPost): Promise<void> {
  await removeStream(deps, deleted.id).catch(() => undefined);
  if (deleted.mediaKey && !deleted.mediaShared) {
    await deps.storage.delete(deleted.mediaKey).catch(() => undefined);
    await deletePreviewOf(deps, deleted.mediaKey, deleted.durationSeconds);
  }
  if (!deleted.posterShared) await deleteImageByUrl(deps.storage, deleted.posterUrl);
  const captionKeys = deleted.captionUrls.map(keyOfPublicUrl).filter((key): key is string => key !== null);
  await deleteKeys(deps.storage, captionKeys);
}

async function listedPostUses(tx: Tx, mediaKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(posts)
    .where(and(eq(posts.mediaKey, mediaKey), isNull(posts.withdrawnAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * The author's DELETE: a post nobody bought is deleted; a post with buyers is withdrawn
 * from sale instead (hidden from every list, refused by carts and checkouts) and stays
 * playable by its buyers. The post row is locked first, so a purchase completing at the
 * same moment either is seen here or waits for the withdrawal.
 */
export async function deleteOrWithdraw(deps: AppDeps, postId: number): Promise<'deleted' | 'withdrawn'> {
  const outcome = await writeContent(
    deps,
    (done: { authorId: number }) => postWriteTags(postId, done.authorId),
    async (tx) => {
      const [row] = await tx
        .select({
          id: posts.id,
          authorId: posts.userId,
          withdrawnAt: posts.withdrawnAt,
          mediaKey: posts.mediaKey,
          durationSeconds: posts.durationSeconds,
        })
        .from(posts)
        .where(eq(posts.id, postId))
        .for('update');
      if (!row) throw notFound(MESSAGES.postNotFound);
      if (await hasBuyers(tx, postId)) {
        if (row.withdrawnAt) return { withdrawn: true as const, authorId: row.authorId, preview: null };
        await tx
          .update(posts)
          .set({ withdrawnAt: sql`now()`, updatedAt: new Date() })
          .where(eq(posts.id, postId));
        await unpublishPosts(tx, [postId]);
        // Its preview was for visitors, who may no longer play it: unless a listed post shares the video.
        const shared = row.mediaKey ? await listedPostUses(tx, row.mediaKey) : true;
        return { withdrawn: true as const, authorId: row.authorId, preview: shared ? null : row };
      }
      return { withdrawn: false as const, authorId: row.authorId, deleted: (await deletePost(tx, postId))! };
    },
  );
  await afterTakedown(deps, null);
  if (outcome.withdrawn) {
    if (outcome.preview?.mediaKey)
      await deletePreviewOf(deps, outcome.preview.mediaKey, outcome.preview.durationSeconds);
    return 'withdrawn';
  }
  await deleteMediaOf(deps, outcome.deleted);
  return 'deleted';
}
