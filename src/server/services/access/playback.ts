import { and, eq, sql } from 'drizzle-orm';
import type { Caption } from '../../../contract/chapters';
import { centsToPrice } from '../../../contract/price';
import type { AppDeps } from '../../context';
import { cartPosts, carts, postCaptions, posts } from '../../db/schema';
import type { AuthUser } from '../../lib/caller';
import { hasGrant } from './grants';
import { can } from './permissions';
import { ensurePreview, previewSeconds } from './preview';
import { hlsMasterKey, hlsStoryboardKey } from '../streaming/hls-keys';
import { keyOfPublicUrl } from '../storage/types';
import { SIGNED_MEDIA_TTL_SECONDS, signedMediaUrl } from './signed-media';

export type WatchReason = 'free' | 'author' | 'admin' | 'buyer';

/** What a viewer may play of a post: the full video, or a preview and the poster. */
export interface PlaybackView {
  postId: number;
  access: 'full' | 'preview';
  reason: WatchReason | null;
  /** Full video: public for a free post; for a paid one, short-lived and signed for this viewer. */
  videoUrl: string | null;
  /** The HLS master playlist once the stream exists; signed like `videoUrl` for a paid post. */
  hlsUrl: string | null;
  /** The stream's thumbnail track, signed like `hlsUrl`. */
  storyboardUrl: string | null;
  /** The post's captions with the full video (signed like it for a paid post); with a preview, its seconds of them. */
  captions: { lang: Caption['lang']; url: string }[];
  expiresAt: string | null;
  /** Seconds from this answer until `expiresAt`: the player renews by it, whatever its clock says. */
  expiresInSeconds: number | null;
  previewUrl: string | null;
  previewSeconds: number | null;
  posterUrl: string | null;
  price: string;
  /** The signed-in viewer has this post in their cart. */
  inCart: boolean;
}

/** Why a viewer may play a post that is not free to everyone (a paid one, or one withdrawn from sale): its author, an admin, a buyer. */
export async function reasonToWatchPaid(
  deps: Pick<AppDeps, 'db'>,
  viewer: AuthUser,
  post: { id: number; userId: number },
): Promise<Exclude<WatchReason, 'free'> | null> {
  if (viewer.id === post.userId) return 'author';
  if (can(viewer, 'post.watchAny')) return 'admin';
  return (await hasGrant(deps.db, viewer.id, post.id)) ? 'buyer' : null;
}

async function reasonToWatch(
  deps: AppDeps,
  viewer: AuthUser | null,
  post: { id: number; userId: number; priceCents: number; withdrawn: boolean },
): Promise<WatchReason | null> {
  // A post withdrawn from sale is free to nobody: only its buyers, its author and admins still play it.
  if (post.priceCents === 0 && !post.withdrawn) return 'free';
  return viewer && reasonToWatchPaid(deps, viewer, post);
}

async function inCart(deps: AppDeps, viewer: AuthUser | null, postId: number): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await deps.db
    .select({ id: cartPosts.id })
    .from(cartPosts)
    .innerJoin(carts, eq(carts.id, cartPosts.cartId))
    .where(and(eq(carts.userId, viewer.id), eq(carts.status, 'active'), eq(cartPosts.postId, postId)));
  return Boolean(row);
}

async function captionsOf(deps: AppDeps, postId: number): Promise<{ lang: Caption['lang']; url: string }[]> {
  const rows = await deps.db
    .select({ lang: postCaptions.lang, url: postCaptions.url })
    .from(postCaptions)
    .where(eq(postCaptions.postId, postId))
    .orderBy(postCaptions.lang);
  return rows as { lang: Caption['lang']; url: string }[];
}

/**
 * The full video of a paid post only for its buyers, its author and admins; a preview for
 * everyone else. A post withdrawn from sale is not found for everyone else (no preview).
 */
export async function playbackFor(
  deps: AppDeps,
  viewer: AuthUser | null,
  postId: number,
): Promise<PlaybackView | null> {
  const [post] = await deps.db
    .select({
      id: posts.id,
      userId: posts.userId,
      priceCents: posts.priceCents,
      mediaKey: posts.mediaKey,
      posterUrl: posts.posterUrl,
      durationSeconds: posts.durationSeconds,
      withdrawn: sql<boolean>`${posts.withdrawnAt} is not null`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) return null;
  const reason = await reasonToWatch(deps, viewer, post);
  if (!reason && post.withdrawn) return null;
  const base = {
    postId,
    reason,
    posterUrl: post.posterUrl,
    price: centsToPrice(post.priceCents),
    inCart: reason ? false : await inCart(deps, viewer, postId),
  };
  if (reason) {
    const now = Date.now();
    const sign = viewer && reason !== 'free';
    const signed =
      post.mediaKey && sign ? signedMediaUrl(deps, post.mediaKey, viewer.id, SIGNED_MEDIA_TTL_SECONDS, now) : null;
    const videoUrl = post.mediaKey ? (signed?.url ?? deps.storage.publicUrl(post.mediaKey)) : null;
    const master = hlsMasterKey(postId);
    const hasStream = Boolean(await deps.storage.stat(master));
    const signedStream =
      hasStream && sign ? signedMediaUrl(deps, master, viewer.id, SIGNED_MEDIA_TTL_SECONDS, now) : null;
    const hlsUrl = hasStream ? (signedStream?.url ?? deps.storage.publicUrl(master)) : null;
    const storyboard = hlsStoryboardKey(postId);
    const storyboardUrl = !hasStream
      ? null
      : sign
        ? signedMediaUrl(deps, storyboard, viewer.id, SIGNED_MEDIA_TTL_SECONDS, now).url
        : deps.storage.publicUrl(storyboard);
    const captions = (await captionsOf(deps, postId)).map(({ lang, url }) => {
      const key = keyOfPublicUrl(url);
      return { lang, url: sign && key ? signedMediaUrl(deps, key, viewer.id, SIGNED_MEDIA_TTL_SECONDS, now).url : url };
    });
    // Every address is signed at the same instant: they lapse together.
    const expiresAt = sign ? new Date((Math.floor(now / 1000) + SIGNED_MEDIA_TTL_SECONDS) * 1000) : null;
    return {
      ...base,
      access: 'full',
      videoUrl,
      hlsUrl,
      storyboardUrl,
      captions,
      expiresAt: expiresAt?.toISOString() ?? null,
      expiresInSeconds: expiresAt ? SIGNED_MEDIA_TTL_SECONDS : null,
      previewUrl: null,
      previewSeconds: null,
    };
  }
  const previewUrl = post.mediaKey ? await ensurePreview(deps, post.mediaKey, post.durationSeconds) : null;
  return {
    ...base,
    access: 'preview',
    videoUrl: null,
    hlsUrl: null,
    storyboardUrl: null,
    // The preview's own seconds of each caption file, public (the media route cuts them).
    captions: previewUrl
      ? (await captionsOf(deps, postId)).map(({ lang, url }) => ({ lang, url: `${url}?preview=1` }))
      : [],
    expiresAt: null,
    expiresInSeconds: null,
    previewUrl,
    previewSeconds: previewUrl ? previewSeconds(post.durationSeconds) : null,
  };
}
