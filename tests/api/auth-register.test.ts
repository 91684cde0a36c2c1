import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createUser, strongPassword, uniqueIp, uniqueName } from '../support/auth';
import { linkIn, SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';

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

type Body = { message: string; errors?: Record<string, string[]>; user?: Record<string, unknown> };

const register = (json: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/register', { json, headers: { 'X-Forwarded-For': uniqueIp(), ...headers } });

const userCount = async () => Number((await t.deps.db.select({ n: count() }).from(users))[0]?.n);

describe('POST /api/register', () => {
  it('answers 201 with the unverified user and sends a verification mail with an absolute link', async () => {
    const username = uniqueName('fencer');
    const email = `${username}@example.com`;
    const res = await register({ username, email, password: strongPassword() });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Body;
    expect(body.user).toMatchObject({ username, email, role: 'ROLE_USER', emailVerified: false, fileUrl: null });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirm your e-mail address for HDX');
    expect(mail.from).toContain('no-reply@hdx.test');
    expect(mail.text).toContain(`Hello ${username},`);
    expect(linkIn(mail, /verify-email/)).toMatch(/^https:\/\/hdx\.example\/verify-email\?token=[\w-]{43}$/);
    expect(mail.html).toContain('https://hdx.example/verify-email?token=');
  });

  it('writes the mail in French when the browser asks for French', async () => {
    const username = uniqueName('escrimeur');
    const email = `${username}@example.fr`;
    expect(
      (await register({ username, email, password: strongPassword() }, { 'Accept-Language': 'fr-FR,fr;q=0.9' })).status,
    ).toBe(201);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour HDX');
    expect(mail.text).toContain(`Bonjour ${username},`);
  });

  it('answers 422 with a field message for an e-mail already used, ignoring case', async () => {
    const existing = await createUser(t);
    const before = await userCount();
    const res = await register({
      username: uniqueName(),
      email: existing.email.toUpperCase(),
      password: strongPassword(),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { email: ['An account already uses this e-mail address'] },
    });
    expect(await userCount()).toBe(before);
  });

  it('answers 422 with a field message for a username already taken, ignoring case', async () => {
    const existing = await createUser(t);
    const res = await register({
      username: existing.username.toUpperCase(),
      email: `${uniqueName()}@example.com`,
      password: strongPassword(),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors).toEqual({ username: ['This username is already taken'] });
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['with a space', 'john doe'],
    ['with an @', 'john@doe'],
    ['with an accent', 'frédéric'],
  ])("answers 400 'Error 400: Invalid input' for a username %s", async (_case, username) => {
    const res = await register({ username, email: `${uniqueName()}@example.com`, password: strongPassword() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.message).toBe('Error 400: Invalid input');
    expect(body.errors?.username).toEqual(['Username must be 3 to 30 characters: letters, digits, _ . or -']);
  });

  it('accepts usernames of 3 and 30 letters, digits, _ . -', async () => {
    for (const username of [`a.${uniqueName().slice(-1)}`, `A-b_c.${'9'.repeat(24)}`]) {
      const res = await register({ username, email: `${uniqueName()}@example.com`, password: strongPassword() });
      expect(res.status, username).toBe(201);
    }
  });

  it.each([
    ['shorter than 8 characters', 'Ab1-xyz', 'Password must be at least 8 characters'],
    ['longer than 256 characters', 'x1'.repeat(129), 'Password must be at most 256 characters'],
    ['in the common passwords list', 'Password123', 'This password is too common, please choose another one'],
    ['one repeated character', 'zzzzzzzzzzzz', 'This password is too common, please choose another one'],
  ])('refuses a password %s', async (_case, password, message) => {
    const before = await userCount();
    const res = await register({ username: uniqueName(), email: `${uniqueName()}@example.com`, password });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors).toEqual({ password: [message] });
    expect(await userCount()).toBe(before);
  });

  it('codes a validation answer and each of its field errors (the page translates by code)', async () => {
    const res = await register({ username: uniqueName(), email: `${uniqueName()}@example.com`, password: 'Ab1-xyz' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'common.invalidInput',
      message: 'Error 400: Invalid input',
      errors: { password: ['Password must be at least 8 characters'] },
      errorCodes: { password: [{ code: 'auth.passwordTooShort', params: { min: '8' } }] },
    });
  });

  it('accepts a password of exactly 256 characters', async () => {
    const res = await register({
      username: uniqueName(),
      email: `${uniqueName()}@example.com`,
      password: strongPassword().padEnd(256, 'q7'),
    });
    expect(res.status).toBe(201);
  });

  it('answers 400 with every missing field named', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.message).toBe('Error 400: Invalid input');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password', 'username']);
  });

  it('answers 400 for wrong types and an invalid e-mail, and creates nothing', async () => {
    const before = await userCount();
    for (const json of [
      { username: 42, email: 'a@b.co', password: strongPassword() },
      { username: uniqueName(), email: 'not-an-email', password: strongPassword() },
      { username: uniqueName(), email: `${uniqueName()}@example.com`, password: ['x'] },
      [1, 2, 3],
      JSON.stringify('a JSON string, not an object'),
    ]) {
      const res = await register(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as Body).message).toBe('Error 400: Invalid input');
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await register('{"username": "x",');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).message).toMatch(/^Error 400/);
  });

  it('answers 400 for a near-1 MB username and 413 for a body over 1 MB, creating nothing', async () => {
    const before = await userCount();
    const big = await register({
      username: 'u'.repeat(1000 * 1000),
      email: `${uniqueName()}@example.com`,
      password: strongPassword(),
    });
    expect(big.status).toBe(400);
    const huge = await register({ username: 'u'.repeat(1024 * 1024 + 1), email: 'a@b.co', password: strongPassword() });
    expect(huge.status).toBe(413);
    expect(await userCount()).toBe(before);
  });
});
