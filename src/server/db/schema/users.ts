import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/enums';
import { cascadeLink, citext, createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  username: citext().notNull().unique(),
  email: citext().notNull().unique(),
  passwordHash: text().notNull(),
  role: text().$type<Role>().notNull().default('ROLE_USER'),
  firstName: text(),
  name: text(),
  address: text(),
  postalCode: text(),
  city: text(),
  province: text(),
  country: text(),
  fileUrl: text(),
  stripeConnectId: text(),
  stripeChargesEnabled: boolean().notNull().default(false),
  locale: text().notNull().default('en'),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  active: boolean().notNull().default(true),
  /** Raised by every credential change: access tokens carrying an older value are refused. */
  tokenVersion: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Rotating refresh tokens: stored only as a SHA-256 hash; a family is one sign-in's chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

export const EMAIL_TOKEN_KINDS = ['verify-email', 'reset-password'] as const;
export type EmailTokenKind = (typeof EMAIL_TOKEN_KINDS)[number];

/** Single-use links sent by mail (e-mail verification, password reset), stored as hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    kind: text().$type<EmailTokenKind>().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
