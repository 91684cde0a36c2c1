import { timingSafeEqual } from 'node:crypto';

/** Where the publishing server asks (src/lib/republish.ts): POST plan, then GET page?path= for each changed page. */
export const REPUBLISH_PREFIX = '/hdx-republish/';
export const REPUBLISH_HEADER = 'x-hdx-republish';

/**
 * Whether a request comes from this server's own publish: it carries the key the server put
 * in its environment at start (HDX_REPUBLISH_KEY, random, never configured or shown).
 */
export function isRepublishRequest(request: Request): boolean {
  const key = process.env.HDX_REPUBLISH_KEY;
  const given = request.headers.get(REPUBLISH_HEADER);
  if (!key || !given) return false;
  const [a, b] = [Buffer.from(key), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
