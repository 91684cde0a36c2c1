import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { postCaptions, posts } from '../../db/schema';
import { MESSAGES } from '../../lib/http-error';
import { isCaptionKey } from '../captions/store';
import { IIIF_KEY_PATTERN } from '../storage/types';
import { isHlsIndex, isHlsPoster, postIdOfHlsKey } from '../streaming/hls-keys';
import type { StreamGrant } from '../streaming/signed-stream';
import { PREVIEW_FOLDER, previewSeconds } from './preview';
import { verifyMediaQuery } from './signed-media';
import { viewerOfCookie } from './viewer-cookie';
import { API_MESSAGES } from '../../../contract/api-messages';

export const MEDIA_MESSAGES = {
  previewFlag: API_MESSAGES.media.previewFlag.en,
  forSale: API_MESSAGES.media.forSale.en,
  expired: API_MESSAGES.media.expired.en,
  otherViewer: API_MESSAGES.media.otherViewer.en,
} as const;

/** Images, posters and previews: random keys never reused, public whatever a post costs. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * A full video served without a signature: its post may become paid at any moment, so
 * shared caches keep it a minute and then revalidate (the ETag makes that cheap), and
 * a paid post's video stops being served to them within that minute.
 */
export const PUBLIC_VIDEO_CACHE = 'public, max-age=60, must-revalidate';

/** A playlist rewritten for one viewer: no shared cache may keep it, nor the browser reuse it. */
export const SIGNED_PLAYLIST_CACHE = 'private, no-store';

export type MediaDecision =
  /**
   * `grant`: a paid stream's playlist, served with its addresses signed for that viewer;
   * `previewSeconds`: a caption file, served cut to a preview's first seconds.
   */
  | { allowed: true; cacheControl: string; grant?: StreamGrant; previewSeconds?: number }
  | { allowed: false; message: string; status: 400 | 403 | 404 };

type Privacy = 'public' | 'paid' | 'withdrawn' | 'missing';

/** Over the posts a file belongs to: whether any is paid, whether all are withdrawn, how many there are. */
const privacyColumns = {
  paid: sql<boolean>`coalesce(bool_or(${posts.priceCents} > 0), false)`,
  withdrawn: sql<boolean>`coalesce(bool_and(${posts.withdrawnAt} is not null), false)`,
  count: sql<number>`count(${posts.id})::int`,
};

function privacyOfRow(row: { paid: boolean; withdrawn: boolean; count: number } | undefined): Privacy {
  if (!row || row.count === 0) return 'missing';
  return row.withdrawn ? 'withdrawn' : row.paid ? 'paid' : 'public';
}

/**
 * A video some paid post uses is served to signed addresses only (403 otherwise); one that
 * only posts withdrawn from sale use is served to signed addresses only and is not found
 * for everyone else (their buyers keep playing it through the signed address). An upload
 * no post uses yet is public (its key is random and known to its uploader only).
 */
async function privacyOfVideo(deps: AppDeps, key: string): Promise<Privacy> {
  const [row] = await deps.db.select(privacyColumns).from(posts).where(eq(posts.mediaKey, key));
  const privacy = privacyOfRow(row);
  return privacy === 'missing' ? 'public' : privacy;
}

/**
 * A caption file follows its post's video: a paid post's transcript is paid content. A file
 * no post lists (replaced, or its post deleted) is not found.
 */
async function privacyOfCaption(deps: AppDeps, key: string): Promise<Privacy> {
  const [row] = await deps.db
    .select(privacyColumns)
    .from(postCaptions)
    .innerJoin(posts, eq(posts.id, postCaptions.postId))
    .where(eq(postCaptions.url, deps.storage.publicUrl(key)));
  return privacyOfRow(row);
}

/**
 * `captions/{key}.vtt?preview=1`: the captions of a post's free preview, whatever it costs,
 * cut to the preview's seconds (services/access/preview) by the media route; not found once
 * no listed post has them.
 */
async function previewCaptionAccess(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
): Promise<MediaDecision> {
  if (query.preview !== '1' || Object.keys(query).length > 1)
    return { allowed: false, message: MEDIA_MESSAGES.previewFlag, status: 400 };
  const [row] = await deps.db
    .select({ durationSeconds: posts.durationSeconds })
    .from(postCaptions)
    .innerJoin(posts, eq(posts.id, postCaptions.postId))
    .where(and(eq(postCaptions.url, deps.storage.publicUrl(key)), isNull(posts.withdrawnAt)))
    .limit(1);
  if (!row) return { allowed: false, message: MESSAGES.notFound, status: 404 };
  return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE, previewSeconds: previewSeconds(row.durationSeconds) };
}

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
 * A file of a paid post: served to an address signed for the viewer whose cookie comes with
 * the request (cached privately until the signature lapses; a playlist is rewritten for
 * that viewer instead); to everyone while the post is free; refused otherwise.
 */
async function signedOrPublic(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
  viewerCookie: string | undefined,
  privacyOf: () => Promise<Privacy>,
): Promise<MediaDecision> {
  const secret = deps.secrets.urlSigningKey;
  const now = Math.floor(Date.now() / 1000);
  const signature = verifyMediaQuery(secret, key, query, now);
  if (signature.state === 'valid' && viewerOfCookie(secret, viewerCookie, now) === signature.viewerId) {
    const grant = { viewerId: signature.viewerId, expires: signature.expires };
    if (postIdOfHlsKey(key) !== null && isHlsIndex(key))
      return { allowed: true, cacheControl: SIGNED_PLAYLIST_CACHE, grant };
    return { allowed: true, cacheControl: `private, max-age=${Math.max(0, signature.expires - now)}` };
  }
  const privacy = await privacyOf();
  if (privacy === 'public') return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
  return refusal(privacy, signature.state);
}

/**
 * Whether /api/media may serve `key` to this request, and how it may be cached. The rule
 * for each file of a post is in docs/security.md ("Files of a paid post"): images, posters
 * and previews are public; a paid post's full video, HLS stream (playlists, segments,
 * storyboard) and captions need an address signed for the viewer whose cookie comes with
 * the request; a free post's are public, cached briefly (the post may become paid).
 */
export async function mediaAccess(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
  viewerCookie: string | undefined,
): Promise<MediaDecision> {
  // Folio tiles have their own address (/api/iiif, one reader per address); waiting scans none.
  if (IIIF_KEY_PATTERN.test(key) || key.startsWith('folio-sources/'))
    return { allowed: false, message: MESSAGES.notFound, status: 404 };
  const streamOf = postIdOfHlsKey(key);
  if (streamOf !== null) {
    // The stream's poster is shown on every post page, bought or not.
    if (isHlsPoster(key)) return { allowed: true, cacheControl: PUBLIC_VIDEO_CACHE };
    return signedOrPublic(deps, key, query, viewerCookie, () => privacyOfPost(deps, streamOf));
  }
  if (isCaptionKey(key))
    return query.preview === undefined
      ? signedOrPublic(deps, key, query, viewerCookie, () => privacyOfCaption(deps, key))
      : previewCaptionAccess(deps, key, query);
  if (!key.endsWith('.mp4') || key.startsWith(`${PREVIEW_FOLDER}/`))
    return { allowed: true, cacheControl: IMMUTABLE_CACHE };
  return signedOrPublic(deps, key, query, viewerCookie, () => privacyOfVideo(deps, key));
}
