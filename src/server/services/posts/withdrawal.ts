import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { accessGrants, orderLines, orders, packagePosts, posts } from '../../db/schema';
import { writeContent } from '../content-changes';
import { MESSAGES, notFound } from '../../lib/http-error';
import { deleteImageByUrl } from '../images';
import { deletePost, type DeletedPost } from './write';

export const WITHDRAWAL_MESSAGES = {
  withdrawn:
    'This post has buyers: it is withdrawn from sale and stays available to them. Only an administrator can remove it completely.',
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

/** Files of a deleted post that no other post uses (demo posts share one clip). */
export async function deleteMediaOf(deps: AppDeps, deleted: DeletedPost): Promise<void> {
  if (deleted.mediaKey && !deleted.mediaShared) await deps.storage.delete(deleted.mediaKey).catch(() => undefined);
  if (!deleted.posterShared) await deleteImageByUrl(deps.storage, deleted.posterUrl);
}

/**
 * The author's DELETE: a post nobody bought is deleted; a post with buyers is withdrawn
 * from sale instead (hidden from every list, refused by carts and checkouts) and stays
 * playable by its buyers. The post row is locked first, so a purchase completing at the
 * same moment either is seen here or waits for the withdrawal.
 */
export async function deleteOrWithdraw(deps: AppDeps, postId: number): Promise<'deleted' | 'withdrawn'> {
  const outcome = await writeContent(deps, async (tx) => {
    const [row] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!row) throw notFound(MESSAGES.postNotFound);
    if (await hasBuyers(tx, postId)) {
      await tx
        .update(posts)
        .set({ withdrawnAt: sql`coalesce(${posts.withdrawnAt}, now())`, updatedAt: new Date() })
        .where(eq(posts.id, postId));
      return { withdrawn: true as const };
    }
    return { withdrawn: false as const, deleted: (await deletePost(tx, postId))! };
  });
  if (outcome.withdrawn) return 'withdrawn';
  await deleteMediaOf(deps, outcome.deleted);
  return 'deleted';
}
