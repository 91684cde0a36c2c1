import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { paymentGateway, testGateway } from './index';
import { API_MESSAGES } from '../../../../contract/api-messages';

export const SELLER_MESSAGES = {
  unavailable: API_MESSAGES.checkout.unavailable.en,
  notTestAccount: API_MESSAGES.checkout.notTestAccount.en,
  testOff: API_MESSAGES.checkout.testOff.en,
} as const;

export interface SellerStatus {
  stripeConnectID: string | null;
  /** The account can receive transfers: paid posts may be published. */
  chargesEnabled: boolean;
  /** Which payment service onboards: Stripe, or the built-in test pages; null when none. */
  mode: 'stripe' | 'test' | null;
}

async function userRow(deps: AppDeps, userId: number) {
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, connectId: users.stripeConnectId, enabled: users.stripeChargesEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/** The seller's Stripe account status, read again from Stripe while onboarding is unfinished. */
export async function sellerStatus(deps: AppDeps, userId: number): Promise<SellerStatus> {
  const row = await userRow(deps, userId);
  const gateway = paymentGateway(deps);
  let enabled = row.enabled;
  if (gateway && row.connectId && !enabled) {
    enabled = await gateway.chargesEnabled(row.connectId).catch((error: unknown) => {
      deps.logger.warn({ err: error, userId }, 'could not read the connected account');
      return false;
    });
    if (enabled) await deps.db.update(users).set({ stripeChargesEnabled: true }).where(eq(users.id, userId));
  }
  return { stripeConnectID: row.connectId, chargesEnabled: enabled, mode: gateway?.mode ?? null };
}

/**
 * Stripe Connect Express onboarding: the account is made once (its id kept as the user's
 * stripeConnectID), then a fresh single-use account link is answered each time.
 */
export async function startOnboarding(
  deps: AppDeps,
  userId: number,
): Promise<{ url: string; stripeConnectID: string }> {
  const gateway = paymentGateway(deps);
  if (!gateway) throw new HttpError(503, SELLER_MESSAGES.unavailable);
  const row = await userRow(deps, userId);
  let accountId = row.connectId;
  if (!accountId) {
    accountId = await gateway.createConnectAccount({ userId, email: row.email }, `connect-account-user-${userId}`);
    await deps.db
      .update(users)
      .set({ stripeConnectId: accountId, stripeChargesEnabled: false })
      .where(eq(users.id, userId));
  }
  const base = deps.env.PUBLIC_URL;
  const url = await gateway.createOnboardingLink(
    accountId,
    { refreshUrl: `${base}/account?seller=refresh`, returnUrl: `${base}/account?seller=return` },
    // Account links are single-use: each request is a new one, the key guards its retries.
    `account-link-${userId}-${randomUUID()}`,
  );
  return { url, stripeConnectID: accountId };
}

/** The built-in onboarding's last step (no Stripe): the test account may now be paid. */
export async function completeTestOnboarding(deps: AppDeps, userId: number): Promise<SellerStatus> {
  if (!testGateway(deps)) throw notFound(SELLER_MESSAGES.testOff);
  const row = await userRow(deps, userId);
  if (!row.connectId?.startsWith('acct_test_')) throw new HttpError(409, SELLER_MESSAGES.notTestAccount);
  await deps.db.update(users).set({ stripeChargesEnabled: true }).where(eq(users.id, userId));
  return sellerStatus(deps, userId);
}
