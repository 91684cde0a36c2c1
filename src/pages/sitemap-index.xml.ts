import type { APIRoute } from 'astro';
import { sitemapIndex } from '../render/sitemap';

/** On the Node server: the sitemap of the published content (astro build's is @astrojs/sitemap's files). */
export const prerender = false;

export const GET: APIRoute = ({ site }) => sitemapIndex(site!);
