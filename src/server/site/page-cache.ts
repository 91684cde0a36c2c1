import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CACHE_TAGS_HEADER, parseCacheTags, type CacheTag } from '../../contract/cache-tags';
import { COOKIE } from '../../lib/cookie-names';
import { TaggedCache } from '../services/cache/tagged-cache';

interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  /** Its compressed copies, made once after it is stored (absent until then). */
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const QUICK_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const TAGS_HEADER = CACHE_TAGS_HEADER.toLowerCase();
const SESSION_COOKIES = [`${COOKIE.token}=`, `${COOKIE.refreshToken}=`];

/** The request carries a session: what is rendered for it is never stored (it is served stored pages). */
function hasSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name));
}

/**
 * The server's cache of on-demand pages, in front of the Astro handler. A page opts in by
 * sending `X-Cache-Tags` (the tags of the API answers it shows; see contract/cache-tags):
 * only public pages do, whose HTML is the same for a visitor and a member. The header is
 * taken off before the answer leaves. Stored: 200 answers rendered for a request without a
 * session cookie that set no cookie. Dropped by `invalidate(tags)` (the API's writes, through
 * the same bus as the API response cache), by its TTL, and all at once when a new build is
 * served (`clear`). Browsers keep the page's own Cache-Control.
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

  /** The moment a render starts from: a page whose tags are dropped after it is not stored (`record`). */
  mark(): number {
    return this.cache.mark();
  }

  /** Answers `req` from the cache (304 when the browser's copy is the same); false when it holds no page for it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const page = this.cache.get(req.url ?? '/');
    if (!page) return false;
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, { etag: page.etag, 'cache-control': page.headers['cache-control'], 'x-cache': 'HIT' });
      res.end();
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = page.br && /\bbr\b/.test(accept) ? 'br' : page.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body = encoding ? page[encoding]! : page.body;
    res.writeHead(page.status, {
      ...page.headers,
      vary: 'Accept-Encoding',
      'content-length': body.byteLength,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Watches the answer the handler writes to `res`: takes `X-Cache-Tags` off it and, once it
   * is sent whole, stores it when it may be.
   */
  record(req: IncomingMessage, res: ServerResponse, started = this.mark()): void {
    const key = req.url ?? '/';
    const storable = this.ttlMs > 0 && req.method === 'GET' && !hasSession(req);
    const chunks: Buffer[] = [];
    let tags: CacheTag[] = [];
    let headers: OutgoingHttpHeaders | null = null;

    const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const given = rest.find(
        (arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
      );
      if (given) {
        const name = Object.keys(given).find((header) => header.toLowerCase() === TAGS_HEADER);
        if (name) {
          tags = parseCacheTags(String(given[name]));
          delete given[name];
        }
      }
      const sent = writeHead(status, ...rest);
      if (tags.length && storable) headers = { ...res.getHeaders(), ...lowerCased(given), 'x-cache': 'HIT' };
      return sent;
    }) as typeof res.writeHead;
    if (!storable) return;

    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (headers) collect(chunks, chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      if (headers && args.length && typeof args[0] !== 'function') collect(chunks, args[0], args[1]);
      return end(...args);
    }) as typeof res.end;

    res.once('finish', () => {
      if (!headers || res.statusCode !== 200 || 'set-cookie' in headers) return;
      const body = Buffer.concat(chunks);
      // Browsers revalidate a cached page (`must-revalidate`) by this tag.
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const { 'content-length': _length, 'transfer-encoding': _chunked, ...kept } = headers;
      const page: CachedPage = { status: res.statusCode, headers: { ...kept, etag }, body, etag };
      // Counted with room for its compressed copies (HTML: about a fifth of it each).
      if (!this.cache.set(key, page, tags, Math.ceil(body.byteLength * 1.4), started)) return;
      // Pages are sent compressed from the cache on (the first answer, straight from the render, is not).
      void Promise.all([brotli(body, QUICK_BROTLI), gzip(body)]).then(
        ([br, gz]) => Object.assign(page, { br, gzip: gz }),
        () => undefined,
      );
    });
  }
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null) return;
  if (typeof chunk === 'string')
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}

function lowerCased(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}
