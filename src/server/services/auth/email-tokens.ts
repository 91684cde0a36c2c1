import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens, type EmailTokenKind } from '../../db/schema';
import { hashToken, randomToken } from './secure-token';

/** Verification links last 24 h, reset links 1 h. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenKind, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** A new single-use link; earlier unused links of the same kind stop working. */
export async function createEmailToken(
  db: Executor,
  userId: number,
  kind: EmailTokenKind,
  now: Date = new Date(),
): Promise<string> {
  const token = randomToken();
  // The old links go and the new one comes together (a savepoint when `db` is a transaction).
  await db.transaction(async (tx) => {
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[kind]),
    });
  });
  return token;
}

/**
 * Marks the link used and returns its user, or null when unknown, of another kind,
 * expired or already used. One conditional update, so a link works exactly once.
 */
export async function consumeEmailToken(
  db: Executor,
  token: string,
  kind: EmailTokenKind,
  now: Date = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** What a reset link can do now (GET /api/reset-password/{token}); used links stay stored, so they are told apart. */
export async function resetLinkState(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<'open' | 'used' | 'invalid'> {
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.kind, 'reset-password')));
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'open' : 'invalid';
}
