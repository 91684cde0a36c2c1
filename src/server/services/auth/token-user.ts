import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { verifyAccessToken, type VerifiedClaims } from '../../lib/access-tokens';

export interface TokenUser {
  id: number;
  role: typeof users.$inferSelect.role;
  username: string;
  claims: VerifiedClaims;
}

/**
 * The user an access token stands for, or null. The token's role is not trusted alone: the
 * user must still exist and be active, and the role is read from the database, so a demoted
 * or deactivated user loses access at once, and a token issued before the user's last
 * credential change (an older `ver`) is refused.
 */
export async function userOfToken(db: Database, jwtSecret: string, token: string): Promise<TokenUser | null> {
  const claims = await verifyAccessToken(jwtSecret, token);
  if (!claims) return null;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      active: users.active,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row?.active || row.tokenVersion !== claims.tokenVersion) return null;
  return { id: row.id, role: row.role, username: row.username, claims };
}
