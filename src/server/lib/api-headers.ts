import type { MiddlewareHandler } from 'hono';

/** JSON answers are never rendered as documents, so they get the tightest policy. */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
};
