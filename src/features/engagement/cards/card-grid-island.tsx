import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import { showToast, takeFlash } from '../../shared/stores/flash-toast';
import FavoriteButton from '../favorite/favorite-button';
import LikeButton from '../like/like-button';
import type { Labels } from '../like/text';
import { useViewer } from '../like/use-viewer';
import RatingIsland from '../rating/rating-island';

// Only an author (or an admin) on a profile sees these: loaded then, not with every grid.
const OwnerTools = lazy(() => import('../profile/owner-tools').then((module) => ({ default: module.OwnerTools })));

/** A card of the grid with the numbers its markup was rendered with. */
export interface GridCard {
  id: number;
  likes: number;
  rate: number;
  ratings: number;
  /** Only on a profile's grid, for the owner tools' names. */
  title?: string;
}

export interface CardGridIslandProps {
  locale: string;
  labels: { like: Labels; favorite: Labels; rating: Labels };
  cards: GridCard[];
  /** On a profile: its owner (and admins) get edit and delete under each card. */
  manage?: { userId: number; labels: Labels };
  genericError: string;
}

interface Slots {
  card: HTMLElement;
  like: HTMLElement;
  favorite: HTMLElement;
  rating: HTMLElement;
  owner: HTMLElement | null;
}

function slotsOf(root: HTMLElement, id: number): Slots | null {
  const card = root.querySelector<HTMLElement>(`[data-post-card="${id}"]`);
  const like = card?.querySelector<HTMLElement>('[data-like-slot]');
  const favorite = card?.querySelector<HTMLElement>('[data-favorite-slot]');
  const rating = card?.querySelector<HTMLElement>('[data-rating-slot]');
  if (!card || !like || !favorite || !rating) return null;
  return { card, like, favorite, rating, owner: card.querySelector<HTMLElement>('[data-owner-slot]') };
}

/** A control drawn into a slot of a card; a failing control shows the error there, the cards stay. */
function Slot({ target, genericError, children }: { target: HTMLElement; genericError: string; children: ReactNode }) {
  return createPortal(<IslandErrorBoundary message={genericError}>{children}</IslandErrorBoundary>, target);
}

/** The grid around the island (components/post-grid.astro): its cards are beside the island, not inside it. */
const gridOf = (anchor: RefObject<HTMLElement | null>) => anchor.current?.closest<HTMLElement>('[data-card-grid]') ?? null;

/**
 * The slots of the cards the viewer has come near: each card's controls are drawn when it
 * comes into view, as when every card hydrated its own islands, so the same requests are made.
 */
function useShownCards(anchor: RefObject<HTMLElement | null>, cards: GridCard[]): ReadonlyMap<number, Slots> {
  const [shown, setShown] = useState<ReadonlyMap<number, Slots>>(new Map());
  useEffect(() => {
    const element = gridOf(anchor);
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const found: [number, Slots][] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const id = Number((entry.target as HTMLElement).dataset.postCard);
        const slots = slotsOf(element, id);
        if (slots) found.push([id, slots]);
      }
      if (!found.length) return;
      // The server's markup of the slots gives way to the components in one synchronous
      // render, before the browser paints again: nothing flickers.
      for (const [, slots] of found)
        for (const slot of [slots.like, slots.favorite, slots.rating]) slot.replaceChildren();
      flushSync(() => setShown((current) => new Map([...current, ...found])));
    });
    for (const card of cards) {
      const node = element.querySelector(`[data-post-card="${card.id}"]`);
      if (node) observer.observe(node);
    }
    return () => observer.disconnect();
  }, [anchor, cards]);
  return shown;
}

/**
 * The one island of a grid of post cards: the cards are server markup (components/post-card.astro)
 * beside it, and this brings each card's heart, bookmark and rating to life as the card comes into
 * view, drawing the same components as the post page into the card's slots (React portals). The
 * island itself draws only an empty layer over the grid (what `client:visible` watches): React
 * never renders the cards' markup, on the server or in the browser.
 */
export default function CardGridIsland({ locale, labels, cards, manage, genericError }: CardGridIslandProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const shown = useShownCards(anchor, cards);
  const { user } = useViewer();
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const canManage = !!manage && !!user && (user.id === manage.userId || user.role === 'ROLE_ADMIN');

  useEffect(() => {
    // 'Your changes are saved.' after an edit that came back here; 'Rate added successfully'.
    const flash = takeFlash();
    if (flash) showToast('success', flash);
  }, []);
  useEffect(() => {
    // After the card's controls are gone (this render), the card goes too.
    for (const id of deleted) shown.get(id)?.card.remove();
  }, [deleted, shown]);

  const portals: ReactNode[] = [];
  for (const card of cards) {
    const slots = shown.get(card.id);
    if (!slots || deleted.has(card.id)) continue;
    portals.push(
      <Slot key={`like-${card.id}`} target={slots.like} genericError={genericError}>
        <LikeButton postId={card.id} count={card.likes} locale={locale} labels={labels.like} />
      </Slot>,
      <Slot key={`favorite-${card.id}`} target={slots.favorite} genericError={genericError}>
        <FavoriteButton postId={card.id} labels={labels.favorite} />
      </Slot>,
      <Slot key={`rating-${card.id}`} target={slots.rating} genericError={genericError}>
        <RatingIsland
          postId={card.id}
          rate={card.rate}
          count={card.ratings}
          locale={locale}
          labels={labels.rating}
          size={18}
        />
      </Slot>,
    );
    if (canManage && slots.owner) {
      portals.push(
        <Slot key={`owner-${card.id}`} target={slots.owner} genericError={genericError}>
          <Suspense fallback={null}>
            <OwnerTools
              post={{ id: card.id, title: card.title ?? '' }}
              locale={locale}
              labels={manage.labels}
              onDeleted={(id) => setDeleted((current) => new Set([...current, id]))}
            />
          </Suspense>
        </Slot>,
      );
    }
  }

  return (
    <span ref={anchor} aria-hidden="true" className="pointer-events-none absolute inset-0">
      {portals}
    </span>
  );
}
