import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $likes, HEART_PULSE_MS, loadLikes, toggleLike } from '../stores/likes';
import type { Labels } from './text';
import { signInHref } from '../../shared/sign-in-href';
import { plural } from '../../../lib/format';
import { useViewer } from './use-viewer';
import { HEART } from '../icons';

export interface LikeButtonProps {
  postId: number;
  /** The build's count, shown until the live one arrives. */
  count: number;
  locale: string;
  labels: Labels;
  /** 'full' writes '3 likes' (post page); 'compact' only the number (cards). */
  variant?: 'full' | 'compact';
}

/**
 * Spec §4 heart: active when the post's likes list holds the viewer's like; a click sends
 * the toggle and the heart follows the answer; it pulses 300 ms. Visitors go to sign-in.
 */
export default function LikeButton({
  postId,
  count: buildCount,
  locale,
  labels,
  variant = 'compact',
}: LikeButtonProps) {
  const { hydrated, user } = useViewer();
  const likes = useStore($likes);
  const state = likes[postId];
  const userId = user?.id ?? null;
  const [pulsing, setPulsing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const heart = useRef<SVGSVGElement>(null);

  useEffect(() => {
    if (hydrated) void loadLikes(postId);
  }, [hydrated, postId]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const count = state?.count ?? buildCount;
  const liked = hydrated && userId !== null && (state?.likers.includes(userId) ?? false);
  const countText = plural(labels, 'likes', count, locale);

  function onClick() {
    if (!user) {
      window.location.assign(signInHref());
      return;
    }
    setPulsing(true);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      heart.current?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], {
        duration: HEART_PULSE_MS,
        easing: 'ease-out',
      });
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), HEART_PULSE_MS);
    void toggleLike(postId, user.id, buildCount);
  }

  return (
    <button
      type="button"
      className="inline-flex min-h-[32px] items-center gap-0.5 rounded px-0.5 hover:bg-stone-100 disabled:opacity-60"
      aria-pressed={liked}
      aria-label={`${labels.like ?? 'Like'}, ${countText}`}
      title={user ? (labels.like ?? 'Like') : (labels.signInToLike ?? 'Sign in to like')}
      data-liked={liked ? 'true' : 'false'}
      data-pulsing={pulsing ? 'true' : undefined}
      aria-busy={state?.busy ? true : undefined}
      onClick={onClick}
    >
      <svg
        ref={heart}
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={variant === 'full' ? 20 : 18}
        height={variant === 'full' ? 20 : 18}
        className={`stroke-blood stroke-2 ${liked ? 'fill-blood' : 'fill-none'}`}
      >
        <path d={HEART} />
      </svg>
      <span aria-hidden="true">{variant === 'full' ? countText : count}</span>
    </button>
  );
}
