import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from '../../src/server/services/storage/s3-storage';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3Server {
  /** An S3Storage on the bucket, served by s3rver on a free local port. */
  storage: S3Storage;
  /** Destroys the storage client, stops s3rver and removes its directory. */
  close(): Promise<void>;
}

/** An s3rver with one bucket, kept in a fresh temporary directory named after `prefix`. */
export async function startS3Server(bucket: string, prefix = 'hdx-s3rver-'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
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
    async close() {
      storage.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
