import { OnboardingLinkSchema, SellerStatusSchema } from '../../../contract/sellers';
import type { AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import { errorResponse, jsonContent } from '../../lib/openapi';
import {
  completeTestOnboarding,
  SELLER_MESSAGES,
  sellerStatus,
  startOnboarding,
} from '../../services/commerce/payments/sellers';
import { createContentRouter } from '../content/router';
import { authErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Sellers'];

const me = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/sellers/me',
  tags,
  summary: 'The signed-in user’s seller account (Stripe Connect Express)',
  responses: { 200: jsonContent(SellerStatusSchema, 'Status'), 403: authErrors[403] },
});

const onboarding = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/sellers/onboarding',
  tags,
  summary: 'Starts or resumes Stripe Connect Express onboarding: answers the account link to open',
  responses: {
    201: jsonContent(OnboardingLinkSchema, 'Open `url`'),
    403: authErrors[403],
    503: errorResponse(SELLER_MESSAGES.unavailable),
  },
});

const testOnboarding = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/sellers/test-onboarding',
  tags,
  summary: 'The built-in onboarding’s last step when Stripe is not configured: the test account may receive payouts',
  responses: {
    200: jsonContent(SellerStatusSchema, 'Status'),
    403: authErrors[403],
    404: errorResponse(SELLER_MESSAGES.testOff),
    409: errorResponse(SELLER_MESSAGES.notTestAccount),
  },
});

const meHandler: AppRouteHandler<typeof me> = async (c) =>
  c.json(await sellerStatus(c.var.deps, currentUser(c).id), 200);
const onboardingHandler: AppRouteHandler<typeof onboarding> = async (c) =>
  c.json(await startOnboarding(c.var.deps, currentUser(c).id), 201);
const testOnboardingHandler: AppRouteHandler<typeof testOnboarding> = async (c) =>
  c.json(await completeTestOnboarding(c.var.deps, currentUser(c).id), 200);

/** /sellers: Stripe Connect onboarding of the users who sell. */
export const sellerRoutes = createContentRouter()
  .openapi(me, meHandler)
  .openapi(onboarding, onboardingHandler)
  .openapi(testOnboarding, testOnboardingHandler);
