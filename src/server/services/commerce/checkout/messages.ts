import { API_MESSAGES } from '../../../../contract/api-messages';
/** What POST /api/checkout and the session check answer when they refuse. */
export const CHECKOUT_MESSAGES = {
  unavailable: API_MESSAGES.checkout.unavailable.en,
  providerDown: API_MESSAGES.checkout.providerDown.en,
  stale: API_MESSAGES.checkout.stale.en,
  orderNotFound: API_MESSAGES.checkout.orderNotFound.en,
  superseded: API_MESSAGES.checkout.superseded.en,
  inProgress: API_MESSAGES.checkout.inProgress.en,
} as const;
