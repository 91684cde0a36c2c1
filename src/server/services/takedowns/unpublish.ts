import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { posts, publishedContent } from '../../db/schema';

/**
 * Takes posts out of the published content, in the transaction of the write that takes them
 * down (a deletion, a withdrawal from sale, an account's deletion): no page rendered from it
 * lists them or has their page from then on. The row's digests are cleared so that the next
 * publish writes its answer again; its `publishedAt` moves, the mark every server follows. Posts
 * never published (made since the last publish) change nothing.
 */
export async function unpublishPosts(tx: Executor, postIds: readonly number[]): Promise<void> {
  if (!postIds.length) return;
  const ids = sql.join(
    postIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const elements = sql`jsonb_array_elements(${publishedContent.answer})`;
  // Edited in SQL on the row as this update finds it: a publish holding the row writes first,
  // then this takes the posts out of what it wrote (rebuilds/published-content.ts).
  await tx
    .update(publishedContent)
    .set({
      answer: sql`(select coalesce(jsonb_agg(post order by n), '[]'::jsonb)
        from ${elements} with ordinality as listed(post, n) where (post->>'id')::int not in (${ids}))`,
      digest: '',
      shownDigest: '',
      publishedAt: sql`clock_timestamp()`,
    })
    .where(
      and(
        eq(publishedContent.source, 'posts'),
        sql`exists (select 1 from ${elements} as listed(post) where (post->>'id')::int in (${ids}))`,
      ),
    );
}

/** The posts of a user, taken down with their account (the cascade deletes them). */
export async function unpublishPostsOf(tx: Executor, userId: number): Promise<void> {
  const rows = await tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
  await unpublishPosts(
    tx,
    rows.map((row) => row.id),
  );
}

/**
 * Once a takedown is committed: the Node server shows the published content without the posts
 * before the answer goes out, and tells the other servers. A static host (Netlify) only changes
 * with a new build: its build hook is called at once.
 */
export async function afterTakedown(deps: AppDeps, requestedById: number | null): Promise<void> {
  await deps.rebuilds?.showTakedown();
  if (!deps.env.NETLIFY_BUILD_HOOK_URL || !deps.rebuilds) return;
  await deps.rebuilds
    .request(requestedById)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'build hook after a takedown not called'));
}
