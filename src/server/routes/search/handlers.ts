import type { AppRouteHandler } from '../../context';
import { invalidInput } from '../../lib/http-error';
import { searchPosts, type SearchFilter, suggestions as findSuggestions } from '../../services/search/title-search';
import { searchFullText } from '../../services/search/fulltext';
import type * as routes from './routes';

export const suggestions: AppRouteHandler<typeof routes.suggestions> = async (c) => {
  const { q, lang } = c.req.valid('query');
  return c.json(await findSuggestions(c.var.deps.db, q, lang), 200);
};

const sectionsOf = (query: Partial<Record<`${SearchFilter}[]`, string[] | undefined>>) => ({
  contentType: query['contentType[]'],
  martialArt: query['martialArt[]'],
  masterHistory: query['masterHistory[]'],
  techniques: query['techniques[]'],
});

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
  const query = c.req.valid('query');
  const filters = sectionsOf(query);
  const q = query.q?.trim();
  if (!q && !Object.values(filters).some((values) => values?.length)) {
    throw invalidInput({ q: ['Give search text (q) or at least one section name'] });
  }
  const { db, storage } = c.var.deps;
  return c.json(await searchPosts(db, storage, { q, filters, limit: query.limit }), 200);
};

export const results: AppRouteHandler<typeof routes.results> = async (c) => {
  const query = c.req.valid('query');
  const { db, storage } = c.var.deps;
  return c.json(await searchFullText(db, storage, { q: query.q, filters: sectionsOf(query), limit: query.limit }), 200);
};
