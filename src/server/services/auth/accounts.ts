import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import type { FieldErrors } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../passwords';
import { createEmailToken } from './email-tokens';
import { uniqueViolationColumn } from './unique-violation';
import { API_MESSAGES } from '../../../contract/api-messages';

export type UserRow = typeof users.$inferSelect;

export const DUPLICATE_MESSAGES = {
  username: API_MESSAGES.auth.usernameTaken.en,
  email: API_MESSAGES.auth.emailTaken.en,
} as const;

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** E-mail addresses are citext: the lookup ignores case. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/**
 * True once the account has confirmed an address (a used verification link is kept when the
 * address changes): a member who moves to a new, still unconfirmed address keeps signing in,
 * so a mistyped or hostile address change never locks the owner out. Only a new account
 * must confirm before its first sign-in.
 */
export async function hasConfirmedAnAddress(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, 'verify-email'), isNotNull(emailTokens.usedAt)))
    .limit(1);
  return row !== undefined;
}

/** Field errors for a username or e-mail already used by another account (case ignored). */
export async function duplicateFields(
  db: Executor,
  values: { username?: string | undefined; email?: string | undefined },
  exceptUserId?: number,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (values.username !== undefined) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, values.username));
    if (row && row.id !== exceptUserId) errors.username = [DUPLICATE_MESSAGES.username];
  }
  if (values.email !== undefined) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    if (row && row.id !== exceptUserId) errors.email = [DUPLICATE_MESSAGES.email];
  }
  return Object.keys(errors).length ? errors : null;
}

/** Maps a unique violation raised by a concurrent write to the same field errors. */
export function duplicateFromError(error: unknown): FieldErrors | null {
  const column = uniqueViolationColumn(error, ['username', 'email']);
  if (column === 'username') return { username: [DUPLICATE_MESSAGES.username] };
  if (column === 'email') return { email: [DUPLICATE_MESSAGES.email] };
  return null;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  locale: string;
}

export type RegisterResult = { ok: true; user: UserRow; verifyToken: string } | { ok: false; errors: FieldErrors };

/** Creates an unverified account and its e-mail verification link, in one transaction. */
export async function registerUser(db: Database, input: RegisterInput): Promise<RegisterResult> {
  const duplicates = await duplicateFields(db, input);
  if (duplicates) return { ok: false, errors: duplicates };
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, locale: input.locale })
        .returning();
      if (!user) throw new Error('user not inserted');
      const verifyToken = await createEmailToken(tx, user.id, 'verify-email');
      return { ok: true as const, user, verifyToken };
    });
  } catch (error) {
    const errors = duplicateFromError(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

// A valid argon2id hash of a random password: unknown e-mails cost the same time as known ones.
let decoyHash: Promise<string> | null = null;

export type CredentialsResult = { ok: true; user: UserRow } | { ok: false };

/** Checks an e-mail and password; an unknown or deactivated account fails exactly like a wrong password. */
export async function checkCredentials(db: Executor, email: string, password: string): Promise<CredentialsResult> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verifyPassword(await decoyHash, password);
    return { ok: false };
  }
  const valid = await verifyPassword(user.passwordHash, password);
  if (!valid || !user.active) return { ok: false };
  return { ok: true, user };
}
