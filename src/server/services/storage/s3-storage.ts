import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_PREFIX } from '../../../contract/stored-media';
import { isValidKey, type ByteRange, type ListedObject, type Storage, type StoredObject } from './types';

type S3Sdk = typeof import('@aws-sdk/client-s3');

interface Sdk {
  s3: S3Sdk;
  client: S3Client;
  getSignedUrl: (typeof import('@aws-sdk/s3-request-presigner'))['getSignedUrl'];
}

/**
 * The SDK, imported here only: a server on local storage never loads it (memory, issue 30).
 * The presigner comes with it, for every S3 server presigns its video uploads.
 */
async function loadSdk(options: S3StorageOptions): Promise<Sdk> {
  const [s3, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new s3.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Many S3-compatible services refuse the SDK's default extra checksums; a presigned
    // PUT must also stay usable by a plain browser request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3, client, getSignedUrl };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

/**
 * S3-compatible object storage. Objects stay private: browsers read them through
 * /api/media (Range, ETag) and upload videos straight to the bucket with presigned PUTs.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;

  readonly bucket: string;
  /** The settings it was made with (the tus upload store writes to the same bucket). */
  readonly options: S3StorageOptions;
  private sdk: Promise<Sdk> | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.options = options;
  }

  /** The SDK and its client, made at the first call. */
  private s3(): Promise<Sdk> {
    this.sdk ??= loadSdk(this.options);
    return this.sdk;
  }

  private checked(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const { s3, client } = await this.s3();
    const result = await client.send(
      new s3.PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType }),
    );
    return { key, size: body.length, contentType, etag: result.ETag ?? `"${key}"`, lastModified: new Date() };
  }

  async putFile(key: string, file: string, contentType: string): Promise<StoredObject> {
    const { size } = await fsp.stat(file);
    const { s3, client } = await this.s3();
    const result = await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    return { key, size, contentType, etag: result.ETag ?? `"${key}"`, lastModified: new Date() };
  }

  /**
   * Moves an object of the bucket written under another name (a finished tus upload) to
   * `key`, inside S3, then removes the source and its `leftovers` (the upload's info object).
   */
  async moveIn(sourceKey: string, key: string, contentType: string, leftovers: string[] = []): Promise<void> {
    const { s3, client } = await this.s3();
    await client.send(
      new s3.CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        CopySource: `${this.bucket}/${encodeURIComponent(sourceKey)}`,
        ContentType: contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
    for (const old of [sourceKey, ...leftovers]) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: old }));
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const { s3, client } = await this.s3();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? `"${key}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(s3, error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { s3, client } = await this.s3();
    const result = await client.send(
      new s3.GetObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return result.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.s3();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const { s3, client } = await this.s3();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isValidKey(object.Key)) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  /**
   * A presigned PUT bound to the key and the content type (the presigner leaves
   * Content-Type unsigned unless asked). A presigned PUT cannot bound the size: the
   * object's size is checked before a post may use it.
   */
  async presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const { s3, client, getSignedUrl } = await this.s3();
    const command = new s3.PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), ContentType: contentType });
    return getSignedUrl(client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type']),
    });
  }

  async toolInput(key: string): Promise<string> {
    const { s3, client, getSignedUrl } = await this.s3();
    const command = new s3.GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) });
    return getSignedUrl(client, command, { expiresIn: 10 * 60 });
  }

  destroy(): void {
    // A client never made (or an SDK that failed to load) has nothing to close.
    void this.sdk?.then(
      ({ client }) => client.destroy(),
      () => {},
    );
  }
}

function isNotFound(s3: S3Sdk, error: unknown): boolean {
  if (error instanceof s3.S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
  }
  return false;
}
