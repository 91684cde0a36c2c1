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
