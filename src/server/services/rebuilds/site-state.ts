import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteState } from '../../db/schema';
import { writeState } from '../shared-state';

const CHANGED = 'content-changed-at';
const PUBLISHED = 'published-at';

/** Written by `writeContent`, in the transaction of the content write it describes. */
export function markContentChanged(db: Executor, at = new Date()) {
  return writeState(db, CHANGED, at.toISOString());
}

/** A publish that started at `startedAt` is live: it includes every change made before then. */
export function markPublished(db: Executor, startedAt: Date) {
  return writeState(db, PUBLISHED, startedAt.toISOString());
}

export interface PublishState {
  changedAt: string | null;
  publishedAt: string | null;
  changedSinceLastPublish: boolean;
}

export async function publishState(db: Executor): Promise<PublishState> {
  const rows = await db
    .select()
    .from(siteState)
    .where(inArray(siteState.key, [CHANGED, PUBLISHED]));
  const changedAt = rows.find((r) => r.key === CHANGED)?.value ?? null;
  const publishedAt = rows.find((r) => r.key === PUBLISHED)?.value ?? null;
  return {
    changedAt,
    publishedAt,
    changedSinceLastPublish: Boolean(changedAt && (!publishedAt || Date.parse(changedAt) > Date.parse(publishedAt))),
  };
}

/** @internal Lets the tests start from content that never changed. */
export async function clearPublishState(db: Executor) {
  await db.delete(siteState).where(eq(siteState.key, CHANGED));
}
