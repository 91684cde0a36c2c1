import { and, count, eq, gt, isNotNull, isNull, lt, min, or, sum } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { lockFor } from '../../db/locks';
import { tusUploads } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { fillApiText } from '../../../contract/api-texts';

const HOUR_MS = 60 * 60 * 1000;

/** The refusals of a creation over quota: their English from the catalogue (src/contract/api-messages.ts). */
export const UPLOAD_QUOTA_MESSAGES = {
  tooMany: (limit: number) => fillApiText(API_MESSAGES.uploads.tooMany.en, { limit: String(limit) }),
  tooManyBytes: (bytes: number) => fillApiText(API_MESSAGES.uploads.tooManyBytes.en, { bytes: String(bytes) }),
  perHour: (limit: number, minutes: number) =>
    fillApiText(API_MESSAGES.uploads.perHour.en, { limit: String(limit), minutes: String(minutes) }),
};

type QuotaDeps = Pick<AppDeps, 'db' | 'env'>;

/**
 * Reserves one of the member's upload slots for the upload `id` declaring `declaredBytes`, or
 * refuses: 429 when they hold UPLOAD_MAX_UNFINISHED unfinished uploads or created
 * UPLOAD_MAX_PER_HOUR in the last hour (with Retry-After), 413 when the bytes declared by their
 * unfinished uploads would pass UPLOAD_MAX_UNFINISHED_BYTES. Counted in the database under the
 * member's lock: two creations, on one server or two, never both take the last slot. Nobody
 * is exempt (an administrator's disk is the same disk).
 */
export async function reserveUploadSlot(
  deps: QuotaDeps,
  userId: number,
  id: string,
  declaredBytes: number,
  now = new Date(),
): Promise<void> {
  const { env } = deps;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await deps.db.transaction(async (tx) => {
    await lockFor(tx, 'uploads', userId);
    // Ended uploads count for the hourly limit only.
    await tx
      .delete(tusUploads)
      .where(and(eq(tusUploads.userId, userId), isNotNull(tusUploads.endedAt), lt(tusUploads.createdAt, hourAgo)));
    const [held] = await tx
      .select({ uploads: count(), bytes: sum(tusUploads.declaredBytes).mapWith(Number) })
      .from(tusUploads)
      .where(and(eq(tusUploads.userId, userId), isNull(tusUploads.endedAt)));
    if ((held?.uploads ?? 0) >= env.UPLOAD_MAX_UNFINISHED)
      throw new HttpError(429, UPLOAD_QUOTA_MESSAGES.tooMany(env.UPLOAD_MAX_UNFINISHED));
    if ((held?.bytes ?? 0) + declaredBytes > env.UPLOAD_MAX_UNFINISHED_BYTES)
      throw new HttpError(413, MESSAGES.payloadTooLarge, {
        file: [UPLOAD_QUOTA_MESSAGES.tooManyBytes(env.UPLOAD_MAX_UNFINISHED_BYTES)],
      });
    const [recent] = await tx
      .select({ uploads: count(), oldest: min(tusUploads.createdAt) })
      .from(tusUploads)
      .where(and(eq(tusUploads.userId, userId), gt(tusUploads.createdAt, hourAgo)));
    if ((recent?.uploads ?? 0) >= env.UPLOAD_MAX_PER_HOUR) {
      const waitMs = (recent?.oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new HttpError(
        429,
        UPLOAD_QUOTA_MESSAGES.perHour(env.UPLOAD_MAX_PER_HOUR, Math.ceil(seconds / 60)),
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    await tx.insert(tusUploads).values({ id, userId, declaredBytes, createdAt: now });
  });
}

/** Frees the slot of an upload finished, refused, terminated or gone (kept an hour for the hourly limit). */
export async function releaseUploadSlot(db: Executor, id: string, now = new Date()): Promise<void> {
  await db
    .update(tusUploads)
    .set({ endedAt: now })
    .where(and(eq(tusUploads.id, id), isNull(tusUploads.endedAt)));
}

/**
 * The sweep's part: uploads created before `cutoff` are expired by tus (their bytes removed
 * with the store's own sweep) and free their slots; rows ended over an hour ago are dropped.
 */
export async function releaseExpiredSlots(db: Executor, cutoff: Date, now = new Date()): Promise<void> {
  await db
    .delete(tusUploads)
    .where(
      or(
        lt(tusUploads.createdAt, cutoff),
        and(isNotNull(tusUploads.endedAt), lt(tusUploads.createdAt, new Date(now.getTime() - HOUR_MS))),
      ),
    );
}
