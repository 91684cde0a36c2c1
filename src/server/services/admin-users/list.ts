import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserSort } from '../../../contract/admin-users';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Role } from '../../../contract/enums';
import { escapeLike } from '../search/title-search';

export interface AdminUserQuery {
  q?: string | undefined;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
  page: number;
  itemsPerPage: number;
}

/** A user as the dashboard's users table shows it. */
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  active: boolean;
  emailVerified: boolean;
  fileUrl: string | null;
  postsCount: number;
  createdAt: string;
}

// Written out: drizzle leaves columns unqualified in one-table selects, which a correlated subquery would misread.
const postsCount = sql<number>`(select count(*)::int from posts p where p.user_id = users.id)`;

const SORT_COLUMNS: Record<AdminUserSort, SQL> = {
  id: sql`${users.id}`,
  username: sql`lower(${users.username}::text)`,
  email: sql`lower(${users.email}::text)`,
  role: sql`${users.role}`,
  active: sql`${users.active}`,
  createdAt: sql`${users.createdAt}`,
  posts: postsCount,
};

const matches = (q: string | undefined) => {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(users.username, pattern), ilike(users.email, pattern));
};

export const adminUserColumns = {
  id: users.id,
  username: sql<string>`${users.username}::text`,
  email: sql<string>`${users.email}::text`,
  role: users.role,
  active: users.active,
  emailVerifiedAt: users.emailVerifiedAt,
  fileUrl: users.fileUrl,
  postsCount,
  createdAt: users.createdAt,
};

interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  role: Role;
  active: boolean;
  emailVerifiedAt: Date | null;
  fileUrl: string | null;
  postsCount: number;
  createdAt: Date;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    active: row.active,
    emailVerified: row.emailVerifiedAt !== null,
    fileUrl: row.fileUrl,
    postsCount: Number(row.postsCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Users searched by name or e-mail (case-insensitive), sorted and paginated. */
export async function listAdminUsers(
  db: Executor,
  query: AdminUserQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const where = matches(query.q);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(users.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: Number(total?.n ?? 0) };
}
