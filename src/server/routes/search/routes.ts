import { z } from '@hono/zod-openapi';
import { PostSchema } from '../../../contract/posts';
import {
  SearchQuery,
  SearchResultsQuery,
  SearchResultsSchema,
  SuggestionQuery,
  SuggestionSchema,
} from '../../../contract/search';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { MESSAGES } from '../../lib/http-error';
import { postListTags, searchResultsTags, suggestionTags } from '../content/cache';
import { cachedRoute } from '../content/cached-route';

const tags = ['Search'];

export const suggestions = cachedRoute(suggestionTags, {
  path: '/search/suggestions',
  tags,
  summary:
    'Up to 10 suggestions across content types, weapons, masters, techniques, manuscripts and posts, ignoring case and accents, best first',
  request: { query: SuggestionQuery },
  responses: { 200: jsonContent(z.array(SuggestionSchema), 'Suggestions'), 400: errorResponse(MESSAGES.invalidInput) },
});

export const search = cachedRoute(postListTags, {
  path: '/search',
  tags,
  summary:
    'Posts by title (?q=) and/or by section (?contentType[]=, martialArt[]=, masterHistory[]=, techniques[]=; a post matching any name), best first then most viewed',
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(z.array(PostSchema), 'Matching posts'),
    400: errorResponse(`${MESSAGES.invalidInput} (also when neither q nor a section is given)`),
  },
});

export const results = cachedRoute(searchResultsTags, {
  path: '/search/results',
  tags,
  summary:
    'The results page: posts whose title, description, master, manuscript, techniques, weapon or content type hold every word of ?q= (ignoring case and accents; optionally within sections as for /search), most relevant then most viewed, and the library entries whose name contains q',
  request: { query: SearchResultsQuery },
  responses: {
    200: jsonContent(SearchResultsSchema, 'Matching posts and library entries'),
    400: errorResponse(`${MESSAGES.invalidInput} (also when q is empty)`),
  },
});
