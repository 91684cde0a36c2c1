import { z } from '@hono/zod-openapi';
import { textRule } from './fields';

export const CheckoutStartedSchema = z
  .object({
    url: z.string().openapi({ description: 'The payment page to send the buyer to' }),
    orderId: z.number().int(),
    sessionId: z.string(),
  })
  .openapi('CheckoutStarted');

export const SessionParam = z.object({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_-]{4,200}$/, 'A checkout session id')
    .openapi({ param: { name: 'sessionId', in: 'path' }, example: 'cs_test_a1b2c3' }),
});

export const TestSessionSchema = z
  .object({
    id: z.string(),
    orderId: z.number().int(),
    status: z.string(),
    open: z.boolean(),
    total: z.string(),
    currency: z.string(),
    customerEmail: z
      .string()
      .nullable()
      .openapi({ description: "The buyer's e-mail, answered only to the buyer's bearer; null for anyone else" }),
    lines: z.array(z.object({ title: z.string(), price: z.string() })),
    cancelUrl: z.string(),
  })
  .openapi('TestCheckoutSession');

export const TestPaymentBody = z
  .object({
    number: z.string().max(40).openapi({ example: '4242 4242 4242 4242' }),
    expiry: z.string().max(10).openapi({ example: '12/34' }),
    cvc: z.string().max(8).openapi({ example: '123' }),
    name: textRule(z.string().max(200)).optional(),
  })
  .openapi('TestPayment');

export const TestPaymentResult = z
  .object({
    status: z.literal('paid'),
    redirectUrl: z.string().openapi({ description: 'The success return page' }),
  })
  .openapi('TestPaymentResult');

/** What the Stripe webhook answers Stripe. */
export const WebhookReceivedSchema = z.object({
  received: z.boolean(),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});

export type CheckoutStarted = z.infer<typeof CheckoutStartedSchema>;
export type TestCheckoutSession = z.infer<typeof TestSessionSchema>;
export type TestPaymentResult = z.infer<typeof TestPaymentResult>;
export type TestPaymentInput = z.input<typeof TestPaymentBody>;
