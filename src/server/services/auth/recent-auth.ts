import type { AppDeps } from '../../context';
import type { SignedInUser } from '../../lib/caller';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../passwords';
import { rateLimitsFor } from '../rate-limit';
import { findUserById } from './accounts';
import { API_MESSAGES } from '../../../contract/api-messages';

/** A session whose password was typed less than this long ago may change credentials without retyping it. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const REAUTH_MESSAGES = {
  required: API_MESSAGES.auth.reauthRequired.en,
  enterCurrent: API_MESSAGES.auth.enterCurrent.en,
  wrong: API_MESSAGES.auth.wrongCurrent.en,
} as const;

/** 403: neither the current password nor a recent sign-in. */
export const reauthRequired = () =>
  new HttpError(403, REAUTH_MESSAGES.required, { currentPassword: [REAUTH_MESSAGES.enterCurrent] });

/** A token from a sign-in (not a refresh) whose password was typed less than 5 minutes ago. */
export function isRecentSignIn(user: Pick<SignedInUser, 'authTime' | 'via'>, now: number = Date.now()): boolean {
  return user.via === 'sign-in' && now - user.authTime < RECENT_SIGN_IN_MS;
}

/**
 * Makes sure the person at the keyboard is the caller before a password or e-mail change:
 * their current password (when given it must be right), or else a recent sign-in. A stolen
 * access token alone is not enough. 403 otherwise; wrong passwords are limited per user
 * (429). Returns when the caller's password was last proved, for the session that follows.
 */
export async function confirmCaller(
  deps: AppDeps,
  caller: SignedInUser,
  currentPassword: string | undefined,
): Promise<{ authTime: number }> {
  if (currentPassword === undefined) {
    if (isRecentSignIn(caller)) return { authTime: caller.authTime };
    throw reauthRequired();
  }
  const limits = rateLimitsFor(deps);
  const hit = ['reauthUser', String(caller.id)] as const;
  // Counted before the slow check, as for sign-in: a burst cannot outrun the limit.
  await limits.reserve(hit);
  const row = await findUserById(deps.db, caller.id).catch(async (error: unknown) => {
    await limits.refund(hit);
    throw error;
  });
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new HttpError(403, REAUTH_MESSAGES.wrong, { currentPassword: [REAUTH_MESSAGES.wrong] });
  }
  await limits.refund(hit);
  return { authTime: Date.now() };
}
