import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { LocalStorage } from '../storage/local-storage';
import type { StoredObject } from '../storage/types';
import { looksLikeVideoContainer, UNREADABLE_VIDEO, videoTooLarge } from '../video/containers';
import { VIDEO_CONTENT_TYPE } from './video-keys';

export class UploadRejectedError extends Error {
  readonly status: 413 | 415;
  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

const SIGNATURE_BYTES = 12;

/** Passes bytes through while enforcing the size limit and checking up front that it starts like a video container. */
class VideoGuard extends Transform {
  private received = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      return callback(new UploadRejectedError(413, videoTooLarge(this.maxBytes)));
    }
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SIGNATURE_BYTES) return callback();
    return this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    if (!looksLikeVideoContainer(head)) return callback(new UploadRejectedError(415, UNREADABLE_VIDEO));
    callback(null, head);
  }
}

/** Streams an uploaded video to local storage; a refused or broken upload leaves no file. */
export async function receiveVideo(
  storage: LocalStorage,
  key: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<StoredObject> {
  if (!body) throw new UploadRejectedError(415, UNREADABLE_VIDEO);
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  return storage.putStream(key, source, VIDEO_CONTENT_TYPE, [new VideoGuard(maxBytes)]);
}
