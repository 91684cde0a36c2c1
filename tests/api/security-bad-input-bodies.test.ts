import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../support/auth';
import { callerFor, documentedInputs, expectNoProblems, probe, type Operation, type RowCarry } from './security-corpus';
import { ROUTES, securityFixtures, tokenOf, urlOf, type Fixtures, type Request } from './security-routes';

/**
 * Broken bodies on every call that takes one: malformed and non-object JSON, the wrong
 * Content-Type, an oversized body and deeply nested JSON.
 */
let f: Fixtures;
let inputs: Map<string, Operation>;

beforeAll(async () => {
  f = await securityFixtures({ STRIPE_WEBHOOK_SECRET: 'whsec_corpus' });
  inputs = await documentedInputs(f.t);
});
afterAll(() => f.t.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies and their Content-Type, whatever the call documents. */
const BROKEN: [string, string, string | Uint8Array<ArrayBuffer>][] = [
  ['malformed JSON', 'application/json', '{"title": "Zornhau", '],
  ['JSON with a trailing comma', 'application/json', '{"title": "Zornhau",}'],
  ['a JSON array', 'application/json', '[]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"<script>alert(1)</script>"'],
  ['JSON 100,000 levels deep', 'application/json', nested(100_000)],
  ['a field 10,000 levels deep', 'application/json', `{"title": ${nested(10_000)}, "name": ${nested(10_000)}}`],
  [
    '__proto__ keys',
    'application/json',
    '{"__proto__": {"role": "ROLE_ADMIN"}, "constructor": {"prototype": {"x": 1}}}',
  ],
  ['JSON over 1 MB', 'application/json', JSON.stringify({ title: 'x'.repeat(1_500_000) })],
  ['UTF-16 bytes', 'application/json', new Uint8Array(Buffer.from('{"title":"x"}', 'utf16le'))],
  [
    'invalid UTF-8',
    'application/json',
    new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
  ],
  ['text/plain', 'text/plain', '{"title": "Zornhau"}'],
  ['XML', 'application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'title=Zornhau&name=Zornhau'],
  [
    'multipart without a boundary',
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nZ\r\n--x--',
  ],
  [
    'truncated multipart',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nZornhau',
  ],
  ['no Content-Type', '', '{"title": "Zornhau"}'],
];

/**
 * Harmless when accepted: unknown keys are dropped (a PATCH with none changes nothing),
 * undecodable bytes become U+FFFD, and a form may come URL-encoded like an HTML form.
 */
const mayPass = (label: string, op: Operation) =>
  label === '__proto__ keys' || label === 'invalid UTF-8' || (label === 'form-urlencoded' && op.bodyType === 'form');

// GET and HEAD carry no body (fetch refuses one).
const writes = Object.entries(ROUTES).filter(([operation]) => !/^(GET|HEAD) /.test(operation));

describe('broken request bodies', () => {
  it.each(writes)('%s: no 5xx, a clear error, nothing stored', async (operation, route) => {
    const op = inputs.get(operation)!;
    const caller = callerFor(route);
    const problems: string[] = [];
    let valid: Request | null = null;
    const carry: RowCarry = {};
    for (const [label, type, body] of BROKEN) {
      valid ??= await route.build(f, caller);
      const req = valid;
      const headers: Record<string, string> = { 'X-Forwarded-For': uniqueIp(), ...req.headers };
      const token = tokenOf(f, caller, req);
      if (token) headers.Authorization = `Bearer ${token}`;
      if (type) headers['Content-Type'] = type;
      const status = await probe(
        f,
        op.method,
        label,
        () => Promise.resolve(f.t.app.request(urlOf(op.path, req), { method: op.method, headers, body })),
        problems,
        [],
        carry,
      );
      // Calls without a documented body may ignore it; one that takes a body must refuse these.
      if (op.bodyType && status < 400 && !mayPass(label, op)) problems.push(`${label}: accepted (${status})`);
      if (status < 400) valid = null;
    }
    expectNoProblems(problems);
  });
});

describe('prototype keys', () => {
  it('answers 200 to PATCH /api/users/{id} with __proto__ and constructor keys, and the role stays ROLE_USER', async () => {
    const body =
      '{"__proto__": {"role": "ROLE_ADMIN"}, "constructor": {"prototype": {"role": "ROLE_ADMIN"}}, "city": "Bern"}';
    const res = await f.t.app.request(`/api/users/${f.other.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${f.other.token}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: 'Bern', role: 'ROLE_USER' });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    const admin = await f.t.call('GET', '/api/users', { token: f.other.token });
    expect(admin.status).toBe(403);
  });
});
