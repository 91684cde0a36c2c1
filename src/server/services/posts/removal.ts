import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { orderLines, orders, packagePosts, posts } from '../../db/schema';
import { postWriteTags, writeContent } from '../content-changes';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error';
import { revoke } from '../commerce/orders/effects';
import { settleOrder } from '../commerce/orders/settle';
import { nextStatus } from '../commerce/orders/state';
import { paymentGateway } from '../commerce/payments';
import { refundKeyOf, refundPlan, type BuyerRefund } from './refund-plan';
import { sendRemovalNotice, type RefundOutcome } from './removal-mail';
import { afterTakedown } from '../takedowns/unpublish';
import { deleteMediaOf } from './withdrawal';
import { deletePost } from './write';
import { API_MESSAGES } from '../../../contract/api-messages';

export const REMOVAL_MESSAGES = {
  newBuyers: API_MESSAGES.posts.newBuyers.en,
} as const;

/** Gives each buyer their money back (idempotent per order line); a refusal is an outcome, not an error. */
async function issueRefunds(deps: AppDeps, postId: number, plan: BuyerRefund[]): Promise<RefundOutcome[]> {
  const gateway = paymentGateway(deps);
  const outcomes: RefundOutcome[] = [];
  for (const refund of plan) {
    const { amountCents } = refund;
    if (amountCents <= 0) outcomes.push({ refunded: false, failure: 'no-amount', amountCents });
    else if (!gateway) outcomes.push({ refunded: false, failure: 'no-payment-service', amountCents });
    else if (!refund.paymentIntentId) outcomes.push({ refunded: false, failure: 'no-payment', amountCents });
    else {
      try {
        const refundId = await gateway.refundPayment(
          { paymentIntentId: refund.paymentIntentId, amountCents, reason: `post ${postId} removed by an admin` },
          refundKeyOf(postId, refund),
        );
        outcomes.push({ refunded: true, refundId, amountCents });
      } catch (error) {
        deps.logger.error({ err: error, postId, orderId: refund.orderId }, 'refund of a removed post failed');
        outcomes.push({ refunded: false, failure: 'provider-refused', amountCents });
      }
    }
  }
  return outcomes;
}

/** Pending checkouts holding the post (on its own or in a package) are canceled: it can no longer be sold. */
async function cancelPendingOrders(tx: Tx, postId: number): Promise<string[]> {
  const packagesHolding = tx
    .select({ id: packagePosts.packageId })
    .from(packagePosts)
    .where(eq(packagePosts.postId, postId));
  const holding = tx
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .where(or(eq(orderLines.postId, postId), inArray(orderLines.packageId, packagesHolding)));
  const canceled = await tx
    .update(orders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(orders.status, 'pending'), inArray(orders.id, holding)))
    .returning({ sessionId: orders.checkoutSessionId });
  return canceled.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
}

/** Orders refunded in full by this removal become refunded: their access goes, as after a refund webhook. */
async function closeRefundedOrders(tx: Tx, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .for('update');
  const closed: number[] = [];
  for (const order of rows) {
    const to = nextStatus(order.status, 'refunded');
    if (to === order.status) continue;
    await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await revoke(tx, order);
    closed.push(order.id);
  }
  return closed;
}

const sameRefund = (a: BuyerRefund, b: BuyerRefund) => a.orderId === b.orderId && a.lineId === b.lineId;

/**
 * An admin's DELETE: the post goes completely, sold or not. Its buyers are refunded first
 * (outside any transaction; one idempotency key per order line, so a retry never pays
 * twice), then one transaction deletes the post, cancels the pending checkouts holding it
 * and closes the orders refunded in full. If a purchase completed in between, nothing is
 * deleted (409) and a retry refunds the newcomer too. Afterwards the superseded sessions
 * are expired, reversed payouts settled and every buyer mailed: refunded, or told why not.
 */
export async function removePostCompletely(deps: AppDeps, postId: number): Promise<void> {
  const plan = await refundPlan(deps.db, postId);
  const outcomes = await issueRefunds(deps, postId, plan);
  const wholeOrders = plan.filter((refund, i) => refund.wholeOrder && outcomes[i]!.refunded).map((r) => r.orderId);

  const { deleted, sessions, closed } = await writeContent(
    deps,
    (done: { authorId: number }) => postWriteTags(postId, done.authorId),
    async (tx) => {
      const [row] = await tx
        .select({ id: posts.id, authorId: posts.userId })
        .from(posts)
        .where(eq(posts.id, postId))
        .for('update');
      if (!row) throw notFound(MESSAGES.postNotFound);
      const now = await refundPlan(tx, postId);
      if (now.some((refund) => !plan.some((planned) => sameRefund(planned, refund))))
        throw new HttpError(409, REMOVAL_MESSAGES.newBuyers);
      const sessions = await cancelPendingOrders(tx, postId);
      const closed = await closeRefundedOrders(tx, wholeOrders);
      return { deleted: (await deletePost(tx, postId))!, sessions, closed, authorId: row.authorId };
    },
  );

  await afterTakedown(deps, null);
  await deleteMediaOf(deps, deleted);
  const gateway = paymentGateway(deps);
  for (const sessionId of sessions) {
    await gateway
      ?.expireCheckoutSession(sessionId, `expire-${sessionId}`)
      .catch((error: unknown) => deps.logger.warn({ err: error, sessionId }, 'session of a removed post not expired'));
  }
  for (const orderId of closed) {
    await settleOrder(deps, orderId).catch((error: unknown) =>
      deps.logger.error({ err: error, orderId }, 'payout of a refunded order not reversed yet'),
    );
  }
  for (const [i, refund] of plan.entries()) {
    const outcome = outcomes[i]!;
    const log = { postId, orderId: refund.orderId, userId: refund.userId, amountCents: outcome.amountCents };
    if (outcome.refunded) deps.logger.info({ ...log, refundId: outcome.refundId }, 'buyer of a removed post refunded');
    else deps.logger.error({ ...log, failure: outcome.failure }, 'buyer of a removed post not refunded: told why');
    await sendRemovalNotice(deps, {
      userId: refund.userId,
      title: refund.title,
      orderId: refund.orderId,
      outcome,
    }).catch((error: unknown) => deps.logger.error({ err: error, orderId: refund.orderId }, 'removal notice not sent'));
  }
}
