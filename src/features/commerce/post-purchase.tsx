import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/error';
import {
  addPackageToCart,
  addPostToCart,
  loadPackagesOfPost,
  loadPlayback,
  type PackageView,
  type PlaybackView,
} from './stores/cart';
import { showToast } from '../shared/stores/flash-toast';
import { useSessionUser } from '../session/use-session-user';
import { IslandErrorBoundary } from '../shared/error-boundary';
import type { FramePlayerData } from '../player/frame-data';
import { PaidVideoPlayer } from './paid-video-player';
import { buttonClass, linkClass, type Texts } from './text';
import { signInHref } from '../shared/sign-in-href';
import { fill, formatAmount } from '../../lib/format';
import { clockDuration } from '../../lib/duration';
import { MOMENT_EVENT, startSecondsOf, type MomentRequest } from '../../lib/chapter-seek';

export interface PostPurchaseProps {
  post: { id: number; title: string; price: string; posterUrl: string | null };
  locale: string;
  texts: Texts;
  genericError?: string;
  /** The full player's labels and the post's timeline (a transcoded stream plays in it). */
  player?: FramePlayerData;
  /** Each caption language's label (the tracks come signed with the playback answer). */
  captionLabels?: Record<string, string>;
}

const errorText = (texts: Texts, error: unknown) =>
  fill(texts.failed, { message: error instanceof Error ? error.message : String(error) });

function PostPurchaseInner({ post, locale, texts, player, captionLabels }: PostPurchaseProps) {
  const { ready, user } = useSessionUser();
  const [playback, setPlayback] = useState<PlaybackView | null>(null);
  const [packages, setPackages] = useState<PackageView[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const poster = post.posterUrl ?? '/images/default-poster.svg';
  const userId = user?.id ?? null;
  // `?t=` (read once on the client; the server renders no moment).
  const [pageStart] = useState(() => (typeof location === 'undefined' ? null : startSecondsOf(location.search)));
  const [clicked, setClicked] = useState<(MomentRequest & { play: boolean }) | null>(null);
  const [clickedPaid, setClickedPaid] = useState<number | null | undefined>(undefined);
  const full = playback?.access === 'full';
  const previewEnd = playback?.previewUrl ? (playback.previewSeconds ?? 0) : 0;
  const inPaidPart = useCallback((seconds: number) => !full && seconds >= previewEnd, [full, previewEnd]);
  const fromPage = playback && pageStart !== null && pageStart > 0 ? pageStart : null;
  const paidMoment =
    clickedPaid !== undefined ? clickedPaid : fromPage !== null && inPaidPart(fromPage) ? fromPage : null;
  const moment = clicked ?? (fromPage !== null && !inPaidPart(fromPage) ? { seconds: fromPage, play: false } : null);

  // The chapters (lib/chapter-seek): a moment past the preview is in the paid part; a full
  // stream not started yet starts there; a video already there is sought by the page itself.
  useEffect(() => {
    if (!playback) return;
    const onMoment = (event: Event) => {
      const request = (event as CustomEvent<MomentRequest>).detail;
      setClickedPaid(inPaidPart(request.seconds) ? request.seconds : null);
      if (inPaidPart(request.seconds)) event.preventDefault();
      else if (!document.querySelector('[data-video-player] video')) {
        setClicked({ ...request, play: true });
        event.preventDefault();
      }
    };
    window.addEventListener(MOMENT_EVENT, onMoment);
    return () => window.removeEventListener(MOMENT_EVENT, onMoment);
  }, [playback, inPaidPart]);

  const refresh = useCallback(() => {
    loadPlayback(post.id)
      .then(setPlayback)
      .catch((error: unknown) => setFailure(errorText(texts, error)));
  }, [post.id, texts]);

  useEffect(() => {
    if (!ready) return;
    refresh();
    loadPackagesOfPost(post.id)
      .then(setPackages)
      .catch(() => setPackages([]));
  }, [ready, userId, post.id, refresh]);

  async function add(kind: 'post' | 'package', id: number) {
    setBusy(`${kind}-${id}`);
    try {
      if (kind === 'post') await addPostToCart(id);
      else await addPackageToCart(id);
      showToast('success', kind === 'post' ? (texts.added ?? '') : (texts.packageAdded ?? ''));
      if (kind === 'post') setPlayback((current) => (current ? { ...current, inCart: true } : current));
    } catch (error) {
      if (kind === 'post' && error instanceof ApiError && error.status === 409) refresh();
      showToast('error', errorText(texts, error));
    } finally {
      setBusy(null);
    }
  }

  const note = full
    ? texts[playback.reason === 'buyer' ? 'bought' : playback.reason === 'admin' ? 'admin' : 'author']
    : null;
  const ownPackages = packages.filter((pkg) => pkg.seller.id !== userId);

  return (
    <div data-purchase={post.id}>
      <PaidVideoPlayer
        playback={playback}
        title={post.title}
        poster={poster}
        playLabel={texts.playVideo ?? 'Play the video'}
        onRenew={refresh}
        player={player}
        captionLabels={captionLabels}
        moment={moment}
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-ink px-2 py-1.5 text-white" aria-live="polite">
        {!playback && !failure && (
          <p role="status" className="text-sm">
            {texts.loading}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm">
            {failure}
          </p>
        )}
        {full && (
          <p className="text-sm font-semibold" data-access-note>
            {note}
          </p>
        )}
        {playback && !full && (
          <>
            <div className="mr-auto">
              <p className="font-semibold">{texts.forSale}</p>
              {paidMoment !== null && (
                <p role="status" className="font-semibold text-amber-300" data-paid-moment>
                  {fill(texts.paidMoment, { time: clockDuration(paidMoment) })}
                </p>
              )}
              <p className="text-sm text-stone-300" data-preview-note>
                {playback.previewUrl
                  ? fill(texts.preview, { seconds: playback.previewSeconds ?? 0 })
                  : texts.previewUnavailable}
              </p>
            </div>
            {!user && (
              <a className={buttonClass} href={signInHref()}>
                {texts.signInToBuy}
              </a>
            )}
            {user && playback.inCart && (
              <p className="flex items-center gap-1">
                <span className="rounded-full bg-white/15 px-1 py-0.5 text-sm">{texts.inCart}</span>
                <a className="font-semibold text-white underline" href="/cart">
                  {texts.goToCart}
                </a>
              </p>
            )}
            {user && !playback.inCart && (
              <button
                type="button"
                className={buttonClass}
                disabled={busy !== null}
                onClick={() => void add('post', post.id)}
              >
                {busy === `post-${post.id}`
                  ? texts.adding
                  : fill(texts.addToCart, { price: formatAmount(post.price, locale) })}
              </button>
            )}
          </>
        )}
      </div>
      {!full && ownPackages.length > 0 && (
        <section
          className="border-t border-stone-700 bg-stone-900 px-2 py-1.5 text-white"
          aria-label={texts.packagesTitle}
        >
          <h2 className="text-sm font-semibold text-stone-300">{texts.packagesTitle}</h2>
          <ul className="mt-0.5 flex flex-col gap-1">
            {ownPackages.map((pkg) => (
              <li key={pkg.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="mr-auto">
                  <strong>{pkg.title}</strong>{' '}
                  <span className="text-sm text-stone-300">
                    {fill(texts.packageDetail, {
                      count: pkg.posts.length,
                      price: formatAmount(pkg.price, locale),
                      total: formatAmount(pkg.postsTotal, locale),
                    })}
                  </span>
                </span>
                {user ? (
                  <button
                    type="button"
                    className={`${linkClass} text-white`}
                    disabled={busy !== null}
                    onClick={() => void add('package', pkg.id)}
                  >
                    {texts.addPackage}
                  </button>
                ) : (
                  <a className="font-semibold text-white underline" href={signInHref()}>
                    {texts.signInToBuy}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The player of a paid post (issue 8): the full video for its buyers, its author and
 * admins (a short-lived address signed for the viewer, renewed while it plays); for everyone else the poster, a preview and the
 * add-to-cart control. The header's cart count follows at once (the session store).
 */
export default function PostPurchase(props: PostPurchaseProps) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <PostPurchaseInner {...props} />
    </IslandErrorBoundary>
  );
}
