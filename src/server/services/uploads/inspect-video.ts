import type { AppDeps } from '../../context';
import type { AuthUser } from '../../lib/caller';
import { HttpError, MESSAGES, unprocessable } from '../../lib/http-error';
import { can } from '../access/permissions';
import { readPrefix } from '../storage/types';
import { isMp4Signature } from '../video/mp4';
import { UNREADABLE_VIDEO, videoTooLarge } from '../video/containers';
import { durationRefusal, isTooLong } from '../video/duration-limit';
import { videoTools, type VideoTools } from '../media-tools/upload-tools';
import { ownerOfVideoKey, storageKeyOfVideo } from './video-keys';

export interface UploadedVideo {
  key: string;
  durationSeconds: number | null;
  /** A PNG frame for the poster when asked for and ffmpeg is installed. */
  posterFrame: Buffer | null;
}

const refuse = (message: string) => unprocessable({ videoKey: [message] });

/**
 * Checks a video uploaded with a signed URL or through tus before a post may use it: issued to this
 * user, present, within VIDEO_MAX_BYTES, readable by ffprobe as a video (any container ffmpeg
 * reads; without ffprobe, an MP4 by its bytes) no longer than VIDEO_MAX_DURATION_SECONDS (its duration is kept). A refused file is deleted.
 */
export async function inspectUploadedVideo(
  deps: AppDeps,
  user: AuthUser,
  videoKey: string,
  options: { wantPoster: boolean; tools?: VideoTools },
): Promise<UploadedVideo> {
  const { storage, env } = deps;
  // A finished tus upload was moved to the video key its id stands for.
  const key = storageKeyOfVideo(videoKey);
  const tools = options.tools ?? videoTools;
  if (!can(user, 'upload.use', { ownerId: ownerOfVideoKey(key) }))
    throw refuse('Unknown upload: ask GET /api/generate-presigned-url for an upload address first');
  const object = await storage.stat(key);
  if (!object) throw refuse('No video was uploaded with this key');
  const discard = async (error: HttpError) => {
    await storage.delete(key).catch(() => undefined);
    return error;
  };
  if (object.size > env.VIDEO_MAX_BYTES) {
    throw await discard(
      new HttpError(413, MESSAGES.payloadTooLarge, {
        videoKey: [videoTooLarge(env.VIDEO_MAX_BYTES)],
      }),
    );
  }
  const input = await storage.toolInput(key);
  const duration = await tools.probeDuration(input);
  if (duration === null) throw await discard(refuse(UNREADABLE_VIDEO));
  if (duration === 'unavailable' && !isMp4Signature(await readPrefix(storage, key, 16)))
    throw await discard(refuse('The file is not an MP4 video'));
  const durationSeconds = duration === 'unavailable' ? null : duration;
  // A video this long would hold a transcode worker for hours: refused before it is queued.
  if (durationSeconds !== null && isTooLong(durationSeconds, env.VIDEO_MAX_DURATION_SECONDS))
    throw await discard(refuse(durationRefusal(env.VIDEO_MAX_DURATION_SECONDS)));
  const at = durationSeconds === null ? 0 : Math.min(1, durationSeconds / 2);
  const posterFrame = options.wantPoster ? await tools.posterFrame(input, at) : null;
  return { key, durationSeconds, posterFrame };
}
