/** Where the browser's calls go: the same origin's API. */
export const API_BASE = '/api';

declare global {
  /** The Node server's own API, which its on-demand renders call in-process (set by the server at start). */
  var __hdxInProcessApi: typeof fetch | undefined;
}

/** The API of an on-demand render or a build: HDX_API_URL, else this server's own /api. */
export function serverApiBase(): string {
  return process.env.HDX_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
}

/**
 * How a render reaches this server's own API: in-process when the Node server registered its
 * app (no loopback HTTP on either side), else over HTTP. A build or another API (HDX_API_URL)
 * always goes over HTTP.
 */
export function serverApiTransport(): typeof fetch | undefined {
  return process.env.HDX_API_URL ? undefined : globalThis.__hdxInProcessApi;
}
