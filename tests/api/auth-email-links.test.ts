import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../src/server/db/schema';
import { createUser, signedInUser, strongPassword, uniqueIp, uniqueName, userRow } from '../support/auth';
import { linkIn, SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { mailSettled } from '../../src/server/services/mail/mailer';

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

const post = (path: string, json: unknown) =>
  t.call('POST', path, { json, headers: { 'X-Forwarded-For': uniqueIp() } });
const login = (email: string, password: string) => post('/api/login', { email, password });
const tokenOf = (link: string) => decodeURIComponent(link.split(/token=|reset-password\//).at(-1)!);

/** Registers through the API and returns the token of the verification link it mailed. */
async function registerAndGetLink() {
  const username = uniqueName('reg');
  const email = `${username}@example.com`;
  const password = strongPassword();
  expect((await post('/api/register', { username, email, password })).status).toBe(201);
  const link = linkIn(await smtp.waitFor(email), /\/verify-email\?token=/);
  return { username, email, password, token: tokenOf(link) };
}

async function expireTokens(userId: number, kind: 'verify-email' | 'reset-password', msAgo: number) {
  await t.deps.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - msAgo) })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind)));
}

describe('GET /api/verify-email', () => {
  it('confirms the address with the mailed link, sends the welcome mail, and sign-in then works', async () => {
    const account = await registerAndGetLink();
    expect((await login(account.email, account.password)).status).toBe(403);
    const res = await t.call('GET', `/api/verify-email?token=${encodeURIComponent(account.token)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Your e-mail address is confirmed' });
    expect((await login(account.email, account.password)).status).toBe(200);
    const welcome = await smtp.waitFor(account.email, 2);
    expect(welcome.subject).toBe('Welcome to HDX');
    expect(linkIn(welcome, /sign-in/)).toBe('https://hdx.example/sign-in');
  });

  it('works once: the second use answers 400', async () => {
    const account = await registerAndGetLink();
    expect((await t.call('GET', `/api/verify-email?token=${account.token}`)).status).toBe(200);
    const again = await t.call('GET', `/api/verify-email?token=${account.token}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'This confirmation link is invalid or has expired' });
  });

  it('expires after 24 hours', async () => {
    const account = await registerAndGetLink();
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
    const [token] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -5);
    await expireTokens(row!.id, 'verify-email', 1000);
    expect((await t.call('GET', `/api/verify-email?token=${account.token}`)).status).toBe(400);
    expect((await userRow(t, row!.id))!.emailVerifiedAt).toBeNull();
  });

  it('answers 400 for an unknown token, a reset token, and none at all', async () => {
    expect((await t.call('GET', '/api/verify-email?token=nope')).status).toBe(400);
    expect((await t.call('GET', '/api/verify-email')).status).toBe(400);
    const user = await createUser(t);
    expect((await post('/api/forgotten-password', { email: user.email })).status).toBe(202);
    const reset = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    expect((await t.call('GET', `/api/verify-email?token=${reset}`)).status).toBe(400);
  });
});

describe('POST /api/verify-email/resend', () => {
  it('answers 202 and mails a new link; the previous one stops working', async () => {
    const account = await registerAndGetLink();
    const res = await post('/api/verify-email/resend', { email: account.email });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'If an unconfirmed account uses this address, a new confirmation e-mail is on its way',
    });
    const fresh = tokenOf(linkIn(await smtp.waitFor(account.email, 2), /verify-email/));
    expect(fresh).not.toBe(account.token);
    expect((await t.call('GET', `/api/verify-email?token=${account.token}`)).status).toBe(400);
    expect((await t.call('GET', `/api/verify-email?token=${fresh}`)).status).toBe(200);
  });

  it('answers 202 and sends nothing for an unknown or already verified address', async () => {
    const verified = await createUser(t);
    for (const email of ['ghost@example.com', verified.email]) {
      expect((await post('/api/verify-email/resend', { email })).status).toBe(202);
    }
    await mailSettled(t.deps);
    expect(smtp.to('ghost@example.com')).toHaveLength(0);
    expect(smtp.to(verified.email)).toHaveLength(0);
  });

  it('answers 400 for an invalid e-mail', async () => {
    expect((await post('/api/verify-email/resend', { email: 'nope' })).status).toBe(400);
    expect((await post('/api/verify-email/resend', {})).status).toBe(400);
  });
});

describe('POST /api/forgotten-password and /api/reset-password/{token}', () => {
  it('answers 202 for a known address and mails a reset link valid 1 hour', async () => {
    const user = await createUser(t);
    const res = await post('/api/forgotten-password', { email: user.email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'If an account uses this address, an e-mail with a reset link is on its way',
    });
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Reset your HDX password');
    expect(linkIn(mail, /reset-password/)).toMatch(/^https:\/\/hdx\.example\/reset-password\/[\w-]{43}$/);
    const [token] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeCloseTo(3600 * 1000, -4);
  });

  it('answers the same 202 for an unknown address and sends nothing', async () => {
    const res = await post('/api/forgotten-password', { email: 'nobody@example.com' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'If an account uses this address, an e-mail with a reset link is on its way',
    });
    await mailSettled(t.deps);
    expect(smtp.to('nobody@example.com')).toHaveLength(0);
  });

  it('resets the password once, ends every session, and only the new password signs in', async () => {
    const user = await signedInUser(t);
    await post('/api/forgotten-password', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    const password = strongPassword();
    const res = await post(`/api/reset-password/${token}`, { password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Your password has been changed: you can sign in with it' });
    expect((await post('/api/token/refresh', { refresh_token: user.refresh_token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(200);
    const again = await post(`/api/reset-password/${token}`, { password: strongPassword() });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'This reset link is invalid or has expired' });
  });

  it('tells whether a reset link is open, used, or unknown or expired, changing nothing', async () => {
    const user = await signedInUser(t);
    await post('/api/forgotten-password', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    const state = async (link: string) => {
      const res = await t.call('GET', `/api/reset-password/${link}`);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await state(token)).toEqual({ state: 'open' });
    expect(await state(token)).toEqual({ state: 'open' });
    expect(await state('x'.repeat(43))).toEqual({ state: 'invalid' });
    expect((await post(`/api/reset-password/${token}`, { password: strongPassword() })).status).toBe(200);
    expect(await state(token)).toEqual({ state: 'used' });

    const other = await signedInUser(t);
    await post('/api/forgotten-password', { email: other.email });
    const late = tokenOf(linkIn(await smtp.waitFor(other.email), /reset-password/));
    await expireTokens(other.id, 'reset-password', 1000);
    expect(await state(late)).toEqual({ state: 'invalid' });
  });

  it('confirms an unconfirmed address, since the mailed link proves it', async () => {
    const user = await createUser(t, { verified: false });
    await post('/api/forgotten-password', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    const password = strongPassword();
    expect((await post(`/api/reset-password/${token}`, { password })).status).toBe(200);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('refuses an expired link (older than 1 hour) and leaves the password unchanged', async () => {
    const user = await createUser(t);
    await post('/api/forgotten-password', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    await expireTokens(user.id, 'reset-password', 1000);
    expect((await post(`/api/reset-password/${token}`, { password: strongPassword() })).status).toBe(400);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses a weak new password with 400 and keeps the link usable', async () => {
    const user = await createUser(t);
    await post('/api/forgotten-password', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), /reset-password/));
    const weak = await post(`/api/reset-password/${token}`, { password: 'password1' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      message: 'Error 400: Invalid input',
      errors: { password: ['This password is too common, please choose another one'] },
    });
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await post(`/api/reset-password/${token}`, { password: strongPassword() })).status).toBe(200);
  });

  it('answers 400 for an unknown token, a verification token, a missing password and malformed JSON', async () => {
    expect((await post('/api/reset-password/unknown-token', { password: strongPassword() })).status).toBe(400);
    const account = await registerAndGetLink();
    expect((await post(`/api/reset-password/${account.token}`, { password: strongPassword() })).status).toBe(400);
    expect((await post('/api/reset-password/whatever', {})).status).toBe(400);
    expect((await post('/api/reset-password/whatever', '{"password":')).status).toBe(400);
  });
});
