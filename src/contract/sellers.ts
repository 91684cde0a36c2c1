import { z } from '@hono/zod-openapi';

export const SellerStatusSchema = z
  .object({
    stripeConnectID: z.string().nullable(),
    chargesEnabled: z.boolean().openapi({ description: 'Connected: paid posts and packages may be published' }),
    mode: z.enum(['stripe', 'test']).nullable(),
  })
  .openapi('SellerStatus');

/** Where to send the seller to onboard: a Stripe account link. */
export const OnboardingLinkSchema = z.object({ url: z.string(), stripeConnectID: z.string() });

export type SellerStatus = z.infer<typeof SellerStatusSchema>;
export type OnboardingLink = z.infer<typeof OnboardingLinkSchema>;
