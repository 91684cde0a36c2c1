import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockFor } from '../../db/locks';
import { emailTokens, users } from '../../db/schema';
import { revokeAllRefreshTokens } from './refresh-tokens';

/**
 * Serialises a user's credential changes with the sessions being opened or refreshed for
 * them: a sign-in or refresh that ran first is revoked by the change, one that runs after
 * sees the new token version. Taken first in the transaction.
 */
export function lockCredentials(tx: Tx, userId: number): Promise<void> {
  return lockFor(tx, 'credentials', userId);
}

/**
 * After a password or e-mail change, in its transaction: every access token issued before
 * stops working (the token version rises), every refresh token is revoked, and every reset
 * link not yet used stops working. Returns the new token version (null: no such user).
 */
export async function invalidateCredentials(tx: Tx, userId: number, now: Date = new Date()): Promise<number | null> {
  await lockCredentials(tx, userId);
  const [row] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) return null;
  await revokeAllRefreshTokens(tx, userId, now);
  await tx
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, 'reset-password'), isNull(emailTokens.usedAt)));
  return row.tokenVersion;
}
