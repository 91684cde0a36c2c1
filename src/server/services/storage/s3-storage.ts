import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isValidKey, MEDIA_PREFIX, type ByteRange, type ListedObject, type Storage, type StoredObject } from './types';

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
  private readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.options = options;
    this.client = new S3Client({
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
  }

  private checked(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const result = await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType }),
    );
    return { key, size: body.length, contentType, etag: result.ETag ?? `"${key}"`, lastModified: new Date() };
  }

  async putFile(key: string, file: string, contentType: string): Promise<StoredObject> {
    const { size } = await fsp.stat(file);
    const result = await this.client.send(
      new PutObjectCommand({
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
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        CopySource: `${this.bucket}/${encodeURIComponent(sourceKey)}`,
        ContentType: contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
    for (const old of [sourceKey, ...leftovers]) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: old }));
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? `"${key}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return result.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
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
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), ContentType: contentType });
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type']),
    });
  }

  toolInput(key: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) });
    return getSignedUrl(this.client, command, { expiresIn: 10 * 60 });
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
  }
  return false;
}
