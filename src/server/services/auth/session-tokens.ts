import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { signAccessToken } from '../../lib/access-tokens';
import { lockCredentials } from './credential-change';
import { issueRefreshToken, pruneExpiredRefreshTokens } from './refresh-tokens';

export interface TokenPair {
  token: string;
  refresh_token: string;
}

interface SessionUser {
  id: number;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  username: string;
}

interface SessionOptions {
  /** The token version the password was checked against: null comes back if it has moved since. */
  expectedVersion?: number;
  /** When the password was last proved (ms since the epoch); now by default. */
  authTime?: number;
}

/**
 * A sign-in: a 15-minute access token carrying the current token version, and the first
 * refresh token of a new family. Null when the credentials changed after `expectedVersion`
 * was read (a password changed while this sign-in checked the old one).
 */
export async function openSession(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  user: SessionUser,
  options: SessionOptions = {},
): Promise<TokenPair | null> {
  const now = Date.now();
  const issued = await deps.db.transaction(async (tx) => {
    await lockCredentials(tx, user.id);
    const [row] = await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    if (!row) return null;
    if (options.expectedVersion !== undefined && row.tokenVersion !== options.expectedVersion) return null;
    await pruneExpiredRefreshTokens(tx, user.id);
    return { tokenVersion: row.tokenVersion, refreshToken: await issueRefreshToken(tx, user.id) };
  });
  if (!issued) return null;
  const token = await signAccessToken(
    deps.secrets.jwtSecret,
    {
      userId: user.id,
      role: user.role,
      username: user.username,
      tokenVersion: issued.tokenVersion,
      authTime: options.authTime ?? now,
      via: 'sign-in',
    },
    now,
  );
  return { token, refresh_token: issued.refreshToken };
}
