import type { MiddlewareHandler } from 'hono';
import { nodeExchangeOf } from './node-exchange';

/**
 * An answer given before its request's body was read (a 413, a refusal before the upload):
 * Node then drains the rest for at most 500 ms or 64 MB and cuts the socket, under a client
 * that was told `keep-alive` and sends its next request on it. Such an answer says
 * `Connection: close` instead, so the client opens a new connection for the next one.
 */
export const closeWhenBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const node = nodeExchangeOf(c);
  if (!node || node.incoming.readableEnded || node.outgoing.headersSent) return;
  const { headers } = node.incoming;
  if (headers['content-length'] === '0' || (!headers['content-length'] && !headers['transfer-encoding'])) return;
  node.outgoing.setHeader('Connection', 'close');
};
