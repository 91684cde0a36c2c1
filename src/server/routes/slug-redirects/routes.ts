import { createRoute, z } from '@hono/zod-openapi';
import { SlugRedirectSchema } from '../../../contract/slug-redirects';
import { jsonContent } from '../../lib/openapi';

export const list = createRoute({
  method: 'get',
  path: '/slug-redirects',
  tags: ['Library'],
  summary:
    'The old addresses of renamed martial arts, masters, manuscripts, techniques and content types, each with the page it now leads to (301); the site build writes them to Netlify’s _redirects',
  responses: { 200: jsonContent(z.array(SlugRedirectSchema), 'Old address -> current page') },
});
