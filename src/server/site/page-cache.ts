import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CACHE_TAGS_HEADER, parseCacheTags, type CacheTag } from '../../contract/cache-tags';
import { COOKIE } from '../../lib/cookie-names';
import { TaggedCache } from '../services/cache/tagged-cache';
import { compress, encodingOf } from './static-files';

interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  /** Its compressed copies, made once after it is stored (absent until then). */
  br?: Buffer;
  gzip?: Buffer;
}

const SESSION_COOKIES = [`${COOKIE.token}=`, `${COOKIE.refreshToken}=`];

/**
 * The server's cache of rendered pages, in front of the site's app. A page opts in by sending
 * `X-Cache-Tags` (the tags of the content it shows; see contract/cache-tags): only public pages
 * do, whose HTML is the same for a visitor and a member. The header is taken off before the
 * answer leaves. Stored: 200 answers to a GET without a session cookie that set no cookie, named
 * by an ETag of their bytes and sent compressed once their copies are made. Dropped by
 * `invalidate(tags)` (the API's writes, through the same bus as the API response cache), by
 * its TTL, and all at once when the site shows other content (`clear`).
 */
export class PageCache {
  private readonly cache: TaggedCache<CachedPage>;
  /** 0: nothing is stored (the header is still taken off). */
  private readonly ttlMs: number;

  constructor(ttlMs: number, maxEntries = 1000, maxTotalBytes = 64 * 1024 * 1024) {
    this.cache = new TaggedCache({ ttlMs, maxEntries, maxTotalBytes });
    this.ttlMs = ttlMs;
  }

  invalidate(tags: readonly CacheTag[]): void {
    this.cache.invalidate(tags);
  }

  clear(): void {
    this.cache.clear();
  }

  /** The moment a render starts from: a page whose tags are dropped after it is not stored (`keep`). */
  mark(): number {
    return this.cache.mark();
  }

  /** Answers `req` from the cache (304 when the browser's copy is the same); false when it holds no page for it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const page = this.cache.get(req.url ?? '/');
    if (!page) return false;
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, { etag: page.etag, 'cache-control': page.headers['cache-control'], 'x-cache': 'HIT' }).end();
      return true;
    }
    const encoding = encodingOf(req, page);
    const body = encoding ? page[encoding]! : page.body;
    res.writeHead(page.status, {
      ...page.headers,
      vary: 'Accept-Encoding',
      'content-length': body.byteLength,
      'x-cache': 'HIT',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * The answer to `req` as it leaves, its tags header taken off; stored under `url` (the address
   * asked for) when it may be (a render from the moment `started`).
   */
  async keep(req: IncomingMessage, response: Response, started: number, url = req.url ?? '/'): Promise<Response> {
    const tags = parseCacheTags(response.headers.get(CACHE_TAGS_HEADER) ?? '');
    const headers = new Headers(response.headers);
    headers.delete(CACHE_TAGS_HEADER);
    const cookie = req.headers.cookie;
    const storable =
      this.ttlMs > 0 &&
      tags.length > 0 &&
      req.method === 'GET' &&
      response.status === 200 &&
      !headers.has('set-cookie') &&
      !(cookie && SESSION_COOKIES.some((name) => cookie.includes(name)));
    if (!storable)
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    const body = Buffer.from(await response.arrayBuffer());
    // Browsers revalidate a cached page (`must-revalidate`) by this tag.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.delete('content-length');
    const page: CachedPage = { status: response.status, headers: { ...Object.fromEntries(headers), etag }, body, etag };
    // Counted with room for its compressed copies (HTML: about a fifth of it each).
    if (this.cache.set(url, page, tags, Math.ceil(body.byteLength * 1.4), started)) {
      void Promise.all([compress(body, 'br'), compress(body, 'gzip')]).then(
        ([br, gz]) => Object.assign(page, { br, gzip: gz }),
        () => undefined,
      );
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
}
