import type { APIRoute } from 'astro';
import { sitemapFile } from '../render/sitemap';

/** On the Node server: one file of the sitemap of the published content (src/render/sitemap.ts). */
export const prerender = false;

export const GET: APIRoute = async ({ site, params }) => {
  const n = /^\d{1,4}$/.test(params.n ?? '') ? Number(params.n) : -1;
  return (n >= 0 ? await sitemapFile(site!, n) : null) ?? new Response(null, { status: 404 });
};
