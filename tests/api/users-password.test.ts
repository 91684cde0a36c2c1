import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { createEmailToken } from '../../src/server/services/auth/email-tokens';
import { RATE_LIMITS } from '../../src/server/services/rate-limit';
import { signedInUser, strongPassword, tokensFor, uniqueIp, userRow, type TestUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

type Body = { message: string; token?: string; refresh_token?: string; errors?: Record<string, string[]> };

const login = (email: string, password: string) =>
  t.call('POST', '/api/login', { json: { email, password }, headers: { 'X-Forwarded-For': uniqueIp() } });
const refresh = (refreshToken: string) =>
  t.call('POST', '/api/token/refresh', { json: { refresh_token: refreshToken } });
const change = (id: number, token: string, json: Record<string, unknown>) =>
  t.call('PATCH', `/api/users/${id}/password`, { token, json });
const me = (token: string) => t.call('GET', '/api/me', { token });

/** A genuine access token of a session signed in `minutesAgo` minutes ago (still valid: they last 15). */
async function signedInMinutesAgo(user: TestUser, minutesAgo: number): Promise<string> {
  const then = Date.now() - minutesAgo * 60 * 1000;
  const { tokenVersion } = (await userRow(t, user.id))!;
  return signAccessToken(
    t.deps.secrets.jwtSecret,
    { userId: user.id, role: user.role, username: user.username, tokenVersion, authTime: then, via: 'sign-in' },
    then,
  );
}

const CONFIRM = {
  code: 'auth.reauthRequired',
  message: 'Confirm your current password to change your password or e-mail address',
  errors: { currentPassword: ['Enter your current password'] },
  errorCodes: { currentPassword: [{ code: 'auth.enterCurrent' }] },
};
const WRONG = {
  code: 'auth.wrongCurrent',
  message: 'The current password is incorrect',
  errors: { currentPassword: ['The current password is incorrect'] },
  errorCodes: { currentPassword: [{ code: 'auth.wrongCurrent' }] },
};

describe('PATCH /api/users/{id}/password', () => {
  it('answers 200 for oneself: the new password signs in, other sessions end, this one continues with new tokens', async () => {
    const user = await signedInUser(t);
    const password = strongPassword();
    const res = await t.call('PATCH', `/api/users/${user.id}/password`, { token: user.token, json: { password } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({
      message: 'Password updated',
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await refresh(user.refresh_token)).status).toBe(401);
    expect((await refresh(body.refresh_token!)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('answers 200 to an admin changing another user (no tokens returned), 403 to another user, 401 to a visitor', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const hash = (await userRow(t, b.id))!.passwordHash;
    expect(
      (await t.call('PATCH', `/api/users/${b.id}/password`, { token: a.token, json: { password: strongPassword() } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/api/users/${b.id}/password`, { json: { password: strongPassword() } })).status,
    ).toBe(401);
    expect((await userRow(t, b.id))!.passwordHash).toBe(hash);
    const res = await t.call('PATCH', `/api/users/${b.id}/password`, {
      token: admin.token,
      json: { password: strongPassword() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Password updated' });
    expect((await refresh(b.refresh_token)).status).toBe(401);
    const missing = await t.call('PATCH', '/api/users/999999/password', {
      token: admin.token,
      json: { password: strongPassword() },
    });
    expect(missing.status).toBe(404);
  });

  it('answers 400 for a short, long or common password, a wrong type or malformed JSON, changing nothing', async () => {
    const user = await signedInUser(t);
    const hash = (await userRow(t, user.id))!.passwordHash;
    for (const json of [
      { password: 'short' },
      { password: 'y'.repeat(257) },
      { password: 'iloveyou' },
      { password: 12345678 },
      {},
      '{"password"',
    ]) {
      const res = await t.call('PATCH', `/api/users/${user.id}/password`, { token: user.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await userRow(t, user.id))!.passwordHash).toBe(hash);
    expect((await refresh(user.refresh_token)).status).toBe(200);
  });
});

describe('PATCH /api/users/{id}/password: proof of the current password', () => {
  it('refuses a token whose sign-in is 14 minutes old without currentPassword (403), changing nothing', async () => {
    const user = await signedInUser(t);
    const hash = (await userRow(t, user.id))!.passwordHash;
    const stale = await signedInMinutesAgo(user, 14);
    expect((await me(stale)).status).toBe(200);
    const res = await change(user.id, stale, { password: strongPassword() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(CONFIRM);
    expect((await userRow(t, user.id))!.passwordHash).toBe(hash);
    expect((await refresh(user.refresh_token)).status).toBe(200);
  });

  it('refuses a token obtained through a refresh, however recent the sign-in', async () => {
    const user = await signedInUser(t);
    const refreshed = (await (await refresh(user.refresh_token)).json()) as Body;
    const res = await change(user.id, refreshed.token!, { password: strongPassword() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(CONFIRM);
  });

  it('accepts the same old token with the right currentPassword, and the new password signs in', async () => {
    const user = await signedInUser(t);
    const password = strongPassword();
    const res = await change(user.id, await signedInMinutesAgo(user, 14), {
      password,
      currentPassword: user.password,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({
      message: 'Password updated',
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await me(body.token!)).status).toBe(200);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('accepts a sign-in less than 5 minutes old without currentPassword', async () => {
    const user = await signedInUser(t);
    const res = await change(user.id, await signedInMinutesAgo(user, 4), { password: strongPassword() });
    expect(res.status).toBe(200);
  });

  it('answers 403 with a field message for a wrong currentPassword, even with a fresh sign-in, changing nothing', async () => {
    const user = await signedInUser(t);
    const hash = (await userRow(t, user.id))!.passwordHash;
    const res = await change(user.id, user.token, { password: strongPassword(), currentPassword: 'not-my-password' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(WRONG);
    expect((await userRow(t, user.id))!.passwordHash).toBe(hash);
    expect((await me(user.token)).status).toBe(200);
  });

  it('answers 429 after 10 wrong current passwords for one user, then even the right one waits', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < RATE_LIMITS.reauthUser.points; i++) {
      expect(
        (await change(user.id, user.token, { password: strongPassword(), currentPassword: `wrong-${i}` })).status,
      ).toBe(403);
    }
    const res = await change(user.id, user.token, { password: strongPassword(), currentPassword: user.password });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('asks an admin changing another user for their own current password or recent sign-in', async () => {
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const target = await signedInUser(t);
    const staleAdmin = await signedInMinutesAgo(admin, 14);
    expect((await change(target.id, staleAdmin, { password: strongPassword() })).status).toBe(403);
    expect(
      (await change(target.id, staleAdmin, { password: strongPassword(), currentPassword: target.password })).status,
    ).toBe(403);
    const res = await change(target.id, staleAdmin, { password: strongPassword(), currentPassword: admin.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Password updated' });
    expect((await me(target.token)).status).toBe(401);
    // The admin's own session is untouched.
    expect((await me(staleAdmin)).status).toBe(200);
  });
});

describe('PATCH /api/users/{id}/password: what stops working', () => {
  it('answers 401 to every access token issued before the change, this session’s old one included', async () => {
    const user = await signedInUser(t);
    const otherDevice = await tokensFor(t, user);
    const res = await change(user.id, user.token, { password: strongPassword() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(await (await me(user.token)).json()).toMatchObject({ message: 'Invalid or expired token' });
    expect((await me(user.token)).status).toBe(401);
    expect((await me(otherDevice.token)).status).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).status).toBe(401);
    expect((await me(body.token!)).status).toBe(200);
  });

  it('makes a reset link requested before the change answer 400', async () => {
    const user = await signedInUser(t);
    const link = await createEmailToken(t.deps.db, user.id, 'reset-password');
    expect((await change(user.id, user.token, { password: strongPassword() })).status).toBe(200);
    const res = await t.call('POST', `/api/reset-password/${link}`, { json: { password: strongPassword() } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'This reset link is invalid or has expired' });
  });

  it('makes a reset link requested before an admin’s change answer 400 too', async () => {
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const user = await signedInUser(t);
    const link = await createEmailToken(t.deps.db, user.id, 'reset-password');
    expect((await change(user.id, admin.token, { password: strongPassword() })).status).toBe(200);
    expect((await t.call('POST', `/api/reset-password/${link}`, { json: { password: strongPassword() } })).status).toBe(
      400,
    );
  });

  it('ends the sessions of a password reset too: access tokens issued before it answer 401', async () => {
    const user = await signedInUser(t);
    const link = await createEmailToken(t.deps.db, user.id, 'reset-password');
    const res = await t.call('POST', `/api/reset-password/${link}`, { json: { password: strongPassword() } });
    expect(res.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await refresh(user.refresh_token)).status).toBe(401);
  });
});
