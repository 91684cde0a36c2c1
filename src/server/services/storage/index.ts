import path from 'node:path';
import type { Env } from '../../env';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './types';

export * from './types';

/** S3-compatible storage when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
}
