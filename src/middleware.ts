import { defineMiddleware } from 'astro:middleware';
import { isLocaleParam } from './lib/i18n/locale-param';
import { speak } from './render/i18n/locals';
import { localeOfPath } from './lib/i18n/paths';
import { sessionOfCookies, VISITOR } from './lib/request-session';

/**
 * Every page reads its language, its translator and (on demand) the session from
 * `Astro.locals`. Prerendered pages run this at build time, with no cookies: a visitor's session.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // /[...locale]/x matches any prefix (/de/x, /a/b/x); only the site's languages are pages.
  if (!isLocaleParam(context.params.locale)) return new Response(null, { status: 404, statusText: 'Not Found' });
  speak(context.locals, localeOfPath(context.url.pathname));
  context.locals.session = context.isPrerendered ? VISITOR : sessionOfCookies(context.cookies);
  const response = await next();
  // A page that sets Astro.response.status to 404 keeps Astro's 'OK' status text ("404 OK").
  if (response.status !== 404 || response.statusText === 'Not Found') return response;
  return new Response(response.body, { status: 404, statusText: 'Not Found', headers: response.headers });
});
