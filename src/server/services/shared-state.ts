import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteState } from '../db/schema';

/**
 * Small values every server on the database shares (the `site_state` table): when content
 * last changed, when it was last published, when uploads were last swept, the site's id.
 */
export async function writeState(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(siteState)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteState.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

export async function readState(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: siteState.value }).from(siteState).where(eq(siteState.key, key));
  return row?.value ?? null;
}

export const SITE_ID = 'site-id';

/** The site's id: made by the first server that asks, the same for every server on the database. */
export async function siteId(db: Executor): Promise<string> {
  await db
    .insert(siteState)
    .values({ key: SITE_ID, value: randomUUID() })
    .onConflictDoNothing({ target: siteState.key });
  return (await readState(db, SITE_ID))!;
}
