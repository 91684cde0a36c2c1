import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const QUICK_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
type Encoding = 'br' | 'gzip';

/**
 * `bytes` compressed as an answer sends them: a quick brotli (the best is made later, for hashed
 * assets only), or gzip at its default level (browsers take brotli; the page cache makes both
 * copies of every page it stores, again after each publish).
 */
export const compress = (bytes: Buffer, encoding: Encoding) =>
  encoding === 'br' ? brotli(bytes, QUICK_BROTLI) : gzip(bytes);

/** The encoding `req` accepts among those `has` (brotli first, then gzip); null for none. */
export function encodingOf(req: IncomingMessage, has: Partial<Record<Encoding, unknown>> = { br: 1, gzip: 1 }) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return has.br && /\bbr\b/.test(accept) ? 'br' : has.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null;
}

/** What is sent compressed: text (HTML, CSS, scripts, JSON, XML, SVG). */
const COMPRESSIBLE = /^text\/|json|xml|svg/;
/** A text file past this size is streamed as it is rather than kept compressed. */
const MAX_IN_MEMORY = 1024 * 1024;

interface Entry {
  file: string;
  size: number;
  etag: string;
  type: string;
  compressible: boolean;
  immutable: boolean;
  /** A text file's bytes and compressed copies, each made once, on its first request. */
  raw?: Promise<Buffer>;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * Serves the files of one folder (a site build's assets, a search index) from a path -> file map
 * made at load. A text file is kept in memory with its compressed copies (brotli, gzip), each made
 * on its first request and shared by the requests waiting on it; a hashed asset's brotli is quick
 * first, then the best one once it is made. Other files are streamed from the disk. Hashed assets
 * under /_astro/ are cached for a year, the rest revalidate by ETag.
 */
export class StaticFiles {
  private readonly entries: Map<string, Entry>;
  private refining: Promise<void> = Promise.resolve();

  private constructor(entries: Map<string, Entry>) {
    this.entries = entries;
  }

  static async load(dir: string): Promise<StaticFiles> {
    if (!fs.existsSync(dir)) return new StaticFiles(new Map());
    const files = (await fsp.readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((dirent) => dirent.isFile())
      .map((dirent) => path.join(dirent.parentPath, dirent.name));
    const stats = await Promise.all(files.map((file) => fsp.stat(file)));
    const entries = files.map((file, i): [string, Entry] => {
      const { size, mtimeMs } = stats[i]!;
      const url = `/${path.relative(dir, file).split(path.sep).join('/')}`;
      const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
      const type = getMimeType(file) ?? 'application/octet-stream';
      return [
        url,
        { file, size, etag, type, compressible: COMPRESSIBLE.test(type), immutable: url.startsWith('/_astro/') },
      ];
    });
    return new StaticFiles(new Map(entries));
  }

  /** `/a`, `/a/` -> `/a/index.html` (Astro's directory format), `/a` -> `/a.html`. */
  private resolve(pathname: string): Entry | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
    const bare = decoded.replace(/\/$/, '');
    return this.entries.get(decoded) ?? this.entries.get(`${bare}/index.html`) ?? this.entries.get(`${bare}.html`);
  }

  /** Returns false when the request is not for a file of this folder. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = this.resolve((req.url ?? '/').split('?')[0]!);
    if (!entry) return false;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('ETag', entry.etag);
    res.setHeader(
      'Cache-Control',
      entry.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return true;
    }
    if (!entry.compressible || entry.size > MAX_IN_MEMORY) {
      res.setHeader('Content-Length', entry.size);
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(entry.file).pipe(res);
      return true;
    }
    const encoding = encodingOf(req);
    const body = await this.bytes(entry, encoding);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private bytes(entry: Entry, encoding: Encoding | null): Promise<Buffer> {
    const raw = (entry.raw ??= fsp.readFile(entry.file).catch((error: unknown) => {
      delete entry.raw;
      throw error;
    }));
    if (!encoding) return raw;
    if (entry[encoding]) return entry[encoding];
    entry[encoding] = raw.then((bytes) => compress(bytes, encoding));
    // Best brotli: about a tenth smaller than quick, fifty times the time (a second for the player's
    // 500 kB here), so made after the first visitor got the quick one, one asset at a time.
    if (encoding === 'br' && entry.immutable) {
      this.refining = this.refining
        .then(async () => {
          entry.br = Promise.resolve(await brotli(await raw, BEST_BROTLI));
        })
        .catch(() => undefined);
    }
    return entry[encoding];
  }

  /** Settles once every best brotli asked for so far is made (tests wait on it). */
  refined(): Promise<void> {
    return this.refining;
  }
}
