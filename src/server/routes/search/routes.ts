import { createRoute, z } from '@hono/zod-openapi';
import { PostSchema } from '../../../contract/posts';
import { SearchQuery, SuggestionQuery, SuggestionSchema } from '../../../contract/search';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { MESSAGES } from '../../lib/http-error';
import { cached } from '../content/cache';

const tags = ['Search'];

export const suggestions = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags,
  summary:
    'Up to 10 suggestions across content types, weapons, masters, techniques, manuscripts and posts, ignoring case and accents, best first',
  middleware: [cached] as const,
  request: { query: SuggestionQuery },
  responses: { 200: jsonContent(z.array(SuggestionSchema), 'Suggestions'), 400: errorResponse(MESSAGES.invalidInput) },
});

export const search = createRoute({
  method: 'get',
  path: '/search',
  tags,
  summary:
    'Posts by title (?q=) and/or by section (?contentType[]=, martialArt[]=, masterHistory[]=, techniques[]=; a post matching any name), best first then most viewed',
  middleware: [cached] as const,
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(z.array(PostSchema), 'Matching posts'),
    400: errorResponse(`${MESSAGES.invalidInput} (also when neither q nor a section is given)`),
  },
});
