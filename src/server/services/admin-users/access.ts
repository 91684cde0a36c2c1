import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Role } from '../../../contract/enums';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import { adminUserColumns, toAdminUser, type AdminUser } from './list';

export type AccessFailure = 'not-found' | 'self' | 'last-admin';
export type AccessResult = { ok: true; user: AdminUser } | { ok: false; reason: AccessFailure };

/**
 * Changes a user's role or active flag. An admin cannot change their own (no locking
 * oneself out), and at least one active administrator always remains: the admin rows are
 * locked so two admins demoting each other at once cannot both succeed. A deactivated
 * user's refresh tokens are revoked; their access tokens stop working at once, since every
 * call reads `active` from the database.
 */
export async function changeAccess(
  db: Database,
  actorId: number,
  targetId: number,
  change: { role: Role } | { active: boolean },
): Promise<AccessResult> {
  if (actorId === targetId) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    return { ok: false, reason: exists ? 'self' : 'not-found' };
  }
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ROLE_ADMIN'), eq(users.active, true)))
      .for('update');
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId)).for('update');
    if (!target) return { ok: false as const, reason: 'not-found' as const };
    const losesAdmin = ('role' in change && change.role !== 'ROLE_ADMIN') || ('active' in change && !change.active);
    const isActiveAdmin = admins.some((admin) => admin.id === targetId);
    if (losesAdmin && isActiveAdmin && admins.length <= 1) return { ok: false as const, reason: 'last-admin' as const };
    await tx.update(users).set(change).where(eq(users.id, targetId));
    if ('active' in change && !change.active) await revokeAllRefreshTokens(tx, targetId);
    const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, targetId));
    return { ok: true as const, user: toAdminUser(row!) };
  });
}
