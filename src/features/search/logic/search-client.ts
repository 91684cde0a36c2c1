import { call } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/error';
import {
  pagefindFilterGroups,
  pagefindPageMatches,
  pagefindPostsBySection,
  pagefindPostsByText,
  pagefindSuggestions,
  type PageMatch,
} from './pagefind-client';
import { FILTER_GROUPS, type FilterGroup } from './pagefind-index';
import { LIBRARY_CATEGORIES, type LibraryMatch, type TextResults } from './library-match';
import { SUGGESTION_CATEGORIES, type SearchResult, type Suggestion } from './search-logic';
import { pageLocale } from './search-texts';

/**
 * The search calls of spec §7 (GET /search/suggestions?q=, /search?{group}[]=) and the
 * results page's full-text search (GET /search/results?q=), answered by Pagefind instead when the API cannot be reached (network failure, timeout or
 * a 5xx from the server or the CDN in front of it). Other failures are thrown with status
 * and body text (spec §8) for the caller to log.
 */
export const API_TIMEOUT_MS = 8_000;
/** After the API was unreachable, Pagefind answers alone for this long. */
export const API_RETRY_AFTER_MS = 30_000;
export const SECTION_LIMIT = 100;

export type SearchSource = 'api' | 'pagefind';
export interface Answer<T> {
  value: T;
  source: SearchSource;
}

/** A search the API refused (not a 5xx): spec §8 'Search failed: {status} {body}'. */
const searchError = (status: number, body: string) =>
  new ApiError(`Search failed: ${status} ${body}`.trim(), { status, body });

class ApiUnreachable extends Error {
  override name = 'ApiUnreachable';
}

let apiDownUntil = 0;

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  if (Date.now() < apiDownUntil) throw new ApiUnreachable('API marked unreachable');
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  // No retries: an unreachable API falls back to Pagefind at once.
  const result = await call<unknown>('GET', path, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    retries: 0,
  });
  if (result.status === 0 || result.status >= 500) throw new ApiUnreachable(`${result.status}`);
  if (!result.ok) throw searchError(result.status, result.body);
  // An HTML page where JSON was expected: a CDN's error page, the API is not there.
  if (result.data === null) throw new ApiUnreachable('not JSON');
  return result.data;
}

async function withFallback<T>(fromApi: () => Promise<T>, fromPagefind: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { value: await fromApi(), source: 'api' };
  } catch (error) {
    if (!(error instanceof ApiUnreachable)) throw error;
    apiDownUntil = Date.now() + API_RETRY_AFTER_MS;
    return { value: await fromPagefind(), source: 'pagefind' };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function toResults(body: unknown): SearchResult[] {
  if (!Array.isArray(body)) throw searchError(200, 'Invalid search response');
  return body.filter(isObject).flatMap((post) => {
    if (typeof post.id !== 'number' || typeof post.views !== 'number') return [];
    const user = isObject(post.user) ? post.user : {};
    return [
      {
        id: post.id,
        views: post.views,
        title: String(post.title ?? ''),
        posterUrl: typeof post.posterUrl === 'string' ? post.posterUrl : null,
        price: String(post.price ?? '0'),
        rate: Number(post.rate ?? 0),
        likesCount: Number(post.likesCount ?? 0),
        durationSeconds: typeof post.durationSeconds === 'number' ? post.durationSeconds : null,
        user: {
          id: Number(user.id ?? 0),
          username: String(user.username ?? ''),
          fileUrl: typeof user.fileUrl === 'string' ? user.fileUrl : null,
        },
      },
    ];
  });
}

export function toSuggestions(body: unknown): Suggestion[] {
  if (!Array.isArray(body)) throw searchError(200, 'Invalid suggestions response');
  return body.filter(isObject).flatMap((s) =>
    (SUGGESTION_CATEGORIES as readonly unknown[]).includes(s.category)
      ? [
          {
            category: s.category as Suggestion['category'],
            id: Number(s.id ?? 0),
            name: typeof s.name === 'string' ? s.name : null,
            title: typeof s.title === 'string' ? s.title : null,
          },
        ]
      : [],
  );
}

function toLibraryMatches(body: unknown): LibraryMatch[] {
  if (!Array.isArray(body)) return [];
  return body.filter(isObject).flatMap((entity) =>
    (LIBRARY_CATEGORIES as readonly unknown[]).includes(entity.category) &&
    typeof entity.name === 'string' &&
    typeof entity.slug === 'string'
      ? [
          {
            category: entity.category as LibraryMatch['category'],
            id: Number(entity.id ?? 0),
            name: entity.name,
            nameFr: String(entity.nameFr ?? ''),
            slug: entity.slug,
          },
        ]
      : [],
  );
}

function toTextResults(body: unknown): TextResults {
  if (!isObject(body)) throw searchError(200, 'Invalid search response');
  return {
    results: toResults(body.posts),
    entities: toLibraryMatches(body.entities),
    didYouMean: typeof body.didYouMean === 'string' && body.didYouMean ? body.didYouMean : null,
  };
}

export function fetchSuggestions(text: string, signal?: AbortSignal): Promise<Answer<Suggestion[]>> {
  return withFallback(
    async () =>
      toSuggestions(await getJson(`/search/suggestions?q=${encodeURIComponent(text)}&lang=${pageLocale()}`, signal)),
    () => pagefindSuggestions(text),
  );
}

/** Posts by title, description and links, with the library entries named; Pagefind: by the words of the page. */
export function searchByText(text: string): Promise<Answer<TextResults>> {
  return withFallback(
    async () => toTextResults(await getJson(`/search/results?q=${encodeURIComponent(text)}`)),
    async () => ({ results: await pagefindPostsByText(text), entities: [], didYouMean: null }),
  );
}

export function searchBySection(group: FilterGroup, name: string): Promise<Answer<SearchResult[]>> {
  return withFallback(
    async () =>
      toResults(
        await getJson(`/search?${encodeURIComponent(`${group}[]`)}=${encodeURIComponent(name)}&limit=${SECTION_LIMIT}`),
      ),
    () => pagefindPostsBySection(group, name),
  );
}

/** Full-text matches inside library pages: Pagefind only (the API searches post titles). */
export function findPageMatches(text: string): Promise<PageMatch[]> {
  return pagefindPageMatches(text);
}

const LIST_PATHS: Record<FilterGroup, string> = {
  contentType: '/post_types',
  martialArt: '/weapons',
  masterHistory: '/master_histories',
  techniques: '/techniques',
};

/** The sidebar's values: the library lists of the API, else the values Pagefind indexed. */
export function fetchFilterGroups(): Promise<Answer<Record<FilterGroup, string[]>>> {
  return withFallback(async () => {
    const lists = await Promise.all(FILTER_GROUPS.map((group) => getJson(LIST_PATHS[group])));
    const names = (list: unknown) =>
      (Array.isArray(list) ? list : [])
        .filter(isObject)
        .map((item) => String(item.name ?? ''))
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b));
    return Object.fromEntries(FILTER_GROUPS.map((group, i) => [group, names(lists[i])])) as Record<
      FilterGroup,
      string[]
    >;
  }, pagefindFilterGroups);
}
