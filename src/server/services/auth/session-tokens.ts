import type { AppDeps } from '../../context';
import { signAccessToken } from '../access-tokens';
import { issueRefreshToken, pruneExpiredRefreshTokens } from './refresh-tokens';

export interface TokenPair {
  token: string;
  refresh_token: string;
}

/** A sign-in: a 15-minute access token and the first refresh token of a new family. */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  user: { id: number; role: 'ROLE_USER' | 'ROLE_ADMIN'; username: string },
): Promise<TokenPair> {
  await pruneExpiredRefreshTokens(deps.db, user.id);
  const [token, refreshToken] = await Promise.all([
    signAccessToken(deps.secrets.jwtSecret, { userId: user.id, role: user.role, username: user.username }),
    issueRefreshToken(deps.db, user.id),
  ]);
  return { token, refresh_token: refreshToken };
}
