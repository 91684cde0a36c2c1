import type { ReactNode } from 'react';
import { priceLabel } from '../../lib/format';
import type { Post } from '../../lib/types';
import FavoriteButton from '../favorite/favorite-button';
import LikeButton from '../like/like-button';
import { plural, type Labels } from '../like/text';
import RatingIsland from '../rating/rating-island';

/** The label sets a card needs (engagement.json sections). */
export interface CardLabels {
  like: Labels;
  rating: Labels;
  favorite: Labels;
  card: Labels;
}

interface Props {
  post: Post;
  locale: string;
  labels: CardLabels;
  /** Prefix of the site's paths ('' in English, '/fr' in French). */
  base?: string;
  /** h2 when the list has no heading of its own. */
  headingLevel?: 'h2' | 'h3';
  /** Extra controls under the card (the author's edit and delete). */
  children?: ReactNode;
}

/** The spec §2 post card of components/post-card.astro, for lists an island renders (favorites, profiles). */
export function PostCard({ post, locale, labels, base = '', headingLevel = 'h3', children }: Props) {
  const Heading = headingLevel;
  const href = `${base}/videos/${post.id}`;
  const price = priceLabel(post.price);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
      data-post-card={post.id}
    >
      <a href={href} tabIndex={-1} aria-hidden="true" className="block">
        <img
          src={post.posterUrl ?? '/images/default-poster.svg'}
          alt=""
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-1 p-2">
        <Heading className="font-serif text-lg leading-snug font-bold">
          <a href={href} className="hover:text-blood hover:underline">
            {post.title}
          </a>
        </Heading>
        <div className="flex items-center justify-between gap-1 text-sm">
          <span className="inline-flex items-center">
            <span data-like-slot={post.id}>
              <LikeButton postId={post.id} count={post.likesCount} locale={locale} labels={labels.like} />
            </span>
            <span data-favorite-slot={post.id}>
              <FavoriteButton postId={post.id} labels={labels.favorite} />
            </span>
          </span>
          <span data-rating-slot={post.id}>
            <RatingIsland
              postId={post.id}
              rate={post.rate}
              count={post.ratingCount}
              locale={locale}
              labels={labels.rating}
              size={18}
            />
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-1 text-sm text-steel">
          <a
            href={`${base}/profile/${post.user.id}`}
            className="inline-flex min-w-0 items-center gap-1 hover:underline"
            data-author
          >
            <img
              src={post.user.fileUrl ?? '/images/default-avatar.svg'}
              alt=""
              width={28}
              height={28}
              loading="lazy"
              className="size-[28px] shrink-0 rounded-full object-cover"
            />
            <span className="truncate">{post.user.username}</span>
          </a>
          <span className="flex shrink-0 gap-1">
            {post.views > 0 && <span data-views>{plural(labels.card, 'views', post.views, locale)}</span>}
            {price && (
              <span className="font-semibold text-ink" data-price>
                {price}
              </span>
            )}
          </span>
        </div>
        {children}
      </div>
    </article>
  );
}
