// Apart from base.ts: the header's bundle holds base.ts, and only the dashboard and the server
// build query strings.
export type Query = Record<string, string | number | undefined>;

/** `path` with the set values of `query` as its search string. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}
