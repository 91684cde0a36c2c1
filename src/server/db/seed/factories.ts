import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { likes, postTechniques, posts, ratings, users } from '../schema';
import type { Role } from '../../../contract/enums';
import { hashPassword } from '../../services/passwords';

/**
 * Shared by the seed script and the tests, so fixtures look like real data. The rows only the
 * tests write are in tests/support/factories.ts.
 */

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
