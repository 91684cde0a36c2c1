import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/server/db/schema';
import { signedInUser, uniqueName, userRow } from '../support/auth';
import { linkIn, SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { mailSettled } from '../../src/server/services/mail/mailer';

let t: TestApp;
let smtp: SmtpPeer;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Body = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
const SECRET_FIELDS = /passwordHash|password|refresh|token/i;

describe('GET /api/users', () => {
  it('answers 200 with every user to an admin, with X-Total-Count and no secrets', async () => {
    const user = await signedInUser(t);
    const res = await t.call('GET', '/api/users', { token: admin.token });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Body[];
    expect(list.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, user.id]));
    expect(Number(res.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    expect(Object.keys(list[0]!).join(',')).not.toMatch(SECRET_FIELDS);
  });

  it('paginates with page and itemsPerPage', async () => {
    await signedInUser(t);
    const res = await t.call('GET', '/api/users?page=2&itemsPerPage=1', { token: admin.token });
    expect(((await res.json()) as Body[]).length).toBe(1);
    expect((await t.call('GET', '/api/users?itemsPerPage=0', { token: admin.token })).status).toBe(400);
  });

  it('answers 403 to a user and 401 to a visitor', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET', '/api/users', { token: user.token })).status).toBe(403);
    expect((await t.call('GET', '/api/users')).status).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers 200 to the user themself and to an admin', async () => {
    const user = await signedInUser(t);
    for (const token of [user.token, admin.token]) {
      const res = await t.call('GET', `/api/users/${user.id}`, { token });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Body;
      expect(body).toMatchObject({ id: user.id, username: user.username, email: user.email });
      expect(Object.keys(body).join(',')).not.toMatch(SECRET_FIELDS);
    }
  });

  it('answers 403 to another user, 401 to a visitor, 404 to an admin for a missing id, 400 for a bad id', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    expect((await t.call('GET', `/api/users/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await t.call('GET', `/api/users/${b.id}`)).status).toBe(401);
    const missing = await t.call('GET', '/api/users/999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Error 404: Resource not found' });
    expect((await t.call('GET', '/api/users/abc', { token: admin.token })).status).toBe(400);
  });
});

describe('PATCH /api/users/{id}', () => {
  const fields = {
    firstName: 'Joachim',
    name: 'Meyer',
    address: '1 Fechtschule Street',
    postalCode: '67000',
    city: 'Strasbourg',
    province: 'Alsace',
    country: 'France',
  };

  it('answers 200 and saves the §7 fields for the user themself', async () => {
    const user = await signedInUser(t);
    const username = uniqueName('meyer');
    const res = await t.call('PATCH', `/api/users/${user.id}`, { token: user.token, json: { ...fields, username } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...fields, username });
    expect(await userRow(t, user.id)).toMatchObject({ ...fields, username });
  });

  it('clears a field sent empty, ignores fields outside the list (role, password)', async () => {
    const user = await signedInUser(t, { city: 'Augsburg' });
    const before = await userRow(t, user.id);
    const res = await t.call('PATCH', `/api/users/${user.id}`, {
      token: user.token,
      json: { city: '  ', role: 'ROLE_ADMIN', passwordHash: 'x', stripeConnectID: 'acct_1' },
    });
    expect(res.status).toBe(200);
    const after = await userRow(t, user.id);
    expect(after).toMatchObject({
      city: null,
      role: 'ROLE_USER',
      passwordHash: before!.passwordHash,
      stripeConnectId: null,
    });
  });

  it('lets an admin change another user, and refuses another user with 403', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    expect((await t.call('PATCH', `/api/users/${b.id}`, { token: a.token, json: { city: 'Hacked' } })).status).toBe(
      403,
    );
    expect((await userRow(t, b.id))!.city).toBeNull();
    expect(
      (await t.call('PATCH', `/api/users/${b.id}`, { token: admin.token, json: { city: 'Bologna' } })).status,
    ).toBe(200);
    expect((await userRow(t, b.id))!.city).toBe('Bologna');
    expect((await t.call('PATCH', `/api/users/${b.id}`, { json: { city: 'x' } })).status).toBe(401);
    expect((await t.call('PATCH', '/api/users/999999', { token: admin.token, json: { city: 'x' } })).status).toBe(404);
  });

  it('answers 422 for a username or e-mail of another account, changing nothing', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const res = await t.call('PATCH', `/api/users/${a.id}`, {
      token: a.token,
      json: { username: b.username.toUpperCase(), email: b.email.toUpperCase(), city: 'Vienna' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors).toEqual({
      username: ['This username is already taken'],
      email: ['An account already uses this e-mail address'],
    });
    expect((await userRow(t, a.id))!.city).toBeNull();
  });

  it('keeps the account verified when the e-mail only changes case', async () => {
    const user = await signedInUser(t);
    const res = await t.call('PATCH', `/api/users/${user.id}`, {
      token: user.token,
      json: { email: user.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect((await userRow(t, user.id))!.emailVerifiedAt).not.toBeNull();
  });

  it('asks to confirm a new e-mail address: unverified, and a link mailed to the new address', async () => {
    const user = await signedInUser(t);
    const email = `${uniqueName('moved')}@example.com`;
    const res = await t.call('PATCH', `/api/users/${user.id}`, { token: user.token, json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, emailVerified: false });
    const link = linkIn(await smtp.waitFor(email), /verify-email/);
    const token = new URL(link).searchParams.get('token')!;
    expect((await t.call('GET', `/api/verify-email?token=${token}`)).status).toBe(200);
    expect((await userRow(t, user.id))!.emailVerifiedAt).not.toBeNull();
    // A changed address is not a new member: no welcome mail.
    await mailSettled(t.deps);
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for HDX']);
  });

  it('answers 400 for wrong types, invalid values, 1 MB strings and malformed JSON, changing nothing', async () => {
    const user = await signedInUser(t, { city: 'Paris' });
    for (const json of [
      { city: 42 },
      { email: 'nope' },
      { username: 'a b' },
      { firstName: 'x'.repeat(101) },
      { address: 'x'.repeat(1000 * 1000) },
      { locale: 'de' },
      [],
      '{"city":',
    ]) {
      const res = await t.call('PATCH', `/api/users/${user.id}`, { token: user.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(400);
    }
    expect((await userRow(t, user.id))!.city).toBe('Paris');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('answers 204 to the user themself: the account and its sessions are gone', async () => {
    const user = await signedInUser(t);
    expect((await t.call('DELETE', `/api/users/${user.id}`, { token: user.token })).status).toBe(204);
    expect(await userRow(t, user.id)).toBeNull();
    expect(await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(0);
    expect((await t.call('GET', '/api/me', { token: user.token })).status).toBe(401);
  });

  it('answers 403 to another user, 401 to a visitor, 204 to an admin, 404 once gone', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    expect((await t.call('DELETE', `/api/users/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/users/${b.id}`)).status).toBe(401);
    expect(await userRow(t, b.id)).not.toBeNull();
    expect((await t.call('DELETE', `/api/users/${b.id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('DELETE', `/api/users/${b.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses to delete the last administrator with 422', async () => {
    const admins = await t.deps.db.select().from(users).where(eq(users.role, 'ROLE_ADMIN'));
    expect(admins).toHaveLength(1);
    const res = await t.call('DELETE', `/api/users/${admin.id}`, { token: admin.token });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { _: ['The last administrator account cannot be deleted'] },
    });
    const second = await signedInUser(t, { role: 'ROLE_ADMIN' });
    expect((await t.call('DELETE', `/api/users/${second.id}`, { token: admin.token })).status).toBe(204);
  });
});
