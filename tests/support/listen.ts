import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { TestApp } from './test-app';

export interface Listening {
  server: http.Server;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Ends every connection still open (a test may leave one mid-request) and stops listening. */
  close(): Promise<void>;
}

/**
 * An HTTP server on a free loopback port (the system picks it: port 0), for tests that need real
 * sockets: headers as Node sends them, connections cut mid-body, deadlines. `setup` runs before
 * it listens (request deadlines, timeouts).
 */
export async function listenOnFreePort(
  listener: http.RequestListener,
  setup: (server: http.Server) => void = () => {},
): Promise<Listening> {
  const server = http.createServer(listener);
  setup(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The test app's API served by Node on a free loopback port, as the production server serves it. */
export function serveTestApp(t: TestApp, setup?: (server: http.Server) => void): Promise<Listening> {
  return listenOnFreePort(getRequestListener(t.app.fetch), setup);
}
