import { and, sql } from 'drizzle-orm';
import type { SearchResults } from '../../../contract/search';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';
import { listed, listPosts, ORDERS } from '../posts/queries';
import { libraryMatches, sectionsCondition, type PostSearch } from './title-search';
import { nearestLibraryName } from './spelling';
import type { Storage } from '../storage/types';

/** Library entries shown as cards above the results. */
const ENTITY_LIMIT = 6;

/**
 * Every word of the text, folded as the documents are (hdx_fold, 'simple' parser), as a
 * prefix: "fior lib" finds "Fiore dei Liberi". A one-letter word ("s" of "Meyer's") is
 * matched whole, or it would match most documents many times over. Words are quoted, so
 * no input is tsquery syntax; a text without words gives null, which matches nothing.
 */
const tsQuery = (text: string) => sql`(select to_tsquery('simple',
    string_agg(quote_literal(word) || case when length(word) > 1 then ':*' else '' end, ' & '))
  from unnest(tsvector_to_array(to_tsvector('simple', hdx_fold(${text})))) word)`;

/**
 * The results page's search: posts whose title, description, master, manuscript,
 * techniques, weapon or content type hold every word of `q` (accents and case ignored),
 * within the given sections if any; most relevant first (title > links > description),
 * then most viewed. With them, the library entries whose name contains the text; when
 * neither is found, the library name nearest to the text (a misspelling) as `didYouMean`.
 */
export async function searchFullText(
  db: Executor,
  storage: Storage,
  search: PostSearch & { q: string },
): Promise<SearchResults> {
  const query = tsQuery(search.q);
  const where = and(listed(), sql`${posts.searchVector} @@ ${query}`, sectionsCondition(db, search.filters));
  const order = [sql`ts_rank(${posts.searchVector}, ${query}) desc`, ...ORDERS.views];
  const [found, entities] = await Promise.all([
    listPosts(db, storage, { page: 1, perPage: search.limit, where, order }),
    libraryMatches(db, search.q, ENTITY_LIMIT),
  ]);
  const didYouMean = found.length || entities.length ? null : await nearestLibraryName(db, search.q);
  return { query: search.q, entities, posts: found, didYouMean };
}
