import { jwtVerify, SignJWT, errors } from 'jose';
import type { Role } from '../../contract/enums';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** How the session behind a token was obtained: a password typed now, or a refresh token exchanged. */
export type AuthMethod = 'sign-in' | 'refresh';

export interface AccessClaims {
  userId: number;
  role: Role;
  username: string;
  /** The user's `token_version` when the token was issued: a credential change raises it. */
  tokenVersion?: number;
  /** When the password was last typed in this session (ms since the epoch); defaults to the issue time. */
  authTime?: number;
  /** Defaults to 'sign-in'. */
  via?: AuthMethod;
}

export type VerifiedClaims = Required<AccessClaims>;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A short-lived JWT (HS256): `sub` is the user id, `role` and `username` ride along, `ver` is the
 * token version, `auth_time` (seconds, as in OpenID Connect) and `via` tell how fresh the sign-in is.
 */
export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({
    role: claims.role,
    username: claims.username,
    ver: claims.tokenVersion ?? 0,
    auth_time: Math.floor((claims.authTime ?? now) / 1000),
    via: claims.via ?? 'sign-in',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer('hdx')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * Verifies signature, algorithm (HS256 only: `alg: none` and others are refused), issuer and expiry.
 * A token without `ver`, `auth_time` or `via` (issued before they existed) reads as version 0 and
 * as a refresh of unknown age: it never counts as a recent sign-in.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'hdx' });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (role !== 'ROLE_USER' && role !== 'ROLE_ADMIN') return null;
    const known = isCount(payload.auth_time) && payload.via === 'sign-in';
    return {
      userId,
      role,
      username: typeof payload.username === 'string' ? payload.username : '',
      tokenVersion: isCount(payload.ver) ? payload.ver : 0,
      authTime: isCount(payload.auth_time) ? payload.auth_time * 1000 : 0,
      via: known ? 'sign-in' : 'refresh',
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
