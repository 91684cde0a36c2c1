import { defineMiddleware } from 'astro:middleware';
import { isLocaleParam } from './lib/i18n/locale-param';
import { speak } from './render/i18n/locals';
import { localeOfPath } from './lib/i18n/paths';
import { builtPathOf } from './lib/page-path';
import { isRepublishRender, REPUBLISH_PREFIX } from './render/republish-access';
import { sessionOfCookies, type RequestSession } from './lib/request-session';

const VISITOR: RequestSession = { token: null, canRenew: false };

/**
 * Every page reads its language, its translator and (on demand) the session from
 * `Astro.locals`. Prerendered pages run this at build time, with no cookies: a visitor's session.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // /[...locale]/x matches any prefix (/de/x, /a/b/x); only the site's languages are pages.
  if (!isLocaleParam(context.params.locale)) return new Response(null, { status: 404, statusText: 'Not Found' });
  if (context.url.pathname.startsWith(REPUBLISH_PREFIX)) {
    // A publish re-rendering a page (src/render/republish.ts): as the build renders it, for its own address.
    if (!isRepublishRender(context.locals)) return new Response(null, { status: 404, statusText: 'Not Found' });
    const pagePath = context.url.searchParams.get('path');
    if (pagePath) {
      context.locals.pagePath = builtPathOf(pagePath);
      speak(context.locals, localeOfPath(pagePath));
    }
    context.locals.session = VISITOR;
    return next();
  }
  speak(context.locals, localeOfPath(context.url.pathname));
  context.locals.session = context.isPrerendered ? VISITOR : sessionOfCookies(context.cookies);
  const response = await next();
  // A page that sets Astro.response.status to 404 keeps Astro's 'OK' status text ("404 OK").
  if (response.status !== 404 || response.statusText === 'Not Found') return response;
  return new Response(response.body, { status: 404, statusText: 'Not Found', headers: response.headers });
});
