/** What POST /api/checkout and the session check answer when they refuse. */
export const CHECKOUT_MESSAGES = {
  unavailable: 'Payments are not available at the moment',
  providerDown: 'The payment service did not answer. Nothing was charged: please try again.',
  stale: 'Some items of your cart can no longer be bought: remove them and try again',
  orderNotFound: 'Order not found',
  superseded:
    'A newer checkout of your cart was started meanwhile, so this one was closed. Nothing was charged: pay in the newest checkout.',
  inProgress:
    'A checkout of this cart is already in progress. Nothing was charged: finish it, or try again in a moment.',
} as const;
