import { links } from '../../lib/links';
import { durationBadge } from '../../lib/duration';
import { priceLabel, roundToHalf } from '../../lib/format';
import { localizePath } from '../../lib/i18n/paths';
import type { Locale } from '../../lib/i18n/config';
import type { SearchResult } from './logic/search-logic';
import type { SearchT } from './logic/search-texts';
import { PostCardFrame } from '../shared/post-card-frame';

const STAR = 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7L12 17.8 5.8 21.2l1.4-7L2 9.4l7-.9z';
const LEFT_HALF = 'M12 2L9 8.5l-7 .9 5.2 4.8-1.4 7L12 17.8z';

function Stars({ rate, label }: { rate: number; label: string }) {
  const rounded = roundToHalf(rate);
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => {
        const kind = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty';
        return (
          <svg key={n} aria-hidden="true" viewBox="0 0 24 24" width={16} height={16}>
            <path d={STAR} fill={kind === 'full' ? '#a16207' : '#a8a29e'} />
            {kind === 'half' && <path d={LEFT_HALF} fill="#a16207" />}
          </svg>
        );
      })}
    </span>
  );
}

interface Props {
  result: SearchResult;
  locale: Locale;
  t: SearchT;
  /** h2 under the search page's h1, h3 under the home page's results heading. */
  headingLevel?: 2 | 3;
}

/** The post card of spec §2 (same markup as components/post-card.astro) for a search result. */
export function ResultCard({ result, locale, t, headingLevel = 3 }: Props) {
  const likes = result.likesCount ?? 0;
  const user = result.user;
  const duration = durationBadge(result.durationSeconds ?? null);
  return (
    <PostCardFrame
      id={result.id}
      title={result.title ?? ''}
      href={localizePath(links.post(result.id), locale)}
      posterUrl={result.posterUrl ?? null}
      author={
        user
          ? {
              href: localizePath(links.profile(user.id), locale),
              username: user.username,
              fileUrl: user.fileUrl ?? null,
            }
          : null
      }
      views={result.views > 0 ? t('card.views', { count: result.views }) : null}
      price={priceLabel(result.price ?? '0', locale)}
      duration={duration && { ...duration, label: t('card.duration') }}
      headingLevel={headingLevel === 2 ? 'h2' : 'h3'}
      data={{ 'data-result-views': result.views }}
      engagement={
        <>
          <span
            className="inline-flex items-center gap-0.5"
            data-like-slot={result.id}
            role="img"
            aria-label={t('card.likes', { count: likes })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              className="fill-none stroke-blood stroke-2"
            >
              <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
            </svg>
            <span aria-hidden="true">{likes}</span>
          </span>
          <span data-rating-slot={result.id}>
            <Stars rate={result.rate ?? 0} label={t('card.rated', { rate: roundToHalf(result.rate ?? 0) })} />
          </span>
        </>
      }
    />
  );
}
