import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, min } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { lockFor } from '../../db/locks';
import { refreshTokens, users } from '../../db/schema';
import { hashToken, randomToken } from './secure-token';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Starts a new family (one sign-in) or continues one, and returns the clear token once. */
export async function issueRefreshToken(
  db: Executor,
  userId: number,
  familyId: string = randomUUID(),
  now: Date = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Expired rows are useless even for reuse detection; dropped at each sign-in. */
export async function pruneExpiredRefreshTokens(db: Executor, userId: number, now: Date = new Date()): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}

export type RotateFailure = 'unknown' | 'revoked' | 'reused' | 'expired' | 'inactive';
export type RotateResult =
  | {
      ok: true;
      userId: number;
      refreshToken: string;
      /** The user's token version, read under the credentials lock: the new access token carries it. */
      tokenVersion: number;
      /** When the family began (the sign-in), as far as its kept rows tell. */
      signedInAt: Date;
    }
  | { ok: false; reason: RotateFailure };

/**
 * Exchanges a refresh token for the next one of its family. Each token is single-use:
 * presenting one that was already used means it was copied, so the whole family is
 * revoked and the thief and the victim both have to sign in again.
 */
export async function rotateRefreshToken(db: Database, token: string, now: Date = new Date()): Promise<RotateResult> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      active: users.active,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!row.active) return { ok: false, reason: 'inactive' };

  const next = await db.transaction(async (tx) => {
    // Waits for a password or e-mail change in flight: it either revoked this token (the claim
    // below then fails) or comes after and revokes the next one.
    await lockFor(tx, 'credentials', row.userId);
    // The conditional update is the lock: of two concurrent presentations only one claims the token.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    const [user] = await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, row.userId));
    const [family] = await tx
      .select({ start: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, row.familyId));
    const refreshToken = await issueRefreshToken(tx, row.userId, row.familyId, now);
    return { refreshToken, tokenVersion: user?.tokenVersion ?? 0, signedInAt: family?.start ?? now };
  });
  if (!next) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.userId, ...next };
}

async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: the token's family ends (an unknown token changes nothing). */
export async function revokeRefreshToken(db: Executor, token: string, now: Date = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Every session of a user ends (credential change, deactivation). */
export async function revokeAllRefreshTokens(db: Executor, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
