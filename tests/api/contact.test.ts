import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/server/services/rate-limit';
import { createUser, uniqueIp, uniqueName } from '../support/auth';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { mailSettled } from '../../src/server/services/mail/mailer';

let t: TestApp;
let smtp: SmtpPeer;
let admins: string[];
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://hdx.example', TRUST_PROXY: '1' });
  admins = [(await createUser(t, { role: 'ROLE_ADMIN' })).email, (await createUser(t, { role: 'ROLE_ADMIN' })).email];
  await createUser(t, { role: 'ROLE_USER' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Body = { message: string; errors?: Record<string, string[]> };

const send = (json: unknown, ip = uniqueIp()) =>
  t.call('POST', '/api/contact', { json, headers: { 'X-Forwarded-For': ip } });

async function mailWithSubject(subject: string) {
  await mailSettled(t.deps);
  const mail = smtp.messages.find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail with subject ${subject}`);
  return mail;
}

const valid = () => ({
  name: 'Anna Fechter',
  email: `${uniqueName('visitor')}@example.com`,
  subject: `Partnership ${uniqueName('s')}`,
  message: 'We run a HEMA club in Lyon and would like to advertise our summer camp on HDX.',
});

describe('POST /api/contact', () => {
  it('answers 202 and mails the message to every active admin, not to other users', async () => {
    const input = valid();
    const res = await send(input);
    expect(res.status).toBe(202);
    expect(((await res.json()) as Body).message).toBe('Your message has been sent');
    for (const admin of admins) {
      const mail = await smtp.waitFor(admin);
      expect(mail.subject).toBe(`[HDX contact] ${input.subject}`);
      expect(mail.text).toContain(`From: Anna Fechter <${input.email}>`);
      expect(mail.text).toContain(input.message);
      expect(mail.text).toContain('https://hdx.example');
    }
    expect(smtp.messages.filter((m) => m.subject.includes(input.subject))).toHaveLength(admins.length);
  });

  it('escapes the visitor text in the HTML part', async () => {
    const input = { ...valid(), message: 'Is a < b & "c" > d a plain question at all?' };
    expect((await send(input)).status).toBe(202);
    const sent = await mailWithSubject(`[HDX contact] ${input.subject}`);
    expect(sent.html).toContain('a &lt; b &amp; &quot;c&quot; &gt; d');
  });

  it('refuses markup in the message, closed or not (400, the one text rule), and sends nothing', async () => {
    const before = smtp.messages.length;
    for (const message of ['<script>alert(1)</script> is not a question', 'Hello <img src=x onerror=alert(1) ']) {
      const res = await send({ ...valid(), message });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).errors).toEqual({ message: ['Must be plain text: HTML is not allowed'] });
    }
    await mailSettled(t.deps);
    expect(smtp.messages.length).toBe(before);
  });

  it("answers 400 'Error 400: Invalid input' with field errors and sends nothing", async () => {
    const before = smtp.messages.length;
    const res = await send({ name: '', email: 'not-an-address', message: 'short' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.message).toBe('Error 400: Invalid input');
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    await mailSettled(t.deps);
    expect(smtp.messages.length).toBe(before);
  });

  it('accepts a filled honeypot like any message but sends nothing', async () => {
    const input = { ...valid(), website: 'http://spam.example' };
    const res = await send(input);
    expect(res.status).toBe(202);
    await mailSettled(t.deps);
    expect(smtp.messages.some((m) => m.subject.includes(input.subject))).toBe(false);
  });

  it("answers 429 'Too many requests, please try again later' with Retry-After past 5 messages an hour from one address", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.contactIp.points; i++) expect((await send(valid(), ip)).status).toBe(202);
    const res = await send(valid(), ip);
    expect(res.status).toBe(429);
    expect(((await res.json()) as Body).message).toBe('Too many requests, please try again later');
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(valid(), uniqueIp())).status).toBe(202);
  });
});
