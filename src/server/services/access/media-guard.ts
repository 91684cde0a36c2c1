import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { posts } from '../../db/schema';
import { MESSAGES } from '../../lib/http-error';
import { isHlsIndex, isHlsPoster, postIdOfHlsKey } from '../streaming/hls-keys';
import type { StreamGrant } from '../streaming/signed-stream';
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

/** A playlist rewritten for one viewer: no shared cache may keep it, nor the browser reuse it. */
export const SIGNED_PLAYLIST_CACHE = 'private, no-store';

export type MediaDecision =
  /** `grant`: a paid stream's playlist, served with its addresses signed for that viewer. */
  { allowed: true; cacheControl: string; grant?: StreamGrant } | { allowed: false; message: string; status: 403 | 404 };

/**
 * A video some paid post uses is served to signed addresses only (403 otherwise); one that
 * only posts withdrawn from sale use is served to signed addresses only and is not found
 * for everyone else (their buyers keep playing it through the signed address).
 */
async function privacyOf(deps: AppDeps, key: string): Promise<'public' | 'paid' | 'withdrawn'> {
  const [row] = await deps.db
    .select({
      paid: sql<boolean>`coalesce(bool_or(${posts.priceCents} > 0), false)`,
      withdrawn: sql<boolean>`coalesce(bool_and(${posts.withdrawnAt} is not null), false)`,
    })
    .from(posts)
    .where(eq(posts.mediaKey, key));
  return row?.withdrawn ? 'withdrawn' : row?.paid ? 'paid' : 'public';
}

type Privacy = 'public' | 'paid' | 'withdrawn' | 'missing';

async function privacyOfPost(deps: AppDeps, postId: number): Promise<Privacy> {
  const [row] = await deps.db
    .select({ priceCents: posts.priceCents, withdrawn: sql<boolean>`${posts.withdrawnAt} is not null` })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!row) return 'missing';
  return row.withdrawn ? 'withdrawn' : row.priceCents > 0 ? 'paid' : 'public';
}

function refusal(privacy: Privacy, state: ReturnType<typeof verifyMediaQuery>['state']): MediaDecision {
  if (privacy === 'withdrawn' || privacy === 'missing')
    return { allowed: false, message: MESSAGES.notFound, status: 404 };
  const message =
    state === 'valid'
      ? MEDIA_MESSAGES.otherViewer
      : state === 'expired'
        ? MEDIA_MESSAGES.expired
        : MEDIA_MESSAGES.forSale;
  return { allowed: false, message, status: 403 };
}

/**
 * A post's HLS stream (`hls/{postId}/…`): its poster is public; the rest of a free post's
 * stream is public like its video; a paid (or withdrawn) post's playlists, segments and
 * storyboard only by an address signed for the viewer whose cookie comes with it, and each
 * playlist is then rewritten with its addresses signed the same way (services/streaming).
 */
async function streamAccess(
  deps: AppDeps,
  key: string,
  postId: number,
  query: Record<string, string | undefined>,
  viewerCookie: string | undefined,
): Promise<MediaDecision> {
  if (isHlsPoster(key)) return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
  const secret = deps.secrets.urlSigningKey;
  const now = Math.floor(Date.now() / 1000);
  const signature = verifyMediaQuery(secret, key, query, now);
  if (signature.state === 'valid' && viewerOfCookie(secret, viewerCookie, now) === signature.viewerId) {
    const grant = { viewerId: signature.viewerId, expires: signature.expires };
    if (isHlsIndex(key)) return { allowed: true, cacheControl: SIGNED_PLAYLIST_CACHE, grant };
    return { allowed: true, cacheControl: `private, max-age=${Math.max(0, signature.expires - now)}` };
  }
  const privacy = await privacyOfPost(deps, postId);
  if (privacy === 'public') return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
  return refusal(privacy, signature.state);
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
  const streamOf = postIdOfHlsKey(key);
  if (streamOf !== null) return streamAccess(deps, key, streamOf, query, viewerCookie);
  if (!key.endsWith('.mp4') || key.startsWith(`${PREVIEW_FOLDER}/`))
    return { allowed: true, cacheControl: IMMUTABLE_CACHE };
  const secret = deps.secrets.urlSigningKey;
  const now = Math.floor(Date.now() / 1000);
  const signature = verifyMediaQuery(secret, key, query, now);
  if (signature.state === 'valid' && viewerOfCookie(secret, viewerCookie, now) === signature.viewerId)
    return { allowed: true, cacheControl: `private, max-age=${Math.max(0, signature.expires - now)}` };
  const privacy = await privacyOf(deps, key);
  if (privacy === 'public') return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
  return refusal(privacy, signature.state);
}
