import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { posts } from '../../db/schema';
import { PREVIEW_FOLDER } from './preview';
import { verifyMediaQuery } from './signed-media';
import { viewerOfCookie } from './viewer-cookie';

export const MEDIA_MESSAGES = {
  forSale: 'This video is for sale: buy it to watch it in full',
  expired: 'This video link has expired: reload the page',
  otherViewer: 'This video link was issued to another viewer: reload the page',
} as const;

/** Images and previews: random keys never reused, public whatever a post costs. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * A full video served without a signature: its post may become paid at any moment, so
 * shared caches keep it a minute and then revalidate (the ETag makes that cheap), and
 * a paid post's video stops being served to them within that minute.
 */
export const PUBLIC_VIDEO_CACHE = 'public, max-age=60, must-revalidate';

export type MediaDecision = { allowed: true; cacheControl: string } | { allowed: false; message: string };

/** A video some paid post uses: served to signed addresses only. */
async function isPaid(deps: AppDeps, key: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ paid: sql<boolean>`coalesce(bool_or(${posts.priceCents} > 0), false)` })
    .from(posts)
    .where(eq(posts.mediaKey, key));
  return Boolean(row?.paid);
}

/**
 * Whether /api/media may serve `key` to this request, and how it may be cached: images
 * and previews are public; the video of a paid post needs a valid signature issued to
 * the viewer whose cookie comes with the request, and is cached privately until the
 * signature expires.
 */
export async function mediaAccess(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
  viewerCookie: string | undefined,
): Promise<MediaDecision> {
  if (!key.endsWith('.mp4') || key.startsWith(`${PREVIEW_FOLDER}/`))
    return { allowed: true, cacheControl: IMMUTABLE_CACHE };
  const secret = deps.secrets.urlSigningKey;
  const now = Math.floor(Date.now() / 1000);
  const signature = verifyMediaQuery(secret, key, query, now);
  if (signature.state === 'valid' && viewerOfCookie(secret, viewerCookie, now) === signature.viewerId)
    return { allowed: true, cacheControl: `private, max-age=${Math.max(0, signature.expires - now)}` };
  if (!(await isPaid(deps, key))) return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
  const message =
    signature.state === 'valid'
      ? MEDIA_MESSAGES.otherViewer
      : signature.state === 'expired'
        ? MEDIA_MESSAGES.expired
        : MEDIA_MESSAGES.forSale;
  return { allowed: false, message };
}
