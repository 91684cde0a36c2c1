import { createRoute } from '@hono/zod-openapi';
import { OnboardingLinkSchema, SellerStatusSchema } from '../../../contract/sellers';
import type { AppRouteHandler } from '../../context';
import { currentUser, requireUser } from '../../middleware/auth';
import { errorResponse, jsonContent } from '../../lib/openapi';
import {
  completeTestOnboarding,
  SELLER_MESSAGES,
  sellerStatus,
  startOnboarding,
} from '../../services/commerce/payments/sellers';
import { createContentRouter } from '../content/router';
import { authErrors, bearer } from '../content/responses';

const tags = ['Sellers'];

const me = createRoute({
  method: 'get',
  path: '/sellers/me',
  tags,
  summary: 'The signed-in user’s seller account (Stripe Connect Express)',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(SellerStatusSchema, 'Status'), ...authErrors },
});

const onboarding = createRoute({
  method: 'post',
  path: '/sellers/onboarding',
  tags,
  summary: 'Starts or resumes Stripe Connect Express onboarding: answers the account link to open',
  security: bearer,
  middleware: [requireUser] as const,
  responses: {
    201: jsonContent(OnboardingLinkSchema, 'Open `url`'),
    ...authErrors,
    503: errorResponse(SELLER_MESSAGES.unavailable),
  },
});

const testOnboarding = createRoute({
  method: 'post',
  path: '/sellers/test-onboarding',
  tags,
  summary: 'The built-in onboarding’s last step when Stripe is not configured: the test account may receive payouts',
  security: bearer,
  middleware: [requireUser] as const,
  responses: {
    200: jsonContent(SellerStatusSchema, 'Status'),
    ...authErrors,
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
