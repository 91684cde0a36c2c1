import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** Node's own request and response when @hono/node-server serves the app (not under `app.request`). */
export interface NodeExchange {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

export function nodeExchangeOf(c: Context): NodeExchange | null {
  const env = c.env as Partial<NodeExchange> | undefined;
  return env?.incoming && env.outgoing ? (env as NodeExchange) : null;
}
