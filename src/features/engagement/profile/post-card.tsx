import { links } from '../../../lib/links';
import type { ReactNode } from 'react';
import { durationBadge } from '../../../lib/duration';
import { plural, priceLabel } from '../../../lib/format';
import type { Post } from '../../../lib/types';
import FavoriteButton from '../favorite/favorite-button';
import LikeButton from '../like/like-button';
import type { Labels } from '../like/text';
import RatingIsland from '../rating/rating-island';
import { PostCardFrame } from '../../shared/post-card-frame';

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
  const duration = durationBadge(post.durationSeconds);
  return (
    <PostCardFrame
      id={post.id}
      title={post.title}
      href={`${base}${links.post(post.id)}`}
      posterUrl={post.posterUrl}
      author={{
        href: `${base}${links.profile(post.user.id)}`,
        username: post.user.username,
        fileUrl: post.user.fileUrl,
      }}
      views={post.views > 0 ? plural(labels.card, 'views', post.views, locale) : null}
      price={priceLabel(post.price, locale)}
      duration={duration && { ...duration, label: labels.card.duration ?? 'Duration' }}
      headingLevel={headingLevel}
      engagement={
        <>
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
        </>
      }
    >
      {children}
    </PostCardFrame>
  );
}
