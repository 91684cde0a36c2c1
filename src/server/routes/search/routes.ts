import { createRoute, z } from '@hono/zod-openapi';
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
import { cached, postListTags, searchResultsTags, suggestionTags } from '../content/cache';

const tags = ['Search'];

export const suggestions = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags,
  summary:
    'Up to 10 suggestions across content types, weapons, masters, techniques, manuscripts and posts, ignoring case and accents, best first',
  middleware: [cached(suggestionTags)] as const,
  request: { query: SuggestionQuery },
  responses: { 200: jsonContent(z.array(SuggestionSchema), 'Suggestions'), 400: errorResponse(MESSAGES.invalidInput) },
});

export const search = createRoute({
  method: 'get',
  path: '/search',
  tags,
  summary:
    'Posts by title (?q=) and/or by section (?contentType[]=, martialArt[]=, masterHistory[]=, techniques[]=; a post matching any name), best first then most viewed',
  middleware: [cached(postListTags)] as const,
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(z.array(PostSchema), 'Matching posts'),
    400: errorResponse(`${MESSAGES.invalidInput} (also when neither q nor a section is given)`),
  },
});

export const results = createRoute({
  method: 'get',
  path: '/search/results',
  tags,
  summary:
    'The results page: posts whose title, description, master, manuscript, techniques, weapon or content type hold every word of ?q= (ignoring case and accents; optionally within sections as for /search), most relevant then most viewed, and the library entries whose name contains q',
  middleware: [cached(searchResultsTags)] as const,
  request: { query: SearchResultsQuery },
  responses: {
    200: jsonContent(SearchResultsSchema, 'Matching posts and library entries'),
    400: errorResponse(`${MESSAGES.invalidInput} (also when q is empty)`),
  },
});
