import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../contract/enums';
import { cascadeLink, createdAt, id, updatedAt } from './columns';
import { posts } from './posts';
import { users } from './users';

/** A seller's bundle of their posts sold at one price. */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    sellerId: cascadeLink(() => users.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.sellerId), check('packages_price_positive', sql`${t.priceCents} > 0`)],
);

export const packagePosts = pgTable(
  'package_posts',
  {
    packageId: cascadeLink(() => packages.id),
    postId: cascadeLink(() => posts.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.postId] }), index().on(t.postId)],
);

export const CART_STATUSES = ['active', 'ordered'] as const;

export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    status: text().$type<(typeof CART_STATUSES)[number]>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex('carts_one_active_per_user')
      .on(t.userId)
      .where(sql`status = 'active'`),
  ],
);

export const cartPosts = pgTable(
  'cart_posts',
  {
    id: id(),
    cartId: cascadeLink(() => carts.id),
    postId: cascadeLink(() => posts.id),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.cartId, t.postId), index().on(t.postId)],
);

export const cartPackages = pgTable(
  'cart_packages',
  {
    id: id(),
    cartId: cascadeLink(() => carts.id),
    packageId: cascadeLink(() => packages.id),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.cartId, t.packageId), index().on(t.packageId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    cartId: integer().references(() => carts.id, { onDelete: 'set null' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    totalCents: integer().notNull(),
    currency: text().notNull().default('eur'),
    checkoutSessionId: text().unique(),
    paymentIntentId: text(),
    chargeId: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.cartId),
    // One payable order per cart: concurrent checkouts of one cart cannot both stay pending.
    uniqueIndex('orders_one_pending_per_cart')
      .on(t.cartId)
      .where(sql`status = 'pending'`),
  ],
);

/** What an order bought: one line per post or package, with the seller's share in cents. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: cascadeLink(() => orders.id),
    postId: integer().references(() => posts.id, { onDelete: 'set null' }),
    packageId: integer().references(() => packages.id, { onDelete: 'set null' }),
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    priceCents: integer().notNull(),
    feeCents: integer().notNull().default(0),
  },
  (t) => [index().on(t.orderId), index().on(t.postId), index().on(t.packageId), index().on(t.sellerId)],
);

/** Per-seller transfer of an order (separate charges and transfers). */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    orderId: cascadeLink(() => orders.id),
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    stripeTransferId: text(),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.orderId, t.sellerId), index().on(t.sellerId)],
);

/** Stripe event ids already processed, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: createdAt(),
});

/**
 * Who may watch a paid post in full because of which paid order (a package grants each
 * of its posts as they were at purchase). A refund deletes the order's grants.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    postId: cascadeLink(() => posts.id),
    orderId: cascadeLink(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.postId, t.orderId), index().on(t.postId), index().on(t.orderId)],
);
