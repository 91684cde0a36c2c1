import { randomBytes } from 'node:crypto';

export const VIDEO_CONTENT_TYPE = 'video/mp4';

/** `videos/u{userId}/{random}.mp4`: the owner is part of the key, so an upload is bound to its user. */
export function newVideoKey(userId: number): string {
  return `videos/u${userId}/${randomBytes(16).toString('base64url')}.mp4`;
}

const VIDEO_KEY = /^videos\/u([1-9]\d{0,9})\/[A-Za-z0-9_-]{22}\.mp4$/;

/** The user a video key was issued to, or null when it is not an upload key. */
export function ownerOfVideoKey(key: string): number | null {
  const match = VIDEO_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * A resumable (tus) upload's id, the last segment of its `/api/uploads/{id}` address:
 * `u{userId}-{random}`. One segment and no `videos/` folder, so it never reads as a
 * presigned key, and a presigned key never reaches the tus routes.
 */
export function newTusUploadId(userId: number): string {
  return `u${userId}-${randomBytes(16).toString('base64url')}`;
}

const TUS_UPLOAD_ID = /^u([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/;

/** The user a tus upload id was issued to, or null when it is not one. */
export function ownerOfTusUpload(id: string): number | null {
  const match = TUS_UPLOAD_ID.exec(id);
  return match ? Number(match[1]) : null;
}

/**
 * Where a finished tus upload's video is kept: the video key its id stands for, so a post,
 * the media route and the orphan sweep treat it like a presigned upload.
 */
export function videoKeyOfTusUpload(id: string): string | null {
  const match = TUS_UPLOAD_ID.exec(id);
  return match ? `videos/u${match[1]}/${match[2]}.mp4` : null;
}

/** A `videoKey` as sent to POST /api/posts (a presigned key or a tus upload id) as its storage key. */
export function storageKeyOfVideo(videoKey: string): string {
  return videoKeyOfTusUpload(videoKey) ?? videoKey;
}
