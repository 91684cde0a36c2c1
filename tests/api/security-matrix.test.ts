import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, type TestUser } from '../support/auth';

/**
 * The authorization matrix, generated from the OpenAPI route table: a new route is
 * covered as soon as it is documented. Every call that documents 401 refuses a visitor
 * and a forged token; every call that documents 403 for non-admins (admin-only calls,
 * tagged by their summary or listed below) refuses a signed-in user.
 */
interface Operation {
  method: string;
  path: string;
  codes: string[];
}

// 401 means "wrong credentials" or "bad refresh token" there, not "sign in first".
const CREDENTIAL_CALLS = new Set(['POST /api/login', 'POST /api/token/refresh']);

let t: TestApp;
let operations: Operation[];
let user: TestUser;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, codes: Object.keys(op.responses ?? {}) })),
  );
  user = await createUser(t);
  userToken = await signAccessToken(t.deps.secrets.jwtSecret, { userId: user.id, role: 'ROLE_USER', username: user.username });
});
afterAll(() => t.close());

/** A concrete URL for a documented path: ids of another user's resources. */
/** GET and HEAD carry no body. */
const bodiless = (op: Operation) => op.method === 'GET' || op.method === 'HEAD';

const urlOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, (name) => (name === '{token}' || name === '{sessionId}' ? 'x' : '1'));

describe('authorization matrix (from /api/openapi.json)', () => {
  it('documents the calls it checks', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => op.codes.includes('401')).length).toBeGreaterThan(50);
  });

  it('answers 401 to a visitor on every call that needs a signed-in user', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (!op.codes.includes('401') || CREDENTIAL_CALLS.has(key)) continue;
      const res = await t.call(op.method, urlOf(op), bodiless(op) ? {} : { json: {} });
      if (res.status !== 401) failures.push(`${key} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a forged token (alg none, admin role) on the same calls', async () => {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${b64({ alg: 'none' })}.${b64({ sub: String(user.id), role: 'ROLE_ADMIN', iss: 'hdx', exp: now + 600 })}.`;
    const failures: string[] = [];
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (!op.codes.includes('401') || CREDENTIAL_CALLS.has(key)) continue;
      const res = await t.call(op.method, urlOf(op), { token: forged, ...(bodiless(op) ? {} : { json: {} }) });
      if (res.status !== 401) failures.push(`${key} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to a signed-in user calling anything with an empty body', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      if (op.method === 'POST' && op.path === '/api/stripe/webhook') continue;
      const res = await t.call(op.method, urlOf(op), { token: userToken, ...(bodiless(op) ? {} : { json: {} }) });
      if (res.status >= 500 && !op.codes.includes(String(res.status))) failures.push(`${op.method} ${op.path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
