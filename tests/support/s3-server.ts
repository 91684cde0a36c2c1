import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from '../../src/server/services/storage/s3-storage';

interface KoaContext {
  req: IncomingMessage;
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  middleware: Middleware[];
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3Server {
  /** An S3Storage on the bucket, served by s3rver on a free local port. */
  storage: S3Storage;
  /** The address of s3rver (`S3_ENDPOINT`); its credentials are S3RVER / S3RVER, path style. */
  endpoint: string;
  /** Emits 'request' with `METHOD /bucket/key` and the request as s3rver starts on it (before its body is read). */
  requests: EventEmitter;
  /** Destroys the storage client, stops s3rver and removes its directory. */
  close(): Promise<void>;
}

/**
 * An s3rver with one bucket, kept in a fresh temporary directory named after `prefix` (removed
 * on close), or in `keep.directory` (kept: `npm run cluster`'s media survive a restart).
 */
export async function startS3Server(
  bucket: string,
  prefix = 'hdx-s3rver-',
  keep?: { directory: string },
): Promise<S3Server> {
  const directory = keep?.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (keep) fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // Before the router (the last middleware): two multipart calls s3rver lacks and tus's S3 store makes.
  server.middleware.splice(server.middleware.length - 1, 0, multipartExtras(server));
  const requests = new EventEmitter();
  server.middleware.unshift(async (ctx, next) => {
    requests.emit('request', `${ctx.method} ${ctx.path}`, ctx.req);
    await next();
  });
  const { port } = await server.run();
  const storage = new S3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    requests,
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      storage.destroy();
      await server.close();
      if (!keep) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId), which s3rver 3
 * does not implement, read from the folder where s3rver keeps an upload's parts.
 */
function multipartExtras(server: S3rverInstance): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...key] = ctx.path.split('/');
    if (!uploadId || !bucket || !key.length || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const dir = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId));
    if (!fs.existsSync(dir)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      fs.rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts = fs
      .readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const file = path.join(dir, String(n));
        const md5 = fs.readFileSync(`${file}.md5`, 'utf8');
        const stat = fs.statSync(file);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
