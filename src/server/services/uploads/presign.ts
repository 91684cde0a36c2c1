import type { AppDeps } from '../../context';
import { S3Storage } from '../storage/s3-storage';
import { signUploadQuery } from './signed-url';
import { newVideoKey, VIDEO_CONTENT_TYPE } from './video-keys';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface VideoUpload {
  url: string;
  key: string;
  method: 'PUT';
  headers: { 'Content-Type': string };
  maxBytes: number;
  expiresAt: string;
}

/**
 * A short-lived address to PUT one MP4 video to: our own HMAC-signed URL on local disk,
 * a presigned S3 PUT otherwise. Either way the key is new and names its owner.
 */
export async function createVideoUpload(deps: AppDeps, userId: number, now = Date.now()): Promise<VideoUpload> {
  const key = newVideoKey(userId);
  const expires = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
  const maxBytes = deps.env.VIDEO_MAX_BYTES;
  let url: string;
  if (deps.storage instanceof S3Storage) {
    url = await deps.storage.presignPut(key, VIDEO_CONTENT_TYPE, UPLOAD_URL_TTL_SECONDS);
  } else {
    const query = signUploadQuery(deps.secrets.urlSigningKey, {
      key,
      userId,
      contentType: VIDEO_CONTENT_TYPE,
      maxBytes,
      expires,
    });
    url = `${deps.env.PUBLIC_URL}/api/uploads/${key}?${query}`;
  }
  return {
    url,
    key,
    method: 'PUT',
    headers: { 'Content-Type': VIDEO_CONTENT_TYPE },
    maxBytes,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
