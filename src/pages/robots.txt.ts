import type { APIRoute } from 'astro';

/** robots.txt with the absolute sitemap address of this deployment (PUBLIC_URL). */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Allow: /api/media/',
    'Allow: /',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
