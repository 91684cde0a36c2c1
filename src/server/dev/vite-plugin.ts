import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type { createDevApi } from './dev-api';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * `astro dev` only: serves /api/* from the Hono app inside the Vite dev server, so the
 * whole product runs from one command while developing. Production uses src/server/main.ts.
 */
export function hdxDevApi(): Plugin {
  let listener: Promise<Listener> | null = null;
  const load = (server: ViteDevServer) =>
    (listener ??= server
      .ssrLoadModule('/src/server/dev/dev-api.ts')
      .then((mod) => (mod as { createDevApi: typeof createDevApi }).createDevApi()));
  return {
    name: 'hdx-dev-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (url !== '/api' && !url.startsWith('/api/') && !url.startsWith('/api?')) return next();
        load(server)
          .then((handle) => handle(req, res))
          .catch(next);
      });
    },
  };
}
