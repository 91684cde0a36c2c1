import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, type TestUser } from '../support/auth';

let t: TestApp;
let user: TestUser;
const key = () => new TextEncoder().encode(t.deps.secrets.jwtSecret);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/me', { token });
const adminList = (token: string) => t.call('GET', '/api/users', { token });

describe('JWT tampering', () => {
  it('accepts a genuine token (control)', async () => {
    const token = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: user.id,
      role: 'ROLE_USER',
      username: user.username,
    });
    expect((await me(token)).status).toBe(200);
  });

  it("refuses alg 'none' with 401", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), role: 'ROLE_ADMIN', iss: 'hdx', iat: now, exp: now + 600 })}.`;
    expect((await me(token)).status).toBe(401);
    expect((await adminList(token)).status).toBe(401);
  });

  it('refuses a token signed with another key with 401', async () => {
    const token = await signAccessToken('another-secret-that-is-long-enough-000000', {
      userId: user.id,
      role: 'ROLE_ADMIN',
      username: user.username,
    });
    expect((await me(token)).status).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    const token = await signAccessToken(
      t.deps.secrets.jwtSecret,
      { userId: user.id, role: 'ROLE_USER', username: user.username },
      Date.now() - 16 * 60 * 1000,
    );
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a token whose role was changed after signing with 401', async () => {
    const genuine = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: user.id,
      role: 'ROLE_USER',
      username: user.username,
    });
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${b64({ ...claims, role: 'ROLE_ADMIN' })}.${signature}`;
    expect((await adminList(forged)).status).toBe(401);
  });

  it('refuses HS512 and a token without issuer even with the right key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hs512 = await new SignJWT({ role: 'ROLE_USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setIssuer('hdx')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key());
    expect((await me(hs512)).status).toBe(401);
    const noIssuer = await new SignJWT({ role: 'ROLE_USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key());
    expect((await me(noIssuer)).status).toBe(401);
  });

  it('does not let a real admin token outlive the demotion of its user', async () => {
    const admin = await createUser(t, { role: 'ROLE_ADMIN' });
    const token = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: admin.id,
      role: 'ROLE_ADMIN',
      username: admin.username,
    });
    expect((await adminList(token)).status).toBe(200);
    const { users } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.deps.db.update(users).set({ role: 'ROLE_USER' }).where(eq(users.id, admin.id));
    expect((await adminList(token)).status).toBe(403);
  });

  it('refuses a genuine token issued before the user’s last credential change (an older version) with 401', async () => {
    const target = await createUser(t);
    const { users } = await import('../../src/server/db/schema');
    const { eq, sql } = await import('drizzle-orm');
    const old = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: target.id,
      role: 'ROLE_USER',
      username: target.username,
    });
    expect((await me(old)).status).toBe(200);
    await t.deps.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, target.id));
    expect((await me(old)).status).toBe(401);
    const current = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: target.id,
      role: 'ROLE_USER',
      username: target.username,
      tokenVersion: 1,
    });
    expect((await me(current)).status).toBe(200);
  });

  it('cannot raise its version or freshen its sign-in by editing the claims', async () => {
    const genuine = await signAccessToken(t.deps.secrets.jwtSecret, {
      userId: user.id,
      role: 'ROLE_USER',
      username: user.username,
      via: 'refresh',
    });
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${b64({ ...claims, via: 'sign-in', ver: 7 })}.${signature}`;
    expect((await me(forged)).status).toBe(401);
  });
});
