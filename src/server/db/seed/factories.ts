import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  likes,
  manuscripts,
  orderLines,
  orders,
  masterHistories,
  masterLineage,
  packagePosts,
  packages,
  postTechniques,
  postTypes,
  posts,
  publicities,
  ratings,
  techniques,
  users,
  weapons,
  type OrderStatus,
  type Role,
} from '../schema';
import { slugify } from '../../services/slug';
import { hashPassword } from '../../services/passwords';

/** Shared by the seed script and the tests, so fixtures look like real data. */

export interface UserInput {
  username: string;
  email?: string;
  password?: string;
  role?: Role;
  verified?: boolean;
  firstName?: string | null;
  name?: string | null;
  city?: string | null;
  country?: string | null;
  fileUrl?: string | null;
}

export const randomPassword = () => randomBytes(18).toString('base64url');

export async function insertUser(db: Executor, input: UserInput) {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email ?? `${input.username}@hdx.test`,
      passwordHash: await hashPassword(input.password ?? randomPassword()),
      role: input.role ?? 'ROLE_USER',
      emailVerifiedAt: input.verified === false ? null : new Date(),
      firstName: input.firstName ?? null,
      name: input.name ?? null,
      city: input.city ?? null,
      country: input.country ?? null,
      fileUrl: input.fileUrl ?? null,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export interface PostInput {
  title: string;
  userId: number;
  description?: string;
  priceCents?: number;
  mediaKey?: string | null;
  posterUrl?: string | null;
  durationSeconds?: number | null;
  postTypeId?: number | null;
  weaponId?: number | null;
  masterId?: number | null;
  manuscriptId?: number | null;
  views?: number;
  createdAt?: Date;
  techniqueIds?: readonly number[];
}

export async function insertPost(db: Executor, input: PostInput) {
  const [post] = await db
    .insert(posts)
    .values({
      title: input.title,
      userId: input.userId,
      description: input.description ?? '',
      priceCents: input.priceCents ?? 0,
      mediaKey: input.mediaKey ?? null,
      posterUrl: input.posterUrl ?? null,
      durationSeconds: input.durationSeconds ?? null,
      postTypeId: input.postTypeId ?? null,
      weaponId: input.weaponId ?? null,
      masterId: input.masterId ?? null,
      manuscriptId: input.manuscriptId ?? null,
      views: input.views ?? 0,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  if (!post) throw new Error('post not inserted');
  if (input.techniqueIds?.length) {
    await db.insert(postTechniques).values(input.techniqueIds.map((techniqueId) => ({ postId: post.id, techniqueId })));
  }
  return post;
}

export async function insertLike(db: Executor, userId: number, postId: number) {
  await db.insert(likes).values({ userId, postId }).onConflictDoNothing();
}

/** Inserts or replaces a rating and refreshes the post's aggregate in the same statement batch. */
export async function insertRating(db: Executor, userId: number, postId: number, halves: number) {
  await db
    .insert(ratings)
    .values({ userId, postId, halves })
    .onConflictDoUpdate({ target: [ratings.userId, ratings.postId], set: { halves } });
  await db.execute(sql`
    update posts set
      rating_halves_sum = coalesce((select sum(halves) from ratings where post_id = ${postId}), 0),
      rating_count = (select count(*) from ratings where post_id = ${postId})
    where id = ${postId}`);
}

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
    .values({ userId: input.userId, status, totalCents, paidAt: input.paidAt ?? (status === 'paid' ? new Date() : null) })
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
    .values({ sellerId: input.sellerId, title: input.title, priceCents: input.priceCents, description: input.description ?? '' })
    .returning();
  if (input.postIds.length) await db.insert(packagePosts).values(input.postIds.map((postId) => ({ packageId: row!.id, postId })));
  return row!;
}

/** Marks a user as a seller whose Stripe account is connected and can be paid. */
export async function connectSeller(db: Executor, userId: number, accountId = `acct_test_seller${userId}`) {
  await db.update(users).set({ stripeConnectId: accountId, stripeChargesEnabled: true }).where(sql`${users.id} = ${userId}`);
  return accountId;
}
