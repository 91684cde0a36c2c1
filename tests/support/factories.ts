import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/client';
import {
  manuscripts,
  masterHistories,
  masterLineage,
  orderLines,
  orders,
  packagePosts,
  packages,
  postTypes,
  publicities,
  techniques,
  users,
  weapons,
} from '../../src/server/db/schema';
import type { OrderStatus } from '../../src/contract/enums';
import { slugify } from '../../src/server/services/slug';

/**
 * Test rows beside the seed's own factories (src/server/db/seed/factories.ts): the library,
 * orders, packages and connected sellers, shaped as the API writes them.
 */

/** Library rows for tests: the slug follows the name, as the API makes it. */
export async function insertPostType(
  db: Executor,
  name: string,
  extra: { description?: string; fileUrl?: string | null } = {},
) {
  const [row] = await db
    .insert(postTypes)
    .values({ name, slug: slugify(name), ...extra })
    .returning();
  return row!;
}

export async function insertWeapon(
  db: Executor,
  name: string,
  extra: { description?: string; fileUrl?: string | null } = {},
) {
  const [row] = await db
    .insert(weapons)
    .values({ name, slug: slugify(name), ...extra })
    .returning();
  return row!;
}

export async function insertMasterHistory(
  db: Executor,
  name: string,
  extra: { period?: string; description?: string; fileUrl?: string | null; influencedBy?: number[] } = {},
) {
  const { influencedBy = [], ...values } = extra;
  const [row] = await db
    .insert(masterHistories)
    .values({ name, slug: slugify(name), ...values })
    .returning();
  for (const influencedById of influencedBy)
    await db.insert(masterLineage).values({ masterId: row!.id, influencedById });
  return row!;
}

export async function insertManuscript(
  db: Executor,
  title: string,
  extra: { authorId?: number | null; year?: number | null } = {},
) {
  const [row] = await db
    .insert(manuscripts)
    .values({ title, slug: slugify(title), ...extra })
    .returning();
  return row!;
}

export async function insertTechnique(
  db: Executor,
  name: string,
  links: { weaponId?: number | null; masterId?: number | null; manuscriptId?: number | null } = {},
) {
  const [row] = await db
    .insert(techniques)
    .values({ name, slug: slugify(name), ...links })
    .returning();
  return row!;
}

export async function insertPublicity(
  db: Executor,
  input: { title: string; url: string; description?: string; fileUrl?: string | null },
) {
  const [row] = await db.insert(publicities).values(input).returning();
  return row!;
}

/** An order of posts (dashboard sales figures); `paidAt` defaults to now for a paid order. */
export async function insertOrder(
  db: Executor,
  input: {
    userId: number;
    status?: OrderStatus;
    paidAt?: Date | null;
    lines: { postId: number; sellerId: number; title: string; priceCents: number }[];
  },
) {
  const status = input.status ?? 'paid';
  const totalCents = input.lines.reduce((sum, line) => sum + line.priceCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      status,
      totalCents,
      paidAt: input.paidAt ?? (status === 'paid' ? new Date() : null),
    })
    .returning();
  await db.insert(orderLines).values(input.lines.map((line) => ({ ...line, orderId: order!.id })));
  return order!;
}

/** A seller's package of posts (marketplace). */
export async function insertPackage(
  db: Executor,
  input: { sellerId: number; title: string; priceCents: number; postIds: readonly number[]; description?: string },
) {
  const [row] = await db
    .insert(packages)
    .values({
      sellerId: input.sellerId,
      title: input.title,
      priceCents: input.priceCents,
      description: input.description ?? '',
    })
    .returning();
  if (input.postIds.length)
    await db.insert(packagePosts).values(input.postIds.map((postId) => ({ packageId: row!.id, postId })));
  return row!;
}

/** Marks a user as a seller whose Stripe account is connected and can be paid. */
export async function connectSeller(db: Executor, userId: number, accountId = `acct_test_seller${userId}`) {
  await db
    .update(users)
    .set({ stripeConnectId: accountId, stripeChargesEnabled: true })
    .where(sql`${users.id} = ${userId}`);
  return accountId;
}
