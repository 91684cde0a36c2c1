import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** A repeat view from one visitor within this window is not counted again. */
export const VIEW_WINDOW_MINUTES = 30;

/** The visitor's fingerprint: a keyed hash, so neither the address nor the browser is stored. */
export function visitorHash(secret: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${secret}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 32);
}

const lastPrune = new WeakMap<Database, number>();

/**
 * Counts a view unless this visitor viewed the post within the window; one statement,
 * so concurrent repeats cannot both count. Null when the post does not exist.
 */
export async function recordView(
  db: Database,
  postId: number,
  visitor: string,
): Promise<{ counted: boolean; views: number } | null> {
  await pruneOldViews(db);
  const result = rowsOf<{ views: number; counted: boolean }>(
    await db.execute(sql`
      with post as (select id, views from posts where id = ${postId}),
      fresh as (
        insert into post_views (post_id, visitor_hash)
        select id, ${visitor} from post
        on conflict (post_id, visitor_hash) do update set viewed_at = now()
          where post_views.viewed_at < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})
        returning post_id
      ),
      counted as (
        update posts set views = posts.views + 1 where id in (select post_id from fresh) returning views
      )
      select coalesce((select views from counted), post.views) as views, exists (select 1 from counted) as counted
      from post`),
  );
  const [row] = result;
  return row ? { counted: Boolean(row.counted), views: Number(row.views) } : null;
}

/** Drops fingerprints older than the window, at most once a minute per database. */
async function pruneOldViews(db: Database): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.execute(sql`delete from post_views where viewed_at < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`);
}
