import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $favorites, loadFavoriteIds, setFavorite } from '../stores/favorites';
import { signInHref, type Labels } from '../like/text';
import { useViewer } from '../like/use-viewer';
import { showToast } from '../../shared/stores/flash-toast';

export interface FavoriteButtonProps {
  postId: number;
  labels: Labels;
  /** 'full' adds the visible text (post page); 'compact' is the icon alone (cards). */
  variant?: 'full' | 'compact';
}

const BOOKMARK = 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z';

/** The bookmark control: adds the post to the viewer's favorites or removes it; visitors go to sign-in. */
export default function FavoriteButton({ postId, labels, variant = 'compact' }: FavoriteButtonProps) {
  const { hydrated, user } = useViewer();
  const favorites = useStore($favorites);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId !== null) void loadFavoriteIds(userId);
  }, [userId]);

  const saved = hydrated && userId !== null && favorites.userId === userId && favorites.ids.has(postId);
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
      aria-pressed={saved}
      aria-label={variant === 'compact' ? (labels.label ?? 'Favorite') : undefined}
      title={text}
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
      {variant === 'full' && <span>{labels.label ?? 'Favorite'}</span>}
    </button>
  );
}
