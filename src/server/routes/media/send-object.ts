import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Storage, StoredObject } from '../../services/storage/types';
import { parseRange } from './range';

/** Answers a GET or HEAD with a stored object: ETag revalidation, byte ranges, the given caching. */
export async function sendObject(c: Context<AppEnv>, storage: Storage, object: StoredObject, cacheControl: string) {
  const key = object.key;
  c.header('Accept-Ranges', 'bytes');
  c.header('ETag', object.etag);
  c.header('Last-Modified', object.lastModified.toUTCString());
  c.header('Cache-Control', cacheControl);
  c.header('Content-Type', object.contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('If-None-Match') === object.etag) return c.body(null, 304);

  const range = parseRange(c.req.header('Range'), object.size);
  if (range === 'invalid') {
    c.header('Content-Range', `bytes */${object.size}`);
    return c.body(null, 416);
  }
  const head = c.req.method === 'HEAD';
  if (range) {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
    if (head) return c.body(null, 206);
    const stream = await storage.read(key, range);
    return c.body(Readable.toWeb(stream) as ReadableStream, 206);
  }
  c.header('Content-Length', String(object.size));
  if (head) return c.body(null, 200);
  const stream = await storage.read(key);
  return c.body(Readable.toWeb(stream) as ReadableStream, 200);
}
