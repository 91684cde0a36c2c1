import fsp from 'node:fs/promises';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import { TUS_CHUNK_BYTES } from '../../../contract/limits';
import type { AppDeps } from '../../context';
import { LocalStorage } from '../storage/local-storage';
import { S3Storage } from '../storage/s3-storage';
import { ownerOfTusUpload } from './video-keys';

/** Where unfinished tus uploads are written on local disk: beside `uploads/`, so a finished one is renamed into it. */
export const TUS_FOLDER = 'tus-uploads';

type StoreDeps = Pick<AppDeps, 'storage' | 'env'>;

export interface TusStore {
  store: DataStore;
  /** Moves a finished upload to `key` of the storage and forgets it as an upload. */
  adopt(id: string, key: string, contentType: string): Promise<void>;
  /** Forgets an upload and removes its bytes (termination, a refused video, the sweep). */
  discard(id: string): Promise<void>;
  /** Unfinished uploads created before `cutoff`, removed; their ids. */
  removeAbandoned(cutoff: number): Promise<string[]>;
}

const stores = new WeakMap<object, Promise<TusStore>>();

/**
 * The tus data store of the storage in use: @tus/file-store under DATA_DIR on local disk,
 * @tus/s3-store in the same bucket on S3 (objects named by the upload id, outside `videos/`).
 * One per storage, shared by the tus server and the orphan sweep. Each store's package is
 * imported when it is made: a server on local storage never loads the S3 one (memory, issue 30).
 */
export function tusStoreFor(deps: StoreDeps): Promise<TusStore> {
  let found = stores.get(deps.storage);
  if (!found) {
    found = deps.storage instanceof S3Storage ? s3Store(deps.storage, deps.env) : fileStore(deps);
    stores.set(deps.storage, found);
  }
  return found;
}

const expiration = (env: StoreDeps['env']) => env.UPLOAD_ORPHAN_MAX_AGE_HOURS * 60 * 60 * 1000;

async function fileStore(deps: StoreDeps): Promise<TusStore> {
  const { storage, env } = deps;
  if (!(storage instanceof LocalStorage)) throw new Error('tus uploads need local or S3 storage');
  const { FileStore } = await import('@tus/file-store');
  const directory = path.join(env.DATA_DIR, TUS_FOLDER);
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiration(env) });
  const forget = (id: string) => store.configstore.delete(id);
  const discard = async (id: string) => {
    await fsp.rm(path.join(directory, id), { force: true });
    await forget(id);
  };
  return {
    store,
    async adopt(id, key) {
      await storage.moveIn(path.join(directory, id), key);
      await forget(id);
    },
    discard,
    async removeAbandoned(cutoff) {
      const removed: string[] = [];
      // No tus upload yet: its folder does not exist.
      const ids = await (store.configstore.list?.() ?? Promise.resolve([])).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const id of ids) {
        if (ownerOfTusUpload(id) === null) continue;
        const upload = await store.configstore.get(id);
        const created = upload?.creation_date ? Date.parse(upload.creation_date) : 0;
        if (created >= cutoff) continue;
        await discard(id);
        removed.push(`${TUS_FOLDER}/${id}`);
      }
      return removed;
    },
  };
}

async function s3Store(storage: S3Storage, env: StoreDeps['env']): Promise<TusStore> {
  const { S3Store } = await import('@tus/s3-store');
  const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = storage.options;
  const store = new S3Store({
    // The browser's chunk: each PATCH then ends on a part boundary (@tus/s3-store 2.0 can hang
    // on a broken PATCH that follows a partial part).
    partSize: TUS_CHUNK_BYTES,
    // Tags mark expired parts for a bucket lifecycle rule; S3-compatible services do not all take them.
    useTags: false,
    expirationPeriodInMilliseconds: expiration(env),
    s3ClientConfig: {
      bucket,
      region,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: forcePathStyle ?? false,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
  return {
    store,
    adopt: (id, key, contentType) => storage.moveIn(id, key, contentType, [`${id}.info`]),
    discard: (id) => store.remove(id),
    // The store knows its unfinished multipart uploads by their start time only (now, not `cutoff`).
    async removeAbandoned() {
      // S3 services without ListMultipartUploads (s3rver) answer NotImplemented: they keep no
      // unfinished multipart upload to expire, so the rest of the sweep goes on.
      const count = await store.deleteExpired().catch((error: unknown) => {
        if ((error as { name?: string }).name === 'NotImplemented') return 0;
        throw error;
      });
      return count ? [`${count} unfinished tus uploads`] : [];
    },
  };
}
