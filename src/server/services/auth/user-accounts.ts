import { asc, count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import type { FieldErrors } from '../../lib/http-error';
import { duplicateFields, duplicateFromError, type UserRow } from './accounts';
import { createEmailToken } from './email-tokens';
import { hashToken, randomToken } from './secure-token';
import { lockPostsRatedBy, refreshRatingAggregates } from '../engagement/ratings';

export interface UserPatch {
  username?: string | undefined;
  email?: string | undefined;
  firstName?: string | null | undefined;
  name?: string | null | undefined;
  address?: string | null | undefined;
  postalCode?: string | null | undefined;
  city?: string | null | undefined;
  province?: string | null | undefined;
  country?: string | null | undefined;
  locale?: 'en' | 'fr' | undefined;
}

export type UpdateResult =
  { ok: true; user: UserRow; emailChanged: boolean; verifyToken: string | null } | { ok: false; errors: FieldErrors };

/** True when `next` is another address than `current` (case aside, as in the e-mail column). */
export const isNewAddress = (current: string, next: string | undefined): next is string =>
  next !== undefined && next.toLowerCase() !== current.toLowerCase();

/**
 * Applies the §7 fields, in the caller's transaction (with the content mark: posts show author
 * names). A new e-mail address must be confirmed again: the account is marked unverified and a
 * verification link for the new address is returned to be mailed. On `ok: false` the caller
 * must roll back: a unique violation has aborted the transaction.
 */
export async function updateUser(tx: Tx, current: UserRow, patch: UserPatch): Promise<UpdateResult> {
  // A PATCH naming no field changes nothing (and SQL has no empty UPDATE).
  if (Object.values(patch).every((value) => value === undefined)) {
    return { ok: true, user: current, emailChanged: false, verifyToken: null };
  }
  const emailChanged = isNewAddress(current.email, patch.email);
  const duplicates = await duplicateFields(
    tx,
    { username: patch.username, email: emailChanged ? patch.email : undefined },
    current.id,
  );
  if (duplicates) return { ok: false, errors: duplicates };
  try {
    const [user] = await tx
      .update(users)
      .set({ ...patch, ...(emailChanged ? { emailVerifiedAt: null } : {}) })
      .where(eq(users.id, current.id))
      .returning();
    if (!user) throw new Error('user vanished during update');
    if (emailChanged && current.emailVerifiedAt) {
      // A used link on record for the old address, so confirming the new one is not taken
      // for a first confirmation (which sends the welcome mail).
      await tx.insert(emailTokens).values({
        userId: user.id,
        kind: 'verify-email',
        tokenHash: hashToken(randomToken()),
        expiresAt: current.emailVerifiedAt,
        usedAt: current.emailVerifiedAt,
      });
    }
    const verifyToken = emailChanged ? await createEmailToken(tx, user.id, 'verify-email') : null;
    return { ok: true, user, emailChanged, verifyToken };
  } catch (error) {
    const errors = duplicateFromError(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

export async function listUsers(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type DeleteResult = 'deleted' | 'not-found' | 'last-admin';

/**
 * Deletes an account (its tokens, likes, carts, posts... cascade), in the caller's transaction.
 * The last administrator stays.
 */
export async function deleteUser(tx: Tx, id: number): Promise<DeleteResult> {
  // Locks the admin rows so two concurrent deletions cannot remove the last two admins.
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_ADMIN')).for('update');
  if (admins.length === 1 && admins[0]?.id === id) return 'last-admin';
  // The user's ratings go with the cascade: the stored totals of the posts they rated follow.
  const ratedPostIds = await lockPostsRatedBy(tx, id);
  const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  await refreshRatingAggregates(tx, ratedPostIds);
  return deleted.length ? 'deleted' : 'not-found';
}
