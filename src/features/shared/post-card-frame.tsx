import type { ReactNode } from 'react';
import { CARD_IMAGE_SIZES, imageSrcset } from '../../lib/image-sources';

export interface PostCardFrameProps {
  id: number;
  title: string;
  href: string;
  posterUrl: string | null;
  author: { href: string; username: string; fileUrl: string | null } | null;
  /** '{n} views', or null to hide it (spec §2: hidden at 0). */
  views: string | null;
  /** '{amount} €', or null for a free post. */
  price: string | null;
  /** The video's length over the poster ('Duration' is read before it), when known. */
  duration?: { clock: string; iso: string; label: string } | null;
  headingLevel: 'h2' | 'h3';
  /** The like, bookmark and rating row. */
  engagement: ReactNode;
  /** Extra data attributes on the card (tests and scripts find cards by them). */
  data?: Record<`data-${string}`, string | number>;
  children?: ReactNode;
}

/** The markup of the spec §2 post card (as components/post-card.astro) for the cards islands render. */
export function PostCardFrame({
  id,
  title,
  href,
  posterUrl,
  author,
  views,
  price,
  duration = null,
  headingLevel,
  engagement,
  data,
  children,
}: PostCardFrameProps) {
  const Heading = headingLevel;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
      data-post-card={id}
      {...data}
    >
      <div className="relative">
        <a href={href} tabIndex={-1} aria-hidden="true" className="block">
          <img
            src={posterUrl ?? '/images/default-poster.svg'}
            srcSet={imageSrcset(posterUrl)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={960}
            height={540}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full bg-stone-200 object-cover"
          />
        </a>
        {children && <div className="absolute top-1 left-1 empty:hidden" data-stream-slot={id} />}
        {duration && (
          <p
            className="absolute right-1 bottom-1 rounded bg-ink/85 px-0.5 text-xs font-semibold text-white"
            data-duration
          >
            <span className="sr-only">{duration.label} </span>
            <time dateTime={duration.iso}>{duration.clock}</time>
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2">
        <Heading className="font-serif text-lg leading-snug font-bold">
          <a href={href} className="hover:text-blood hover:underline">
            {title}
          </a>
        </Heading>
        <div className="flex items-center justify-between gap-1 text-sm">{engagement}</div>
        <div className="mt-auto flex items-center justify-between gap-1 text-sm text-steel">
          {author ? (
            <a href={author.href} className="inline-flex min-w-0 items-center gap-1 hover:underline" data-author>
              <img
                src={author.fileUrl ?? '/images/default-avatar.svg'}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                className="size-[28px] shrink-0 rounded-full object-cover"
              />
              <span className="truncate">{author.username}</span>
            </a>
          ) : (
            <span />
          )}
          <span className="flex shrink-0 gap-1">
            {views && <span data-views>{views}</span>}
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
