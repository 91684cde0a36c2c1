import { and, asc, eq } from 'drizzle-orm';
import type { SlugRedirect } from '../../../contract/slug-redirects';
import type { Executor } from '../../db/client';
import { SLUG_KINDS, slugRedirects, type SlugKind } from '../../db/schema';
import { hasPage, pagePath } from './paths';
import { liveEntries } from './tables';

/** The current segment of the entry an old segment of `kind` leads to, or null (no redirect, entry gone, or a live page there). */
export async function redirectTarget(db: Executor, kind: SlugKind, segment: string): Promise<string | null> {
  const [row] = await db
    .select({ entityId: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.segment, segment)));
  if (!row) return null;
  const live = await liveEntries(db, kind);
  if (live.some((entry) => entry.segment === segment)) return null;
  const target = live.find((entry) => entry.id === row.entityId);
  return target && hasPage(kind, target.segment) ? target.segment : null;
}

/** The live entry of `kind` at `segment` and its former segments, oldest first; null when none lives there. */
export async function formerSegments(db: Executor, kind: SlugKind, segment: string): Promise<string[] | null> {
  const entry = (await liveEntries(db, kind)).find((live) => live.segment === segment);
  if (!entry) return null;
  const rows = await db
    .select({ segment: slugRedirects.segment })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.entityId, entry.id)))
    .orderBy(asc(slugRedirects.id));
  return rows.map((row) => row.segment);
}

/** Every old address that still leads to a live entry, as English paths (GET /api/slug-redirects, the build's _redirects). */
export async function listSlugRedirects(db: Executor): Promise<SlugRedirect[]> {
  const rows = await db.select().from(slugRedirects).orderBy(asc(slugRedirects.id));
  const redirects: SlugRedirect[] = [];
  for (const kind of SLUG_KINDS) {
    const mine = rows.filter((row) => row.kind === kind);
    if (!mine.length) continue;
    const live = await liveEntries(db, kind);
    const current = new Map(live.map((entry) => [entry.id, entry.segment]));
    const taken = new Set(live.map((entry) => entry.segment));
    for (const row of mine) {
      const to = current.get(row.entityId);
      if (to === undefined || taken.has(row.segment) || !hasPage(kind, to)) continue;
      redirects.push({ from: pagePath(kind, row.segment), to: pagePath(kind, to) });
    }
  }
  return redirects;
}
