import { createRoute } from '@hono/zod-openapi';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  EmailBody,
  MessageSchema,
  NewPasswordBody,
  ResetLinkSchema,
  TokenParam,
  TokenQuery,
} from '../../../contract/auth';
import { emailTokens, users } from '../../db/schema';
import { badRequest, MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findUserByEmail } from '../../services/auth/accounts';
import { consumeEmailToken, createEmailToken, resetLinkState } from '../../services/auth/email-tokens';
import { invalidateCredentials, lockCredentials } from '../../services/auth/credential-change';
import { hashToken } from '../../services/auth/secure-token';
import { sendResetMail, sendVerificationMail, sendWelcomeMail } from '../../services/mail/auth-mails';
import { hashPassword } from '../../services/passwords';
import { accountIpKey, accountKey, clientIp, rateLimitsFor } from '../../services/rate-limit';
import { AUTH_MESSAGES } from './messages';
import { jsonBody } from '../content/bodies';

const verify = createRoute({
  method: 'get',
  path: '/verify-email',
  tags: ['Accounts'],
  summary: 'Confirms an e-mail address with the link sent by mail (single use, 24 h)',
  request: { query: TokenQuery },
  responses: {
    200: jsonContent(MessageSchema, AUTH_MESSAGES.emailVerified),
    400: errorResponse(`${AUTH_MESSAGES.invalidVerifyLink}, or ${MESSAGES.invalidInput}`),
  },
});

/** A call mailing a link to an address: 202 `accepted` whether or not an account has it, so it reveals none. */
const mailLinkRoute = <P extends string>(path: P, summary: string, accepted: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Accounts'],
    summary,
    request: { body: jsonBody(EmailBody) },
    responses: {
      202: jsonContent(MessageSchema, accepted),
      400: errorResponse(MESSAGES.invalidInput),
      429: errorResponse(MESSAGES.tooManyRequests),
    },
  });

const resend = mailLinkRoute(
  '/verify-email/resend',
  'Sends a new verification link to an unconfirmed account (answers the same for any address)',
  AUTH_MESSAGES.resendAccepted,
);

const forgotten = mailLinkRoute(
  '/forgotten-password',
  'Sends a password reset link (answers the same whether or not the address exists)',
  AUTH_MESSAGES.forgottenAccepted,
);

const resetLink = createRoute({
  method: 'get',
  path: '/reset-password/{token}',
  tags: ['Accounts'],
  summary:
    'Whether a reset link can still set a password (open), was used already (used), or is unknown or expired (invalid); changes nothing',
  request: { params: TokenParam },
  responses: {
    200: jsonContent(ResetLinkSchema, 'The state of the link'),
    400: errorResponse(MESSAGES.invalidInput),
  },
});

const reset = createRoute({
  method: 'post',
  path: '/reset-password/{token}',
  tags: ['Accounts'],
  summary:
    'Sets a new password with the link sent by mail (single use, 1 h); ends every session and every other link ' +
    'of the user. Never limited by failed sign-ins, and it lifts the sign-in lockout of the address it comes from',
  request: { params: TokenParam, body: jsonBody(NewPasswordBody) },
  responses: {
    200: jsonContent(MessageSchema, AUTH_MESSAGES.passwordReset),
    400: errorResponse(`${AUTH_MESSAGES.invalidResetLink}, or ${MESSAGES.invalidInput}`),
  },
});

export const emailLinkRoutes = createRouter()
  .openapi(verify, async (c) => {
    const deps = c.var.deps;
    const { token } = c.req.valid('query');
    const verified = await deps.db.transaction(async (tx) => {
      const userId = await consumeEmailToken(tx, token, 'verify-email');
      if (!userId) return null;
      const [user] = await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      // Used links stay stored: more than this one means a changed address, not a new member.
      const [used] = await tx
        .select({ n: count() })
        .from(emailTokens)
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.kind, 'verify-email'), isNotNull(emailTokens.usedAt)),
        );
      return user ? { user, first: Number(used?.n) === 1 } : null;
    });
    if (!verified) throw badRequest(AUTH_MESSAGES.invalidVerifyLink);
    if (verified.first) sendWelcomeMail(deps, verified.user);
    return c.json({ message: AUTH_MESSAGES.emailVerified }, 200);
  })
  .openapi(resend, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    await rateLimitsFor(deps).consume(['resendIp', clientIp(c)], ['resendAccount', accountKey(email)]);
    const user = await findUserByEmail(deps.db, email);
    if (user && user.active && !user.emailVerifiedAt) {
      sendVerificationMail(deps, user, await createEmailToken(deps.db, user.id, 'verify-email'));
    }
    return c.json({ message: AUTH_MESSAGES.resendAccepted }, 202);
  })
  .openapi(forgotten, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    await rateLimitsFor(deps).consume(['forgotIp', clientIp(c)], ['forgotAccount', accountKey(email)]);
    const user = await findUserByEmail(deps.db, email);
    if (user && user.active) {
      sendResetMail(deps, user, await createEmailToken(deps.db, user.id, 'reset-password'));
    }
    return c.json({ message: AUTH_MESSAGES.forgottenAccepted }, 202);
  })
  .openapi(resetLink, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ state: await resetLinkState(c.var.deps.db, c.req.valid('param').token) }, 200);
  })
  .openapi(reset, async (c) => {
    const deps = c.var.deps;
    const { db } = deps;
    const { token } = c.req.valid('param');
    const { password } = c.req.valid('json');
    // A cheap look first: a dead link must not cost an argon2 hash.
    const now = new Date();
    const [pending] = await db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          eq(emailTokens.kind, 'reset-password'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      );
    if (!pending) throw badRequest(AUTH_MESSAGES.invalidResetLink);
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction(async (tx) => {
      // Taken before the link is used: a password change in flight either deleted it or waits.
      await lockCredentials(tx, pending.userId);
      const userId = await consumeEmailToken(tx, token, 'reset-password');
      if (!userId) return null;
      // Following the mailed link proves the address, so an unconfirmed one becomes confirmed.
      const [user] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      await invalidateCredentials(tx, userId);
      return user ?? null;
    });
    if (!changed) throw badRequest(AUTH_MESSAGES.invalidResetLink);
    // The owner's own failed attempts from this address no longer hold them back.
    const ip = clientIp(c);
    await rateLimitsFor(deps).reset(
      ['loginAccountIp', accountIpKey(changed.email, ip)],
      ['loginAccount', accountKey(changed.email)],
    );
    return c.json({ message: AUTH_MESSAGES.passwordReset }, 200);
  });
