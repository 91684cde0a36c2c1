import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { insertUser, type UserInput } from '../../src/server/db/seed/factories';
import { openSession, type TokenPair } from '../../src/server/services/auth/session-tokens';
import type { TestApp } from './test-app';

/** A strong password that passes the password rules. */
export const strongPassword = () => `Hdx-${randomBytes(9).toString('base64url')}`;

/** A username and e-mail unused so far (tests of one file share a database). */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

let nextIp = randomBytes(3).readUIntBE(0, 3) >> 1;

/**
 * An address per call, for rate-limit keys (needs TRUST_PROXY=1): counted from a random start in
 * 10.128.0.0/9 (8 million addresses), so one test file never gets an address twice, and runs that
 * share a Redis within the hour (its counters outlive a run; stages run side by side) almost never
 * meet an address another run exhausted on purpose. Random picks collided now and then, and a
 * reused address carried another test's failures into a rate limit.
 */
export function uniqueIp(): string {
  nextIp = (nextIp + 1) & 0x7fffff;
  return `10.${128 + (nextIp >> 16)}.${(nextIp >> 8) & 0xff}.${nextIp & 0xff}`;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
}

/** Inserts a verified user (factory shared with the seed) and returns its clear password. */
export async function createUser(t: TestApp, input: Partial<UserInput> = {}): Promise<TestUser> {
  const username = input.username ?? uniqueName(input.role === 'ROLE_ADMIN' ? 'admin' : 'user');
  const password = input.password ?? strongPassword();
  const row = await insertUser(t.deps.db, { ...input, username, password });
  return { id: row.id, username: row.username, email: row.email, password, role: row.role };
}

/**
 * Tokens for a user without calling POST /api/login (so other suites never meet the
 * sign-in rate limits): the same service the login handler uses.
 */
export async function tokensFor(t: TestApp, user: Pick<TestUser, 'id' | 'username' | 'role'>): Promise<TokenPair> {
  const pair = await openSession(t.deps, user);
  if (!pair) throw new Error(`no user ${user.id} to start a session for`);
  return pair;
}

/** A verified user and its tokens in one call. */
export async function signedInUser(t: TestApp, input: Partial<UserInput> = {}): Promise<TestUser & TokenPair> {
  const user = await createUser(t, input);
  return { ...user, ...(await tokensFor(t, user)) };
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
