import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../src/server/lib/access-tokens';
import { decodeJwtPayload, isTokenValid, tokenExpiry } from '../../src/lib/jwt';

const unsigned = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('isTokenValid (spec §5)', () => {
  it('accepts a token whose decoded expiry is in the future', async () => {
    const token = await signAccessToken('s'.repeat(40), { userId: 4, role: 'ROLE_USER', username: 'vadi' });
    expect(isTokenValid(token)).toBe(true);
    expect(decodeJwtPayload(token)).toMatchObject({ sub: '4', role: 'ROLE_USER', username: 'vadi' });
  });

  it('refuses a token whose expiry is now or past', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenValid(unsigned({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(unsigned({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenValid(unsigned({ exp: now / 1000 + 1 }), now)).toBe(true);
  });

  it('refuses a value without a dot, an empty or missing one', () => {
    expect(isTokenValid('no-dot-here')).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
  });

  it('refuses undecodable payloads and payloads without a numeric exp', () => {
    expect(isTokenValid('a.%%%.c')).toBe(false);
    expect(isTokenValid(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBe(false);
    expect(isTokenValid(unsigned({ exp: '9999999999' }))).toBe(false);
    expect(isTokenValid(unsigned([1, 2]))).toBe(false);
    expect(tokenExpiry(unsigned({ sub: '1' }))).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeJwtPayload(unsigned({ username: 'Frédéric', exp: 1 }))?.username).toBe('Frédéric');
  });
});

describe('access token claims (credential freshness)', () => {
  const secret = 's'.repeat(40);
  const identity = { userId: 4, role: 'ROLE_USER', username: 'vadi' } as const;

  it('carries the token version, the sign-in time in seconds and how the token was obtained', async () => {
    const signedInAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    const token = await signAccessToken(
      secret,
      { ...identity, tokenVersion: 3, authTime: signedInAt, via: 'refresh' },
      Date.now(),
    );
    expect(decodeJwtPayload(token)).toMatchObject({ ver: 3, auth_time: signedInAt / 1000, via: 'refresh' });
    expect(await verifyAccessToken(secret, token)).toEqual({
      ...identity,
      tokenVersion: 3,
      authTime: signedInAt,
      via: 'refresh',
    });
  });

  it('defaults to version 0 and a sign-in at the issue time', async () => {
    const now = Date.now();
    const claims = await verifyAccessToken(secret, await signAccessToken(secret, identity, now));
    expect(claims).toEqual({ ...identity, tokenVersion: 0, authTime: Math.floor(now / 1000) * 1000, via: 'sign-in' });
  });

  it('reads a token without these claims as version 0 and never as a recent sign-in', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({ role: 'ROLE_USER', username: 'vadi' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('4')
      .setIssuer('hdx')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(secret, legacy)).toEqual({
      ...identity,
      tokenVersion: 0,
      authTime: 0,
      via: 'refresh',
    });
  });
});
