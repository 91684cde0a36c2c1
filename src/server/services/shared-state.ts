import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteState } from '../db/schema';

/**
 * Small values every server on the database shares (the `site_state` table): when content
 * last changed, when it was last published, when uploads were last swept.
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
