import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../src/server/db/seed/factories';
import { callerFor, documentedInputs, type Operation } from './security-corpus';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures } from './security-routes';

/**
 * Markup never becomes markup: text shown on the site refuses complete tags, and the
 * few fields that keep any text (private account data, mail, secrets) come back as
 * JSON strings, which browsers are told never to sniff or run.
 */
let f: Fixtures;
let inputs: Map<string, Operation>;

beforeAll(async () => {
  f = await securityFixtures();
  inputs = await documentedInputs(f.t);
});
afterAll(() => f.t.close());

const MARKUP = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

/** Fields that keep markup as text: never rendered as HTML (React and Astro escape them, mails are escaped). */
const KEEPS_TEXT = [
  'POST /api/checkout/test/{sessionId}/pay name',
  'POST /api/contact name',
  'POST /api/contact subject',
  'POST /api/contact message',
  'POST /api/contact website',
  'POST /api/register password',
  'POST /api/logout refresh_token',
  'POST /api/reset-password/{token} password',
  'PATCH /api/users/{id} firstName',
  'PATCH /api/users/{id} name',
  'PATCH /api/users/{id} address',
  'PATCH /api/users/{id} city',
  'PATCH /api/users/{id} province',
  'PATCH /api/users/{id} country',
  'PATCH /api/users/{id}/password password',
];

describe('markup in text fields', () => {
  it('is refused by every documented body field but the reviewed ones that keep it as text', async () => {
    const accepted: string[] = [];
    for (const [operation, route] of Object.entries(ROUTES)) {
      const op = inputs.get(operation)!;
      const caller = callerFor(route);
      for (const field of op.bodyFields) {
        const req = await route.build(f, caller);
        if (op.bodyType === 'form') req.form = { ...req.form, [field]: MARKUP };
        else req.json = { ...(req.json as object), [field]: MARKUP };
        const res = await send(f.t, op.method, op.path, req, tokenOf(f, caller, req));
        if (res.status < 400) accepted.push(`${operation} ${field}`);
        await res.body?.cancel();
      }
    }
    expect(accepted.sort()).toEqual([...KEEPS_TEXT].sort());
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
    expect(await res.json()).toEqual({
      message: 'Error 422: Unprocessable entity',
      errors: { title: ['Must be plain text: HTML is not allowed'] },
    });
    expect(await (await f.t.call('GET', `/api/posts?user=${f.owner.id}`)).json()).toEqual(before);
  });

  it('comes back verbatim as a JSON string, with nosniff and a CSP that runs nothing (profile fields)', async () => {
    const res = await f.t.call('PATCH', `/api/users/${f.other.id}`, { token: f.other.token, json: { city: MARKUP } });
    expect(res.status).toBe(200);
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
