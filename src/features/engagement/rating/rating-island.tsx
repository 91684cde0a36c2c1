import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fill, formatNumber, plural, roundToHalf } from '../../../lib/format';
import { flashAfterReload, showToast, takeFlash } from '../../shared/stores/flash-toast';
import { $ownRatings, $ratings, acceptedChoice, loadOwnRating, loadRating, submitRate } from '../stores/ratings';
import { type Labels } from '../like/text';
import { useViewer } from '../like/use-viewer';
import { EditableStars } from './editable-stars';
import { StarRow } from './star-row';

export interface RatingIslandProps {
  postId: number;
  /** The build's average and count, shown until the live ones arrive. */
  rate: number;
  count: number;
  locale: string;
  labels: Labels;
  size?: number;
  /** Shows '(n ratings)' and the member's own rating after the stars (post page). */
  showCount?: boolean;
}

/**
 * Spec §4 rating: editable only when signed in (half stars, shown rounded to the nearest
 * half), read-only otherwise. A null choice is ignored; after success the page reloads
 * and 'Rate added successfully' shows; a failure logs the §8 message and toasts.
 */
export default function RatingIsland({
  postId,
  rate: buildRate,
  count: buildCount,
  locale,
  labels,
  size = 16,
  showCount = false,
}: RatingIslandProps) {
  const { hydrated, user } = useViewer();
  const live = useStore($ratings)[postId];
  const own = useStore($ownRatings)[postId];
  const [busy, setBusy] = useState(false);
  const rate = live?.rate ?? buildRate;
  const count = live?.count ?? buildCount;
  const shown = roundToHalf(rate);

  useEffect(() => {
    if (!hydrated) return;
    void loadRating(postId);
    const flash = takeFlash();
    if (flash) showToast('success', flash);
  }, [hydrated, postId]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (showCount && userId !== null) void loadOwnRating(postId, userId);
  }, [showCount, postId, userId]);

  async function choose(value: number | null) {
    const accepted = acceptedChoice(value);
    if (accepted === null || busy || !user) return;
    setBusy(true);
    const error = await submitRate(postId, user.id, accepted);
    if (error === null) {
      flashAfterReload(labels.success ?? 'Rate added successfully');
      window.location.reload();
      return;
    }
    console.error(error);
    setBusy(false);
    showToast('error', labels.failure ?? 'Failed to add rate, please try again or contact an administrator.');
  }

  const ratedLabel = fill(labels.rated ?? 'Rated {{rate}} out of 5', { rate: formatNumber(shown, locale) });
  return (
    <span className="inline-flex items-center gap-0.5" data-rating={shown}>
      {hydrated && user ? (
        <>
          <EditableStars
            value={shown}
            size={size}
            locale={locale}
            labels={labels}
            busy={busy}
            onChoose={(value) => void choose(value)}
          />
          <span className="sr-only">{ratedLabel}</span>
        </>
      ) : (
        <StarRow value={shown} size={size} label={ratedLabel} />
      )}
      {showCount && <span className="text-steel">({plural(labels, 'ratings', count, locale)})</span>}
      {showCount && user && typeof own === 'number' && (
        <span className="ml-1 font-semibold" data-own-rating={own}>
          {fill(labels.yours ?? 'Your rating: {{rate}}', { rate: formatNumber(own, locale) })}
        </span>
      )}
    </span>
  );
}
