/** Where the browser's calls go: the same origin's API. */
export const API_BASE = '/api';

export type Query = Record<string, string | number | undefined>;

/** The API of an on-demand render or a build: HDX_API_URL, else this server's own /api. */
export function serverApiBase(): string {
  return process.env.HDX_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
}

/** `path` with the set values of `query` as its search string. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}
