import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { createEmailToken } from '../../src/server/services/auth/email-tokens';
import { signedInUser, strongPassword, uniqueIp, uniqueName, userRow, type TestUser } from '../support/auth';
import { linkIn, SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';

/** PATCH /api/users/{id} with a new e-mail address: a credential change. */
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://hdx.example', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Body = Record<string, unknown> & { token?: string; refresh_token?: string };

const newAddress = () => `${uniqueName('moved')}@example.com`;
const patch = (id: number, token: string, json: Record<string, unknown>) =>
  t.call('PATCH', `/api/users/${id}`, { token, json });
const me = (token: string) => t.call('GET', '/api/me', { token });
const login = (email: string, password: string) =>
  t.call('POST', '/api/login', { json: { email, password }, headers: { 'X-Forwarded-For': uniqueIp() } });

/** A genuine access token of a session signed in 14 minutes ago (valid one more minute). */
async function signedIn14MinutesAgo(user: TestUser): Promise<string> {
  const then = Date.now() - 14 * 60 * 1000;
  const { tokenVersion } = (await userRow(t, user.id))!;
  return signAccessToken(
    t.deps.secrets.jwtSecret,
    { userId: user.id, role: user.role, username: user.username, tokenVersion, authTime: then, via: 'sign-in' },
    then,
  );
}

describe('PATCH /api/users/{id} with a new e-mail address', () => {
  it('refuses a 14-minute-old sign-in without currentPassword (403), changing nothing', async () => {
    const user = await signedInUser(t);
    const res = await patch(user.id, await signedIn14MinutesAgo(user), { email: newAddress(), city: 'Ulm' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: 'Confirm your current password to change your password or e-mail address',
      errors: { currentPassword: ['Enter your current password'] },
    });
    expect(await userRow(t, user.id)).toMatchObject({ email: user.email, city: null });
  });

  it('refuses a wrong currentPassword with 403 and a field message', async () => {
    const user = await signedInUser(t);
    const res = await patch(user.id, user.token, { email: newAddress(), currentPassword: 'not-my-password' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: 'The current password is incorrect',
      errors: { currentPassword: ['The current password is incorrect'] },
    });
    expect((await userRow(t, user.id))!.email).toBe(user.email);
  });

  it('needs no proof for other fields, nor for the same address in another case', async () => {
    const user = await signedInUser(t);
    const stale = await signedIn14MinutesAgo(user);
    expect((await patch(user.id, stale, { city: 'Ulm', email: user.email.toUpperCase() })).status).toBe(200);
    // Nothing was a credential change: the session goes on.
    expect((await me(stale)).status).toBe(200);
  });

  it('with currentPassword: mails a notice to the old address naming the new one, and a link to the new one', async () => {
    const user = await signedInUser(t);
    const email = newAddress();
    const res = await patch(user.id, await signedIn14MinutesAgo(user), { email, currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, emailVerified: false });
    const notice = await smtp.waitFor(user.email);
    expect(notice.subject).toBe('The e-mail address of your HDX account was changed');
    expect(notice.text).toContain(`changed to ${email}`);
    expect(linkIn(notice, /contact/)).toBe('https://hdx.example/contact');
    expect(notice.html).toContain('lang="en"');
    expect((await smtp.waitFor(email)).subject).toBe('Confirm your e-mail address for HDX');
  });

  it('writes the notice in French for a French-speaking member', async () => {
    const user = await signedInUser(t);
    await t.deps.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
    expect((await patch(user.id, user.token, { email: newAddress() })).status).toBe(200);
    const notice = await smtp.waitFor(user.email);
    expect(notice.subject).toBe("L'adresse e-mail de votre compte HDX a été modifiée");
    expect(linkIn(notice, /contact/)).toBe('https://hdx.example/fr/contact');
    expect(notice.html).toContain('lang="fr"');
  });

  it('ends every session and reset link; the caller continues with the new tokens it gets', async () => {
    const user = await signedInUser(t);
    const resetLink = await createEmailToken(t.deps.db, user.id, 'reset-password');
    const res = await patch(user.id, user.token, { email: newAddress() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String) });
    expect((await me(user.token)).status).toBe(401);
    expect((await t.call('POST', '/api/token/refresh', { json: { refresh_token: user.refresh_token } })).status).toBe(
      401,
    );
    expect((await me(body.token!)).status).toBe(200);
    const reset = await t.call('POST', `/api/reset-password/${resetLink}`, { json: { password: strongPassword() } });
    expect(reset.status).toBe(400);
  });

  it('lets an admin change it with their recent sign-in: the member is told, signed out, and gets no tokens', async () => {
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const user = await signedInUser(t);
    const email = newAddress();
    const res = await patch(user.id, admin.token, { email });
    expect(res.status).toBe(200);
    expect(Object.keys((await res.json()) as Body)).not.toContain('token');
    expect((await smtp.waitFor(user.email)).subject).toBe('The e-mail address of your HDX account was changed');
    expect((await me(user.token)).status).toBe(401);
    expect((await me(admin.token)).status).toBe(200);
  });

  it('never locks the owner out: they sign in with the new address before confirming it', async () => {
    const user = await signedInUser(t);
    const email = newAddress();
    expect((await patch(user.id, user.token, { email })).status).toBe(200);
    const res = await login(email, user.password);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: Body }).user).toMatchObject({ email, emailVerified: false });
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it('still asks a new account to confirm its address before the first sign-in', async () => {
    const username = uniqueName('fresh');
    const password = strongPassword();
    const email = `${username}@example.com`;
    expect((await t.call('POST', '/api/register', { json: { username, email, password } })).status).toBe(201);
    expect((await login(email, password)).status).toBe(403);
  });
});
