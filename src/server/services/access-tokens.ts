import { jwtVerify, SignJWT, errors } from 'jose';
import type { Role } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  role: Role;
  username: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived JWT (HS256): `sub` is the user id, `role` and `username` ride along. */
export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role, username: claims.username })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer('hdx')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** Verifies signature, algorithm (HS256 only: `alg: none` and others are refused), issuer and expiry. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'hdx' });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (role !== 'ROLE_USER' && role !== 'ROLE_ADMIN') return null;
    return { userId, role, username: typeof payload.username === 'string' ? payload.username : '' };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
