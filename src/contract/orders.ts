import { z } from '@hono/zod-openapi';
import { ORDER_STATUSES } from './enums';

export const OrderSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    total: z.string().openapi({ example: '24.98', description: 'Euros' }),
    currency: z.string().openapi({ example: 'eur' }),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['post', 'package']),
        postId: z.number().int().nullable(),
        packageId: z.number().int().nullable(),
        title: z.string(),
        price: z.string(),
        posts: z
          .array(z.object({ id: z.number().int(), title: z.string() }))
          .openapi({ description: 'What the line lets the buyer watch' }),
      }),
    ),
  })
  .openapi('Order');

export const SaleSchema = z
  .object({
    orderId: z.number().int(),
    lineId: z.number().int(),
    title: z.string(),
    price: z.string(),
    fee: z.string().openapi({ description: 'The platform fee (PLATFORM_FEE_PERCENT)' }),
    net: z.string().openapi({ description: 'What the seller receives' }),
    status: z.enum(ORDER_STATUSES),
    buyer: z.string(),
    paidAt: z.string().nullable(),
    payout: z.enum(['paid', 'pending', 'reversed', 'held']),
  })
  .openapi('Sale');

export type Order = z.infer<typeof OrderSchema>;
export type Sale = z.infer<typeof SaleSchema>;
