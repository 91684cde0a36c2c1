import { links } from './links';
import { descriptionIn, nameTextIn, textIn } from './library-text';
import { isoDuration, summary } from './format';
import type { Locale } from './i18n/config';
import { localizePath } from './i18n/paths';
import { momentPath, type Moment } from './moments';
import type { Chapter, Manuscript, MasterHistory, Post, Technique, TechniqueSource } from './types';

type JsonLd = Record<string, unknown>;

const absolute = (url: string | null | undefined, site: URL | string): string | undefined =>
  url ? new URL(url, site).href : undefined;

/**
 * The chapters as schema.org Clips ("key moments" in search results): each ends where the
 * next starts, the last at the end of the video when its length is known.
 */
function clipsOf(chapters: Chapter[], durationSeconds: number | null, pageUrl: URL): JsonLd[] {
  return chapters.map((chapter, i) => {
    const url = new URL(pageUrl);
    // The address the site links moments with: /videos/{id}?t=42, no trailing slash.
    url.pathname = url.pathname.replace(/(.)\/$/, '$1');
    url.search = '';
    url.searchParams.set('t', String(chapter.startSeconds));
    const end = chapters[i + 1]?.startSeconds ?? durationSeconds ?? undefined;
    return {
      '@type': 'Clip',
      name: chapter.title,
      startOffset: chapter.startSeconds,
      ...(end !== undefined && end > chapter.startSeconds ? { endOffset: end } : {}),
      url: url.href,
    };
  });
}

/** schema.org VideoObject for a post page, with its chapters as `hasPart` Clips. */
export function videoObjectLd(post: Post & { chapters?: Chapter[] }, pageUrl: URL, site: URL | string): JsonLd {
  const price = Number(post.price);
  const chapters = post.chapters ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: post.title,
    description: summary(post.description, 300) || post.title,
    thumbnailUrl: [absolute(post.posterUrl ?? '/images/default-poster.svg', site)],
    uploadDate: post.createdAt,
    duration: isoDuration(post.durationSeconds),
    contentUrl: price > 0 ? undefined : absolute(post.fileUrl, site),
    url: pageUrl.href,
    author: { '@type': 'Person', name: post.user.username, url: absolute(links.profile(post.user.id), site) },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: post.views,
    },
    ...(post.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: post.rate,
            ratingCount: post.ratingCount,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
    ...(price > 0
      ? { offers: { '@type': 'Offer', price: post.price, priceCurrency: 'EUR', url: pageUrl.href } }
      : { isAccessibleForFree: true }),
    ...(chapters.length > 0 ? { hasPart: clipsOf(chapters, post.durationSeconds, pageUrl) } : {}),
  };
}

/** schema.org Person for a master's page. */
export function personLd(master: MasterHistory, pageUrl: URL, site: URL | string, locale: Locale): JsonLd {
  const description = descriptionIn(master, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: nameTextIn(master, locale),
    description: summary(description.text, 300),
    // The language of the description as shown (the English one until it is translated).
    inLanguage: description.lang,
    image: absolute(master.fileUrl, site),
    url: pageUrl.href,
    homeLocation: master.origin
      ? { '@type': 'Place', name: textIn(master.origin, master.originFr, locale).text }
      : undefined,
    knowsAbout: 'Historical European Martial Arts',
  };
}

/** schema.org Book (a CreativeWork) for a manuscript's page. */
export function bookLd(
  manuscript: Manuscript,
  pageUrl: URL,
  site: URL | string,
  author: MasterHistory | undefined,
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['Book', 'CreativeWork'],
    name: nameTextIn(manuscript, locale),
    description: summary(descriptionIn(manuscript, locale).text, 300),
    image: absolute(manuscript.fileUrl, site),
    url: pageUrl.href,
    // The manuscript's own language (the book's, not the page's), named in the page's language.
    inLanguage: textIn(manuscript.language, manuscript.languageFr, locale).text || undefined,
    dateCreated: manuscript.year ? String(manuscript.year) : undefined,
    temporalCoverage: textIn(manuscript.dateLabel, manuscript.dateLabelFr, locale).text || undefined,
    identifier: manuscript.shelfmark || undefined,
    holdingArchive: manuscript.institution
      ? { '@type': 'ArchiveOrganization', name: manuscript.institution }
      : undefined,
    author: author ? { '@type': 'Person', name: nameTextIn(author, locale) } : undefined,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A technique page's sources and interpretations (issue 32): each passage teaching it as a
 * CreativeWork part of its manuscript (a Book), each video moment as a Clip of its video.
 */
export function techniqueLd(
  technique: Technique,
  sources: TechniqueSource[],
  moments: Moment[],
  pageUrl: URL,
  site: URL | string,
  locale: Locale,
): JsonLd {
  const manuscriptUrl = (slug: string) => new URL(localizePath(`/manuscripts/${slug}`, locale), site).href;
  const name = nameTextIn(technique, locale);
  const description = descriptionIn(technique, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name,
    description: summary(description.text, 300) || undefined,
    inLanguage: description.lang,
    url: pageUrl.href,
    isBasedOn: sources.map((source) => ({
      '@type': 'CreativeWork',
      name: `${name}, f. ${source.folio}`,
      url: new URL(localizePath(source.readerPath, locale), site).href,
      image: absolute(source.image, site),
      text: source.transcription || undefined,
      isPartOf: {
        '@type': ['Book', 'CreativeWork'],
        name: source.manuscript.title,
        url: manuscriptUrl(source.manuscript.slug),
      },
    })),
    subjectOf: moments.map((moment) => ({
      '@type': 'Clip',
      name: moment.title,
      startOffset: moment.startSeconds,
      url: new URL(localizePath(momentPath(moment.postId, moment.startSeconds), locale), site).href,
      isPartOf: { '@type': 'VideoObject', name: moment.postTitle },
    })),
  };
}
