import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { slugRedirects, type SlugKind } from '../../db/schema';
import { hasPage } from './paths';

/**
 * An entry now lives at `segment`: a redirect stored there (an old address of it, renamed
 * back, or of another entry) gives way, since a live page wins over a redirect.
 */
export async function claimSegment(db: Executor, kind: SlugKind, segment: string): Promise<void> {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.segment, segment)));
}

/**
 * A rename moved entry `entityId` from `from` to `to`: the old address now redirects to the
 * entry (whatever it is called later: chains a -> b -> c all lead to the current page).
 */
export async function recordRename(
  db: Executor,
  kind: SlugKind,
  entityId: number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await claimSegment(db, kind, to);
  if (!hasPage(kind, from)) return;
  await db
    .insert(slugRedirects)
    .values({ kind, segment: from, entityId })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.segment], set: { entityId } });
}
