import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';
import { can } from '../access/permissions';
import { API_MESSAGES } from '../../../contract/api-messages';

export const SELLING_MESSAGES = {
  notConnected: API_MESSAGES.posts.notConnected.en,
} as const;

/**
 * The one gate for publishing something paid (a post with a price, a package): the
 * seller's Stripe account must be connected and able to receive money. Admins are
 * exempt (the demo content); the platform keeps what their sales bring.
 */
export async function assertCanSell(db: Executor, user: AuthUser): Promise<void> {
  if (can(user, 'selling.withoutPayouts')) return;
  const [row] = await db
    .select({ connectId: users.stripeConnectId, enabled: users.stripeChargesEnabled })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.connectId || !row.enabled) throw forbidden(SELLING_MESSAGES.notConnected);
}
