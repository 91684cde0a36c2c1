import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $favorites, loadFavoriteIds, setFavorite } from '../stores/favorites';
import type { Labels } from '../like/text';
import { signInHref } from '../../shared/sign-in-href';
import { useViewer } from '../like/use-viewer';
import { showToast } from '../../shared/stores/flash-toast';
import { BOOKMARK } from '../icons';

export interface FavoriteButtonProps {
  postId: number;
  labels: Labels;
  /** 'full' adds the visible text (post page); 'compact' is the icon alone (cards). */
  variant?: 'full' | 'compact';
}

/**
 * The bookmark control: adds the post to the viewer's favorites or removes it; visitors go to sign-in.
 * Its name says what a press does ('Add to favorites' / 'Remove from favorites'), so it carries no
 * aria-pressed: a toggle whose label changes with its state would announce the state twice.
 */
export default function FavoriteButton({ postId, labels, variant = 'compact' }: FavoriteButtonProps) {
  const { hydrated, user } = useViewer();
  const favorites = useStore($favorites);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId !== null) void loadFavoriteIds(userId);
  }, [userId]);

  // Before the list arrives (userId null), `ids` holds only this viewer's presses on this page.
  const saved =
    hydrated &&
    userId !== null &&
    (favorites.userId === null || favorites.userId === userId) &&
    favorites.ids.has(postId);
  const busy = favorites.busy.has(postId);
  const text = saved ? (labels.remove ?? 'Remove from favorites') : (labels.add ?? 'Add to favorites');

  async function onClick() {
    if (!user) {
      window.location.assign(signInHref());
      return;
    }
    const ok = await setFavorite(postId, !saved);
    if (!ok) showToast('error', labels.failed ?? 'Failed to update your favorites, please try again.');
  }

  return (
    <button
      type="button"
      className="inline-flex min-h-[32px] items-center gap-0.5 rounded px-0.5 text-sm hover:bg-stone-100"
      aria-label={variant === 'compact' ? text : undefined}
      title={variant === 'compact' ? text : undefined}
      aria-busy={busy || undefined}
      data-favorited={saved ? 'true' : 'false'}
      onClick={() => void onClick()}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        className={`stroke-ink stroke-2 ${saved ? 'fill-ink' : 'fill-none'}`}
      >
        <path d={BOOKMARK} strokeLinejoin="round" />
      </svg>
      {variant === 'full' && <span>{text}</span>}
    </button>
  );
}
