import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPosts, carts, users } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { createUser, signedInUser, uniqueIp } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

type LoginBody = { token: string; refresh_token: string; user: Record<string, unknown> & { active_cart: unknown } };

const login = (json: unknown) => t.call('POST', '/api/login', { json, headers: { 'X-Forwarded-For': uniqueIp() } });

describe('POST /api/login', () => {
  it('answers 200 with a 15-minute access token, a refresh token and the user without secrets', async () => {
    const user = await createUser(t, { firstName: 'Fiore', name: 'dei Liberi', city: 'Cividale' });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoginBody;
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.role).toBe('ROLE_USER');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'ROLE_USER',
      fileUrl: null,
      firstName: 'Fiore',
      name: 'dei Liberi',
      address: null,
      postalCode: null,
      city: 'Cividale',
      province: null,
      country: null,
      stripeConnectID: null,
      locale: 'en',
      emailVerified: true,
      createdAt: expect.any(String),
      active_cart: null,
    });
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const user = await createUser(t);
    expect((await login({ email: user.email.toUpperCase(), password: user.password })).status).toBe(200);
  });

  it('returns the active cart in the §3 shape', async () => {
    const user = await createUser(t);
    const seller = await createUser(t);
    const post = await insertPost(t.deps.db, { title: 'Zornhau drills', userId: seller.id, priceCents: 1299 });
    const [cart] = await t.deps.db.insert(carts).values({ userId: user.id }).returning();
    const [line] = await t.deps.db.insert(cartPosts).values({ cartId: cart!.id, postId: post.id }).returning();
    const body = (await (await login({ email: user.email, password: user.password })).json()) as LoginBody;
    expect(body.user.active_cart).toEqual({
      id: cart!.id,
      status: 'active',
      createdAt: cart!.createdAt.toISOString(),
      cartPosts: [
        { id: line!.id, post: expect.objectContaining({ id: post.id, title: 'Zornhau drills', price: '12.99' }) },
      ],
      cartPackages: [],
    });
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t);
    const wrong = await login({ email: user.email, password: `${user.password}x` });
    const unknown = await login({ email: 'nobody-here@example.com', password: user.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'auth.invalidCredentials', message: 'Invalid e-mail or password' });
    expect(await unknown.json()).toEqual({ code: 'auth.invalidCredentials', message: 'Invalid e-mail or password' });
  });

  it('answers 403 for an unverified e-mail, but only with the right password', async () => {
    const user = await createUser(t, { verified: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Please confirm your e-mail address before signing in' });
    expect((await login({ email: user.email, password: 'not-the-password' })).status).toBe(401);
  });

  it('answers 401 for a deactivated account', async () => {
    const user = await createUser(t);
    await t.deps.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await login({ email: user.email, password: user.password })).status).toBe(401);
  });

  it('answers 400 for missing fields, wrong types and malformed JSON', async () => {
    for (const json of [{}, { email: 'a@b.co' }, { email: 1, password: true }, '{"email":']) {
      const res = await login(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Error 400/);
    }
  });
});

describe('GET /api/me', () => {
  it('answers 200 with the signed-in user', async () => {
    const user = await signedInUser(t);
    const res = await t.call('GET', '/api/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, username: user.username, active_cart: null });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const user = await createUser(t);
    expect((await t.call('GET', '/api/me')).status).toBe(401);
    const forged = await signAccessToken('x'.repeat(48), {
      userId: user.id,
      role: 'ROLE_ADMIN',
      username: user.username,
    });
    expect((await t.call('GET', '/api/me', { token: forged })).status).toBe(401);
    const expired = await signAccessToken(
      t.deps.secrets.jwtSecret,
      { userId: user.id, role: 'ROLE_USER', username: user.username },
      Date.now() - 16 * 60 * 1000,
    );
    const res = await t.call('GET', '/api/me', { token: expired });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid or expired token' });
  });
});
