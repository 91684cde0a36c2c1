import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockFor } from '../../db/locks';
import { rowsOf } from '../../db/rows';

/** A repeat view from one visitor within this window is not counted again. */
export const VIEW_WINDOW_MINUTES = 30;

/**
 * One address adds at most this many views to a post per window, whatever User-Agent it
 * sends: enough for a club watching behind one NAT, too few to inflate a count.
 */
export const VIEWS_PER_ADDRESS = 3;

/** Who is viewing, as keyed hashes: neither the address nor the browser is stored. */
export interface Viewer {
  /** The address and the browser: one visitor. */
  visitor: string;
  /** The address alone: caps what one address adds, whatever browsers it claims. */
  address: string;
}

/** The visitor's fingerprint: a keyed hash, so neither the address nor the browser is stored. */
export function visitorHash(secret: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${secret}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 32);
}

/** The address's fingerprint, keyed the same way (a distinct prefix keeps it apart from visitorHash). */
export function addressHash(secret: string, ip: string): string {
  return createHash('sha256').update(`address\n${secret}\n${ip}`).digest('base64url').slice(0, 32);
}

export function viewerOf(secret: string, ip: string, userAgent: string): Viewer {
  return { visitor: visitorHash(secret, ip, userAgent), address: addressHash(secret, ip) };
}

const lastPrune = new WeakMap<Database, number>();

/**
 * Counts a view unless this visitor viewed the post within the window, or its address already
 * added VIEWS_PER_ADDRESS views to it within the window. The views of one address on one post
 * hold a lock, so concurrent requests are counted one after the other and cannot pass the cap
 * together. Null when the post does not exist.
 */
export async function recordView(
  db: Database,
  postId: number,
  viewer: Viewer,
): Promise<{ counted: boolean; views: number } | null> {
  await pruneOldViews(db);
  return db.transaction(async (tx) => {
    await lockFor(tx, 'views', postId, viewer.address);
    const window = sql`now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`;
    const [row] = rowsOf<{ views: number; counted: boolean }>(
      await tx.execute(sql`
        with post as (select id, views from posts where id = ${postId}),
        allowed as (
          select post.id from post
          where not exists (
              select 1 from post_views
              where post_id = post.id and visitor_hash = ${viewer.visitor} and viewed_at >= ${window})
            and (select count(*) from post_views
              where post_id = post.id and address_hash = ${viewer.address} and viewed_at >= ${window})
              < ${VIEWS_PER_ADDRESS}
        ),
        fresh as (
          insert into post_views (post_id, visitor_hash, address_hash)
          select id, ${viewer.visitor}, ${viewer.address} from allowed
          on conflict (post_id, visitor_hash) do update set viewed_at = now(), address_hash = excluded.address_hash
          returning post_id
        ),
        counted as (
          update posts set views = posts.views + 1 where id in (select post_id from fresh) returning views
        )
        select coalesce((select views from counted), post.views) as views, exists (select 1 from counted) as counted
        from post`),
    );
    return row ? { counted: Boolean(row.counted), views: Number(row.views) } : null;
  });
}

/** Drops fingerprints older than the window, at most once a minute per database. */
async function pruneOldViews(db: Database): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.execute(sql`delete from post_views where viewed_at < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`);
}
