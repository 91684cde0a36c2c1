import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/services/auth/secure-token';
import { decodeJwtPayload } from '../../src/lib/jwt';
import { signedInUser, tokensFor } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tokens = { token: string; refresh_token: string; stripeConnectID: string | null; active_cart: unknown };

const refresh = (refreshToken: unknown) =>
  t.call('POST', '/api/token/refresh', { json: { refresh_token: refreshToken } });
const REJECTED = { code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' };

describe('POST /api/token/refresh', () => {
  it('answers 200 with a new access token and the next refresh token', async () => {
    const user = await signedInUser(t);
    const res = await refresh(user.refresh_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Tokens;
    expect(body).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      stripeConnectID: null,
      active_cart: null,
    });
    expect(body.refresh_token).not.toBe(user.refresh_token);
    expect((await t.call('GET', '/api/me', { token: body.token })).status).toBe(200);
    // The next one works in turn.
    expect((await refresh(body.refresh_token)).status).toBe(200);
  });

  it('keeps the sign-in time in the refreshed access token but marks it as refreshed (never a recent sign-in)', async () => {
    const user = await signedInUser(t);
    const signedIn = decodeJwtPayload(user.token)!;
    expect(signedIn).toMatchObject({ via: 'sign-in', ver: 0, auth_time: expect.any(Number) });
    const body = (await (await refresh(user.refresh_token)).json()) as Tokens;
    const refreshed = decodeJwtPayload(body.token)!;
    expect(refreshed).toMatchObject({ via: 'refresh', ver: 0 });
    // The family began with the sign-in (the stored row's time, within the same second or so).
    expect(Math.abs((refreshed.auth_time as number) - (signedIn.auth_time as number))).toBeLessThanOrEqual(1);
    const again = (await (await refresh(body.refresh_token)).json()) as Tokens;
    expect(decodeJwtPayload(again.token)!.auth_time).toBe(refreshed.auth_time);
  });

  it('refuses a refresh token used twice and revokes its whole family', async () => {
    const user = await signedInUser(t);
    const first = (await (await refresh(user.refresh_token)).json()) as Tokens;
    const reuse = await refresh(user.refresh_token);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual(REJECTED);
    // The token handed out before the reuse is dead too: the thief and the victim sign in again.
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('leaves the other sessions of the user alone when one family is revoked', async () => {
    const user = await signedInUser(t);
    const other = await tokensFor(t, user);
    await refresh(user.refresh_token);
    await refresh(user.refresh_token);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('gives one winner when the same token is presented twice at once', async () => {
    const user = await signedInUser(t);
    const statuses = (await Promise.all([refresh(user.refresh_token), refresh(user.refresh_token)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('answers 401 for an expired refresh token (valid 7 days)', async () => {
    const user = await signedInUser(t);
    const [row] = await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(user.refresh_token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
    await t.deps.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, row!.id));
    const res = await refresh(user.refresh_token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(REJECTED);
  });

  it('answers 401 for an unknown token', async () => {
    const res = await refresh('A'.repeat(43));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(REJECTED);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await signedInUser(t);
    const rows = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(user.refresh_token));
    expect(JSON.stringify(rows)).not.toContain(user.refresh_token);
  });

  it('answers 400 for a missing or mistyped refresh_token', async () => {
    expect((await t.call('POST', '/api/token/refresh', { json: {} })).status).toBe(400);
    expect((await refresh(12345)).status).toBe(400);
    expect((await refresh('x'.repeat(500_000))).status).toBe(400);
    expect((await t.call('POST', '/api/token/refresh', { json: '{"refresh_token":' })).status).toBe(400);
  });
});

describe('POST /api/logout', () => {
  it('answers 204 and revokes the refresh token', async () => {
    const user = await signedInUser(t);
    const res = await t.call('POST', '/api/logout', { json: { refresh_token: user.refresh_token } });
    expect(res.status).toBe(204);
    expect((await refresh(user.refresh_token)).status).toBe(401);
  });

  it('answers 204 for an unknown token and 400 without one', async () => {
    expect((await t.call('POST', '/api/logout', { json: { refresh_token: 'B'.repeat(43) } })).status).toBe(204);
    expect((await t.call('POST', '/api/logout', { json: {} })).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every account and user call', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/login',
        'POST /api/token/refresh',
        'POST /api/logout',
        'GET /api/me',
        'GET /api/verify-email',
        'POST /api/verify-email/resend',
        'POST /api/forgotten-password',
        'POST /api/reset-password/{token}',
        'GET /api/users',
        'GET /api/users/{id}',
        'PATCH /api/users/{id}',
        'DELETE /api/users/{id}',
        'POST /api/users/{id}/image',
        'PATCH /api/users/{id}/password',
      ]),
    );
  });
});
