import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruBytes } from './lru-bytes';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg']);
const MAX_IN_MEMORY = 1024 * 1024;

/** File stats asked at once while a folder loads. */
const STAT_BATCH = 256;

interface Entry {
  file: string;
  size: number;
  etag: string;
  type: string;
  compressible: boolean;
  immutable: boolean;
}

/**
 * Serves the files of one folder (a build's assets, a search index): a path -> file map made once
 * at load, compressed variants (brotli, gzip) made on first request and kept with the raw
 * bytes in a bounded in-memory LRU (a hashed asset's brotli made quick first, then best). Hashed assets under /_astro/ are cached for a year;
 * pages revalidate by ETag. Anything not found here goes to the Astro handler.
 */
export class StaticFiles {
  private readonly entries: Map<string, Entry>;
  private readonly cache: LruBytes;
  private readonly compressing = new Map<string, Promise<Buffer>>();
  private refining: Promise<void> = Promise.resolve();

  private constructor(entries: Map<string, Entry>, cacheBytes: number) {
    this.entries = entries;
    this.cache = new LruBytes(cacheBytes);
  }

  static async load(clientDir: string, cacheBytes = 96 * 1024 * 1024): Promise<StaticFiles> {
    const entries = new Map<string, Entry>();
    if (!fs.existsSync(clientDir)) return new StaticFiles(entries, cacheBytes);
    const files = (await fsp.readdir(clientDir, { withFileTypes: true, recursive: true }))
      .filter((dirent) => dirent.isFile())
      .map((dirent) => path.join(dirent.parentPath, dirent.name));
    // Their stats go to the thread pool in batches, not one after another.
    for (let start = 0; start < files.length; start += STAT_BATCH) {
      const batch = files.slice(start, start + STAT_BATCH);
      const stats = await Promise.all(batch.map((file) => fsp.stat(file)));
      batch.forEach((file, i) => {
        const stat = stats[i]!;
        const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
        const ext = path.extname(file).toLowerCase();
        entries.set(url, {
          file,
          size: stat.size,
          etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
          type: TYPES[ext] ?? 'application/octet-stream',
          compressible: COMPRESSIBLE.has(ext),
          immutable: url.startsWith('/_astro/'),
        });
      });
    }
    return new StaticFiles(entries, cacheBytes);
  }

  get size(): number {
    return this.entries.size;
  }

  /** `/a`, `/a/` -> `/a/index.html` (Astro's directory format), `/a` -> `/a.html`. */
  resolve(pathname: string): Entry | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
    return (
      this.entries.get(decoded) ??
      this.entries.get(`${decoded.replace(/\/$/, '')}/index.html`) ??
      this.entries.get(`${decoded.replace(/\/$/, '')}.html`)
    );
  }

  /** Returns false when the request is not for a static file. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const entry = this.resolve(q === -1 ? url : url.slice(0, q));
    if (!entry) return false;
    const { etag } = entry;

    res.setHeader('Content-Type', entry.type);
    res.setHeader('ETag', etag);
    res.setHeader(
      'Cache-Control',
      entry.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }

    if (entry.size > MAX_IN_MEMORY) {
      res.setHeader('Content-Length', entry.size);
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(entry.file).pipe(res);
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !entry.compressible
      ? null
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : null;
    const body = await this.bytes(entry, encoding);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private async raw(file: string): Promise<Buffer> {
    const raw = this.cache.get(`raw:${file}`) ?? (await fsp.readFile(file));
    this.cache.set(`raw:${file}`, raw);
    return raw;
  }

  private async bytes(entry: Entry, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
    const key = `${encoding ?? 'raw'}:${entry.file}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const raw = await this.raw(entry.file);
    if (!encoding) return raw;
    // Visitors asking at once for a file not yet compressed share one compression.
    let job = this.compressing.get(key);
    if (!job) {
      job = (encoding === 'br' ? brotli(raw, FAST_BROTLI) : gzip(raw, { level: 9 })).finally(() =>
        this.compressing.delete(key),
      );
      this.compressing.set(key, job);
      const refine = encoding === 'br' && entry.immutable;
      void job.then((fast) => {
        this.cache.set(key, fast);
        if (refine) this.refine(key, raw);
      });
    }
    return job;
  }

  /** Settles once every best brotli asked for so far is made (tests wait on it). */
  refined(): Promise<void> {
    return this.refining;
  }

  /**
   * A hashed asset's best brotli (quality 11: about a tenth smaller than 5, and fifty times the
   * time: a second for the player's 500 kB on this machine), made after its first visitor got the
   * quick one, one asset at a time, then served to everyone after.
   */
  private refine(key: string, raw: Buffer): void {
    this.refining = this.refining
      .then(() => brotli(raw, BEST_BROTLI))
      .then((best) => {
        if (this.cache.get(key)) this.cache.set(key, best);
      })
      .catch(() => undefined);
  }
}
