/** Where the browser's calls go: the same origin's API. */
export const API_BASE = '/api';

/** The Node server's own API, which its renders call in-process (given by the server when it loads the site build). */
let inProcessApi: typeof fetch | undefined;

/** Called by the server with its API app (src/server/site/site-entry.ts `connectApi`). */
export function useInProcessApi(api: typeof fetch): void {
  inProcessApi = api;
}

/** The address of this server's own API when no transport is given: `astro dev`'s (a build names its API itself). */
export function serverApiBase(): string {
  return `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
}

/**
 * How a render reaches this server's own API: in-process when the Node server gave its app
 * (`useInProcessApi`; no loopback HTTP on either side), else over HTTP (`astro dev`).
 */
export function serverApiTransport(): typeof fetch | undefined {
  return inProcessApi;
}
