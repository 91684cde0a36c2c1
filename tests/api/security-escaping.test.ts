import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { callerFor, documentedInputs, MARKUP_FORMS, type Operation } from './security-corpus';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures, type Request } from './security-routes';

/**
 * Markup never becomes markup: every free-text field (library, posts, packages, profiles,
 * contact) follows one text rule that refuses `<` before a letter, `/`, `!` or `?`,
 * closed or not; the few fields that keep any text (secrets, a honeypot, the test card
 * holder) are never shown, and everything comes back as JSON strings, which browsers
 * are told never to sniff or run.
 */
let f: Fixtures;
let inputs: Map<string, Operation>;

beforeAll(async () => {
  f = await securityFixtures();
  inputs = await documentedInputs(f.t);
});
afterAll(() => f.t.close());

const MARKUP = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

/** Fields that keep markup as text: a dropped honeypot, never shown. */
const KEEPS_TEXT = ['POST /api/contact website'];

/** Secrets (passwords, tokens) take any text: they are never shown, and refusing characters would weaken them. */
const isSecret = (operationField: string) => /(password|refresh_token)$/i.test(operationField);

describe('markup in text fields', () => {
  it('reviews only fields of documented operations', () => {
    for (const field of KEEPS_TEXT)
      expect(Object.keys(ROUTES).some((operation) => field.startsWith(`${operation} `))).toBe(true);
  });

  // One test an operation: each has its own time, and a new route adds a test, not time to one.
  it.each(Object.entries(ROUTES))(
    '%s: refused in every form by every documented body field but the reviewed ones that keep it as text',
    async (operation, route) => {
      const op = inputs.get(operation)!;
      const caller = callerFor(route);
      const accepted = new Set<string>();
      for (const field of op.bodyFields) {
        let valid: Request | null = null;
        for (const form of MARKUP_FORMS) {
          // A refused request changed nothing, so its fixtures serve the next form.
          valid ??= await route.build(f, caller);
          const req = { ...valid };
          if (op.bodyType === 'form') req.form = { ...req.form, [field]: form.value };
          else req.json = { ...(req.json as object), [field]: form.value };
          const res = await send(f.t, op.method, op.path, req, tokenOf(f, caller, req));
          if (res.status < 400) {
            accepted.add(`${operation} ${field}`);
            valid = null;
          }
          await res.body?.cancel();
        }
      }
      const reviewed = KEEPS_TEXT.filter((field) => field.startsWith(`${operation} `));
      expect([...accepted].filter((field) => !isSecret(field)).sort()).toEqual(reviewed.sort());
    },
  );

  it('keeps a lone angle bracket as plain text (a < b, <3) in posts, packages, profiles and the contact form', async () => {
    const post = await insertPost(f.t.deps.db, { title: 'Before', userId: f.owner.id });
    const patched = await f.t.call('PATCH', `/api/posts/${post.id}`, {
      token: f.owner.token,
      json: { title: 'a < b', description: '<3 this drill' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ title: 'a < b', description: '<3 this drill' });
    const profile = await f.t.call('PATCH', `/api/users/${f.other.id}`, {
      token: f.other.token,
      json: { city: 'a < b', address: '<3 Rue des Armes' },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ city: 'a < b', address: '<3 Rue des Armes' });
    const contact = await f.t.call('POST', '/api/contact', {
      json: { name: 'a < b', email: 'fencer@example.com', message: 'I <3 the longsword videos' },
    });
    expect(contact.status).toBe(202);
  });

  it("answers 400 'Must be plain text' for an unclosed tag in a profile field, and stores nothing", async () => {
    const before = await (await f.t.call('GET', `/api/users/${f.other.id}`, { token: f.other.token })).json();
    const res = await f.t.call('PATCH', `/api/users/${f.other.id}`, {
      token: f.other.token,
      json: { city: '<img src=x onerror=alert(1) ' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Error 400: Invalid input',
      errors: { city: ['Must be plain text: HTML is not allowed'] },
    });
    expect(await (await f.t.call('GET', `/api/users/${f.other.id}`, { token: f.other.token })).json()).toEqual(before);
  });

  it("answers 422 'Must be plain text' for a post title with a tag, and stores no post", async () => {
    const before = (await (await f.t.call('GET', `/api/posts?user=${f.owner.id}`)).json()) as unknown[];
    const form = new FormData();
    form.append('title', MARKUP);
    const res = await f.t.app.request('/api/posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.owner.token}` },
      body: form,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { title: ['Must be plain text: HTML is not allowed'] },
    });
    expect(await (await f.t.call('GET', `/api/posts?user=${f.owner.id}`)).json()).toEqual(before);
  });

  it('comes back verbatim as a JSON string, with nosniff and a CSP that runs nothing (profile data stored before the rule)', async () => {
    await f.t.deps.db.update(users).set({ city: MARKUP }).where(eq(users.id, f.other.id));
    const read = await f.t.call('GET', `/api/users/${f.other.id}`, { token: f.other.token });
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(((await read.json()) as { city: string }).city).toBe(MARKUP);
  });

  it('comes back verbatim in a post stored before the check existed (older data)', async () => {
    const post = await insertPost(f.t.deps.db, { title: MARKUP, description: MARKUP, userId: f.owner.id });
    const res = await f.t.call('GET', `/api/posts/${post.id}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ title: MARKUP, description: MARKUP });
  });
});
