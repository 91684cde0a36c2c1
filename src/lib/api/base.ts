/** Where the browser's calls go: the same origin's API. */
export const API_BASE = '/api';

export type Query = Record<string, string | number | undefined>;

/** The API of an on-demand render or a build: HDX_API_URL, else this server's own /api. */
export function serverApiBase(): string {
  return process.env.HDX_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
}

export function apiUrl(path: string, query?: Query, base = API_BASE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${base}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}
