import type { MiddlewareHandler } from 'hono';
import { nodeExchangeOf } from './node-exchange';

/** JSON answers are never rendered as documents, so they get the tightest policy; no answer may be framed. */
const ALWAYS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
] as const;
/** Kept unless the route sets its own. */
const UNLESS_SET = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cache-Control', 'no-cache'],
] as const;

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  const node = nodeExchangeOf(c);
  if (node) {
    // Served by Node: set on Node's response before the route runs. The route's own headers,
    // written with the answer, take precedence (`writeHead` merges them over these), and no
    // WHATWG Headers object is built for these (undici's checks cost more than the route).
    for (const [name, value] of ALWAYS) node.outgoing.setHeader(name, value);
    for (const [name, value] of UNLESS_SET) node.outgoing.setHeader(name, value);
    return next();
  }
  await next();
  const headers = c.res.headers;
  for (const [name, value] of ALWAYS) headers.set(name, value);
  for (const [name, value] of UNLESS_SET) if (!headers.has(name)) headers.set(name, value);
};
