import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { posts } from '../../db/schema';
import { PREVIEW_FOLDER } from './preview';
import { verifyMediaQuery } from './signed-media';

export const MEDIA_MESSAGES = {
  forSale: 'This video is for sale: buy it to watch it in full',
  expired: 'This video link has expired: reload the page',
} as const;

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

export type MediaDecision = { allowed: true; cacheControl: string } | { allowed: false; message: string };

/** A video only paid posts use: served to signed addresses only (a free post sharing it keeps it public). */
async function isPaidOnly(deps: AppDeps, key: string): Promise<boolean> {
  const [row] = await deps.db
    .select({
      paid: sql<boolean>`coalesce(bool_or(${posts.priceCents} > 0), false)`,
      free: sql<boolean>`coalesce(bool_or(${posts.priceCents} = 0), false)`,
    })
    .from(posts)
    .where(eq(posts.mediaKey, key));
  return Boolean(row?.paid) && !row?.free;
}

/**
 * Whether /api/media may serve `key` to this request, and how it may be cached: images
 * and previews are public; the video of a paid post needs a valid signature, which is
 * cached privately and only until it expires.
 */
export async function mediaAccess(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
): Promise<MediaDecision> {
  if (!key.endsWith('.mp4') || key.startsWith(`${PREVIEW_FOLDER}/`))
    return { allowed: true, cacheControl: PUBLIC_CACHE };
  const signature = verifyMediaQuery(deps.secrets.urlSigningKey, key, query);
  if (signature.state === 'valid') {
    const maxAge = Math.max(0, signature.expires - Math.floor(Date.now() / 1000));
    return { allowed: true, cacheControl: `private, max-age=${maxAge}` };
  }
  if (!(await isPaidOnly(deps, key))) return { allowed: true, cacheControl: PUBLIC_CACHE };
  return { allowed: false, message: signature.state === 'expired' ? MEDIA_MESSAGES.expired : MEDIA_MESSAGES.forSale };
}
