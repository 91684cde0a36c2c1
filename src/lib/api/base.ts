/** Where the browser's calls go: the same origin's API. */
export const API_BASE = '/api';

/** The API of an on-demand render or a build: HDX_API_URL, else this server's own /api. */
export function serverApiBase(): string {
  return process.env.HDX_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
}
