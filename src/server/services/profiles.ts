import { and, eq, sql } from 'drizzle-orm';
import type { PublicProfile } from '../../contract/profiles';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/** The public profile of an active user, with their post and received-like counts (one query); null when absent. */
export async function publicProfile(db: Executor, id: number): Promise<PublicProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: sql<string>`${users.username}::text`,
      fileUrl: users.fileUrl,
      createdAt: users.createdAt,
      // Qualified by hand: drizzle drops table names in single-table selects, and these subqueries share column names.
      postsCount: sql<number>`(select count(*)::int from posts p where p.user_id = users.id)`,
      likesReceived: sql<number>`(select count(*)::int from likes l join posts p on p.id = l.post_id where p.user_id = users.id)`,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)));
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    fileUrl: row.fileUrl,
    createdAt: new Date(row.createdAt).toISOString(),
    postsCount: Number(row.postsCount),
    likesReceived: Number(row.likesReceived),
  };
}
