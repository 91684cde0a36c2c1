import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, strongPassword, uniqueIp, userRow } from '../support/auth';
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

describe('PATCH /api/users/{id}/password', () => {
  it('answers 200 for oneself: the new password signs in, other sessions end, this one continues with new tokens', async () => {
    const user = await signedInUser(t);
    const password = strongPassword();
    const res = await t.call('PATCH', `/api/users/${user.id}/password`, { token: user.token, json: { password } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body).toEqual({ message: 'Password updated', token: expect.any(String), refresh_token: expect.any(String) });
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
    expect(await res.json()).toEqual({ message: 'Password updated' });
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
