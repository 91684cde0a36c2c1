import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, uniqueName } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:4321' });
});
afterAll(() => t.close());

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail, HTML and text, with the absolute link', async () => {
    const username = uniqueName('outbox');
    const email = `${username}@example.com`;
    expect((await t.call('POST', '/api/forgotten-password', { json: { email } })).status).toBe(202);
    expect(
      (await t.call('POST', '/api/register', { json: { username, email, password: strongPassword(), locale: 'fr' } }))
        .status,
    ).toBe(201);
    const dir = path.join(t.dataDir, 'mail');
    await expect
      .poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).length : 0))
      .toBe(1);
    const [file] = fs.readdirSync(dir);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file!)));
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour HDX');
    expect(mail.text).toMatch(/http:\/\/localhost:4321\/verify-email\?token=[\w-]{43}/);
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain('http://localhost:4321/verify-email?token=');
  });
});
