import { readFile } from 'node:fs/promises';
import { createApp } from 'astro/app/entrypoint';
import { setGetEnv } from 'astro/env/setup';
import { useInProcessApi } from '../../lib/api/base';
import { usePublishedContent } from '../../render/library';
import { hasPublishedPage } from '../../render/published-pages';

/**
 * The site build's server entry (`server/entry.mjs`, set by astro-adapter.ts): the site's Astro
 * app, which the server calls in-process (site-app.ts), never over HTTP and never started as a
 * server of its own. `connectApi` gives its renders this server's API, `showContent` the
 * published content its pages show.
 */
setGetEnv((key) => process.env[key]);
// A page is rendered whole, then answered: its answer goes to the page cache or back over a thread's
// port as one buffer, so streaming would only add a web stream's work to each render.
const app = createApp({ streaming: false });
const clientDir = new URL('../client/', import.meta.url);

/** A pre-rendered error page (404.html, 500.html) of this build, which an on-demand not-found answer shows. */
async function prerenderedErrorPage(url: string): Promise<Response> {
  const status = /\/(404|500)(?:\.html|\/index\.html)$/.exec(new URL(url).pathname)?.[1];
  if (!status) return new Response(null, { status: 404 });
  const html = await readFile(new URL(`${status}.html`, clientDir)).catch(() => null);
  return html
    ? new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    : new Response(null, { status: 404 });
}

export async function render(request: Request, locals?: Partial<App.Locals>): Promise<Response> {
  let routeData = app.match(request, true);
  if (routeData?.prerender) routeData = app.match(request);
  return app.render(request, {
    addCookieHeader: true,
    routeData,
    locals,
    prerenderedErrorPageFetch: prerenderedErrorPage,
  });
}

export const connectApi = useInProcessApi;
export const showContent = usePublishedContent;
export { hasPublishedPage };
